// The CLI's bounded input reader, checked output, and one-line messages: what keeps bad input and
// full disks from crashing the tool or taking unbounded memory.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pw::cli {

// The documented exit codes (docs/cli.md).
enum ExitCode : int {
    kExitSuccess = 0,
    kExitUsage = 1,       // bad arguments or options
    kExitBadInput = 2,    // the input is not in the format, or is larger than the input limit
    kExitCannotSolve = 3, // valid input beyond what the solver can do (over budget, too tall)
    kExitIo = 4, // FILE cannot be read (missing, a directory, ...) or output cannot be written
};

// The default input-size limit (--max-input raises or lowers it): 512 MiB holds a million
// Hackenbush tests at the contest's largest heights, and bounds what /dev/zero or `yes` can take.
inline constexpr std::uint64_t kDefaultMaxInputBytes = 512ull << 20;

// An error that ends the program with `code` and a one-line message.
class CliError : public std::runtime_error {
public:
    CliError(ExitCode code, const std::string& message)
        : std::runtime_error(message), code_(code), message_(message) {}
    ExitCode code() const { return code_; }
    // The whole message (what() is a C string, which a NUL byte would cut short).
    const std::string& message() const { return message_; }

private:
    ExitCode code_;
    std::string message_;
};

// The whole of FILE ("-" or empty: standard input), refusing directories and anything larger
// than maxBytes (CliError kExitBadInput) without ever holding more than maxBytes + one block.
std::string readInput(const std::string& path, std::uint64_t maxBytes);

// Throws CliError kExitIo when `out` has failed (e.g. a full disk); call after writing and
// flushing.
void checkWritten(std::ostream& out);

// What an over-budget message adds: the budget a solve had and where it came from, e.g.
// "the memory budget was 389.2 MiB, 3/4 of the memory left in this process's cgroup
// (--memory-budget changes it)". `given`: --memory-budget's value, 0 when not given.
std::string budgetText(std::size_t given);

// `text` made one printable line (engine/common/text_scanner.h, escapeForMessage): valid UTF-8
// is kept; control bytes (NUL, newline, ...) become \n, \r, \t or \xNN, as does every byte that
// is not valid UTF-8; invisible characters (no-break spaces, bidirectional marks) become \uNNNN.
std::string oneLine(std::string_view text);

} // namespace pw::cli
