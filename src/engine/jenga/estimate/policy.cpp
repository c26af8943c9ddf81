// Playing the policies of policy.h: seeded games of the fitted preferences and of their
// improvements (with the game-length histogram) and the estimate of the best that fits.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/estimate/policy.h"

#include "engine/jenga/bounds/lower_bound.h"
#include "engine/jenga/estimate/games.h"
#include "engine/jenga/estimate/play_state.h"
#include "engine/jenga/estimate/policy_values.h"
#include "engine/jenga/estimate/preferences.h"

#include <algorithm>
#include <stdexcept>

namespace pw::jenga {

using detail::ImprovedPolicy;
using detail::PlayState;
using detail::PolicyValues;
using detail::Preferences;

PolicyEstimate simulatePolicy(const Tower& tower, const ValueModel& model, std::uint64_t games,
                              std::uint64_t seed, SolveControl& control, const Rules& rules) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot simulate an unplayable tower: " + *problem);
    PolicyEstimate estimate;
    estimate.method = kPreferencesPolicyName;
    if (tower.levelCount() > kMaxEstimateLevels) {
        estimate.status = SolveStatus::OverBudget;
        estimate.message = "the tower has " + std::to_string(tower.levelCount()) +
                           " levels; estimates go up to " + std::to_string(kMaxEstimateLevels) +
                           " (the judge format's limit)";
        return estimate;
    }
    const Preferences policy(model);
    const PlayState initial = detail::playStateOf(tower);
    const auto movesOf = [&policy](const PlayState& s) {
        std::array<std::optional<PlayState>, 3> moves;
        for (int c = 0; c < 3; ++c)
            if (policy.hasMove(s, c)) {
                PlayState next = s;
                policy.play(next, c);
                moves[static_cast<std::size_t>(c)] = next;
            }
        return moves;
    };
    const auto playOne = [&movesOf, &initial, &rules](SeededRandom& random) {
        return static_cast<double>(playGame(initial, movesOf, random, rules));
    };
    static_cast<Estimate&>(estimate) =
        simulate(games, seed, control, playOne, kPreferencesPolicyName, true);
    return estimate;
}

std::optional<PolicyEstimate> simulateImproved(const Tower& tower, const ValueModel& model,
                                               int steps, std::uint64_t games, std::uint64_t seed,
                                               SolveControl& control, std::uint64_t maxPositions,
                                               const Rules& rules) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot simulate an unplayable tower: " + *problem);
    if (steps < 1 || steps > 2)
        throw std::invalid_argument("jenga: policy iteration takes 1 or 2 steps");
    const PlayState initial = detail::playStateOf(tower);
    if (!PolicyValues::fits(initial))
        return std::nullopt;
    // At most about 100 bytes a position (24-byte slots at least 35 % full, and the old slots
    // while the table grows), in `steps` tables.
    maxPositions = std::min<std::uint64_t>(maxPositions, control.memoryBudget() / 100 /
                                                             static_cast<std::uint64_t>(steps));
    const ImprovedPolicy policy(model, steps, maxPositions, control, {}, rules);
    bool failed = false;
    // A move that cannot be computed (a table full, a stop) ends the game, which is discarded.
    // A colour the die never shows needs no move.
    const auto movesOf = [&](const PlayState& s) {
        std::array<std::optional<PlayState>, 3> moves;
        for (int c = 0; c < 3 && !failed; ++c)
            if (rules.rolls(c))
                moves[static_cast<std::size_t>(c)] = policy.move(s, c, &failed);
        if (failed)
            moves = {};
        return moves;
    };
    const auto playOne = [&](SeededRandom& random) {
        return failed ? 0.0 : static_cast<double>(playGame(initial, movesOf, random, rules));
    };
    PolicyEstimate estimate;
    static_cast<Estimate&>(estimate) =
        simulate(games, seed, control, playOne,
                 steps == 1 ? kImprovedPolicyName : kTwiceImprovedPolicyName, true);
    // A table full, or a stop inside one: a game was cut short, so nothing of this run counts.
    if (failed)
        return std::nullopt;
    return estimate;
}

std::optional<PolicyEstimate> simulateBoundLookahead(const Tower& tower,
                                                     const AggregateTable& bound,
                                                     std::uint64_t games, std::uint64_t seed,
                                                     SolveControl& control) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot simulate an unplayable tower: " + *problem);
    if (potentialOf(tower) > bound.maxPotential())
        return std::nullopt;
    const PlayState initial = detail::playStateOf(tower);
    const Rules rules = bound.endgame().rules();
    // On each colour, the first move in the engine's order whose position the bound values least.
    const auto movesOf = [&bound, &rules](const PlayState& s) {
        std::array<std::optional<PlayState>, 3> moves;
        for (int c = 0; c < 3; ++c) {
            if (!rules.rolls(c))
                continue;
            double best = 0.0;
            detail::forEachMove(s, c, [&](const PlayState& next) {
                const double v = bound.value(next);
                if (!moves[static_cast<std::size_t>(c)] || v < best) {
                    moves[static_cast<std::size_t>(c)] = next;
                    best = v;
                }
            });
        }
        return moves;
    };
    const auto playOne = [&](SeededRandom& random) {
        return static_cast<double>(playGame(initial, movesOf, random, rules));
    };
    PolicyEstimate estimate;
    static_cast<Estimate&>(estimate) =
        simulate(games, seed, control, playOne, kBoundLookaheadPolicyName, true);
    return estimate;
}

std::optional<ValueModel> trainedModel(const Tower& tower, int trainingLevels, std::uint64_t seed,
                                       SolveControl& control, int* levels, SolveStatus* status,
                                       const Rules& rules) {
    *levels = std::clamp(trainingLevels, 2, std::max(2, tower.levelCount()));
    std::vector<Level> top;
    for (int i = std::max(0, tower.levelCount() - *levels); i < tower.levelCount(); ++i)
        top.push_back(tower.level(i));
    Tower training(std::move(top));
    if (training.validate()) // a top cut off a playable tower may start with an unstable level
        training = randomTower(*levels, seed);
    const Result exact = solve(training, control, rules);
    *status = exact.status;
    if (exact.status != SolveStatus::Exact)
        return std::nullopt;
    return fitValueModel(exact);
}

PolicyEstimate estimateWithPolicy(const Tower& tower, std::uint64_t games, std::uint64_t seed,
                                  SolveControl& control, int trainingLevels, PolicyChoice choice,
                                  const AggregateTable* bound, const Rules& rules) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot estimate an unplayable tower: " + *problem);
    if (const auto problem = checkRules(rules))
        throw std::invalid_argument("jenga: cannot estimate with this die: " + *problem);
    if (bound && !(bound->endgame().rules() == rules))
        throw std::invalid_argument("jenga: the bound's aggregation is for another die");
    if (tower.levelCount() > kMaxEstimateLevels)
        return simulatePolicy(tower, ValueModel{}, games, seed, control, rules); // says why not
    // Above two steps' reach the lookahead on the bound plays when it can: it needs no model.
    if (choice == PolicyChoice::Best && tower.levelCount() > kMaxTwoStepLevels && bound)
        if (auto played = simulateBoundLookahead(tower, *bound, games, seed, control))
            return std::move(*played);
    Stopwatch stopwatch;
    int levels = 0;
    SolveStatus status = SolveStatus::Exact;
    const std::optional<ValueModel> trained =
        trainedModel(tower, trainingLevels, seed, control, &levels, &status, rules);
    if (!trained) {
        PolicyEstimate estimate;
        estimate.status = status;
        estimate.message =
            "the training solve of " + std::to_string(levels) + " levels did not finish";
        return estimate;
    }
    const ValueModel& model = *trained;
    const double trainingSeconds = stopwatch.seconds();
    // The most improved policy that fits (a stop falls through to the preferences, which stop too).
    std::optional<PolicyEstimate> improved;
    const int levelCount = tower.levelCount();
    if (choice == PolicyChoice::Best && levelCount <= kMaxTwoStepLevels)
        improved =
            simulateImproved(tower, model, 2, games, seed, control, kMaxLookaheadPositions, rules);
    if (!improved && choice != PolicyChoice::Preferences && levelCount <= kMaxLookaheadLevels)
        improved =
            simulateImproved(tower, model, 1, games, seed, control, kMaxLookaheadPositions, rules);
    PolicyEstimate estimate =
        improved ? std::move(*improved) : simulatePolicy(tower, model, games, seed, control, rules);
    estimate.trainingLevels = levels;
    estimate.trainingSeconds = trainingSeconds;
    return estimate;
}

} // namespace pw::jenga
