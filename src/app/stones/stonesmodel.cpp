// StonesModel: the stones page's history, its solve (one per board: its distances serve every
// placement of the stones) and everything the page shows, derived from the two.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/stones/stonesmodel.h"

#include "app/stones/stonestext.h"
#include "engine/common/parse_error.h"
#include "engine/stones/judge.h"

#include <QFile>
#include <QJsonArray>

#include <algorithm>
#include <array>

using pw::stones::Move;
using pw::stones::Position;

namespace {

const QString kPosition = QStringLiteral("position");
const QString kRules = QStringLiteral("rules");

// A position from judge text or a text id, validated; throws ParseError.
Position parsePosition(const QString& text) {
    const std::string bytes = text.toStdString();
    const QString trimmed = text.trimmed();
    Position position = !trimmed.contains(QLatin1Char('\n')) && trimmed.contains(QLatin1Char(':'))
                            ? pw::stones::parseTextId(trimmed.toStdString())
                            : pw::stones::parseJudge(bytes);
    if (auto problem = position.validate())
        throw pw::ParseError(0, *problem);
    return position;
}

} // namespace

// ---- State

QJsonObject StonesState::toJson() const {
    QJsonArray moves;
    for (const Move& move : played)
        moves.append(QStringLiteral("%1-%2").arg(move.from + 1).arg(move.to + 1));
    QJsonObject json{{kPosition, QString::fromStdString(pw::stones::textId(start))},
                     {QStringLiteral("played"), moves},
                     {QStringLiteral("mode"),
                      mode == Mode::Edit ? QStringLiteral("edit") : QStringLiteral("play")},
                     {QStringLiteral("paintColour"), paintColour},
                     {QStringLiteral("colours"), randomColours},
                     {QStringLiteral("seed"), randomSeed}};
    // The target as `--target` takes it; none for the contest's, as files written before it had.
    if (!rules.isContest())
        json.insert(kRules, QString::fromStdString(pw::stones::rulesText(rules)));
    return json;
}

bool StonesState::equals(const PageState& other) const {
    const auto& o = static_cast<const StonesState&>(other);
    return start == o.start && played == o.played && mode == o.mode &&
           paintColour == o.paintColour && randomColours == o.randomColours &&
           randomSeed == o.randomSeed && rules == o.rules;
}

std::optional<StonesState> StonesState::fromJson(const QJsonObject& json, QString* error) {
    StonesState state;
    try {
        state.start = parsePosition(json.value(kPosition).toString());
    } catch (const std::exception& e) {
        *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
    // Older documents have no options: the defaults stand in for what is missing.
    state.mode = json.value(QStringLiteral("mode")).toString() == QLatin1String("edit")
                     ? Mode::Edit
                     : Mode::Play;
    state.paintColour = json.value(QStringLiteral("paintColour")).toInt(0);
    state.randomColours = json.value(QStringLiteral("colours")).toInt(3);
    state.randomSeed = json.value(QStringLiteral("seed")).toInt(1);
    if (state.paintColour < 0 || state.paintColour >= pw::stones::kColourCount ||
        state.randomColours < 1 || state.randomColours > pw::stones::kColourCount ||
        state.randomSeed < 0 || state.randomSeed > StonesModel::kMaxRandomSeed) {
        *error = StonesModel::tr("an option is out of range");
        return std::nullopt;
    }
    // No rules: the contest's target (every file written before the Rules box).
    if (json.contains(kRules)) {
        try {
            if (!json.value(kRules).isString())
                throw pw::ParseError(0, StonesModel::tr("the rules must be the target as text, "
                                                        "such as 1,2,3")
                                            .toStdString());
            state.rules = pw::stones::parseRules(json.value(kRules).toString().toStdString());
            if (const auto problem = pw::stones::checkRules(state.rules, state.start.vertexCount()))
                throw pw::ParseError(0, *problem);
        } catch (const std::exception& e) {
            *error = QString::fromUtf8(e.what());
            return std::nullopt;
        }
    }
    // The moves played are replayed through the rules: a move that is not legal there is refused.
    Position position = state.start;
    for (const QJsonValue& value : json.value(QStringLiteral("played")).toArray()) {
        const QStringList ends = value.toString().split(QLatin1Char('-'));
        bool fromOk = false;
        bool toOk = false;
        const Move move{ends.value(0).toInt(&fromOk) - 1, ends.value(1).toInt(&toOk) - 1};
        if (ends.size() != 2 || !fromOk || !toOk || !pw::stones::isLegal(position, move)) {
            *error = StonesModel::tr("the move %1 cannot be played there").arg(value.toString());
            return std::nullopt;
        }
        position = pw::stones::apply(position, move);
        state.played.push_back(move);
    }
    return state;
}

int StonesState::coloursUsed(const Position& position) {
    std::array<bool, pw::stones::kColourCount> used{};
    const int n = position.vertexCount();
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            used[static_cast<std::size_t>(position.colour(a, b))] = true;
    return std::max(1, static_cast<int>(std::count(used.begin(), used.end(), true)));
}

Position StonesState::afterPlayed() const {
    Position position = start;
    for (const Move& move : played)
        position = pw::stones::apply(position, move);
    return position;
}

// ---- Model

StonesModel::StonesModel(QObject* parent) : TypedPageModel(parent) {
    // The line follows the state and the solved board; the view's place follows the moves played.
    initializeWith(exampleState());
}

std::shared_ptr<const PageState> StonesModel::exampleState() const {
    QFile file(QStringLiteral(":/examples/stones.txt"));
    auto state = std::make_shared<StonesState>();
    if (file.open(QIODevice::ReadOnly))
        state->start = parsePosition(QString::fromUtf8(file.readAll()));
    state->randomColours = StonesState::coloursUsed(state->start);
    return state;
}

std::shared_ptr<const PageState> StonesModel::stateFromText(const QString& text,
                                                            QString* error) const {
    try {
        auto next = std::make_shared<StonesState>(state());
        next->start = parsePosition(text);
        next->played.clear();
        fitTarget(*next); // a smaller board than the target takes the contest's
        // The Colours box describes the board shown (and a random board keeps that many).
        next->randomColours = StonesState::coloursUsed(next->start);
        return next;
    } catch (const std::exception& e) {
        *error = QString::fromUtf8(e.what());
        return nullptr;
    }
}

QString StonesModel::judgeText() const {
    return QString::fromStdString(pw::stones::formatJudge(state().start));
}

QString StonesModel::positionId() const {
    return QString::fromStdString(pw::stones::textId(state().start));
}

// Solutions depend on the colouring only (the distances cover every stone placement), so the
// key is the board: moving stones or playing never solves again.
QString StonesModel::solveKey(const PageState& base) const {
    const auto& s = static_cast<const StonesState&>(base);
    const Position& position = s.start;
    const auto& colours = position.colours();
    // The target first: distances to another target are another result.
    QString key = QString::fromStdString(pw::stones::rulesText(s.rules)) + QLatin1Char('@') +
                  QString::number(position.vertexCount()) + QLatin1Char(':');
    key.reserve(key.size() + static_cast<qsizetype>(colours.size()));
    for (pw::stones::Colour c : colours)
        key += QLatin1Char(pw::stones::colourLetter(c));
    return key;
}

StonesModel::Solve StonesModel::solve(const StonesState& state) const {
    const Position board = state.start;
    const pw::stones::Rules rules = state.rules.normalized();
    return [board, rules](pw::SolveControl& control) {
        auto outcome = std::make_shared<StonesOutcome>();
        outcome->result =
            std::make_shared<const pw::stones::Result>(pw::stones::solve(board, control, rules));
        if (outcome->result->status == pw::SolveStatus::Exact && !outcome->result->moveCount) {
            auto why = pw::stones::explainImpossible(*outcome->result, control);
            if (why.status == pw::SolveStatus::Exact)
                outcome->impossible = std::move(why);
        }
        return OutcomePtr(std::move(outcome));
    };
}

bool StonesModel::keeps(const StonesOutcome& outcome) const {
    return outcome.result->status == pw::SolveStatus::Exact;
}

std::size_t StonesModel::bytesOf(const StonesOutcome& outcome) const {
    // Two bits a triple of vertices: n^3 / 6 triples.
    const auto n = static_cast<std::size_t>(outcome.result->start.vertexCount());
    return 1024 + n * n * n / 24;
}

void StonesModel::presentResultChanged() {
    rebuildLine();
}

StonesModel::ResultPtr StonesModel::solved() const {
    const OutcomePtr outcome = result();
    return outcome && outcome->result->status == pw::SolveStatus::Exact ? outcome->result : nullptr;
}

std::optional<int> StonesModel::distance(const Position& position) const {
    const ResultPtr result = solved();
    return result ? result->distances.distanceToGoal(position) : std::nullopt;
}

std::optional<int> StonesModel::minimumMoves() const {
    return distance(state().start);
}

void StonesModel::presentStateReplaced() {
    selectedStone_.reset();
}

void StonesModel::presentStateChanged() {
    cursor_ = playedCount();
    playing_ = false; // (its step was bound to the state before)
    rebuildLine();
}

void StonesModel::setPlaying(bool playing) {
    if (playing && line_.empty())
        playing = false;
    if (!playing) {
        cancelJob(kPlayLane);
        if (playing_) {
            playing_ = false;
            notifyChanged();
        }
        return;
    }
    playing_ = true;
    if (cursor_ >= static_cast<int>(line_.size()))
        setCursor(0);
    stepNext();
    scheduleStep();
    notifyChanged();
}

void StonesModel::scheduleStep() {
    if (cursor_ >= static_cast<int>(line_.size())) {
        playing_ = false;
        return;
    }
    // A pause in the play lane: a change of the state cancels it, so it never steps a board
    // the user has left.
    const JobSpec spec{.lane = kPlayLane, .boundToState = true, .holdsSettled = false};
    startDelay(spec, kPlayIntervalMs, [this] {
        if (!playing_)
            return;
        stepNext();
        scheduleStep();
        if (!playing_)
            notifyChanged();
    });
}

void StonesModel::rebuildLine() {
    const StonesState& s = state();
    line_ = s.played;
    if (const ResultPtr result = solved()) {
        const auto rest = result->distances.optimalPath(s.afterPlayed());
        line_.insert(line_.end(), rest.begin(), rest.end());
    }
    cursor_ = std::clamp(cursor_, 0, static_cast<int>(line_.size()));
    current_ = s.start;
    for (int i = 0; i < cursor_; ++i)
        current_ = pw::stones::apply(current_, line_[static_cast<std::size_t>(i)]);
}

void StonesModel::setCursor(int cursor) {
    cursor = std::clamp(cursor, 0, static_cast<int>(line_.size()));
    if (cursor == cursor_)
        return;
    const bool oneForward = cursor == cursor_ + 1;
    const Move step = oneForward ? line_[static_cast<std::size_t>(cursor_)] : Move{};
    cursor_ = cursor;
    selectedStone_.reset();
    rebuildLine();
    notifyChanged();
    if (oneForward)
        emit moveAnimated(step);
}

void StonesModel::selectStone(std::optional<int> vertex) {
    if (vertex && !current_.hasStoneAt(*vertex))
        vertex.reset();
    if (vertex == selectedStone_)
        return;
    selectedStone_ = vertex;
    setMessage({}); // what was said of the stone before (a refused move) is about another
    // A stone that cannot move says so when it is picked up (its corners show no marks).
    if (vertex && state().mode == StonesState::Mode::Play) {
        bool moves = false;
        for (const Move& move : pw::stones::legalMoves(current_))
            moves = moves || move.from == *vertex;
        if (!moves) {
            setMessage(tr("The stone on %1 cannot move: no free vertex is joined to it by %2, the "
                          "colour of the diagonal joining the other two stones.")
                           .arg(*vertex + 1)
                           .arg(stonestext::label(current_.colourToFollow(*vertex))));
        }
    }
    notifyChanged();
}

void StonesModel::clickVertex(int vertex) {
    if (vertex < 0 || vertex >= current_.vertexCount())
        return;
    if (current_.hasStoneAt(vertex)) {
        selectStone(selectedStone_ == vertex ? std::nullopt : std::optional<int>(vertex));
        return;
    }
    if (!selectedStone_) {
        setMessage(tr("Click a stone first, then vertex %1.").arg(vertex + 1));
        return;
    }
    const int from = *selectedStone_;
    if (state().mode == StonesState::Mode::Edit) {
        auto stones = current_.stones();
        for (int& s : stones)
            if (s == from)
                s = vertex;
        commitStart(tr("Place stone"), current_.withStones(stones));
    } else {
        playMove(Move{from, vertex});
    }
}

void StonesModel::clickDiagonal(int first, int second) {
    if (state().mode != StonesState::Mode::Edit) {
        setMessage(tr("To paint diagonals, switch the mouse to Edit."));
        return;
    }
    const auto colour = static_cast<pw::stones::Colour>(state().paintColour);
    if (current_.colour(first, second) != colour)
        commitStart(tr("Paint diagonal"), current_.withColour(first, second, colour));
}

void StonesModel::commitStart(const QString& description, const Position& start) {
    StonesState next = state();
    next.start = start;
    next.played.clear();
    selectedStone_.reset();
    commit(description, next);
}

bool StonesModel::playMove(Move move) {
    const Position& position = current_;
    if (!pw::stones::isLegal(position, move)) {
        if (!position.hasStoneAt(move.from) || position.hasStoneAt(move.to) ||
            move.to == move.from || move.to < 0 || move.to >= position.vertexCount()) {
            setMessage(tr("Not a move: pick a stone and a free vertex."));
        } else {
            const pw::stones::Colour need = position.colourToFollow(move.from);
            setMessage(tr("Not allowed: the stone on %1 must move along %2, the colour joining the "
                          "other two "
                          "stones; diagonal %1–%3 is %4.")
                           .arg(move.from + 1)
                           .arg(stonestext::label(need))
                           .arg(move.to + 1)
                           .arg(stonestext::label(position.colour(move.from, move.to))));
        }
        return false;
    }
    // The moves up to the view's place on the line stay; the new move follows them.
    StonesState next = state();
    next.played.assign(line_.begin(), line_.begin() + cursor_);
    next.played.push_back(move);
    if (next.mode != StonesState::Mode::Play)
        next.mode = StonesState::Mode::Play;
    selectedStone_.reset();
    commit(tr("Move %1 → %2").arg(move.from + 1).arg(move.to + 1), next);
    emit moveAnimated(move);
    return true;
}

void StonesModel::resetPlay() {
    StonesState next = state();
    next.played.clear();
    if (!commit(tr("Reset"), next))
        setCursor(0);
}

void StonesModel::setMode(StonesState::Mode mode) {
    StonesState next = state();
    next.mode = mode;
    selectedStone_.reset();
    commit(mode == StonesState::Mode::Edit ? tr("Edit mode") : tr("Play mode"), next);
}

void StonesModel::setPaintColour(int colour) {
    StonesState next = state();
    next.paintColour = std::clamp(colour, 0, pw::stones::kColourCount - 1);
    commit(tr("Paint colour"), next);
}

void StonesModel::setVertexCount(int count) {
    count = std::clamp(count, pw::stones::kMinVertices, pw::stones::kMaxVertices);
    if (count == state().start.vertexCount())
        return;
    StonesState next = state();
    next.start = state().start.withVertexCount(count);
    next.played.clear();
    const bool contest = fitTarget(next);
    selectedStone_.reset();
    commit(tr("Change the number of vertices"), next);
    if (contest)
        setMessage(tr("The target was not on the smaller board: the goal is %1 again.")
                       .arg(targetText({})));
}

void StonesModel::setRandomOptions(int colours, int seed) {
    StonesState next = state();
    next.randomColours = std::clamp(colours, 1, pw::stones::kColourCount);
    next.randomSeed = std::clamp(seed, 0, kMaxRandomSeed);
    commit(tr("Random board options"), next);
}

void StonesModel::randomBoard() {
    const StonesState& s = state();
    commitStart(tr("Random board"),
                pw::stones::randomPosition(s.start.vertexCount(), s.randomColours,
                                           static_cast<std::uint64_t>(s.randomSeed)));
}
