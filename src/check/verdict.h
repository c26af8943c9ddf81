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
    TimeLimit,
    MemoryLimit,
    RuntimeError, // killed by a signal, or a non-zero exit status
    OutputLimit,  // more output than the output limit
};
inline constexpr std::array<Verdict, 7> kVerdicts{
    Verdict::Accepted,    Verdict::WrongAnswer,  Verdict::PresentationError, Verdict::TimeLimit,
    Verdict::MemoryLimit, Verdict::RuntimeError, Verdict::OutputLimit};

std::string_view shortName(Verdict verdict); // "AC", "WA", "PE", "TLE", "MLE", "RE", "OLE"
std::string_view longName(Verdict verdict);  // "Accepted", "Wrong Answer", ...
std::optional<Verdict> verdictFromShortName(std::string_view name);

// A verdict and, unless Accepted, where and how the run went wrong, in one or a few lines.
struct Judgement {
    Verdict verdict = Verdict::Accepted;
    std::string detail;
    // What makes two failures "the same way" while a case is shrunk: the verdict, and for a
    // runtime error the signal or exit status.
    std::string failureKey() const;
};

// The verdict of a run before its output is judged: output limit, time limit (CPU time over the
// limit, or killed at the wall-clock limit: a program that waits is stopped too), memory limit
// (peak resident memory over the limit, or a crash on a failed allocation), runtime error
// (a signal or a non-zero exit status). nullopt: the run ended normally within every limit, and
// its output decides. A run stopped by the caller has no verdict (nullopt as well).
std::optional<Judgement> runVerdict(const RunResult& run, const RunLimits& limits);

// "SIGSEGV (segmentation fault)".
std::string signalText(int signal);

} // namespace pw::check
