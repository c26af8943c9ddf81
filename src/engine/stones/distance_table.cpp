// DistanceTable queries: distances and optimal moves recovered from residues modulo 3.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/distance_table_impl.h"

#include <stdexcept>

namespace pw::stones {

namespace {

bool belongsTo(const detail::PackedDistances& impl, const Position& position) {
    const auto& s = position.stones();
    const int n = impl.board.vertexCount();
    return position.vertexCount() == n && s[0] >= 0 && s[0] < s[1] && s[1] < s[2] && s[2] < n &&
           position.sameBoard(impl.board);
}

struct Step {
    Move move;
    std::array<int, 3> stones;
};

// A move from `stones` (residue r) to a position one move closer to the goal.
Step stepTowardsGoal(const detail::PackedDistances& impl, const std::array<int, 3>& stones,
                     unsigned r) {
    const Position& board = impl.board;
    const int n = board.vertexCount();
    const unsigned closer = (r + 2) % 3;
    for (int k = 0; k < 3; ++k) {
        const int from = stones[k];
        const int y = stones[(k + 1) % 3];
        const int z = stones[(k + 2) % 3];
        const Colour follow = board.colour(y, z);
        for (int to = 0; to < n; ++to) {
            if (to == stones[0] || to == stones[1] || to == stones[2] ||
                board.colour(from, to) != follow)
                continue;
            const auto next = detail::sortedTriple(to, y, z);
            if (impl.residue(next) == closer)
                return Step{Move{from, to}, next};
        }
    }
    throw std::logic_error("stones distance table: no move towards the goal (corrupt table)");
}

std::optional<int> distanceOf(const detail::PackedDistances& impl, std::array<int, 3> stones) {
    unsigned r = impl.residue(stones);
    if (r == detail::kUnreached)
        return std::nullopt;
    int distance = 0;
    while (stones != impl.goal) {
        stones = stepTowardsGoal(impl, stones, r).stones;
        r = (r + 2) % 3;
        ++distance;
    }
    return distance;
}

} // namespace

std::optional<int> DistanceTable::distanceToGoal(const Position& position) const {
    if (!impl_ || !belongsTo(impl_->data, position))
        return std::nullopt;
    return distanceOf(impl_->data, position.stones());
}

std::vector<DistanceTable::MoveOutcome> DistanceTable::outcomes(const Position& position) const {
    std::vector<MoveOutcome> result;
    const std::vector<Move> moves = legalMoves(position);
    result.reserve(moves.size());
    const std::optional<int> here = distanceToGoal(position);
    for (const Move& move : moves) {
        MoveOutcome outcome{move, std::nullopt};
        if (here) {
            // Neighbours are at distance here-1, here or here+1: the residue tells which.
            const unsigned r = impl_->data.residue(position.stones());
            const unsigned after = impl_->data.residue(apply(position, move).stones());
            outcome.distanceAfter = *here + (after == r ? 0 : after == (r + 1) % 3 ? 1 : -1);
        }
        result.push_back(outcome);
    }
    return result;
}

std::vector<Move> DistanceTable::optimalPath(const Position& position) const {
    std::vector<Move> path;
    if (!impl_ || !belongsTo(impl_->data, position))
        return path;
    std::array<int, 3> stones = position.stones();
    unsigned r = impl_->data.residue(stones);
    if (r == detail::kUnreached)
        return path;
    while (stones != impl_->data.goal) {
        const Step step = stepTowardsGoal(impl_->data, stones, r);
        path.push_back(step.move);
        stones = step.stones;
        r = (r + 2) % 3;
    }
    return path;
}

Rules DistanceTable::rules() const {
    return impl_ ? Rules{impl_->data.goal} : Rules{};
}

std::uint64_t DistanceTable::reachedStates() const {
    return impl_ ? impl_->data.reached : 0;
}

bool DistanceTable::empty() const {
    return !impl_;
}

} // namespace pw::stones
