// Stones explanation tests: line comparison, distance map and the impossibility witness on the
// contest samples, derived by hand in the comments.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/explain.h"
#include "engine/stones/judge.h"

#include <QtTest>

#include <stop_token>

using namespace pw::stones;

namespace {

// contest samples 1 (answer "4 1") and 2 (impossible), as in the engine tests.
const char* const kSample1 = "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n";
const char* const kSample2 = "4\n2 3 4\n*abc\na*ab\nba*b\ncbb*\n";

Result solved(const char* judge) {
    pw::SolveControl control;
    return solve(parseJudge(judge), control);
}

} // namespace

class TestStonesExplain : public QObject {
    Q_OBJECT

private slots:
    // Sample 1 (1-based): 1-2 a, 1-3 b, 1-4 a, 2-3 a, 2-4 b, 3-4 b; the optimal line is 4->1.
    // The user plays 3->1 instead: {1,2,4}. From there 1->3 goes back to the start (1 move
    // left) and 2->3 goes to {1,3,4}, whence 4->2 reaches the goal: 2 moves remain, so the
    // detour costs 1 + 2 - 1 = 2 moves.
    void lineAfterADetour() {
        const Result result = solved(kSample1);
        const LineComparison c = compareLines(result, {Move{2, 0}});
        QCOMPARE(stonesText(c.now), std::string("{1, 2, 4}"));
        QCOMPARE(c.distanceAfter.size(), std::size_t{1});
        QCOMPARE(c.distanceAfter[0], std::optional<int>(2));
        QCOMPARE(c.firstMistake, std::optional<std::size_t>(0));
        QCOMPARE(c.remainingNow, std::optional<int>(2));
        QCOMPARE(c.extraMoves, std::optional<int>(2));
        QCOMPARE(c.continuation.size(), std::size_t{2});
        Position p = c.now;
        for (const Move& m : c.continuation)
            p = apply(p, m);
        QVERIFY(p.isGoal());
        QCOMPARE(c.optimalFromStart, (std::vector<Move>{{3, 0}}));
        // The optimal move itself: no mistake, nothing extra, nothing left.
        const LineComparison best = compareLines(result, {Move{3, 0}});
        QVERIFY(!best.firstMistake);
        QCOMPARE(best.extraMoves, std::optional<int>(0));
        QVERIFY(best.continuation.empty());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, compareLines(result, {Move{1, 0}}));
    }

    // Sample 1 from the start: the stone on 3 may go to 1 (then 2 moves remain, as above), the
    // stone on 4 may go to 1 (the goal: 0), the stone on 2 may not move (it follows 3-4 'b'
    // and 2-1 is 'a').
    void distanceMapOfEachStone() {
        const Result result = solved(kSample1);
        const auto three = distanceMap(result.distances, result.start, 2);
        QCOMPARE(three.size(), std::size_t{1});
        QCOMPARE(three[0].vertex, 0);
        QCOMPARE(three[0].remaining, std::optional<int>(2));
        const auto four = distanceMap(result.distances, result.start, 3);
        QCOMPARE(four.size(), std::size_t{1});
        QCOMPARE(four[0].remaining, std::optional<int>(0));
        QVERIFY(distanceMap(result.distances, result.start, 1).empty());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 distanceMap(result.distances, result.start, 0));
        // Sample 2: the one move, 3->1, keeps the goal out of reach.
        const Result impossible = solved(kSample2);
        const auto lost = distanceMap(impossible.distances, impossible.start, 2);
        QCOMPARE(lost.size(), std::size_t{1});
        QVERIFY(!lost[0].remaining);
    }

    // Sample 2 (1-based): 1-2 a, 1-3 b, 1-4 c, 2-3 a, 2-4 b, 3-4 b. From {2,3,4} only 3->1
    // (3 follows 2-4 'b', 3-1 is 'b'); from {1,2,4} only 1->3 back. From the goal {1,2,3} only
    // 2->4 (2 follows 1-3 'b', 2-4 is 'b'), and from {1,3,4} only 4->2 back. Of the C(4,3) = 4
    // positions, 2 are reachable from the start and 2 reach the goal.
    void sampleTwoWitness() {
        const Result result = solved(kSample2);
        pw::SolveControl control;
        const Impossibility why = explainImpossible(result, control);
        QVERIFY(why.status == pw::SolveStatus::Exact);
        QCOMPARE(why.totalPositions, std::uint64_t{4});
        QCOMPARE(why.reachableFromStart, std::uint64_t{2});
        QCOMPARE(why.canReachGoal, std::uint64_t{2});
        QVERIFY(why.witnessIsStartSide);
        QCOMPARE(why.witness.size(), std::size_t{2});
        QCOMPARE(stonesText(why.witness[0]), std::string("{2, 3, 4}"));
        QCOMPARE(stonesText(why.witness[1]), std::string("{1, 2, 4}"));
        QCOMPARE(
            QString::fromStdString(why.text),
            QString("2 of the 4 positions can be reached from the start and 2 can reach the goal; "
                    "the two "
                    "sets do not meet: the stones can only shuttle between these two positions: "
                    "{2, 3, 4}, {1, 2, 4}."));
        // A limit below both sizes: counts only, no witness.
        const Impossibility counts = explainImpossible(result, control, 1);
        QVERIFY(counts.witness.empty());
        QCOMPARE(counts.reachableFromStart, std::uint64_t{2});
    }

    void impossibleFaults() {
        pw::SolveControl control;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 explainImpossible(solved(kSample1), control));
        std::stop_source stop;
        stop.request_stop();
        pw::SolveControl cancelled(stop.get_token());
        QVERIFY(explainImpossible(solved(kSample2), cancelled).status ==
                pw::SolveStatus::Cancelled);
    }
};

QTEST_GUILESS_MAIN(TestStonesExplain)
#include "test_stones_explain.moc"
