// Runs a contestant's program as a judge does: the test on standard input, standard output read
// back, never through a shell, in an empty temporary working directory, under time, memory,
// output and process limits, its whole process group killed when it ends or overruns.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

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
    std::uint64_t outputBytes = std::uint64_t{16} << 20;  // standard output kept; more is killed
    // Processes and threads the program may start besides itself (RLIMIT_NPROC, counted over the
    // user it runs as); negative: no limit.
    int extraProcesses = 64;
    // Run as the user nobody when the checker runs as root (judges never run solutions as root,
    // and the kernel applies the process limit to root's own processes not at all).
    bool dropPrivileges = true;
    // The working directory; empty: a new empty temporary directory, removed after the run.
    std::string workDirectory;
};

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
    double cpuSeconds = 0.0;  // user + system time
    double wallSeconds = 0.0; // from start to end
    // The program's largest resident set, read at its exit stop (it runs traced). Where tracing
    // is not allowed: the kernel's figure when larger than the checker's own resident set at the
    // fork (a child starts with a copy of it), else sampled every 5 ms as it runs.
    std::uint64_t peakMemoryBytes = 0;
    std::string output;           // standard output (at most the output limit)
    std::string errorHead;        // the first 64 KiB of standard error
    std::uint64_t errorBytes = 0; // all of standard error's size
};

// The program could not be started (not found, not executable, no permission); what() says why
// in one line.
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

// Runs `command` with `input` on its standard input. Throws StartError when it cannot start, and
// std::system_error when the runner itself cannot work (no pipes, no temporary directory).
// A stop requested through `stop` kills the program at once (End::Stopped).
RunResult runProgram(const Command& command, std::string_view input, const RunLimits& limits,
                     std::stop_token stop = {});

} // namespace pw::check
