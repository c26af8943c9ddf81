// A box: puzzle-workbench-box (the supervisor) started once for the runs of one program, inside
// bubblewrap (or, with --no-sandbox, as a subreaper in a temporary folder on the real disk), in a
// memory cgroup of its own where one can be had; and the checker's side of its protocol: a run
// sends the input, output and error descriptors with the limits, reads the output while it
// watches the clock and the stop token, and gets every process's time and memory back once the
// supervisor has killed all the run left and emptied the box's folders.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/run_program.h"
#include "check/sandbox.h"

#include <memory>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>

namespace pw::check {

class Box {
public:
    // Starts the supervisor and waits until it is up. Throws SandboxUnavailable when bubblewrap
    // cannot make the sandbox (its message said), StartError when a file of the plan cannot be
    // read, std::system_error when the checker cannot start processes.
    Box(const BoxPlan& plan, const SandboxTools& tools);
    ~Box();
    Box(const Box&) = delete;
    Box& operator=(const Box&) = delete;

    // One run of the plan's command. Throws StartError when the program cannot be executed.
    RunResult run(std::string_view input, const RunLimits& limits, std::stop_token stop);
    // A file of the box (between runs) copied to the new file `host` (mode 0755); false when the
    // box has no such file.
    bool fetch(const std::string& inside, const std::string& host);
    // The box ended on its own (its supervisor was killed): it can run nothing more.
    bool dead() const;
    const Enforcement& enforcement() const;

    struct State; // box.cpp

private:
    std::unique_ptr<State> state_;
};

// The runs of one program, in one box kept for all of them (and made again if it dies).
class ProgramRunner {
public:
    // Finds the tools; throws SandboxUnavailable (no bubblewrap), StartError (as planRun).
    ProgramRunner(const Command& command, Isolation isolation);
    ~ProgramRunner();
    // The box is made on the first run (throws as Box's constructor does).
    RunResult run(std::string_view input, const RunLimits& limits, std::stop_token stop = {});
    // Makes the box now (to refuse early when no sandbox can be had) and says what it enforces.
    const Enforcement& start();

private:
    BoxPlan plan_;
    SandboxTools tools_;
    std::optional<Box> box_;
};

} // namespace pw::check
