// Internal to the jenga engine: a position in play at any height (the lower levels as counts of
// their types, and the top) and its moves, for the policies that play and evaluate games.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/exact/reduced_state.h"
#include "engine/jenga/position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pw::jenga::detail {

// A position in play: lower level counts (any height), the top's block count and index.
struct PlayState {
    std::array<std::uint32_t, kLevelTypeCount> counts{};
    int k = 3;
    int top = 0;
};

// The lower counts in the reduced state's narrow form (reduced_state.h: what encodeLower and the
// end-game table read); a state of up to kMaxLowerLevels lower levels fits it.
inline LevelCounts levelCountsOf(const PlayState& s) {
    LevelCounts counts{};
    for (std::size_t t = 0; t < counts.size(); ++t)
        counts[t] = static_cast<std::uint8_t>(s.counts[t]);
    return counts;
}

// The lower counts and top of a valid tower, at any height.
inline PlayState playStateOf(const Tower& tower) {
    Tower top(std::vector<Level>{tower.level(tower.levelCount() - 1)});
    const auto topState = reduce(top);
    PlayState s;
    s.k = topState->k;
    s.top = topState->top;
    for (int i = 0; i + 1 < tower.levelCount(); ++i) {
        const auto& cells = tower.level(i).cells;
        const int blocks = tower.level(i).blockCount();
        if (blocks == 3)
            ++s.counts[static_cast<std::size_t>(fullType(static_cast<int>(*cells[kMiddle]),
                                                         static_cast<int>(*cells[kLeft]),
                                                         static_cast<int>(*cells[kRight])))];
        else if (blocks == 2 && cells[kMiddle])
            ++s.counts[static_cast<std::size_t>(
                sideType(static_cast<int>(cells[kLeft] ? *cells[kLeft] : *cells[kRight])))];
    }
    return s;
}

// Every move on a roll of `colour`: each removal of that colour from a lower level, with each
// placement of the block on the top.
template <typename Visit> void forEachMove(const PlayState& s, int colour, Visit&& visit) {
    const Placements placements = placementsOf(s.k, s.top, colour);
    for (int t = 0; t < kLevelTypeCount; ++t) {
        if (s.counts[static_cast<std::size_t>(t)] == 0)
            continue;
        const RemovalList list = removalsOf(t);
        for (int r = 0; r < list.count; ++r) {
            const Removal removal = list.items[static_cast<std::size_t>(r)];
            if (removal.colour != colour)
                continue;
            PlayState after = s;
            --after.counts[static_cast<std::size_t>(t)];
            if (removal.leftType >= 0)
                ++after.counts[static_cast<std::size_t>(removal.leftType)];
            if (s.k == 3)
                ++after.counts[static_cast<std::size_t>(s.top)];
            after.k = s.k == 3 ? 1 : s.k + 1;
            for (int i = 0; i < placements.count; ++i) {
                after.top = placements.tops[static_cast<std::size_t>(i)];
                visit(after);
            }
        }
    }
}

} // namespace pw::jenga::detail
