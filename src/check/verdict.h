// A judge's verdicts on one run of a contestant's program, by the names judges give them, and
// the verdict a run earns before its output is read (time, memory, crash, output size).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/run_program.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace pw::check {

enum class Verdict {
    Accepted,
    WrongAnswer,
    PresentationError, // the output cannot be read as an answer (not a number, missing, extra)
    TimeLimit,         // more processor time than the limit
    MemoryLimit,
    RuntimeError, // killed by a signal, or a non-zero exit status
    OutputLimit,  // more output than the output limit
    // Killed at the real-time limit with its processor time under the time limit: it waited, or
    // the machine was too busy to give it the processor (judged again once before it counts).
    IdlenessLimit,
};
inline constexpr std::array<Verdict, 8> kVerdicts{
    Verdict::Accepted,    Verdict::WrongAnswer,  Verdict::PresentationError,
    Verdict::TimeLimit,   Verdict::MemoryLimit,  Verdict::RuntimeError,
    Verdict::OutputLimit, Verdict::IdlenessLimit};

// "AC", "WA", "PE", "TLE", "MLE", "RE", "OLE", "IL"
std::string_view shortName(Verdict verdict);
std::string_view longName(Verdict verdict); // "Accepted", "Wrong Answer", ...
std::optional<Verdict> verdictFromShortName(std::string_view name);

// A verdict and, unless Accepted, where and how the run went wrong, in one or a few lines.
struct Judgement {
    Verdict verdict = Verdict::Accepted;
    std::string detail;
    // What makes two failures "the same way" while a case is shrunk: the verdict, and for a
    // runtime error the signal or exit status.
    std::string failureKey() const;
};

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
