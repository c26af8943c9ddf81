// A page's background jobs besides its answer, typed: each runs in a lane of a SolverRunner (the
// newest in a lane wins), with its result and its interim progress read back as the job's own
// types (the runner's std::any is unboxed here, once), a pause on a QTimer as a job without a
// worker, and "stop but keep what ran" (finish) beside cancel (nothing delivered).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/solverrunner.h"

#include <QObject>
#include <QString>
#include <QTimer>

#include <any>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

using Lane = SolverRunner::Lane;

// How a job runs, named at every call site ({.lane = kEngineLane, .holdsSettled = true}).
struct JobSpec {
    Lane lane = 1;             // 1 and up (the answer is the runner's lane 0)
    bool boundToState = true;  // answers the present state only: any change of it cancels the job
    bool holdsSettled = false; // the page is not settled while it runs
};

class JobLanes : public QObject {
    Q_OBJECT
public:
    using Failed = std::function<void(const QString& message)>;

    // The jobs run on `runner` (its lanes 1 and up), which outlives this.
    explicit JobLanes(SolverRunner& runner, QObject* parent = nullptr);
    ~JobLanes() override;

    // Starts `job` (a callable taking pw::SolveControl& and returning a value T, typically a
    // shared_ptr to an immutable result) in `spec.lane`, cancelling the lane's job. `done` gets
    // the T it returned, `failed` the message of what it threw; neither is called for a job that
    // was cancelled (by the lane's next job, cancel(), or a change of the state it is bound to).
    template <class Job, class T = std::decay_t<std::invoke_result_t<Job&, pw::SolveControl&>>>
    void start(const JobSpec& spec, Job job, std::type_identity_t<std::function<void(T)>> done,
               Failed failed = {}) {
        static_assert(!std::is_void_v<T>, "a job returns its result");
        startErased(
            spec,
            [job = std::move(job)](pw::SolveControl& control) mutable -> std::any {
                return job(control);
            },
            [done = std::move(done)](std::any& result) {
                if (done)
                    done(std::any_cast<T>(std::move(result)));
            },
            std::move(failed));
    }
    // A pause the user can see (an engine's move, an auto-play step) in a lane, as a job without
    // a worker: a timer on the GUI thread, cancelled as a job is; `done` runs when it elapses.
    void startDelay(const JobSpec& spec, int milliseconds, std::function<void()> done);
    // Every pause started from now on lasts `milliseconds` rather than what it asks (negative: as
    // asked), for tests that play through hundreds of games (PageModel::setPauseMs).
    static void setPauseMs(int milliseconds);
    // Cancels the lane's job: it never delivers. False when none ran.
    bool cancel(Lane lane);
    // Asks the lane's job to stop and deliver what it ran (a job honouring its stop token returns
    // its partial result, delivered as any result); a pause ends at once.
    void finish(Lane lane);
    // Cancels every job bound to the state. False when none ran.
    bool cancelBoundToState();

    bool isRunning(Lane lane) const { return jobs_.count(lane) > 0; }
    // Whether a running job holds the page unsettled.
    bool holdsSettled() const;
    // The lane's running job's latest progress; empty when none runs or none was reported.
    pw::Progress progress(Lane lane) const;
    // The newest interim value of type T the lane's running job published
    // (control.publishInterim(T)); nullopt when none, or of another type.
    template <class T> std::optional<T> interim(Lane lane) const {
        const auto it = jobs_.find(lane);
        if (it == jobs_.end())
            return std::nullopt;
        const T* typed = std::any_cast<T>(&it->second.interim);
        return typed ? std::optional<T>(*typed) : std::nullopt;
    }

signals:
    // A job started, reported progress or an interim value, ended or was cancelled.
    void jobsChanged();
    // A job delivered (its `done` or `failed` ran, or nothing if it had none); `heldSettled`: it
    // was one holding the page unsettled.
    void jobEnded(bool heldSettled);
    // The job in `lane` published an interim value (read it with interim<T>(lane)).
    void interimPublished(Lane lane);

private:
    using Deliver = std::function<void(std::any& result)>;
    void startErased(const JobSpec& spec, SolverRunner::Job job, Deliver done, Failed failed);
    void onFinished(quint64 requestId, const std::any& result);
    void onFailed(quint64 requestId, const QString& message);
    void onProgress(quint64 requestId, const pw::Progress& progress);
    void onInterim(quint64 requestId, const std::any& value);
    void deliver(quint64 requestId, std::any* result, const QString* message);

    struct Running {
        quint64 id = 0;
        JobSpec spec;
        Deliver done;
        Failed failed;
        pw::Progress progress;
        std::any interim;
        std::unique_ptr<QTimer> timer; // a pause's (startDelay); none for a runner's job
    };
    std::map<Lane, Running>::iterator findRequest(quint64 requestId);

    SolverRunner& runner_;
    std::map<Lane, Running> jobs_;
    quint64 nextDelayId_ = quint64{1} << 63; // apart from the runner's request ids
};
