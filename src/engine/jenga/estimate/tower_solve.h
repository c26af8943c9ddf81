// Colored Jenga's solve of one tower for an interactive view: the exact value with what is shown
// beside it (every move's value, the heat map, the distribution, simple policies), or the optimum
// bracketed beyond exact reach; quicker estimates published first, none worse than one before.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/bounds/bracket.h"
#include "engine/jenga/bounds/lower_bound.h"
#include "engine/jenga/estimate/policy.h"
#include "engine/jenga/exact/distribution.h"
#include "engine/jenga/exact/endgame_table.h"
#include "engine/jenga/explain.h"
#include "engine/jenga/solver.h"

#include <array>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <vector>

namespace pw::jenga {

// What a solve of one tower delivers: its exact analysis (from a solve, or from the table of the
// game's start) and the distribution of the rest of the game, or an estimate.
struct TowerOutcome {
    enum class Kind { Exact, OverBudget, Cancelled, Estimate };
    Kind kind = Kind::Cancelled;
    Tower tower;                          // the tower this answers
    Rules rules;                          // the die it answers for
    Tower solvedStart;                    // the tower the table was solved from
    std::shared_ptr<const Result> solved; // the exact solve (its table)
    std::optional<Analysis> analysis;     // with the one optimal policy's moves
    // Every choice's extra cost per die colour, and per block (the heat map), from the table.
    std::optional<std::array<ColourTable, 3>> choices;
    std::optional<BlockCosts> blockCosts;
    std::optional<DurationDistribution> distribution;
    // Kind Estimate: a stated policy's games (their mean is that policy's simulated value; its
    // high95 is an upper bound on the optimum with 97.5 % confidence) and, once computed, the
    // proven lower bound.
    std::optional<PolicyEstimate> estimate;
    std::optional<LowerBound> lower;
    // Published while a solve of the same tower goes on: replaced by the exact value when
    // exactFollows, else by a closer estimate or a lower bound.
    bool interim = false;
    bool exactFollows = true;
};

// What a view asks for one tower.
struct TowerRequest {
    enum class Kind {
        Exact,   // the exact value, the moves' values and the distribution
        Estimate // the optimum bracketed (bracket.h), at any height to 1000
    };
    Kind kind = Kind::Exact;
    Tower tower;                         // the tower shown
    Rules rules;                         // the die (the table's, `known`'s and `endgame`'s too)
    Tower start;                         // Exact: the tower solved (a game's start)
    std::shared_ptr<const Result> table; // Exact: start's solve, when already done
    // The best estimate already known for this tower: published at once instead of estimating
    // again, and never replaced by a worse one (a higher upper bound, a lower lower bound).
    std::shared_ptr<const TowerOutcome> known;
    // The end-game table, when one was built before (it serves every tower).
    std::shared_ptr<const EndgameTable> endgame;
    // Estimate: how many positions the lower bound's search of the first moves may expand
    // (BracketRequest::searchPositions; 0: none, the aggregation's bound alone).
    std::uint64_t searchPositions = kDefaultSearchPositions;
};

// Exact solves predicted to take longer than this publish an estimate first; longer than the
// second, the one-step lookahead's estimate as well (about a tenth of such a solve's time).
inline constexpr double kInterimEstimateSeconds = 0.3;
inline constexpr double kLookaheadInterimSeconds = 8.0;

// Called with each interim outcome, on the solving thread.
using PublishInterim = std::function<void(std::shared_ptr<const TowerOutcome>)>;

// Solves a request. Exact: with `table`, reads it; else publishes `known` as it is (no estimate
// is simulated again), or, with none, before a solve predicted to take over
// kInterimEstimateSeconds the fitted preferences' estimate and, over kLookaheadInterimSeconds, the
// one-step lookahead's when it is better; then solves with the smaller of the control's budget
// and the memory available. Estimate: returns `known` when it is a final answer; else publishes
// it, then the preferences' estimate, the one-step lookahead's (up to kMaxTwoStepLevels levels)
// and the steps of the bracket (bracket.h, the command line's too: the aggregation's bound, the
// best policy's games, the searched bound), each only when it improves on what was shown (a
// lower upper bound, a higher lower bound), and returns the best of all: never worse than
// anything published. Every policy plays kDefaultPolicyGames games from kEstimateSeed. `endgame`
// receives the end-game table when one was built (it may be null).
std::shared_ptr<const TowerOutcome>
solveTower(const TowerRequest& request, SolveControl& control, const PublishInterim& publish,
           std::shared_ptr<const EndgameTable>* endgame = nullptr);

// What is known of one tower's optimum after both: the lower of the two upper bounds (the one
// with its policy's games) and the higher of the two lower bounds; interim unless either was a
// final answer. Null when neither has a finished estimate.
std::shared_ptr<const TowerOutcome> bestOf(const TowerOutcome* a, const TowerOutcome& b);

// What the jobs of one view learn that later jobs reuse, shared with them (thread-safe): the best
// estimate of each of the last kTowers towers (bestOf all offered for it), to publish at once and
// never replace by a worse one, and the end-game table of the lower bound (built once), each for
// its die: a tower under another die is another entry, and the table serves its own die only.
class EstimateMemory {
public:
    static constexpr std::size_t kTowers = 16;
    std::shared_ptr<const TowerOutcome> bestFor(const Tower& tower, const Rules& rules = {}) const;
    // Keeps the best of what was known for outcome's tower and die and what it adds (estimates
    // only).
    void offer(const std::shared_ptr<const TowerOutcome>& outcome);
    // The table kept, when it is for this die (nullptr otherwise).
    std::shared_ptr<const EndgameTable> endgame(const Rules& rules = {}) const;
    void setEndgame(std::shared_ptr<const EndgameTable> table);

private:
    mutable std::mutex mutex_;
    // Newest first.
    std::deque<std::pair<std::pair<Tower, Rules>, std::shared_ptr<const TowerOutcome>>> estimates_;
    std::shared_ptr<const EndgameTable> endgame_;
};

} // namespace pw::jenga
