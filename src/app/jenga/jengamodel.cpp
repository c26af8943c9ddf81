// JengaModel: the Colored Jenga page's history, its solves (exact up to the level limit, from
// the game's start table while playing, an estimate beyond) and the policies' job (the actions
// and the status line are in jengamodel_actions.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengamodel.h"

#include "app/jenga/jengatext.h"
#include "engine/common/parse_error.h"
#include "engine/jenga/judge.h"

#include <QFile>
#include <QRegularExpression>

using pw::jenga::Tower;

namespace {

// A tower from judge text or a text id. The level limit is checked before anything is built,
// so a million-level id costs nothing. Throws ParseError.
Tower parseTower(const QString& text) {
    const QString trimmed = text.trimmed();
    const bool oneLine = !trimmed.contains(QLatin1Char('\n'));
    if (oneLine && !trimmed.isEmpty() && !trimmed.at(0).isDigit()) {
        if (trimmed.count(QLatin1Char('/')) + 1 > JengaModel::kMaxLevels)
            throw pw::ParseError(
                1, JengaModel::tr("more than %1 levels").arg(JengaModel::kMaxLevels).toStdString());
        return pw::jenga::parseTextId(trimmed.toStdString());
    }
    static const QRegularExpression firstNumber(QStringLiteral("^\\s*(\\d{1,9})\\b"));
    const auto match = firstNumber.match(text);
    if (match.hasMatch() && match.captured(1).toLongLong() > JengaModel::kMaxLevels)
        throw pw::ParseError(1, JengaModel::tr("%1 levels; at most %2 are allowed")
                                    .arg(match.captured(1))
                                    .arg(JengaModel::kMaxLevels)
                                    .toStdString());
    Tower tower = pw::jenga::parseJudge(text.toStdString());
    if (auto problem = tower.validate())
        throw pw::ParseError(0, *problem);
    return tower;
}

} // namespace

// ---- Model

JengaModel::JengaModel(QObject* parent)
    : TypedPageModel(parent), memory_(std::make_shared<pw::jenga::EstimateMemory>()) {
    initializeWith(exampleState());
}

void JengaModel::presentResultChanged() {
    // The latest exact table is kept: every tower of a game on it is answered from it.
    if (const OutcomePtr present = outcome(); present && present->solved)
        lastExact_ = present;
    startPolicyComparison();
}

void JengaModel::startPolicyComparison() {
    const Tower tower = state().tower;
    const pw::jenga::Rules rules = state().rules;
    if (!comparePolicies_ || !analysis() ||
        (policies_ && policies_->tower == tower && policies_->rules == rules) ||
        isJobRunning(kPoliciesLane))
        return;
    auto job = [tower, rules](pw::SolveControl& control) {
        return std::make_shared<const PolicyComparison>(PolicyComparison{
            tower, rules, pw::jenga::compareSimplePolicies(tower, control, rules)});
    };
    // Bound to the state: an edit cancels it, and the new tower's exact value starts the next.
    const JobSpec spec{.lane = kPoliciesLane, .boundToState = true, .holdsSettled = false};
    startJob(spec, std::move(job), [this](std::shared_ptr<const PolicyComparison> comparison) {
        if (comparison && comparison->values.size() == pw::jenga::kComparedPolicies.size() &&
            comparison->values.back().status != pw::SolveStatus::Cancelled)
            policies_ = std::move(comparison);
    });
}

std::shared_ptr<const JengaModel::PolicyComparison> JengaModel::policyComparison() const {
    return comparePolicies_ && policies_ && policies_->tower == state().tower &&
                   policies_->rules == state().rules && analysis()
               ? policies_
               : nullptr;
}

QJsonObject JengaModel::viewJson() const {
    return {{QStringLiteral("heatMap"), heatMap_}, {QStringLiteral("policies"), comparePolicies_}};
}

void JengaModel::restoreViewJson(const QJsonObject& json) {
    // A restored session (or a language switch) asks for no exact solve by itself: even one
    // saved while such a solve ran, or was killed by it, shows the estimate and offers it again.
    choices_.clear();
    heatMap_ = json.value(QStringLiteral("heatMap")).toBool(false);
    comparePolicies_ = json.value(QStringLiteral("policies")).toBool(false);
    startPolicyComparison();
}

std::shared_ptr<const PageState> JengaModel::exampleState() const {
    QFile file(QStringLiteral(":/examples/jenga.txt"));
    auto state = std::make_shared<JengaState>();
    if (file.open(QIODevice::ReadOnly))
        state->tower = parseTower(QString::fromUtf8(file.readAll()));
    state->gameStart = state->tower;
    return state;
}

std::shared_ptr<const PageState> JengaModel::stateFromText(const QString& text,
                                                           QString* error) const {
    try {
        auto next = std::make_shared<JengaState>(state());
        next->tower = next->gameStart = parseTower(text);
        next->minutes.clear();
        next->rolled.reset();
        return next;
    } catch (const std::exception& e) {
        *error = QString::fromUtf8(e.what());
        return nullptr;
    }
}

QString JengaModel::judgeText() const {
    for (const auto& level : state().tower.levels())
        if (!level.isComplete())
            return {}; // the judge format has no empty slots
    return QString::fromStdString(pw::jenga::formatJudge(state().tower));
}

PageModel::JudgeTextLoss JengaModel::judgeTextLoss() const {
    // While playing, the judge text is the tower as it stands (when no slot is empty).
    const int minutes = minutesPlayed();
    if (!isPlaying() || minutes == 0)
        return {};
    return {tr("the game played (%n minute(s)) and the tower it started from", nullptr, minutes),
            tr("the tower as it stands now")};
}

QString JengaModel::rulesText() const {
    return rules().isContest() ? QString() : QString::fromStdString(pw::jenga::rulesText(rules()));
}

QString JengaModel::rulesNote() const {
    return rules().isContest() ? QString() : rulesWords(rules(), false);
}

QString JengaModel::positionId() const {
    return jengatext::id(state().tower);
}

void JengaModel::presentStateReplaced() {
    selected_.reset();
}

const Tower& JengaModel::solvedTower(const JengaState& s) {
    return s.mode == JengaState::Mode::Play ? s.gameStart : s.tower;
}

std::optional<JengaModel::SolveChoice> JengaModel::choiceFor(const Tower& tower) const {
    if (choices_.empty())
        return std::nullopt;
    const QString id = jengatext::id(tower);
    for (const auto& [towerId, choice] : choices_)
        if (towerId == id)
            return choice;
    return std::nullopt;
}

bool JengaModel::choosesEstimate() const {
    return choiceFor(solvedTower(state())) == SolveChoice::Estimate;
}

std::optional<pw::jenga::TowerRequest::Kind> JengaModel::requestKind(const JengaState& s) const {
    using Kind = pw::jenga::TowerRequest::Kind;
    if (s.tower.validate())
        return std::nullopt;
    const Tower& start = solvedTower(s);
    const std::optional<SolveChoice> choice = choiceFor(start);
    const bool exact =
        choice != SolveChoice::Estimate &&
        (start.levelCount() <= kExactLevelLimit ||
         (choice == SolveChoice::Exact && start.levelCount() <= pw::jenga::kMaxExactLevels &&
          predictionFor(start).fits));
    return exact ? Kind::Exact : Kind::Estimate;
}

QString JengaModel::solveKey(const PageState& base) const {
    const auto& s = static_cast<const JengaState&>(base);
    const auto kind = requestKind(s);
    if (!kind)
        return {};
    // The key names what is solved, under which die, so that equal requests share one result
    // and a result is never shown for another die than the one it answers.
    const QString die = QString::fromStdString(pw::jenga::rulesText(s.rules)) + QLatin1Char(':');
    if (*kind == pw::jenga::TowerRequest::Kind::Estimate)
        return QStringLiteral("estimate:") + die + jengatext::id(s.tower);
    const Tower& start = solvedTower(s);
    if (start == s.tower)
        return QStringLiteral("exact:") + die + jengatext::id(s.tower);
    return QStringLiteral("play:") + die + jengatext::id(start) + QLatin1Char('@') +
           jengatext::id(s.tower);
}

std::uint64_t& JengaModel::defaultSearchPositions() {
    static std::uint64_t positions = pw::jenga::kDefaultSearchPositions;
    return positions;
}

void JengaModel::setDefaultSearchPositions(std::uint64_t positions) {
    defaultSearchPositions() = positions;
}

JengaModel::Solve JengaModel::solve(const JengaState& s) const {
    pw::jenga::TowerRequest request;
    request.kind = requestKind(s).value_or(pw::jenga::TowerRequest::Kind::Exact);
    request.searchPositions = searchPositions_;
    request.tower = s.tower;
    request.rules = s.rules;
    request.start = solvedTower(s);
    // A game's towers are all in the table of its start: solved once, read ever after (under
    // the die it was solved for).
    if (lastExact_ && lastExact_->solvedStart == request.start && lastExact_->rules == s.rules)
        request.table = lastExact_->solved;
    request.known = memory_->bestFor(s.tower, s.rules);
    request.endgame = memory_->endgame(s.rules);
    return [request, memory = memory_](pw::SolveControl& control) {
        const auto publish = [&memory, &control](OutcomePtr interim) {
            memory->offer(interim);
            control.publishInterim(std::move(interim));
        };
        std::shared_ptr<const pw::jenga::EndgameTable> endgame;
        OutcomePtr outcome = pw::jenga::solveTower(request, control, publish, &endgame);
        memory->offer(outcome);
        if (endgame)
            memory->setEndgame(std::move(endgame));
        return outcome;
    };
}

pw::jenga::ExactPrediction JengaModel::exactPrediction() const {
    return predictionFor(solvedTower(state()));
}

pw::jenga::ExactPrediction JengaModel::predictionFor(const pw::jenga::Tower& tower) const {
    // Never waits for a tall tower's states to be counted: its solve job counts them (solveTower),
    // and until then the prediction is its height's, asked again at every call.
    const auto now = std::chrono::steady_clock::now();
    if (!prediction_ || !(prediction_->tower == tower) || prediction_->prediction.provisional ||
        now - prediction_->made > std::chrono::seconds(1))
        prediction_ = PredictionCache{
            tower, now, pw::jenga::predictExactAtOnce(tower, pw::availableMemoryBudget())};
    return prediction_->prediction;
}

JengaModel::OutcomePtr JengaModel::interimOutcome() const {
    return interim<JengaOutcome>();
}

JengaModel::OutcomePtr JengaModel::knownEstimate() const {
    return memory_->bestFor(state().tower, state().rules);
}

bool JengaModel::keeps(const JengaOutcome& outcome) const {
    return outcome.kind == JengaOutcome::Kind::Exact ||
           (outcome.kind == JengaOutcome::Kind::Estimate && outcome.estimate &&
            outcome.estimate->status == pw::SolveStatus::Exact);
}

std::size_t JengaModel::bytesOf(const JengaOutcome& outcome) const {
    std::size_t bytes = 4096;
    if (outcome.distribution)
        bytes += outcome.distribution->probability.size() * sizeof(double);
    // A table is counted with the tower it was solved for; the game's towers share it.
    if (outcome.solved && outcome.tower == outcome.solvedStart)
        bytes += outcome.solved->table.memoryBytes();
    return bytes;
}

JengaModel::OutcomePtr JengaModel::outcome() const {
    return result();
}

std::optional<pw::jenga::Analysis> JengaModel::analysis() const {
    const OutcomePtr present = outcome();
    return present && present->kind == JengaOutcome::Kind::Exact ? present->analysis : std::nullopt;
}

std::optional<std::array<pw::jenga::ColourTable, 3>> JengaModel::choices() const {
    const OutcomePtr present = outcome();
    if (!present || present->kind != JengaOutcome::Kind::Exact || !present->choices)
        return std::nullopt;
    // A colour the die never shows offers no choice (the engine lists what it would cost).
    std::array<pw::jenga::ColourTable, 3> tables = *present->choices;
    for (pw::jenga::ColourTable& table : tables)
        if (!dieShows(table.colour))
            table.rows.clear();
    return tables;
}

std::optional<pw::jenga::BlockCosts> JengaModel::blockCosts() const {
    const OutcomePtr present = outcome();
    if (!present || present->kind != JengaOutcome::Kind::Exact || !present->blockCosts)
        return std::nullopt;
    // A block of a colour the die never shows is never taken: it has no cost to shade.
    pw::jenga::BlockCosts costs = *present->blockCosts;
    const Tower& tower = state().tower;
    for (std::size_t level = 0; level < costs.size(); ++level)
        for (std::size_t slot = 0; slot < 3; ++slot)
            if (static_cast<int>(level) < tower.levelCount())
                if (const auto cell = tower.level(static_cast<int>(level)).cells[slot];
                    !cell || !dieShows(*cell))
                    costs[level][slot].reset();
    return costs;
}

std::optional<double> JengaModel::expectedDuration() const {
    const auto present = analysis();
    return present ? std::optional<double>(present->expectedDuration) : std::nullopt;
}

bool JengaModel::isOver() const {
    // Over when no colour the die shows can move (a die whose colours never move ends at once).
    const Tower& tower = state().tower;
    if (tower.validate())
        return true;
    for (const pw::jenga::Colour colour : pw::jenga::kColours)
        if (dieShows(colour) && pw::jenga::hasLegalMove(tower, colour))
            return false;
    return true;
}

int JengaModel::targetLevel() const {
    const Tower& tower = state().tower;
    return tower.top().isComplete() ? tower.levelCount() : tower.levelCount() - 1;
}
