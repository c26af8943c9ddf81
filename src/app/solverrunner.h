// Runs one page's solves on a worker thread: newest request wins, stale results are dropped,
// progress is polled from the GUI thread, and the GUI thread never waits on the worker.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"

#include <QObject>
#include <QThreadPool>
#include <QTimer>
#include <QVariant>

#include <functional>
#include <memory>

Q_DECLARE_METATYPE(pw::Progress)

class SolverRunner : public QObject {
    Q_OBJECT
public:
    // A job solves a copied position; it must honour the control's stop token and return an
    // owning value (e.g. a shared_ptr to an immutable result) wrapped in a QVariant.
    using Job = std::function<QVariant(pw::SolveControl&)>;

    explicit SolverRunner(QObject* parent = nullptr);
    ~SolverRunner() override;

    // Starts a request and cancels the one in flight. Returns the new request's id (never 0).
    quint64 submit(Job job);
    // Cancels the request in flight; it will not deliver.
    void cancel();
    bool isBusy() const { return current_ != nullptr; }
    // How often progress (and an interim result) is polled while a request runs.
    void setProgressInterval(int milliseconds) { progressTimer_.setInterval(milliseconds); }

    // Called from inside a running job (on its worker thread): an interim result to show until
    // the job's own result arrives (a quick estimate before a long exact solve). The newest one
    // is delivered by the next poll as interim(); a request that was superseded never delivers.
    // Does nothing outside a job.
    static void publishInterim(const QVariant& result);

signals:
    void progressed(quint64 requestId, const pw::Progress& progress);
    void interim(quint64 requestId, const QVariant& result);
    void finished(quint64 requestId, const QVariant& result);
    void failed(quint64 requestId, const QString& message);
    void busyChanged(bool busy);

public:
    struct Request; // one submitted job (solverrunner.cpp)

private:
    void deliver(const std::shared_ptr<Request>& request);
    void pollProgress();
    void dropCurrent();

    QThreadPool pool_;
    QTimer progressTimer_;
    std::shared_ptr<Request> current_;
    quint64 lastId_ = 0;
};
