// Internal to the stones engine: the packed distance table and the index of stone triples.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/stones/position.h"
#include "engine/stones/solver.h"

#include <array>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace pw::stones::detail {

// Triples a < b < c are numbered in colexicographic order: C(c,3) + C(b,2) + a. Triples that
// share their two highest stones are neighbours in this order, which the search relies on.
inline std::uint64_t choose2(std::uint64_t x) {
    return x * (x - 1) / 2;
}
inline std::uint64_t choose3(std::uint64_t x) {
    return x < 3 ? 0 : x * (x - 1) * (x - 2) / 6;
}
inline std::uint64_t tripleIndex(int a, int b, int c) { // requires a < b < c
    return choose3(static_cast<std::uint64_t>(c)) + choose2(static_cast<std::uint64_t>(b)) +
           static_cast<std::uint64_t>(a);
}
// Three stones in increasing order (positions are sets: the order of stones does not matter).
inline std::array<int, 3> sortedTriple(int x, int y, int z) {
    if (x > y)
        std::swap(x, y);
    if (y > z)
        std::swap(y, z);
    if (x > y)
        std::swap(x, y);
    return {x, y, z};
}
inline std::uint64_t tripleCount(int n) {
    return choose3(static_cast<std::uint64_t>(n));
}

// Residue value for a triple outside the goal's component.
inline constexpr unsigned kUnreached = 3;

} // namespace pw::stones::detail

namespace pw::stones::detail {

// Distance to the goal (the rules' target) modulo 3, two bits a triple. Neighbouring positions
// differ by at most one move in distance, so the residue of a neighbour tells whether it is one
// step closer; absolute distances are recovered by walking down to the goal.
struct PackedDistances {
    Position board; // the colouring these distances belong to (its stones are irrelevant)
    std::array<int, 3> goal{0, 1, 2}; // the target the distances lead to, ascending
    std::vector<std::uint64_t> residues;
    std::uint64_t reached = 0;

    unsigned residue(std::uint64_t index) const {
        return static_cast<unsigned>(residues[index >> 5] >> ((index & 31) * 2)) & 3u;
    }
    unsigned residue(const std::array<int, 3>& sortedStones) const {
        return residue(tripleIndex(sortedStones[0], sortedStones[1], sortedStones[2]));
    }
};

// The dense breadth-first search of solver.cpp, from the goal over every triple: the distances
// modulo 3 of the goal's whole component, or (extraLevels set) only of the triples within the
// start's distance plus extraLevels, which is enough for the start's answer (and, with one extra
// level, for the distance after each of its moves). Cancelled, or OverBudget when
// denseBytesNeeded exceeds the budget or an allocation fails.
struct DenseSearch {
    SolveStatus status = SolveStatus::Cancelled;
    PackedDistances distances;
    std::optional<int> startDistance; // nullopt: the start is not in the goal's component
    std::uint64_t reached = 0;
};
DenseSearch denseGoalSearch(const Position& position, SolveControl& control,
                            std::optional<int> extraLevels, const Rules& rules);
std::size_t denseBytesNeeded(int vertexCount);

} // namespace pw::stones::detail

namespace pw::stones {

struct DistanceTable::Impl {
    detail::PackedDistances data;
};

// Builds DistanceTable values from inside the engine.
class SolverAccess {
public:
    static DistanceTable make(detail::PackedDistances data) {
        auto impl = std::make_shared<DistanceTable::Impl>();
        impl->data = std::move(data);
        DistanceTable table;
        table.impl_ = std::move(impl);
        return table;
    }
    static const detail::PackedDistances* data(const DistanceTable& table) {
        return table.impl_ ? &table.impl_->data : nullptr;
    }
};

} // namespace pw::stones
