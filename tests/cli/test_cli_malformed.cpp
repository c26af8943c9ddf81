// Hostile and unusual input through the CLI: every malformed input of the shared table gets
// exit code 2, nothing on stdout and exactly its one-line message; inputs that are merely
// unusual (Windows line ends, a byte-order mark, blank lines, trailing spaces, tabs) are
// accepted and answered exactly like the plain contest sample.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"
#include "common/malformed_inputs.h"

class TestCliMalformed : public QObject {
    Q_OBJECT
private slots:
    void malformedInputIsRefused_data() {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        for (const MalformedInput& bad : malformedInputs())
            QTest::addRow("%s: %s", bad.puzzle, bad.name)
                << QString::fromLatin1(bad.puzzle) << bad.input << bad.line
                << QString::fromUtf8(bad.message);
    }
    void malformedInputIsRefused() {
        QFETCH(QString, puzzle);
        QFETCH(QByteArray, input);
        QFETCH(int, line);
        QFETCH(QString, message);
        const CliRun run = runCli({QStringLiteral("solve"), puzzle}, input);
        const QString problem = rejectionProblem(run, puzzle, line);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(QString::fromUtf8(run.err),
                 QStringLiteral("%1: line %2: %3\n").arg(puzzle).arg(line).arg(message));
    }

    void tableCoversEveryFormat() {
        QMap<QString, int> perFormat;
        for (const MalformedInput& bad : malformedInputs())
            ++perFormat[QString::fromLatin1(bad.puzzle)];
        QVERIFY(malformedInputs().size() >= 60);
        for (const char* format : {"jenga", "patience", "hackenbush", "stones", "document"})
            QVERIFY2(perFormat.value(QString::fromLatin1(format)) >= 10, format);
    }

    void unusualButValidInputIsAnswered_data() {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<QString>("inputFile");
        QTest::addColumn<QString>("expectedFile");
        QTest::addColumn<QString>("variant");
        const QList<QStringList> samples = {
            {"jenga", "jenga/sample.in", "jenga/sample.out"},
            {"patience", "patience/sample.in", "patience/sample.out"},
            {"hackenbush", "hackenbush/sample.in", "hackenbush/sample.out"},
            {"stones", "stones/sample1.txt", ""}};
        for (const QStringList& sample : samples)
            for (const char* variant :
                 {"crlf", "bom", "blank lines", "trailing spaces", "tabs", "all at once"})
                QTest::addRow("%s: %s", qPrintable(sample[0]), variant)
                    << sample[0] << sample[1] << sample[2] << QString::fromLatin1(variant);
    }
    void unusualButValidInputIsAnswered() {
        QFETCH(QString, puzzle);
        QFETCH(QString, inputFile);
        QFETCH(QString, expectedFile);
        QFETCH(QString, variant);
        const QByteArray plain = readTestData(inputFile);
        // docs/puzzles.md (Stones), sample 1: one move, 4 -> 1.
        const QByteArray expected =
            expectedFile.isEmpty() ? QByteArray("1\n4 1\n") : readTestData(expectedFile);
        QByteArray input = plain;
        const bool all = variant == QLatin1String("all at once");
        if (variant == QLatin1String("trailing spaces") || all)
            input.replace("\n", "  \n");
        if (variant == QLatin1String("tabs") || all)
            input.replace(" ", "\t");
        if (variant == QLatin1String("blank lines") || all)
            input = "\n\n" + input.replace("\n", "\n\n") + "\n\n";
        if (variant == QLatin1String("crlf") || all)
            input.replace("\n", "\r\n");
        if (variant == QLatin1String("bom") || all)
            input.prepend("\xEF\xBB\xBF");
        const CliRun run = runCli({QStringLiteral("solve"), puzzle}, input);
        QVERIFY2(run.exitCode == 0, run.err.constData());
        QCOMPARE(run.out, expected);
    }
};

QTEST_APPLESS_MAIN(TestCliMalformed)
#include "test_cli_malformed.moc"
