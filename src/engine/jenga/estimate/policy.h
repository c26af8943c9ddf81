// Colored Jenga beyond exact reach: stated policies and their games. A fixed policy learned from
// the exact solution of a smaller tower (its top six levels: for each die colour, the kinds of
// block in the order the optimum prefers them, and for each top and colour the slot it most often
// chooses), its improvements by policy iteration, and the lookahead on the lower bound's values.
// Each is played in seeded games, whose mean estimates that policy's own expected game length.
// No policy beats the optimum, so the optimum is at most the policy's value: the mean plus 1.96
// standard errors (high95) is an upper bound on the optimum with 97.5 % confidence. The mean
// itself is neither the optimum nor a bound on it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/estimate.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"
#include "engine/jenga/solver.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::jenga {

class AggregateTable; // lower_bound.h

inline constexpr std::string_view kPreferencesPolicyName = "preferences fitted to exact choices";
// The fitted preferences improved by policy iteration. One step: on each roll, the move whose
// position has the smallest expected remaining duration when the preferences play on from it
// (those values computed exactly, by recursion over the positions they reach). Two steps: the
// same over the one-step policy's exact values. Each step is never worse than the policy it
// improves; bench jenga --estimates measures them against the optimum at 8 to 12 levels.
inline constexpr std::string_view kImprovedPolicyName =
    "one-step lookahead on the fitted preferences";
inline constexpr std::string_view kTwiceImprovedPolicyName =
    "two-step policy iteration on the fitted preferences";
// Each step's table of values (positions, 35 to 100 bytes each) is bounded by this and by the
// memory budget; a tower whose tables would not fit is played by a policy of fewer steps.
inline constexpr std::uint64_t kMaxLookaheadPositions = 8'000'000;
// The tallest towers each policy plays: the tables grow about 2.2 to 2.5 times a level. Two steps
// at 12 levels: about 8 s and 650 MB for 20,000 games; one step at 14 levels: about 4 s and
// 300 MB (16 levels would pass 8 million positions).
inline constexpr int kMaxTwoStepLevels = 12;
inline constexpr int kMaxLookaheadLevels = 14;
// Above kMaxTwoStepLevels, where the lower bound's aggregation fits (lower_bound.h): on each roll,
// the move after which the bound's value (the end-game table's exact value, or the aggregated
// value above it) is least, ties going to the first in the engine's order of moves
// (optimal_policy.h). Measured closer to the optimum than one step of policy iteration from 13
// levels up, and far closer than the preferences beyond 14 (docs/performance.md).
inline constexpr std::string_view kBoundLookaheadPolicyName =
    "lookahead on the lower bound's values";

// The fitted preferences: per colour, the removals (level type, type left) in order of
// preference, and per (top block count, top, colour) the placement; fitted to the optimal choices
// of every state an exact solve reached (a removal ranks above another by how often it was the
// better of the two where both were possible).
struct ValueModel {
    std::array<std::vector<std::pair<int, int>>, 3> removalOrder;
    std::array<std::array<std::array<int, 3>, 18>, 4> placement{};
    std::uint64_t fittedStates = 0; // exact states the fit used
};

// Fits the preferences to an Exact result (throws std::invalid_argument for a result that is not
// Exact).
ValueModel fitValueModel(const Result& exact);

// The policy: on a roll of colour c, the first available removal in the fitted order of
// preference (removalOrder; a level type and what it leaves), placed in the fitted slot for the
// top and colour. The preference of removal A over B is the balance of the solved states where
// both are available and the optimum takes one but not the other. A model without fitted choices
// ranks removals and slots by its value weights instead.
// The estimate (common/estimate.h): samples are games, the mean estimates the policy's value
// (minutes), histogram[t] is the share of games lasting t minutes, method is
// kPreferencesPolicyName. Status Exact: every game played; OverBudget: no estimate, the message
// says why.
struct PolicyEstimate : Estimate {
    std::string message;          // why there is no estimate, when there is none
    int trainingLevels = 0;       // levels of the exactly solved tower the model was fitted to
    double trainingSeconds = 0.0; // its exact solve and fit
};

inline constexpr int kMaxEstimateLevels = 1000;  // the judge format's limit
inline constexpr int kDefaultTrainingLevels = 6; // the top levels solved exactly for the fit
inline constexpr std::uint64_t kDefaultPolicyGames = 20000;
// The seed of every estimate's games, the app's and the command line's: estimates are
// reproducible, and both show the same.
inline constexpr std::uint64_t kEstimateSeed = 1;

// Which policy plays the games. Best: two steps of policy iteration up to kMaxTwoStepLevels; above,
// the lookahead on the lower bound's values when an aggregation is given, else one step up to
// kMaxLookaheadLevels and the preferences beyond (each where its tables fit, else the next).
// Lookahead: at most one step (a second or two at 12 levels). Preferences: none (fast).
enum class PolicyChoice { Best, Lookahead, Preferences };

// The model fitted to the exact values of the tower's top min(levels, trainingLevels) levels
// (*levels: how many; a random tower of as many levels from `seed` when that top cannot stand
// alone); nullopt when that solve does not finish (*status says how it ended).
std::optional<ValueModel> trainedModel(const Tower& tower, int trainingLevels, std::uint64_t seed,
                                       SolveControl& control, int* levels, SolveStatus* status,
                                       const Rules& rules = {});

// Precondition: tower.validate() is nullopt. The model is fitted to the exact values of the
// tower's top min(levels, trainingLevels) levels, then `games` seeded games are played by the
// chosen policy (the estimate's method names the one that played). `bound`: the lower bound's
// aggregation for this tower (lower_bound.h), for Best above kMaxTwoStepLevels; may be null.
// Cancellation keeps the games played so far. Towers over kMaxEstimateLevels levels get
// OverBudget and a message. Everything here plays with `rules`' die (the contest's by default):
// the training solve, the policies' values and the games' rolls; `bound` must be for the same
// die.
PolicyEstimate estimateWithPolicy(const Tower& tower, std::uint64_t games, std::uint64_t seed,
                                  SolveControl& control,
                                  int trainingLevels = kDefaultTrainingLevels,
                                  PolicyChoice choice = PolicyChoice::Best,
                                  const AggregateTable* bound = nullptr, const Rules& rules = {});

// The games of the lookahead on the lower bound's values (kBoundLookaheadPolicyName), with an
// aggregation that reaches the tower's potential; nullopt when it does not.
std::optional<PolicyEstimate> simulateBoundLookahead(const Tower& tower,
                                                     const AggregateTable& bound,
                                                     std::uint64_t games, std::uint64_t seed,
                                                     SolveControl& control);
// (Its die is the bound's, AggregateTable::rules.)

// The same with a given model (no training solve), played by the preferences.
PolicyEstimate simulatePolicy(const Tower& tower, const ValueModel& model, std::uint64_t games,
                              std::uint64_t seed, SolveControl& control, const Rules& rules = {});

// The games of the preferences improved `steps` times (1 or 2) with a given model; nullopt when a
// table would exceed maxPositions positions (or the memory budget), when the tower has more
// lower levels than a table key holds, or when the control stopped it inside a game (a stop
// between games gives status Cancelled with the games played).
std::optional<PolicyEstimate> simulateImproved(const Tower& tower, const ValueModel& model,
                                               int steps, std::uint64_t games, std::uint64_t seed,
                                               SolveControl& control,
                                               std::uint64_t maxPositions = kMaxLookaheadPositions,
                                               const Rules& rules = {});

} // namespace pw::jenga
