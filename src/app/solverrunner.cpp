// SolverRunner: QtConcurrent jobs with stop tokens in lanes, watched from the GUI thread.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/solverrunner.h"

#include <QFutureWatcher>
#include <QtConcurrent>

#include <algorithm>
#include <mutex>
#include <optional>
#include <stop_token>

#ifdef __linux__
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

// Shared by the GUI thread and the worker; the worker only writes the progress slot.
struct SolverRunner::Request {
    quint64 id = 0;
    Lane lane = 0;
    std::stop_source stop;
    std::mutex progressMutex;
    std::optional<pw::Progress> latestProgress;  // guarded by progressMutex
    std::optional<std::any> latestInterim;       // guarded by progressMutex
    QFutureWatcher<std::any>* watcher = nullptr; // GUI thread only
};

namespace {

// The worker yields to the GUI thread when they compete for a core (a solve of a minute on a
// two-core machine beside another busy program): a nicer worker thread, and the solver's own
// threads, which inherit it. QThread::LowPriority does nothing for Linux's default scheduler.
void lowerWorkerPriority() {
#ifdef __linux__
    static thread_local bool lowered = false;
    if (!lowered) {
        lowered = true;
        constexpr int kWorkerNice = 5;
        const auto tid = static_cast<id_t>(::syscall(SYS_gettid));
        ::setpriority(PRIO_PROCESS, tid, std::max(kWorkerNice, ::getpriority(PRIO_PROCESS, tid)));
    }
#endif
}
} // namespace

SolverRunner::SolverRunner(QObject* parent) : QObject(parent) {
    qRegisterMetaType<pw::Progress>();
    qRegisterMetaType<std::any>();
    // A thread for the answer, one for a cancelled request still winding down, and two for the
    // page's other lanes (a check beside the answer); more requests wait their turn.
    pool_.setMaxThreadCount(4);
    progressTimer_.setInterval(100);
    connect(&progressTimer_, &QTimer::timeout, this, &SolverRunner::pollProgress);
}

SolverRunner::~SolverRunner() {
    // Jobs stop at their next checkpoint; QThreadPool's destructor then joins them.
    while (!current_.empty())
        drop(current_.begin()->first);
}

void SolverRunner::drop(Lane lane) {
    const auto it = current_.find(lane);
    if (it == current_.end())
        return;
    it->second->stop.request_stop();
    // Deleting the watcher disconnects it: the dropped request can never deliver.
    delete it->second->watcher;
    it->second->watcher = nullptr;
    current_.erase(it);
    if (current_.empty())
        progressTimer_.stop();
}

quint64 SolverRunner::submit(Job job, Lane lane) {
    drop(lane);

    auto request = std::make_shared<Request>();
    request->id = ++lastId_;
    request->lane = lane;
    request->watcher = new QFutureWatcher<std::any>(this);
    current_[lane] = request;

    // The worker holds its own reference to the request, so dropping it here is always safe.
    auto work = [request, job = std::move(job)]() -> std::any {
        lowerWorkerPriority();
        // Every job of the application gets the budget a CLI solve gets: 3/4 of the memory this
        // process may still take (the cgroup's and RLIMIT_AS's headroom, MemAvailable), read as
        // it starts, on the worker, which a small machine or a container lowers; but no more
        // than the 4 GiB every job had before, so that on a large machine the window does what
        // it did (an exact solve beyond it moves its layers to disk), its GUI thread sharing
        // the process with tables of that size at most.
        pw::SolveControl control(
            request->stop.get_token(),
            [&request](const pw::Progress& p) {
                std::lock_guard lock(request->progressMutex);
                request->latestProgress = p;
            },
            std::min(pw::availableMemoryBudget(), pw::SolveControl::kDefaultMemoryBudget));
        control.setInterimCallback([&request](std::any interim) {
            std::lock_guard lock(request->progressMutex);
            request->latestInterim = std::move(interim);
        });
        return job(control);
    };
    std::weak_ptr<Request> weak = request;
    connect(request->watcher, &QFutureWatcher<std::any>::finished, this, [this, weak] {
        if (auto r = weak.lock())
            deliver(r);
    });
    request->watcher->setFuture(QtConcurrent::run(&pool_, std::move(work)));
    progressTimer_.start();
    return request->id;
}

void SolverRunner::cancel(Lane lane) {
    drop(lane);
}

void SolverRunner::finish(Lane lane) {
    // The stop only: the watcher stays, so what the job returns is delivered.
    if (const auto it = current_.find(lane); it != current_.end())
        it->second->stop.request_stop();
}

void SolverRunner::pollProgress() {
    // A signal's receiver may cancel or start requests: walk a copy, and check each is current.
    const auto requests = current_;
    for (const auto& [lane, request] : requests) {
        std::optional<pw::Progress> progress;
        std::optional<std::any> interimResult;
        {
            std::lock_guard lock(request->progressMutex);
            progress.swap(request->latestProgress);
            interimResult.swap(request->latestInterim);
        }
        const auto stillCurrent = [&, lane = lane, request = request] {
            const auto it = current_.find(lane);
            return it != current_.end() && it->second == request;
        };
        if (interimResult && stillCurrent())
            emit interim(request->id, *interimResult);
        if (progress && stillCurrent())
            emit progressed(request->id, *progress);
    }
}

void SolverRunner::deliver(const std::shared_ptr<Request>& request) {
    const auto it = current_.find(request->lane);
    if (it == current_.end() || it->second != request)
        return; // superseded or cancelled: stale results are dropped
    const quint64 id = request->id;
    QFuture<std::any> future = request->watcher->future();
    request->watcher->deleteLater();
    request->watcher = nullptr;
    current_.erase(it);
    if (current_.empty())
        progressTimer_.stop();
    try {
        const std::any result = future.result();
        emit finished(id, result);
    } catch (const std::exception& error) {
        emit failed(id, QString::fromUtf8(error.what()));
    } catch (...) {
        emit failed(id, tr("the solver failed"));
    }
}
