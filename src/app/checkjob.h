// The check dialog's job on the worker thread: checkSolution of src/check (compile or resolve,
// then check, in the sandbox unless the user turned it off) with its progress passed on through
// the runner's SolveControl. Plain data in and out, so the job never touches a widget.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/check_solution.h"
#include "engine/common/solve_control.h"

#include <QString>

#include <memory>
#include <optional>
#include <stop_token>

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
// (compiling, testing, shrinking). `stop` ends the check (still reporting what ran); a stop through
// `control` (the runner cancelling) requests it too.
std::shared_ptr<const CheckOutcome> runCheckJob(const CheckJob& job, pw::SolveControl& control,
                                                const std::shared_ptr<std::stop_source>& stop);
