// Stones: one start's answer by breadth-first search from the start and from the goal at once
// (hash tables of the positions reached), stopped when they meet; the dense search of solver.cpp
// when they grow too large.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/distance_table_impl.h"
#include "engine/stones/solver.h"

#include <algorithm>
#include <new>
#include <span>
#include <stdexcept>

namespace pw::stones {

namespace {

// A placement as one number: the three stones ascending, 11 bits each (n <= 2000 < 2048).
using Key = std::uint64_t;
constexpr int kBits = 11;
constexpr Key kMask = (Key{1} << kBits) - 1;

Key keyOf(int x, int y, int z) {
    const auto [a, b, c] = detail::sortedTriple(x, y, z);
    return static_cast<Key>(a) | static_cast<Key>(b) << kBits | static_cast<Key>(c) << (2 * kBits);
}

std::array<int, 3> stonesOf(Key key) {
    return {static_cast<int>(key & kMask), static_cast<int>(key >> kBits & kMask),
            static_cast<int>(key >> (2 * kBits) & kMask)};
}

// For every vertex x and colour c, the vertices joined to x by a diagonal of colour c.
class Joins {
public:
    explicit Joins(const Position& board) : n_(board.vertexCount()) {
        offsets_.assign(static_cast<std::size_t>(n_) * (kColourCount + 1), 0);
        targets_.resize(static_cast<std::size_t>(n_) * static_cast<std::size_t>(n_ - 1));
        std::size_t next = 0;
        for (int x = 0; x < n_; ++x)
            for (int c = 0; c < kColourCount; ++c) {
                offsets_[index(x, c)] = static_cast<std::uint32_t>(next);
                for (int v = 0; v < n_; ++v)
                    if (v != x && board.colour(x, v) == c)
                        targets_[next++] = static_cast<std::uint16_t>(v);
                offsets_[index(x, c) + 1] = static_cast<std::uint32_t>(next);
            }
    }
    std::span<const std::uint16_t> of(int x, Colour c) const {
        const std::size_t at = index(x, c);
        return {targets_.data() + offsets_[at], offsets_[at + 1] - offsets_[at]};
    }

private:
    std::size_t index(int x, int c) const {
        return static_cast<std::size_t>(x) * (kColourCount + 1) + static_cast<std::size_t>(c);
    }
    int n_;
    std::vector<std::uint32_t> offsets_;
    std::vector<std::uint16_t> targets_;
};

// Calls visit(next, move) for every legal move of the placement `key`.
template <class Visit>
void forEachMove(const Position& board, const Joins& joins, Key key, Visit&& visit) {
    const std::array<int, 3> s = stonesOf(key);
    for (int k = 0; k < 3; ++k) {
        const int x = s[k];
        const int y = s[(k + 1) % 3];
        const int z = s[(k + 2) % 3];
        for (const std::uint16_t v : joins.of(x, board.colour(y, z)))
            if (v != y && v != z)
                visit(keyOf(v, y, z), Move{x, v});
    }
}

// Placement -> distance from its side's root, open addressing; a slot holds the key in its low
// 33 bits and the distance above them.
class DistanceMap {
public:
    DistanceMap() : slots_(1024, kEmpty) {}
    // False when the key is there already.
    bool insert(Key key, std::uint32_t distance) {
        if ((size_ + 1) * 2 > slots_.size())
            grow();
        if (!place(slots_, key, distance))
            return false;
        ++size_;
        return true;
    }
    std::optional<std::uint32_t> find(Key key) const {
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t at = hash(key) & mask;; at = (at + 1) & mask) {
            if (slots_[at] == kEmpty)
                return std::nullopt;
            if ((slots_[at] & kKeyMask) == key)
                return static_cast<std::uint32_t>(slots_[at] >> kKeyBits);
        }
    }
    std::size_t size() const { return size_; }
    // How many of this map's keys `other` lacks.
    std::size_t countMissingFrom(const DistanceMap& other) const {
        std::size_t missing = 0;
        for (const std::uint64_t slot : slots_)
            missing += slot != kEmpty && !other.find(slot & kKeyMask) ? 1 : 0;
        return missing;
    }

private:
    static constexpr int kKeyBits = 3 * kBits;
    static constexpr std::uint64_t kKeyMask = (std::uint64_t{1} << kKeyBits) - 1;
    static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};

    static std::size_t hash(Key key) {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 20);
    }
    static bool place(std::vector<std::uint64_t>& slots, Key key, std::uint64_t distance) {
        const std::size_t mask = slots.size() - 1;
        for (std::size_t at = hash(key) & mask;; at = (at + 1) & mask) {
            if (slots[at] == kEmpty) {
                slots[at] = key | distance << kKeyBits;
                return true;
            }
            if ((slots[at] & kKeyMask) == key)
                return false;
        }
    }
    void grow() {
        std::vector<std::uint64_t> bigger(slots_.size() * 2, kEmpty);
        for (const std::uint64_t slot : slots_)
            if (slot != kEmpty)
                place(bigger, slot & kKeyMask, slot >> kKeyBits);
        slots_ = std::move(bigger);
    }

    std::vector<std::uint64_t> slots_;
    std::size_t size_ = 0;
};

// About what a reached position costs in the sparse search: its slot (8 bytes at half load,
// twice that while the table grows) and its place in a frontier.
constexpr std::uint64_t kBytesPerState = 40;

// How a sparse search ended: the two sides met, one side's component ran out (the goal is out
// of reach), it grew past its limits, or it was cancelled; LevelDone: a level expanded, go on.
enum class SparseEnd { Met, Exhausted, TooBig, Cancelled, LevelDone };

// Breadth-first search from the start (side 0) and from the goal (side 1), a whole level of the
// side with the smaller frontier at a time. The first placement one side reaches that the other
// has reached closes a shortest path: before that level the two balls of radius r0 and r1 were
// disjoint, so the distance is at least r0 + r1 + 1, and the placement found is at that distance.
class Bidirectional {
public:
    // stopAtMeeting: end in the middle of a level when the sides meet (the search ends there);
    // otherwise each level is finished, so that the goal's side can be widened afterwards.
    Bidirectional(const Position& start, const std::array<int, 3>& goal, const Joins& joins,
                  std::uint64_t stateLimit, std::uint64_t workLimit, bool stopAtMeeting)
        : board_(start), joins_(joins), stateLimit_(stateLimit), workLimit_(workLimit),
          stopAtMeeting_(stopAtMeeting) {
        const auto& s = start.stones();
        roots_ = {keyOf(s[0], s[1], s[2]), keyOf(goal[0], goal[1], goal[2])};
        for (int side = 0; side < 2; ++side) {
            seen_[side].insert(roots_[side], 0);
            frontier_[side] = {roots_[side]};
        }
    }

    SparseEnd meet(SolveControl& control) {
        if (roots_[0] == roots_[1]) {
            distance_ = 0;
            meeting_ = roots_[0];
            return SparseEnd::Met;
        }
        for (;;) {
            const int side = frontier_[0].size() <= frontier_[1].size() ? 0 : 1;
            if (frontier_[side].empty())
                return SparseEnd::Exhausted; // that side's whole component, without the other end
            const SparseEnd end = expand(side, control, true);
            if (end != SparseEnd::LevelDone)
                return end;
        }
    }

    // Grows the goal's side until every placement within `radius` of the goal is in it.
    SparseEnd widenGoalSide(std::uint32_t radius, SolveControl& control) {
        while (radius_[1] < radius && !frontier_[1].empty()) {
            const SparseEnd end = expand(1, control, false);
            if (end != SparseEnd::LevelDone)
                return end;
        }
        return SparseEnd::Met;
    }

    int distance() const { return distance_; }
    std::uint64_t stored() const { return seen_[0].size() + seen_[1].size(); }
    // The placements reached by either side, each once.
    std::uint64_t reached() const { return seen_[1].size() + seen_[0].countMissingFrom(seen_[1]); }
    std::optional<std::uint32_t> goalDistance(Key key) const { return seen_[1].find(key); }

    // One shortest path: back from the meeting placement to the start, then on to the goal.
    std::vector<Move> path() const {
        std::vector<Move> toStart = descend(0, meeting_);
        std::vector<Move> moves;
        for (auto it = toStart.rbegin(); it != toStart.rend(); ++it)
            moves.push_back(Move{it->to, it->from}); // moves are reversible
        const std::vector<Move> toGoal = descend(1, meeting_);
        moves.insert(moves.end(), toGoal.begin(), toGoal.end());
        return moves;
    }

private:
    // One level of `side`: Met when it reached a placement of the other side (the first one
    // closes a shortest path), else LevelDone.
    SparseEnd expand(int side, SolveControl& control, bool lookForMeeting) {
        std::vector<Key> next;
        const std::uint32_t distance = radius_[side] + 1;
        bool met = false;
        for (std::size_t i = 0; i < frontier_[side].size() && !(met && stopAtMeeting_); ++i) {
            if ((i & 0xfff) == 0xfff && control.checkpoint(stored(), "search from both ends", -1.0))
                return SparseEnd::Cancelled;
            forEachMove(board_, joins_, frontier_[side][i], [&](Key to, Move) {
                ++work_;
                if ((met && stopAtMeeting_) || !seen_[side].insert(to, distance))
                    return;
                next.push_back(to);
                if (!lookForMeeting || met)
                    return;
                if (const auto other = seen_[1 - side].find(to)) {
                    met = true;
                    meeting_ = to;
                    distance_ = static_cast<int>(distance + *other);
                }
            });
            if (stored() + next.size() > stateLimit_ || work_ > workLimit_)
                return SparseEnd::TooBig;
        }
        frontier_[side] = std::move(next);
        radius_[side] = distance;
        return met ? SparseEnd::Met : SparseEnd::LevelDone;
    }

    // The moves from `key` down to `side`'s root, each to a placement one nearer to it.
    std::vector<Move> descend(int side, Key key) const {
        std::vector<Move> moves;
        std::uint32_t distance = *seen_[side].find(key);
        while (distance > 0) {
            std::optional<std::pair<Key, Move>> step;
            forEachMove(board_, joins_, key, [&](Key to, Move move) {
                if (!step && seen_[side].find(to) == distance - 1)
                    step = std::pair{to, move};
            });
            if (!step)
                throw std::logic_error("stones: no move towards the root (corrupt search)");
            moves.push_back(step->second);
            key = step->first;
            --distance;
        }
        return moves;
    }

    const Position& board_;
    const Joins& joins_;
    std::uint64_t stateLimit_;
    std::uint64_t workLimit_;
    bool stopAtMeeting_;
    std::uint64_t work_ = 0;
    std::array<Key, 2> roots_{};
    std::array<DistanceMap, 2> seen_;
    std::array<std::vector<Key>, 2> frontier_;
    std::array<std::uint32_t, 2> radius_{0, 0};
    Key meeting_ = 0;
    int distance_ = -1;
};

// The dense search from the goal, stopped once the start is labelled (and one level more for
// the first moves); its partial table answers the start and its neighbours.
Answer denseAnswer(const Position& position, SolveControl& control, AnswerDetail detail,
                   const Rules& rules) {
    Answer answer;
    answer.start = position;
    answer.rules = rules;
    answer.wholeBoard = true;
    detail::DenseSearch search = detail::denseGoalSearch(
        position, control, detail == AnswerDetail::FirstMoves ? 1 : 0, rules);
    answer.status = search.status;
    answer.stats.statesExplored = search.reached;
    if (search.status != SolveStatus::Exact)
        return answer;
    const DistanceTable table = SolverAccess::make(std::move(search.distances));
    answer.moveCount = search.startDistance;
    answer.path = table.optimalPath(position);
    if (detail == AnswerDetail::FirstMoves)
        answer.firstMoves = table.outcomes(position);
    return answer;
}

} // namespace

Answer solveAnswer(const Position& position, SolveControl& control, AnswerDetail detail,
                   std::optional<std::uint64_t> sparseStates, const Rules& givenRules) {
    if (auto problem = position.validate())
        throw std::invalid_argument("stones solve: " + *problem);
    if (auto problem = checkRules(givenRules, position.vertexCount()))
        throw std::invalid_argument("stones solve: " + *problem);
    const Rules rules = givenRules.normalized();
    const Stopwatch stopwatch;
    const auto finish = [&](Answer answer) {
        answer.stats.seconds = stopwatch.seconds();
        return answer;
    };
    if (control.stopRequested())
        return finish(Answer{SolveStatus::Cancelled, position, rules, {}, {}, {}, false, {}});
    const int n = position.vertexCount();
    const std::uint64_t triples = detail::tripleCount(n);
    // The searches from both ends may take a quarter of the dense search's memory (and of the
    // budget), and about an eighth of its time (a move tried costs a few times what a triple of
    // the dense search does), before the dense search takes over.
    const std::uint64_t denseBytes = detail::denseBytesNeeded(n);
    const std::uint64_t stateLimit = sparseStates.value_or(std::max<std::uint64_t>(
        4096, std::min<std::uint64_t>(denseBytes / 4, control.memoryBudget()) / kBytesPerState));
    const std::uint64_t workLimit =
        sparseStates ? *sparseStates * 4096 : std::max<std::uint64_t>(1 << 20, triples / 8);
    if (stateLimit > 0) {
        try {
            const Joins joins(position);
            Bidirectional search(position, rules.target, joins, stateLimit, workLimit,
                                 detail == AnswerDetail::Path);
            SparseEnd end = search.meet(control);
            if (end == SparseEnd::Met && detail == AnswerDetail::FirstMoves)
                end = search.widenGoalSide(static_cast<std::uint32_t>(search.distance() + 1),
                                           control);
            if (end == SparseEnd::Cancelled)
                return finish(Answer{SolveStatus::Cancelled,
                                     position,
                                     rules,
                                     {},
                                     {},
                                     {},
                                     false,
                                     {search.stored(), 0.0}});
            if (end == SparseEnd::Met || end == SparseEnd::Exhausted) {
                Answer answer;
                answer.status = SolveStatus::Exact;
                answer.start = position;
                answer.rules = rules;
                answer.stats.statesExplored = search.reached();
                if (end == SparseEnd::Met) {
                    answer.moveCount = search.distance();
                    answer.path = search.path();
                }
                if (detail == AnswerDetail::FirstMoves)
                    for (const Move& move : legalMoves(position)) {
                        // Within distance + 1 of the goal, so on its widened side.
                        const std::array<int, 3> s = apply(position, move).stones();
                        std::optional<int> after;
                        if (answer.moveCount)
                            after = static_cast<int>(*search.goalDistance(keyOf(s[0], s[1], s[2])));
                        answer.firstMoves.push_back({move, after});
                    }
                return finish(std::move(answer));
            }
        } catch (const std::bad_alloc&) {
            // Too big for the sparse search after all: the dense one may still fit.
        }
    }
    return finish(denseAnswer(position, control, detail, rules));
}

} // namespace pw::stones
