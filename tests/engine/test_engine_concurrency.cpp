// The engine's concurrent use, as the GUI's workers use it: two solves at once share nothing and
// give the sequential answers; a stop requested from another thread ends a long solve promptly
// with status Cancelled. Built and run under ThreadSanitizer by scripts/sanitize.sh.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/sanitizers.h"
#include "engine/hackenbush/solver.h"
#include "engine/jenga/solver.h"
#include "engine/patience/solver.h"
#include "engine/stones/solver.h"

#include <QtTest>

#include <chrono>
#include <functional>
#include <future>
#include <thread>

namespace {

// How soon after a stop request a solve must return. Usually milliseconds; but the first
// look-ups of a big Jenga solve fault in a fresh table's huge pages, and on a saturated machine
// one such step has been seen to take 0.5 s. Sanitizers slow everything down.
constexpr double kPromptSeconds = kSanitizedBuild ? 5.0 : 2.0;

template <class Solve> auto solveWithStop(std::stop_token stop, Solve&& solve) {
    pw::SolveControl control(std::move(stop));
    return solve(control);
}

// Runs `solve` on two threads at once and returns both results.
template <class Solve> auto twice(Solve solve) {
    auto first = std::async(std::launch::async, [&] { return solveWithStop({}, solve); });
    auto second = std::async(std::launch::async, [&] { return solveWithStop({}, solve); });
    return std::make_pair(first.get(), second.get());
}

// Starts `solve` on a thread, requests a stop from this thread after `delay`, and returns the
// status and how long the solve went on after the request.
template <class Solve>
std::pair<pw::SolveStatus, double> cancelAfter(std::chrono::milliseconds delay, Solve solve) {
    std::stop_source source;
    auto running = std::async(std::launch::async,
                              [&] { return solveWithStop(source.get_token(), solve).status; });
    std::this_thread::sleep_for(delay);
    const auto requested = std::chrono::steady_clock::now();
    source.request_stop();
    const pw::SolveStatus status = running.get();
    return {status,
            std::chrono::duration<double>(std::chrono::steady_clock::now() - requested).count()};
}

} // namespace

class TestEngineConcurrency : public QObject {
    Q_OBJECT
private slots:
    void twoStonesSolvesAtOnce() {
        const auto board = pw::stones::randomPosition(60, 3, 11);
        const auto [a, b] = twice([&](pw::SolveControl& c) { return pw::stones::solve(board, c); });
        pw::SolveControl control;
        const auto alone = pw::stones::solve(board, control);
        QCOMPARE(a.moveCount, alone.moveCount);
        QCOMPARE(b.moveCount, alone.moveCount);
        QCOMPARE(a.distances.reachedStates(), alone.distances.reachedStates());
    }

    void twoJengaSolvesAtOnce() {
        const auto tower = pw::jenga::randomTower(5, 3);
        const auto [a, b] = twice([&](pw::SolveControl& c) { return pw::jenga::solve(tower, c); });
        pw::SolveControl control;
        const double alone = pw::jenga::solve(tower, control).expectedDuration;
        QCOMPARE(a.expectedDuration, alone);
        QCOMPARE(b.expectedDuration, alone);
    }

    void twoPatienceSolvesAtOnce() {
        const pw::patience::Position deal(pw::patience::randomDeal(5));
        const auto [a, b] =
            twice([&](pw::SolveControl& c) { return pw::patience::solve(deal, c); });
        pw::SolveControl control;
        const auto alone = pw::patience::solve(deal, control);
        QCOMPARE(a.values.random, alone.values.random);
        QCOMPARE(b.values.best, alone.values.best);
    }

    void twoHackenbushSolvesAtOnce() {
        const auto position = pw::hackenbush::randomPosition(4, 2000, 9);
        const auto [a, b] =
            twice([&](pw::SolveControl& c) { return pw::hackenbush::solve(position, c); });
        const auto alone = pw::hackenbush::solve(position);
        QVERIFY(a.value == alone.value);
        QVERIFY(b.value == alone.value);
        QCOMPARE(a.winningMovesWhite.size(), alone.winningMovesWhite.size());
    }

    void stopFromAnotherThreadEndsLongSolves() {
        using namespace std::chrono_literals;
        // Solves that take far longer than the delay (a full n = 400 board; a 9-level tower).
        const auto board = pw::stones::randomPosition(400, 26, 1);
        const auto [stonesStatus, stonesLag] =
            cancelAfter(30ms, [&](pw::SolveControl& c) { return pw::stones::solve(board, c); });
        QVERIFY(stonesStatus == pw::SolveStatus::Cancelled);
        QVERIFY2(stonesLag < kPromptSeconds, qPrintable(QString::number(stonesLag)));

        const auto tower = pw::jenga::randomTower(9, 1);
        const auto [jengaStatus, jengaLag] =
            cancelAfter(30ms, [&](pw::SolveControl& c) { return pw::jenga::solve(tower, c); });
        QVERIFY(jengaStatus == pw::SolveStatus::Cancelled);
        QVERIFY2(jengaLag < kPromptSeconds, qPrintable(QString::number(jengaLag)));
    }
};

QTEST_APPLESS_MAIN(TestEngineConcurrency)
#include "test_engine_concurrency.moc"
