// JengaModel: the Colored Jenga page's history, its solves (exact up to the level limit, from
// the game's start table while playing, an estimate beyond) and its status line.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengamodel.h"

#include "app/jenga/jengatext.h"
#include "engine/common/parse_error.h"
#include "engine/jenga/judge.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>

using jengatext::minutesText;
using pw::jenga::Colour;
using pw::jenga::Move;
using pw::jenga::Tower;

namespace {

const QString kPosition = QStringLiteral("position");
constexpr std::uint64_t kSimulationSeed = 1;

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

// ---- State

QJsonObject JengaState::toJson() const {
    QJsonArray played;
    for (const Minute& minute : minutes)
        played.append(minute.move ? QStringLiteral("%1:%2.%3.%4")
                                        .arg(minute.face)
                                        .arg(minute.move->level)
                                        .arg(minute.move->slot)
                                        .arg(minute.move->targetSlot)
                                  : QString::number(minute.face));
    QJsonObject json{{kPosition, idOf(tower)},
                     {QStringLiteral("mode"),
                      mode == Mode::Play ? QStringLiteral("play") : QStringLiteral("edit")},
                     {QStringLiteral("seed"), seed},
                     {QStringLiteral("estimate"), estimateOnly},
                     {QStringLiteral("exact"), exactWanted},
                     {QStringLiteral("heatMap"), heatMap},
                     {QStringLiteral("policies"), comparePolicies}};
    if (mode == Mode::Play) {
        json.insert(QStringLiteral("gameStart"), idOf(gameStart));
        json.insert(QStringLiteral("minutes"), played);
        if (rolled)
            json.insert(QStringLiteral("rolled"), static_cast<int>(*rolled));
    }
    return json;
}

bool JengaState::equals(const PageState& other) const {
    const auto& o = static_cast<const JengaState&>(other);
    return tower == o.tower && mode == o.mode && gameStart == o.gameStart && minutes == o.minutes &&
           rolled == o.rolled && estimateOnly == o.estimateOnly && exactWanted == o.exactWanted &&
           heatMap == o.heatMap && comparePolicies == o.comparePolicies && seed == o.seed;
}

std::optional<JengaState> JengaState::fromJson(const QJsonObject& json, QString* error) {
    JengaState state;
    try {
        // Unplayable towers are states too (an edit may pass through one): only the format and
        // the level limit are checked here.
        const QString id = json.value(kPosition).toString();
        if (id.count(QLatin1Char('/')) + 1 > JengaModel::kMaxLevels)
            throw pw::ParseError(
                1, JengaModel::tr("more than %1 levels").arg(JengaModel::kMaxLevels).toStdString());
        state.tower = pw::jenga::parseTextId(id.toStdString());
        state.mode = json.value(QStringLiteral("mode")).toString() == QLatin1String("play")
                         ? Mode::Play
                         : Mode::Edit;
        state.seed = json.value(QStringLiteral("seed")).toInt(1);
        state.estimateOnly = json.value(QStringLiteral("estimate")).toBool(false);
        state.exactWanted = json.value(QStringLiteral("exact")).toBool(false);
        state.heatMap = json.value(QStringLiteral("heatMap")).toBool(false);
        state.comparePolicies = json.value(QStringLiteral("policies")).toBool(false);
        if (state.seed < 0 || state.seed > JengaModel::kMaxSeed)
            throw pw::ParseError(0, JengaModel::tr("the seed is out of range").toStdString());
        if (state.mode == Mode::Play) {
            const QString start = json.value(QStringLiteral("gameStart")).toString(id);
            if (start.count(QLatin1Char('/')) + 1 > JengaModel::kMaxLevels)
                throw pw::ParseError(1, JengaModel::tr("more than %1 levels")
                                            .arg(JengaModel::kMaxLevels)
                                            .toStdString());
            state.gameStart = pw::jenga::parseTextId(start.toStdString());
            // The minutes are replayed through the rules and must end at the tower shown.
            Tower tower = state.gameStart;
            static const QRegularExpression minuteForm(
                QStringLiteral("^([0-3])(?::(\\d+)\\.([0-2])\\.([0-2]))?$"));
            for (const QJsonValue& value : json.value(QStringLiteral("minutes")).toArray()) {
                const auto match = minuteForm.match(value.toString());
                if (!match.hasMatch())
                    throw pw::ParseError(
                        0, JengaModel::tr("a minute of the game is malformed").toStdString());
                Minute minute{match.captured(1).toInt(), std::nullopt};
                if (match.lastCapturedIndex() > 1) {
                    const Move move{match.captured(2).toInt(), match.captured(3).toInt(),
                                    match.captured(4).toInt()};
                    if (tower.validate() || !pw::jenga::isLegal(tower, move) ||
                        minute.face == kBlackFace ||
                        pw::jenga::moveColour(tower, move) != static_cast<Colour>(minute.face))
                        throw pw::ParseError(
                            0, JengaModel::tr("a move of the game cannot be played there")
                                   .toStdString());
                    tower = pw::jenga::apply(tower, move);
                    minute.move = move;
                }
                state.minutes.push_back(minute);
            }
            if (!(tower == state.tower))
                throw pw::ParseError(
                    0, JengaModel::tr("the game does not lead to the tower shown").toStdString());
            if (json.contains(QStringLiteral("rolled"))) {
                const int face = json.value(QStringLiteral("rolled")).toInt(-1);
                if (face < 0 || face > 2 || tower.validate() ||
                    !pw::jenga::hasLegalMove(tower, static_cast<Colour>(face)))
                    throw pw::ParseError(
                        0, JengaModel::tr("the pending roll is not possible").toStdString());
                state.rolled = static_cast<Colour>(face);
            }
        } else {
            state.gameStart = state.tower;
        }
    } catch (const std::exception& e) {
        *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
    return state;
}

// ---- Model

JengaModel::JengaModel(QObject* parent) : TypedPageModel(parent) {
    qRegisterMetaType<OutcomePtr>();
    initializeWith(exampleState());
}

void JengaModel::presentResultChanged() {
    // The latest exact table is kept: every tower of a game on it is answered from it.
    if (const OutcomePtr present = outcome(); present && present->solved)
        lastExact_ = present;
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

QString JengaModel::solveKey(const PageState& base) const {
    const auto& s = static_cast<const JengaState&>(base);
    if (s.tower.validate())
        return {};
    const Tower& start = s.mode == JengaState::Mode::Play ? s.gameStart : s.tower;
    const bool exact =
        !s.estimateOnly && (start.levelCount() <= kExactLevelLimit ||
                            (s.exactWanted && start.levelCount() <= pw::jenga::kMaxExactLevels &&
                             pw::jenga::predictExact(start, pw::availableMemoryBudget()).fits));
    if (!exact)
        return QStringLiteral("estimate:") + idOf(s.tower);
    const QString policies = s.comparePolicies ? QStringLiteral("+policies") : QString();
    if (start == s.tower)
        return QStringLiteral("exact") + policies + QLatin1Char(':') + idOf(s.tower);
    return QStringLiteral("play") + policies + QLatin1Char(':') + idOf(start) + QLatin1Char('@') +
           idOf(s.tower);
}

namespace {

// The estimate of a policy (policy.h) for `tower`; interim: shown while an exact solve runs.
JengaModel::OutcomePtr
estimateOutcome(const Tower& tower, pw::SolveControl& control, bool interim,
                pw::jenga::PolicyChoice choice = pw::jenga::PolicyChoice::Best,
                bool exactFollows = true) {
    auto outcome = std::make_shared<JengaOutcome>();
    outcome->kind = JengaOutcome::Kind::Simulation;
    outcome->tower = tower;
    outcome->interim = interim;
    outcome->exactFollows = exactFollows;
    outcome->estimate =
        pw::jenga::estimateWithPolicy(tower, JengaModel::kSimulationGames, kSimulationSeed, control,
                                      pw::jenga::kDefaultTrainingLevels, choice);
    return outcome;
}

} // namespace

JengaModel::Solve JengaModel::solve(const JengaState& s) const {
    const Tower tower = s.tower;
    if (solveKey(s).startsWith(QLatin1String("estimate:")))
        return [tower](pw::SolveControl& control) {
            // The best policy's estimate takes seconds up to 12 levels (policy.h): the quicker
            // policies' estimates are shown first, each replaced by the closer one.
            std::vector<pw::jenga::PolicyChoice> first;
            if (tower.levelCount() <= pw::jenga::kMaxLookaheadLevels)
                first.push_back(pw::jenga::PolicyChoice::Preferences);
            if (tower.levelCount() <= pw::jenga::kMaxTwoStepLevels)
                first.push_back(pw::jenga::PolicyChoice::Lookahead);
            for (const pw::jenga::PolicyChoice choice : first) {
                const OutcomePtr quick = estimateOutcome(tower, control, true, choice, false);
                if (quick->estimate && quick->estimate->status == pw::SolveStatus::Exact)
                    control.publishInterim(quick);
            }
            return estimateOutcome(tower, control, false);
        };
    const Tower start = s.mode == JengaState::Mode::Play ? s.gameStart : s.tower;
    // A game's towers are all in the table of its start: solved once, read ever after.
    std::shared_ptr<const pw::jenga::Result> table =
        lastExact_ && lastExact_->solvedStart == start ? lastExact_->solved : nullptr;
    const bool policies = s.comparePolicies;
    return [tower, start, table, policies](pw::SolveControl& control) {
        auto outcome = std::make_shared<JengaOutcome>();
        outcome->tower = tower;
        outcome->solvedStart = start;
        auto solved = table;
        if (!solved) {
            const std::size_t budget =
                std::min(control.memoryBudget(), pw::availableMemoryBudget());
            // A long solve shows the estimate first: it replaces nothing and is replaced by the
            // exact value (the same seeded estimate each time).
            // First the preferences' estimate (a fraction of a second), then, before a solve of
            // many seconds, the one-step lookahead's (closer to the optimum, in a second or two).
            const double seconds = pw::jenga::predictExact(start, budget).seconds;
            if (seconds > kInterimEstimateSeconds) {
                const OutcomePtr quick =
                    estimateOutcome(tower, control, true, pw::jenga::PolicyChoice::Preferences);
                if (quick->estimate && quick->estimate->status == pw::SolveStatus::Exact)
                    control.publishInterim(quick);
            }
            if (seconds > kLookaheadInterimSeconds) {
                const OutcomePtr better =
                    estimateOutcome(tower, control, true, pw::jenga::PolicyChoice::Lookahead);
                if (better->estimate && better->estimate->status == pw::SolveStatus::Exact)
                    control.publishInterim(better);
            }
            control.setMemoryBudget(budget);
            solved = std::make_shared<const pw::jenga::Result>(pw::jenga::solve(start, control));
        }
        if (solved->status == pw::SolveStatus::OverBudget) {
            outcome->kind = JengaOutcome::Kind::OverBudget;
        } else if (solved->status == pw::SolveStatus::Cancelled) {
            outcome->kind = JengaOutcome::Kind::Cancelled;
        } else {
            outcome->kind = JengaOutcome::Kind::Exact;
            outcome->solved = solved;
            outcome->analysis = solved->analysis(tower);
            outcome->choices = pw::jenga::choiceTables(solved->table, tower);
            outcome->blockCosts = pw::jenga::blockCosts(solved->table, tower);
            auto distribution = pw::jenga::durationDistribution(*solved, tower, control);
            if (distribution.status == pw::SolveStatus::Exact)
                outcome->distribution = std::move(distribution);
            else
                outcome->kind = JengaOutcome::Kind::Cancelled;
            using pw::jenga::SimplePolicy;
            if (policies && outcome->kind == JengaOutcome::Kind::Exact)
                for (SimplePolicy policy : {SimplePolicy::KillFirst, SimplePolicy::MiddleFirst,
                                            SimplePolicy::SideFirst, SimplePolicy::Random}) {
                    outcome->policies.push_back(pw::jenga::evaluatePolicy(tower, policy, control));
                    if (outcome->policies.back().status == pw::SolveStatus::Cancelled) {
                        outcome->kind = JengaOutcome::Kind::Cancelled;
                        break;
                    }
                }
        }
        return OutcomePtr(std::move(outcome));
    };
}

pw::jenga::ExactPrediction JengaModel::exactPrediction() const {
    const JengaState& s = state();
    return pw::jenga::predictExact(s.mode == JengaState::Mode::Play ? s.gameStart : s.tower,
                                   pw::availableMemoryBudget());
}

JengaModel::OutcomePtr JengaModel::interimOutcome() const {
    return interim<JengaOutcome>();
}

bool JengaModel::keeps(const JengaOutcome& outcome) const {
    return outcome.kind == JengaOutcome::Kind::Exact ||
           (outcome.kind == JengaOutcome::Kind::Simulation && outcome.estimate &&
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

void JengaModel::editTower(const QString& description, const Tower& tower) {
    JengaState next = state();
    next.tower = next.gameStart = tower;
    next.minutes.clear();
    next.rolled.reset();
    selected_.reset();
    commit(description, next);
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
    editTower(tr("Random tower"), pw::jenga::randomTower(state().tower.levelCount(),
                                                         static_cast<std::uint64_t>(state().seed)));
}

void JengaModel::chooseEstimate(bool estimateOnly) {
    JengaState next = state();
    next.estimateOnly = estimateOnly;
    next.exactWanted = !estimateOnly && isTooTall(); // beyond the automatic limit: on request
    if (!commit(estimateOnly ? tr("Estimate by simulation") : tr("Solve exactly"), next))
        refreshSolve(); // the same choice again after a cancel: solve again
}

void JengaModel::showHeatMap(bool on) {
    JengaState next = state();
    next.heatMap = on;
    commit(on ? tr("Shade blocks by cost") : tr("Plain blocks"), next);
}

void JengaModel::comparePolicies(bool on) {
    JengaState next = state();
    next.comparePolicies = on;
    commit(on ? tr("Compare simple policies") : tr("Hide simple policies"), next);
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
                then = present->solved->analysis(before);
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
