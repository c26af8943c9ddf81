// Rapid edits: each page takes 1000 random edits a few milliseconds apart while its solves run
// (each edit cancels the solve in flight). Nothing crashes, the value finally shown equals a
// fresh solve of the final position, and memory stays flat.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"
#include "app/jenga/jengamodel.h"
#include "app/jenga/jengapage.h"
#include "app/mainwindow.h"
#include "app/patience/patiencepage.h"
#include "app/stones/stonespage.h"
#include "common/gui_budget.h"
#include "common/page_wait.h"
#include "common/random_positions.h"
#include "common/sanitizers.h"
#include "engine/hackenbush/judge.h"
#include "engine/jenga/solver.h"
#include "engine/patience/judge.h"
#include "engine/patience/solver.h"
#include "engine/stones/solver.h"

#include <QElapsedTimer>
#include <QStandardPaths>
#include <QtTest>

#include <unistd.h>

namespace {

constexpr int kEdits = 1000;

double residentMegabytes() {
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.value(1).toDouble() * static_cast<double>(sysconf(_SC_PAGESIZE)) /
           (1024.0 * 1024.0);
}

// Runs the event loop for `milliseconds` (QTest::qWait sleeps in slices too coarse for this).
void processEventsFor(int milliseconds) {
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < milliseconds)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 1);
}

} // namespace

class TestStress : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        // Tall towers' lower bounds search a few positions only: these test the page.
        JengaModel::setDefaultSearchPositions(kTestSearchPositions);
        PageModel::setDefaultDebounceMs(kTestDebounceMs);
        PageModel::setPauseMs(kTestPauseMs);
    }

    void thousandRapidEdits_data() {
        QTest::addColumn<QString>("puzzle");
        for (const char* puzzle : {"jenga", "patience", "hackenbush", "stones"})
            QTest::newRow(puzzle) << QString::fromLatin1(puzzle);
    }
    void thousandRapidEdits() {
        QFETCH(QString, puzzle);
        MainWindow window;
        window.resize(1180, 800);
        window.show();
        QVERIFY(window.showPage(puzzle));
        PuzzlePage* page = window.currentPage();
        double memoryAfterWarmUp = 0;
        for (int edit = 0; edit < kEdits; ++edit) {
            QString error;
            QVERIFY2(
                page->model()->loadText(randomId(puzzle, edit), QStringLiteral("Paste"), &error),
                qPrintable(error));
            processEventsFor(edit % 3 == 0 ? 4 : 1); // a few milliseconds apart, solves in flight
            if (edit == 200)
                memoryAfterWarmUp = residentMegabytes();
        }
        QVERIFY(waitSettled(*page, kHangGuardMs, 150));
        const double growth = residentMegabytes() - memoryAfterWarmUp;
        qInfo("%s: resident memory grew by %.1f MB over the last 800 edits", qPrintable(puzzle),
              growth);
        if (!kSanitizedBuild) // ASan's quarantine holds freed memory: growth says nothing there
            QVERIFY2(growth < 40.0, qPrintable(QStringLiteral("memory grew by %1 MB").arg(growth)));

        // The value shown is a fresh solve's.
        pw::SolveControl control;
        if (auto* jenga = qobject_cast<JengaPage*>(page)) {
            const auto fresh = pw::jenga::solve(jenga->jenga()->state().tower, control);
            QVERIFY(jenga->jenga()->expectedDuration().has_value());
            QCOMPARE(*jenga->jenga()->expectedDuration(), fresh.expectedDuration);
        } else if (auto* stones = qobject_cast<StonesPage*>(page)) {
            QCOMPARE(stones->stones()->minimumMoves(),
                     pw::stones::solve(stones->stones()->state().start, control).moveCount);
        } else if (auto* patience = qobject_cast<PatiencePage*>(page)) {
            const auto fresh = pw::patience::solve(
                pw::patience::parseTextId(page->model()->positionId().toStdString()), control);
            QVERIFY(patience->patience()->analysis().has_value());
            QCOMPARE(patience->patience()->analysis()->values.random, fresh.values.random);
            QVERIFY(patience->answerText().contains(
                QString::fromStdString(pw::patience::formatProbability(fresh.values.random))));
        } else if (auto* hackenbush = qobject_cast<HackenbushPage*>(page)) {
            QVERIFY(hackenbush->hackenbush()->side(true) && hackenbush->hackenbush()->side(false));
            QVERIFY(hackenbush->hackenbush()->side(true)->result->value ==
                    pw::hackenbush::solve(hackenbush->hackenbush()->state().test().first).value);
            QVERIFY(hackenbush->hackenbush()->side(false)->result->value ==
                    pw::hackenbush::solve(hackenbush->hackenbush()->state().test().second).value);
        }
        QCOMPARE(page->model()->positionId(), randomId(puzzle, kEdits - 1));
    }
};

QTEST_MAIN(TestStress)
#include "test_stress.moc"
