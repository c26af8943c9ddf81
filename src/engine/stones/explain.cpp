// Stones explanations: line comparison, distance map, impossibility witness.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/explain.h"

#include <algorithm>
#include <array>
#include <deque>
#include <stdexcept>
#include <unordered_set>

namespace pw::stones {

namespace {

// A placement as one number (stones ascending, each < n <= 2000).
std::uint64_t keyOf(const Position& p) {
    const auto n = static_cast<std::uint64_t>(p.vertexCount());
    const auto& s = p.stones();
    return (static_cast<std::uint64_t>(s[0]) * n + static_cast<std::uint64_t>(s[1])) * n +
           static_cast<std::uint64_t>(s[2]);
}

// Breadth-first component of `from`, stopping once it holds more than `limit` positions.
std::vector<Position> smallComponent(const Position& from, std::size_t limit) {
    std::vector<Position> order{from};
    std::unordered_set<std::uint64_t> seen{keyOf(from)};
    for (std::size_t i = 0; i < order.size() && order.size() <= limit; ++i)
        for (const Move& move : legalMoves(order[i])) {
            Position next = apply(order[i], move);
            if (seen.insert(keyOf(next)).second)
                order.push_back(std::move(next));
        }
    return order;
}

std::string listText(const std::vector<Position>& positions) {
    std::string out;
    for (const Position& p : positions)
        out.append(out.empty() ? "" : ", ").append(stonesText(p));
    return out;
}

} // namespace

std::string stonesText(const Position& position) {
    // Appends, not "{" + string: GCC 12 warns (-Wrestrict) falsely on a literal + string.
    const auto& s = position.stones();
    std::string out(1, '{');
    out.append(std::to_string(s[0] + 1)).append(", ").append(std::to_string(s[1] + 1));
    out.append(", ").append(std::to_string(s[2] + 1)).append("}");
    return out;
}

LineComparison compareLines(const Result& solved, const std::vector<Move>& userMoves) {
    LineComparison c;
    c.now = solved.start;
    c.optimalFromStart = solved.path;
    std::optional<int> before = solved.distances.distanceToGoal(c.now);
    for (std::size_t i = 0; i < userMoves.size(); ++i) {
        if (!isLegal(c.now, userMoves[i]))
            throw std::invalid_argument("move " + std::to_string(i + 1) +
                                        " is not legal where it is played");
        c.now = apply(c.now, userMoves[i]);
        const std::optional<int> after = solved.distances.distanceToGoal(c.now);
        const bool nearer = before && after && *after == *before - 1;
        if (!nearer && !c.firstMistake && before)
            c.firstMistake = i;
        c.distanceAfter.push_back(after);
        before = after;
    }
    c.remainingNow = before;
    c.continuation = solved.distances.optimalPath(c.now);
    if (c.remainingNow && solved.moveCount)
        c.extraMoves = static_cast<int>(userMoves.size()) + *c.remainingNow - *solved.moveCount;
    return c;
}

std::vector<TargetDistance> distanceMap(const DistanceTable& distances, const Position& position,
                                        int stoneVertex) {
    if (!position.hasStoneAt(stoneVertex))
        throw std::invalid_argument("no stone stands on vertex " + std::to_string(stoneVertex + 1));
    std::vector<TargetDistance> map;
    for (const Move& move : legalMoves(position))
        if (move.from == stoneVertex)
            map.push_back({move.to, distances.distanceToGoal(apply(position, move))});
    std::sort(map.begin(), map.end(),
              [](const auto& a, const auto& b) { return a.vertex < b.vertex; });
    return map;
}

Impossibility explainImpossible(const Result& solved, SolveControl& control,
                                std::size_t witnessLimit) {
    if (solved.status != SolveStatus::Exact || solved.moveCount)
        throw std::invalid_argument(
            "explainImpossible needs an exact solve whose goal is unreachable");
    Impossibility why;
    const auto n = static_cast<std::uint64_t>(solved.start.vertexCount());
    why.totalPositions = n * (n - 1) * (n - 2) / 6;
    why.canReachGoal = solved.distances.reachedStates();
    // The whole start component: a set of keys and a queue of keys (about 48 bytes a position).
    constexpr std::size_t kBytesPerPosition = 48;
    std::unordered_set<std::uint64_t> seen{keyOf(solved.start)};
    std::deque<std::array<int, 3>> queue{solved.start.stones()};
    std::uint64_t expanded = 0;
    while (!queue.empty()) {
        if (expanded++ % 4096 == 0 && control.checkpoint(seen.size(), "start component"))
            return why; // Cancelled
        if (seen.size() * kBytesPerPosition > control.memoryBudget()) {
            why.status = SolveStatus::OverBudget;
            return why;
        }
        const Position here = solved.start.withStones(queue.front());
        queue.pop_front();
        for (const Move& move : legalMoves(here)) {
            const Position next = apply(here, move);
            if (seen.insert(keyOf(next)).second)
                queue.push_back(next.stones());
        }
    }
    why.reachableFromStart = seen.size();
    why.status = SolveStatus::Exact;
    const std::string counts =
        std::to_string(why.reachableFromStart) + " of the " + std::to_string(why.totalPositions) +
        " positions can be reached from the start and " + std::to_string(why.canReachGoal) +
        " can reach the goal; the two sets do not meet";
    if (why.reachableFromStart <= witnessLimit) {
        why.witness = smallComponent(solved.start, witnessLimit);
    } else if (why.canReachGoal <= witnessLimit) {
        why.witnessIsStartSide = false;
        why.witness =
            smallComponent(solved.start.withStones(solved.rules.normalized().target), witnessLimit);
    }
    if (why.witness.empty()) {
        why.text = counts + ".";
    } else if (why.witness.size() == 1) {
        why.text = counts + ": no stone can move from " + stonesText(why.witness[0]) +
                   (why.witnessIsStartSide ? "." : " (the goal).");
    } else if (why.witnessIsStartSide) {
        why.text =
            counts + ": the stones can only " +
            (why.witness.size() == 2
                 ? std::string("shuttle between these two positions: ")
                 : "move among these " + std::to_string(why.witness.size()) + " positions: ") +
            listText(why.witness) + ".";
    } else {
        why.text =
            counts + ": only these positions lead to the goal: " + listText(why.witness) + ".";
    }
    return why;
}

} // namespace pw::stones
