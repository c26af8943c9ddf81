// CLI tests for `solve hackenbush` / `bench hackenbush`: golden judge files, bad inputs, --json.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

class TestCliHackenbush : public QObject {
    Q_OBJECT

private slots:
    void goldenFiles_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("contest sample") << "sample";
        // 50 + 2^-49 against 50: a double sum would call them equal and answer Yes twice.
        QTest::newRow("beyond doubles") << "doubles";
    }
    void goldenFiles() {
        QFETCH(QString, name);
        const QString problem = goldenProblem("hackenbush", "hackenbush/" + name + ".in",
                                              "hackenbush/" + name + ".out");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void badInputs_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("count") << "bad_count" << 1 << "number of tests";
        QTest::newRow("short tower") << "bad_short_tower" << 4 << "holds 2 cubes";
        QTest::newRow("letter") << "bad_letter" << 9 << "expected W or B";
        QTest::newRow("test number") << "bad_test_number" << 11 << "'Test 2'";
        QTest::newRow("missing test") << "missing_test" << 10 << "truncated input";
        QTest::newRow("trailing junk") << "trailing_junk" << 11 << "after the last test";
    }
    void badInputs() {
        QFETCH(QString, name);
        QFETCH(int, line);
        QFETCH(QString, message);
        const CliRun run =
            runCli({"solve", "hackenbush"}, readTestData("hackenbush/" + name + ".in"));
        const QString problem = rejectionProblem(run, "hackenbush", line);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    }

    void json() {
        const CliRun run =
            runCli({"solve", "hackenbush", "--json"}, readTestData("hackenbush/sample.in"));
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonObject root = document.object();
        QCOMPARE(root.value("puzzle").toString(), QStringLiteral("hackenbush"));
        const QJsonArray tests = root.value("tests").toArray();
        QCOMPARE(tests.size(), 2);
        const QJsonObject first = tests[0].toObject();
        QCOMPARE(first.value("test").toInt(), 1);
        QCOMPARE(first.value("answer").toString(), QStringLiteral("Yes"));
        const QJsonObject c1 = first.value("first").toObject();
        const QJsonObject c2 = first.value("second").toObject();
        QCOMPARE(c1.value("value").toString(),
                 QStringLiteral("0")); // docs/puzzles.md: 1/4 + 3/4 - 1
        QCOMPARE(c1.value("outcome").toString(), QStringLiteral("second player wins"));
        QCOMPARE(c1.value("textId").toString(), QStringLiteral("WBB|WBW|B"));
        const QJsonArray towerValues = c1.value("towerValues").toArray();
        QCOMPARE(towerValues.size(), 3);
        QCOMPARE(towerValues[0].toString(), QStringLiteral("1/4"));
        QCOMPARE(towerValues[1].toString(), QStringLiteral("3/4"));
        QCOMPARE(towerValues[2].toString(), QStringLiteral("-1"));
        QCOMPARE(c2.value("value").toString(), QStringLiteral("-1/4"));
        QCOMPARE(c2.value("mixed").toString(), QStringLiteral("-1/4"));
        QCOMPARE(tests[1].toObject().value("answer").toString(), QStringLiteral("No"));
        QCOMPARE(tests[1].toObject().value("first").toObject().value("value").toString(),
                 QStringLiteral("-1"));
    }

    void benchQuick() {
        const CliRun run = runCli({"bench", "hackenbush", "--quick"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("contest tests: 1000"));
        QVERIFY(run.out.contains("tower of 100000 cubes"));
        // The signatures hash the exact answers: any change of the values shows here.
        for (const char* signature :
             {"signature db6e29086994996e\n", "signature d6161aeef8cb120f\n",
              "signature 4c072474b2576067\n"})
            QVERIFY2(run.out.contains(signature), run.out.constData());
        // The emitted workload is valid judge input.
        const CliRun emitted = runCli({"bench", "hackenbush", "--emit-judge"});
        QCOMPARE(emitted.exitCode, 0);
        const CliRun solved = runCli({"solve", "hackenbush"}, emitted.out);
        QCOMPARE(solved.exitCode, 0);
        QCOMPARE(solved.out.count('\n'), 1000);
    }
};

QTEST_GUILESS_MAIN(TestCliHackenbush)
#include "test_cli_hackenbush.moc"
