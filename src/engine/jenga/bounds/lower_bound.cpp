// The lower bound: the aggregation solved above the end-game table, and the move count.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/bounds/lower_bound.h"

#include "engine/jenga/bounds/rounding.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <thread>
#include <utility>

namespace pw::jenga {

using detail::kFullTypeCount;
using detail::kRoundingMargin;
using detail::kTopGroupSize;
using detail::PlayState;
using detail::roundedDown;

namespace {

using Triple = std::array<int, 3>;

// Triples summing to n: (n + 1)(n + 2) / 2; ranked by the first count, then the second.
std::uint64_t tripleCount(int n) {
    return static_cast<std::uint64_t>(n + 1) * static_cast<std::uint64_t>(n + 2) / 2;
}
std::uint64_t tripleRank(const Triple& t, int n) {
    const auto a = static_cast<std::uint64_t>(t[0]);
    return a * static_cast<std::uint64_t>(n + 1) - a * (a - (a > 0 ? 1 : 0)) / 2 +
           static_cast<std::uint64_t>(t[1]);
}

// The blocks of aggregated positions: (k, full levels, middle+side levels) with potential
// 6 * full + 3 * sides + 2 * k at most maxPotential; calls visit(k, full, sides, positions).
template <class Visit> void forEachBlock(int maxPotential, Visit&& visit) {
    for (int k = 1; k <= 3; ++k)
        for (int full = 0; 6 * full + 2 * k <= maxPotential; ++full)
            for (int sides = 0; 6 * full + 3 * sides + 2 * k <= maxPotential; ++sides)
                visit(k, full, sides,
                      tripleCount(full) * tripleCount(sides) *
                          static_cast<std::uint64_t>(kTopGroupSize[static_cast<std::size_t>(k)]));
}

} // namespace

int potentialOf(const Tower& tower) {
    const PlayState start = detail::playStateOf(tower);
    int potential = 2 * start.k;
    for (int t = 0; t < detail::kLevelTypeCount; ++t)
        potential += (t < kFullTypeCount ? 6 : 3) *
                     static_cast<int>(start.counts[static_cast<std::size_t>(t)]);
    return potential;
}

double moveCountBound(const Tower& tower, const Rules& rules) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: no bound for an unplayable tower: " + *problem);
    const auto rolled = [&](const Slot& slot) {
        return slot && rules.rolls(static_cast<int>(*slot));
    };
    const auto anyRolled = [&](const Level& level) {
        return rolled(level.cells[kLeft]) || rolled(level.cells[kMiddle]) ||
               rolled(level.cells[kRight]);
    };
    int live = 0; // lower levels that can still give a block of a colour the die shows
    for (int i = 0; i + 1 < tower.levelCount(); ++i) {
        const Level& level = tower.level(i);
        if (level.blockCount() == 3)
            live += anyRolled(level) ? 1 : 0;
        else if (level.blockCount() == 2 && level.cells[kMiddle])
            live += rolled(level.cells[kLeft]) || rolled(level.cells[kRight]) ? 1 : 0;
    }
    int k = tower.top().blockCount();
    // A top completed during the game holds a moved block, so a colour the die shows; the
    // tower's own complete top may hold none.
    bool topLive = k < 3 || anyRolled(tower.top());
    int moves = 0;
    // The fewest moves: each ends a level; a complete top, once covered, adds one.
    while (live > 0) {
        live += (k == 3 && topLive ? 1 : 0) - 1;
        if (k == 3)
            topLive = true;
        k = k == 3 ? 1 : k + 1;
        ++moves;
    }
    const int colourFaces = rules.colourFaces[0] + rules.colourFaces[1] + rules.colourFaces[2];
    return moves * (double(rules.faces()) / double(colourFaces));
}

std::uint64_t AggregateTable::positionCount(int maxPotential) {
    // Saturating: a 1000-level tower's count would overflow (and is refused long before).
    constexpr std::uint64_t kMost = std::uint64_t{1} << 62;
    std::uint64_t count = 0;
    forEachBlock(maxPotential, [&](int, int, int, std::uint64_t positions) {
        count = std::min(kMost, count + std::min(kMost, positions));
    });
    return count;
}

std::uint64_t AggregateTable::blockOf(int k, int full, int sides) const {
    return start_[(static_cast<std::size_t>(k) * static_cast<std::size_t>(maxFull_ + 1) +
                   static_cast<std::size_t>(full)) *
                      static_cast<std::size_t>(maxSides_ + 1) +
                  static_cast<std::size_t>(sides)];
}

double AggregateTable::value(int k, int top, const Triple& middles, const Triple& sides) const {
    const int full = middles[0] + middles[1] + middles[2];
    const int s = sides[0] + sides[1] + sides[2];
    if (6 * full + 3 * s + 2 * k > maxPotential_)
        throw std::invalid_argument("jenga: the position is beyond the aggregation");
    return values_[blockOf(k, full, s) +
                   (tripleRank(middles, full) * tripleCount(s) + tripleRank(sides, s)) *
                       static_cast<std::uint64_t>(kTopGroupSize[static_cast<std::size_t>(k)]) +
                   static_cast<std::uint64_t>(top)];
}

double AggregateTable::value(const PlayState& state) const {
    if (const std::optional<double> exact =
            endgame_->valueWithin(state.k, state.top, detail::levelCountsOf(state)))
        return *exact;
    Triple middles{};
    Triple sides{};
    for (int t = 0; t < kFullTypeCount; ++t)
        middles[static_cast<std::size_t>(t / 6)] +=
            static_cast<int>(state.counts[static_cast<std::size_t>(t)]);
    for (int c = 0; c < 3; ++c)
        sides[static_cast<std::size_t>(c)] =
            static_cast<int>(state.counts[static_cast<std::size_t>(kFullTypeCount + c)]);
    return value(state.k, state.top, middles, sides);
}

std::shared_ptr<const AggregateTable>
AggregateTable::build(std::shared_ptr<const EndgameTable> table, int maxPotential,
                      SolveControl& control, std::uint64_t maxPositions, int threads) {
    const std::uint64_t positions = positionCount(maxPotential);
    if (positions > maxPositions || positions * sizeof(float) > control.memoryBudget())
        return nullptr;
    auto out = std::shared_ptr<AggregateTable>(new AggregateTable());
    out->endgame_ = std::move(table);
    out->maxPotential_ = maxPotential;
    out->maxFull_ = maxPotential / 6;
    out->maxSides_ = maxPotential / 3;
    out->start_.assign(4 * static_cast<std::size_t>(out->maxFull_ + 1) *
                           static_cast<std::size_t>(out->maxSides_ + 1),
                       0);
    std::uint64_t next = 0;
    forEachBlock(maxPotential, [&](int k, int full, int sides, std::uint64_t count) {
        out->start_[(static_cast<std::size_t>(k) * static_cast<std::size_t>(out->maxFull_ + 1) +
                     static_cast<std::size_t>(full)) *
                        static_cast<std::size_t>(out->maxSides_ + 1) +
                    static_cast<std::size_t>(sides)] = next;
        next += count;
    });
    out->values_.assign(positions, 0.0f);
    const AggregateTable& A = *out;
    const EndgameTable& E = *A.endgame_;
    const Rules& rules = E.rules();
    std::vector<float>& values = out->values_;
    // Where the positions of an aggregate lie (their tops follow one another).
    const auto rowOf = [&](int k, const Triple& m, const Triple& s) {
        const int full = m[0] + m[1] + m[2];
        const int n = s[0] + s[1] + s[2];
        return A.blockOf(k, full, n) +
               (tripleRank(m, full) * tripleCount(n) + tripleRank(s, n)) *
                   static_cast<std::uint64_t>(kTopGroupSize[static_cast<std::size_t>(k)]);
    };

    // One aggregated position above the end-game table's bound, from the positions its moves
    // reach (already solved: they have a lower potential).
    const auto solve = [&](int k, int top, const Triple& middles, const Triple& sides) {
        const int nextK = k == 3 ? 1 : k + 1;
        // The rows a removal leads to; after it the complete top becomes a full level of its
        // middle's colour. Killing a full level's middle or a middle+side level's side, per
        // colour; taking a side of a full level of any middle, leaving a side of any colour.
        const auto rowAfter = [&](Triple m, const Triple& s) {
            if (k == 3)
                ++m[static_cast<std::size_t>(top / 6)];
            return rowOf(nextK, m, s);
        };
        std::array<std::uint64_t, 9> takes{};
        int takeCount = 0;
        for (std::size_t middle = 0; middle < 3; ++middle)
            for (std::size_t left = 0; left < 3 && middles[middle] > 0; ++left) {
                Triple m = middles;
                Triple s = sides;
                --m[middle];
                ++s[left];
                takes[static_cast<std::size_t>(takeCount++)] = rowAfter(m, s);
            }
        std::array<double, 3> best{};
        std::array<bool, 3> has{};
        std::array<bool, 3> forced{};
        for (int colour = 0; colour < 3; ++colour) {
            const auto c = static_cast<std::size_t>(colour);
            forced[c] = middles[c] > 0 || sides[c] > 0;
            const detail::Placements placements = detail::placementsOf(k, top, colour);
            const auto consider = [&](std::uint64_t row) {
                for (int p = 0; p < placements.count; ++p) {
                    const double v =
                        values[row + static_cast<std::uint64_t>(
                                         placements.tops[static_cast<std::size_t>(p)])];
                    if (!has[c] || v < best[c]) {
                        best[c] = v;
                        has[c] = true;
                    }
                }
            };
            if (middles[c] > 0) {
                Triple m = middles;
                --m[c];
                consider(rowAfter(m, sides));
            }
            if (sides[c] > 0) {
                Triple s = sides;
                --s[c];
                consider(rowAfter(middles, s));
            }
            for (int i = 0; i < takeCount; ++i)
                consider(takes[static_cast<std::size_t>(i)]);
        }
        // E = (faces + sum of w_c * best_c) / (sum of w_c) over the colours that move: those that
        // must, and those free to pass that lower E (taken in increasing best_c while they do).
        // When the colours that must move have no weight (the die never shows them), the game
        // may end: E = 0, the least of all.
        double numerator = rules.faces();
        int weight = 0;
        Triple optional{};
        int optionals = 0;
        for (int c = 0; c < 3; ++c) {
            const auto cs = static_cast<std::size_t>(c);
            if (!has[cs])
                continue;
            if (forced[cs]) {
                numerator += rules.weight(c) * best[cs];
                weight += rules.weight(c);
            } else {
                optional[static_cast<std::size_t>(optionals++)] = c;
            }
        }
        for (int i = 1; i < optionals; ++i) // at most three: insertion by best_c
            for (int j = i;
                 j > 0 &&
                 best[static_cast<std::size_t>(optional[static_cast<std::size_t>(j)])] <
                     best[static_cast<std::size_t>(optional[static_cast<std::size_t>(j - 1)])];
                 --j)
                std::swap(optional[static_cast<std::size_t>(j)],
                          optional[static_cast<std::size_t>(j - 1)]);
        for (int i = 0; i < optionals; ++i) {
            const auto c = static_cast<std::size_t>(optional[static_cast<std::size_t>(i)]);
            if (weight > 0 && best[c] < numerator / weight) {
                numerator += rules.weight(static_cast<int>(c)) * best[c];
                weight += rules.weight(static_cast<int>(c));
            }
        }
        return weight == 0 ? 0.0 : numerator / weight;
    };

    // A block's positions, middles' ranks first to last: at or below the table's bound the least
    // exact value over the sides, above it solved.
    const auto fill = [&](int k, int full, int sides, std::uint64_t first, std::uint64_t last) {
        const auto tops = static_cast<std::uint64_t>(kTopGroupSize[static_cast<std::size_t>(k)]);
        const bool inTable = 6 * full + 3 * sides + 2 * k <= E.maxPotential();
        std::uint64_t index = A.blockOf(k, full, sides) + first * tripleCount(sides) * tops;
        std::uint64_t rank = 0;
        for (int a = 0; a <= full; ++a)
            for (int b = 0; a + b <= full; ++b, ++rank) {
                if (rank < first || rank >= last)
                    continue;
                if (control.stopRequested())
                    return;
                const Triple middles{a, b, full - a - b};
                for (int x = 0; x <= sides; ++x)
                    for (int y = 0; x + y <= sides; ++y) {
                        const Triple s{x, y, sides - x - y};
                        for (int top = 0; top < static_cast<int>(tops); ++top, ++index)
                            values[index] =
                                inTable ? static_cast<float>(E.leastOverSides(k, top, middles, s))
                                        : roundedDown(solve(k, top, middles, s));
                    }
            }
    };

    // Increasing potential: every position a move reaches is solved before the positions it
    // comes from; a block's middles are shared by the workers.
    const int workers = std::clamp(threads, 1, 2);
    std::uint64_t done = 0;
    for (int potential = 0; potential <= maxPotential; ++potential)
        for (int k = 1; k <= 3; ++k)
            for (int full = 0; 6 * full + 2 * k <= potential; ++full) {
                const int rest = potential - 6 * full - 2 * k;
                if (rest % 3 != 0)
                    continue;
                const int sides = rest / 3;
                const std::uint64_t ranks = tripleCount(full);
                if (workers == 2 && ranks >= 8 && potential > E.maxPotential()) {
                    std::jthread helper(fill, k, full, sides, ranks / 2, ranks);
                    fill(k, full, sides, 0, ranks / 2);
                } else {
                    fill(k, full, sides, 0, ranks);
                }
                done += ranks * tripleCount(sides) *
                        static_cast<std::uint64_t>(kTopGroupSize[static_cast<std::size_t>(k)]);
                if (control.checkpoint(done, "lower bound",
                                       static_cast<double>(done) / static_cast<double>(positions)))
                    return nullptr;
            }
    return out;
}

LowerBound lowerBound(const Tower& tower, const AggregateTable* aggregation, std::string why,
                      const Rules& rules) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: no bound for an unplayable tower: " + *problem);
    if (aggregation && !(aggregation->rules() == rules))
        throw std::invalid_argument("jenga: the aggregation is for another die");
    LowerBound bound;
    bound.status = SolveStatus::Exact;
    const int potential = potentialOf(tower);
    if (!aggregation || potential > aggregation->maxPotential()) {
        bound.value = moveCountBound(tower, rules);
        if (!rules.isContest())
            bound.methodName = kMoveCountAnyDieName;
        bound.why = why.empty() ? "the aggregation does not reach this tower" : std::move(why);
        return bound;
    }
    bound.method = LowerBoundMethod::EndgameAggregation;
    bound.methodName = kEndgameAggregationName;
    bound.tablePotential = aggregation->endgame().maxPotential();
    bound.aggregates = aggregation->size();
    bound.exact = potential <= bound.tablePotential;
    const double value = aggregation->value(detail::playStateOf(tower));
    // The table's own value is rounded down once; a value of the aggregation also carries its
    // sums' last bits, taken off with the margin.
    bound.value = bound.exact ? value : value * (1.0 - kRoundingMargin);
    return bound;
}

std::shared_ptr<const AggregateTable> aggregationFor(const Tower& tower, SolveControl& control,
                                                     std::string* why,
                                                     std::shared_ptr<const EndgameTable> table,
                                                     std::uint64_t maxAggregates,
                                                     const Rules& rules) {
    if (table && !(table->rules() == rules))
        throw std::invalid_argument("jenga: the end-game table is for another die");
    const int potential = potentialOf(tower);
    const std::uint64_t positions = AggregateTable::positionCount(potential);
    if (positions > maxAggregates || positions * sizeof(float) > control.memoryBudget()) {
        *why = "the aggregation would need " + std::to_string(positions) +
               " positions, more than the " +
               std::to_string(
                   std::min<std::uint64_t>(maxAggregates, control.memoryBudget() / sizeof(float))) +
               " allowed";
        return nullptr;
    }
    if (!table)
        table = EndgameTable::build(kDefaultEndgamePotential, control, 2, rules);
    if (!table) {
        if (!control.stopRequested())
            *why = "the end-game table does not fit the memory budget";
        return nullptr;
    }
    auto aggregation =
        AggregateTable::build(std::move(table), std::max(potential, 0), control, maxAggregates);
    if (!aggregation && !control.stopRequested())
        *why = "the aggregation does not fit the memory budget";
    return aggregation;
}

} // namespace pw::jenga
