// CLI tests for `solve patience` and `bench patience`: golden judge files, bad inputs, --json.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"
#include "engine/patience/solver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <csignal>

class TestCliPatience : public QObject {
    Q_OBJECT

private slots:
    // study patience: seeded random deals, each solved exactly. Every row's probabilities are a
    // fresh solve's (17 digits read back exactly), the histogram counts every deal, and the
    // winnable share is the share of deals with best-play P(win) > 0.
    void studyOfSeededDeals() {
        const CliRun csv = runCli({"study", "patience", "--deals", "6", "--seed", "10"});
        QCOMPARE(csv.exitCode, 0);
        const QList<QByteArray> lines = csv.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines[0], QByteArray("index,seed,deal,random,best,worst,states"));
        int winnable = 0;
        for (int i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines[i].split(',');
            QCOMPARE(f.size(), 7);
            QCOMPARE(f[1].toULongLong(), 10ull + static_cast<unsigned>(i - 1));
            const pw::patience::Position deal = pw::patience::parseTextId(f[2].toStdString());
            QCOMPARE(deal.deal(), pw::patience::randomDeal(10 + static_cast<unsigned>(i - 1)));
            pw::SolveControl control;
            const auto fresh = pw::patience::solve(deal, control);
            QCOMPARE(f[3].toDouble(), fresh.values.random);
            QCOMPARE(f[4].toDouble(), fresh.values.best);
            QCOMPARE(f[5].toDouble(), fresh.values.worst);
            winnable += fresh.values.best > 0 ? 1 : 0;
        }
        const CliRun json =
            runCli({"study", "patience", "--deals", "6", "--seed", "10", "--json", "--bins", "4"});
        QCOMPARE(json.exitCode, 0);
        const QJsonObject study = QJsonDocument::fromJson(json.out).object()["study"].toObject();
        QCOMPARE(study["deals"].toInt(), 6);
        QCOMPARE(study["requested"].toInt(), 6);
        QCOMPARE(study["complete"].toBool(), true);
        QVERIFY(study["stopped"].isNull());
        QCOMPARE(study["winnable"].toInt(), winnable);
        QCOMPARE(study["winnableShare"].toDouble(), winnable / 6.0);
        int counted = 0;
        for (const auto& bin : study["histogram"].toArray())
            counted += bin.toInt();
        QCOMPARE(study["histogram"].toArray().size(), 4);
        QCOMPARE(counted, 6);
        const CliRun histogram = runCli(
            {"study", "patience", "--deals", "6", "--seed", "10", "--histogram", "--bins", "4"});
        QCOMPARE(histogram.out.split('\n').first(), QByteArray("bin_low,bin_high,deals"));
        // Bad options are usage errors; a tiny budget cannot solve a deal (exit 3).
        QCOMPARE(runCli({"study", "patience", "--deals", "0"}).exitCode, 1);
        QCOMPARE(runCli({"study", "patience", "--bins", "0"}).exitCode, 1);
        QCOMPARE(runCli({"study", "jenga"}).exitCode, 1);
        const CliRun overBudget =
            runCli({"study", "patience", "--deals", "2", "--memory-budget", "1024"});
        QCOMPARE(overBudget.exitCode, 3);
        QCOMPARE(overBudget.out, QByteArray("index,seed,deal,random,best,worst,states\n"));
        QCOMPARE(overBudget.err,
                 QByteArray("patience: the deal of seed 1 cannot be solved (over-budget) after 0 "
                            "of 2 deals; the output holds them; the memory budget was 1024 "
                            "bytes (--memory-budget)\n"));
    }

    // Issue 23: study patience printed nothing until the end and SIGTERM left 0 bytes. Rows now
    // reach a pipe while the study runs (read here before it ends), each a fresh solve's, and
    // SIGTERM ends it with every row written whole, exit 143 and one line on stderr.
    void studyStreamsAndStopsOnSigterm() {
        QProcess process;
        process.start(PW_CLI_PATH, {"study", "patience", "--deals", "10000000"});
        QVERIFY(process.waitForStarted());
        QByteArray out;
        while (out.count('\n') < 6 && process.waitForReadyRead(kHangGuardMs))
            out += process.readAllStandardOutput();
        QCOMPARE(process.state(), QProcess::Running); // 10 million deals take hours
        const QList<QByteArray> first = out.split('\n');
        QCOMPARE(first[0], QByteArray("index,seed,deal,random,best,worst,states"));
        for (int i = 1; i <= 5; ++i) {
            const QList<QByteArray> f = first[i].split(',');
            QCOMPARE(f[0].toInt(), i - 1);
            pw::SolveControl control;
            const auto fresh =
                pw::patience::solve(pw::patience::Position(pw::patience::randomDeal(i)), control);
            QCOMPARE(f[2].toStdString(), pw::patience::textId(pw::patience::randomDeal(i)));
            QCOMPARE(f[3].toDouble(), fresh.values.random);
            QCOMPARE(f[6].toULongLong(), fresh.stats.statesExplored);
        }
        process.terminate(); // SIGTERM
        QVERIFY(process.waitForFinished(kHangGuardMs));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 143);
        out += process.readAllStandardOutput();
        QVERIFY(out.endsWith('\n'));
        const QList<QByteArray> lines = out.trimmed().split('\n');
        const qsizetype rows = lines.size() - 1;
        QVERIFY(rows >= 5);
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines[i].split(',');
            QCOMPARE(f.size(), 7);
            QCOMPARE(f[0].toLongLong(), i - 1);
        }
        QCOMPARE(process.readAllStandardError(), QByteArray("patience: stopped by SIGTERM after ") +
                                                     QByteArray::number(rows) +
                                                     " of 10000000 deals; the output holds them\n");
    }

    // The --json form is streamed too (one row a line); SIGINT closes a valid document whose
    // totals are those of its rows, exit 130.
    void studyJsonStopsOnSigintAsAValidDocument() {
        QProcess process;
        process.start(PW_CLI_PATH, {"study", "patience", "--deals", "10000000", "--json"});
        QVERIFY(process.waitForStarted());
        QByteArray out;
        while (out.count('\n') < 4 && process.waitForReadyRead(kHangGuardMs))
            out += process.readAllStandardOutput();
        QCOMPARE(process.state(), QProcess::Running);
        QVERIFY(out.startsWith(
            R"({"puzzle":"patience","rules":{"choose":"pairs","contest":true,"pairs":"rank"},)"
            R"("study":{"seed":1,"layout":"36","requested":10000000,"rows":[)"
            "\n"));
        ::kill(static_cast<pid_t>(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(kHangGuardMs));
        QCOMPARE(process.exitCode(), 130);
        out += process.readAllStandardOutput();
        QJsonParseError error;
        const QJsonObject study = QJsonDocument::fromJson(out, &error).object()["study"].toObject();
        QCOMPARE(error.error, QJsonParseError::NoError);
        const QJsonArray rows = study["rows"].toArray();
        QVERIFY(rows.size() >= 3);
        QCOMPARE(study["deals"].toInt(), rows.size());
        QCOMPARE(study["complete"].toBool(), false);
        QCOMPARE(study["stopped"].toString(), QStringLiteral("SIGINT"));
        double sum = 0.0;
        int winnable = 0;
        for (const auto& row : rows) {
            sum += row.toObject()["random"].toDouble();
            winnable += row.toObject()["best"].toDouble() > 0 ? 1 : 0;
        }
        QCOMPARE(study["meanRandom"].toDouble(), sum / static_cast<double>(rows.size()));
        QCOMPARE(study["winnable"].toInt(), winnable);
        int counted = 0;
        for (const auto& bin : study["histogram"].toArray())
            counted += bin.toInt();
        QCOMPARE(counted, rows.size());
        QCOMPARE(process.readAllStandardError(), QByteArray("patience: stopped by SIGINT after ") +
                                                     QByteArray::number(rows.size()) +
                                                     " of 10000000 deals; the output holds them\n");
    }

    void goldenJudgeFiles_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("contest sample") << "sample"; // 0.589314 (docs/puzzles.md (Double Patience))
        QTest::newRow("two deals, blank lines") << "two_deals"; // sample + nine one-rank piles
    }
    void goldenJudgeFiles() {
        QFETCH(QString, name);
        const QString problem =
            goldenProblem("patience", "patience/" + name + ".in", "patience/" + name + ".out");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void badInputs_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("unknown rank") << "bad_rank";
        QTest::newRow("unknown suit") << "bad_suit";
        QTest::newRow("not a card") << "bad_token";
        QTest::newRow("repeated card") << "repeated_card";
        QTest::newRow("pile of three") << "short_pile";
        QTest::newRow("pile of five") << "long_pile";
        QTest::newRow("truncated deal") << "truncated";
    }
    void badInputs() {
        QFETCH(QString, name);
        const CliRun run = runCli({"solve", "patience"}, readTestData("patience/" + name + ".in"));
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(run.err.count('\n'), 1);
        QVERIFY(run.err.startsWith("patience: line "));
        QCOMPARE(run.err, readTestData("patience/" + name + ".err"));
    }

    void emptyInput() {
        const CliRun run = runCli({"solve", "patience"}, "\n\n");
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        QVERIFY(run.err.startsWith("patience: line 1: empty input"));
    }

    void jsonKeys() {
        const CliRun run = runCli({"solve", "patience", "--json", "--exact"},
                                  readTestData("patience/two_deals.in"));
        QCOMPARE(run.exitCode, 0);
        QJsonParseError error;
        const QJsonDocument document = QJsonDocument::fromJson(run.out, &error);
        QCOMPARE(error.error, QJsonParseError::NoError);
        QCOMPARE(document["puzzle"].toString(), QStringLiteral("patience"));
        const QJsonArray deals = document["deals"].toArray();
        QCOMPARE(deals.size(), 2);
        const QJsonObject sample = deals[0].toObject();
        for (const char* key : {"deal", "line", "textId", "status", "answer", "random", "best",
                                "worst", "states", "seconds", "moves", "exact"})
            QVERIFY2(sample.contains(QLatin1String(key)), key);
        QCOMPARE(sample["answer"].toString(), QStringLiteral("0.589314"));
        QCOMPARE(sample["status"].toString(), QStringLiteral("exact"));
        QVERIFY(std::abs(sample["random"].toDouble() - 0.589314) < 5e-7);
        QCOMPARE(sample["best"].toDouble(), 1.0);
        QCOMPARE(sample["line"].toInt(), 2);
        QVERIFY(sample["states"].toInteger() > 0);
        const QJsonObject exact = sample["exact"].toObject();
        // Regression value of this engine (its decimal is the contest's 0.589314).
        QCOMPARE(exact["numerator"].toString(), QStringLiteral("14259369055191929"));
        QCOMPARE(exact["denominator"].toString(), QStringLiteral("24196548096000000"));
        const QJsonObject firstMove = sample["moves"].toArray()[0].toObject();
        QCOMPARE(firstMove["piles"].toArray()[0].toInt(), 1); // piles are 1-based in JSON
        QVERIFY(firstMove["after"].toObject().contains(QStringLiteral("random")));

        const QJsonObject lost = deals[1].toObject();
        QCOMPARE(lost["answer"].toString(), QStringLiteral("0.000000"));
        QCOMPARE(lost["exact"].toObject()["numerator"].toString(), QStringLiteral("0"));
        QCOMPARE(lost["moves"].toArray().size(), 0);

        // Without --exact there is no fraction.
        const CliRun plain =
            runCli({"solve", "patience", "--json"}, readTestData("patience/sample.in"));
        QVERIFY(!QJsonDocument::fromJson(plain.out)["deals"].toArray()[0].toObject().contains(
            QStringLiteral("exact")));
    }

    void benchQuick() {
        const CliRun run = runCli({"bench", "patience", "--quick"});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains("standard deals (seeds 1..100)"));
        QVERIFY(run.out.contains("52 cards, 13 piles of 4"));
        QVERIFY(run.out.contains("exact fraction"));
        // The signature hashes every deal's exact result: any change of the solver shows here.
        QVERIFY2(run.out.contains("signature: c276fd9cffd63874\n"), run.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliPatience)
#include "test_cli_patience.moc"
