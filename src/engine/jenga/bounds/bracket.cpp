// The bracket of the optimum: the lower bound and the best policy's games, sharing one
// aggregation.
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

Bracket bracketOptimum(const Tower& tower, std::uint64_t games, std::uint64_t seed,
                       SolveControl& control, std::shared_ptr<const EndgameTable> table,
                       std::uint64_t searchPositions, const Rules& rules) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot bracket an unplayable tower: " + *problem);
    Bracket bracket;
    if (tower.levelCount() > kMaxEstimateLevels) {
        bracket.policy = estimateWithPolicy(tower, games, seed, control, kDefaultTrainingLevels,
                                            PolicyChoice::Best, nullptr, rules); // says why not
        bracket.lower.why = bracket.policy.message;
        return bracket;
    }
    const Stopwatch stopwatch;
    std::string why;
    const auto aggregation =
        aggregationFor(tower, control, &why, std::move(table), kDefaultMaxAggregates, rules);
    if (!aggregation && control.stopRequested())
        return bracket; // Cancelled
    bracket.lower =
        searchedLowerBound(tower, aggregation.get(), control, why, searchPositions, rules);
    bracket.lower.seconds = stopwatch.seconds();
    bracket.policy = estimateWithPolicy(tower, games, seed, control, kDefaultTrainingLevels,
                                        PolicyChoice::Best, aggregation.get(), rules);
    return bracket;
}

} // namespace pw::jenga
