// Where a contestant's program (or a compiler on a contestant's source) runs: inside bubblewrap,
// the sandbox Flatpak uses, with new user, PID, network, IPC and UTS namespaces, the system
// read-only
// (/usr and the few /etc files interpreters need), private size-limited tmpfs folders as /tmp,
// /dev/shm and the working folder, and only the program and the files named on its command line
// copied in read-only; nothing of the user's (their home, other folders, the network) in reach.
// Without it (--no-sandbox) the program runs on the real file system, as the checker's user, or as
// nobody when that is root. This file plans a box; box.h runs one.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace pw::check {

enum class Isolation {
    Sandbox, // the default, for root and for everyone else
    None,    // --no-sandbox: said at the top of the report
};

// No sandbox can be had here (bubblewrap missing, user namespaces switched off, ...); what() says
// why and what to do, in one line.
class SandboxUnavailable : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A file copied into the box, read-only: a mount point of its own, so that the program can neither
// change nor remove it, and the same for every run.
struct BoxFile {
    std::string host;   // the file on the real disk
    std::string inside; // where the box has it
    bool executable = false;
};

// What a box holds and runs.
struct BoxPlan {
    Isolation isolation = Isolation::Sandbox;
    // The command inside the box: argv[0] is the path of the file executed there.
    std::vector<std::string> argv;
    std::string program; // the program as the user named it, for messages
    std::vector<BoxFile> files;
    // The size of each writable folder (the working folder, /tmp and /dev/shm): files written there
    // live in memory.
    std::uint64_t folderBytes = std::uint64_t{64} << 20;
    // A further folder, /out, kept between runs (a compiler's output, fetched by the checker).
    bool outputFolder = false;
};

// The working folder inside the box.
inline constexpr const char* kBoxFolder = "/box";

// What the box enforces and how, in words for the report (which limit by what).
struct Enforcement {
    std::string isolation; // "bubblewrap: ..." or "none (--no-sandbox): ..."
    std::string memory;    // a memory cgroup, or each process's address space
    std::string processes; // RLIMIT_NPROC, counted where
    std::string files;     // the folders' sizes
};

// The plan for running `path` with `arguments` (argv[0] first, as given): in a sandbox, the
// program itself (unless the system folders already hold it) and every argument that names an
// existing file are copied in at the same absolute path (a relative one under the working
// folder; one whose place is a folder of the box itself, such as /tmp, is moved to /.box/files and
// its argument changed to say so). Throws StartError when a script's interpreter is not in the box.
BoxPlan planRun(const std::string& path, const std::vector<std::string>& arguments,
                Isolation isolation);

// The bwrap executable (found in PATH) and puzzle-workbench-box (beside the running executable,
// or in ../libexec/puzzle-workbench/). Throws SandboxUnavailable when bubblewrap is not installed
// (with `isolation` None, bwrap is not looked for) and std::runtime_error when the supervisor is
// missing (a broken installation).
struct SandboxTools {
    std::string bubblewrap;
    std::string supervisor;
};
SandboxTools findSandboxTools(Isolation isolation);

// True when the sandbox shows `path` itself: it lies (after following links) under /usr or
// another system folder the box mounts.
bool visibleInBox(const std::string& path);

// The arguments of bubblewrap for `plan`, up to and including "--" (the supervisor's own command
// line follows): `fileDescriptors[k]` is the descriptor bwrap reads plan.files[k] from, and
// `supervisorDescriptor` the supervisor's.
std::vector<std::string> bubblewrapArguments(const BoxPlan& plan,
                                             const std::vector<int>& fileDescriptors,
                                             int supervisorDescriptor);

// Where the supervisor is inside the box.
inline constexpr const char* kSupervisorInBox = "/.box/supervisor";

} // namespace pw::check
