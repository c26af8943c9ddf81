// The solve life cycle of a page's answer: the present key, the debounce of bursts of changes,
// the solve on the runner's lane 0 (cancelled when superseded), the delivery guard (a result or
// an interim answer is shown only for the key it answers), phase, progress and error, and the
// cache of results by key. The page model says what to solve; this says what is shown.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/resultcache.h"
#include "app/solverrunner.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QTimer>

#include <any>
#include <cstddef>
#include <functional>
#include <unordered_set>

class SolveCycle : public QObject {
    Q_OBJECT
public:
    enum class Phase { Idle, Waiting, Running, Failed, Cancelled };

    // What the page decides about a delivered result: its bytes (the cache budget), whether it
    // may be cached, and the digests of the keys its history keeps.
    struct Policy {
        std::function<std::size_t(const std::any&)> bytesOf;
        std::function<bool(const std::any&)> keeps;
        std::function<std::unordered_set<std::size_t>()> keptDigests;
    };

    // Solves on `runner` (its lane 0), which outlives this.
    SolveCycle(SolverRunner& runner, Policy policy, QObject* parent = nullptr);
    ~SolveCycle() override;

    // The debounce interval of cycles made from now on (kDebounceMs unless a test changes it).
    static constexpr int kDebounceMs = 100;
    static void setDefaultDebounceMs(int milliseconds);

    // Asks for the answer of `key` (empty: nothing to solve): kept when the solve under way or
    // the shown answer already answers it, else answered from the cache, or `job()` is solved
    // (at once after a pause, or once a burst of requests pauses for the debounce interval).
    void request(const QString& key, const std::function<SolverRunner::Job()>& job);
    // Stops the solve: nothing is delivered, the phase is Cancelled.
    void cancel();

    Phase phase() const { return phase_; }
    bool isSolving() const { return phase_ == Phase::Waiting || phase_ == Phase::Running; }
    const pw::Progress& progress() const { return progress_; }
    QString error() const { return error_; }
    // The result for the present key, or nullptr while it is unknown. Never another key's.
    const std::any* presentResult() const;
    // While the present key's solve runs, the interim answer its job published, or nullptr.
    const std::any* interimResult() const;
    ResultCache& cache() { return cache_; }

signals:
    // What is shown changed: the result (arrived, from the cache, gone stale), an interim answer,
    // or the phase.
    void shown();
    // The solve ended (delivered, failed, answered from the cache, or nothing to solve any more):
    // the page may be settled now.
    void ended();
    // A solve delivered its answer `elapsedMs` after it started.
    void delivered(qint64 elapsedMs);
    void progressChanged();

private:
    void start();
    void onFinished(quint64 requestId, const std::any& result);
    void onInterim(quint64 requestId, const std::any& result);
    void onFailed(quint64 requestId, const QString& message);
    void onProgress(quint64 requestId, const pw::Progress& progress);

    SolverRunner& runner_;
    Policy policy_;
    ResultCache cache_;
    QTimer debounce_;
    qint64 lastRequestMs_ = -1;
    QElapsedTimer clock_; // since the running solve started
    QString presentKey_;
    SolverRunner::Job pendingJob_;
    quint64 runningId_ = 0;
    QString runningKey_;
    QString deliveredKey_; // the last result delivered, cacheable or not (over budget...)
    std::any delivered_;
    quint64 interimId_ = 0; // the request whose interim result interim_ is
    std::any interim_;
    Phase phase_ = Phase::Idle;
    pw::Progress progress_;
    QString error_;
};
