// Stones' answer of one start (solveAnswer: searched from both ends, the dense search as the
// fallback) against the whole board's table of solve() and an independent forward search: the
// samples, every start of small boards through each path of the code, and 2000-vertex boards
// answered within a budget far below the whole board's table.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/judge.h"
#include "engine/stones/position.h"
#include "engine/stones/solver.h"

#include <QtTest>

#include <deque>
#include <set>
#include <stop_token>

using namespace pw;
using namespace pw::stones;

namespace {

const char* const kSample1 = "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n";
const char* const kSample2 = "4\n2 3 4\n*abc\na*ab\nba*b\ncbb*\n";

// Independent of the engine: forward breadth-first search over sorted triples until the goal.
std::optional<int> forwardDistance(const Position& start) {
    const int n = start.vertexCount();
    std::set<std::array<int, 3>> seen{start.stones()};
    std::deque<std::pair<std::array<int, 3>, int>> queue{{start.stones(), 0}};
    while (!queue.empty()) {
        const auto [s, distance] = queue.front();
        queue.pop_front();
        if (s == std::array<int, 3>{0, 1, 2})
            return distance;
        for (int k = 0; k < 3; ++k) {
            const int y = s[(k + 1) % 3];
            const int z = s[(k + 2) % 3];
            for (int v = 0; v < n; ++v) {
                if (v == s[0] || v == s[1] || v == s[2] ||
                    start.colour(s[k], v) != start.colour(y, z))
                    continue;
                std::array<int, 3> next{v, y, z};
                std::sort(next.begin(), next.end());
                if (seen.insert(next).second)
                    queue.push_back({next, distance + 1});
            }
        }
    }
    return std::nullopt;
}

// Empty when `path` is legal from `start` and ends on the goal.
QString replayProblem(const Position& start, const std::vector<Move>& path) {
    Position at = start;
    for (std::size_t i = 0; i < path.size(); ++i) {
        if (!isLegal(at, path[i]))
            return QStringLiteral("move %1 is not legal").arg(i + 1);
        at = apply(at, path[i]);
    }
    return at.isGoal() ? QString() : QStringLiteral("the path does not end on the goal");
}

Answer answer(const Position& position, AnswerDetail detail = AnswerDetail::FirstMoves,
              std::optional<std::uint64_t> sparseStates = std::nullopt,
              std::size_t budget = SolveControl::kDefaultMemoryBudget) {
    SolveControl control;
    control.setMemoryBudget(budget);
    return solveAnswer(position, control, detail, sparseStates);
}

// Every diagonal 'a' (colour 0) but those the caller sets.
std::vector<Colour> plainColours(int n) {
    return std::vector<Colour>(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0);
}

} // namespace

class TestStonesAnswer : public QObject {
    Q_OBJECT

private slots:
    void samples() {
        const Answer one = answer(parseJudge(kSample1));
        QVERIFY(one.status == SolveStatus::Exact);
        QCOMPARE(formatJudgeAnswer(one), std::string("1\n4 1\n"));
        QCOMPARE(one.stats.statesExplored, std::uint64_t{4}); // the goal's component
        const Answer two = answer(parseJudge(kSample2));
        QVERIFY(two.status == SolveStatus::Exact);
        QCOMPARE(formatJudgeAnswer(two), std::string("-1\n"));
        QCOMPARE(two.firstMoves.size(), std::size_t{1}); // 3 -> 1, and back: the goal never comes
        QVERIFY(!two.firstMoves[0].distanceAfter);
        const Answer solved = answer(parseJudge(kSample1).withStones({0, 1, 2}));
        QCOMPARE(formatJudgeAnswer(solved), std::string("0\n"));
        QVERIFY(!solved.wholeBoard);
    }

    // Every start of small boards, through the searches from both ends (each level finished or
    // not), a sparse limit small enough to fall back half-way, and the dense search alone: the
    // same count as the whole board's table and the forward search, a legal optimal path, and
    // the same distance after every first move.
    void everyStartOfSmallBoards_data() {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("colours");
        for (int n : {4, 5, 6, 8, 9})
            for (int colours : {1, 2, 3, 5})
                QTest::addRow("n=%d colours=%d", n, colours) << n << colours;
    }
    void everyStartOfSmallBoards() {
        QFETCH(int, n);
        QFETCH(int, colours);
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const Position board = randomPosition(n, colours, seed * 31 + std::uint64_t(n));
            SolveControl control;
            const Result whole = solve(board, control);
            QVERIFY(whole.status == SolveStatus::Exact);
            for (int a = 0; a < n; ++a)
                for (int b = a + 1; b < n; ++b)
                    for (int c = b + 1; c < n; ++c) {
                        const Position start = board.withStones({a, b, c});
                        const std::optional<int> expected = whole.distances.distanceToGoal(start);
                        QCOMPARE(forwardDistance(start), expected);
                        for (const std::optional<std::uint64_t> limit :
                             {std::optional<std::uint64_t>(), std::optional<std::uint64_t>(3),
                              std::optional<std::uint64_t>(0)})
                            for (const AnswerDetail detail :
                                 {AnswerDetail::Path, AnswerDetail::FirstMoves}) {
                                const Answer found = answer(start, detail, limit);
                                QVERIFY(found.status == SolveStatus::Exact);
                                // The default limit holds every triple of these boards.
                                QCOMPARE(found.wholeBoard,
                                         limit == std::uint64_t{0} || (limit && found.wholeBoard));
                                QVERIFY(limit || !found.wholeBoard);
                                QCOMPARE(found.moveCount, expected);
                                QCOMPARE(static_cast<int>(found.path.size()), expected.value_or(0));
                                const QString problem = replayProblem(start, found.path);
                                QVERIFY2(!expected || problem.isEmpty(), qPrintable(problem));
                                if (detail == AnswerDetail::Path) {
                                    QVERIFY(found.firstMoves.empty());
                                    continue;
                                }
                                const auto outcomes = whole.distances.outcomes(start);
                                QCOMPARE(found.firstMoves.size(), outcomes.size());
                                for (std::size_t i = 0; i < outcomes.size(); ++i) {
                                    QVERIFY(found.firstMoves[i].move == outcomes[i].move);
                                    QCOMPARE(found.firstMoves[i].distanceAfter,
                                             outcomes[i].distanceAfter);
                                }
                            }
                    }
        }
    }

    // Issue 23: an already-solved 2000-vertex board took over 100 s and 1.2 GB (the whole board's
    // table) before answering 0. Now it answers within 64 MB, where the dense search (1.7 GB)
    // would be refused; so does a start one or two moves from the goal.
    void largeBoardNearTheGoal() {
        const Position goal = randomPosition(2000, 26, 11).withStones({0, 1, 2});
        const std::size_t budget = std::size_t{64} << 20;
        const Answer solved = answer(goal, AnswerDetail::Path, std::nullopt, budget);
        QVERIFY(solved.status == SolveStatus::Exact);
        QCOMPARE(solved.moveCount, std::optional<int>(0));
        QVERIFY(!solved.wholeBoard);
        QCOMPARE(solved.stats.statesExplored, std::uint64_t{1});
        const Answer refused = answer(goal, AnswerDetail::Path, 0, budget);
        QVERIFY(refused.status == SolveStatus::OverBudget); // the dense search alone
        const std::vector<Move> fromGoal = legalMoves(goal);
        QVERIFY(fromGoal.size() > 100);
        const Position one = apply(goal, fromGoal[7]);
        const Answer nearOne = answer(one, AnswerDetail::FirstMoves, std::nullopt, budget);
        QVERIFY(nearOne.status == SolveStatus::Exact);
        QCOMPARE(nearOne.moveCount, std::optional<int>(1));
        QVERIFY(replayProblem(one, nearOne.path).isEmpty());
        int toGoal = 0;
        for (const auto& outcome : nearOne.firstMoves) {
            QVERIFY(outcome.distanceAfter && *outcome.distanceAfter >= 0 &&
                    *outcome.distanceAfter <= 2);
            toGoal += *outcome.distanceAfter == 0 ? 1 : 0;
        }
        QCOMPARE(toGoal, 1);
        // Two moves away: neither the goal nor one of its neighbours.
        const std::set<std::array<int, 3>> nearGoal = [&] {
            std::set<std::array<int, 3>> set{goal.stones()};
            for (const Move& move : fromGoal)
                set.insert(apply(goal, move).stones());
            return set;
        }();
        std::optional<Position> two;
        for (const Move& move : legalMoves(one))
            if (!two && !nearGoal.contains(apply(one, move).stones()))
                two = apply(one, move);
        QVERIFY(two);
        const Answer nearTwo = answer(*two, AnswerDetail::Path, std::nullopt, budget);
        QCOMPARE(nearTwo.moveCount, std::optional<int>(2));
        QVERIFY(replayProblem(*two, nearTwo.path).isEmpty());
    }

    // A 2000-vertex board where the start's stones cannot move at all (every diagonal from a
    // stone to a free vertex is 'a', the stones' own diagonals 'b'): impossible after one
    // position, where the goal's component is the rest of the board.
    void largeBoardStuckStart() {
        const int n = 2000;
        std::vector<Colour> colours = plainColours(n);
        const std::array<int, 3> stuck{1997, 1998, 1999};
        for (const int x : stuck)
            for (const int y : stuck)
                colours[static_cast<std::size_t>(x) * n + static_cast<std::size_t>(y)] = 1;
        const Position start(n, colours, stuck);
        const Answer found =
            answer(start, AnswerDetail::FirstMoves, std::nullopt, std::size_t{64} << 20);
        QVERIFY(found.status == SolveStatus::Exact);
        QVERIFY(!found.moveCount);
        QVERIFY(found.firstMoves.empty());
        QCOMPARE(formatJudgeAnswer(found), std::string("-1\n"));
        QVERIFY(found.stats.statesExplored < 10);
    }

    void cancelledAndOverBudget() {
        std::stop_source stop;
        stop.request_stop();
        SolveControl cancelled(stop.get_token());
        QVERIFY(solveAnswer(parseJudge(kSample1), cancelled).status == SolveStatus::Cancelled);
        const Answer over = answer(randomPosition(200, 3, 1), AnswerDetail::Path, 0, 1024);
        QVERIFY(over.status == SolveStatus::OverBudget);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 answer(parseJudge(kSample1).withStones({0, 0, 1})));
    }
};

QTEST_GUILESS_MAIN(TestStonesAnswer)
#include "test_stones_answer.moc"
