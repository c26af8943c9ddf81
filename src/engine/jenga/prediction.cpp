// The exact solve's cost predictor and the memory budget from /proc/meminfo.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/prediction.h"

#include "engine/common/solve_control.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <fstream>
#include <string>

namespace pw::jenga {

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

std::size_t exactMemoryBudget() {
    const auto available = availableMemoryBytes();
    return available ? *available / 4 * 3 : SolveControl::kDefaultMemoryBudget;
}

ExactPrediction predictExact(const Tower& tower, std::size_t budgetBytes) {
    // Measured (bench jenga towers, 6..11 levels); below 6 levels the growth factor runs backwards.
    constexpr std::array<double, 6> kStates{95'440, 679'539, 1'872'595, 10'753'585, 30'739'896, 117'000'000};
    constexpr double kGrowth = 3.6; // geometric mean of the measured steps
    constexpr double kBytesPerState = 36.0;
    constexpr double kSecondsPerState = 0.6e-6;
    int live = 1; // the top
    for (int i = 0; i + 1 < tower.levelCount(); ++i) {
        const Level& level = tower.level(i);
        live += level.blockCount() == 3 || (level.blockCount() == 2 && level.cells[kMiddle]) ? 1 : 0;
    }
    double states = 0.0;
    if (live < 6)
        states = kStates[0] / std::pow(kGrowth, 6 - live);
    else if (live <= 11)
        states = kStates[static_cast<std::size_t>(live - 6)];
    else
        states = kStates[5] * std::pow(kGrowth, live - 11);
    ExactPrediction p;
    p.states = static_cast<std::uint64_t>(std::max(1.0, std::min(states, 1e18)));
    p.seconds = states * kSecondsPerState;
    p.bytes = static_cast<std::size_t>(std::min(states * kBytesPerState, 1e18));
    p.fits = p.bytes <= budgetBytes;
    return p;
}

} // namespace pw::jenga
