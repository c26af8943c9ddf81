// Policy iteration on the fitted preferences: the greedy move over a policy's exact values.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/estimate/policy_values.h"

namespace pw::jenga::detail {

std::optional<PlayState> greedyMove(const PlayState& s, int colour, PolicyValues& values,
                                    bool* failed) {
    std::optional<PlayState> best;
    double bestValue = 0.0;
    forEachMove(s, colour, [&](const PlayState& next) {
        if (*failed)
            return;
        const std::optional<double> v = values.value(next);
        if (!v) {
            *failed = true;
            return;
        }
        if (!best || *v < bestValue) {
            best = next;
            bestValue = *v;
        }
    });
    return *failed ? std::nullopt : best;
}

} // namespace pw::jenga::detail
