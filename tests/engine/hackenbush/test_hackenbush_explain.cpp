// Hackenbush explanation tests: derivations, game tree, stubborn move, summaries, judge merging,
// each against values worked by hand (the derivations are in the comments).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/explain.h"
#include "engine/hackenbush/solver.h"

#include <QtTest>

#include <stop_token>
#include <string>

using namespace pw::hackenbush;
using pw::Dyadic;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}
Dyadic d(const char* text) {
    return Dyadic::parse(text);
}

} // namespace

class TestHackenbushExplain : public QObject {
    Q_OBJECT

private slots:
    // W B B W: the run W is 1; then B -1/2 (sum 1/2), B -1/4 (sum 1/4), W +1/8 (sum 3/8).
    void towerDerivationWBBW() {
        const TowerDerivation t = deriveTower(Tower::fromLetters("WBBW"));
        QCOMPARE(t.bottomRun, std::size_t{1});
        QVERIFY(t.runColour == Colour::White);
        QVERIFY(t.runValue == Dyadic(1));
        QCOMPARE(t.steps.size(), std::size_t{3});
        const char* terms[] = {"-1/2", "-1/4", "1/8"};
        const char* sums[] = {"1/2", "1/4", "3/8"};
        for (int i = 0; i < 3; ++i) {
            QCOMPARE(t.steps[i].k, i + 1);
            QCOMPARE(t.steps[i].cube, std::size_t(i + 1));
            QVERIFY(t.steps[i].term == d(terms[i]));
            QVERIFY(t.steps[i].runningSum == d(sums[i]));
        }
        QVERIFY(t.value == d("3/8"));
        QCOMPARE(q(t.signExpansion), QString("+--+"));
        QCOMPARE(q(t.formula()), QString("1 - 1/2 - 1/4 + 1/8 = 3/8"));
    }

    // B B W: the run of two black cubes is -2, then W +1/2: -3/2. A single colour is its run.
    void towerDerivationBlackRunAndEdges() {
        const TowerDerivation t = deriveTower(Tower::fromLetters("BBW"));
        QCOMPARE(t.bottomRun, std::size_t{2});
        QVERIFY(t.runValue == Dyadic(-2));
        QCOMPARE(q(t.formula()), QString("-2 + 1/2 = -3/2"));
        QCOMPARE(q(deriveTower(Tower::fromLetters("WWW")).formula()), QString("3 = 3"));
        const TowerDerivation empty = deriveTower(Tower());
        QVERIFY(empty.value.isZero() && empty.steps.empty() && empty.bottomRun == 0);
        // Truncation: W then 5 cubes, only 2 listed; the value is still the whole tower's.
        const TowerDerivation cut = deriveTower(Tower::fromLetters("WBWWBW"), 2);
        QVERIFY(cut.stepsTruncated);
        QCOMPARE(cut.steps.size(), std::size_t{2});
        QVERIFY(cut.value == towerValue(Tower::fromLetters("WBWWBW")));
        QCOMPARE(q(cut.formula()),
                 QString("1 - 1/2 + 1/4 ... = ") + q(cut.value.toFractionString()));
    }

    // {L | R}: 0 inside gives 0; {1 | } = 2; { | -1} = -2; {1/2 | 2} = 1; {1/4 | 1/2} = 3/8;
    // {-1 | 0} = -1/2; {1 | 5/4} = 9/8 (1 + 1/8: no multiple of 1/2 or 1/4 strictly between).
    void simplicityRule() {
        QVERIFY(simplestBetween(std::nullopt, std::nullopt).reason == SimplestReason::NoOptions);
        QVERIFY(simplestBetween(Dyadic(-3), d("1/2")).value.isZero());
        const SimplestNumber one = simplestBetween(Dyadic(1), std::nullopt);
        QVERIFY(one.value == Dyadic(2) && one.reason == SimplestReason::IntegerClosestToZero);
        QVERIFY(simplestBetween(std::nullopt, Dyadic(-1)).value == Dyadic(-2));
        const SimplestNumber half = simplestBetween(d("1/2"), Dyadic(2));
        QVERIFY(half.value == Dyadic(1));
        QCOMPARE(q(half.text), QString("the integer closest to 0 between 1/2 and 2 is 1"));
        const SimplestNumber eighth = simplestBetween(d("1/4"), d("1/2"));
        QVERIFY(eighth.value == d("3/8") && eighth.reason == SimplestReason::SmallestDenominator);
        QVERIFY(simplestBetween(Dyadic(-1), Dyadic(0)).value == d("-1/2"));
        QVERIFY(simplestBetween(Dyadic(1), d("5/4")).value == d("9/8"));
        QVERIFY(simplestBetween(d("-5/4"), Dyadic(-1)).value == d("-9/8"));
        QVERIFY(simplestBetween(d("-3/2"), d("-1/2")).value == Dyadic(-1)); // closest to 0: -1
        QVERIFY(simplestBetween(d("3/8"), d("7/16")).value == d("13/32"));  // 12/32 < 13/32 < 14/32
    }

    // WB|B (3 cubes, value 1/2 - 1 = -1/2). Root: White's only move (cube 1 of tower 1) leaves
    // |B = -1; Black's leave W|B = 0 and WB| = 1/2. {-1 | 0, 1/2}: no integer strictly between
    // -1 and 0, the smallest denominator gives -1/2. |B = { | 0} = -1 (integer closest to 0
    // below 0); W|B = {-1 | 1} = 0; WB| = {0 | 1} = 1/2. Full tree: 1 + 3 + 5 + 3 = 12 nodes.
    void gameTreeOfThreeCubes() {
        pw::SolveControl control;
        const GameTree tree = gameTree(parseTextId("WB|B"), control);
        QVERIFY(tree.status == pw::SolveStatus::Exact);
        QVERIFY(!tree.truncated);
        QCOMPARE(tree.nodes.size(), std::size_t{12});
        const TreeNode& root = tree.nodes[0];
        QVERIFY(root.value == d("-1/2"));
        QVERIFY(root.rule.reason == SimplestReason::SmallestDenominator);
        QCOMPARE(root.leftOptions.size(), std::size_t{1});
        QCOMPARE(root.rightOptions.size(), std::size_t{2});
        QVERIFY(*root.maxLeft == Dyadic(-1) && *root.minRight == Dyadic(0));
        QCOMPARE(q(root.braces()), QString("{ -1 | 0, 1/2 } = -1/2"));
        const TreeNode& onlyBlack = tree.nodes[*root.leftOptions[0].child];
        QCOMPARE(q(textId(onlyBlack.position)), QString("|B"));
        QCOMPARE(q(onlyBlack.braces()), QString("{ | 0 } = -1"));
        QVERIFY(onlyBlack.rule.reason == SimplestReason::IntegerClosestToZero);
        QCOMPARE(q(tree.nodes[*root.rightOptions[0].child].braces()), QString("{ -1 | 1 } = 0"));
        QCOMPARE(q(tree.nodes[*root.rightOptions[1].child].braces()), QString("{ 0 | 1 } = 1/2"));
        // Every node's simplicity-rule value is the position's value from the tower rule.
        for (const TreeNode& node : tree.nodes) {
            QVERIFY(node.value == positionValue(node.position));
            if (node.parent)
                QCOMPARE(node.depth, tree.nodes[*node.parent].depth + 1);
        }
    }

    // The simplicity rule, applied at every node of random positions of up to 12 cubes, gives
    // the value the tower rule gives (the sign expansion): two independent computations.
    void gameTreeAgreesWithTowerRule() {
        pw::SolveControl control;
        int nodes = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Position position = randomPosition(3, 4, seed);
            const GameTree tree = gameTree(position, control, 2000);
            QVERIFY(tree.status == pw::SolveStatus::Exact);
            for (const TreeNode& node : tree.nodes) {
                QVERIFY2(node.value == positionValue(node.position), textId(node.position).c_str());
                ++nodes;
            }
        }
        QVERIFY(nodes > 500);
    }

    void gameTreeBudgetAndCancel() {
        pw::SolveControl control;
        const GameTree small = gameTree(parseTextId("WB|B"), control, 5);
        QVERIFY(small.truncated);
        QCOMPARE(small.nodes.size(), std::size_t{5});
        for (const TreeNode& node : small.nodes) // options without nodes still carry values
            QVERIFY(node.value == positionValue(node.position));
        std::stop_source stop;
        stop.request_stop();
        pw::SolveControl cancelled(stop.get_token());
        QVERIFY(gameTree(parseTextId("WB|B"), cancelled).status == pw::SolveStatus::Cancelled);
    }

    // WBB|WB = 1/4 + 1/2 = 3/4, Black to move loses. Black's moves: cube 2 of tower 1 leaves
    // 1 + 1/2 = 3/2; cube 3 of tower 1 leaves 1/2 + 1/2 = 1; cube 2 of tower 2 leaves 1/4 + 1 =
    // 5/4. The smallest margin for White is 1: cube 3 of tower 1.
    void stubbornMoveSmallestMargin() {
        const auto move = stubbornMove(parseTextId("WBB|WB"), Colour::Black);
        QVERIFY(move.has_value());
        QVERIFY((move->move == Move{0, 2}));
        QVERIFY(move->valueAfter == Dyadic(1) && move->margin == Dyadic(1));
        QCOMPARE(
            q(move->text),
            QString(
                "after taking cube 3 of tower 1, that tower is worth 1/2 instead of 1/4, so the "
                "value is 3/4 - 1/4 + 1/2 = 1: White still wins, by 1, the smallest margin "
                "Black can leave"));
    }

    // WBW|WBB = 3/4 + 1/4 = 1. Black: cube 2 of tower 1 leaves 1 + 1/4 = 5/4 with 4 cubes;
    // cube 2 of tower 2 leaves 3/4 + 1 = 7/4; cube 3 of tower 2 leaves 3/4 + 1/2 = 5/4 with 5
    // cubes. The tie at 5/4 goes to the longer game: cube 3 of tower 2.
    void stubbornMoveTieGoesToLongestGame() {
        const auto move = stubbornMove(parseTextId("WBW|WBB"), Colour::Black);
        QVERIFY(move.has_value());
        QVERIFY((move->move == Move{1, 2}));
        QCOMPARE(move->cubesLeft, std::size_t{5});
        // White losing: B|WB = -1 + 1/2 = -1/2; White's only move leaves -1 (margin 1).
        const auto white = stubbornMove(parseTextId("B|WB"), Colour::White);
        QVERIFY(white && white->valueAfter == Dyadic(-1) && white->margin == Dyadic(1));
        // A zero position: the mover loses; W|B, White takes W: -1.
        QVERIFY(stubbornMove(parseTextId("W|B"), Colour::White)->valueAfter == Dyadic(-1));
        QVERIFY(!stubbornMove(parseTextId("W"), Colour::White)); // the mover wins
        QVERIFY(!stubbornMove(parseTextId("B"), Colour::White)); // no move at all
    }

    // Brute force on random positions: every move's value after from towerValue of the cut
    // tower; the stubborn move has the best value after and, among those, the most cubes left.
    void stubbornMoveBruteForce() {
        int checked = 0;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            const Position position = randomPosition(4, 9, seed);
            const Dyadic value = positionValue(position);
            for (const Colour mover : {Colour::White, Colour::Black}) {
                const auto move = stubbornMove(position, mover);
                const std::vector<Move> moves = legalMoves(position, mover);
                if (moverWins(outcomeOf(value), mover) || moves.empty()) {
                    QVERIFY(!move);
                    continue;
                }
                QVERIFY(move.has_value());
                ++checked;
                QVERIFY(move->valueAfter == positionValue(apply(position, move->move)));
                QCOMPARE(move->cubesLeft, apply(position, move->move).cubeCount());
                for (const Move& other : moves) {
                    const Position after = apply(position, other);
                    const Dyadic v = positionValue(after);
                    const bool betterValue =
                        mover == Colour::White ? v > move->valueAfter : v < move->valueAfter;
                    QVERIFY(!betterValue);
                    QVERIFY(!(v == move->valueAfter && after.cubeCount() > move->cubesLeft));
                }
            }
        }
        QVERIFY(checked > 20); // the seeds give many losing movers with a choice
    }

    // 3/8 = 1.5 * 2^-2; 2^-700 = 1.9010915662951598235...e-211 (Python Decimal, 40 digits),
    // 2^700 has 211 digits (700 log10 2 = 210.7).
    void summaries() {
        const ValueSummary small = summarise(d("3/8"));
        QCOMPARE(q(small.exact), QString("3/8"));
        QCOMPARE(q(small.decimal), QString("3.7500000000000000000e-1"));
        QCOMPARE(q(small.binaryShort), QString("1.5000 × 2^-2"));
        QCOMPARE(small.numeratorDigits, std::size_t{1});
        QCOMPARE(small.denominatorDigits, std::size_t{1});
        const ValueSummary huge = summarise(-Dyadic::powerOfTwo(-700));
        QVERIFY(huge.exact.empty());
        QCOMPARE(q(huge.decimal), QString("-1.9010915662951598235e-211"));
        QCOMPARE(q(huge.binaryShort), QString("-1.0000 × 2^-700"));
        QCOMPARE(huge.denominatorDigits, std::size_t{211});
        QCOMPARE(summarise(Dyadic(1000)).numeratorDigits,
                 std::size_t{4}); // 999 < 1000: exact count
        QCOMPARE(summarise(Dyadic(999)).numeratorDigits, std::size_t{3});
        QCOMPARE(q(summarise(Dyadic(0)).decimal), QString("0"));
    }

    // W|WW|B|WB|WBB = 1 + 2 - 1 + 1/2 + 1/4: towers 3, 4, 5 sum to -1/4, whose sign expansion
    // "-++" is the tower BWW; W|WW|BWW keeps the value 11/4.
    void judgeMerge() {
        const Position five = parseTextId("W|WW|B|WB|WBB");
        const JudgeMerge m = mergeForJudge(five);
        QVERIFY(m.needed);
        QCOMPARE(m.merged.size(), std::size_t{3});
        QVERIFY(m.mergedValue == d("-1/4"));
        QCOMPARE(q(m.mergedTower.letters()), QString("BWW"));
        QCOMPARE(q(textId(m.threeTowers)), QString("W|WW|BWW"));
        QVERIFY(positionValue(m.threeTowers) == positionValue(five));
        QVERIFY(m.text.find("towers 3, 4 and 5") != std::string::npos);
        QVERIFY(!m.exceedsContestHeight);
        // Two towers and an empty one: nothing to merge, padded to three.
        const JudgeMerge two = mergeForJudge(parseTextId("W||B"));
        QVERIFY(!two.needed);
        QCOMPARE(q(textId(two.threeTowers)), QString("W|B|"));
        // Merged towers cancelling out give an empty tower.
        QVERIFY(mergeForJudge(parseTextId("W|W|W|B")).mergedTower.empty());
        QVERIFY(mergeForJudge(parseTextId(std::string(51, 'W'))).exceedsContestHeight);
    }
};

QTEST_APPLESS_MAIN(TestHackenbushExplain)
#include "test_hackenbush_explain.moc"
