// Colored Jenga's end-game table: the exact value of every reduced position whose potential is at
// most a bound, whatever tower it comes from (as a chess tablebase holds every ending), in one
// dense array, and the least of those values over the side colours of the full levels.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/exact/reduced_state.h"
#include "engine/jenga/rules.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace pw::jenga {

// The default bound: every position of potential 36 or less (about six full levels' worth of
// blocks that can still be taken), 6.6 million positions in 27 MB, built in a few seconds.
inline constexpr int kDefaultEndgamePotential = 36;
// The largest bound a table may have: 517 million positions at 54 (2 GB).
inline constexpr int kMaxEndgamePotential = 54;

class EndgameTable {
public:
    // Every position of potential at most maxPotential (reduced_state.h), solved exactly in
    // increasing potential by `threads` workers (1 or 2), for the rules' die. nullptr when the
    // control stops it or its array (4 bytes a position) would pass control.memoryBudget().
    static std::shared_ptr<const EndgameTable> build(int maxPotential, SolveControl& control,
                                                     int threads = 2, const Rules& rules = {});
    // How many positions a table of this bound holds (without building it).
    static std::uint64_t positionCount(int maxPotential);

    int maxPotential() const { return maxPotential_; }
    const Rules& rules() const { return rules_; } // the die its values are for
    std::uint64_t size() const { return values_.size(); }
    std::size_t memoryBytes() const;

    // The exact value of a position of potential at most maxPotential(), rounded down to a float
    // (so never above the exact value). counts: the lower levels by type.
    double value(int k, int top, const detail::LevelCounts& counts) const;
    // The same for any position: nullopt when its potential is above maxPotential().
    std::optional<double> valueWithin(int k, int top, const detail::LevelCounts& counts) const;
    // The least value over every position with this top, these middle+side levels (sides, by
    // side colour) and full levels of these middle colours (middles), whatever their sides: the
    // entry of the aggregation of lower_bound.h into the table. Rounded down as value().
    double leastOverSides(int k, int top, const std::array<int, 3>& middles,
                          const std::array<int, 3>& sides) const;

    // The ranks behind the array's layout (for tests): multisets of full-level types of one size
    // in the order the table stores them.
    static std::uint64_t rankOfFull(const std::array<int, detail::kFullTypeCount>& counts);

private:
    EndgameTable() = default;
    struct Layout;
    std::shared_ptr<const Layout> layout_;
    int maxPotential_ = 0;
    Rules rules_;
    std::vector<float> values_;
    std::vector<float> leastOverSides_;
};

} // namespace pw::jenga
