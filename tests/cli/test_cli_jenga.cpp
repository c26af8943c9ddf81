// CLI tests for jenga: golden judge files, bad inputs (exit 2, one stderr line), --json keys.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"
#include "common/sanitizers.h"
#include "engine/jenga/exact/optimal_policy.h"
#include "engine/jenga/exact/reduced_state.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/solver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <map>
#include <tuple>

namespace {

// Fewest moves to the end of a game on a tower of `levels` full levels of one colour, by brute
// force over (live full lower levels, lower levels left with the middle and one side, blocks on
// top): with one colour every move is that colour's, so the expected length is the number of
// moves times the die's wait for the colour (6 / its weight), and the player keeps it shortest.
// A full lower level gives its middle (the level dies) or a side (the middle and a side stay,
// which can give the side only); a complete top gives no block, and the block starts a new level
// above it, the old top becoming a lower level.
int fewestMovesOneColour(int levels) {
    std::map<std::tuple<int, int, int>, int> memo;
    const auto fewest = [&memo](const auto& self, int full, int sides, int top) -> int {
        const auto key = std::make_tuple(full, sides, top);
        if (const auto found = memo.find(key); found != memo.end())
            return found->second;
        const int joined = top == 3 ? 1 : 0; // the old top becomes a full lower level
        const int nextTop = top == 3 ? 1 : top + 1;
        int best = -1;
        const auto consider = [&](int f, int s) {
            const int after = self(self, f + joined, s, nextTop);
            best = best < 0 ? after : std::min(best, after);
        };
        if (full > 0) {
            consider(full - 1, sides);     // the middle: the level dies
            consider(full - 1, sides + 1); // a side
        }
        if (sides > 0)
            consider(full, sides - 1);
        const int moves = best < 0 ? 0 : best + 1;
        memo.emplace(key, moves);
        return moves;
    };
    return fewest(fewest, levels - 1, 0, 3);
}

QByteArray oneColourTower(int levels, char colour) {
    return QByteArray::number(levels) + "\n" + (QByteArray(3, colour) + "\n").repeated(levels);
}

} // namespace

class TestCliJenga : public QObject {
    Q_OBJECT

private slots:
    void golden_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("contest sample") << "sample";
        QTest::newRow("docs/puzzles.md 2 RGB") << "two_levels";
        QTest::newRow("docs/puzzles.md 6 GGG") << "six_green";
    }
    void golden() {
        QFETCH(QString, name);
        const CliRun run = runCli({"solve", "jenga"}, readTestData("jenga/" + name + ".in"));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, readTestData("jenga/" + name + ".out"));
        QVERIFY(run.err.isEmpty());
    }

    void fileArgument() {
        const CliRun run =
            runCli({"solve", "jenga", QStringLiteral(PW_CLI_DATA_DIR "/jenga/sample.in")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, readTestData("jenga/sample.out"));
    }

    void badInput_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("line");
        QTest::newRow("bad letter") << "bad_letter"
                                    << "line 3:";
        QTest::newRow("short line") << "short_line"
                                    << "line 3:";
        QTest::newRow("truncated") << "truncated"
                                   << "line 4:"; // where the missing level belongs
        QTest::newRow("trailing junk") << "trailing_junk"
                                       << "line 4:";
        QTest::newRow("bad count") << "bad_count"
                                   << "line 1:";
    }
    void badInput() {
        QFETCH(QString, name);
        QFETCH(QString, line);
        const CliRun run = runCli({"solve", "jenga"}, readTestData("jenga/" + name + ".in"));
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY2(run.err.startsWith(("jenga: " + line).toUtf8()), run.err.constData());
    }

    void json() {
        const CliRun run = runCli({"solve", "jenga", "--json"}, readTestData("jenga/sample.in"));
        QCOMPARE(run.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
        QVERIFY(std::abs(doc["expectedDuration"].toDouble() - 17.119213696601992) < 1e-9);
        QCOMPARE(doc["status"].toString(), QString("exact"));
        QVERIFY(doc["statesExplored"].toDouble() > 0);
        QVERIFY(doc.contains("seconds"));
        const QJsonObject policy = doc["policy"].toObject();
        for (const char* colour : {"R", "G", "B"}) {
            const QJsonObject choice = policy[colour].toObject();
            QVERIFY(choice["hasMove"].toBool());
            QVERIFY(choice["bestMove"].toObject().contains("level"));
            const QJsonArray moves = choice["moves"].toArray();
            QVERIFY(!moves.isEmpty());
            double best = 1e300;
            for (const auto& move : moves)
                best = std::min(best, move.toObject()["expectedAfter"].toDouble());
            QCOMPARE(choice["bestExpectedAfter"].toDouble(), best);
        }
    }

    // Two levels RRR/RRR: every move makes the old top a lower level, so at least two red moves
    // are played; the optimum takes a middle each time (killing its level), after which nothing
    // can move. The length is the sum of two geometric waits with p = 1/6: E = 12, variance
    // 2 (1 - p) / p^2 = 60, and P(t) = (t - 1) (1/6)^2 (5/6)^(t-2).
    void jsonDistributionByHand() {
        const CliRun run = runCli({"solve", "jenga", "--json"}, "2\nRRR\nRRR\n");
        QCOMPARE(run.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
        QVERIFY(std::abs(doc["expectedDuration"].toDouble() - 12.0) < 1e-12);
        const QJsonObject distribution = doc["distribution"].toObject();
        const QJsonArray p = distribution["probability"].toArray();
        QVERIFY(p.size() > 100);
        QCOMPARE(p[0].toDouble(), 0.0);
        QCOMPARE(p[1].toDouble(), 0.0);
        double sum = 0.0;
        for (int t = 2; t < p.size(); ++t) {
            QVERIFY(std::abs(p[t].toDouble() - (t - 1) * std::pow(5.0 / 6.0, t - 2) / 36.0) <
                    1e-15);
            sum += p[t].toDouble();
        }
        QVERIFY(std::abs(sum + distribution["tailProbability"].toDouble() - 1.0) < 1e-12);
        QVERIFY(std::abs(distribution["mean"].toDouble() - 12.0) < 1e-9);
        QVERIFY(std::abs(distribution["standardDeviation"].toDouble() - std::sqrt(60.0)) < 1e-6);
        // The sample's distribution has the sample's mean.
        const CliRun sample = runCli({"solve", "jenga", "--json"}, readTestData("jenga/sample.in"));
        const QJsonObject sampleDistribution =
            QJsonDocument::fromJson(sample.out).object()["distribution"].toObject();
        QVERIFY(std::abs(sampleDistribution["mean"].toDouble() - 17.119213696601992) < 1e-9);
    }

    // Issue 23: every exactly solvable 28-level tower (the most the solver takes) ended in a
    // segmentation fault: its lower levels reach 41, whose key needs all 64 bits, and the group
    // key put the top's block count in the top two. The brute force above gives the values (and
    // is itself checked against the hand value 18 of three red levels and against 27 levels,
    // which answered 234 before).
    void tallestTowersOfOneColour_data() {
        QTest::addColumn<int>("levels");
        QTest::addColumn<char>("colour");
        QTest::addColumn<double>("wait"); // minutes a move of the colour waits for on average
        QTest::newRow("3 RRR") << 3 << 'R' << 6.0;
        QTest::newRow("27 RRR") << 27 << 'R' << 6.0;
        QTest::newRow("28 RRR") << 28 << 'R' << 6.0;
        QTest::newRow("28 GGG") << 28 << 'G' << 3.0;
        QTest::newRow("28 BBB") << 28 << 'B' << 3.0;
    }
    void tallestTowersOfOneColour() {
        QFETCH(int, levels);
        QFETCH(char, colour);
        QFETCH(double, wait);
        const double expected = wait * fewestMovesOneColour(levels);
        if (levels == 3)
            QCOMPARE(expected, 18.0);
        if (levels == 27)
            QCOMPARE(expected, 234.0);
        const QByteArray judge = oneColourTower(levels, colour);
        const CliRun plain = runCli({"solve", "jenga"}, judge);
        QCOMPARE(plain.exitCode, 0);
        QVERIFY(plain.err.isEmpty());
        QCOMPARE(plain.out.trimmed().toDouble(), expected);
        const CliRun json = runCli({"solve", "jenga", "--json"}, judge);
        QCOMPARE(json.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(doc["status"].toString(), QString("exact"));
        QCOMPARE(doc["expectedDuration"].toDouble(), expected);
        QVERIFY(std::abs(doc["distribution"].toObject()["mean"].toDouble() - expected) <
                1e-9 * expected);
        QByteArray id = QByteArray(3, colour);
        for (int i = 1; i < levels; ++i)
            id += "/" + QByteArray(3, colour);
        const CliRun document = runCli(
            {"solve", "document"},
            R"({"format": "puzzle-workbench", "version": 1, "pages": {"jenga": {"position": ")" +
                id + R"("}}})");
        QCOMPARE(document.exitCode, 0);
        QCOMPARE(document.out, "== jenga\n" + plain.out);
    }

    // One level more than the solver takes is refused (exit 3), not attempted.
    void beyondTheTallestExactTowerExits3() {
        const CliRun run = runCli({"solve", "jenga"}, oneColourTower(29, 'R'));
        QCOMPARE(run.exitCode, 3);
        QVERIFY(run.out.isEmpty());
    }

    // --layers: the same answer with the layers on disk; a layer folder that cannot be used is
    // named when the layers do not fit the memory without it (exit 3); bench prints the value to
    // 17 digits, the peak memory and the layer file, the same value either way.
    void layersOnDisk() {
        const CliRun disk =
            runCli({"solve", "jenga", "--layers", "disk"}, readTestData("jenga/sample.in"));
        QCOMPARE(disk.exitCode, 0);
        QCOMPARE(disk.out, readTestData("jenga/sample.out"));
        const CliRun json = runCli({"solve", "jenga", "--json", "--layers", "disk"},
                                   readTestData("jenga/sample.in"));
        QCOMPARE(QJsonDocument::fromJson(json.out).object()["expectedDuration"].toDouble(),
                 17.119213696601992);
        const CliRun nowhere = runCli({"solve", "jenga", "--layers", "disk", "--layer-folder",
                                       "/nonexistent/pw", "--memory-budget", "100000"},
                                      readTestData("jenga/sample.in"));
        QCOMPARE(nowhere.exitCode, 3);
        QVERIFY(nowhere.out.isEmpty());
        QVERIFY2(nowhere.err.contains("/nonexistent/pw"), nowhere.err.constData());
        QCOMPARE(
            runCli({"solve", "jenga", "--layers", "sometimes"}, readTestData("jenga/sample.in"))
                .exitCode,
            1);
        QByteArray values[2];
        for (int i = 0; i < 2; ++i) {
            const CliRun bench =
                runCli({"bench", "jenga", "--levels", "7", "--layers", i == 0 ? "memory" : "disk"});
            QCOMPARE(bench.exitCode, 0);
            const QList<QByteArray> fields = bench.out.split('\n')[1].simplified().split(' ');
            QCOMPARE(fields[0], QByteArray("7"));
            QCOMPARE(fields[2], QByteArray("679539"));
            values[i] = fields[3];
            QCOMPARE(fields[3].size(), 18);             // 20.318659051133729: 17 digits
            QCOMPARE(fields[6].toDouble() > 0, i == 1); // the layer file, in MB
        }
        QCOMPARE(values[1], values[0]);
    }

    // --policy FILE: one line per reachable state; each state's value is what a fresh solve of
    // its representative tower gives, and its best moves are legal moves of that tower.
    void policyFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("policy.tsv");
        const CliRun run =
            runCli({"solve", "jenga", "--policy", path}, readTestData("jenga/two_levels.in"));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, readTestData("jenga/two_levels.out")); // the answer as usual
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QList<QByteArray> lines = file.readAll().split('\n');
        QVERIFY(lines[0].startsWith("# Colored Jenga optimal policy"));
        int states = 0;
        bool sawStart = false;
        for (const QByteArray& line : lines) {
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QList<QByteArray> fields = line.split('\t');
            QCOMPARE(fields.size(), 5);
            const pw::jenga::Tower tower = pw::jenga::parseTextId(fields[0].toStdString());
            pw::SolveControl control;
            const pw::jenga::Result fresh = pw::jenga::solve(tower, control);
            QVERIFY2(std::abs(fresh.expectedDuration - fields[1].toDouble()) <=
                         1e-12 * std::max(1.0, fresh.expectedDuration),
                     line.constData());
            const auto analysis = pw::jenga::optimalAnalysis(fresh.table, tower);
            for (int colour = 0; colour < 3; ++colour) {
                const auto& choice = analysis->colours[static_cast<std::size_t>(colour)];
                QCOMPARE(fields[2 + colour] == "-", !choice.hasMove);
                if (choice.hasMove)
                    QCOMPARE(fields[2 + colour].toStdString(),
                             pw::jenga::moveText(tower, choice.bestMove));
            }
            sawStart = sawStart || fields[0] == "RGB/RGB";
            ++states;
        }
        QVERIFY(sawStart);
        QVERIFY(lines[1].contains(QByteArray("states: ") + QByteArray::number(states)));
        // A policy that cannot be written is an I/O error (exit 4); beyond exact reach, exit 3.
        QCOMPARE(
            runCli({"solve", "jenga", "--policy", dir.path()}, readTestData("jenga/two_levels.in"))
                .exitCode,
            4);
        QCOMPARE(
            runCli({"solve", "jenga", "--policy", "/dev/full"}, readTestData("jenga/two_levels.in"))
                .exitCode,
            4);
        QCOMPARE(runCli({"solve", "jenga", "--memory-budget", "2000", "--policy", path},
                        readTestData("jenga/sample.in"))
                     .exitCode,
                 3);
    }

    // One optimal policy everywhere (docs/puzzles.md, the tie-break): on GRB/GRB/RGG/BGR three
    // green moves of the state GGG/BB./BB./G.. leave 9 minutes (G 1L->R, G 1M->M, G 1M->R). The
    // policy file plays the first in the engine's order (the middle before a side, then into
    // the middle before the other side), and the JSON's distribution is the law of the game
    // played by the file's own moves: computed here from the file alone, minute by minute.
    void policyFileAndDistributionDescribeOnePolicy() {
        QTemporaryDir dir;
        const QString path = dir.filePath("policy.tsv");
        const CliRun run =
            runCli({"solve", "jenga", "--json", "--policy", path}, "4\nGRB\nGRB\nRGG\nBGR\n");
        QCOMPARE(run.exitCode, 0);
        const QJsonObject doc = QJsonDocument::fromJson(run.out).object();
        const QJsonArray probability = doc["distribution"].toObject()["probability"].toArray();
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        using Key = std::tuple<int, std::uint64_t, int>;
        const auto keyOf = [](const pw::jenga::Tower& tower) {
            const auto state = pw::jenga::detail::reduce(tower);
            return Key{state->k, state->lowerKey, state->top};
        };
        struct Line {
            pw::jenga::Tower tower;
            std::array<QByteArray, 3> moves;
        };
        std::map<Key, Line> policy;
        for (const QByteArray& line : file.readAll().split('\n')) {
            if (line.isEmpty() || line.startsWith('#'))
                continue;
            const QList<QByteArray> fields = line.split('\t');
            const pw::jenga::Tower tower = pw::jenga::parseTextId(fields[0].toStdString());
            policy[keyOf(tower)] = Line{tower, {fields[2], fields[3], fields[4]}};
        }
        QCOMPARE(policy.at(keyOf(pw::jenga::parseTextId("GGG/BB./BB./G.."))).moves[1],
                 QByteArray("G 1M->M"));
        // A move of the file, "G 1M->M" or "B 2L->new R", played on its own tower.
        const auto play = [](const pw::jenga::Tower& tower, const QByteArray& text) {
            const QByteArray letters = "LMR";
            const int arrow = text.indexOf("->");
            const pw::jenga::Move move{text.mid(2, arrow - 3).toInt() - 1,
                                       static_cast<int>(letters.indexOf(text.at(arrow - 1))),
                                       static_cast<int>(letters.indexOf(text.back()))};
            return pw::jenga::apply(tower, move);
        };
        // The law of the game's length: the mass on each state, moved once a minute.
        std::map<Key, double> mass{{keyOf(pw::jenga::parseTextId("GRB/GRB/RGG/BGR")), 1.0}};
        for (int minute = 1; minute < probability.size(); ++minute) {
            std::map<Key, double> next;
            double ended = 0.0;
            for (const auto& [key, m] : mass) {
                const Line& line = policy.at(key);
                double staying = 1.0;
                for (int colour = 0; colour < 3; ++colour) {
                    if (line.moves[static_cast<std::size_t>(colour)] == "-")
                        continue;
                    const double share =
                        pw::jenga::kColourWeight[static_cast<std::size_t>(colour)] /
                        double{pw::jenga::kDieSides};
                    staying -= share;
                    const pw::jenga::Tower after =
                        play(line.tower, line.moves[static_cast<std::size_t>(colour)]);
                    const Line& reached = policy.at(keyOf(after));
                    if (reached.moves == std::array<QByteArray, 3>{"-", "-", "-"})
                        ended += m * share;
                    else
                        next[keyOf(after)] += m * share;
                }
                next[key] += m * staying;
            }
            mass.swap(next);
            QVERIFY2(std::abs(ended - probability[minute].toDouble()) <= 1e-12,
                     qPrintable(QStringLiteral("minute %1: the file's law %2, the JSON %3")
                                    .arg(minute)
                                    .arg(ended, 0, 'g', 17)
                                    .arg(probability[minute].toDouble(), 0, 'g', 17)));
        }
        QVERIFY(std::abs(probability[8].toDouble() - 0.0506020423715897) < 1e-12);
    }

    // bench --estimates: the estimate against the exact value of the fixed 8-level tower. The
    // policy's value is an upper bound on the optimum, so its error can only be below zero by the
    // simulation's noise; two steps of policy iteration bring it within 1 % (measured: -0.05 %).
    void benchEstimates() {
        const CliRun run = runCli({"bench", "jenga", "--estimates", "--levels", "8"});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.split('\n');
        QVERIFY(lines.size() >= 2);
        const QList<QByteArray> fields = lines[1].simplified().split(' ');
        QCOMPARE(fields[0], QByteArray("8"));
        QCOMPARE(fields[1], QByteArray("24.3488005478686"));
        const double estimate = fields[2].toDouble();
        const double halfWidth = fields[4].toDouble();
        QVERIFY(estimate + halfWidth > 24.3488005478686);
        QVERIFY(std::abs(fields[5].toDouble() -
                         100.0 * (estimate - 24.3488005478686) / 24.3488005478686) < 0.01);
        QVERIFY2(std::abs(fields[5].toDouble()) < 1.0, run.out.constData());
        QVERIFY(lines[1].contains("two-step policy iteration"));
    }

    // The signature is the number of reachable reduced states of the bench towers (6, 7 and 8
    // levels): it depends on the rules and the state reduction only, not on threads or tables.
    // bench --bracket: the fixed 8-level tower's proven lower bound lies below its exact value
    // (24.3488005478686) and the policy's upper bound above it; the width is (U - L) / U.
    void benchBracket() {
        const CliRun run = runCli({"bench", "jenga", "--bracket", "--levels", "8"});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("end-game table: potential <= 36, 6624552 positions"));
        const QList<QByteArray> fields = lines[2].simplified().split(' ');
        QCOMPARE(fields[0], QByteArray("8"));
        const double lower = fields[1].toDouble();
        const double upper = fields[2].toDouble();
        QCOMPARE(fields[4], QByteArray("24.3488005478686"));
        QVERIFY(lower <= 24.3488005478686 && 24.3488005478686 <= upper);
        QVERIFY(std::abs(fields[3].toDouble() - 100.0 * (upper - lower) / upper) < 0.01);
        QVERIFY(lines[2].contains("end-game table with optimistic aggregation, the first moves "
                                  "searched exactly / two-step policy"));
        // The search reaches the end of every line of play: the bound is the optimum, rounded
        // down to a float (24.348793 printed).
        QCOMPARE(fields[1], QByteArray("24.348793"));
    }

    // --search-positions: the lower bound's search of the first moves, limited to so many
    // positions (its depth and positions in --json, and in words); 0 leaves the aggregation's
    // bound alone, which the search only raises, both below the exact value (22.7887248712844).
    void estimateSearchPositions() {
        const QByteArray tower = "9\nRGB\nGBR\nBRG\nRGB\nGBR\nBRG\nRGB\nGBR\nBRG\n";
        const auto lowerOf = [&](const char* positions) {
            const CliRun run = runCli(
                {"solve", "jenga", "--estimate", "--json", "--search-positions", positions}, tower);
            return QJsonDocument::fromJson(run.out)
                .object()
                .value("estimate")
                .toObject()
                .value("lowerBound")
                .toObject();
        };
        const QJsonObject searched = lowerOf("5000");
        QCOMPARE(searched.value("method").toString(),
                 QString("end-game table with optimistic aggregation, the first moves searched "
                         "exactly"));
        QVERIFY(searched.value("searchDepth").toInt() >= 1);
        QVERIFY(searched.value("searchedPositions").toInteger() <= 5000);
        const QJsonObject plain = lowerOf("0");
        QCOMPARE(plain.value("method").toString(),
                 QString("end-game table with optimistic aggregation"));
        QCOMPARE(plain.value("searchDepth").toInt(), 0);
        QVERIFY(plain.value("value").toDouble() < searched.value("value").toDouble());
        QVERIFY(searched.value("value").toDouble() < 22.7887248712844);
        const CliRun text =
            runCli({"solve", "jenga", "--estimate", "--search-positions", "5000"}, tower);
        QVERIFY(text.out.contains(" moves searched exactly ("));
    }

    // --table-potential sets the bracket's end-game table: one that holds the whole 7-level
    // bench tower (potential 42) makes its bound the exact value rounded down to a float; one
    // that does not fit the budget ends the bench with exit 1 and says so.
    void benchBracketWithALargerTable() {
        const CliRun run =
            runCli({"bench", "jenga", "--bracket", "--levels", "7", "--table-potential", "42"});
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 3);
        QVERIFY(lines[0].startsWith("end-game table: potential <= 42, 31893180 positions"));
        const QList<QByteArray> fields = lines[2].simplified().split(' ');
        QCOMPARE(fields[1], QByteArray("20.318653"));
        QCOMPARE(fields[4], QByteArray("20.3186590511337"));
        QCOMPARE(fields[5], QByteArray("0.000"));
        const CliRun tight = runCli({"bench", "jenga", "--bracket", "--levels", "7",
                                     "--table-potential", "54", "--memory-budget", "100000000"});
        QCOMPARE(tight.exitCode, 1);
        QCOMPARE(tight.out, QByteArray("the end-game table of potential 54 does not fit\n"));
    }

    void benchQuickPrintsSignature() {
        const CliRun run = runCli({"bench", "jenga", "--quick"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("signature 2647574 "));
    }

    // Seeded random towers (pw::jenga::randomTower(levels, 1..count)): worst and median solve
    // times, and the total state count as a signature (6724 states at most for these five).
    void benchRandomTowersPrintsWorstAndMedian() {
        const CliRun run = runCli({"bench", "jenga", "--random=4", "--count=5"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("random 4-level towers, seeds 1..5: worst "));
        QVERIFY(run.out.contains(" median "));
        QVERIFY(run.out.contains("max states 6724"));
        QVERIFY(run.out.contains("signature 26338"));
        const CliRun oneThread =
            runCli({"bench", "jenga", "--random=4", "--count=5", "--threads=1"});
        QVERIFY(oneThread.out.contains("signature 26338"));
    }

    // Towers from a file: each one's states reached beside those predicted and the counts they
    // are predicted from (the sample's 178,410 states; six green levels reach 135); comments and
    // empty lines skipped; a bad line is refused with its number before anything is solved.
    void benchTowersFromAFile() {
        const CliRun run =
            runCli({"bench", "jenga", "--towers", "-"},
                   "# the sample, and six green levels\n\nRGB/GRG/BBB/GGR/BRG/BRB\r\n"
                   "GGG/GGG/GGG/GGG/GGG/GGG\n");
        QCOMPARE(run.exitCode, 0);
        const QStringList lines = QString::fromUtf8(run.out).split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines[1].split(' ', Qt::SkipEmptyParts).mid(0, 2),
                 (QStringList{"RGB/GRG/BBB/GGR/BRG/BRB", "178410"}));
        QCOMPARE(lines[2].split(' ', Qt::SkipEmptyParts).mid(0, 2),
                 (QStringList{"GGG/GGG/GGG/GGG/GGG/GGG", "135"}));
        QCOMPARE(lines[3], QStringLiteral("signature 178545"));
        const CliRun bad = runCli({"bench", "jenga", "--towers", "-"}, "RGB/GRG\nRGB/GXG\n");
        QCOMPARE(bad.exitCode, 2);
        QVERIFY(bad.out.isEmpty());
        QVERIFY2(bad.err.contains("line 2: "), qPrintable(bad.err));
        QCOMPARE(runCli({"bench", "jenga", "--towers", "-"}, "# nothing\n").exitCode, 2);
    }

    // The layered exact solver against the contests' published method (tests/bench: the whole
    // tower hashed into a map, plain recursion), both as whole processes on the same judge files:
    // the bench towers of 5 and 6 levels and a seeded random 6-level tower (the plain solver takes
    // seconds on each).
    void agreesWithThePlainMemoisedSolver_data() {
        QTest::addColumn<int>("levels");
        QTest::addColumn<unsigned>("seed");
        QTest::newRow("bench 5") << 5 << 20261122u + 5u;
        QTest::newRow("bench 6") << 6 << 20261122u + 6u;
        QTest::newRow("random 6 seed 1") << 6 << 1u;
    }
    void agreesWithThePlainMemoisedSolver() {
        QFETCH(int, levels);
        QFETCH(unsigned, seed);
        const QByteArray judge =
            QByteArray::fromStdString(pw::jenga::formatJudge(pw::jenga::randomTower(levels, seed)));
        const CliRun run = runCli({"solve", "jenga"}, judge);
        QCOMPARE(run.exitCode, 0);
        QProcess plain;
        plain.start(QStringLiteral(PW_PLAIN_JENGA_PATH), {});
        QVERIFY(plain.waitForStarted());
        plain.write(judge);
        plain.closeWriteChannel();
        // (6 s in a release build; the plain solver is many times slower under a sanitizer.)
        QVERIFY(plain.waitForFinished(kSanitizedBuild ? 2 * kHangGuardMs : kHangGuardMs));
        QCOMPARE(plain.exitCode(), 0);
        bool ok = false;
        const double reference = plain.readAllStandardOutput().trimmed().toDouble(&ok);
        QVERIFY(ok);
        const double value = run.out.trimmed().toDouble(&ok);
        QVERIFY2(ok, run.out.constData());
        QVERIFY2(std::abs(value - reference) <= 1e-9 * reference,
                 qPrintable(
                     QStringLiteral("%1 vs %2").arg(value, 0, 'g', 17).arg(reference, 0, 'g', 17)));
    }
};

QTEST_GUILESS_MAIN(TestCliJenga)
#include "test_cli_jenga.moc"
