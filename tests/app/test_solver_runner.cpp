// SolverRunner: cancelled requests never deliver, finished ones deliver what ran, the newest of
// many wins, progress streams.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/solverrunner.h"
#include "common/timing.h"
#include "engine/stones/judge.h"
#include "engine/stones/solver.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

namespace {

// Busy for `milliseconds` unless stopped; reports progress like a solver.
std::any slowJob(pw::SolveControl& control, int value, int milliseconds) {
    const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(milliseconds);
    std::uint64_t states = 0;
    while (std::chrono::steady_clock::now() < end) {
        states += 1000;
        if (control.checkpoint(states, "testing"))
            return -1;
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    }
    return value;
}

// The int a finished(id, result) signal carried.
int resultOf(const QList<QVariant>& arguments) {
    return std::any_cast<int>(arguments.at(1).value<std::any>());
}

bool waitUntilIdle(SolverRunner& runner, int timeoutMs = 10000) {
    QElapsedTimer clock;
    clock.start();
    while (runner.isBusy() && clock.elapsed() < timeoutMs)
        QTest::qWait(5);
    return !runner.isBusy();
}

} // namespace

class TestSolverRunner : public QObject {
    Q_OBJECT
private slots:
    void deliversResult() {
        SolverRunner runner;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        const quint64 id = runner.submit([](pw::SolveControl&) { return std::any(42); });
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toULongLong(), id);
        QCOMPARE(resultOf(finished.at(0)), 42);
        QVERIFY(!runner.isBusy());
    }

    void cancelledRequestNeverDelivers() {
        SolverRunner runner;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        std::atomic<bool> jobEnded = false;
        runner.submit([&jobEnded](pw::SolveControl& control) {
            std::any v = slowJob(control, 1, 300);
            jobEnded = true;
            return v;
        });
        QTest::qWait(30);
        runner.cancel();
        QVERIFY(!runner.isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(jobEnded.load(), kHangGuardMs);
        QTest::qWait(200);
        QCOMPARE(finished.count(), 0);
    }

    void cancelBeforeTheJobEvenStartsNeverDelivers() {
        SolverRunner runner;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        // A job that ignores its stop token and finishes at once: cancel must still win.
        runner.submit([](pw::SolveControl&) { return std::any(7); });
        runner.cancel();
        QTest::qWait(300);
        QCOMPARE(finished.count(), 0);
    }

    // finish(lane) stops the job and still delivers what it returns: here the -1 of a job that
    // saw its stop (a study's deals so far); the other lane's job runs on untouched.
    void finishDeliversWhatTheJobRan() {
        SolverRunner runner;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        const quint64 stopped =
            runner.submit([](pw::SolveControl& control) { return slowJob(control, 1, 5000); }, 1);
        const quint64 other =
            runner.submit([](pw::SolveControl& control) { return slowJob(control, 2, 300); }, 2);
        QTest::qWait(30);
        runner.finish(1);
        QVERIFY(runner.isBusy(1)); // until it delivers
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, kHangGuardMs);
        QCOMPARE(finished.at(0).at(0).toULongLong(), stopped);
        QCOMPARE(resultOf(finished.at(0)), -1);
        QVERIFY(!runner.isBusy(1));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, kHangGuardMs);
        QCOMPARE(finished.at(1).at(0).toULongLong(), other);
        QCOMPARE(resultOf(finished.at(1)), 2);
        runner.finish(1); // nothing runs there: nothing happens
        QTest::qWait(50);
        QCOMPARE(finished.count(), 2);
    }

    void onlyTheLastOf200RequestsDelivers() {
        SolverRunner runner;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        quint64 lastId = 0;
        for (int i = 0; i < 200; ++i)
            lastId = runner.submit([i](pw::SolveControl& control) {
                return slowJob(control, i, i % 3 == 0 ? 20 : 0);
            });
        QVERIFY(waitUntilIdle(runner));
        QTest::qWait(200); // anything stale would arrive now
        QCOMPARE(finished.count(), 1);
        QCOMPARE(finished.at(0).at(0).toULongLong(), lastId);
        QCOMPARE(resultOf(finished.at(0)), 199);
    }

    void progressArrivesWhileALongSolveRuns() {
        SolverRunner runner;
        runner.setProgressInterval(20);
        QSignalSpy progressed(&runner, &SolverRunner::progressed);
        QSignalSpy finished(&runner, &SolverRunner::finished);
        const quint64 id =
            runner.submit([](pw::SolveControl& control) { return slowJob(control, 5, 600); });
        QVERIFY(finished.wait(5000));
        QVERIFY2(progressed.count() >= 3, qPrintable(QString::number(progressed.count())));
        std::uint64_t previous = 0;
        for (const auto& arguments : progressed) {
            QCOMPARE(arguments.at(0).toULongLong(), id);
            const auto progress = arguments.at(1).value<pw::Progress>();
            QVERIFY(progress.statesExplored > previous);
            QCOMPARE(progress.phase, std::string("testing"));
            previous = progress.statesExplored;
        }
        QCOMPARE(resultOf(finished.at(0)), 5);
    }

    void submitNeverBlocksTheGuiThread() {
        SolverRunner runner;
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 20; ++i)
            runner.submit([](pw::SolveControl& control) { return slowJob(control, 0, 2000); });
        PW_VERIFY_FASTER(clock.elapsed(), 200);
        runner.cancel();
    }

    void aThrowingJobReportsFailure() {
        SolverRunner runner;
        QSignalSpy failed(&runner, &SolverRunner::failed);
        QSignalSpy finished(&runner, &SolverRunner::finished);
        runner.submit([](pw::SolveControl&) -> std::any { throw std::runtime_error("boom"); });
        QVERIFY(failed.wait(5000));
        QCOMPARE(finished.count(), 0);
    }

    void solvesARealStonesPosition() {
        // docs/puzzles.md (Stones), sample 1: one move, 4 -> 1.
        const auto position = pw::stones::parseJudge("4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n");
        SolverRunner runner;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        runner.submit([position](pw::SolveControl& control) {
            return std::any(pw::stones::solve(position, control).moveCount.value_or(-1));
        });
        QVERIFY(finished.wait(5000));
        QCOMPARE(resultOf(finished.at(0)), 1);
    }

    void destroyingTheRunnerWhileBusyIsSafe() {
        QSignalSpy* spy = nullptr;
        QElapsedTimer clock;
        clock.start();
        {
            SolverRunner runner;
            spy = new QSignalSpy(&runner, &SolverRunner::finished);
            runner.submit([](pw::SolveControl& control) { return slowJob(control, 1, 5000); });
            QTest::qWait(20);
        } // must stop the job promptly, not wait 5 s
        PW_VERIFY_FASTER(clock.elapsed(), 1000);
        QCOMPARE(spy->count(), 0);
        delete spy;
    }
};

QTEST_MAIN(TestSolverRunner)
#include "test_solver_runner.moc"
