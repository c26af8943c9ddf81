// SolveControl: throttled progress and the cancellation check shared by all solvers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/solve_control.h"

#include <fstream>
#include <string>
#include <utility>

namespace pw {

std::optional<std::size_t> availableMemoryBytes() {
    std::ifstream meminfo("/proc/meminfo");
    std::string name;
    std::size_t kilobytes = 0;
    std::string unit;
    while (meminfo >> name >> kilobytes >> unit)
        if (name == "MemAvailable:")
            return kilobytes * 1024;
    return std::nullopt;
}

std::size_t availableMemoryBudget() {
    const auto available = availableMemoryBytes();
    return available ? *available / 4 * 3 : SolveControl::kDefaultMemoryBudget;
}

std::string_view toString(SolveStatus status) {
    switch (status) {
    case SolveStatus::Exact:
        return "exact";
    case SolveStatus::Cancelled:
        return "cancelled";
    case SolveStatus::OverBudget:
        return "over-budget";
    }
    return "unknown";
}

SolveControl::SolveControl(std::stop_token stop, ProgressCallback onProgress,
                           std::size_t memoryBudgetBytes)
    : stop_(std::move(stop)), onProgress_(std::move(onProgress)), memoryBudget_(memoryBudgetBytes) {
}

bool SolveControl::checkpoint(std::uint64_t statesExplored, std::string_view phase,
                              double fraction) {
    if (onProgress_) {
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport_ >= reportInterval_) {
            lastReport_ = now;
            onProgress_(Progress{statesExplored, std::string(phase), fraction});
        }
    }
    return stop_.stop_requested();
}

} // namespace pw
