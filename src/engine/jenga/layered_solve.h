// Internal to the jenga engine: the exact solve in two passes over the potential layers.
//
// Every move lowers the potential (reduced_state.h) by 1 or 4, and every state of a group has the
// group's potential. So:
//  1. Exploring, from the start down the layers: each group (once all higher layers are done, so
//     every way into it is known) marks the tops it can reach in its successor groups. A group
//     with a top of one or two blocks reaches the same successor groups from all its tops, so it
//     is expanded once for all of them. The states with a complete top are gathered by the
//     multiset they complete (the lower levels and the top as one more): they share their
//     successors but for the top's own level, so such a multiset too is expanded (and later
//     solved) once for all its tops.
//  2. The values are then laid out (each group's reached tops side by side, layer after layer)
//     and solved up the layers: a group needs only the two layers 1 and 4 below it, which are
//     complete, so the groups of one layer are shared out between the workers with no locks,
//     and each value is written once by the one worker that computes it.
// Each layer has its own group index: a pass works on one layer and the two below it, a small
// part of the whole, so most look-ups hit the cache (and no list of a layer's groups is kept:
// its index is scanned).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/group_index.h"
#include "engine/jenga/reduced_state.h"

#include <array>
#include <cstdint>
#include <limits>
#include <optional>
#include <vector>

namespace pw::jenga::detail {

// The solved table: one group index per potential (so that a layer and the two it reads are each
// a compact table, mostly in cache) and the values of the reached tops, layer after layer. A
// value is valid when its potential is at most solvedPotential (every layer up to it is complete).
struct LayeredTable {
    std::vector<GroupIndex> layers; // by potential
    ZeroedArray<double> values;
    int solvedPotential = -1;
    std::uint64_t states = 0;       // reached states (known once exploring has finished)
    std::uint64_t solvedStates = 0; // states whose value is valid

    const GroupSlot* find(int k, std::uint64_t lowerKey) const {
        const int p = groupPotential(k, lowerKey);
        return p >= 0 && p < static_cast<int>(layers.size())
                   ? layers[static_cast<std::size_t>(p)].find(lowerKey)
                   : nullptr;
    }
    std::optional<double> value(int k, std::uint64_t lowerKey, int top) const {
        if (k < 1 || k > 3 || top < 0 || top >= kFullTypeCount ||
            groupPotential(k, lowerKey) > solvedPotential)
            return std::nullopt;
        const GroupSlot* slot = find(k, lowerKey);
        if (!slot || ((topsOf(slot->meta) >> top) & 1u) == 0)
            return std::nullopt;
        return values[firstValueOf(slot->meta) +
                      static_cast<std::uint64_t>(rankOf(topsOf(slot->meta), top))];
    }
    std::size_t bytes() const {
        std::size_t total = values.bytes();
        for (const GroupIndex& layer : layers)
            total += layer.bytes();
        return total;
    }
};

// Solves `start` into `table` with 1 or 2 workers (the values are the same bits either way).
// The budget covers the indexes and the values.
SolveStatus solveLayered(LayeredTable& table, const ReducedState& start, SolveControl& control,
                         int threads);

} // namespace pw::jenga::detail
