// The check dialog's model: it holds the run (checkSolution of src/check on a worker, compile or
// resolve, then check, in the sandbox unless the user turned it off) as a job in a lane, the way
// the Patience page's model holds a study, so the dialog only shows it: its progress (typed
// CheckProgress values), its outcome, Stop (the tests that ran are reported) and cancel.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/joblanes.h"
#include "app/solverrunner.h"
#include "check/check_solution.h"
#include "engine/common/solve_control.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

// What a run gives back: the report, or why there is none (no sandbox, the program could not
// start, the source did not compile), and the compiler's command and messages.
struct CheckOutcome {
    std::optional<pw::check::CheckReport> report;
    pw::check::SolutionOutcome::Problem problem = pw::check::SolutionOutcome::Problem::None;
    QString error;
    QString compileCommand;
    QString compilerMessages;
};

// Everything the worker needs, copied from the dialog when a run starts.
struct CheckJob {
    const pw::check::PuzzleChecker* kit = nullptr;
    pw::check::Solution solution; // a program and its arguments, or a source to compile
    pw::check::CheckOptions options;
};

// Runs on the worker. Progress goes to `control` as interim pw::check::CheckProgress values
// (compiling, testing, shrinking); a stop of `control` ends the check, which still reports what
// ran. Plain data in and out, so the job never touches a widget.
std::shared_ptr<const CheckOutcome> runCheckJob(const CheckJob& job, pw::SolveControl& control);

class CheckModel : public QObject {
    Q_OBJECT
public:
    explicit CheckModel(QObject* parent = nullptr);
    ~CheckModel() override;

    // Starts a run (one running is cancelled and its result dropped); the last outcome goes.
    void start(const CheckJob& job);
    // Stops the run: it ends and reports the tests that ran (finished() follows).
    void stop();
    // Ends the run: nothing is reported.
    void cancel();
    bool isRunning() const { return lanes_.isRunning(kCheckLane); }
    // The last run's outcome; null before the first ends and while one runs.
    std::shared_ptr<const CheckOutcome> outcome() const { return outcome_; }

signals:
    // How far the run is (compiling, testing, shrinking).
    void progressed(const pw::check::CheckProgress& progress);
    // The run ended: outcome() holds what it gives.
    void finished();
    // The run failed (it threw): no outcome.
    void failed(const QString& message);

private:
    static constexpr Lane kCheckLane = 1;
    SolverRunner runner_;
    JobLanes lanes_{runner_};
    std::shared_ptr<const CheckOutcome> outcome_;
};
