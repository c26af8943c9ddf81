// Verdict names and the verdict of a run's end (time, memory, signal, exit status, output size).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/verdict.h"

#include "engine/common/byte_text.h"

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <cstring>

namespace pw::check {

namespace {

// A C++ program that runs out of its address space dies of an uncaught std::bad_alloc (SIGABRT),
// a C one usually says so; either way its standard error tells.
bool diedOfAllocation(const RunResult& run) {
    for (const char* sign : {"bad_alloc", "Cannot allocate memory", "out of memory",
                             "Out of memory", "memory exhausted"})
        if (run.errorHead.find(sign) != std::string::npos)
            return true;
    return false;
}

} // namespace

std::string signalText(int signal) {
    const char* abbreviation = ::sigabbrev_np(signal);
    const char* description = ::sigdescr_np(signal);
    std::string text =
        abbreviation ? std::string("SIG") + abbreviation : "signal " + std::to_string(signal);
    if (description)
        text += std::string(" (") + description + ")";
    return text;
}

std::string secondsText(double seconds) {
    char text[64];
    std::snprintf(text, sizeof text, "%.2f s", seconds);
    for (char* c = text; *c; ++c)
        if (*c == ',')
            *c = '.'; // whatever the locale
    return text;
}

std::string limitText(double seconds) {
    char text[64];
    std::snprintf(text, sizeof text, "%.3f", seconds);
    std::string shown = text;
    std::replace(shown.begin(), shown.end(), ',', '.');
    while (shown.back() == '0')
        shown.pop_back();
    if (shown.back() == '.')
        shown.pop_back();
    return shown + " s";
}

std::optional<Judgement> runVerdict(const RunResult& run, const RunLimits& limits) {
    using End = RunResult::End;
    const std::string used = "; " + secondsText(run.cpuSeconds) + " of processor time, " +
                             secondsText(run.wallSeconds) + " in all, " +
                             byteText(run.peakMemoryBytes);
    const std::string overTime = "used " + secondsText(run.cpuSeconds) +
                                 " of processor time, over the limit of " +
                                 limitText(limits.cpuSeconds);
    switch (run.end) {
    case End::Stopped:
        return std::nullopt;
    case End::OutputLimit:
        return Judgement{Verdict::OutputLimit,
                         "more than " + byteText(limits.outputBytes) + " of output" + used};
    case End::WallTimeout: {
        if (run.cpuSeconds > limits.cpuSeconds)
            return Judgement{Verdict::TimeLimit, overTime + " (killed at the real-time limit of " +
                                                     limitText(limits.wallSeconds) + ")" + used};
        // Under the time limit at the real-time limit: it waited, or it was busy and the machine
        // gave it too little of a processor.
        const double share = run.wallSeconds > 0 ? run.cpuSeconds / run.wallSeconds : 0;
        const std::string measured = secondsText(run.cpuSeconds) + " of processor time in " +
                                     secondsText(run.wallSeconds) + ", under the time limit of " +
                                     limitText(limits.cpuSeconds);
        return Judgement{
            Verdict::IdlenessLimit,
            "killed at the real-time limit of " + limitText(limits.wallSeconds) +
                (share >= 0.5
                     ? ": it was busy, but this machine was busy too and gave it "
                       "only " +
                           measured
                     : ": it was waiting (for input, a sleep or a child), with " + measured) +
                "; " + byteText(run.peakMemoryBytes)};
    }
    case End::Signalled:
    case End::Exited:
        break;
    }
    if (run.signal == SIGXCPU)
        return Judgement{Verdict::TimeLimit,
                         overTime + " (stopped by the kernel's processor-time limit, SIGXCPU)" +
                             used};
    if (run.cpuSeconds > limits.cpuSeconds)
        return Judgement{Verdict::TimeLimit, overTime + used};
    const bool failed = run.end == End::Signalled || run.exitCode != 0;
    if (limits.memoryBytes > 0 && (run.peakMemoryBytes > limits.memoryBytes ||
                                   run.memoryCgroupKilled || (failed && diedOfAllocation(run))))
        return Judgement{Verdict::MemoryLimit,
                         "needed more than the memory limit of " + byteText(limits.memoryBytes) +
                             (run.memoryCgroupKilled
                                  ? " (its processes together; killed by the memory cgroup)"
                                  : "") +
                             used};
    if (run.end == End::Signalled)
        return Judgement{Verdict::RuntimeError, "killed by " + signalText(run.signal) + used};
    if (run.exitCode != 0)
        return Judgement{Verdict::RuntimeError,
                         "exit status " + std::to_string(run.exitCode) + used};
    if (run.outputBytes > kOutputWindowBytes)
        return Judgement{Verdict::PresentationError,
                         "printed " + byteText(run.outputBytes) + ", more than the " +
                             byteText(kOutputWindowBytes) +
                             " the checker reads: far more than any answer"};
    return std::nullopt;
}

} // namespace pw::check
