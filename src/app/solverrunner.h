// Runs one page's background work on worker threads, in lanes (the answer, a check, a study, a
// picture layer, an engine move): in each lane the newest request wins and a superseded one never
// delivers; progress and interim answers are polled from the GUI thread, which never waits. The
// one place where a job's result is type-erased (a std::any); JobLanes reads it back typed.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <any>
#include <functional>
#include <map>
#include <memory>

Q_DECLARE_METATYPE(pw::Progress)
Q_DECLARE_METATYPE(std::any)

class SolverRunner : public QObject {
    Q_OBJECT
public:
    // A job works on copied data; it must honour the control's stop token and its memory budget
    // (pw::availableMemoryBudget() as the job starts, as for the CLI's solves, at most 4 GiB) and
    // return an owning value (e.g. a shared_ptr to an immutable result) in a std::any. It may
    // publish interim answers through control.publishInterim().
    using Job = std::function<std::any(pw::SolveControl&)>;
    // Lane 0 is the page's answer; others are the page's own (checks, studies...).
    using Lane = int;
    static constexpr Lane kAnswerLane = 0;

    explicit SolverRunner(QObject* parent = nullptr);
    ~SolverRunner() override;

    // Starts a request in `lane` and cancels the one in flight there. Returns the new request's
    // id (never 0, unique across lanes).
    quint64 submit(Job job, Lane lane = kAnswerLane);
    // Cancels the request in flight in `lane`; it will not deliver.
    void cancel(Lane lane = kAnswerLane);
    // Asks the request in flight in `lane` to stop and still deliver: a job that honours its stop
    // token returns what it ran (a study's deals so far), delivered like any result.
    void finish(Lane lane = kAnswerLane);
    bool isBusy(Lane lane = kAnswerLane) const { return current_.count(lane) > 0; }
    // How often progress (and interim answers) are polled while requests run.
    void setProgressInterval(int milliseconds) { progressTimer_.setInterval(milliseconds); }

signals:
    void progressed(quint64 requestId, const pw::Progress& progress);
    // An interim answer (what the job published).
    void interim(quint64 requestId, const std::any& result);
    void finished(quint64 requestId, const std::any& result);
    void failed(quint64 requestId, const QString& message);

public:
    struct Request; // one submitted job (solverrunner.cpp)

private:
    void deliver(const std::shared_ptr<Request>& request);
    void pollProgress();
    void drop(Lane lane);

    QThreadPool pool_;
    QTimer progressTimer_;
    std::map<Lane, std::shared_ptr<Request>> current_;
    quint64 lastId_ = 0;
};
