// PageModel, the solve life cycle: the answer of the present state (debounced, cancelled when
// superseded, shown only for the state it answers), the result cache, and the page's other
// background jobs on the same runner.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pagemodel.h"

#include "app/messagetext.h"

#include <QDateTime>

#include <algorithm>
#include <unordered_set>

bool PageModel::isSettled() const {
    if (phase_ == SolvePhase::Waiting || phase_ == SolvePhase::Running)
        return false;
    return std::none_of(jobs_.begin(), jobs_.end(),
                        [](const auto& job) { return job.second.options.holdsSettled; });
}

void PageModel::setPhase(SolvePhase phase) {
    const bool wasSettled = isSettled();
    phase_ = phase;
    if (!wasSettled && isSettled())
        emit settled();
}

const QVariant* PageModel::presentResult() const {
    const bool solving = phase_ == SolvePhase::Waiting || phase_ == SolvePhase::Running;
    if (solving || deliveredKey_ != presentKey_ || !delivered_.isValid() || presentKey_.isEmpty())
        return nullptr;
    return &delivered_;
}

const QVariant* PageModel::interimResult() const {
    if (phase_ != SolvePhase::Running || runningId_ == 0 || interimId_ != runningId_ ||
        runningKey_ != presentKey_ || !interim_.isValid())
        return nullptr;
    return &interim_;
}

void PageModel::onProgress(quint64 requestId, const pw::Progress& progress) {
    if (requestId == runningId_) {
        progress_ = progress;
        emit progressChanged();
        return;
    }
    for (auto& [channel, job] : jobs_)
        if (job.id == requestId) {
            job.progress = progress;
            emit jobsChanged();
            return;
        }
}

void PageModel::onInterim(quint64 requestId, const QVariant& result) {
    if (requestId != runningId_ || runningKey_ != presentKey_)
        return; // a superseded request's: never shown
    interimId_ = requestId;
    interim_ = result;
    resultShown();
    notifyChanged();
}

void PageModel::refreshSolve() {
    const PageState& state = stateBase();
    // The key again: what the subclass solves for this state may have changed.
    keyState_.reset();
    Step& present = steps_[static_cast<std::size_t>(index_)];
    const QString key = keyOf(present.state);
    present.keyDigest = digestOf(key);
    const bool sameKey = key == presentKey_;
    if (sameKey && (phase_ == SolvePhase::Waiting || phase_ == SolvePhase::Running))
        return; // the solve under way answers this state too
    if (sameKey && phase_ == SolvePhase::Idle && (key.isEmpty() || deliveredKey_ == key))
        return; // already answered
    presentKey_ = key;
    debounce_.stop();
    runner_.cancel(); // a superseded solve is cancelled, never delivered
    runningId_ = 0;
    solveError_.clear();
    progress_ = {};
    if (key.isEmpty()) {
        deliveredKey_.clear();
        delivered_ = {};
        setPhase(SolvePhase::Idle);
        resultShown();
        notifyChanged();
        return;
    }
    if (const CacheEntry* entry = findCached(key)) {
        deliveredKey_ = key;
        delivered_ = entry->result;
        phase_ = SolvePhase::Idle;
        resultShown();
        notifyChanged();
        if (isSettled())
            emit settled();
        return;
    }
    pendingJob_ = solveJob(state);
    phase_ = SolvePhase::Waiting;
    resultShown(); // the shown result is stale now
    notifyChanged();
    // The first change after a pause is solved at once; while changes keep coming, the last
    // one is solved once they pause for the debounce interval.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const bool burst = lastRequestMs_ >= 0 && now - lastRequestMs_ < debounce_.interval();
    lastRequestMs_ = now;
    if (burst)
        debounce_.start();
    else
        startSolve();
}

void PageModel::startSolve() {
    if (phase_ != SolvePhase::Waiting || !pendingJob_)
        return;
    interimId_ = 0;
    interim_ = {};
    runningKey_ = presentKey_;
    runningId_ = runner_.submit(std::move(pendingJob_));
    solveClock_.start();
    pendingJob_ = {};
    phase_ = SolvePhase::Running;
    emit progressChanged();
}

void PageModel::onFinished(quint64 requestId, const QVariant& result) {
    if (deliverJob(requestId, &result, nullptr))
        return;
    if (requestId != runningId_ || runningKey_ != presentKey_)
        return;
    runningId_ = 0;
    interimId_ = 0;
    interim_ = {};
    deliveredKey_ = runningKey_;
    delivered_ = result;
    if (isCacheable(result))
        remember(runningKey_, result);
    phase_ = SolvePhase::Idle;
    resultShown();
    notifyChanged();
    if (isSettled())
        emit settled();
    emit solveDelivered(solveClock_.elapsed());
}

void PageModel::onFailed(quint64 requestId, const QString& message) {
    if (deliverJob(requestId, nullptr, &message))
        return;
    if (requestId != runningId_)
        return;
    runningId_ = 0;
    solveError_ = messagetext::oneLine(message);
    deliveredKey_.clear();
    delivered_ = {};
    phase_ = SolvePhase::Failed;
    resultShown();
    notifyChanged();
    if (isSettled())
        emit settled();
}

void PageModel::cancelSolve() {
    if (isSettled())
        return;
    debounce_.stop();
    pendingJob_ = {};
    runner_.cancel();
    runningId_ = 0;
    phase_ = SolvePhase::Cancelled;
    resultShown();
    notifyChanged();
    if (isSettled())
        emit settled();
}

void PageModel::resultShown() {
    presentResultChanged();
    emit resultChanged();
}

// ---- Background jobs

void PageModel::startJob(const JobOptions& options, SolverRunner::Job job, JobDone done,
                         JobFailed failed) {
    Q_ASSERT(options.channel >= 1);
    const bool wasSettled = isSettled();
    const quint64 id = runner_.submit(std::move(job), options.channel);
    jobs_[options.channel] = RunningJob{id, options, std::move(done), std::move(failed), {}, {}};
    emit jobsChanged();
    if (wasSettled && !isSettled())
        emit progressChanged(); // the page shows it is busy
}

void PageModel::startDelay(const JobOptions& options, int milliseconds,
                           std::function<void()> done) {
    Q_ASSERT(options.channel >= 1);
    runner_.cancel(options.channel); // the channel's job, if a runner's, ends
    const bool wasSettled = isSettled();
    const quint64 id = nextDelayId_++;
    auto timer = std::make_unique<QTimer>();
    timer->setSingleShot(true);
    connect(timer.get(), &QTimer::timeout, this, [this, id] {
        const QVariant none;
        deliverJob(id, &none, nullptr);
    });
    timer->start(milliseconds);
    jobs_[options.channel] =
        RunningJob{id, options, [done = std::move(done)](const QVariant&) { done(); },
                   {}, {},      std::move(timer)};
    emit jobsChanged();
    if (wasSettled && !isSettled())
        emit progressChanged();
}

void PageModel::cancelJob(int channel) {
    if (!jobs_.count(channel))
        return;
    const bool wasSettled = isSettled();
    runner_.cancel(channel);
    jobs_.erase(channel);
    emit jobsChanged();
    notifyChanged();
    if (!wasSettled && isSettled())
        emit settled();
}

pw::Progress PageModel::jobProgress(int channel) const {
    const auto it = jobs_.find(channel);
    return it == jobs_.end() ? pw::Progress{} : it->second.progress;
}

void PageModel::cancelStateJobs() {
    bool cancelled = false;
    for (auto it = jobs_.begin(); it != jobs_.end();)
        if (it->second.options.boundToState) {
            runner_.cancel(it->first);
            it = jobs_.erase(it);
            cancelled = true;
        } else {
            ++it;
        }
    if (cancelled)
        emit jobsChanged();
}

bool PageModel::deliverJob(quint64 requestId, const QVariant* result, const QString* message) {
    const auto it = std::find_if(jobs_.begin(), jobs_.end(), [requestId](const auto& job) {
        return job.second.id == requestId;
    });
    if (it == jobs_.end())
        return false;
    const bool wasSettled = isSettled();
    // Out of the table first: `done` may start the channel's next job (an auto-play step).
    RunningJob job = std::move(it->second);
    jobs_.erase(it);
    if (result && job.done)
        job.done(*result);
    else if (message && job.failed)
        job.failed(*message);
    emit jobsChanged();
    notifyChanged();
    if (!wasSettled && isSettled())
        emit settled();
    return true;
}

std::size_t PageModel::resultBytes(const QVariant&) const {
    return 1024;
}

bool PageModel::isCacheable(const QVariant& result) const {
    return result.isValid();
}

const PageModel::CacheEntry* PageModel::findCached(const QString& key) {
    const auto it = std::find_if(cache_.begin(), cache_.end(),
                                 [&](const CacheEntry& e) { return e.key == key; });
    if (it == cache_.end())
        return nullptr;
    cache_.splice(cache_.begin(), cache_, it);
    return &cache_.front();
}

void PageModel::remember(const QString& key, const QVariant& result) {
    cache_.remove_if([&](const CacheEntry& e) { return e.key == key; });
    cache_.push_front({key, digestOf(key), result, resultBytes(result)});
    trimCache();
}

void PageModel::trimCache() {
    // Results of states in the history are kept, so undo and redo never solve again, up to a
    // hard limit (huge Jenga tables); the others go first, least recently used first, beyond
    // the budget.
    std::unordered_set<std::size_t> pinned;
    for (const Step& step : steps_)
        pinned.insert(step.keyDigest);
    std::size_t unpinnedTotal = 0;
    std::size_t total = 0;
    for (auto it = cache_.begin(); it != cache_.end();) {
        const bool isPinned = pinned.count(it->digest) > 0;
        const bool first = it == cache_.begin(); // the result just delivered always stays
        if (!isPinned)
            unpinnedTotal += it->bytes;
        total += it->bytes;
        if (!first && ((!isPinned && unpinnedTotal > cacheBudget_) || total > kMaxCachedBytes)) {
            total -= it->bytes;
            if (!isPinned)
                unpinnedTotal -= it->bytes;
            it = cache_.erase(it);
        } else {
            ++it;
        }
    }
}
