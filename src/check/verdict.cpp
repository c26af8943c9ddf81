// Verdict names and the verdict of a run's end (time, memory, signal, exit status, output size).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/verdict.h"

#include <csignal>
#include <cstring>
#include <sstream>

namespace pw::check {

namespace {

struct Names {
    Verdict verdict;
    std::string_view shortName;
    std::string_view longName;
};
constexpr Names kNames[] = {
    {Verdict::Accepted, "AC", "Accepted"},
    {Verdict::WrongAnswer, "WA", "Wrong Answer"},
    {Verdict::PresentationError, "PE", "Presentation Error"},
    {Verdict::TimeLimit, "TLE", "Time Limit Exceeded"},
    {Verdict::MemoryLimit, "MLE", "Memory Limit Exceeded"},
    {Verdict::RuntimeError, "RE", "Runtime Error"},
    {Verdict::OutputLimit, "OLE", "Output Limit Exceeded"},
};

const Names& namesOf(Verdict verdict) {
    for (const Names& names : kNames)
        if (names.verdict == verdict)
            return names;
    return kNames[0];
}

std::string seconds(double value) {
    std::ostringstream text;
    text.precision(value < 10 ? 2 : 3);
    text << std::fixed << value << " s";
    return text.str();
}

std::string mebibytes(std::uint64_t bytes) {
    std::ostringstream text;
    text.precision(1);
    text << std::fixed << static_cast<double>(bytes) / (1 << 20) << " MiB";
    return text.str();
}

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

std::string_view shortName(Verdict verdict) {
    return namesOf(verdict).shortName;
}

std::string_view longName(Verdict verdict) {
    return namesOf(verdict).longName;
}

std::optional<Verdict> verdictFromShortName(std::string_view name) {
    for (const Names& names : kNames)
        if (names.shortName == name)
            return names.verdict;
    return std::nullopt;
}

std::string Judgement::failureKey() const {
    std::string key(shortName(verdict));
    // "killed by SIGSEGV" and "exit status 3" fail differently; the words after are the place.
    if (verdict == Verdict::RuntimeError) {
        key += ':';
        key.append(detail, 0, detail.find(';'));
    }
    return key;
}

std::string signalText(int signal) {
    const char* abbreviation = ::sigabbrev_np(signal);
    const char* description = ::sigdescr_np(signal);
    std::string text =
        abbreviation ? std::string("SIG") + abbreviation : "signal " + std::to_string(signal);
    if (description)
        text += std::string(" (") + description + ")";
    return text;
}

std::optional<Judgement> runVerdict(const RunResult& run, const RunLimits& limits) {
    using End = RunResult::End;
    const std::string used = "; " + seconds(run.cpuSeconds) + " of processor time, " +
                             seconds(run.wallSeconds) + " in all, " +
                             mebibytes(run.peakMemoryBytes);
    switch (run.end) {
    case End::Stopped:
        return std::nullopt;
    case End::OutputLimit:
        return Judgement{Verdict::OutputLimit,
                         "more than " + mebibytes(limits.outputBytes) + " of output" + used};
    case End::WallTimeout:
        return Judgement{Verdict::TimeLimit,
                         run.cpuSeconds > limits.cpuSeconds
                             ? "still running after " + seconds(run.cpuSeconds) +
                                   " of processor time (the limit is " +
                                   seconds(limits.cpuSeconds) + ")" + used
                             : "killed at the wall-clock limit of " + seconds(limits.wallSeconds) +
                                   " (it was waiting)" + used};
    case End::Signalled:
    case End::Exited:
        break;
    }
    if (run.cpuSeconds > limits.cpuSeconds || run.signal == SIGXCPU)
        return Judgement{Verdict::TimeLimit, "ran " + seconds(run.cpuSeconds) +
                                                 " of processor time (the limit is " +
                                                 seconds(limits.cpuSeconds) + ")" + used};
    const bool failed = run.end == End::Signalled || run.exitCode != 0;
    if (limits.memoryBytes > 0 &&
        (run.peakMemoryBytes > limits.memoryBytes || (failed && diedOfAllocation(run))))
        return Judgement{Verdict::MemoryLimit, "needed more than the memory limit of " +
                                                   mebibytes(limits.memoryBytes) + used};
    if (run.end == End::Signalled)
        return Judgement{Verdict::RuntimeError, "killed by " + signalText(run.signal) + used};
    if (run.exitCode != 0)
        return Judgement{Verdict::RuntimeError,
                         "exit status " + std::to_string(run.exitCode) + used};
    return std::nullopt;
}

} // namespace pw::check
