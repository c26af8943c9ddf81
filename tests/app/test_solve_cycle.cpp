// SolveCycle on a SolverRunner, without a page: a result is shown only for the key it answers,
// a known key is answered from the cache at once, an empty key needs nothing, and a cancelled
// solve delivers nothing.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/solvecycle.h"
#include "common/timing.h"

#include <QSignalSpy>
#include <QtTest>

#include <atomic>
#include <chrono>
#include <thread>

namespace {

// Solves `value` into its square, after waiting until `release` is set (or a stop).
struct Solver {
    std::atomic<bool> release{true};
    std::atomic<int> solves{0};
    std::function<SolverRunner::Job()> job(int value) {
        return [this, value] {
            return [this, value](pw::SolveControl& control) {
                ++solves;
                while (!release && !control.stopRequested())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                return std::any(value * value);
            };
        };
    }
};

SolveCycle::Policy policy() {
    return {[](const std::any&) { return std::size_t{16}; },
            [](const std::any& result) { return result.has_value(); },
            [] { return std::unordered_set<std::size_t>{}; }};
}

int shownValue(const SolveCycle& cycle) {
    const std::any* result = cycle.presentResult();
    return result ? std::any_cast<int>(*result) : -1;
}

} // namespace

class TestSolveCycle : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { SolveCycle::setDefaultDebounceMs(0); }

    void aResultIsShownOnlyForTheKeyItAnswers() {
        SolverRunner runner;
        SolveCycle cycle(runner, policy());
        Solver solver;
        solver.release = false;
        cycle.request(QStringLiteral("3"), solver.job(3));
        QCOMPARE(cycle.phase(), SolveCycle::Phase::Running);
        QVERIFY(!cycle.presentResult());
        QTRY_COMPARE_WITH_TIMEOUT(solver.solves.load(), 1, kHangGuardMs);
        // Superseded before it answers: 3's result is never shown for 4.
        cycle.request(QStringLiteral("4"), solver.job(4));
        QVERIFY(cycle.isSolving());
        solver.release = true;
        QTRY_COMPARE_WITH_TIMEOUT(cycle.phase(), SolveCycle::Phase::Idle, kHangGuardMs);
        QCOMPARE(shownValue(cycle), 16);
        QCOMPARE(cycle.cache().keys(), QStringList{QStringLiteral("4")});
    }

    void aKnownKeyIsAnsweredFromTheCache() {
        SolverRunner runner;
        SolveCycle cycle(runner, policy());
        Solver solver;
        QSignalSpy ended(&cycle, &SolveCycle::ended);
        cycle.request(QStringLiteral("2"), solver.job(2));
        QTRY_COMPARE_WITH_TIMEOUT(shownValue(cycle), 4, kHangGuardMs);
        cycle.request(QStringLiteral("5"), solver.job(5));
        QTRY_COMPARE_WITH_TIMEOUT(shownValue(cycle), 25, kHangGuardMs);
        const int endedBefore = static_cast<int>(ended.count());
        cycle.request(QStringLiteral("2"), solver.job(2));
        QCOMPARE(cycle.phase(), SolveCycle::Phase::Idle); // at once, without a solve
        QCOMPARE(shownValue(cycle), 4);
        QCOMPARE(solver.solves.load(), 2);
        QCOMPARE(ended.count(), endedBefore + 1);
        // Asked again for what is shown: nothing happens.
        QSignalSpy shown(&cycle, &SolveCycle::shown);
        cycle.request(QStringLiteral("2"), solver.job(2));
        QCOMPARE(shown.count(), 0);
    }

    void anEmptyKeyNeedsNoSolve() {
        SolverRunner runner;
        SolveCycle cycle(runner, policy());
        Solver solver;
        solver.release = false;
        cycle.request(QStringLiteral("7"), solver.job(7));
        QVERIFY(cycle.isSolving());
        QSignalSpy ended(&cycle, &SolveCycle::ended);
        cycle.request(QString(), solver.job(0));
        QCOMPARE(cycle.phase(), SolveCycle::Phase::Idle);
        QCOMPARE(ended.count(), 1); // the solve under way ended
        QVERIFY(!cycle.presentResult());
        solver.release = true;
    }

    void aCancelledSolveDeliversNothing() {
        SolverRunner runner;
        SolveCycle cycle(runner, policy());
        Solver solver;
        solver.release = false;
        QSignalSpy delivered(&cycle, &SolveCycle::delivered);
        cycle.request(QStringLiteral("6"), solver.job(6));
        QTRY_COMPARE_WITH_TIMEOUT(solver.solves.load(), 1, kHangGuardMs);
        cycle.cancel();
        QCOMPARE(cycle.phase(), SolveCycle::Phase::Cancelled);
        solver.release = true;
        QTest::qWait(50);
        QCOMPARE(delivered.count(), 0);
        QVERIFY(!cycle.presentResult());
        QVERIFY(cycle.cache().keys().isEmpty());
        // Asked again, it solves again.
        cycle.request(QStringLiteral("6"), solver.job(6));
        QTRY_COMPARE_WITH_TIMEOUT(shownValue(cycle), 36, kHangGuardMs);
        QCOMPARE(delivered.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestSolveCycle)
#include "test_solve_cycle.moc"
