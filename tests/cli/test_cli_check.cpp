// `puzzle-workbench-cli check`: exit codes 0 and 5, the report and --json, the minimal case's
// file, --source with the flags shown, usage errors, Ctrl+C reporting what ran, and the man page
// and completion listing it.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"
#include "common/timing.h"

#include <nlohmann/json.hpp>

#include <QCryptographicHash>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <csignal>

namespace {

QString fixture(const char* name) {
    return QStringLiteral(PW_CHECK_FIXTURE_DIR "/") + QLatin1String(name);
}

// Runs the CLI in `dir`, where it writes the minimal case by default.
CliSetup in(const QTemporaryDir& dir) {
    CliSetup setup;
    setup.workingDirectory = dir.path();
    return setup;
}

QString readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestCliCheck : public QObject {
    Q_OBJECT
private slots:
    void correctSolutionPassesWithExitZero() {
        QTemporaryDir dir;
        const CliRun run =
            runCli({"check", "stones", "--tests", "5", "--", fixture("stones_ok")}, {}, in(dir));
        QCOMPARE(run.exitCode, 0);
        const QString out = QString::fromUtf8(run.out);
        QVERIFY2(out.contains(QStringLiteral("All 15 tests passed")), qPrintable(out));
        QVERIFY(out.startsWith(QStringLiteral("check stones: 15 of 15 tests run (--kind all, "
                                              "--tests 5, --seed 1)\n")));
        QVERIFY(out.contains(QStringLiteral("limits: 1 s of processor time a test (2 s in all), "
                                            "256.0 MiB, 16.0 MiB of output\nsandbox: bubblewrap")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("stones-failing.txt"))));
        // Not a terminal: progress as plain lines on standard error.
        QVERIFY(run.err.contains("stones: "));
    }

    void failingCaseExitsFiveAndIsWritten() {
        QTemporaryDir dir;
        const CliRun run = runCli(
            {"check", "stones", "--tests", "5", "--quiet", "--", fixture("stones_any_colour")}, {},
            in(dir));
        QCOMPARE(run.exitCode, 5);
        QVERIFY(run.err.isEmpty());
        const QString out = QString::fromUtf8(run.out);
        QVERIFY(out.contains(QStringLiteral("FAILED: Wrong Answer on test 2 (sample: sample 2).")));
        QVERIFY(out.contains(QStringLiteral("Expected (the exact answer):\n  2\n  2 1\n  4 2\n")));
        QVERIFY(out.contains(QStringLiteral("Received:\n  1\n  4 1\n")));
        QVERIFY(out.contains(QStringLiteral("Where: received 1 move, but no fewer than 2")));
        QVERIFY(out.contains(QStringLiteral("The case is in stones-failing.txt")));
        QCOMPARE(readFile(dir.filePath(QStringLiteral("stones-failing.txt"))),
                 QStringLiteral("4\n2 3 4\n*aac\na*aa\naa*a\ncaa*\n"));
        // The file is a judge input the solver reads.
        const CliRun solved =
            runCli({"solve", "stones", dir.filePath(QStringLiteral("stones-failing.txt"))});
        QCOMPARE(solved.out, QByteArray("2\n2 1\n4 2\n"));
    }

    void jsonReport() {
        QTemporaryDir dir;
        const QString caseFile = dir.filePath(QStringLiteral("case.in"));
        const CliRun run = runCli({"check", "jenga", "--kind", "edge", "--json", "--quiet",
                                   "--case-file", caseFile, "--", fixture("jenga_lowest")});
        QCOMPARE(run.exitCode, 5);
        const auto json = nlohmann::json::parse(run.out.constData());
        QCOMPARE(json.at("puzzle").get<std::string>(), std::string("jenga"));
        QCOMPARE(json.at("kind").get<std::string>(), std::string("edge"));
        QCOMPARE(json.at("limits").at("timeSeconds").get<double>(), 2.0);
        QCOMPARE(json.at("limits").at("memoryMiB").get<double>(), 256.0);
        QCOMPARE(json.at("passed").get<bool>(), false);
        QCOMPARE(json.at("summary").at("WA").at("edge").get<int>(), json.at("failures").get<int>());
        const auto& failure = json.at("failure");
        QCOMPARE(failure.at("verdict").get<std::string>(), std::string("WA"));
        QCOMPARE(failure.at("input").get<std::string>(), std::string("2\nRRR\nRRR\n"));
        QCOMPARE(failure.at("expected").get<std::string>(), std::string("12\n"));
        QCOMPARE(failure.at("file").get<std::string>(), caseFile.toStdString());
        QCOMPARE(readFile(caseFile), QStringLiteral("2\nRRR\nRRR\n"));
        QVERIFY(json.at("slowest").size() <= 5);
    }

    // The one atomic writer refuses a folder before anything runs: the exit code says I/O.
    void unwritableCaseFileIsAnIoError() {
        QTemporaryDir dir;
        const CliRun run = runCli({"check", "jenga", "--kind", "sample", "--quiet", "--case-file",
                                   dir.path(), "--", fixture("jenga_lowest")});
        QCOMPARE(run.exitCode, 4);
        QVERIFY(run.out.isEmpty());
        QCOMPARE(run.err, ("check jenga: --case-file: cannot write '" + dir.path() +
                           "': it is a folder; the file on disk was not changed\n")
                              .toUtf8());
        const CliRun none = runCli({"check", "jenga", "--kind", "sample", "--quiet",
                                    "--no-case-file", "--", fixture("jenga_lowest")},
                                   {}, in(dir));
        QCOMPARE(none.exitCode, 5);
        QVERIFY(QDir(dir.path()).entryList(QDir::Files).isEmpty());
    }

    // The case file is never one of the command's inputs: over the source or the program it is
    // refused before anything runs, the file unchanged to the byte.
    void caseFileOverAnInputIsRefused() {
        QTemporaryDir dir;
        const QString source = dir.filePath(QStringLiteral("sol.cpp"));
        const QString program = dir.filePath(QStringLiteral("prog"));
        QVERIFY(
            QFile::copy(QStringLiteral(PW_CHECK_FIXTURE_SOURCES "/jenga_solution.cpp"), source));
        QVERIFY(QFile::copy(fixture("jenga_lowest"), program));
        const auto digest = [](const QString& path) {
            QFile file(path);
            return file.open(QIODevice::ReadOnly)
                       ? QCryptographicHash::hash(file.readAll(), QCryptographicHash::Md5)
                       : QByteArray();
        };
        const QByteArray sourceBefore = digest(source);
        const QByteArray programBefore = digest(program);
        const CliRun overSource =
            runCli({"check", "jenga", "--quiet", "--source", "sol.cpp", "--case-file", "sol.cpp"},
                   {}, in(dir));
        QCOMPARE(overSource.exitCode, 4);
        QCOMPARE(overSource.err, QByteArray("check jenga: --case-file: cannot write 'sol.cpp': it "
                                            "is an input of this command (write to another "
                                            "file); the file on disk was not changed\n"));
        const CliRun overProgram = runCli(
            {"check", "jenga", "--quiet", "--case-file", "./prog", "--", "./prog"}, {}, in(dir));
        QCOMPARE(overProgram.exitCode, 4);
        QVERIFY(overProgram.out.isEmpty());
        QCOMPARE(digest(source), sourceBefore);
        QCOMPARE(digest(program), programBefore);
    }

    void sourceIsCompiledWithTheFlagsShown() {
        QTemporaryDir dir;
        const CliRun run =
            runCli({"check", "hackenbush", "--tests", "3", "--source",
                    QStringLiteral(PW_CHECK_FIXTURE_SOURCES "/hackenbush_solution.cpp"),
                    "--compile-flags", "-std=gnu++20 -O2 -DDOUBLE_VALUES", "--kind", "edge"},
                   {}, in(dir));
        QCOMPARE(run.exitCode, 5); // the double-precision variant, chosen by the flags
        QVERIFY(run.err.startsWith("check hackenbush: compiling in the sandbox: g++ "
                                   "-std=gnu++20 -O2 -DDOUBLE_VALUES "));
        QVERIFY(run.out.contains("FAILED: Wrong Answer"));

        QFile broken(dir.filePath(QStringLiteral("broken.cpp")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("int main( {\n");
        broken.close();
        const CliRun failed = runCli({"check", "jenga", "--source", broken.fileName()});
        QCOMPARE(failed.exitCode, 2);
        QVERIFY(failed.err.contains("error:"));
        QVERIFY(failed.err.contains("does not compile (g++ exit status 1)"));
        QVERIFY(failed.out.isEmpty());
    }

    void usageErrors_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("message");
        QTest::addRow("no program") << QStringList{"check", "stones"} << 1
                                    << "check stones: no program: give it after -- or --source "
                                       "FILE.cpp";
        QTest::addRow("both") << QStringList{"check", "stones", "--source", "x.cpp", "--", "true"}
                              << 1
                              << "check stones: give either --source or a program after --, not "
                                 "both";
        QTest::addRow("kind") << QStringList{"check", "stones", "--kind", "big", "--", "true"} << 1
                              << "puzzle-workbench-cli: --kind: big not in "
                                 "{all,sample,edge,random,max} (see --help)";
        QTest::addRow("time limit")
            << QStringList{"check", "stones", "--time-limit", "0", "--", "true"} << 1
            << "puzzle-workbench-cli: --time-limit: 0 is out of range: from 0.01 to 600 (see "
               "--help)";
        // Limits are finite positive decimals, seeds whole numbers in 0...2^64-1, in decimal.
        for (const char* limit : {"nan", "0x10", "1e3", "-1", "inf", "1."})
            QTest::addRow("time limit %s", limit)
                << QStringList{"check", "stones", "--time-limit", limit, "--", "true"} << 1
                << QStringLiteral("puzzle-workbench-cli: --time-limit: expected a decimal number "
                                  "from 0.01 to 600 (digits with an optional point and "
                                  "fraction, e.g. 1.5), found '%1' (see --help)")
                       .arg(QLatin1String(limit));
        QTest::addRow("seed -1")
            << QStringList{"check", "stones", "--seed", "-1", "--", "true"} << 1
            << "puzzle-workbench-cli: --seed: expected a whole number from 0 to "
               "18446744073709551615 (digits only), found '-1' (see --help)";
        QTest::addRow("seed 2^64")
            << QStringList{"check", "stones", "--seed", "18446744073709551616", "--", "true"} << 1
            << "puzzle-workbench-cli: --seed: 18446744073709551616 is out of range: from 0 to "
               "18446744073709551615 (see --help)";
        QTest::addRow("output limit")
            << QStringList{"check", "stones", "--output-limit", "4097", "--", "true"} << 1
            << "puzzle-workbench-cli: --output-limit: 4097 is out of range: from 1 to 4096 (see "
               "--help)";
        QTest::addRow("shrink seconds")
            << QStringList{"check", "stones", "--shrink-seconds", "1e2", "--", "true"} << 1
            << "puzzle-workbench-cli: --shrink-seconds: expected a decimal number from 0.01 to "
               "86400 (digits with an optional point and fraction, e.g. 1.5), found '1e2' (see "
               "--help)";
        QTest::addRow("missing program")
            << QStringList{"check", "stones", "--", "./no-such-program"} << 4
            << "check stones: './no-such-program' is not an executable file";
        QTest::addRow("interpreter")
            << QStringList{"check", "stones", "--",
                           PW_CHECK_FIXTURE_SOURCES "/missing_interpreter.py"}
            << 4
            << "check stones: cannot run " PW_CHECK_FIXTURE_SOURCES "/missing_interpreter.py: its "
               "first line names the interpreter /usr/bin/no-such-python, which is not installed";
        QTest::addRow("missing source")
            << QStringList{"check", "stones", "--source", "/no/such.cpp"} << 4
            << "check stones: cannot read the source /no/such.cpp: No such file or directory";
        QTest::addRow("puzzle") << QStringList{"check", "chess", "--", "true"} << 1
                                << "puzzle-workbench-cli: unknown command 'chess' (expected "
                                   "jenga, patience, hackenbush, stones) (see --help)";
    }
    void usageErrors() {
        QFETCH(QStringList, args);
        QFETCH(int, code);
        QFETCH(QString, message);
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, code);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.endsWith((message + QLatin1Char('\n')).toUtf8()), run.err.constData());
    }

    // Ctrl+C stops the test running at once and still reports what ran (exit 130: nothing failed).
    void interruptReportsWhatRan() {
        QProcess process;
        process.start(QStringLiteral(PW_CLI_PATH),
                      {"check", "jenga", "--kind", "edge", "--time-limit", "5", "--",
                       fixture("misbehave"), "sleep"});
        QVERIFY(process.waitForStarted());
        QTest::qWait(1000); // the first test sleeps: it would be killed at 10 s
        QElapsedTimer timer;
        timer.start();
        ::kill(static_cast<pid_t>(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(kHangGuardMs));
        PW_VERIFY_FASTER(timer.elapsed(), 3000);
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 130);
        const QString out = QString::fromUtf8(process.readAllStandardOutput());
        QVERIFY2(out.contains(QStringLiteral("Stopped after 0 of 12 tests.")), qPrintable(out));
    }

    void helpManPageAndCompletion() {
        const CliRun help = runCli({"check", "patience", "--help"});
        QCOMPARE(help.exitCode, 0);
        for (const char* option : {"--tests", "--seed", "--kind", "--time-limit", "--memory-limit",
                                   "--output-limit", "--source", "--compile-flags", "--json"})
            QVERIFY2(help.out.contains(option), option);
        QVERIFY(help.out.contains("-std=gnu++20 -O2 -pipe -DONLINE_JUDGE"));
        QVERIFY(help.out.contains("5 check: a failing case was found"));
        const CliRun man = runCli({"man-page"});
        QVERIFY(man.out.contains(".SS \"check stones\""));
        QVERIFY(man.out.contains("[\\-\\- \\fIPROGRAM\\fR ...]"));
        QVERIFY(man.out.contains(".TP\n5\ncheck: a failing case was found"));
        const CliRun completion = runCli({"bash-completion"});
        QVERIFY(completion.out.contains("'check jenga') COMPREPLY=($(compgen -W '--help --tests"));
        QVERIFY(completion.out.contains("check) COMPREPLY=($(compgen -W 'jenga patience "
                                        "hackenbush stones --help'"));
    }
};

QTEST_APPLESS_MAIN(TestCliCheck)
#include "test_cli_check.moc"
