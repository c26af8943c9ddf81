// Huge positions keep the GUI responsive: a 12-level Jenga tower, a 500-vertex stones board and
// a Hackenbush tower of a million cubes are loaded and answered (exactly, or by a labelled
// estimate) while a timer on the GUI thread measures the longest time the event loop was
// blocked; a long solve shows progress and can be cancelled.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"
#include "app/jenga/jengamodel.h"
#include "app/jenga/jengapage.h"
#include "app/mainwindow.h"
#include "app/stones/stonespage.h"
#include "common/gui_budget.h"
#include "common/page_wait.h"
#include "common/sanitizers.h"
#include "common/timing.h"
#include "engine/hackenbush/judge.h"
#include "engine/jenga/position.h"
#include "engine/stones/position.h"

#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QtTest>

namespace {

// The longest gap between ticks of a 2 ms timer on the GUI thread: how long a frame could not
// be drawn.
class StallMonitor : public QObject {
public:
    StallMonitor() {
        timer_.setInterval(2);
        connect(&timer_, &QTimer::timeout, this,
                [this] { longest_ = std::max(longest_, clock_.restart()); });
        clock_.start();
        timer_.start();
    }
    qint64 longestMs() const { return longest_; }
    void reset() {
        longest_ = 0;
        clock_.restart();
    }

private:
    QTimer timer_;
    QElapsedTimer clock_;
    qint64 longest_ = 0;
};

} // namespace

class TestHugePositions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        // Tall towers' lower bounds search a few positions only: these test the page.
        JengaModel::setDefaultSearchPositions(kTestSearchPositions);
        PageModel::setDefaultDebounceMs(kTestDebounceMs);
    }

    void hugePositionsStayResponsive_data() {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<QString>("id");
        QTest::newRow("jenga, 12 levels")
            << "jenga" << QString::fromStdString(pw::jenga::textId(pw::jenga::randomTower(12, 5)));
        QTest::newRow("stones, 500 vertices")
            << "stones"
            << QString::fromStdString(pw::stones::textId(pw::stones::randomPosition(500, 26, 5)));
        using namespace pw::hackenbush;
        QTest::newRow("hackenbush, a million cubes")
            << "hackenbush"
            << QString::fromStdString(
                   testsId({JudgeTest{Position(std::vector<Tower>{randomTower(1'000'000, 5)}),
                                      Position(std::vector<Tower>{randomTower(50, 6)})}},
                           0));
    }
    void hugePositionsStayResponsive() {
        QFETCH(QString, puzzle);
        QFETCH(QString, id);
        MainWindow window;
        window.resize(1180, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPage(puzzle));
        PuzzlePage* page = window.currentPage();
        QTest::qWait(200);
        StallMonitor monitor;
        QTest::qWait(20);
        monitor.reset();
        QString error;
        QVERIFY2(page->model()->loadText(id, QStringLiteral("Paste"), &error), qPrintable(error));
        QVERIFY(waitSettled(*page, kHangGuardMs, 150));
        QTest::qWait(100);
        qInfo("%s: longest GUI stall %lld ms", qPrintable(puzzle), monitor.longestMs());
        if (!kSanitizedBuild)
            PW_VERIFY_FASTER(monitor.longestMs(), 51);

        if (auto* jenga = qobject_cast<JengaPage*>(page)) {
            // Beyond exact reach: a labelled estimate, never shown as exact.
            QVERIFY(!jenga->jenga()->expectedDuration().has_value());
            QVERIFY(jenga->jenga()->outcome()->estimate.has_value());
            QVERIFY2(jenga->answerText().startsWith(QStringLiteral("Optimum between")),
                     qPrintable(jenga->answerText()));
        } else if (auto* stones = qobject_cast<StonesPage*>(page)) {
            QVERIFY((stones->stones()->solved() != nullptr));
        } else if (auto* hackenbush = qobject_cast<HackenbushPage*>(page)) {
            QVERIFY(hackenbush->hackenbush()->side(true)->result);
            QVERIFY(hackenbush->hackenbush()->side(true)->result->value ==
                    pw::hackenbush::solve(hackenbush->hackenbush()->state().test().first).value);
        }
    }

    void aLongSolveShowsProgressAndCancels() {
        // A 9-level tower takes seconds: progress appears, Cancel stops it, the GUI never waits.
        MainWindow window;
        window.show();
        QVERIFY(window.showPage(QStringLiteral("jenga")));
        auto* page = qobject_cast<JengaPage*>(window.currentPage());
        StallMonitor monitor;
        QString error;
        QVERIFY(page->model()->loadText(
            QString::fromStdString(pw::jenga::textId(pw::jenga::randomTower(9, 2))),
            QStringLiteral("Paste"), &error));
        auto* cancel = page->findChild<QPushButton*>(QStringLiteral("cancelButton"));
        QVERIFY(cancel);
        QTRY_VERIFY_WITH_TIMEOUT(cancel->isVisible(), kHangGuardMs);
        auto* progress = page->findChild<QLabel*>(QStringLiteral("progressLabel"));
        QVERIFY(progress);
        QTRY_VERIFY_WITH_TIMEOUT(progress->text().contains(QStringLiteral("positions")),
                                 kHangGuardMs);
        QTest::mouseClick(cancel, Qt::LeftButton);
        QVERIFY(page->isSettled());
        QVERIFY(!page->jenga()->expectedDuration().has_value());
        qInfo("jenga 9 levels, progress then cancel: longest GUI stall %lld ms",
              monitor.longestMs());
        if (!kSanitizedBuild)
            PW_VERIFY_FASTER(monitor.longestMs(), 51);
    }
};

QTEST_MAIN(TestHugePositions)
#include "test_huge_positions.moc"
