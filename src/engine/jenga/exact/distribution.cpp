// Duration distribution under the optimal policy: the policy's Markov chain over reduced states,
// advanced minute by minute in one in-place sweep per minute (states in increasing potential).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/distribution.h"

#include "engine/common/hash.h"
#include "engine/jenga/exact/optimal_policy.h"
#include "engine/jenga/exact/reduced_state.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <unordered_map>

namespace pw::jenga {

namespace {

struct StateHash {
    std::size_t operator()(const detail::ReducedState& s) const {
        return combineHash(mixHash(s.lowerKey), static_cast<std::uint64_t>(s.k * 64 + s.top));
    }
};

struct ChainState {
    detail::ReducedState state;
    int potential = 0;
    double value = 0.0;                  // solved expected remaining duration
    std::array<int, 3> next{-1, -1, -1}; // successor under the optimal move for each colour the
                                         // die shows
    int moveWeight = 0;                  // sum of the weights of colours with a move (0: game over)
};

double valueIn(const SolvedTable& table, const detail::ReducedState& state) {
    const auto value = detail::solvedValue(table, state);
    if (!value)
        throw std::invalid_argument("jenga: the distribution needs a position the solve reached");
    return *value;
}

} // namespace

DurationDistribution durationDistribution(const Result& result, const Tower& tower,
                                          SolveControl& control, double tailLimit) {
    DurationDistribution out;
    const auto start = detail::reduce(tower);
    if (tower.validate() || !start)
        throw std::invalid_argument("jenga: the distribution needs a valid tower");

    // The states the optimal policy (optimal_policy.h) can reach, with its successors.
    std::vector<ChainState> chain;
    std::unordered_map<detail::ReducedState, int, StateHash> indexOf;
    auto indexFor = [&](const detail::ReducedState& state) {
        const auto [it, inserted] = indexOf.try_emplace(state, static_cast<int>(chain.size()));
        if (inserted) {
            ChainState entry;
            entry.state = state;
            entry.value = valueIn(result.table, state);
            entry.potential = detail::potential(state.k, detail::decodeLower(state.lowerKey));
            chain.push_back(entry);
        }
        return it->second;
    };
    const Rules rules = result.table.rules();
    indexFor(*start);
    for (std::size_t i = 0; i < chain.size(); ++i) {
        if (i % 4096 == 0 && control.checkpoint(i, "policy states"))
            return out;
        const auto chosen = detail::optimalSuccessors(result.table, chain[i].state);
        int weight = 0;
        std::array<int, 3> next{-1, -1, -1};
        for (std::size_t c = 0; c < 3; ++c) {
            if (!chosen[c] || !rules.rolls(static_cast<int>(c)))
                continue; // no move, or the die never shows the colour
            weight += rules.weight(static_cast<int>(c));
            next[c] = indexFor(*chosen[c]);
        }
        chain[i].next = next;
        chain[i].moveWeight = weight;
    }
    out.policyStates = chain.size();

    // Sweep order: increasing potential, so every successor is updated before its predecessors.
    std::vector<int> order(chain.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) {
        return chain[static_cast<std::size_t>(a)].potential <
               chain[static_cast<std::size_t>(b)].potential;
    });

    const int faces = rules.faces();
    std::vector<double> mass(chain.size(), 0.0);
    double sum = 0.0, sumSquares = 0.0, remaining = 1.0;
    if (chain[0].moveWeight == 0) {
        out.probability = {1.0};
        remaining = 0.0;
    } else {
        mass[0] = 1.0;
        out.probability = {0.0};
    }
    for (std::size_t t = 1; remaining >= tailLimit; ++t) {
        if (t % 64 == 0 && control.checkpoint(out.policyStates, "distribution"))
            return out;
        double ended = 0.0;
        for (int index : order) {
            const ChainState& state = chain[static_cast<std::size_t>(index)];
            double& here = mass[static_cast<std::size_t>(index)];
            if (here == 0.0)
                continue;
            if (state.moveWeight == 0)
                continue; // collected below
            const double moving = here / faces;
            here = moving * (faces - state.moveWeight);
            for (std::size_t c = 0; c < 3; ++c)
                if (state.next[c] >= 0)
                    mass[static_cast<std::size_t>(state.next[c])] +=
                        moving * rules.weight(static_cast<int>(c));
        }
        // A game ends in the minute its last move reaches a finished state.
        for (int index : order) {
            const ChainState& state = chain[static_cast<std::size_t>(index)];
            if (state.moveWeight == 0 && mass[static_cast<std::size_t>(index)] != 0.0) {
                ended += mass[static_cast<std::size_t>(index)];
                mass[static_cast<std::size_t>(index)] = 0.0;
            }
        }
        out.probability.push_back(ended);
        sum += static_cast<double>(t) * ended;
        sumSquares += static_cast<double>(t) * static_cast<double>(t) * ended;
        remaining = 0.0;
        for (double m : mass)
            remaining += m;
    }
    // The tail: mass still in play, each part ending on average after its solved value.
    const double last = static_cast<double>(out.probability.size() - 1);
    for (std::size_t i = 0; i < chain.size(); ++i) {
        if (mass[i] == 0.0)
            continue;
        const double end = last + chain[i].value;
        sum += mass[i] * end;
        sumSquares += mass[i] * end * end;
    }
    out.tailProbability = remaining;
    out.mean = sum;
    out.standardDeviation = std::sqrt(std::max(0.0, sumSquares - sum * sum));
    out.status = SolveStatus::Exact;
    return out;
}

} // namespace pw::jenga
