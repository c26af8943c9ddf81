// Colored Jenga: a lower bound on the optimum by an information relaxation (Brown, Smith and Sun,
// "Information relaxations and duality in stochastic dynamic programs", Operations Research 2010),
// measured by `bench jenga --relaxation` and not used by the bracket (so it is bench code, not the
// engine's). A player who knows the whole sequence of rolls in advance plays each sequence as well
// as it can, and pays on each roll a penalty whose mean is zero for every player who does not know
// the future: the mean over sequences of the best penalised game length is then at most the
// optimum.
//
// The penalty comes from values V: in a position x, a roll costs 1 + E[Q(x, .)] - Q(x, roll), Q
// being the least V after a move of the colour rolled (V(x) when it has none). Its mean is zero
// whatever V is, so the bound holds for any V; the closer V is to the optimum's values, the
// closer the bound and the less the sequences spread (with the optimum's own, every sequence is
// worth exactly the optimum). The clairvoyant plays only until the end-game table holds its
// position and then takes the table's value, the optimum from there: the optimal player's own
// sequence, stopped there, is among its choices and is worth the optimum on average, so the
// bound still holds, and the search and V are only needed above the table. Two V are offered:
// - the aggregation's values A (lower_bound.h). A is a subsolution (A(x) <= 1 + E[Q(x, .)]), so
//   every sequence's value is at least A of the tower: the bound never falls below the
//   aggregation's, but A is far from the optimum (4 % below it at 9 levels, with 200 sequences);
// - the exact values of the once improved policy (policy.h) above the table, the table's below
//   (the policy plays on optimally there), computed as the positions are reached: 0.002 %,
//   0.012 % and 0.083 % below the optimum at 8, 9 and 10 levels (bench jenga --relaxation), and
//   0.017 % at 12 with an end-game table of potential 54 (which leaves the policy's tables room
//   within the budget there; with 36 or 48 they pass it). These values are nearly the optimum's, so
//   most sequences are worth nearly the same and a few much less: the spread of a few sequences
//   understates the true one, and the confidence bound needs many (at 8 levels, 10 sequences put it
//   0.01 % above the optimum; 1000 put it 0.002 % below).
// The price is a search, for each sequence, over every position that sequence can reach above
// the table, which grows about 3 to 4 times a level (215,000 positions a roll at 10 levels), and
// the policy's values over the positions it reaches from those: it costs more than the exact
// solve wherever it runs, which is why the bracket does not use it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/estimate.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/bounds/lower_bound.h"
#include "engine/jenga/estimate/policy.h"
#include "engine/jenga/position.h"

#include <cmath>
#include <cstdint>
#include <limits>

namespace pw::jenga {

// Where the penalty comes from: the aggregation's values (a subsolution, so the bound is never
// below the aggregation's), or a policy's exact values (closer to the optimum's, so the penalty is
// nearer the ideal one that makes every sequence's value the optimum).
enum class RelaxationPenalty { Aggregation, PolicyValues };

struct RelaxationBound {
    // The sequences' values (status Exact when every sequence was played): their mean is the
    // bound, estimated; `samples` the sequences played.
    Estimate estimate;
    double leastSequence = 0.0; // the least sequence value, never below `aggregation`
    double aggregation = 0.0;   // the aggregation's value of the tower
    RelaxationPenalty penalty = RelaxationPenalty::Aggregation;
    std::uint64_t mostPositions = 0; // the most positions one roll of a sequence reached
    double seconds = 0.0;
    // The optimum is at least this, with 97.5 % confidence: the mean less Student's t quantile
    // (few sequences are played) times its standard error; minus infinity from one sequence.
    double low975() const {
        if (estimate.samples < 2)
            return -std::numeric_limits<double>::infinity();
        const auto n = static_cast<double>(estimate.samples);
        return estimate.mean -
               studentQuantile975(estimate.samples - 1) * estimate.standardDeviation / std::sqrt(n);
    }
};

// The relaxation's bound of a valid tower (throws std::invalid_argument otherwise) over
// `sequences` seeded roll sequences, with the penalty from `aggregation`, which must reach the
// tower's potential. estimate.status Cancelled when the control stops it, OverBudget when the
// positions of one roll would pass the control's memory budget.
RelaxationBound relaxationBound(const Tower& tower, const AggregateTable& aggregation,
                                std::uint64_t sequences, std::uint64_t seed, SolveControl& control);

// The same with the penalty from the exact values of the preferences of `model` improved
// `steps` - 1 times (policy.h: the policy whose greedy moves the `steps`-times improved one
// plays), computed as the positions are reached; `aggregation` only gives bound.aggregation.
// OverBudget as well when the policy's tables fill up.
RelaxationBound relaxationBound(const Tower& tower, const ValueModel& model, int steps,
                                const AggregateTable& aggregation, std::uint64_t sequences,
                                std::uint64_t seed, SolveControl& control);

} // namespace pw::jenga
