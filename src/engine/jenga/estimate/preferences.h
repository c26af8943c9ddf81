// Internal to the jenga engine: the fitted preferences as a policy that plays (ValueModel,
// policy.h): on each roll, the first available removal in the fitted order, in the fitted slot.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/estimate/play_state.h"
#include "engine/jenga/estimate/policy.h"

#include <array>
#include <utility>
#include <vector>

namespace pw::jenga::detail {

// The policy's choices: per colour, the removals (type, type left) in the model's order of
// preference, and per (k, top, colour) its placement.
class Preferences {
public:
    explicit Preferences(const ValueModel& model)
        : removals_(model.removalOrder), placement_(model.placement) {
        if (!model.removalOrder[0].empty())
            return;
        // A model fitted to nothing (none is used so): every removal in kRemovals order, each
        // block in the first place it may go.
        for (int c = 0; c < 3; ++c)
            for (int t = 0; t < kLevelTypeCount; ++t) {
                const RemovalList list = removalsOf(t);
                for (int r = 0; r < list.count; ++r)
                    if (list.items[static_cast<std::size_t>(r)].colour == c)
                        removals_[static_cast<std::size_t>(c)].push_back(
                            {t, list.items[static_cast<std::size_t>(r)].leftType});
            }
        for (int k = 1; k <= 3; ++k)
            for (int top = 0; top < kTopGroupSize[static_cast<std::size_t>(k)]; ++top)
                for (int c = 0; c < 3; ++c)
                    placement_[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)]
                              [static_cast<std::size_t>(c)] = placementsOf(k, top, c).tops[0];
    }

    bool hasMove(const PlayState& s, int colour) const {
        for (const auto& [type, left] : removals_[static_cast<std::size_t>(colour)])
            if (s.counts[static_cast<std::size_t>(type)] != 0)
                return true;
        return false;
    }

    // Precondition: hasMove(s, colour).
    void play(PlayState& s, int colour) const {
        for (const auto& [type, left] : removals_[static_cast<std::size_t>(colour)]) {
            if (s.counts[static_cast<std::size_t>(type)] == 0)
                continue;
            --s.counts[static_cast<std::size_t>(type)];
            if (left >= 0)
                ++s.counts[static_cast<std::size_t>(left)];
            if (s.k == 3)
                ++s.counts[static_cast<std::size_t>(s.top)];
            s.top = placement_[static_cast<std::size_t>(s.k)][static_cast<std::size_t>(s.top)]
                              [static_cast<std::size_t>(colour)];
            s.k = s.k == 3 ? 1 : s.k + 1;
            return;
        }
    }

private:
    std::array<std::vector<std::pair<int, int>>, 3> removals_;
    std::array<std::array<std::array<int, 3>, 18>, 4> placement_{};
};

} // namespace pw::jenga::detail
