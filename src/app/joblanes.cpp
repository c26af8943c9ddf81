// JobLanes: a page's typed jobs on its runner's lanes 1 and up, and its pauses on timers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/joblanes.h"

#include <algorithm>

namespace {
int pauseMs = -1; // every pause as asked
} // namespace

void JobLanes::setPauseMs(int milliseconds) {
    pauseMs = milliseconds;
}

JobLanes::JobLanes(SolverRunner& runner, QObject* parent) : QObject(parent), runner_(runner) {
    connect(&runner_, &SolverRunner::finished, this, &JobLanes::onFinished);
    connect(&runner_, &SolverRunner::failed, this, &JobLanes::onFailed);
    connect(&runner_, &SolverRunner::progressed, this, &JobLanes::onProgress);
    connect(&runner_, &SolverRunner::interim, this, &JobLanes::onInterim);
}

JobLanes::~JobLanes() = default;

std::map<Lane, JobLanes::Running>::iterator JobLanes::findRequest(quint64 requestId) {
    return std::find_if(jobs_.begin(), jobs_.end(),
                        [requestId](const auto& job) { return job.second.id == requestId; });
}

void JobLanes::startErased(const JobSpec& spec, SolverRunner::Job job, Deliver done,
                           Failed failed) {
    Q_ASSERT(spec.lane >= 1);
    const quint64 id = runner_.submit(std::move(job), spec.lane);
    jobs_[spec.lane] = Running{id, spec, std::move(done), std::move(failed), {}, {}, {}};
    emit jobsChanged();
}

void JobLanes::startDelay(const JobSpec& spec, int milliseconds, std::function<void()> done) {
    Q_ASSERT(spec.lane >= 1);
    runner_.cancel(spec.lane); // the lane's job, if a runner's, ends
    const quint64 id = nextDelayId_++;
    auto timer = std::make_unique<QTimer>();
    timer->setSingleShot(true);
    connect(timer.get(), &QTimer::timeout, this, [this, id] {
        std::any none;
        deliver(id, &none, nullptr);
    });
    timer->start(pauseMs >= 0 ? pauseMs : milliseconds);
    jobs_[spec.lane] = Running{
        id, spec, [done = std::move(done)](std::any&) { done(); }, {}, {}, {}, std::move(timer)};
    emit jobsChanged();
}

bool JobLanes::cancel(Lane lane) {
    if (!jobs_.count(lane))
        return false;
    runner_.cancel(lane);
    jobs_.erase(lane);
    emit jobsChanged();
    return true;
}

void JobLanes::finish(Lane lane) {
    const auto it = jobs_.find(lane);
    if (it == jobs_.end())
        return;
    if (it->second.timer)
        it->second.timer->start(0); // a pause has nothing to keep: it ends now
    else
        runner_.finish(lane);
}

bool JobLanes::cancelBoundToState() {
    bool cancelled = false;
    for (auto it = jobs_.begin(); it != jobs_.end();)
        if (it->second.spec.boundToState) {
            runner_.cancel(it->first);
            it = jobs_.erase(it);
            cancelled = true;
        } else {
            ++it;
        }
    if (cancelled)
        emit jobsChanged();
    return cancelled;
}

bool JobLanes::holdsSettled() const {
    return std::any_of(jobs_.begin(), jobs_.end(),
                       [](const auto& job) { return job.second.spec.holdsSettled; });
}

pw::Progress JobLanes::progress(Lane lane) const {
    const auto it = jobs_.find(lane);
    return it == jobs_.end() ? pw::Progress{} : it->second.progress;
}

void JobLanes::onProgress(quint64 requestId, const pw::Progress& progress) {
    if (const auto it = findRequest(requestId); it != jobs_.end()) {
        it->second.progress = progress;
        emit jobsChanged();
    }
}

void JobLanes::onInterim(quint64 requestId, const std::any& value) {
    if (const auto it = findRequest(requestId); it != jobs_.end()) {
        it->second.interim = value;
        const Lane lane = it->first;
        emit jobsChanged();
        emit interimPublished(lane);
    }
}

void JobLanes::onFinished(quint64 requestId, const std::any& result) {
    std::any value = result;
    deliver(requestId, &value, nullptr);
}

void JobLanes::onFailed(quint64 requestId, const QString& message) {
    deliver(requestId, nullptr, &message);
}

void JobLanes::deliver(quint64 requestId, std::any* result, const QString* message) {
    const auto it = findRequest(requestId);
    if (it == jobs_.end())
        return; // the answer's, or a job cancelled meanwhile
    // Out of the table first: `done` may start the lane's next job (an auto-play step).
    Running job = std::move(it->second);
    jobs_.erase(it);
    if (result && job.done)
        job.done(*result);
    else if (message && job.failed)
        job.failed(*message);
    emit jobsChanged();
    emit jobEnded(job.spec.holdsSettled);
}
