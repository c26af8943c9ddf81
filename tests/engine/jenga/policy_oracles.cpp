// The policies' exact values (policy_oracles.h): the preferences by recursion with a memo, the
// improved policies through their own tables of values.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jenga/policy_oracles.h"

#include "engine/common/solve_control.h"
#include "engine/jenga/estimate/play_state.h"
#include "engine/jenga/estimate/policy_values.h"
#include "engine/jenga/estimate/preferences.h"

#include <array>
#include <cstdint>
#include <map>
#include <tuple>

namespace pw::jenga {

using detail::ImprovedPolicy;
using detail::kLevelTypeCount;
using detail::PlayState;
using detail::PolicyValues;
using detail::Preferences;

std::optional<double> policyValueExact(const Tower& tower, const ValueModel& model,
                                       std::uint64_t maxStates, const Rules& rules) {
    if (tower.validate())
        return std::nullopt;
    const Preferences policy(model);
    std::map<std::tuple<std::array<std::uint32_t, kLevelTypeCount>, int, int>, double> memo;
    bool tooMany = false;
    auto value = [&](auto&& self, const PlayState& s) -> double {
        const auto key = std::make_tuple(s.counts, s.k, s.top);
        if (const auto it = memo.find(key); it != memo.end())
            return it->second;
        if (memo.size() >= maxStates) {
            tooMany = true;
            return 0.0;
        }
        double numerator = rules.faces();
        int weight = 0;
        for (int c = 0; c < 3; ++c) {
            if (!rules.rolls(c) || !policy.hasMove(s, c))
                continue;
            PlayState next = s;
            policy.play(next, c);
            numerator += rules.weight(c) * self(self, next);
            weight += rules.weight(c);
        }
        const double result = weight == 0 ? 0.0 : numerator / weight;
        memo.emplace(key, result);
        return result;
    };
    const double result = value(value, detail::playStateOf(tower));
    if (tooMany)
        return std::nullopt;
    return result;
}

std::optional<double> improvedValueExact(const Tower& tower, const ValueModel& model, int steps,
                                         std::uint64_t maxStates, const Rules& rules) {
    if (tower.validate() || steps < 1 || steps > 2)
        return std::nullopt;
    const PlayState initial = detail::playStateOf(tower);
    if (!PolicyValues::fits(initial))
        return std::nullopt;
    SolveControl control;
    const ImprovedPolicy policy(model, steps, maxStates, control, {}, rules);
    PolicyValues values([&policy](const PlayState& s, int colour,
                                  bool* failed) { return policy.move(s, colour, failed); },
                        maxStates, control, {}, rules);
    return values.value(initial);
}

} // namespace pw::jenga
