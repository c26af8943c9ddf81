// PageModel, the answer and the jobs: what the present state needs solved (its SolveCycle shows
// it), when the page is settled, and the page's other background jobs (JobLanes) on the same
// runner.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pagemodel.h"

static_assert(static_cast<int>(PageModel::SolvePhase::Idle) ==
                  static_cast<int>(SolveCycle::Phase::Idle) &&
              static_cast<int>(PageModel::SolvePhase::Waiting) ==
                  static_cast<int>(SolveCycle::Phase::Waiting) &&
              static_cast<int>(PageModel::SolvePhase::Running) ==
                  static_cast<int>(SolveCycle::Phase::Running) &&
              static_cast<int>(PageModel::SolvePhase::Failed) ==
                  static_cast<int>(SolveCycle::Phase::Failed) &&
              static_cast<int>(PageModel::SolvePhase::Cancelled) ==
                  static_cast<int>(SolveCycle::Phase::Cancelled));

bool PageModel::isSettled() const {
    return !solve_.isSolving() && !lanes_.holdsSettled();
}

const std::any* PageModel::presentResult() const {
    return solve_.presentResult();
}

const std::any* PageModel::interimResult() const {
    return solve_.interimResult();
}

void PageModel::refreshSolve() {
    // The key again: what the subclass solves for this state may have changed.
    keyState_.reset();
    const std::shared_ptr<const PageState> state = history_.present().state;
    const QString key = keyOf(state);
    history_.setPresentDigest(ResultCache::digestOf(key));
    solve_.request(key, [&] { return solveJob(*state); });
}

void PageModel::cancelSolve() {
    if (isSettled())
        return;
    solve_.cancel();
    if (isSettled())
        emit settled();
}

void PageModel::resultShown() {
    presentResultChanged();
    emit resultChanged();
    notifyChanged();
}

void PageModel::solveEnded() {
    if (isSettled())
        emit settled();
}

std::size_t PageModel::resultBytes(const std::any&) const {
    return 1024;
}

bool PageModel::isCacheable(const std::any& result) const {
    return result.has_value();
}

// ---- Background jobs (JobLanes): what the page adds is when it is settled, and one notification

void PageModel::jobStarted(bool wasSettled) {
    if (wasSettled && !isSettled())
        emit progressChanged(); // the page shows it is busy
}

void PageModel::startDelay(const JobSpec& spec, int milliseconds, std::function<void()> done) {
    const bool wasSettled = isSettled();
    lanes_.startDelay(spec, milliseconds, std::move(done));
    jobStarted(wasSettled);
}

void PageModel::cancelJob(Lane lane) {
    const bool wasSettled = isSettled();
    if (!lanes_.cancel(lane))
        return;
    notifyChanged();
    if (!wasSettled && isSettled())
        emit settled();
}

void PageModel::onJobEnded(bool heldSettled) {
    notifyChanged();
    if (heldSettled && isSettled())
        emit settled();
}
