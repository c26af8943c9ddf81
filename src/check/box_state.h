// What a Box holds while it lives (internal to box.cpp and box_start.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/box.h"
#include "check/memory_cgroup.h"
#include "check/process_tools.h"

#include <memory>
#include <optional>
#include <sys/types.h>

namespace pw::check {

struct Box::State {
    BoxPlan plan;
    pid_t pid = -1;    // bubblewrap, or the supervisor itself without a sandbox
    process::Fd watch; // the process's pidfd: readable when it has ended
    process::Fd socket;
    process::Fd errors; // what bubblewrap (or the exec of the supervisor) says on standard error
    std::optional<process::Identity> identity; // nobody, when the checker is root
    std::unique_ptr<MemoryCgroup> cgroup;
    std::optional<process::TemporaryDirectory> folder; // the working folder without a sandbox
    Enforcement enforcement;
    bool dead = false;
};

// Starts the supervisor for state.plan (box_start.cpp) and waits for it to say it is ready.
void startBox(Box::State& state, const SandboxTools& tools);

// Ends the box: the supervisor, told by the end of its socket, kills what is left; the process
// is killed after a grace period and reaped.
void stopBox(Box::State& state);

} // namespace pw::check
