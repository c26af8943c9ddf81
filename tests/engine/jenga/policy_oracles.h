// Test oracles for the policies of policy.h: their exact expected game length on small towers,
// by recursion over every position they reach, to measure them without the games' noise. Used by
// the tests only (test_jenga_policy), so they live beside them, out of the engine.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/estimate/policy.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"

#include <cstdint>
#include <optional>

namespace pw::jenga {

// The policy's exact expected game length by recursion over reduced states (small towers only:
// nullopt beyond maxStates states).
std::optional<double> policyValueExact(const Tower& tower, const ValueModel& model,
                                       std::uint64_t maxStates = 20'000'000,
                                       const Rules& rules = {});
// The improved policy's exact expected game length, the same way.
std::optional<double> improvedValueExact(const Tower& tower, const ValueModel& model, int steps,
                                         std::uint64_t maxStates = 20'000'000,
                                         const Rules& rules = {});

} // namespace pw::jenga
