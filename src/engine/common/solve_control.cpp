// SolveControl: throttled progress and the cancellation check shared by all solvers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/solve_control.h"

#include "engine/common/memory_budget.h"

#include <algorithm>
#include <limits>
#include <string>
#include <utility>

namespace pw {

std::optional<std::size_t> availableMemoryBytes() {
    const std::optional<std::uint64_t> bytes = readMemoryHeadroom().smallest();
    if (!bytes)
        return std::nullopt;
    return static_cast<std::size_t>(
        std::min<std::uint64_t>(*bytes, std::numeric_limits<std::size_t>::max()));
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
