// What each puzzle offers the command-line tool: solve judge text, and run fixed benchmarks.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/rules.h"
#include "engine/patience/rules.h"
#include "engine/stones/rules.h"

#include <cstdint>
#include <iosfwd>
#include <optional>
#include <string>
#include <string_view>

namespace CLI {
class App;
}

namespace pw::cli {

// Every option of `solve` and `bench`; main.cpp registers on each puzzle's subcommand only the
// ones that puzzle reads (so an option another puzzle owns is refused as unknown).
struct Options {
    bool json = false;            // machine-readable result instead of the judge output
    bool exact = false;           // patience: exact fractions as well
    std::size_t memoryBudget = 0; // each solve's table budget (0: 3/4 of the available memory)
    std::optional<std::string>
        policyFile;              // jenga: write the whole optimal policy here ("-": stdout)
    bool estimate = false;       // jenga: the policy estimate instead of the exact value
    std::string layers = "auto"; // jenga: layers of an exact solve on disk (memory/disk/auto)
    std::string layerFolder;     // jenga: the folder for the layer file (empty: the temporary)
    bool quick = false;          // bench: the shorter workload
    int threads = 0;             // bench jenga: worker threads (0: the solver's choice)
    int random = 0;              // bench jenga: seeded random towers of this many levels
    int count = 0;               // bench jenga: how many random towers (0: the default)
    int levels = 0;              // bench jenga: one fixed tower of this many levels
    std::optional<std::string> towers; // bench jenga: solve the towers of this file
    bool bracket = false;              // bench jenga: the optimum's bracket at 8 to 18 levels
    bool relaxation = false;           // bench jenga: the information relaxation at 8 to 10 levels
    std::uint64_t sequences = 20;      // bench jenga --relaxation: roll sequences a tower
    int tablePotential = 0;            // bench jenga --relaxation: the end-game table's (0: 36)
    std::optional<std::uint64_t> searchPositions; // jenga --estimate, bench jenga --bracket: the
                                                  // lower bound's search (none: the default)
    int benchCase = 0;                            // bench stones: only this case (1-based)
    bool emitJudge = false;         // bench hackenbush: print the workload as judge text
    std::uint64_t studyDeals = 100; // study patience: random deals
    std::uint64_t studySeed = 1;    // study patience: the first deal's seed
    int studyBins = 10;             // study patience: histogram bins
    bool fullDeck = false;          // study patience: 52 cards in 13 piles
    bool histogram = false;         // study patience: print the histogram instead of the deals
    jenga::Rules die;               // jenga: --die (the contest's die by default)
    stones::Rules target;           // stones: --target (1, 2, 3 by default)
    patience::Rules patienceRules;  // patience: --choose and --pairs
    // Set by cli_main, not an option: the input FILE ("/dev/stdin" for standard input), which no
    // output file may replace.
    std::string inputPath;
};

// A solve's control: the budget from --memory-budget (3/4 of the memory available without it),
// nothing cancels the command line.
inline SolveControl solveControl(const Options& options) {
    SolveControl control;
    control.setMemoryBudget(options.memoryBudget ? options.memoryBudget : availableMemoryBudget());
    return control;
}

// A `solve` and `bench` subcommand. cli_main.cpp makes one for every puzzle of the registry
// (engine/registry/registry.h), plus `document`. A puzzle's plain answer is its registry entry's
// judge answer; what only the command line offers (the --json analysis, benchmarks, options of
// its own) is the puzzle's CLI extension below, and a puzzle without one still gets `solve NAME`
// with a minimal --json.
struct PuzzleCommand {
    std::string_view name; // a registry puzzle's name, or "document"
    // The --json analysis of the whole input, written to out; nullptr: {"puzzle", "answer"}. Unless
    // `streams`, the caller hands a buffer and prints it only if this returns normally, so nothing
    // reaches stdout on error; a streaming writer writes straight to standard output (its output
    // can be larger than memory should hold) and must throw only before writing.
    void (*json)(std::string_view input, const Options& options, std::ostream& out) = nullptr;
    bool streams = false;
    // The plain answer; nullptr: the registry entry's answerJudge.
    void (*plain)(std::string_view input, const Options& options, std::ostream& out) = nullptr;
    // True when `plain` must write straight to standard output (its output can be larger than
    // memory should hold, e.g. `--policy -`); it must then throw only before writing.
    bool (*plainStreams)(const Options& options) = nullptr;
    // Checks the options together, before the input is read: CliError kExitUsage for options that
    // contradict one another, kExitIo for an output file that cannot be written (before a long
    // solve, not after it).
    void (*check)(const Options& options) = nullptr;
    // Fixed worst cases: prints states and times and returns an exit code; nullptr: no bench.
    int (*bench)(const Options& options, std::ostream& out) = nullptr;
    // A study over many generated positions (`study NAME`), its options; nullptr: none.
    int (*study)(const Options& options, std::ostream& out) = nullptr;
    void (*studyOptions)(CLI::App& command, Options& options) = nullptr;
    // Options of its own on `solve NAME` and `bench NAME` (an option another puzzle owns is
    // refused as unknown).
    void (*solveOptions)(CLI::App& command, Options& options) = nullptr;
    void (*benchOptions)(CLI::App& command, Options& options) = nullptr;
    std::string summary; // for `document` (a puzzle's comes from the registry)
};

// The CLI extensions, one per puzzle that has one, and the document command.
PuzzleCommand jengaCommand();
PuzzleCommand stonesCommand();
PuzzleCommand patienceCommand();
PuzzleCommand hackenbushCommand();
PuzzleCommand documentCommand();

} // namespace pw::cli
