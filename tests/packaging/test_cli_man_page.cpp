// The CLI's man page as installed: values named as a reader names them (never CLI11's types and
// ranges), the ranges and defaults in words, the release's date and the FILES section.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/timing.h"
#include "man_page_checks.h"

#include <QProcess>
#include <QtTest>

class TestCliManPage : public QObject {
    Q_OBJECT

    QByteArray page_;

private slots:
    void initTestCase() {
        QProcess cli;
        cli.start(QStringLiteral(PW_CLI_PATH), {QStringLiteral("man-page")});
        QVERIFY(cli.waitForFinished(kHangGuardMs));
        QCOMPARE(cli.exitCode(), 0);
        page_ = cli.readAllStandardOutput();
    }

    void sharedParts() { QVERIFY(checkManPage(page_, "puzzle-workbench-cli")); }

    void noTypeNames() {
        for (const char* cli11 :
             {"\\fIINT", "\\fIUINT", "\\fITEXT", "\\fIFLOAT", ":INT", ":UINT", " in [", "\\fI\\fR"})
            QVERIFY2(!page_.contains(cli11), cli11);
    }

    // Exact lines: an option, its value's name; the allowed range and the default.
    void valueNames_data() {
        QTest::addColumn<QByteArray>("line");
        QTest::newRow("help") << QByteArray("\\fB\\-h\\fR, \\fB\\-\\-help\\fR");
        QTest::newRow("file") << QByteArray("\\fIFILE\\fR");
        QTest::newRow("max-input") << QByteArray("\\fB\\-\\-max\\-input\\fR \\fIBYTES\\fR");
        // A byte count takes K, M, G or T; its range is in the LIMITS section.
        QTest::newRow("max-input default") << QByteArray("Default: 536870912.");
        QTest::newRow("memory-budget") << QByteArray("\\fB\\-\\-memory\\-budget\\fR \\fIBYTES\\fR");
        QTest::newRow("policy") << QByteArray("\\fB\\-\\-policy\\fR \\fIFILE\\fR");
        QTest::newRow("threads") << QByteArray("\\fB\\-\\-threads\\fR \\fIN\\fR");
        QTest::newRow("threads range") << QByteArray("Allowed: 0 to 64.");
        QTest::newRow("count") << QByteArray("\\fB\\-\\-count\\fR \\fICOUNT\\fR");
        QTest::newRow("seed") << QByteArray("\\fB\\-\\-seed\\fR \\fISEED\\fR");
        QTest::newRow("seed default") << QByteArray("Default: 1.");
        QTest::newRow("flag") << QByteArray("\\fB\\-\\-exact\\fR");
        QTest::newRow("synopsis") << QByteArray(
            "\\fBpuzzle\\-workbench\\-cli\\fR \\fBsolve\\fR|\\fBbench\\fR|\\fBstudy\\fR "
            "\\fIPUZZLE\\fR [\\fIOPTIONS\\fR] [\\fIFILE\\fR]");
        QTest::newRow("check synopsis")
            << QByteArray("\\fBpuzzle\\-workbench\\-cli check jenga\\fR [\\fIOPTIONS\\fR] "
                          "[\\-\\- \\fIPROGRAM\\fR ...]");
    }
    void valueNames() {
        QFETCH(QByteArray, line);
        QVERIFY2(manLines(page_).contains(line), line.constData());
    }

    // --json points to the installed cli.md.gz, not to docs/cli.md.
    void installedDocumentation() {
        QVERIFY(manLines(page_).contains("print the full analysis as JSON (" +
                                         roffDashes(PW_DOC_DIR) + "/cli.md.gz)"));
    }
};

QTEST_GUILESS_MAIN(TestCliManPage)
#include "test_cli_man_page.moc"
