// Internal to the jenga engine: how many reduced states the exact solve of a tower will reach,
// told from the tower's blocks before it starts (prediction.cpp), to within about 30% where the
// count is modelled (kMaxModelledLevels live levels).
//
// The reached states are the lower multisets the play can leave, each with the tops it can
// hold. Two counts of the tower's blocks follow them closely:
//  - `multisets`: every lower multiset of level types (reduced_state.h) and top that the tower's
//    blocks of each colour could make, ignoring the order of play. Far above the states for a
//    random tower, close to them for a tower of one or two colours.
//  - `mixes`: what the play can make of the tower's own levels and of the blocks it took out.
//    Each level the solve starts with stays whole or loses blocks in one of its ways (a side, the
//    other side, the middle, both sides); every different pair of (what is left of the levels,
//    the colours taken out) counts, for each how many multisets and tops those colours could
//    build. Counted with every such pair once, by walking the level types with a set of the pairs
//    so far, it takes milliseconds up to 12 levels and about a tenth of a second at 14.
// The estimate is exp(c0 + c1 ln mixes + c2 ln multisets + c3 live), fitted by least squares to
// the states exact solves reached on seeded random towers of 8 to 11 levels (the colours drawn
// evenly for half of them, with random weights for the other half: towers a person builds lean
// to some colours), and checked on towers it was not fitted to (test_jenga_prediction).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/position.h"

namespace pw::jenga::detail {

// Above this many live levels the mixes are not counted (it would take seconds) and the
// prediction extends the measured growth instead. Up to kMixesAtOnceLevels they take a few
// milliseconds at most (11 levels: 1 to 5 ms), above up to a tenth of a second.
inline constexpr int kMaxModelledLevels = 14;
inline constexpr int kMixesAtOnceLevels = 11;

struct StateCounts {
    int live = 0;           // levels that can still lose a block, and the top
    double multisets = 0.0; // see above; at least 1
    double mixes = 0.0;     // see above; 0 when not counted (more than kMaxModelledLevels)
};

// With `withMixes` false, or more than kMaxModelledLevels live levels, the mixes are not counted.
StateCounts countStates(const Tower& tower, bool withMixes = true);

// The states the solve is expected to reach, from the counts (mixes counted).
double estimatedStates(const StateCounts& counts);

} // namespace pw::jenga::detail
