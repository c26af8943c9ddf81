// The bracket of the optimum: the aggregation's bound, the best policy's games on that
// aggregation, then the first moves searched.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/bounds/bracket.h"

#include <stdexcept>
#include <string>

namespace pw::jenga {

std::string_view toString(ValueKind kind) {
    switch (kind) {
    case ValueKind::ExactOptimum:
        return "exact optimum";
    case ValueKind::PolicyMean:
        return "policy mean (simulated)";
    case ValueKind::UpperBound:
        return "upper bound on the optimum (97.5% confidence)";
    case ValueKind::LowerBound:
        return "lower bound on the optimum (proven)";
    }
    return "?";
}

double Bracket::width() const {
    const double u = upper();
    return u > 0.0 ? (u - lower.value) / u : 0.0;
}

Bracket bracketOptimum(const BracketRequest& request, SolveControl& control,
                       const BracketSteps& steps) {
    const Tower& tower = request.tower;
    const Rules& rules = request.rules;
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot bracket an unplayable tower: " + *problem);
    Bracket bracket;
    if (control.stopRequested())
        return bracket; // Cancelled
    const auto play = [&](const AggregateTable* aggregation) {
        bracket.policy =
            estimateWithPolicy(tower, request.games, request.seed, control, kDefaultTrainingLevels,
                               PolicyChoice::Best, aggregation, rules);
        if (steps.played)
            steps.played(bracket.policy);
    };
    if (tower.levelCount() > kMaxEstimateLevels) {
        play(nullptr); // says why not
        bracket.lower.why = bracket.policy.message;
        return bracket;
    }
    const Stopwatch stopwatch;
    std::string why;
    const auto aggregation =
        aggregationFor(tower, control, &why, request.endgame, kDefaultMaxAggregates, rules);
    if (!aggregation && control.stopRequested())
        return bracket; // Cancelled
    if (aggregation && !request.endgame && steps.tableBuilt)
        steps.tableBuilt(aggregation->endgameTable());
    const LowerBound aggregated = lowerBound(tower, aggregation.get(), why, rules);
    const double boundSeconds = stopwatch.seconds();
    if (steps.aggregated)
        steps.aggregated(aggregated);
    // Without an aggregation, above kMaxLookaheadLevels the best policy is the preferences: the
    // same seeded games as those already played, when they were.
    const bool replay = !aggregation && tower.levelCount() > kMaxLookaheadLevels &&
                        request.preferences && request.preferences->status == SolveStatus::Exact;
    if (replay)
        bracket.policy = *request.preferences;
    else if (!control.stopRequested())
        play(aggregation.get());
    if (control.stopRequested()) {
        bracket.lower = aggregated;
        bracket.lower.seconds = boundSeconds;
        return bracket;
    }
    bracket.lower =
        searchedLowerBound(tower, aggregation.get(), control, why, request.searchPositions, rules);
    bracket.lower.seconds += boundSeconds;
    if (aggregation && steps.searched)
        steps.searched(bracket.lower);
    return bracket;
}

} // namespace pw::jenga
