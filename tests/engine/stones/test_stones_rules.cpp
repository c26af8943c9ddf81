// Stones with any three target vertices (rules.h): 100 seeded boards with random targets against
// a breadth-first search written again here, the path replayed, the distance map, the
// explanation of impossibility, and the target's text form.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/common/solve_control.h"
#include "engine/stones/answer.h"
#include "engine/stones/explain.h"
#include "engine/stones/judge.h"
#include "engine/stones/position.h"
#include "engine/stones/rules.h"
#include "engine/stones/solver.h"

#include <QtTest>

#include <algorithm>
#include <array>
#include <deque>
#include <map>
#include <optional>
#include <set>

using namespace pw;
using namespace pw::stones;

namespace {

using Triple = std::array<int, 3>;

Triple sortedTriple(Triple t) {
    std::sort(t.begin(), t.end());
    return t;
}

// The rule of docs/puzzles.md on triples: one stone moves along a diagonal of the colour joining
// the other two, to a free vertex. Breadth first from `from`; the distance of every triple its
// component holds.
std::map<Triple, int> distancesFrom(const Position& board, const Triple& from) {
    std::map<Triple, int> distance{{sortedTriple(from), 0}};
    std::deque<Triple> queue{sortedTriple(from)};
    const int n = board.vertexCount();
    while (!queue.empty()) {
        const Triple here = queue.front();
        queue.pop_front();
        for (int k = 0; k < 3; ++k) {
            const int x = here[static_cast<std::size_t>(k)];
            const int y = here[static_cast<std::size_t>((k + 1) % 3)];
            const int z = here[static_cast<std::size_t>((k + 2) % 3)];
            for (int v = 0; v < n; ++v) {
                if (v == x || v == y || v == z || board.colour(x, v) != board.colour(y, z))
                    continue;
                const Triple next = sortedTriple({v, y, z});
                if (distance.emplace(next, distance[here] + 1).second)
                    queue.push_back(next);
            }
        }
    }
    return distance;
}

// Seeded board i: 4 to 12 vertices, 1 to 4 colours, a random start and a random target.
struct Case {
    Position board;
    Rules rules;
};
Case caseOf(std::uint64_t seed) {
    SeededRandom random(seed);
    const int n = 4 + static_cast<int>(random.below(9));
    const int colours = 1 + static_cast<int>(random.below(4));
    const auto pick = [&] {
        std::vector<int> vertices(static_cast<std::size_t>(n));
        for (int v = 0; v < n; ++v)
            vertices[static_cast<std::size_t>(v)] = v;
        for (int i = 0; i < 3; ++i)
            std::swap(vertices[static_cast<std::size_t>(i)],
                      vertices[static_cast<std::size_t>(
                          i + static_cast<int>(random.below(static_cast<std::uint64_t>(n - i))))]);
        return Triple{vertices[0], vertices[1], vertices[2]};
    };
    const Position board = randomPosition(n, colours, random.next()).withStones(pick());
    Rules rules;
    rules.target = pick();
    return {board, rules};
}

} // namespace

class TestStonesRules : public QObject {
    Q_OBJECT

private slots:
    void targetTextForm() {
        QCOMPARE(rulesText(Rules{}), std::string("1,2,3"));
        QVERIFY(Rules{}.isContest());
        QCOMPARE(parseRules("7,2,4").target, (Triple{1, 3, 6}));
        QVERIFY(parseRules("3,1,2").isContest());
        QCOMPARE(rulesText(parseRules("10,1,2000")), std::string("1,10,2000"));
        for (const char* bad :
             {"", "1,2", "1,2,3,4", "0,1,2", "1,1,2", "1,2,2001", "a,b,c", "1,2,"})
            QVERIFY_THROWS_EXCEPTION(ParseError, parseRules(bad));
        QVERIFY(checkRules(parseRules("1,2,5"), 4).has_value());
        QVERIFY(!checkRules(parseRules("2,3,4"), 4).has_value());
        QCOMPARE(describeRules(Rules{}), std::string("the goal is 1, 2, 3 (the contest's)"));
    }

    // 100 boards: the number of moves (or impossibility) is the breadth-first search's, the path
    // is legal and ends on the target, both solves agree, every first move's distance is right.
    void randomTargetsAgainstBreadthFirst() {
        int impossible = 0;
        for (std::uint64_t seed = 1; seed <= 100; ++seed) {
            const auto [board, rules] = caseOf(seed);
            const auto fromTarget = distancesFrom(board, rules.target);
            const auto found = fromTarget.find(board.stones());
            const std::optional<int> expected =
                found == fromTarget.end() ? std::nullopt : std::optional<int>(found->second);
            impossible += expected ? 0 : 1;
            SolveControl control;
            const Answer answer = solveAnswer(board, rules, control, AnswerDetail::FirstMoves);
            QVERIFY(answer.status == SolveStatus::Exact);
            QCOMPARE(answer.moveCount, expected);
            Position at = board;
            for (const Move& move : answer.path)
                at = apply(at, move);
            QVERIFY(!expected || at.isGoal(rules));
            for (const auto& outcome : answer.firstMoves) {
                const auto after = fromTarget.find(apply(board, outcome.move).stones());
                QCOMPARE(outcome.distanceAfter, after == fromTarget.end()
                                                    ? std::nullopt
                                                    : std::optional<int>(after->second));
            }
            // The whole board's table: the same distance, and the same for every position the
            // target's component holds.
            const Result whole = solve(board, control, rules);
            QCOMPARE(whole.moveCount, expected);
            QCOMPARE(whole.distances.reachedStates(), fromTarget.size());
            QCOMPARE(whole.distances.rules(), rules.normalized());
            for (const auto& [triple, distance] : fromTarget)
                QCOMPARE(whole.distances.distanceToGoal(board.withStones(triple)),
                         std::optional<int>(distance));
            // The dense search from the target alone (no search from both ends) agrees.
            QCOMPARE(solveAnswer(board, control, AnswerDetail::Path, 0, rules).moveCount, expected);
            if (!expected) {
                const Impossibility why = explainImpossible(whole, control);
                QVERIFY(why.status == SolveStatus::Exact);
                QCOMPARE(why.canReachGoal, fromTarget.size());
                QCOMPARE(why.reachableFromStart, distancesFrom(board, board.stones()).size());
            }
        }
        QVERIFY(impossible > 0 && impossible < 100); // both kinds of answer were tested
    }

    // The distance map of a stone counts moves to the target.
    void distanceMapFollowsTheTarget() {
        const Position board = parseJudge("4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n");
        SolveControl control;
        const Rules target = parseRules("1,2,4");
        const Result result = solve(board, control, target);
        QCOMPARE(result.moveCount, std::optional<int>(1)); // 3 -> 1
        QCOMPARE(result.path, (std::vector<Move>{{2, 0}}));
        for (const TargetDistance& d : distanceMap(result.distances, board, 2))
            if (d.vertex == 0)
                QCOMPARE(d.remaining, std::optional<int>(0));
        // The contest's target on the same board: 4 -> 1.
        QCOMPARE(solve(board, control).path, (std::vector<Move>{{3, 0}}));
        // A target the stones stand on: 0 moves.
        QCOMPARE(solveAnswer(board, parseRules("4,3,2"), control).moveCount, std::optional<int>(0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solve(board, control, parseRules("1,2,5")));
        QCOMPARE(answerJudgeWith("4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n", target, control),
                 std::string("1\n3 1\n"));
        QVERIFY_THROWS_EXCEPTION(ParseError, answerJudgeWith("4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n",
                                                             parseRules("1,2,5"), control));
    }
};

QTEST_APPLESS_MAIN(TestStonesRules)
#include "test_stones_rules.moc"
