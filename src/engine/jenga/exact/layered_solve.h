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
//  2. The values are then solved up the layers: a group needs only the two layers 1 and 4 below
//     it, which are complete, so the groups of one layer are shared out between the workers with
//     no locks, and each value is written once by the one worker that computes it.
// Each layer has its own groups and its own values, the groups sorted by key once the layer is
// complete. Successor keys keep the order of their predecessors' (one kind of move at a time), so
// solving a layer's groups in key order walks forward through the layers below, one walk per kind
// of move, with no hash look-up and nearly every read next to the one before (11 levels: 12 s of
// user time instead of 21 with a hash look-up for every successor). A step works on one layer and
// the two below it (p, p - 1 and p - 4), a small part of the whole, and the other layers need not
// be in memory at all: once the tables pass a given size, the layers the next steps do not read go
// to a temporary file (spill_file.h) and come back when they are read again, those needed last
// going first, as chess endgame tablebase generators do. At the end the layers on disk are mapped
// read-only, so the solved table reads them as it reads the others.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/exact/group_index.h"
#include "engine/jenga/exact/reduced_state.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace pw::jenga::detail {

// One potential's groups and, once solved, their values: each group's reached tops side by side
// from firstValueOf(meta), in the order of the group's tops. While the layers above are explored,
// the groups are gathered in a hash index (`building`); once the layer is complete they are
// frozen into one array sorted by k and then by key (`groups`, the section of k from start[k - 1]
// to start[k]), and the values follow that order. A move's successor keys keep the order of their
// predecessors' keys (lowerKeyOrder in reduced_state.h), so the solve finds the successors of
// sorted groups by walking forward through sorted layers rather than by hashing.
struct Layer {
    GroupIndex building;
    ZeroedArray<GroupSlot> groups;
    std::array<std::size_t, 4> start{};
    bool frozen = false;
    ZeroedArray<double> values;
    std::uint64_t states = 0; // its reached tops (known once every layer above is explored)

    // The group of k and `lowerKey` in this layer, or nullptr.
    const GroupSlot* find(int k, std::uint64_t lowerKey) const {
        if (!frozen)
            return building.find(lowerKey);
        if (k < 1 || k > 3)
            return nullptr;
        const GroupSlot* begin = groups.data() + start[static_cast<std::size_t>(k - 1)];
        const GroupSlot* end = groups.data() + start[static_cast<std::size_t>(k)];
        const GroupSlot* at =
            std::lower_bound(begin, end, lowerKey, [](const GroupSlot& slot, std::uint64_t key) {
                return slot.key < key;
            });
        return at != end && at->key == lowerKey ? at : nullptr;
    }
    // The process's own memory it holds (not what is mapped from the layer file).
    std::size_t memoryBytes() const {
        return building.memoryBytes() + (groups.mapped() ? 0 : groups.bytes()) +
               (values.mapped() ? 0 : values.bytes());
    }
};

// The solved table. A value is valid when its potential is at most solvedPotential (every layer
// up to it is complete).
struct LayeredTable {
    Rules rules;               // the die the values are for
    std::vector<Layer> layers; // by potential
    int solvedPotential = -1;
    std::uint64_t states = 0;        // reached states (known once exploring has finished)
    std::uint64_t solvedStates = 0;  // states whose value is valid
    std::uint64_t diskBytes = 0;     // the layer file's size (0: every layer stayed in memory)
    std::size_t peakMemoryBytes = 0; // the most the tables held in memory at once
    double cpuSeconds = 0.0;         // the workers' processor time (user and system)
    std::string note; // why the solve stopped when memory was not the reason (the disk)

    const GroupSlot* find(int k, std::uint64_t lowerKey) const {
        const int p = groupPotential(k, lowerKey);
        return p >= 0 && p < static_cast<int>(layers.size())
                   ? layers[static_cast<std::size_t>(p)].find(k, lowerKey)
                   : nullptr;
    }
    std::optional<double> value(int k, std::uint64_t lowerKey, int top) const {
        if (k < 1 || k > 3 || top < 0 || top >= kFullTypeCount ||
            groupPotential(k, lowerKey) > solvedPotential)
            return std::nullopt;
        const GroupSlot* slot = find(k, lowerKey);
        if (!slot || ((topsOf(slot->meta) >> top) & 1u) == 0)
            return std::nullopt;
        const Layer& layer = layers[static_cast<std::size_t>(groupPotential(k, lowerKey))];
        return layer.values[firstValueOf(slot->meta) +
                            static_cast<std::uint64_t>(rankOf(topsOf(slot->meta), top))];
    }
    // The process's own memory the table holds (not the layers mapped from the layer file).
    std::size_t memoryBytes() const {
        std::size_t total = 0;
        for (const Layer& layer : layers)
            total += layer.memoryBytes();
        return total;
    }
};

// How the solve runs: 1 or 2 workers (the values are the same bits either way), and where and
// from what size the layers go to disk (never when keepInMemory is the largest size_t).
struct LayeredOptions {
    int threads = 1;
    std::string folder; // for the layer file: empty, $TMPDIR or the system's temporary folder
    std::size_t keepInMemory = std::numeric_limits<std::size_t>::max();
};

// Solves `start` into `table`. The memory budget covers everything held in memory (the indexes,
// the values and the scratch tables); the layer file is not counted.
SolveStatus solveLayered(LayeredTable& table, const ReducedState& start, SolveControl& control,
                         const LayeredOptions& options);

} // namespace pw::jenga::detail
