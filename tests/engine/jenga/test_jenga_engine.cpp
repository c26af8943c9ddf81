// Jenga engine tests: docs/puzzles.md values, a plain brute force (no reductions) on small towers,
// parse errors, the distribution's mean, cancellation and the memory budget, one worker against
// two. SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/exact/distribution.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/position.h"
#include "engine/jenga/solver.h"
#include "jenga/kill_first_simulation.h"

#include <QtTest>

#include <algorithm>
#include <bit>
#include <cmath>
#include <map>
#include <stop_token>
#include <string>
#include <vector>

using namespace pw;
using namespace pw::jenga;

namespace {

// The brute force: the whole tower as text, rules written again from docs/puzzles.md, memoised on
// the exact tower (no multiset, no mirror, no dead-level reduction).
class BruteForce {
public:
    double value(const std::vector<std::string>& tower) {
        std::string key;
        for (const auto& level : tower)
            key += level + "/";
        if (auto it = memo_.find(key); it != memo_.end())
            return it->second;
        static constexpr char kLetters[3] = {'R', 'G', 'B'};
        static constexpr int kWeights[3] = {1, 2, 2};
        double numerator = 6.0;
        int weight = 0;
        const std::size_t top = tower.size() - 1;
        const bool topComplete = tower[top].find('.') == std::string::npos;
        for (int c = 0; c < 3; ++c) {
            double best = 1e300;
            bool any = false;
            for (std::size_t level = 0; level < top; ++level) {
                for (int slot = 0; slot < 3; ++slot) {
                    if (tower[level][slot] != kLetters[c])
                        continue;
                    std::string rest = tower[level];
                    rest[slot] = '.';
                    const int left = static_cast<int>(
                        std::count_if(rest.begin(), rest.end(), [](char x) { return x != '.'; }));
                    if (left == 0 || (left == 1 && rest[1] == '.'))
                        continue; // the tower would fall
                    for (int target = 0; target < 3; ++target) {
                        std::vector<std::string> next = tower;
                        next[level] = rest;
                        if (topComplete) {
                            next.push_back("...");
                        } else if (next[top][target] != '.') {
                            continue;
                        }
                        next.back()[target] = kLetters[c];
                        best = std::min(best, value(next));
                        any = true;
                    }
                }
            }
            if (any) {
                numerator += kWeights[c] * best;
                weight += kWeights[c];
            }
        }
        const double result = weight == 0 ? 0.0 : numerator / weight;
        memo_.emplace(key, result);
        return result;
    }

    double value(const Tower& tower) {
        std::vector<std::string> levels;
        for (const Level& level : tower.levels()) {
            std::string text;
            for (const Slot& slot : level.cells)
                text += slot ? colourLetter(*slot) : '.';
            levels.push_back(text);
        }
        return value(levels);
    }

private:
    std::map<std::string, double> memo_;
};

double solveValue(const Tower& tower) {
    SolveControl control;
    const Result result = solve(tower, control);
    if (result.status != SolveStatus::Exact)
        qFatal("solve did not finish");
    return result.expectedDuration;
}

// docs/puzzles.md (Colored Jenga) sample.
const char* kSample = "6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n";

} // namespace

class TestJengaEngine : public QObject {
    Q_OBJECT

private slots:
    void knownValues_data() {
        QTest::addColumn<QString>("judge");
        QTest::addColumn<double>("expected");
        QTest::newRow("contest sample") << QString(kSample) << 17.119213696601992;
        QTest::newRow("docs/puzzles.md 2 RGB") << QString("2\nRGB\nRGB\n") << 8.592;
        QTest::newRow("docs/puzzles.md 3 RRR") << QString("3\nRRR\nRRR\nRRR\n") << 18.0;
        QTest::newRow("docs/puzzles.md 6 GGG")
            << QString("6\nGGG\nGGG\nGGG\nGGG\nGGG\nGGG\n") << 24.0;
        // One level: nothing below the top, the game is over at once.
        QTest::newRow("one level") << QString("1\nRGB\n") << 0.0;
    }
    void knownValues() {
        QFETCH(QString, judge);
        QFETCH(double, expected);
        const Tower tower = parseJudge(judge.toStdString());
        QVERIFY(std::abs(solveValue(tower) - expected) < 1e-9);
    }

    void judgeAnswerFormat() {
        QCOMPARE(formatJudgeAnswer(8.592), std::string("8.592\n"));
        QCOMPARE(formatJudgeAnswer(17.119213696601992), std::string("17.119213696602\n"));
    }

    void bruteForceAllTwoLevelTowers() {
        BruteForce brute;
        const char* letters = "RGB";
        int checked = 0;
        for (int code = 0; code < 729; ++code) {
            std::string id;
            int rest = code;
            for (int i = 0; i < 6; ++i) {
                if (i == 3)
                    id += '/';
                id += letters[rest % 3];
                rest /= 3;
            }
            const Tower tower = parseTextId(id);
            const double expected = brute.value(tower);
            const double got = solveValue(tower);
            if (std::abs(got - expected) > 1e-12)
                QFAIL(qPrintable(QString("%1: solver %2, brute force %3")
                                     .arg(QString::fromStdString(id))
                                     .arg(got, 0, 'g', 17)
                                     .arg(expected, 0, 'g', 17)));
            ++checked;
        }
        QCOMPARE(checked, 729);
    }

    void bruteForceRandomThreeLevelTowers() {
        BruteForce brute;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const Tower tower = randomTower(3, seed);
            const double expected = brute.value(tower);
            const double got = solveValue(tower);
            if (std::abs(got - expected) > 1e-12)
                QFAIL(qPrintable(QString::fromStdString(textId(tower))));
        }
    }

    void bruteForceIncompleteAndWornTowers_data() {
        QTest::addColumn<QString>("id");
        for (const char* id : {"RGB/GBR/R..", "RGB/GBR/.G.", "RGB/BBG/G.B", "RGB/GGB/RB.",
                               "RRG/GBB/BRG/.R.", "R.B/RGB/GG.", ".G./RGB/B..", ".GB/RGB/BG.",
                               "RG./GBR/BBG/..R", "BGR/.G./RRB/GGG", "GRG/BBB/B.G"})
            QTest::newRow(id) << QString(id);
    }
    void bruteForceIncompleteAndWornTowers() {
        QFETCH(QString, id);
        const Tower tower = parseTextId(id.toStdString());
        QVERIFY(!tower.validate());
        BruteForce brute;
        QVERIFY(std::abs(solveValue(tower) - brute.value(tower)) < 1e-12);
    }

    // Every move's value in the analysis is the brute-force value of the tower after it, and the
    // table answers for towers reached later in the game.
    void analysisMatchesBruteForce() {
        BruteForce brute;
        const Tower start = parseTextId("RGB/GBR/BRG");
        SolveControl control;
        const Result result = solve(start, control);
        QVERIFY(result.status == SolveStatus::Exact);
        Tower tower = start;
        for (int step = 0; step < 20 && !isFinished(tower); ++step) {
            const auto analysis = result.analysis(tower);
            QVERIFY(analysis.has_value());
            QVERIFY(std::abs(analysis->expectedDuration - brute.value(tower)) < 1e-12);
            std::optional<Move> next;
            for (const ColourChoice& choice : analysis->colours) {
                QCOMPARE(choice.hasMove, hasLegalMove(tower, choice.colour));
                QCOMPARE(choice.moves.size(), legalMoves(tower, choice.colour).size());
                for (const MoveValue& mv : choice.moves) {
                    QVERIFY(std::abs(mv.expectedAfter - brute.value(apply(tower, mv.move))) <
                            1e-12);
                    QVERIFY(mv.expectedAfter >= choice.bestExpectedAfter);
                }
                if (choice.hasMove && !next)
                    next = choice.moves[static_cast<std::size_t>(step) % choice.moves.size()].move;
            }
            tower =
                apply(tower, *next); // not always optimal: the table holds every reachable tower
        }
        QVERIFY(!result.valueOf(parseTextId("RRR/RRR")).has_value()); // not reachable from start
    }

    void legalMoveRules() {
        // Top complete: every removable block to each of three slots of a new level.
        QCOMPARE(legalMoves(parseTextId("RGB/RGB")).size(), std::size_t{9});
        // Top incomplete: only its free slots; never from the top itself.
        QCOMPARE(legalMoves(parseTextId("RGB/RG.")).size(), std::size_t{3});
        QCOMPARE(legalMoves(parseTextId("RGB/RGB"), Colour::Green).size(), std::size_t{3});
        // Middle+side: only the side may come out. Left+right: nothing.
        QCOMPARE(legalMoves(parseTextId("RG./RGB")).size(), std::size_t{3});
        QCOMPARE(legalMoves(parseTextId("R.B/RGB")).size(), std::size_t{0});
        const Tower after = apply(parseTextId("RGB/RGB"), Move{0, kMiddle, kLeft});
        QCOMPARE(textId(after), std::string("R.B/RGB/G.."));
        QCOMPARE(textId(apply(after, Move{1, kLeft, kRight})), std::string("R.B/.GB/G.R"));
        QVERIFY(!isLegal(after, Move{2, kLeft, kRight})); // from the top
        QVERIFY(!isLegal(after, Move{0, kLeft, kRight})); // would leave a lone side block
    }

    void validation_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("problem");
        QTest::newRow("fallen") << "RGB/.../RGB"
                                << "level 2 has no block: the tower has already fallen";
        QTest::newRow("lone side") << "RGB/R../RGB"
                                   << "level 2 has a lone side block: the tower has already fallen";
        QTest::newRow("empty top") << "RGB/RGB/..."
                                   << "the top level (level 3) is empty";
        QTest::newRow("lone side top ok") << "RGB/..R"
                                          << "";
        QTest::newRow("middle only ok") << ".G./RGB"
                                        << "";
    }
    void validation() {
        QFETCH(QString, id);
        QFETCH(QString, problem);
        const auto got = parseTextId(id.toStdString()).validate();
        QCOMPARE(QString::fromStdString(got.value_or("")), problem);
    }

    void textIdRoundTrip() {
        for (const char* id : {"RGB", "RGB/GRG/BB.", ".G./R.B/..G"})
            QCOMPARE(textId(parseTextId(id)), std::string(id));
        QCOMPARE(textId(parseJudge(kSample)), std::string("RGB/GRG/BBB/GGR/BRG/BRB"));
        QVERIFY_THROWS_EXCEPTION(ParseError, parseTextId("RGB/RG"));
        QVERIFY_THROWS_EXCEPTION(ParseError, parseTextId("RGX"));
        QVERIFY_THROWS_EXCEPTION(ParseError, parseTextId(""));
    }

    void parseErrors_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << "" << 1;
        QTest::newRow("bad n") << "x\nRGB\n" << 1;
        QTest::newRow("n zero") << "0\n" << 1;
        QTest::newRow("n negative") << "-2\nRGB\nRGB\n" << 1;
        QTest::newRow("n and level on one line") << "2 RGB\nRGB\n" << 1;
        QTest::newRow("truncated") << "2\nRGB\n" << 3; // where the missing level belongs
        QTest::newRow("short line") << "2\nRGB\nRG\n" << 3;
        QTest::newRow("long line") << "2\nRGB\nRGBR\n" << 3;
        QTest::newRow("bad letter") << "2\nRGB\nRGX\n" << 3;
        QTest::newRow("lower case") << "2\nrgb\nRGB\n" << 2;
        QTest::newRow("two levels on a line") << "2\nRGB RGB\n" << 2;
        QTest::newRow("trailing junk") << "2\nRGB\nRGB\nRGB\n" << 4;
        QTest::newRow("junk after blank lines") << "2\nRGB\nRGB\n\n\nx\n" << 6;
    }
    void parseErrors() {
        QFETCH(QString, input);
        QFETCH(int, line);
        try {
            parseJudge(input.toStdString());
            QFAIL("no ParseError");
        } catch (const ParseError& error) {
            QCOMPARE(error.line(), line);
        }
    }

    void judgeAcceptsCrlfAndBlankLines() {
        QCOMPARE(textId(parseJudge("\xEF\xBB\xBF"
                                   "2\r\n\r\nRGB\r\nGGG\r\n")),
                 std::string("RGB/GGG"));
    }

    void distributionMeanIsSolvedValue_data() {
        QTest::addColumn<QString>("id");
        QTest::newRow("sample") << "RGB/GRG/BBB/GGR/BRG/BRB";
        QTest::newRow("2 RGB") << "RGB/RGB";
        QTest::newRow("incomplete") << "RGB/GBR/R..";
        QTest::newRow("finished") << "R.B/RGB";
    }
    void distributionMeanIsSolvedValue() {
        QFETCH(QString, id);
        const Tower tower = parseTextId(id.toStdString());
        SolveControl control;
        const Result result = solve(tower, control);
        const DurationDistribution distribution = durationDistribution(result, tower, control);
        QVERIFY(distribution.status == SolveStatus::Exact);
        QVERIFY(distribution.tailProbability < 1e-9);
        double total = distribution.tailProbability, mean = 0.0;
        for (std::size_t t = 0; t < distribution.probability.size(); ++t) {
            total += distribution.probability[t];
            mean += static_cast<double>(t) * distribution.probability[t];
        }
        QVERIFY(std::abs(total - 1.0) < 1e-12);
        QVERIFY(std::abs(distribution.mean - result.expectedDuration) < 1e-9);
        // The listed probabilities alone already give the mean to within the tail's share.
        QVERIFY(std::abs(mean - result.expectedDuration) < 1e-5);
    }

    void distributionOfTwoLevelTower() {
        // "RGB/RGB": every first move leaves level 2 full below the new top, so the game lasts
        // at least two minutes; taking both middles ends it after exactly two.
        const Tower tower = parseTextId("RGB/RGB");
        SolveControl control;
        const Result result = solve(tower, control);
        const auto distribution = durationDistribution(result, tower, control);
        QCOMPARE(distribution.probability[0], 0.0);
        QCOMPARE(distribution.probability[1], 0.0);
        QVERIFY(distribution.probability[2] > 0.0);
        QVERIFY(distribution.standardDeviation > 0.0);
    }

    // Two workers share one table and may both solve a state; they must produce exactly the
    // bits one worker produces (same successor values, same arithmetic), for the start value,
    // every per-move value and the states counted. Compared exactly, not within a tolerance.
    void twoThreadsGiveTheSameValuesAsOne_data() {
        QTest::addColumn<int>("levels");
        QTest::addColumn<int>("seed");
        for (int levels = 4; levels <= 6; ++levels)
            for (int seed = 1; seed <= (levels == 6 ? 3 : 6); ++seed)
                QTest::addRow("%d levels seed %d", levels, seed) << levels << seed;
    }
    void twoThreadsGiveTheSameValuesAsOne() {
        QFETCH(int, levels);
        QFETCH(int, seed);
        const Tower start = randomTower(levels, static_cast<std::uint64_t>(seed));
        SolveControl oneControl;
        SolveControl twoControl;
        const Result one = solve(start, oneControl, 1);
        const Result two = solve(start, twoControl, 2);
        QVERIFY(one.status == SolveStatus::Exact);
        QVERIFY(two.status == SolveStatus::Exact);
        QCOMPARE(std::bit_cast<std::uint64_t>(two.expectedDuration),
                 std::bit_cast<std::uint64_t>(one.expectedDuration));
        QCOMPARE(two.stats.statesExplored, one.stats.statesExplored);
        // Walk a few games through both tables, comparing every choice's value on the way.
        SeededRandom random(static_cast<std::uint64_t>(seed) * 7919u);
        for (int game = 0; game < 4; ++game) {
            Tower tower = start;
            while (!isFinished(tower)) {
                const auto a = one.analysis(tower);
                const auto b = two.analysis(tower);
                QVERIFY(a.has_value() && b.has_value());
                QCOMPARE(std::bit_cast<std::uint64_t>(b->expectedDuration),
                         std::bit_cast<std::uint64_t>(a->expectedDuration));
                std::vector<Move> moves;
                for (std::size_t c = 0; c < 3; ++c) {
                    QCOMPARE(b->colours[c].moves.size(), a->colours[c].moves.size());
                    for (std::size_t m = 0; m < a->colours[c].moves.size(); ++m) {
                        QCOMPARE(
                            std::bit_cast<std::uint64_t>(b->colours[c].moves[m].expectedAfter),
                            std::bit_cast<std::uint64_t>(a->colours[c].moves[m].expectedAfter));
                        moves.push_back(a->colours[c].moves[m].move);
                    }
                }
                tower = apply(tower, moves[static_cast<std::size_t>(
                                         random.below(static_cast<std::uint64_t>(moves.size())))]);
            }
        }
    }

    // Each layer's index starts at the size of the layer above and grows whenever it fills, while
    // both workers wait; under a tight budget (7 MiB, a few times what this tower needs) the
    // values must not change. Repeated, as the interleaving varies.
    void twoThreadsGrowingTablesGiveTheSameValue() {
        const Tower start = randomTower(6, 1);
        SolveControl oneControl;
        const Result one = solve(start, oneControl, 1);
        QVERIFY(one.status == SolveStatus::Exact);
        constexpr std::size_t kBudget = std::size_t{7000} * 1024;
        for (int run = 0; run < 3; ++run) {
            for (int threads = 1; threads <= 2; ++threads) {
                SolveControl control;
                control.setMemoryBudget(kBudget);
                const Result grown = solve(start, control, threads);
                QVERIFY(grown.status == SolveStatus::Exact);
                QVERIFY(grown.table.memoryBytes() <= kBudget);
                QCOMPARE(std::bit_cast<std::uint64_t>(grown.expectedDuration),
                         std::bit_cast<std::uint64_t>(one.expectedDuration));
                QCOMPARE(grown.stats.statesExplored, one.stats.statesExplored);
            }
        }
    }

    void cancelledBeforeStart() {
        std::stop_source stop;
        stop.request_stop();
        SolveControl control(stop.get_token());
        const Result result = solve(parseJudge(kSample), control);
        QVERIFY(result.status == SolveStatus::Cancelled);
        QVERIFY(std::isnan(result.expectedDuration));
        QCOMPARE(result.stats.statesExplored, std::uint64_t{0}); // checked before any work
        SolveControl twoControl(stop.get_token());
        QVERIFY(solve(randomTower(8, 1), twoControl, 2).status == SolveStatus::Cancelled);
    }

    void cancelledFromProgress() {
        std::stop_source stop;
        int reports = 0;
        SolveControl control(stop.get_token(), [&](const Progress&) {
            ++reports;
            stop.request_stop();
        });
        control.setReportInterval(std::chrono::milliseconds(0));
        const Result result = solve(randomTower(6, 7), control);
        QVERIFY(result.status == SolveStatus::Cancelled);
        QVERIFY(reports >= 1);
        // Two workers: the one that reports progress stops both.
        reports = 0;
        std::stop_source stopTwo;
        SolveControl twoControl(stopTwo.get_token(), [&](const Progress&) {
            ++reports;
            stopTwo.request_stop();
        });
        twoControl.setReportInterval(std::chrono::milliseconds(0));
        QVERIFY(solve(randomTower(7, 7), twoControl, 2).status == SolveStatus::Cancelled);
        QVERIFY(reports >= 1);
    }

    void overBudget() {
        SolveControl control;
        control.setMemoryBudget(100 * 1024); // far too small for six levels
        const Result result = solve(parseJudge(kSample), control);
        QVERIFY(result.status == SolveStatus::OverBudget);
        QVERIFY(result.table.memoryBytes() <= 100 * 1024);
        // Two workers stop at the budget too (a growth refused while both wait).
        SolveControl twoControl;
        twoControl.setMemoryBudget(std::size_t{1} << 20);
        const Result two = solve(randomTower(7, 3), twoControl, 2);
        QVERIFY(two.status == SolveStatus::OverBudget);
        QVERIFY(two.table.memoryBytes() <= std::size_t{1} << 20);
    }

    void unplayableTowerIsRejected() {
        SolveControl control;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solve(parseTextId("RGB/.../RGB"), control));
    }

    void simulationIsAnUpperBoundEstimate() {
        const Tower tower = parseJudge(kSample);
        SolveControl control;
        const auto first = estimateBySimulation(tower, 20000, 42, control);
        const auto again = estimateBySimulation(tower, 20000, 42, control);
        QCOMPARE(first.mean, again.mean); // same seed, same games
        QCOMPARE(first.samples, std::uint64_t{20000});
        QVERIFY(!first.isExact);
        QVERIFY(first.halfWidth95 > 0.0 && first.halfWidth95 < 1.0);
        // A fixed policy cannot beat the optimum on average (allowing for sampling error).
        QVERIFY(first.mean > 17.119213696601992 - 4 * first.halfWidth95);
        // A real 18-level set is far beyond exact reach but simulates quickly.
        const auto tall = estimateBySimulation(randomTower(18, 5), 2000, 1, control);
        QVERIFY(tall.mean > 17.0);
    }
};

QTEST_GUILESS_MAIN(TestJengaEngine)
#include "test_jenga_engine.moc"
