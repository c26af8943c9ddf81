// What each puzzle offers the command-line tool: solve judge text, and run fixed benchmarks.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

namespace pw::cli {

struct Options {
    bool json = false;  // machine-readable result instead of the judge output
    bool exact = false; // exact fractions where the puzzle has them (patience)
    std::vector<std::string> extra; // puzzle-specific flags, e.g. "--quick" for bench
};

struct PuzzleCommand {
    std::string_view name;
    std::string_view summary;
    // Parses the whole input (throwing pw::ParseError on bad input) and writes the answer to out.
    // The caller prints `out` only if this returns normally, so nothing reaches stdout on error.
    void (*solve)(std::string_view input, const Options& options, std::ostream& out);
    // Runs fixed worst cases; prints states and times. Returns a process exit code.
    int (*bench)(const Options& options, std::ostream& out);
};

PuzzleCommand jengaCommand();
PuzzleCommand stonesCommand();
PuzzleCommand patienceCommand();
PuzzleCommand hackenbushCommand();
PuzzleCommand documentCommand();

} // namespace pw::cli
