// The information relaxation: each roll sequence searched over every position it reaches.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/bench/jenga_relaxation.h"

#include "engine/common/hash.h"
#include "engine/common/random.h"
#include "engine/jenga/estimate/play_state.h"
#include "engine/jenga/estimate/policy_values.h"

#include <algorithm>
#include <array>
#include <functional>
#include <limits>
#include <optional>
#include <stdexcept>
#include <unordered_map>
#include <vector>

namespace pw::jenga {

namespace {

using detail::PlayState;

struct Key {
    std::uint64_t lower = 0;
    std::uint32_t top = 0;
    bool operator==(const Key& other) const = default;
    bool operator<(const Key& other) const {
        return lower != other.lower ? lower < other.lower : top < other.top;
    }
};

struct KeyHash {
    std::size_t operator()(const Key& key) const {
        return static_cast<std::size_t>(mixHash(key.lower ^ (std::uint64_t{key.top} << 56)));
    }
};

Key keyOf(const PlayState& state) {
    return {detail::encodeLower(detail::levelCountsOf(state)),
            static_cast<std::uint32_t>(state.k * 32 + state.top)};
}

// What a roll costs in a position: Q after each colour (the least value V a move of it leaves,
// or V of the position when it has none) and the mean of Q over the die's faces.
struct Prices {
    std::array<double, 3> after{};
    std::array<bool, 3> moves{};
    double stay = 0.0;
    double expected = 0.0;
    bool over = true; // no colour can move: the game is over
};

// The values the penalty comes from: nullopt when one cannot be computed (a table full, a stop).
using Values = std::function<std::optional<double>(const PlayState&)>;

std::optional<Prices> pricesOf(const PlayState& state, const Values& values) {
    Prices prices;
    const std::optional<double> here = values(state);
    if (!here)
        return std::nullopt;
    prices.stay = *here;
    bool failed = false;
    for (int colour = 0; colour < 3; ++colour) {
        double least = std::numeric_limits<double>::infinity();
        detail::forEachMove(state, colour, [&](const PlayState& next) {
            const std::optional<double> v = failed ? std::nullopt : values(next);
            failed = failed || !v;
            if (v)
                least = std::min(least, *v);
        });
        const auto c = static_cast<std::size_t>(colour);
        prices.moves[c] = least < std::numeric_limits<double>::infinity();
        prices.after[c] = prices.moves[c] ? least : prices.stay;
        prices.over = prices.over && !prices.moves[c];
    }
    for (int face = 0; face < kDieSides; ++face) {
        const std::optional<Colour> colour = dieColour(face);
        prices.expected +=
            (colour ? prices.after[static_cast<std::size_t>(*colour)] : prices.stay) / kDieSides;
    }
    if (failed)
        return std::nullopt;
    return prices;
}

// The end-game table's exact value (rounded down) of a position it holds; nullopt above it.
std::optional<double> tableValue(const EndgameTable& table, const PlayState& state) {
    return table.valueWithin(state.k, state.top, detail::levelCountsOf(state));
}

struct Reached {
    Key key;
    PlayState state;
    double cost = 0.0; // the penalised minutes so far
};

// The prices of the positions reached, kept from one sequence to the next (they share most
// positions), and emptied when they pass their share of the budget.
using PriceCache = std::unordered_map<Key, Prices, KeyHash>;

// One sequence: the least penalised length over every way to play it until the end-game table
// holds the position, plus the table's value there (the optimum from there on), rolls drawn as
// needed. nullopt when stopped or over the budget (*overBudget says which).
std::optional<double> playSequence(const PlayState& start, const Values& values,
                                   const EndgameTable& table, PriceCache& prices,
                                   SeededRandom& random, SolveControl& control,
                                   std::uint64_t* mostPositions, bool* overBudget) {
    // About what a reached position costs: its entry twice (this roll's and the next's), and
    // its prices with the hash table's own share. The positions of a roll may take a quarter of
    // the budget, the prices kept an eighth, a policy's tables the rest (5/8).
    constexpr std::size_t kBytesPerReached = 2 * sizeof(Reached);
    constexpr std::size_t kBytesPerPrices = sizeof(Key) + sizeof(Prices) + 48;
    std::vector<Reached> now{{keyOf(start), start, 0.0}};
    std::vector<Reached> next;
    double best = std::numeric_limits<double>::infinity();
    while (!now.empty()) {
        if (control.stopRequested())
            return std::nullopt;
        if (now.size() * (kBytesPerReached + kBytesPerPrices) > control.memoryBudget() / 4) {
            *overBudget = true;
            return std::nullopt;
        }
        if (prices.size() * kBytesPerPrices > control.memoryBudget() / 8)
            prices.clear();
        const std::optional<Colour> colour =
            dieColour(static_cast<int>(random.below(static_cast<std::uint64_t>(kDieSides))));
        next.clear();
        for (const Reached& reached : now) {
            if (const std::optional<double> settled = tableValue(table, reached.state)) {
                best = std::min(best, reached.cost + *settled);
                continue;
            }
            auto found = prices.find(reached.key);
            if (found == prices.end()) {
                std::optional<Prices> computed = pricesOf(reached.state, values);
                if (!computed) {
                    *overBudget = !control.stopRequested();
                    return std::nullopt;
                }
                found = prices.emplace(reached.key, *computed).first;
            }
            const Prices& p = found->second;
            if (p.over) {
                best = std::min(best, reached.cost);
                continue;
            }
            const bool moves = colour && p.moves[static_cast<std::size_t>(*colour)];
            const double q = moves ? p.after[static_cast<std::size_t>(*colour)] : p.stay;
            const double cost = reached.cost + 1.0 + p.expected - q;
            if (!moves) {
                next.push_back({reached.key, reached.state, cost});
                continue;
            }
            detail::forEachMove(reached.state, static_cast<int>(*colour),
                                [&](const PlayState& after) {
                                    next.push_back({keyOf(after), after, cost});
                                });
        }
        // Each position once, at its least cost.
        std::sort(next.begin(), next.end(), [](const Reached& a, const Reached& b) {
            return a.key == b.key ? a.cost < b.cost : a.key < b.key;
        });
        next.erase(std::unique(next.begin(), next.end(),
                               [](const Reached& a, const Reached& b) { return a.key == b.key; }),
                   next.end());
        *mostPositions = std::max<std::uint64_t>(*mostPositions, next.size());
        std::swap(now, next);
    }
    return best;
}

// The bound with the penalty from `values` (bound.aggregation left for the caller).
RelaxationBound relaxationWith(const Tower& tower, const Values& values, const EndgameTable& table,
                               std::uint64_t sequences, std::uint64_t seed, SolveControl& control) {
    const Stopwatch stopwatch;
    const PlayState start = detail::playStateOf(tower);
    RelaxationBound bound;
    bound.leastSequence = std::numeric_limits<double>::infinity();
    SeededRandom random(seed);
    SampleStatistics samples;
    PriceCache prices;
    SolveStatus status = SolveStatus::Exact;
    for (std::uint64_t i = 0; i < sequences; ++i) {
        bool overBudget = false;
        const std::optional<double> value = playSequence(
            start, values, table, prices, random, control, &bound.mostPositions, &overBudget);
        if (!value) {
            status = overBudget ? SolveStatus::OverBudget : SolveStatus::Cancelled;
            break;
        }
        samples.add(*value);
        bound.leastSequence = std::min(bound.leastSequence, *value);
    }
    bound.estimate = samples.estimate(status);
    bound.seconds = stopwatch.seconds();
    return bound;
}

// Both penalties' preconditions: a valid tower that the aggregation reaches.
void requireReach(const Tower& tower, const AggregateTable& aggregation) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: no relaxation for an unplayable tower: " + *problem);
    if (potentialOf(tower) > aggregation.maxPotential())
        throw std::invalid_argument("jenga: the aggregation does not reach the tower");
}

} // namespace

RelaxationBound relaxationBound(const Tower& tower, const AggregateTable& aggregation,
                                std::uint64_t sequences, std::uint64_t seed,
                                SolveControl& control) {
    requireReach(tower, aggregation);
    RelaxationBound bound = relaxationWith(
        tower,
        [&aggregation](const PlayState& s) -> std::optional<double> {
            return aggregation.value(s);
        },
        aggregation.endgame(), sequences, seed, control);
    bound.aggregation = aggregation.value(detail::playStateOf(tower));
    bound.penalty = RelaxationPenalty::Aggregation;
    return bound;
}

RelaxationBound relaxationBound(const Tower& tower, const ValueModel& model, int steps,
                                const AggregateTable& aggregation, std::uint64_t sequences,
                                std::uint64_t seed, SolveControl& control) {
    requireReach(tower, aggregation);
    if (!detail::PolicyValues::fits(detail::playStateOf(tower)))
        throw std::invalid_argument("jenga: the tower has more levels than a table key holds");
    const int tables = std::clamp(steps, 1, 2);
    // About 100 bytes a position of the policy's tables (policy.cpp): 5/8 of the budget, beside
    // the prices kept (1/8) and the search's positions.
    const std::uint64_t maxPositions =
        control.memoryBudget() / 8 * 5 / 100 / static_cast<std::uint64_t>(tables);
    // Within the end-game table the policies play on optimally: their values there are the
    // table's, and their recursion stops where it begins.
    const EndgameTable& table = aggregation.endgame();
    const detail::ImprovedPolicy policy(
        model, tables, maxPositions, control,
        [&table](const PlayState& s) { return tableValue(table, s); });
    RelaxationBound bound = relaxationWith(
        tower, [&policy](const PlayState& s) { return policy.value(s); }, table, sequences, seed,
        control);
    bound.aggregation = aggregation.value(detail::playStateOf(tower));
    bound.penalty = RelaxationPenalty::PolicyValues;
    return bound;
}

} // namespace pw::jenga
