// The command line as a new user tries it: --version and --help everywhere, unknown options, `--`,
// and every kind of bad input (directories, endless streams, oversized files, a full disk, hostile
// documents, over-budget pages, towers too tall) ends with its documented exit code and exactly one
// escaped line on stderr, never a crash or unbounded memory.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"
#include "engine/common/parse_error.h"

#include "engine/hackenbush/position.h"

#include <nlohmann/json.hpp>

#include <QTemporaryDir>

namespace {

// Empty when `run` ended with `code`, nothing on stdout and exactly `message` as its one stderr
// line.
QString oneLineFailure(const CliRun& run, int code, const QString& message) {
    const QString err = QString::fromUtf8(run.err);
    if (run.exitCode != code)
        return QStringLiteral("exit code %1, expected %2 (stderr: %3)")
            .arg(run.exitCode)
            .arg(code)
            .arg(err);
    if (!run.out.isEmpty())
        return QStringLiteral("stdout is not empty: %1").arg(QString::fromUtf8(run.out.left(200)));
    if (err != message + QLatin1Char('\n'))
        return QStringLiteral("stderr is %1, expected %2").arg(err, message);
    return {};
}

const QStringList kPuzzles = {"jenga", "patience", "hackenbush", "stones", "document"};

QByteArray documentWith(const QByteArray& jengaId) {
    return R"({"format": "puzzle-workbench", "version": 1, "pages": {"jenga": {"position": ")" +
           jengaId + R"("}}})";
}

} // namespace

class TestCliRobustness : public QObject {
    Q_OBJECT
private slots:
    void versionIsOneLine() {
        const CliRun run = runCli({"--version"});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("puzzle-workbench-cli " PW_VERSION "\n"));
    }

    void everyCommandHasHelp_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addRow("top") << QStringList{"--help"};
        QTest::addRow("solve") << QStringList{"solve", "--help"};
        QTest::addRow("bench") << QStringList{"bench", "-h"};
        for (const QString& puzzle : kPuzzles)
            for (const char* verb : {"solve", "bench"})
                if (puzzle != "document" || QByteArray(verb) == "solve") // a document has no bench
                    QTest::addRow("%s %s", verb, qPrintable(puzzle))
                        << QStringList{verb, puzzle, "--help"};
    }
    void everyCommandHasHelp() {
        QFETCH(QStringList, args);
        // Standard input stays open: `solve stones --help` must not wait for it.
        const CliRun run = runCli(args, {}, CliSetup{{}, {}, true, {}});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains("Usage: puzzle-workbench-cli"), run.out.constData());
        QVERIFY(run.out.contains("Exit codes:") || args.size() == 3);
        QVERIFY(run.err.isEmpty());
    }

    void unknownOptionsAreRefused_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::addRow("none") << QStringList{} << "A subcommand is required";
        QTest::addRow("unknown verb")
            << QStringList{"play", "jenga"}
            << "unknown command 'play' (expected solve, bench, study, check)";
        QTest::addRow("unknown puzzle") << QStringList{"solve", "ch\tess"}
                                        << "unknown command 'ch\\tess' (expected jenga, patience, "
                                           "hackenbush, stones, document)";
        QTest::addRow("unknown option") << QStringList{"solve", "jenga", "--fast"}
                                        << "The following argument was not expected: --fast";
        // An option another puzzle owns is unknown here.
        QTest::addRow("other puzzle's option")
            << QStringList{"solve", "jenga", "--exact"}
            << "The following argument was not expected: --exact";
        QTest::addRow("bench option on solve")
            << QStringList{"solve", "stones", "--quick"}
            << "The following argument was not expected: --quick";
        QTest::addRow("count zero") << QStringList{"bench", "jenga", "--random=6", "--count=0"}
                                    << "--count: Value 0 not in range 1 to 1000000";
        QTest::addRow("count not a number") << QStringList{"bench", "jenga", "--count=many"}
                                            << "--count: Value many not in range 1 to 1000000";
        QTest::addRow("two files") << QStringList{"solve", "jenga", "a", "b"}
                                   << "The following argument was not expected: b";
        QTest::addRow("control bytes") << QStringList{"solve", "jenga", "--a\nb\x01"}
                                       << "The following argument was not expected: --a\\nb\\x01";
    }
    void unknownOptionsAreRefused() {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const CliRun run = runCli(args);
        const QString problem = oneLineFailure(
            run, 1, QStringLiteral("puzzle-workbench-cli: %1 (see --help)").arg(message));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void doubleDashEndsOptions() {
        QTemporaryDir dir;
        QFile file(dir.filePath("--json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(readTestData("jenga/sample.in"));
        file.close();
        const CliRun run =
            runCli({"solve", "jenga", "--", "--json"}, {}, CliSetup{dir.path(), {}, false, {}});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, readTestData("jenga/sample.out")); // the judge answer, not JSON
    }

    void unreadableFilesExit4() {
        QTemporaryDir dir;
        QString problem = oneLineFailure(
            runCli({"solve", "jenga", dir.path()}), 4,
            QStringLiteral("jenga: cannot read '%1': it is a directory").arg(dir.path()));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = oneLineFailure(runCli({"solve", "stones", "no\nsuch\x7f"}), 4,
                                 "stones: cannot open 'no\\nsuch\\x7f': No such file or directory");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void inputLimitIsEnforced() {
        // A regular file over the limit is refused from its size, before reading.
        QString problem = oneLineFailure(
            runCli({"solve", "jenga", "--max-input", "10",
                    QStringLiteral(PW_CLI_DATA_DIR "/jenga/sample.in")}),
            2,
            "jenga: '" PW_CLI_DATA_DIR
            "/jenga/sample.in' is larger than the input limit of 10 bytes (see --max-input)");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        // A file exactly at the limit is read.
        const QByteArray sample = readTestData("jenga/sample.in");
        const CliRun atLimit =
            runCli({"solve", "jenga", "--max-input", QString::number(sample.size())}, sample);
        QCOMPARE(atLimit.exitCode, 0);
        // A device that never ends, under the default limit too.
        for (const QStringList& limit : {QStringList{"--max-input", "100000"}, QStringList{}}) {
            problem = oneLineFailure(
                runCli(QStringList{"solve", "patience", "/dev/zero"} + limit), 2,
                QStringLiteral("patience: '/dev/zero' is larger than the input limit of %1 bytes "
                               "(see --max-input)")
                    .arg(limit.isEmpty() ? QStringLiteral("536870912") : limit[1]));
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    void endlessStandardInputIsRefused() {
        QProcess shell;
        shell.start(
            "/bin/sh",
            {"-c",
             QStringLiteral("yes | '%1' solve patience --max-input 1000000").arg(PW_CLI_PATH)});
        QVERIFY(shell.waitForFinished(kHangGuardMs));
        const CliRun run{shell.exitCode(), shell.readAllStandardOutput(),
                         shell.readAllStandardError()};
        const QString problem = oneLineFailure(run, 2,
                                               "patience: standard input is larger than the input "
                                               "limit of 1000000 bytes (see --max-input)");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void writeErrorsExit4_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("input");
        QTest::addRow("buffered answer") << QStringList{"solve", "jenga"} << "jenga/sample.in";
        QTest::addRow("streamed answer")
            << QStringList{"solve", "hackenbush"} << "hackenbush/sample.in";
        QTest::addRow("streamed json")
            << QStringList{"solve", "hackenbush", "--json"} << "hackenbush/sample.in";
        QTest::addRow("json") << QStringList{"solve", "stones", "--json"} << "stones/sample1.txt";
        QTest::addRow("bench") << QStringList{"bench", "stones", "--case", "1"} << "";
        QTest::addRow("help") << QStringList{"--help"} << "";
        QTest::addRow("version") << QStringList{"--version"} << "";
    }
    void writeErrorsExit4() {
        QFETCH(QStringList, args);
        QFETCH(QString, input);
        const CliRun run = runCli(args, input.isEmpty() ? QByteArray() : readTestData(input),
                                  CliSetup{{}, "/dev/full", false, {}});
        const QString who = args.size() > 1 ? args[1] : QStringLiteral("puzzle-workbench-cli");
        const QString problem =
            oneLineFailure(run, 4, who + ": cannot write the output: No space left on device");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void hostileDocumentsAreRefused_data() {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QString>("message");
        const QByteArray good = documentWith("RGB/RGB");
        QTest::addRow("NUL and garbage after")
            << good + QByteArray("\0garbage", 8)
            << "line 1: unexpected data after the JSON value (a NUL byte)";
        QTest::addRow("text after") << good + "\n{}"
                                    << "line 2: not a valid JSON document";
        QTest::addRow("nested 100000 deep") << QByteArray(100000, '[') + QByteArray(100000, ']')
                                            << "line 1: JSON nested deeper than 64 levels";
        QTest::addRow("nested 65 deep in a string-free object")
            << "{\"a\":" + QByteArray(64, '[') + QByteArray(64, ']') + "}"
            << "line 1: JSON nested deeper than 64 levels";
    }
    void hostileDocumentsAreRefused() {
        QFETCH(QByteArray, input);
        QFETCH(QString, message);
        const QString problem =
            oneLineFailure(runCli({"solve", "document"}, input), 2, "document: " + message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void bracketsInStringsAreNotNesting() {
        const QByteArray deepText = "[\"" + QByteArray(100, '[') + "\\\"\"]";
        const CliRun run = runCli({"solve", "document"}, deepText);
        const QString problem = oneLineFailure(
            run, 2,
            "document: line 1: expected a JSON object with \"format\": \"puzzle-workbench\"");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void overBudgetPagesExit3() {
        const QByteArray document = documentWith("RGB/RGB/RGB/RGB/RGB/RGB/RGB");
        const CliRun fits = runCli({"solve", "document"}, document);
        QCOMPARE(fits.exitCode, 0);
        QCOMPARE(fits.out, QByteArray("== jenga\n25.5197608568887\n"));
        for (const QStringList& extra : {QStringList{}, QStringList{"--json"}}) {
            const QString problem = oneLineFailure(
                runCli(QStringList{"solve", "document", "--memory-budget", "2000"} + extra,
                       document),
                3,
                "document: the jenga page: the tower of 7 levels is beyond exact reach "
                "(over-budget); the memory budget was 2000 bytes (--memory-budget)");
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
        const QString problem =
            oneLineFailure(runCli({"solve", "jenga", "--memory-budget", "2000"},
                                  "7\n" + QByteArray("RGB\n").repeated(7)),
                           3,
                           "jenga: the tower of 7 levels is beyond exact reach (over-budget); "
                           "--estimate brackets the optimum between a proven lower bound and a "
                           "policy's upper bound; the memory budget was 2000 bytes "
                           "(--memory-budget)");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    void tooTallTowerSaysWhyOnce() {
        // 50 levels: beyond exact reach (the plain answer says so and names --estimate); --json
        // and --estimate bracket the optimum, each number saying what it is.
        const QByteArray tower = "50\n" + QByteArray("RGB\n").repeated(50);
        const CliRun plain = runCli({"solve", "jenga"}, tower);
        QCOMPARE(plain.exitCode, 3);
        QVERIFY(plain.err.contains("--estimate"));
        QVERIFY(!plain.err.contains("jenga: jenga:"));
        const CliRun json = runCli({"solve", "jenga", "--json"}, tower);
        QCOMPARE(json.exitCode, 0);
        const auto doc = nlohmann::json::parse(json.out.constData());
        QVERIFY(doc.at("expectedDuration").is_null());
        const auto& estimate = doc.at("estimate");
        QCOMPARE(estimate.at("exact").get<bool>(), false);
        QCOMPARE(estimate.at("kind").get<std::string>(), "policy mean (simulated)");
        const auto& upper = estimate.at("upperBound");
        QCOMPARE(upper.at("kind").get<std::string>(),
                 "upper bound on the optimum (97.5% confidence)");
        QCOMPARE(upper.at("value").get<double>(), estimate.at("high95").get<double>());
        const auto& lower = estimate.at("lowerBound");
        QCOMPARE(lower.at("kind").get<std::string>(), "lower bound on the optimum (proven)");
        QVERIFY(lower.at("value").get<double>() < estimate.at("low95").get<double>());
        QCOMPARE(estimate.at("bracketWidth").get<double>(),
                 (upper.at("value").get<double>() - lower.at("value").get<double>()) /
                     upper.at("value").get<double>());
        QVERIFY(estimate.at("low95").get<double>() < estimate.at("mean").get<double>());
        // The text: one line a number, each saying what it is, the same numbers.
        const CliRun text = runCli({"solve", "jenga", "--estimate"}, tower);
        QCOMPARE(text.exitCode, 0);
        const QList<QByteArray> lines = text.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        QVERIFY(lines[0].startsWith("lower bound "));
        QVERIFY(lines[0].contains("the optimum is at least this (proven"));
        QVERIFY(lines[1].startsWith("upper bound "));
        QVERIFY(lines[1].contains("the optimum is at most this, with 97.5% confidence"));
        QVERIFY(lines[2].startsWith("policy mean "));
        QVERIFY(lines[3].startsWith("bracket width "));
        const auto number = [](const QByteArray& line, int word) {
            return line.split(' ')[word].chopped(1).toDouble(); // "38.204500:" -> 38.2045
        };
        QVERIFY(std::abs(number(lines[0], 2) - lower.at("value").get<double>()) < 1e-6);
        QVERIFY(std::abs(number(lines[1], 2) - upper.at("value").get<double>()) < 1e-6);
        QVERIFY(std::abs(number(lines[2], 2) - estimate.at("mean").get<double>()) < 1e-6);
        // 1001 levels is beyond the judge format: exit 2 with the parser's line.
        const CliRun tooTall =
            runCli({"solve", "jenga", "--estimate"}, "1001\n" + QByteArray("RGB\n").repeated(1001));
        QCOMPARE(tooTall.exitCode, 2);
    }

    void streamedJsonIsOneDocumentThatRoundTrips() {
        const CliRun run =
            runCli({"solve", "hackenbush", "--json"}, readTestData("hackenbush/sample.in"));
        QCOMPARE(run.exitCode, 0);
        const auto doc = nlohmann::json::parse(run.out.constData());
        QCOMPARE(doc.at("puzzle").get<std::string>(), std::string("hackenbush"));
        const auto& tests = doc.at("tests");
        QCOMPARE(tests.size(), std::size_t{2});
        // Hand values of the sample: C1 = 1/4 + 3/4 - 1 = 0, C2 = -1/4 - 1/4 + 1/4 = -1/4.
        QCOMPARE(tests[0].at("answer").get<std::string>(), std::string("Yes"));
        QCOMPARE(tests[0].at("first").at("towerValues"), (nlohmann::json{"1/4", "3/4", "-1"}));
        QCOMPARE(tests[0].at("second").at("value").get<std::string>(), std::string("-1/4"));
        QCOMPARE(tests[1].at("answer").get<std::string>(), std::string("No"));
        // C1 = 0: whoever moves loses, so neither side has a winning move. C2 = -1/4: Black wins
        // by taking any black cube whose removal leaves 0 (the bottoms of B W W, and the top of W B
        // B).
        QCOMPARE(tests[0].at("first").at("winningMoves"),
                 (nlohmann::json{{"white", nlohmann::json::array()},
                                 {"black", nlohmann::json::array()}}));
        const auto black = tests[0].at("second").at("winningMoves").at("black");
        QCOMPARE(black, (nlohmann::json{{{"tower", 1}, {"cube", 1}, {"valueAfter", "0"}},
                                        {{"tower", 2}, {"cube", 1}, {"valueAfter", "0"}},
                                        {{"tower", 3}, {"cube", 3}, {"valueAfter", "0"}}}));
        for (const auto& test : tests)
            for (const char* side : {"first", "second"}) {
                const std::string id = test.at(side).at("textId").get<std::string>();
                QCOMPARE(pw::hackenbush::textId(pw::hackenbush::parseTextId(id)), id);
            }
    }

    void stonesJsonHasEveryFirstMove() {
        // Sample 1 (stones on 2, 3, 4): 4 -> 1 ends at once (distance 0); 3 -> 1 is legal too
        // ('b' joins 2 and 4, 3-1 is 'b') but leaves {1, 2, 4}, two moves from the goal.
        const CliRun run =
            runCli({"solve", "stones", "--json"}, readTestData("stones/sample1.txt"));
        QCOMPARE(run.exitCode, 0);
        const auto doc = nlohmann::json::parse(run.out.constData());
        QCOMPARE(doc.at("moves").get<int>(), 1);
        QCOMPARE(doc.at("path"), (nlohmann::json{{4, 1}}));
        QCOMPARE(doc.at("distances"), (nlohmann::json{1, 0}));
        QCOMPARE(doc.at("firstMoves"), (nlohmann::json{{{"move", {3, 1}}, {"distanceAfter", 2}},
                                                       {{"move", {4, 1}}, {"distanceAfter", 0}}}));
    }

    void manPageAndCompletionComeFromTheDefinitions() {
        const CliRun man = runCli({"man-page"});
        QCOMPARE(man.exitCode, 0);
        QVERIFY(man.out.startsWith(".\\\" Generated by puzzle-workbench-cli"));
        QVERIFY(man.out.contains(".SH EXIT STATUS"));
        for (const QString& puzzle : kPuzzles)
            for (const char* verb : {"solve", "bench"})
                if (puzzle != "document" || QByteArray(verb) == "solve")
                    QVERIFY2(man.out.contains(
                                 QStringLiteral(".SS \"%1 %2\"").arg(verb, puzzle).toUtf8()),
                             qPrintable(puzzle));
        QVERIFY(man.out.contains("\\-\\-exact")); // patience's own option, dashes escaped for roff
        const CliRun completion = runCli({"bash-completion"});
        QCOMPARE(completion.exitCode, 0);
        QVERIFY(completion.out.contains(
            "'solve patience') COMPREPLY=($(compgen -W '--help --json --max-input "
            "--memory-budget --exact --choose --pairs'"));
        QVERIFY(completion.out.contains(
            "complete -o filenames -F _puzzle_workbench_cli puzzle-workbench-cli\n"));
        QProcess bash; // the script must at least be valid bash
        bash.start("bash", {"-n"});
        bash.write(completion.out);
        bash.closeWriteChannel();
        QVERIFY(bash.waitForFinished(kHangGuardMs));
        QCOMPARE(bash.exitCode(), 0);
    }

    void lineNumbersAre64Bit() {
        static_assert(sizeof(pw::LineNumber) == 8);
        const pw::ParseError error(pw::LineNumber{3'000'000'000}, "x");
        QCOMPARE(QByteArray(error.what()), QByteArray("line 3000000000: x"));
        QCOMPARE(error.line(), pw::LineNumber{3'000'000'000});
    }
};

QTEST_APPLESS_MAIN(TestCliRobustness)
#include "test_cli_robustness.moc"
