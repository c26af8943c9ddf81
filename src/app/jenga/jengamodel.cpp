// JengaModel: the Colored Jenga page's history, its solves (exact up to the level limit, from
// the game's start table while playing, an estimate beyond) and its status line.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengamodel.h"

#include "app/jenga/jengatext.h"
#include "engine/common/parse_error.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/optimal_policy.h"

#include <QFile>
#include <QRegularExpression>

using jengatext::minutesText;
using pw::jenga::Colour;
using pw::jenga::Move;
using pw::jenga::Tower;

namespace {

QString idOf(const Tower& tower) {
    return QString::fromStdString(pw::jenga::textId(tower));
}

QString faceName(int face) {
    return face == JengaState::kBlackFace ? JengaModel::tr("black")
                                          : jengatext::name(static_cast<Colour>(face));
}

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

Tower replay(const Tower& start, const std::vector<JengaState::Minute>& minutes,
             std::size_t count) {
    Tower tower = start;
    for (std::size_t i = 0; i < count && i < minutes.size(); ++i)
        if (minutes[i].move)
            tower = pw::jenga::apply(tower, *minutes[i].move);
    return tower;
}

} // namespace

// ---- Model

JengaModel::JengaModel(QObject* parent)
    : TypedPageModel(parent), memory_(std::make_shared<pw::jenga::EstimateMemory>()) {
    qRegisterMetaType<OutcomePtr>();
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
    if (!comparePolicies_ || !analysis() || (policies_ && policies_->tower == tower) ||
        isJobRunning(kPoliciesChannel))
        return;
    auto job = [tower](pw::SolveControl& control) {
        auto comparison = std::make_shared<PolicyComparison>();
        comparison->tower = tower;
        for (const pw::jenga::SimplePolicy policy :
             {pw::jenga::SimplePolicy::KillFirst, pw::jenga::SimplePolicy::MiddleFirst,
              pw::jenga::SimplePolicy::SideFirst, pw::jenga::SimplePolicy::Random}) {
            comparison->values.push_back(pw::jenga::evaluatePolicy(tower, policy, control));
            if (comparison->values.back().status == pw::SolveStatus::Cancelled)
                break;
        }
        return QVariant::fromValue(std::shared_ptr<const PolicyComparison>(std::move(comparison)));
    };
    // Bound to the state: an edit cancels it, and the new tower's exact value starts the next.
    startJob({kPoliciesChannel, true, false}, std::move(job), [this](const QVariant& result) {
        auto comparison = result.value<std::shared_ptr<const PolicyComparison>>();
        if (comparison && comparison->values.size() == 4 &&
            comparison->values.back().status != pw::SolveStatus::Cancelled)
            policies_ = std::move(comparison);
    });
}

std::shared_ptr<const JengaModel::PolicyComparison> JengaModel::policyComparison() const {
    return comparePolicies_ && policies_ && policies_->tower == state().tower && analysis()
               ? policies_
               : nullptr;
}

QJsonObject JengaModel::viewJson() const {
    return {{QStringLiteral("heatMap"), heatMap_}, {QStringLiteral("policies"), comparePolicies_}};
}

void JengaModel::restoreViewJson(const QJsonObject& json) {
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

QString JengaModel::positionId() const {
    return idOf(state().tower);
}

void JengaModel::presentStateReplaced() {
    selected_.reset();
}

std::optional<pw::jenga::TowerRequest::Kind> JengaModel::requestKind(const JengaState& s) const {
    using Kind = pw::jenga::TowerRequest::Kind;
    if (s.tower.validate())
        return std::nullopt;
    const Tower& start = s.mode == JengaState::Mode::Play ? s.gameStart : s.tower;
    const bool exact =
        !s.estimateOnly && (start.levelCount() <= kExactLevelLimit ||
                            (s.exactWanted && start.levelCount() <= pw::jenga::kMaxExactLevels &&
                             pw::jenga::predictExact(start, pw::availableMemoryBudget()).fits));
    return exact ? Kind::Exact : Kind::Estimate;
}

QString JengaModel::solveKey(const PageState& base) const {
    const auto& s = static_cast<const JengaState&>(base);
    const auto kind = requestKind(s);
    if (!kind)
        return {};
    // The key names what is solved, so that equal requests share one result.
    if (*kind == pw::jenga::TowerRequest::Kind::Estimate)
        return QStringLiteral("estimate:") + idOf(s.tower);
    const Tower& start = s.mode == JengaState::Mode::Play ? s.gameStart : s.tower;
    if (start == s.tower)
        return QStringLiteral("exact:") + idOf(s.tower);
    return QStringLiteral("play:") + idOf(start) + QLatin1Char('@') + idOf(s.tower);
}

JengaModel::Solve JengaModel::solve(const JengaState& s) const {
    pw::jenga::TowerRequest request;
    request.kind = requestKind(s).value_or(pw::jenga::TowerRequest::Kind::Exact);
    request.tower = s.tower;
    request.start = s.mode == JengaState::Mode::Play ? s.gameStart : s.tower;
    // A game's towers are all in the table of its start: solved once, read ever after.
    if (lastExact_ && lastExact_->solvedStart == request.start)
        request.table = lastExact_->solved;
    request.known = memory_->bestFor(s.tower);
    request.endgame = memory_->endgame();
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
    const JengaState& s = state();
    const pw::jenga::Tower& tower = s.mode == JengaState::Mode::Play ? s.gameStart : s.tower;
    const auto now = std::chrono::steady_clock::now();
    if (!prediction_ || !(prediction_->tower == tower) ||
        now - prediction_->made > std::chrono::seconds(1))
        prediction_ = PredictionCache{tower, now,
                                      pw::jenga::predictExact(tower, pw::availableMemoryBudget())};
    return prediction_->prediction;
}

JengaModel::OutcomePtr JengaModel::interimOutcome() const {
    return interim<JengaOutcome>();
}

JengaModel::OutcomePtr JengaModel::knownEstimate() const {
    return memory_->bestFor(state().tower);
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
    return present && present->kind == JengaOutcome::Kind::Exact ? present->choices : std::nullopt;
}

std::optional<pw::jenga::BlockCosts> JengaModel::blockCosts() const {
    const OutcomePtr present = outcome();
    return present && present->kind == JengaOutcome::Kind::Exact ? present->blockCosts
                                                                 : std::nullopt;
}

std::optional<double> JengaModel::expectedDuration() const {
    const auto present = analysis();
    return present ? std::optional<double>(present->expectedDuration) : std::nullopt;
}

bool JengaModel::isOver() const {
    return state().tower.validate() || pw::jenga::isFinished(state().tower);
}

int JengaModel::targetLevel() const {
    const Tower& tower = state().tower;
    return tower.top().isComplete() ? tower.levelCount() : tower.levelCount() - 1;
}

// ---- Actions

void JengaModel::editTower(const QString& description, const Tower& tower, Change change) {
    JengaState next = state();
    next.tower = next.gameStart = tower;
    next.minutes.clear();
    next.rolled.reset();
    selected_.reset();
    commit(description, next, change);
}

void JengaModel::clickSlot(int level, int slot, bool takeOut) {
    const Tower& tower = state().tower;
    if (level < 0 || level > tower.levelCount() || slot < 0 || slot > 2)
        return;
    const bool newLevel = level == tower.levelCount();
    pw::jenga::Slot cell;
    if (!newLevel)
        cell = tower.level(level).cells[static_cast<std::size_t>(slot)];
    if (!isPlaying()) {
        if (newLevel) {
            if (tower.levelCount() >= kMaxLevels) {
                setMessage(tr("A tower has at most %1 levels.").arg(kMaxLevels));
                return;
            }
            std::vector<pw::jenga::Level> levels = tower.levels();
            pw::jenga::Level fresh;
            fresh.cells[static_cast<std::size_t>(slot)] = Colour::Red;
            levels.push_back(fresh);
            editTower(tr("Start a new level"), Tower(std::move(levels)));
        } else if (!cell) {
            editTower(tr("Put a block back"), tower.withSlot(level, slot, Colour::Red));
        } else if (takeOut) {
            editTower(tr("Take a block out"), tower.withSlot(level, slot, std::nullopt));
        } else {
            const auto next =
                static_cast<Colour>((static_cast<int>(*cell) + 1) % pw::jenga::kColourCount);
            editTower(tr("Recolour a block"), tower.withSlot(level, slot, next));
        }
        return;
    }
    const auto rolled = state().rolled;
    if (!rolled) {
        setMessage(tr("Roll the die first (R), or pick the face it shows."));
        return;
    }
    if (selected_ && level == targetLevel() && !cell) {
        playMove(Move{selected_->first, selected_->second, slot});
        return;
    }
    if (cell && *cell == *rolled && level < tower.levelCount() - 1) {
        const bool same = selected_ == std::make_pair(level, slot);
        selected_.reset();
        if (!same) {
            bool removable = false;
            for (const Move& m : pw::jenga::legalMoves(tower, *rolled))
                removable = removable || (m.level == level && m.slot == slot);
            if (removable) {
                selected_ = std::make_pair(level, slot);
                setMessage(tr("Now click the free slot on top where the block goes."));
            } else {
                setMessage(tr("That block cannot come out: its level would fall."));
            }
        }
        emit changed();
        return;
    }
    setMessage(tr("The die shows %1: click a %1 block below the top level.")
                   .arg(jengatext::name(*rolled)));
}

void JengaModel::setMode(JengaState::Mode mode) {
    if (mode == state().mode)
        return;
    JengaState next = state();
    next.mode = mode;
    next.gameStart = next.tower;
    next.minutes.clear();
    next.rolled.reset();
    selected_.reset();
    commit(mode == JengaState::Mode::Play ? tr("Play a game") : tr("Edit the tower"), next);
}

void JengaModel::roll(int face) {
    const JengaState& s = state();
    if (!isPlaying() || s.rolled || isOver() || face < 0 || face > JengaState::kBlackFace)
        return;
    JengaState next = s;
    if (face == JengaState::kBlackFace ||
        !pw::jenga::hasLegalMove(s.tower, static_cast<Colour>(face))) {
        next.minutes.push_back({face, std::nullopt});
        commit(tr("Roll %1: no move").arg(faceName(face)), next);
    } else {
        next.rolled = static_cast<Colour>(face);
        commit(tr("Roll %1").arg(faceName(face)), next);
    }
}

bool JengaModel::playMove(const Move& move) {
    const JengaState& s = state();
    if (!s.rolled || s.tower.validate() || !pw::jenga::isLegal(s.tower, move) ||
        pw::jenga::moveColour(s.tower, move) != *s.rolled) {
        setMessage(tr("Not allowed: take a %1 block whose level still stands without it, and put "
                      "it on top.")
                       .arg(s.rolled ? jengatext::name(*s.rolled) : tr("rolled")));
        return false;
    }
    JengaState next = s;
    next.minutes.push_back({static_cast<int>(*s.rolled), move});
    next.rolled.reset();
    next.tower = pw::jenga::apply(s.tower, move);
    selected_.reset();
    commit(tr("Play %1").arg(jengatext::moveNotation(s.tower, move)), next);
    return true;
}

bool JengaModel::playBestMove() {
    const auto present = analysis();
    if (!state().rolled || !present)
        return false;
    return playMove(present->choice(*state().rolled).bestMove);
}

void JengaModel::newGame() {
    JengaState next = state();
    next.tower = next.gameStart;
    next.minutes.clear();
    next.rolled.reset();
    commit(tr("New game"), next);
}

void JengaModel::setLevelCount(int levels) {
    levels = std::clamp(levels, 1, kMaxLevels);
    if (levels != state().tower.levelCount())
        editTower(tr("Change the number of levels"), state().tower.withLevelCount(levels));
}

void JengaModel::setSeed(int seed) {
    JengaState next = state();
    next.seed = std::clamp(seed, 0, kMaxSeed);
    commit(tr("Seed"), next);
}

void JengaModel::randomTower() {
    editTower(tr("Random tower"),
              pw::jenga::randomTower(state().tower.levelCount(),
                                     static_cast<std::uint64_t>(state().seed)),
              Change::NewPosition);
}

void JengaModel::chooseEstimate(bool estimateOnly) {
    JengaState next = state();
    next.estimateOnly = estimateOnly;
    next.exactWanted = !estimateOnly && isTooTall(); // beyond the automatic limit: on request
    if (!commit(estimateOnly ? tr("Estimate by simulation") : tr("Solve exactly"), next))
        refreshSolve(); // the same choice again after a cancel: solve again
}

void JengaModel::showHeatMap(bool on) {
    heatMap_ = on;
    notifyChanged();
}

void JengaModel::comparePolicies(bool on) {
    comparePolicies_ = on;
    if (on)
        startPolicyComparison();
    else
        cancelJob(kPoliciesChannel);
    notifyChanged();
}

// ---- The status line, derived from the state (never left over from an earlier one).

QString JengaModel::editingHint() const {
    return tr("Click a block to change its colour; right-click or Shift+click takes it out.") +
           QLatin1Char(' ') +
           tr("Filled badges mark the best block to take for each die colour, outlined ones where "
              "it goes; "
              "hover a block to see what taking it leaves.");
}

QString JengaModel::statusText() const {
    const JengaState& s = state();
    if (!message().isEmpty())
        return message().toHtmlEscaped();
    if (!isPlaying())
        return editingHint();
    if (s.rolled) {
        QString text =
            tr("<b>%1</b>: take a %2 block out and put it on top.")
                .arg(jengatext::letter(*s.rolled), faceName(static_cast<int>(*s.rolled)));
        if (const auto present = analysis()) {
            const auto& choice = present->choice(*s.rolled);
            text += QLatin1Char(' ') + tr("Best: %1 (%2), leaving %3 minutes.")
                                           .arg(jengatext::moveNotation(s.tower, choice.bestMove),
                                                jengatext::moveWords(s.tower, choice.bestMove),
                                                minutesText(choice.bestExpectedAfter));
        }
        return text;
    }
    QString verdict;
    if (!s.minutes.empty()) {
        const JengaState::Minute& last = s.minutes.back();
        if (!last.move) {
            verdict = last.face == JengaState::kBlackFace
                          ? tr("Black: the minute passed with no move.")
                          : tr("%1: no %2 block could come out, the minute passed.")
                                .arg(jengatext::letter(static_cast<Colour>(last.face)),
                                     faceName(last.face));
        } else {
            const Tower before = replay(s.gameStart, s.minutes, s.minutes.size() - 1);
            const QString text =
                QStringLiteral("%1 (%2)").arg(jengatext::moveNotation(before, *last.move),
                                              jengatext::moveWords(before, *last.move));
            std::optional<pw::jenga::Analysis> then;
            if (const OutcomePtr present = outcome(); present && present->solved)
                then = pw::jenga::optimalAnalysis(present->solved->table, before);
            std::optional<double> after;
            std::optional<double> best;
            if (then) {
                const auto& choice = then->choice(static_cast<Colour>(last.face));
                best = choice.bestExpectedAfter;
                for (const auto& mv : choice.moves)
                    if (mv.move == *last.move)
                        after = mv.expectedAfter;
            }
            verdict = after && best
                          ? (*after <= *best + 1e-12
                                 ? tr("Played %1: <b>optimal</b>.").arg(text)
                                 : tr("Played %1: <b>not optimal</b>, it leaves %2 minutes; the "
                                      "best leaves %3.")
                                       .arg(text, minutesText(*after), minutesText(*best)))
                          : tr("Played %1.").arg(text);
        }
    }
    if (isOver())
        return verdict + QLatin1Char(' ') + tr("No block can come out: the game is over.");
    return verdict + (verdict.isEmpty() ? QString() : QStringLiteral(" ")) +
           tr("Roll the die (R) or pick the face it shows.");
}
