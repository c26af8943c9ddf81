// Colored Jenga: a lower bound on the optimum by an information relaxation (Brown, Smith and
// Sun, "Information relaxations and duality in stochastic dynamic programs", Operations
// Research 2010), measured by `bench jenga --relaxation` and not used by the bracket. A player
// who knows the whole sequence of rolls in advance plays each sequence as well as it can, and
// pays on each roll a penalty whose mean is zero for every player who does not know the future:
// the mean over sequences of the best penalised game length is then at most the optimum.
//
// The penalty comes from the aggregation's values A (lower_bound.h): in a position x, a roll
// costs 1 + E[Q(x, .)] - Q(x, roll), Q being the least A after a move of the colour rolled (A(x)
// when it has none). A is a subsolution (A(x) <= 1 + E[Q(x, .)]), so every sequence's value is
// at least A of the tower: the relaxation can only improve on the aggregation. The price is a
// search, for each sequence, over every position that sequence can reach, which grows 3.5 to 4
// times a level (about 500,000 positions a roll at 10 levels): it runs where the exact solve
// runs too, which is why the bracket does not use it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/estimate.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/lower_bound.h"
#include "engine/jenga/position.h"

#include <cstdint>

namespace pw::jenga {

struct RelaxationBound {
    // The sequences' values (status Exact when every sequence was played): their mean is the
    // bound, estimated; `samples` the sequences played.
    Estimate estimate;
    double leastSequence = 0.0;      // the least sequence value, never below `aggregation`
    double aggregation = 0.0;        // the aggregation's value of the tower
    std::uint64_t mostPositions = 0; // the most positions one roll of a sequence reached
    double seconds = 0.0;
    // The optimum is at least this, with 97.5 % confidence: the lower end of the mean's 95 %
    // interval.
    double low975() const { return estimate.low95(); }
};

// The relaxation's bound of a valid tower (throws std::invalid_argument otherwise) over
// `sequences` seeded roll sequences, with the penalty from `aggregation`, which must reach the
// tower's potential. estimate.status Cancelled when the control stops it, OverBudget when the
// positions of one roll would pass the control's memory budget.
RelaxationBound relaxationBound(const Tower& tower, const AggregateTable& aggregation,
                                std::uint64_t sequences, std::uint64_t seed, SolveControl& control);

} // namespace pw::jenga
