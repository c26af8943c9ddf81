// What each puzzle offers the command-line tool: solve judge text, and run fixed benchmarks.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"

#include <cstdint>
#include <iosfwd>
#include <string>
#include <string_view>

namespace pw::cli {

// Every option of `solve` and `bench`; main.cpp registers on each puzzle's subcommand only the
// ones that puzzle reads (so an option another puzzle owns is refused as unknown).
struct Options {
    bool json = false;        // machine-readable result instead of the judge output
    bool exact = false;       // patience: exact fractions as well
    std::size_t memoryBudget = SolveControl::kDefaultMemoryBudget; // each solve's table budget
    std::string policyFile;   // jenga: write the whole optimal policy here
    bool quick = false;       // bench: the shorter workload
    int threads = 0;          // bench jenga: worker threads (0: the solver's choice)
    int random = 0;           // bench jenga: seeded random towers of this many levels
    int count = 0;            // bench jenga: how many random towers (0: the default)
    int levels = 0;           // bench jenga: one fixed tower of this many levels
    int benchCase = 0;        // bench stones: only this case (1-based)
    bool emitJudge = false;   // bench hackenbush: print the workload as judge text
};

// A solve's control: the budget from --memory-budget, nothing cancels the command line.
inline SolveControl solveControl(const Options& options) {
    SolveControl control;
    control.setMemoryBudget(options.memoryBudget);
    return control;
}

struct PuzzleCommand {
    std::string_view name;
    std::string_view summary;
    // Parses the whole input (throwing pw::ParseError on bad input, CliError otherwise) and
    // writes the answer to out. Unless `streams`, the caller hands a buffer and prints it only
    // if this returns normally, so nothing reaches stdout on error; a streaming command writes
    // straight to standard output (its output can be larger than memory should hold) and must
    // throw only before writing.
    void (*solve)(std::string_view input, const Options& options, std::ostream& out);
    // Runs fixed worst cases; prints states and times. Returns a process exit code.
    int (*bench)(const Options& options, std::ostream& out);
    bool streams = false;
};

PuzzleCommand jengaCommand();
PuzzleCommand stonesCommand();
PuzzleCommand patienceCommand();
PuzzleCommand hackenbushCommand();
PuzzleCommand documentCommand();

} // namespace pw::cli
