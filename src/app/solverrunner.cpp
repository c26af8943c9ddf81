// SolverRunner: QtConcurrent jobs with stop tokens, watched from the GUI thread.
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
    std::stop_source stop;
    std::mutex progressMutex;
    std::optional<pw::Progress> latestProgress;  // guarded by progressMutex
    std::optional<QVariant> latestInterim;       // guarded by progressMutex
    QFutureWatcher<QVariant>* watcher = nullptr; // GUI thread only
};

namespace {
// The request the worker thread is running a job for (publishInterim's target).
thread_local std::shared_ptr<SolverRunner::Request>* runningRequest = nullptr;

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

void SolverRunner::publishInterim(const QVariant& result) {
    if (!runningRequest || !*runningRequest)
        return;
    auto& request = **runningRequest;
    std::lock_guard lock(request.progressMutex);
    request.latestInterim = result;
}

SolverRunner::SolverRunner(QObject* parent) : QObject(parent) {
    qRegisterMetaType<pw::Progress>();
    // One thread for the live request and one for a cancelled request still winding down.
    pool_.setMaxThreadCount(2);
    progressTimer_.setInterval(100);
    connect(&progressTimer_, &QTimer::timeout, this, &SolverRunner::pollProgress);
}

SolverRunner::~SolverRunner() {
    // Jobs stop at their next checkpoint; QThreadPool's destructor then joins them.
    dropCurrent();
}

void SolverRunner::dropCurrent() {
    if (!current_)
        return;
    current_->stop.request_stop();
    // Deleting the watcher disconnects it: the dropped request can never deliver.
    delete current_->watcher;
    current_->watcher = nullptr;
    current_.reset();
    progressTimer_.stop();
}

quint64 SolverRunner::submit(Job job) {
    const bool wasBusy = isBusy();
    dropCurrent();

    auto request = std::make_shared<Request>();
    request->id = ++lastId_;
    request->watcher = new QFutureWatcher<QVariant>(this);
    current_ = request;

    // The worker holds its own reference to the request, so dropping it here is always safe.
    auto work = [request, job = std::move(job)]() -> QVariant {
        lowerWorkerPriority();
        pw::SolveControl control(request->stop.get_token(), [&request](const pw::Progress& p) {
            std::lock_guard lock(request->progressMutex);
            request->latestProgress = p;
        });
        std::shared_ptr<Request> self = request;
        runningRequest = &self;
        struct Reset {
            ~Reset() { runningRequest = nullptr; }
        } reset;
        return job(control);
    };
    std::weak_ptr<Request> weak = request;
    connect(request->watcher, &QFutureWatcher<QVariant>::finished, this, [this, weak] {
        if (auto r = weak.lock())
            deliver(r);
    });
    request->watcher->setFuture(QtConcurrent::run(&pool_, std::move(work)));
    progressTimer_.start();
    if (!wasBusy)
        emit busyChanged(true);
    return request->id;
}

void SolverRunner::cancel() {
    if (!current_)
        return;
    dropCurrent();
    emit busyChanged(false);
}

void SolverRunner::pollProgress() {
    if (!current_)
        return;
    std::optional<pw::Progress> progress;
    std::optional<QVariant> interimResult;
    {
        std::lock_guard lock(current_->progressMutex);
        progress.swap(current_->latestProgress);
        interimResult.swap(current_->latestInterim);
    }
    const quint64 id = current_->id;
    if (interimResult)
        emit interim(id, *interimResult);
    if (progress && current_ && current_->id == id)
        emit progressed(id, *progress);
}

void SolverRunner::deliver(const std::shared_ptr<Request>& request) {
    if (request != current_)
        return; // superseded or cancelled: stale results are dropped
    const quint64 id = request->id;
    QFuture<QVariant> future = request->watcher->future();
    request->watcher->deleteLater();
    request->watcher = nullptr;
    current_.reset();
    progressTimer_.stop();
    try {
        const QVariant result = future.result();
        emit busyChanged(false);
        emit finished(id, result);
    } catch (const std::exception& error) {
        emit busyChanged(false);
        emit failed(id, QString::fromUtf8(error.what()));
    } catch (...) {
        emit busyChanged(false);
        emit failed(id, tr("the solver failed"));
    }
}
