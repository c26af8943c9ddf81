// The CLI's messages, exactly: input quoted whole (a NUL or a no-break space no longer cuts or
// garbles a line), option values refused for their format or their range with what is expected,
// and byte counts with K, M, G, T.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"

class TestCliMessages : public QObject {
    Q_OBJECT

private slots:
    void inputIsQuotedWhole_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("message");
        // Issue 23: the NUL cut the message ("patience: line 1: unknown suit '").
        QTest::newRow("NUL in a card")
            << QStringList{"solve", "patience"} << QByteArray("A\0 9S 6C KS\n", 12)
            << QByteArray("patience: line 1: unknown suit '\\x00' in card 'A\\x00' (expected one "
                          "of S C D H)");
        // Issue 23: a trailing no-break space printed a raw 0xC2 byte.
        QTest::newRow("no-break space after a card")
            << QStringList{"solve", "patience"} << QByteArray("AS 9S 6C KS\xc2\xa0\n")
            << QByteArray("patience: line 1: expected a card (rank then suit, like AS or TD), "
                          "found 'KS\\u00a0'");
        QTest::newRow("a letter outside ASCII")
            << QStringList{"solve", "patience"} << QByteArray("\xc3\xa9S 9S\n")
            << QByteArray("patience: line 1: expected a card (rank then suit, like AS or TD), "
                          "found '\xc3\xa9S'");
        QTest::newRow("invalid UTF-8")
            << QStringList{"solve", "patience"} << QByteArray("A\xff 9S\n")
            << QByteArray("patience: line 1: unknown suit '\\xff' in card 'A\\xff' (expected one "
                          "of S C D H)");
        // Issue 23: a NUL in a .pwb page name (a JSON \u0000) cut the message too.
        QTest::newRow("NUL in a page name")
            << QStringList{"solve", "document"}
            << QByteArray(
                   R"({"format":"puzzle-workbench","version":1,"pages":{"je\u0000nga\u00a0":{"position":"x"}}})")
            << QByteArray(R"(document: line 1: unknown puzzle "je\x00nga\u00a0" in "pages")");
        QTest::newRow("stones cell")
            << QStringList{"solve", "stones"}
            << QByteArray("4\n2 3 4\n*a\xc3\xa9"
                          "a\na*ab\nba*b\nabb*\n")
            << QByteArray("stones: line 3: row 1, column 3: expected a colour letter a..z, found "
                          "'\xc3\xa9'");
        QTest::newRow("file name")
            << QStringList{"solve", "stones", "no\u00a0such\u202e"} << QByteArray()
            << QByteArray("stones: cannot open 'no\\u00a0such\\u202e': "
                          "No such file or directory");
    }
    void inputIsQuotedWhole() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, message);
        const int code = args.size() > 2 ? 4 : 2;
        const QString problem = failureProblem(runCli(args, input), code, message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Issue 23: `--seed -1` was taken as 18446744073709551615 and the seeds wrapped to 0;
    // `--memory-budget 1e9` said "not in range" when the format was the problem.
    void optionValuesSayWhatIsExpected_data() {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("message");
        const QByteArray seedRange = "from 0 to 18446744073709551615";
        QTest::newRow("negative seed") << QStringList{"study", "patience", "--seed", "-1"}
                                       << "puzzle-workbench-cli: --seed: expected a whole number " +
                                              seedRange + " (digits only), found '-1' (see --help)";
        QTest::newRow("seed past 2^64 - 1")
            << QStringList{"study", "patience", "--seed", "18446744073709551616"}
            << "puzzle-workbench-cli: --seed: 18446744073709551616 is out of range: " + seedRange +
                   " (see --help)";
        QTest::newRow("seeds that would wrap")
            << QStringList{"study", "patience", "--seed", "18446744073709551615", "--deals", "2"}
            << QByteArray("patience: --seed 18446744073709551615 with --deals 2: the last deal's "
                          "seed would pass 18446744073709551615");
        QTest::newRow("negative deals")
            << QStringList{"study", "patience", "--deals", "-5"}
            << QByteArray("puzzle-workbench-cli: --deals: expected a whole number from 1 to "
                          "10000000 (digits only), found '-5' (see --help)");
        const QByteArray bytes = "1024 (1K) to 4398046511104 (4T)";
        QTest::newRow("budget in exponent form")
            << QStringList{"solve", "jenga", "--memory-budget", "1e9"}
            << "puzzle-workbench-cli: --memory-budget: expected a number of bytes from " + bytes +
                   ": digits, optionally followed by K, M, G or T (times 1024, 1024^2, 1024^3, "
                   "1024^4), e.g. 1073741824 or 1G; found '1e9' (see --help)";
        QTest::newRow("budget too small")
            << QStringList{"solve", "jenga", "--memory-budget", "1000"}
            << "puzzle-workbench-cli: --memory-budget: 1000 is out of range: from " + bytes +
                   " bytes (see --help)";
        QTest::newRow("budget too large")
            << QStringList{"solve", "jenga", "--memory-budget", "5T"}
            << "puzzle-workbench-cli: --memory-budget: 5T is out of range: from " + bytes +
                   " bytes (see --help)";
        QTest::newRow("negative input limit")
            << QStringList{"solve", "jenga", "--max-input", "-1"}
            << QByteArray("puzzle-workbench-cli: --max-input: expected a number of bytes from 1 "
                          "to 1099511627776 (1T): digits, optionally followed by K, M, G or T "
                          "(times 1024, 1024^2, 1024^3, 1024^4), e.g. 1073741824 or 1G; found "
                          "'-1' (see --help)");
    }
    void optionValuesSayWhatIsExpected() {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, message);
        CliSetup open; // refused before standard input is read
        open.keepStdinOpen = true;
        const QString problem = failureProblem(runCli(args, {}, open), 1, message);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // Byte counts take K, M, G and T (powers of 1024), in either case, with or without "iB".
    void byteCountsTakeUnits() {
        const QByteArray tower = readTestData("jenga/sample.in");
        for (const char* size : {"1G", "1g", "1GiB", "1073741824", "4T"}) {
            const CliRun run = runCli({"solve", "jenga", "--memory-budget", size}, tower);
            QCOMPARE(run.exitCode, 0);
            QCOMPARE(run.out, readTestData("jenga/sample.out"));
        }
        QString problem =
            failureProblem(runCli({"solve", "jenga", "--memory-budget", "2K"}, tower), 3,
                           "jenga: the tower of 6 levels is beyond exact reach "
                           "(over-budget); --estimate brackets the optimum between a "
                           "proven lower bound and a policy's upper bound; the memory "
                           "budget was 2048 bytes (--memory-budget)");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = failureProblem(
            runCli({"solve", "jenga", "--max-input", "1K"}, tower + QByteArray(1024, ' ')), 2,
            "jenga: standard input is larger than the input limit of 1024 bytes "
            "(see --max-input)");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(runCli({"study", "patience", "--seed", "18446744073709551615", "--deals", "1"})
                     .out.split('\n')[1]
                     .left(22),
                 QByteArray("0,18446744073709551615"));
    }
};

QTEST_GUILESS_MAIN(TestCliMessages)
#include "test_cli_messages.moc"
