// SolveCycle: the answer of the present key, debounced, cancelled when superseded, shown only
// for the key it answers, and cached.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/solvecycle.h"

#include "app/messagetext.h"

#include <QDateTime>

namespace {
int defaultDebounceMs = SolveCycle::kDebounceMs;
}

void SolveCycle::setDefaultDebounceMs(int milliseconds) {
    defaultDebounceMs = milliseconds;
}

SolveCycle::SolveCycle(SolverRunner& runner, Policy policy, QObject* parent)
    : QObject(parent), runner_(runner), policy_(std::move(policy)) {
    debounce_.setSingleShot(true);
    debounce_.setInterval(defaultDebounceMs);
    connect(&debounce_, &QTimer::timeout, this, &SolveCycle::start);
    connect(&runner_, &SolverRunner::finished, this, &SolveCycle::onFinished);
    connect(&runner_, &SolverRunner::interim, this, &SolveCycle::onInterim);
    connect(&runner_, &SolverRunner::failed, this, &SolveCycle::onFailed);
    connect(&runner_, &SolverRunner::progressed, this, &SolveCycle::onProgress);
}

SolveCycle::~SolveCycle() = default;

const std::any* SolveCycle::presentResult() const {
    if (isSolving() || deliveredKey_ != presentKey_ || !delivered_.has_value() ||
        presentKey_.isEmpty())
        return nullptr;
    return &delivered_;
}

const std::any* SolveCycle::interimResult() const {
    if (phase_ != Phase::Running || runningId_ == 0 || interimId_ != runningId_ ||
        runningKey_ != presentKey_ || !interim_.has_value())
        return nullptr;
    return &interim_;
}

void SolveCycle::request(const QString& key, const std::function<SolverRunner::Job()>& job) {
    const bool sameKey = key == presentKey_;
    if (sameKey && isSolving())
        return; // the solve under way answers this key too
    if (sameKey && phase_ == Phase::Idle && (key.isEmpty() || deliveredKey_ == key))
        return; // already answered
    presentKey_ = key;
    debounce_.stop();
    runner_.cancel(); // a superseded solve is cancelled, never delivered
    runningId_ = 0;
    error_.clear();
    progress_ = {};
    if (key.isEmpty()) {
        deliveredKey_.clear();
        delivered_.reset();
        const bool wasSolving = isSolving();
        phase_ = Phase::Idle;
        if (wasSolving)
            emit ended();
        emit shown();
        return;
    }
    if (const std::any* cached = cache_.find(key)) {
        deliveredKey_ = key;
        delivered_ = *cached;
        phase_ = Phase::Idle;
        emit shown();
        emit ended();
        return;
    }
    pendingJob_ = job();
    phase_ = Phase::Waiting;
    emit shown(); // the shown result is stale now
    // The first request after a pause is solved at once; while requests keep coming, the last
    // one is solved once they pause for the debounce interval.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const bool burst = lastRequestMs_ >= 0 && now - lastRequestMs_ < debounce_.interval();
    lastRequestMs_ = now;
    if (burst)
        debounce_.start();
    else
        start();
}

void SolveCycle::start() {
    if (phase_ != Phase::Waiting || !pendingJob_)
        return;
    interimId_ = 0;
    interim_.reset();
    runningKey_ = presentKey_;
    runningId_ = runner_.submit(std::move(pendingJob_));
    clock_.start();
    pendingJob_ = {};
    phase_ = Phase::Running;
    emit progressChanged();
}

void SolveCycle::cancel() {
    debounce_.stop();
    pendingJob_ = {};
    runner_.cancel();
    runningId_ = 0;
    phase_ = Phase::Cancelled;
    emit shown();
}

void SolveCycle::onProgress(quint64 requestId, const pw::Progress& progress) {
    if (requestId == runningId_) { // a job's is JobLanes'
        progress_ = progress;
        emit progressChanged();
    }
}

void SolveCycle::onInterim(quint64 requestId, const std::any& result) {
    if (requestId != runningId_ || runningKey_ != presentKey_)
        return; // a superseded request's: never shown
    interimId_ = requestId;
    interim_ = result;
    emit shown();
}

void SolveCycle::onFinished(quint64 requestId, const std::any& result) {
    if (requestId != runningId_ || runningKey_ != presentKey_)
        return;
    runningId_ = 0;
    interimId_ = 0;
    interim_.reset();
    deliveredKey_ = runningKey_;
    delivered_ = result;
    if (policy_.keeps(result))
        cache_.remember(runningKey_, result, policy_.bytesOf(result), policy_.keptDigests());
    phase_ = Phase::Idle;
    emit shown();
    emit ended();
    emit delivered(clock_.elapsed());
}

void SolveCycle::onFailed(quint64 requestId, const QString& message) {
    if (requestId != runningId_)
        return;
    runningId_ = 0;
    error_ = messagetext::oneLine(message);
    deliveredKey_.clear();
    delivered_.reset();
    phase_ = Phase::Failed;
    emit shown();
    emit ended();
}
