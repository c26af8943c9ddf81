// PageModel's background jobs (JobLanes): typed results delivered only for what they answer, a
// change of the state cancelling the jobs bound to it.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pagemodel.h"
#include "counter_model.h"

#include <QRandomGenerator>
#include <QSignalSpy>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

class TestPageJobs : public QObject {
    Q_OBJECT
private slots:
    // Background jobs: delivered when nothing superseded them; a change of the state cancels the
    // ones bound to it (never delivered) but not the others; a second job in a lane replaces
    // the first; a job that holds the page unsettled keeps it so until it ends.
    void jobsAreDeliveredOnlyForWhatTheyAnswer() {
        CounterModel model;
        QTRY_VERIFY(model.isSettled());
        model.startCheck(20);
        QTRY_COMPARE(model.deliveries.size(), std::size_t{1});
        QCOMPARE(model.deliveries[0], std::make_pair(30, 3));

        model.deliveries.clear();
        model.startCheck(300);                  // bound to the state
        model.startCheck(300, false, false, 2); // not bound
        QVERIFY(model.isJobRunning(1) && model.isJobRunning(2));
        model.set(4);
        QVERIFY(!model.isJobRunning(1));
        QVERIFY(model.isJobRunning(2));
        QTRY_COMPARE(model.deliveries.size(), std::size_t{1});
        QCOMPARE(model.deliveries[0].first, 30); // the unbound one, of the value it was asked for
        QTest::qWait(400);
        QCOMPARE(model.deliveries.size(), std::size_t{1}); // the bound one never came

        model.deliveries.clear();
        model.startCheck(200);
        model.set(5);
        model.startCheck(10); // the same lane: replaces nothing (the first was cancelled)
        model.undo();         // cancels it too
        QTest::qWait(400);
        QVERIFY(model.deliveries.empty());

        model.startCheck(200, false);
        model.startCheck(10, false); // replaces the first in its lane
        QTRY_COMPARE(model.deliveries.size(), std::size_t{1});
        QTest::qWait(300);
        QCOMPARE(model.deliveries.size(), std::size_t{1});

        QSignalSpy settled(&model, &PageModel::settled);
        model.startCheck(100, true, true);
        QVERIFY(!model.isSettled());
        QVERIFY(settled.wait(3000));
        QVERIFY(model.isSettled());
        model.startCheck(1000, true, true);
        model.cancelJob(1);
        QVERIFY(model.isSettled());
    }

    // Rapid edits, undos and checks: every check delivered is of the value shown at delivery.
    void jobsNeverAnswerAnotherState() {
        CounterModel model;
        QRandomGenerator random(2026);
        for (int i = 0; i < 300; ++i) {
            switch (random.bounded(4)) {
            case 0:
                model.set(static_cast<int>(random.bounded(20)));
                break;
            case 1:
                model.undo();
                break;
            case 2:
                model.redo();
                break;
            default:
                model.startCheck(static_cast<int>(random.bounded(15)));
                break;
            }
            QTest::qWait(static_cast<int>(random.bounded(6)));
        }
        QTRY_VERIFY(!model.isJobRunning(1));
        QVERIFY(!model.deliveries.empty());
        for (const auto& [checked, shown] : model.deliveries)
            QCOMPARE(checked, shown * 10);
    }
};

QTEST_MAIN(TestPageJobs)
#include "test_page_jobs.moc"
