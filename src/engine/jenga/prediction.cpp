// The exact solve's cost predictor.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/prediction.h"

#include "engine/common/solve_control.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace pw::jenga {

ExactPrediction predictExact(const Tower& tower, std::size_t budgetBytes) {
    // Measured: the states of the bench jenga towers of 6..12 levels (an 11-level tower of the
    // issue tracker reached 117 M, so a prediction is within a factor of about two); below 6
    // levels the growth factor runs backwards. The layered solver keeps about 14 bytes per
    // state (peak 1.09 GB at 11 levels, 3.13 GB at 12) and takes about 0.09 us (10 levels) to
    // 0.15 us (11 and 12 levels) a state on two workers of this machine's cores (twice that when
    // they are busy).
    constexpr std::array<double, 7> kStates{95'440,     679'539,    1'872'595,  10'753'585,
                                            30'739'896, 77'696'738, 230'225'511};
    constexpr double kGrowth = 3.6; // geometric mean of the measured steps
    constexpr double kBytesPerState = 16.0;
    constexpr double kSecondsPerState = 0.15e-6;
    int live = 1; // the top
    for (int i = 0; i + 1 < tower.levelCount(); ++i) {
        const Level& level = tower.level(i);
        live +=
            level.blockCount() == 3 || (level.blockCount() == 2 && level.cells[kMiddle]) ? 1 : 0;
    }
    double states = 0.0;
    if (live < 6)
        states = kStates[0] / std::pow(kGrowth, 6 - live);
    else if (live <= 12)
        states = kStates[static_cast<std::size_t>(live - 6)];
    else
        states = kStates[6] * std::pow(kGrowth, live - 12);
    ExactPrediction p;
    p.states = static_cast<std::uint64_t>(std::max(1.0, std::min(states, 1e18)));
    p.seconds = states * kSecondsPerState;
    p.bytes = static_cast<std::size_t>(std::min(states * kBytesPerState, 1e18));
    p.fits = p.bytes <= budgetBytes;
    return p;
}

} // namespace pw::jenga
