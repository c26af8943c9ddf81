// The rules options of the CLI (--die, --target, --choose, --pairs, a G cube in a Hackenbush judge
// file): answers against references, the `rules` object of every --json output, the policy file
// under another die, and the options' checks.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"

#include "engine/jenga/judge.h"
#include "engine/jenga/position.h"

#include <nlohmann/json.hpp>

#include <QProcess>
#include <QtTest>

#include <cmath>

namespace {

nlohmann::json jsonOf(const CliRun& run) {
    return nlohmann::json::parse(run.out.toStdString());
}

// The plain memoised solver of tests/bench with a die.
double plainValue(const QByteArray& judge, const QString& die) {
    QProcess plain;
    plain.start(QStringLiteral(PW_PLAIN_JENGA_PATH), {"--die", die});
    if (!plain.waitForStarted())
        return -1.0;
    plain.write(judge);
    plain.closeWriteChannel();
    if (!plain.waitForFinished(2 * kHangGuardMs) || plain.exitCode() != 0)
        return -1.0;
    bool ok = false;
    const double value = plain.readAllStandardOutput().trimmed().toDouble(&ok);
    return ok ? value : -1.0;
}

bool close(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

} // namespace

class TestCliRules : public QObject {
    Q_OBJECT

private slots:
    // The sample tower under other dice against the plain memoised solver with the same die.
    void jengaDieAgainstThePlainSolver_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("die");
        QTest::newRow("sample 0,1,1,0") << "jenga/sample.in"
                                        << "0,1,1,0";
        QTest::newRow("sample 1,1,1,3") << "jenga/sample.in"
                                        << "1,1,1,3";
        QTest::newRow("two levels 2,0,1,1") << "jenga/two_levels.in"
                                            << "2,0,1,1";
        QTest::newRow("two levels 12,1,0,5") << "jenga/two_levels.in"
                                             << "12,1,0,5";
        QTest::newRow("six greens 0,1,0,0") << "jenga/six_green.in"
                                            << "0,1,0,0";
    }
    void jengaDieAgainstThePlainSolver() {
        QFETCH(QString, file);
        QFETCH(QString, die);
        const QByteArray judge = readTestData(file);
        const CliRun run = runCli({"solve", "jenga", "--die", die}, judge);
        QCOMPARE(run.exitCode, 0);
        const double value = run.out.trimmed().toDouble();
        const double reference = plainValue(judge, die);
        QVERIFY2(close(value, reference),
                 qPrintable(QString("%1 vs %2").arg(value, 0, 'g', 17).arg(reference, 0, 'g', 17)));
        // The contest's die given explicitly is the contest's answer, byte for byte.
        QCOMPARE(runCli({"solve", "jenga", "--die", "1,2,2,1"}, judge).out,
                 runCli({"solve", "jenga"}, judge).out);
    }

    void jengaJsonNamesTheDie() {
        const QByteArray judge = readTestData("jenga/two_levels.in");
        const nlohmann::json contest = jsonOf(runCli({"solve", "jenga", "--json"}, judge));
        QCOMPARE(contest.at("rules"),
                 (nlohmann::json{{"die", {{"red", 1}, {"green", 2}, {"blue", 2}, {"black", 1}}},
                                 {"contest", true}}));
        const nlohmann::json other =
            jsonOf(runCli({"solve", "jenga", "--json", "--die", "0,1,1,0"}, judge));
        QCOMPARE(other.at("rules").at("die").at("red"), 0);
        QCOMPARE(other.at("rules").at("contest"), false);
        // The distribution's mean is the value under that die.
        QVERIFY(close(other.at("distribution").at("mean").get<double>(),
                      other.at("expectedDuration").get<double>()));
        const nlohmann::json estimate =
            jsonOf(runCli({"solve", "jenga", "--json", "--estimate", "--die", "0,1,1,0"}, judge));
        QCOMPARE(estimate.at("rules"), other.at("rules"));
        const double lower = estimate.at("estimate").at("lowerBound").at("value").get<double>();
        QVERIFY(lower <= other.at("expectedDuration").get<double>() + 1e-9);
    }

    // The policy file under another die: the die named in its second line, and every state's
    // value that of the plain solver on the state's tower with that die.
    void jengaPolicyFileUnderAnotherDie() {
        const QByteArray judge = "3\nRGB\nGBR\nBRG\n";
        const CliRun run = runCli({"solve", "jenga", "--die", "1,1,1,3", "--policy", "-"}, judge);
        QCOMPARE(run.exitCode, 0);
        const QList<QByteArray> lines = run.out.split('\n');
        QVERIFY(lines[2].endsWith("; the die R,G,B,K is 1,1,1,3"));
        int checked = 0;
        for (qsizetype i = 3; i < lines.size() && checked < 40; ++i) {
            const QList<QByteArray> fields = lines[i].split('\t');
            if (fields.size() != 5)
                continue;
            const pw::jenga::Tower tower = pw::jenga::parseTextId(fields[0].toStdString());
            if (tower.validate())
                continue; // (every written state is a playable tower)
            const double reference =
                plainValue(QByteArray::fromStdString(pw::jenga::formatJudge(tower)), "1,1,1,3");
            QVERIFY2(close(fields[1].toDouble(), reference), lines[i].constData());
            ++checked;
        }
        QVERIFY(checked >= 10);
        // The contest's die writes the contest's header.
        const CliRun contest = runCli({"solve", "jenga", "--policy", "-"}, judge);
        QVERIFY(!contest.out.split('\n')[2].contains("die"));
    }

    void optionChecks_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("three faces") << QStringList{"solve", "jenga", "--die", "1,2,2"}
                                     << "--die: expected the die as R,G,B,K";
        QTest::newRow("no colour face") << QStringList{"solve", "jenga", "--die", "0,0,0,6"}
                                        << "at least one red, green or blue face";
        QTest::newRow("too many faces")
            << QStringList{"solve", "jenga", "--die", "13,1,1,1"} << "from 0 to 12";
        QTest::newRow("two vertices") << QStringList{"solve", "stones", "--target", "1,2"}
                                      << "--target: expected the target as three distinct";
        QTest::newRow("a vertex twice")
            << QStringList{"solve", "stones", "--target", "1,2,1"} << "the three must differ";
        QTest::newRow("choose") << QStringList{"solve", "patience", "--choose", "rank"}
                                << "--choose: rank not in {pairs,ranks}";
        QTest::newRow("pairs") << QStringList{"study", "patience", "--pairs", "colour"}
                               << "--pairs: colour not in {rank,rank-colour}";
        QTest::newRow("die on stones")
            << QStringList{"solve", "stones", "--die", "1,2,2,1"} << "--die";
        QTest::newRow("relaxation")
            << QStringList{"bench", "jenga", "--relaxation", "--die", "1,1,1,3"}
            << "--relaxation measures the contest's die only";
    }
    void optionChecks() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun run = runCli(args, readTestData("stones/sample1.txt"));
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(QString::fromUtf8(run.err).contains(message), run.err.constData());
    }

    void stonesTarget() {
        const QByteArray board = readTestData("stones/sample1.txt");
        QCOMPARE(runCli({"solve", "stones", "--target", "1,2,4"}, board).out, "1\n3 1\n");
        QCOMPARE(runCli({"solve", "stones", "--target", "4,3,2"}, board).out, "0\n");
        QCOMPARE(runCli({"solve", "stones", "--target", "3,2,1"}, board).out, "1\n4 1\n");
        const CliRun beyond = runCli({"solve", "stones", "--target", "1,2,5"}, board);
        QCOMPARE(beyond.exitCode, 1);
        QCOMPARE(beyond.err,
                 "stones: --target: the target 1,2,5 is not on a board of 4 vertices\n");
        const nlohmann::json json =
            jsonOf(runCli({"solve", "stones", "--json", "--target", "4,1,2"}, board));
        QCOMPARE(json.at("rules"), (nlohmann::json{{"target", {1, 2, 4}}, {"contest", false}}));
        QCOMPARE(json.at("path"), (nlohmann::json{{3, 1}}));
        const nlohmann::json contest = jsonOf(runCli({"solve", "stones", "--json"}, board));
        QCOMPARE(contest.at("rules"), (nlohmann::json{{"target", {1, 2, 3}}, {"contest", true}}));
        // An impossible target's explanation counts its own component.
        const nlohmann::json impossible =
            jsonOf(runCli({"solve", "stones", "--json", "--target", "1,2,3"},
                          readTestData("stones/sample2.txt")));
        QVERIFY(impossible.at("moves").is_null());
        QCOMPARE(impossible.at("impossible").at("status"), "exact");
    }

    // The sample under the four rule sets (the figures of the note), and the rules in --json.
    void patienceRules_data() {
        QTest::addColumn<QString>("choose");
        QTest::addColumn<QString>("pairs");
        QTest::addColumn<QByteArray>("answer");
        QTest::newRow("pairs, rank") << "pairs"
                                     << "rank" << QByteArray("0.589314\n");
        QTest::newRow("ranks, rank") << "ranks"
                                     << "rank" << QByteArray("0.573901\n");
        QTest::newRow("pairs, rank-colour") << "pairs"
                                            << "rank-colour" << QByteArray("0.000000\n");
        QTest::newRow("ranks, rank-colour") << "ranks"
                                            << "rank-colour" << QByteArray("0.000000\n");
    }
    void patienceRules() {
        QFETCH(QString, choose);
        QFETCH(QString, pairs);
        QFETCH(QByteArray, answer);
        const QByteArray deal = readTestData("patience/sample.in");
        QCOMPARE(runCli({"solve", "patience", "--choose", choose, "--pairs", pairs}, deal).out,
                 answer);
        const nlohmann::json json = jsonOf(
            runCli({"solve", "patience", "--json", "--exact", "--choose", choose, "--pairs", pairs},
                   deal));
        QCOMPARE(json.at("rules"),
                 (nlohmann::json{{"choose", choose.toStdString()},
                                 {"pairs", pairs.toStdString()},
                                 {"contest", choose == "pairs" && pairs == "rank"}}));
        QCOMPARE(QByteArray::fromStdString(json.at("deals").at(0).at("answer").get<std::string>()) +
                     "\n",
                 answer);
        const nlohmann::json study = jsonOf(runCli(
            {"study", "patience", "--deals", "3", "--json", "--choose", choose, "--pairs", pairs}));
        QCOMPARE(study.at("rules"), json.at("rules"));
        QCOMPARE(study.at("study").at("deals"), 3);
    }

    void hackenbushGreenCubes() {
        const QByteArray green = "2\nTest 1\n2 0 0\nG W\n0 0 0\nTest 2\n1 1 0\nW\nG\n1 0 0\nG\n";
        QCOMPARE(runCli({"solve", "hackenbush"}, green).out, "Test 1: No\nTest 2: Yes\n");
        const nlohmann::json json = jsonOf(runCli({"solve", "hackenbush", "--json"}, green));
        QCOMPARE(json.at("rules"), (nlohmann::json{{"cubes", "WBG"}, {"contest", false}}));
        const nlohmann::json& first = json.at("tests").at(0);
        QCOMPARE(first.at("comparison"), "confused");
        QCOMPARE(first.at("first").at("value"), "^*");
        QCOMPARE(first.at("first").at("outcome"), "first player wins");
        QCOMPARE(first.at("first").at("winningMoves").at("white"),
                 (nlohmann::json{{{"tower", 1}, {"cube", 1}, {"valueAfter", "0"}}}));
        QCOMPARE(json.at("tests").at(1).at("comparison"), "greater");
        // A contest file: the contest's rules, and no field but `rules` added.
        const nlohmann::json contest =
            jsonOf(runCli({"solve", "hackenbush", "--json"}, readTestData("hackenbush/sample.in")));
        QCOMPARE(contest.at("rules"), (nlohmann::json{{"cubes", "WB"}, {"contest", true}}));
        QVERIFY(!contest.at("tests").at(0).contains("comparison"));
        // A bad letter beside a G names the green extension; without one, the contest's message.
        const CliRun badGreen = runCli({"solve", "hackenbush"}, "1\nTest 1\n2 0 0\nG X\n0 0 0\n");
        QCOMPARE(badGreen.exitCode, 2);
        QVERIFY(badGreen.err.contains("expected W, B or G for cube 2"));
        const CliRun bad = runCli({"solve", "hackenbush"}, "1\nTest 1\n2 0 0\nW X\n0 0 0\n");
        QVERIFY(bad.err.contains("expected W or B for cube 2"));
    }

    void documentPagesNameTheirRules() {
        const QByteArray document =
            R"({"format":"puzzle-workbench","version":1,"current":"jenga","pages":{)"
            R"("jenga":{"position":"RGB/RGB","options":{}},"stones":{"position":"4:2,3,4:abaabb","options":{}}}})";
        const CliRun run = runCli({"solve", "document", "--json"}, document);
        QCOMPARE(run.exitCode, 0);
        const nlohmann::json json = jsonOf(run);
        QCOMPARE(json.at("pages").at("jenga").at("rules").at("contest"), true);
        QCOMPARE(json.at("pages").at("stones").at("rules").at("target"), (nlohmann::json{1, 2, 3}));
    }

    // A page saved by the app under other rules (its options' "rules") is answered under them
    // and says so; a Hackenbush test with green cubes is read only under WBG.
    void documentPagesAreAnsweredUnderTheirRules() {
        const QByteArray document =
            R"({"format":"puzzle-workbench","version":1,"pages":{)"
            R"("jenga":{"position":"RGB/GRG/BBB/GGR/BRG/BRB","options":{"rules":"0,1,1,0"}},)"
            R"("hackenbush":{"position":"WG,GW@1","options":{"rules":"WBG"}},)"
            R"("stones":{"position":"4:2,3,4:abaabb","options":{"rules":"1,2,4"}}}})";
        const CliRun run = runCli({"solve", "document", "--json"}, document);
        QCOMPARE(run.exitCode, 0);
        const nlohmann::json json = jsonOf(run);
        const auto& pages = json.at("pages");
        QCOMPARE(pages.at("jenga").at("answer"), "13.819580078125\n");
        QCOMPARE(pages.at("jenga").at("rules").at("contest"), false);
        QCOMPARE(pages.at("hackenbush").at("answer"), "Test 1: Yes\n"); // 1* >= ^*
        QCOMPARE(pages.at("hackenbush").at("rules").at("cubes"), "WBG");
        QCOMPARE(pages.at("stones").at("rules").at("target"), (nlohmann::json{1, 2, 4}));
        const CliRun plain = runCli({"solve", "document"}, document);
        QVERIFY(plain.out.contains("== jenga (rules 0,1,1,0)"));
        const QByteArray contest = R"({"format":"puzzle-workbench","version":1,"pages":{)"
                                   R"("hackenbush":{"position":"WG,GW@1"}}})";
        QCOMPARE(runCli({"solve", "document"}, contest).exitCode, 2);
    }
};

QTEST_GUILESS_MAIN(TestCliRules)
#include "test_cli_rules.moc"
