// Tools › Check a Solution…: a failing fixture's smallest case opens on its page (one undoable
// step through the one way in) with the exact answer and its explanation; Stop reports what ran;
// a new run replaces one in progress and only its result is shown.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/checkdialog.h"
#include "app/mainwindow.h"
#include "app/puzzlepage.h"
#include "app/screenfit.h"
#include "common/page_wait.h"
#include "common/timing.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

QString fixture(const char* name) {
    return QStringLiteral(PW_CHECK_FIXTURE_DIR "/") + QLatin1String(name);
}

// Runs the dialog's check to its end (the GUI thread keeps running events meanwhile).
bool runToEnd(CheckDialog& dialog, int timeoutMs = 120000) {
    QSignalSpy done(&dialog, &CheckDialog::runFinished);
    dialog.start();
    return done.wait(timeoutMs);
}

} // namespace

class TestCheckDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_check_dialog"));
    }
    void init() {
        QSettings().clear();
        QFile::remove(MainWindow::sessionPath());
    }

    void toolsMenuOpensTheDialogForThePageShown() {
        MainWindow window;
        window.setSessionEnabled(false);
        QVERIFY(window.showPage(QStringLiteral("stones")));
        auto* action = window.findChild<QAction*>(QStringLiteral("checkSolutionAction"));
        QVERIFY(action);
        QCOMPARE(action->text(), QStringLiteral("&Check a Solution…"));
        action->trigger();
        CheckDialog* dialog = window.findChild<CheckDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->puzzle(), QStringLiteral("stones"));
        action->trigger();
        QCOMPARE(window.findChildren<CheckDialog*>().size(), 1); // one dialog, kept
    }

    // Opened on a small screen the dialog fits it, with its buttons in view (it asked for 760
    // pixels of height, more than a 1024x700 screen has), and it can be as small as that.
    void theDialogFitsTheScreen() {
        MainWindow window;
        window.setSessionEnabled(false);
        CheckDialog* dialog = CheckDialog::of(&window);
        const QSize room = screenRoom(dialog);
        QVERIFY(room.isValid());
        QVERIFY(dialog->width() <= std::max(room.width(), dialog->minimumSizeHint().width()));
        QVERIFY(dialog->height() <= std::max(room.height(), dialog->minimumSizeHint().height()));
        QVERIFY2(dialog->minimumSizeHint().height() <= 700 - 48,
                 qPrintable(QString::number(dialog->minimumSizeHint().height())));
        QVERIFY(dialog->minimumSizeHint().width() <= 1024 - 16);
    }

    // The double-precision Hackenbush solution: its minimal case (one test, 82 cubes) opens on
    // the Hackenbush page, which shows the exact values and the verdict with its reason.
    void hackenbushCaseOpensOnItsPage() {
        MainWindow window;
        window.setSessionEnabled(false);
        CheckDialog* dialog = CheckDialog::of(&window);
        dialog->setPuzzle(QStringLiteral("hackenbush"));
        dialog->setProgram(fixture("hackenbush_double"));
        dialog->setTests(10, 1, QStringLiteral("all"));
        QVERIFY(runToEnd(*dialog));
        const CheckOutcome* outcome = dialog->outcome();
        QVERIFY(outcome && outcome->report && outcome->report->failure);
        const pw::check::FailingCase& failure = *outcome->report->failure;
        QCOMPARE(failure.size, std::string("1 test, 82 cubes"));
        QVERIFY(dialog->statusText().startsWith(QStringLiteral("Wrong Answer on test ")));

        QString error;
        QVERIFY(window.showPage(QStringLiteral("jenga")));
        QVERIFY2(dialog->openCaseOnPage(&error), qPrintable(error));
        PuzzlePage* page = window.currentPage();
        QCOMPARE(page->puzzleId(), QStringLiteral("hackenbush"));
        QVERIFY(waitSettled(*page));
        QCOMPARE(page->model()->judgeText(), QString::fromStdString(failure.input));
        QCOMPARE(page->model()->undoText(), QStringLiteral("Check: failing case"));
        const QString summary = page->report().plainText();
        QVERIFY2(summary.contains(QStringLiteral("No, because 16 < 9007199254740993/2^49.")),
                 qPrintable(summary));
    }

    // The Stones solution ignoring the colour rule: the 4-vertex case opens on the Stones page
    // with the two optimal moves the program missed.
    void stonesCaseOpensOnItsPage() {
        MainWindow window;
        window.setSessionEnabled(false);
        CheckDialog* dialog = CheckDialog::of(&window);
        dialog->setPuzzle(QStringLiteral("stones"));
        dialog->setProgram(fixture("stones_any_colour"));
        dialog->setTests(5, 1, QStringLiteral("all"));
        QVERIFY(runToEnd(*dialog));
        QString error;
        QVERIFY2(dialog->openCaseOnPage(&error), qPrintable(error));
        PuzzlePage* page = window.currentPage();
        QCOMPARE(page->puzzleId(), QStringLiteral("stones"));
        QVERIFY(waitSettled(*page));
        QCOMPARE(page->model()->positionId(), QStringLiteral("4:2,3,4:aacaaa"));
        // The optimal line the program missed, move by move with each diagonal's colour.
        const QString summary = page->report().plainText();
        QVERIFY2(summary.contains(QStringLiteral("1. 2 → 1 (a)\n2. 4 → 2 (a)")),
                 qPrintable(summary));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("case.txt"));
        QVERIFY2(dialog->saveCase(path, &error), qPrintable(error));
        QFile saved(path);
        QVERIFY(saved.open(QIODevice::ReadOnly));
        QCOMPARE(saved.readAll(), QByteArray("4\n2 3 4\n*aac\na*aa\naa*a\ncaa*\n"));
        QVERIFY(!dialog->saveCase(dir.path(), &error)); // a folder: refused, nothing written
    }

    void stopReportsWhatRan() {
        MainWindow window;
        window.setSessionEnabled(false);
        CheckDialog* dialog = CheckDialog::of(&window);
        dialog->setPuzzle(QStringLiteral("jenga"));
        dialog->setProgram(fixture("misbehave") + QStringLiteral(" sleep"));
        dialog->setTests(5, 1, QStringLiteral("edge"));
        dialog->setTimeLimit(20);
        QSignalSpy done(dialog, &CheckDialog::runFinished);
        dialog->start();
        QVERIFY(dialog->isRunning());
        QTest::qWait(300);
        QElapsedTimer clock;
        clock.start();
        dialog->stop();
        QVERIFY(done.wait(10000));
        PW_VERIFY_FASTER(clock.elapsed(), 5000);
        QVERIFY(dialog->outcome()->report->interrupted);
        QCOMPARE(dialog->statusText(),
                 QStringLiteral("Stopped after 0 of 12 tests: every test that ran passed."));
    }

    // A new run replaces one in progress: only the new run's result is ever shown.
    void onlyTheLatestRunIsShown() {
        MainWindow window;
        window.setSessionEnabled(false);
        CheckDialog* dialog = CheckDialog::of(&window);
        dialog->setPuzzle(QStringLiteral("stones"));
        dialog->setProgram(fixture("misbehave") + QStringLiteral(" sleep"));
        dialog->setTests(5, 1, QStringLiteral("edge"));
        dialog->setTimeLimit(20);
        QSignalSpy done(dialog, &CheckDialog::runFinished);
        dialog->start();
        QTest::qWait(300);
        dialog->setProgram(fixture("stones_ok"));
        dialog->setTests(3, 1, QStringLiteral("random"));
        dialog->setTimeLimit(1);
        dialog->start();
        QVERIFY(done.wait(60000));
        QTest::qWait(500); // the first run, stopped, must not deliver
        QCOMPARE(done.count(), 1);
        QVERIFY(dialog->outcome()->report->passed());
        QCOMPARE(dialog->outcome()->report->program, fixture("stones_ok").toStdString());
        QVERIFY(dialog->statusText().startsWith(QStringLiteral("Passed: 3 of 3 tests, in ")));
    }

    // A new run shows only itself: the last report, its case and "Open on Its Page" go at once;
    // a compile error leaves the bar empty (no test ran); puzzles are named as their pages are.
    void aNewRunClearsTheLastOneAndACompileErrorRunsNoTest() {
        MainWindow window;
        window.setSessionEnabled(false);
        CheckDialog* dialog = CheckDialog::of(&window);
        dialog->setPuzzle(QStringLiteral("jenga"));
        auto* puzzles = dialog->findChild<QComboBox*>();
        QCOMPARE(puzzles->currentText(), QStringLiteral("Colored Jenga (Codeforces 424E)"));
        dialog->setProgram(fixture("jenga_lowest"));
        dialog->setTests(3, 1, QStringLiteral("sample"));
        QVERIFY(runToEnd(*dialog));
        QPushButton* open = nullptr;
        for (auto* button : dialog->findChildren<QPushButton*>())
            if (button->text() == QStringLiteral("&Open on Its Page"))
                open = button;
        QVERIFY(open && open->isEnabled());
        QVERIFY(!dialog->reportText().isEmpty());

        QTemporaryDir dir;
        QFile broken(dir.filePath(QStringLiteral("broken.cpp")));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("int main( {\n");
        broken.close();
        dialog->setSource(broken.fileName(), QStringLiteral("-O2"));
        QSignalSpy done(dialog, &CheckDialog::runFinished);
        dialog->start();
        QVERIFY(!open->isEnabled());
        QVERIFY(dialog->outcome() == nullptr);
        QVERIFY(dialog->reportText().isEmpty());
        QVERIFY(done.wait(120000));
        QVERIFY2(dialog->statusText().startsWith(QStringLiteral("The source does not compile: ")),
                 qPrintable(dialog->statusText()));
        QVERIFY(dialog->reportText().contains(QStringLiteral("error:")));
        QCOMPARE(dialog->findChild<QProgressBar*>()->value(), 0);
        QVERIFY(!open->isEnabled());
    }

    // Opening the case on its page, the dialog steps aside for the page.
    void theDialogStepsAsideForThePage() {
        MainWindow window;
        window.setSessionEnabled(false);
        window.show();
        CheckDialog* dialog = CheckDialog::of(&window);
        dialog->show();
        dialog->setPuzzle(QStringLiteral("jenga"));
        dialog->setProgram(fixture("jenga_lowest"));
        dialog->setTests(3, 1, QStringLiteral("sample"));
        QVERIFY(runToEnd(*dialog));
        for (auto* button : dialog->findChildren<QPushButton*>())
            if (button->text() == QStringLiteral("&Open on Its Page"))
                button->click();
        QVERIFY(!dialog->isVisible());
        QCOMPARE(window.currentPage()->puzzleId(), QStringLiteral("jenga"));
    }

    // Without the sandbox only when asked, and the report says so first.
    void unsandboxedRunIsSaidFirst() {
        MainWindow window;
        window.setSessionEnabled(false);
        CheckDialog* dialog = CheckDialog::of(&window);
        dialog->setPuzzle(QStringLiteral("jenga"));
        dialog->setProgram(fixture("jenga_ok"));
        dialog->setTests(3, 1, QStringLiteral("sample"));
        QVERIFY(runToEnd(*dialog));
        QVERIFY2(dialog->reportText().contains(QStringLiteral("\nsandbox: bubblewrap")),
                 qPrintable(dialog->reportText()));
        dialog->setSandboxed(false);
        QVERIFY(runToEnd(*dialog));
        QVERIFY2(dialog->reportText().startsWith(QStringLiteral("WARNING: --no-sandbox")),
                 qPrintable(dialog->reportText()));
    }

    void programThatCannotStartIsSaid() {
        MainWindow window;
        window.setSessionEnabled(false);
        CheckDialog* dialog = CheckDialog::of(&window);
        dialog->setProgram(QStringLiteral("/no/such/program"));
        QVERIFY(runToEnd(*dialog));
        QCOMPARE(dialog->statusText(),
                 QStringLiteral("The check could not run: '/no/such/program' is not an "
                                "executable file"));
        QString error;
        QVERIFY(!dialog->openCaseOnPage(&error));
        QCOMPARE(error, QStringLiteral("there is no failing case"));
    }
};

QTEST_MAIN(TestCheckDialog)
#include "test_check_dialog.moc"
