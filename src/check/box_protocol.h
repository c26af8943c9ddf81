// The messages between the checker and puzzle-workbench-box, the small supervisor that runs a
// contestant's program inside its box: one request a run (with the run's three descriptors) and
// the supervisor's replies, over a SOCK_SEQPACKET socket pair. Shared by both sides.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

namespace pw::check::box {

inline constexpr std::uint32_t kMagic = 0x70776278; // "pwbx"

// The checker asks.
struct Request {
    enum Kind : std::uint32_t {
        Run = 1,   // start the program; three descriptors travel along: input, output, error
        Kill = 2,  // end the run now: every process in the box is killed, then Ended is sent
        Fetch = 3, // send a descriptor of the file `path` (between runs: a compiler's output)
    };
    std::uint32_t magic = kMagic;
    std::uint32_t kind = Run;
    // The program's resource limits (RLIM_INFINITY: none).
    std::uint64_t cpuSeconds = 0;   // RLIMIT_CPU: SIGXCPU at this many processor seconds
    std::uint64_t addressSpace = 0; // RLIMIT_AS and RLIMIT_STACK, bytes
    std::uint64_t fileSize = 0;     // RLIMIT_FSIZE, bytes
    std::uint64_t processes = 0;    // RLIMIT_NPROC: tasks of its user where it counts them
    char path[256] = {};            // Fetch: the file, inside the box
};

// The supervisor answers.
struct Reply {
    enum Kind : std::uint32_t {
        Ready = 1,       // the box is up (sent once, when the supervisor starts)
        StartFailed = 2, // the program could not be executed; `error` is the errno
        Started = 3,     // the program runs
        Ended = 4,       // the run is over and the box is empty and clean again
        Fetched = 5,     // the descriptor asked for travels along (or `error` says why not)
    };
    std::uint32_t magic = kMagic;
    std::uint32_t kind = Ready;
    std::int32_t error = 0;       // StartFailed: errno of execve (or of the setup before it)
    std::int32_t waitStatus = 0;  // Ended: the program's status as wait() gives it
    std::uint32_t killed = 0;     // Ended: 1 when a Kill request ended the run
    std::uint32_t leftovers = 0;  // Ended: processes of the run still alive when it ended
    std::uint64_t cpuMicros = 0;  // Ended: processor time of every process of the run
    std::uint64_t peakKiB = 0;    // Ended: the largest resident set of any process of the run
    std::uint64_t cleanFails = 0; // Ended: entries of the working folders that could not go
};

} // namespace pw::check::box
