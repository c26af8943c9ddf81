// Colored Jenga beyond exact reach: a stated fixed policy learned from the exact solution of a
// smaller tower (its top six levels): for each die colour, the kinds of block in the order the
// optimum prefers them, and for each top and colour the slot it most often chooses. Its expected
// game length is estimated by seeded simulation. A fixed policy never beats the optimum, so the estimate is an
// upper-bound estimate of the exact value (with a 95 % interval), never the exact value.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/estimate.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/solver.h"
#include "engine/jenga/tower.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::jenga {

inline constexpr std::string_view kLookaheadPolicyName = "preferences fitted to exact choices";

// V(state) ~ sum over lower level types of weight * count + the weight of the top (its block
// count and colours, mirror folded). Fitted to every state an exact solve reached.
struct ValueModel {
    std::array<double, 21> lowerWeight{}; // per lower level type (18 full, 3 middle+side)
    std::array<double, 39> topWeight{};   // 6 tops of one block, 15 of two, 18 of three
    // Fitted to the exact choices instead, when not empty: per colour, the removals (level type,
    // type left) in order of preference, and per (top block count, top, colour) the placement.
    std::array<std::vector<std::pair<int, int>>, 3> removalOrder;
    std::array<std::array<std::array<int, 3>, 18>, 4> placement{};
    std::uint64_t fittedStates = 0;       // exact values the fit used
    double rmsError = 0.0;                // of the fit over those values (minutes)
};

// Least squares fit to every solved state of an Exact result (throws std::invalid_argument for a
// result that is not Exact).
ValueModel fitValueModel(const Result& exact);

// The policy: on a roll of colour c, the first available removal in the fitted order of
// preference (removalOrder; a level type and what it leaves), placed in the fitted slot for the
// top and colour. The preference of removal A over B is the balance of the solved states where
// both are available and the optimum takes one but not the other. A model without fitted choices
// ranks removals and slots by its value weights instead.
// The estimate (common/estimate.h): samples are games, the mean estimates the policy's value
// (minutes), histogram[t] is the share of games lasting t minutes, method is kLookaheadPolicyName.
// Status Exact: every game played; OverBudget: no estimate, the message says why.
struct PolicyEstimate : Estimate {
    std::string message;          // why there is no estimate, when there is none
    int trainingLevels = 0;       // levels of the exactly solved tower the model was fitted to
    double trainingSeconds = 0.0; // its exact solve and fit
};

inline constexpr int kMaxEstimateLevels = 1000;      // the judge format's limit
inline constexpr int kDefaultTrainingLevels = 6;     // the top levels solved exactly for the fit
inline constexpr std::uint64_t kDefaultPolicyGames = 20000;

// Precondition: tower.validate() is nullopt. The model is fitted to the exact values of the
// tower's top min(levels, trainingLevels) levels, then `games` seeded games are played.
// Cancellation keeps the games played so far. Towers over kMaxEstimateLevels levels get
// OverBudget and a message.
PolicyEstimate estimateWithPolicy(const Tower& tower, std::uint64_t games, std::uint64_t seed,
                                  SolveControl& control, int trainingLevels = kDefaultTrainingLevels);

// The same with a given model (no training solve).
PolicyEstimate simulatePolicy(const Tower& tower, const ValueModel& model, std::uint64_t games,
                              std::uint64_t seed, SolveControl& control);

// The policy's exact expected game length by recursion over reduced states (small towers only:
// nullopt beyond maxStates states). For tests and for measuring the policy without noise.
std::optional<double> policyValueExact(const Tower& tower, const ValueModel& model,
                                       std::uint64_t maxStates = 20'000'000);

} // namespace pw::jenga
