// Cancellation, throttled progress reporting and a memory budget handed to every solver.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <any>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <string_view>

namespace pw {

enum class SolveStatus { Exact, Cancelled, OverBudget };

std::string_view toString(SolveStatus status);

struct Progress {
    std::uint64_t statesExplored = 0;
    std::string phase;
    double fraction = -1.0; // in [0, 1] when the solver can tell, otherwise negative
};

struct SolveStats {
    std::uint64_t statesExplored = 0;
    double seconds = 0.0;
};

// One solve's link to its caller. Solvers call checkpoint() often (every few thousand states);
// it is cheap, calls the progress callback at most every reportInterval, and says whether to stop.
class SolveControl {
public:
    using ProgressCallback = std::function<void(const Progress&)>;
    using InterimCallback = std::function<void(std::any)>;
    static constexpr std::size_t kDefaultMemoryBudget = std::size_t{4} << 30; // 4 GiB

    SolveControl() = default;
    explicit SolveControl(std::stop_token stop, ProgressCallback onProgress = {},
                          std::size_t memoryBudgetBytes = kDefaultMemoryBudget);

    bool stopRequested() const { return stop_.stop_requested(); }
    // The stop token itself, for work that waits on something else (a process) and must end at a
    // stop at once.
    std::stop_token stopToken() const { return stop_; }
    std::size_t memoryBudget() const { return memoryBudget_; }
    void setMemoryBudget(std::size_t bytes) { memoryBudget_ = bytes; }
    void setReportInterval(std::chrono::milliseconds interval) { reportInterval_ = interval; }

    // Reports progress when enough time has passed; returns true when the solve should stop.
    bool checkpoint(std::uint64_t statesExplored, std::string_view phase, double fraction = -1.0);

    // An answer to show before the solve's own (a quick estimate before a long exact solve): the
    // caller keeps the newest until the result arrives. Nothing happens without a callback.
    void setInterimCallback(InterimCallback onInterim) { onInterim_ = std::move(onInterim); }
    void publishInterim(std::any interim) const {
        if (onInterim_)
            onInterim_(std::move(interim));
    }

private:
    std::stop_token stop_;
    ProgressCallback onProgress_;
    InterimCallback onInterim_;
    std::size_t memoryBudget_ = kDefaultMemoryBudget;
    std::chrono::milliseconds reportInterval_{50};
    std::chrono::steady_clock::time_point lastReport_{};
};

// The memory this process can still take, in bytes: the smallest of MemAvailable of /proc/meminfo
// (the kernel's estimate of memory available to a new workload without swapping), the headroom
// of the process's cgroup (its limit minus its usage, at every level up to the root, v1 and v2)
// and of RLIMIT_AS (minus the address space already in use); memory_budget.h has the details.
// nullopt when none of them can be read (other systems).
std::optional<std::size_t> availableMemoryBytes();

// The budget a big solve gets unless told otherwise: 3/4 of the available memory (the rest stays
// for the program and the system), or kDefaultMemoryBudget (4 GiB) when it is unknown.
std::size_t availableMemoryBudget();

// Thrown where an answer is due but the solve did not finish (over the memory budget, or
// cancelled): an unfinished value must never be printed as an answer.
class CannotSolve : public std::runtime_error {
public:
    CannotSolve(SolveStatus status, const std::string& message)
        : std::runtime_error(message), status_(status), message_(message) {}
    SolveStatus status() const { return status_; }
    // The whole message (what() is a C string, which a NUL byte would cut short).
    const std::string& message() const { return message_; }

private:
    SolveStatus status_;
    std::string message_;
};

// Measures a solve's wall time for SolveStats.
class Stopwatch {
public:
    Stopwatch() : start_(std::chrono::steady_clock::now()) {}
    double seconds() const {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    }

private:
    std::chrono::steady_clock::time_point start_;
};

} // namespace pw
