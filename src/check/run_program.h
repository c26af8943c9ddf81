// Runs a contestant's program as a judge does: the test on standard input, standard output read
// back, never through a shell, inside a box (box.h: bubblewrap, unless --no-sandbox), under time,
// memory, output, file and process limits, and every process it started gone when the run ends.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/sandbox.h"

#include <cstdint>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace pw::check {

struct RunLimits {
    double cpuSeconds = 1.0;  // the time limit, in processor time
    double wallSeconds = 2.0; // real time after which the program is killed (it may be waiting)
    std::uint64_t memoryBytes = std::uint64_t{256} << 20; // address space; 0: no limit
    std::uint64_t outputBytes = std::uint64_t{16} << 20;  // standard output; more is killed
    // Processes and threads the program may start besides itself (RLIMIT_NPROC; in the sandbox
    // counted in the box's own user namespace, without it over the user it runs as); negative:
    // no limit.
    int extraProcesses = 64;
};

// The standard output the checker keeps in memory, whatever the output limit: more is counted
// (and killed at the limit) but not kept, and a program that prints more is judged on that alone
// (Presentation Error): it is far more than any answer of the four puzzles.
inline constexpr std::uint64_t kOutputWindowBytes = std::uint64_t{64} << 20;

// The largest --output-limit (MiB): the window bounds the checker's memory, not this.
inline constexpr std::uint64_t kMaxOutputMebibytes = 4096;

// The wall-clock limit judges pair with a time limit: twice it, and at least half a second more.
double wallLimitFor(double cpuSeconds);

struct RunResult {
    enum class End {
        Exited,      // exitCode is its status
        Signalled,   // killed by `signal` (not by the runner)
        WallTimeout, // killed by the runner at the wall-clock limit
        OutputLimit, // killed by the runner: more standard output than the limit
        Stopped,     // killed by the runner because the caller asked it to stop
    };
    End end = End::Exited;
    int exitCode = 0;
    int signal = 0;
    double cpuSeconds = 0.0;  // user + system time of every process of the run
    double wallSeconds = 0.0; // from start to end
    // The largest resident set of a process of the run (each starts from the box's small
    // supervisor, never from the checker).
    std::uint64_t peakMemoryBytes = 0;
    bool memoryCgroupKilled = false; // the box's memory cgroup killed a process for want of memory
    std::string output;              // standard output (at most kOutputWindowBytes of it)
    std::uint64_t outputBytes = 0;   // all of standard output's size
    std::string errorHead;           // the first 64 KiB of standard error
    std::uint64_t errorBytes = 0;    // all of standard error's size
    int leftovers = 0;               // processes the program left running, killed at its end
};

// The program could not be started (not found, not executable, no permission, its interpreter
// missing); what() says why in one line.
class StartError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A program to run: the file executed and its arguments (argv[0] first).
struct Command {
    std::string path;
    std::vector<std::string> arguments;
};

// The command for `argv` (the program, then its arguments): a name with a slash is taken relative
// to the current directory (and made absolute, since the program runs elsewhere), another is
// searched in PATH. Throws StartError when there is no such executable file.
Command resolveCommand(const std::vector<std::string>& argv);

// Runs `command` once with `input` on its standard input, in a box of its own (a check keeps one
// box for all its runs: ProgramRunner in box.h). Throws StartError when it cannot start,
// SandboxUnavailable when `isolation` is Sandbox and no sandbox can be made, and std::system_error
// when the runner itself cannot work. A stop through `stop` kills it at once (End::Stopped).
RunResult runProgram(const Command& command, std::string_view input, const RunLimits& limits,
                     std::stop_token stop = {}, Isolation isolation = Isolation::Sandbox);

} // namespace pw::check
