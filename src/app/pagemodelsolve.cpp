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
    return !lanes_.holdsSettled();
}

void PageModel::setPhase(SolvePhase phase) {
    const bool wasSettled = isSettled();
    phase_ = phase;
    if (!wasSettled && isSettled())
        emit settled();
}

const std::any* PageModel::presentResult() const {
    const bool solving = phase_ == SolvePhase::Waiting || phase_ == SolvePhase::Running;
    if (solving || deliveredKey_ != presentKey_ || !delivered_.has_value() || presentKey_.isEmpty())
        return nullptr;
    return &delivered_;
}

const std::any* PageModel::interimResult() const {
    if (phase_ != SolvePhase::Running || runningId_ == 0 || interimId_ != runningId_ ||
        runningKey_ != presentKey_ || !interim_.has_value())
        return nullptr;
    return &interim_;
}

void PageModel::onProgress(quint64 requestId, const pw::Progress& progress) {
    if (requestId == runningId_) { // a job's is JobLanes'
        progress_ = progress;
        emit progressChanged();
    }
}

void PageModel::onInterim(quint64 requestId, const std::any& result) {
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
        delivered_.reset();
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
    interim_.reset();
    runningKey_ = presentKey_;
    runningId_ = runner_.submit(std::move(pendingJob_));
    solveClock_.start();
    pendingJob_ = {};
    phase_ = SolvePhase::Running;
    emit progressChanged();
}

void PageModel::onFinished(quint64 requestId, const std::any& result) {
    if (requestId != runningId_ || runningKey_ != presentKey_)
        return;
    runningId_ = 0;
    interimId_ = 0;
    interim_.reset();
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
    if (requestId != runningId_)
        return;
    runningId_ = 0;
    solveError_ = messagetext::oneLine(message);
    deliveredKey_.clear();
    delivered_.reset();
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

// ---- Background jobs (JobLanes): what the page adds is when it is settled, and one notification

void PageModel::startDelay(const JobSpec& spec, int milliseconds, std::function<void()> done) {
    const bool wasSettled = isSettled();
    lanes_.startDelay(spec, milliseconds, std::move(done));
    if (wasSettled && !isSettled())
        emit progressChanged();
}

void PageModel::cancelJob(Lane lane) {
    const bool wasSettled = isSettled();
    if (!lanes_.cancel(lane))
        return;
    notifyChanged();
    if (!wasSettled && isSettled())
        emit settled();
}

void PageModel::cancelStateJobs() {
    lanes_.cancelBoundToState();
}

void PageModel::onJobEnded(bool heldSettled) {
    notifyChanged();
    if (heldSettled && isSettled())
        emit settled();
}

std::size_t PageModel::resultBytes(const std::any&) const {
    return 1024;
}

bool PageModel::isCacheable(const std::any& result) const {
    return result.has_value();
}

const PageModel::CacheEntry* PageModel::findCached(const QString& key) {
    const auto it = std::find_if(cache_.begin(), cache_.end(),
                                 [&](const CacheEntry& e) { return e.key == key; });
    if (it == cache_.end())
        return nullptr;
    cache_.splice(cache_.begin(), cache_, it);
    return &cache_.front();
}

void PageModel::remember(const QString& key, const std::any& result) {
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
