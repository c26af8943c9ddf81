// `puzzle-workbench-cli check PUZZLE [OPTIONS] -- PROGRAM [ARGS...]`: the command line of the
// solution checker (src/check), its terminal progress, Ctrl+C and the minimal case's file.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace pw::check {
class PuzzleChecker;
}

namespace pw::cli {

// A failing case was found (the codes 0 to 4 are in io.h).
inline constexpr int kExitFailingCase = 5;
// No sandbox can be had (bubblewrap missing, user namespaces switched off) and --no-sandbox was not
// given: nothing was run.
inline constexpr int kExitNoSandbox = 6;
// Stopped by Ctrl+C before any failing case was found, as a shell reports an interrupt.
inline constexpr int kExitInterrupted = 130;

// What `check PUZZLE` was asked, filled by the parser.
struct CheckRequest {
    const check::PuzzleChecker* kit = nullptr; // set when a check subcommand was chosen
    std::vector<std::string> program;          // PROGRAM and its arguments
    std::uint64_t tests = 100;
    std::uint64_t seed = 1;
    std::string kind = "all";
    double timeLimit = 0.0;         // seconds; 0: the contest's
    std::uint64_t memoryLimit = 0;  // MiB; 0: the contest's
    std::uint64_t outputLimit = 16; // MiB
    int maxFailures = 5;
    int shrinkRuns = 1000;
    double shrinkSeconds = 60.0;
    bool noSandbox = false;
    std::string source; // --source FILE.cpp
    std::string compiler = "g++";
    std::string compileFlags; // set to the defaults by addCheckCommands
    std::string caseFile;     // empty: PUZZLE-failing.txt
    bool noCaseFile = false;
    bool json = false;
    bool quiet = false;
};

// Adds `check` and one subcommand a puzzle to `app`; returns the `check` command.
CLI::App* addCheckCommands(CLI::App& app, CheckRequest& request);

// Runs the check the request names; prints the report and returns the exit code.
int runCheckCommand(const CheckRequest& request);

} // namespace pw::cli
