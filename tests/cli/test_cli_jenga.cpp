// CLI tests for jenga: golden judge files, bad inputs (exit 2, one stderr line), --json keys.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

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
        const CliRun run = runCli({"solve", "jenga", QStringLiteral(PW_CLI_DATA_DIR "/jenga/sample.in")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, readTestData("jenga/sample.out"));
    }

    void badInput_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("line");
        QTest::newRow("bad letter") << "bad_letter" << "line 3:";
        QTest::newRow("short line") << "short_line" << "line 3:";
        QTest::newRow("truncated") << "truncated" << "line 4:"; // where the missing level belongs
        QTest::newRow("trailing junk") << "trailing_junk" << "line 4:";
        QTest::newRow("bad count") << "bad_count" << "line 1:";
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

    // The signature is the number of reachable reduced states of the bench towers (6, 7 and 8
    // levels): it depends on the rules and the state reduction only, not on threads or tables.
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
        const CliRun oneThread = runCli({"bench", "jenga", "--random=4", "--count=5", "--threads=1"});
        QVERIFY(oneThread.out.contains("signature 26338"));
    }
};

QTEST_GUILESS_MAIN(TestCliJenga)
#include "test_cli_jenga.moc"
