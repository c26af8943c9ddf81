// PageModel's background jobs (JobLanes): typed results delivered only for what they answer, a
// change of the state cancelling the jobs and pauses bound to it, finish (stop and deliver what
// ran) beside cancel (nothing delivered), typed interim values.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pagemodel.h"
#include "counter_model.h"

#include "common/timing.h"
#include <QRandomGenerator>
#include <QSignalSpy>

#include <QtTest>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

namespace {

// What a job that works item by item gives: the items it did, and whether a stop ended it.
struct Partial {
    int items = 0;
    bool stopped = false;
};

// Does `items` items at once, publishing the count as a typed interim value after each, then
// waits for its stop (10 s at most) and returns what it did; `ended` is set as it returns.
auto partialJob(int items, std::shared_ptr<std::atomic<bool>> ended) {
    return [items, ended](pw::SolveControl& control) {
        Partial done;
        for (int i = 0; i < items; ++i)
            control.publishInterim(++done.items);
        const auto end = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (!control.stopRequested() && std::chrono::steady_clock::now() < end)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        done.stopped = control.stopRequested();
        *ended = true;
        return done;
    };
}

} // namespace

class TestPageJobs : public QObject {
    Q_OBJECT
private slots:
    // A job's result comes back as the type it returned: a plain value, or a shared_ptr to an
    // immutable one.
    void aTypedJobDeliversItsValue() {
        CounterModel model;
        QTRY_VERIFY_WITH_TIMEOUT(model.isSettled(), kHangGuardMs);
        std::optional<QString> text;
        model.startJob(
            {.lane = 1, .boundToState = true, .holdsSettled = true},
            [](pw::SolveControl&) { return QStringLiteral("forty-two"); },
            [&text](QString value) { text = value; });
        QVERIFY(!model.isSettled());
        QTRY_VERIFY_WITH_TIMEOUT(text.has_value(), kHangGuardMs);
        QCOMPARE(*text, QStringLiteral("forty-two"));
        QVERIFY(model.isSettled());

        std::shared_ptr<const std::vector<int>> squares;
        model.startJob(
            {.lane = 2, .boundToState = false},
            [](pw::SolveControl&) {
                return std::make_shared<const std::vector<int>>(std::vector<int>{1, 4, 9});
            },
            [&squares](std::shared_ptr<const std::vector<int>> value) {
                squares = std::move(value);
            });
        QTRY_VERIFY_WITH_TIMEOUT(squares != nullptr, kHangGuardMs);
        QCOMPARE(*squares, (std::vector<int>{1, 4, 9}));
    }

    // finishJob asks the job to stop and delivers what it ran, as a result (a study's deals so
    // far); its interim values are read typed while it runs.
    void finishDeliversThePartialResultOfAJobThatHonoursItsStop() {
        CounterModel model;
        QTRY_VERIFY_WITH_TIMEOUT(model.isSettled(), kHangGuardMs);
        auto ended = std::make_shared<std::atomic<bool>>(false);
        std::vector<Partial> delivered;
        model.startJob({.lane = 3, .boundToState = false, .holdsSettled = true},
                       partialJob(3, ended),
                       [&delivered](Partial partial) { delivered.push_back(partial); });
        QTRY_COMPARE_WITH_TIMEOUT(model.jobInterim<int>(3), std::optional<int>(3), kHangGuardMs);
        QCOMPARE(model.jobInterim<QString>(3), std::optional<QString>()); // not of that type
        QVERIFY(model.isJobRunning(3));
        QVERIFY(!model.isSettled());
        QSignalSpy settled(&model, &PageModel::settled);
        model.finishJob(3);
        QVERIFY(model.isJobRunning(3)); // until it delivers
        QTRY_COMPARE_WITH_TIMEOUT(delivered.size(), std::size_t{1}, kHangGuardMs);
        QCOMPARE(delivered[0].items, 3);
        QCOMPARE(delivered[0].stopped, true);
        QVERIFY(ended->load());
        QVERIFY(!model.isJobRunning(3));
        QCOMPARE(model.jobInterim<int>(3), std::optional<int>());
        QCOMPARE(settled.count(), 1);
        QVERIFY(model.isSettled());
    }

    // A cancelled job is stopped and never delivers, though it returns.
    void aCancelledJobNeverDelivers() {
        CounterModel model;
        QTRY_VERIFY_WITH_TIMEOUT(model.isSettled(), kHangGuardMs);
        auto ended = std::make_shared<std::atomic<bool>>(false);
        int delivered = 0;
        model.startJob({.lane = 3, .boundToState = false, .holdsSettled = true},
                       partialJob(2, ended), [&delivered](Partial) { ++delivered; });
        QTRY_COMPARE_WITH_TIMEOUT(model.jobInterim<int>(3), std::optional<int>(2), kHangGuardMs);
        QSignalSpy settled(&model, &PageModel::settled);
        model.cancelJob(3);
        QVERIFY(!model.isJobRunning(3));
        QVERIFY(model.isSettled());
        QCOMPARE(settled.count(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(ended->load(), kHangGuardMs); // it saw its stop and returned...
        QTest::qWait(300);
        QCOMPARE(delivered, 0); // ...and was dropped
    }

    // A pause bound to the state is cancelled by a change of it and never fires; one that is not
    // bound fires once; finishJob ends a pause at once.
    void aDelayIsCancelledByAChangeOfTheState() {
        CounterModel model;
        QTRY_VERIFY_WITH_TIMEOUT(model.isSettled(), kHangGuardMs);
        int bound = 0;
        int unbound = 0;
        model.startDelay({.lane = 4, .boundToState = true, .holdsSettled = true}, 100,
                         [&bound] { ++bound; });
        model.startDelay({.lane = 5, .boundToState = false}, 100, [&unbound] { ++unbound; });
        QVERIFY(model.isJobRunning(4) && model.isJobRunning(5));
        QVERIFY(!model.isSettled());
        model.set(8);
        QVERIFY(!model.isJobRunning(4));
        QVERIFY(model.isJobRunning(5));
        QTRY_COMPARE_WITH_TIMEOUT(unbound, 1, kHangGuardMs);
        QTest::qWait(200);
        QCOMPARE(bound, 0);
        QCOMPARE(unbound, 1);
        QVERIFY(!model.isJobRunning(5));

        model.startDelay({.lane = 4}, 60000, [&bound] { ++bound; });
        model.finishJob(4);
        QTRY_COMPARE_WITH_TIMEOUT(bound, 1, kHangGuardMs);
        QVERIFY(!model.isJobRunning(4));
    }

    // Background jobs: delivered when nothing superseded them; a change of the state cancels the
    // ones bound to it (never delivered) but not the others; a second job in a lane replaces
    // the first; a job that holds the page unsettled keeps it so until it ends.
    void jobsAreDeliveredOnlyForWhatTheyAnswer() {
        CounterModel model;
        QTRY_VERIFY_WITH_TIMEOUT(model.isSettled(), kHangGuardMs);
        model.startCheck(20);
        QTRY_COMPARE_WITH_TIMEOUT(model.deliveries.size(), std::size_t{1}, kHangGuardMs);
        QCOMPARE(model.deliveries[0], std::make_pair(30, 3));

        model.deliveries.clear();
        model.startCheck(300);                  // bound to the state
        model.startCheck(300, false, false, 2); // not bound
        QVERIFY(model.isJobRunning(1) && model.isJobRunning(2));
        model.set(4);
        QVERIFY(!model.isJobRunning(1));
        QVERIFY(model.isJobRunning(2));
        QTRY_COMPARE_WITH_TIMEOUT(model.deliveries.size(), std::size_t{1}, kHangGuardMs);
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
        QTRY_COMPARE_WITH_TIMEOUT(model.deliveries.size(), std::size_t{1}, kHangGuardMs);
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
        QTRY_VERIFY_WITH_TIMEOUT(!model.isJobRunning(1), kHangGuardMs);
        QVERIFY(!model.deliveries.empty());
        for (const auto& [checked, shown] : model.deliveries)
            QCOMPARE(checked, shown * 10);
    }
};

QTEST_MAIN(TestPageJobs)
#include "test_page_jobs.moc"
