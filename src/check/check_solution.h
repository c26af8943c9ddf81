// "Compile or resolve, then check": the one way the command line's `check` and the application's
// Check a Solution dialog run a check, from what the user named (a program and its arguments, or a
// C++ source and the compiler's flags) to the report, with every way it can fail told apart.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/check_run.h"

#include <optional>
#include <string>
#include <vector>

namespace pw::check {

// What to check.
struct Solution {
    std::vector<std::string> program; // a program and its arguments (when no source is given)
    std::string source;               // a C++ source to compile first
    std::string compiler = "g++";
    std::vector<std::string> flags; // the compiler's flags (defaultCompileFlags() by default)
};

struct SolutionOutcome {
    enum class Problem {
        None,          // `report` holds the check
        NoSandbox,     // no sandbox can be had (message says why and what to do)
        CannotStart,   // the program, the source or the compiler cannot be used
        CompileFailed, // the source does not compile (compilerMessages says why)
        StoppedEarly,  // stopped while compiling
    };
    Problem problem = Problem::None;
    std::string message; // one line, when there is a problem
    std::optional<CheckReport> report;
    std::string compileCommand;   // as it ran, when there was a source
    std::string compilerMessages; // what the compiler said (warnings or errors)
};

// Compiles the source (in the sandbox unless options.isolation is None) or resolves the program,
// then runs the check; never throws for what a user can cause. Progress is published through
// `control` as interim CheckProgress values (the compiler's command first, then runCheck's); a
// stop through it ends the compile or the check. `report.program` names what was checked as the
// user gave it.
SolutionOutcome checkSolution(const PuzzleChecker& kit, const Solution& solution,
                              const CheckOptions& options, SolveControl& control);

} // namespace pw::check
