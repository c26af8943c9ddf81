// The verdict a run of a contestant's program earns before its output is read (time, memory,
// crash, output size); the verdicts themselves are the checker contract's
// (engine/common/checker.h). SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/run_program.h"
#include "engine/common/checker.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace pw::check {

// The verdict of a run before its output is judged: output limit, time limit (processor time over
// the limit), idleness limit (killed at the real-time limit with processor time under the limit),
// memory limit (peak resident memory over the limit, a crash on a failed allocation, or a kill by
// the box's memory cgroup), runtime error (a signal or a non-zero exit status), and a
// presentation error for output past the checker's window.
// nullopt: the run ended normally within every limit, and its output decides. A run stopped by
// the caller has no verdict (nullopt as well).
std::optional<Judgement> runVerdict(const RunResult& run, const RunLimits& limits);

// "SIGSEGV (segmentation fault)".
std::string signalText(int signal);

// A time as the messages give it: a measured time with two decimals ("0.95 s"), a limit as it
// was set ("1 s", "1.5 s", "0.25 s").
std::string secondsText(double seconds);
std::string limitText(double seconds);

} // namespace pw::check
