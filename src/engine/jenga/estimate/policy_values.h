// Internal to the jenga engine: policy iteration on the fitted preferences. A policy's exact
// expected remaining duration from any position, remembered in one open-addressing table, and
// the policy greedy over such values (one step of improvement, repeated).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/estimate/play_state.h"
#include "engine/jenga/estimate/position_map.h"
#include "engine/jenga/estimate/preferences.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace pw::jenga::detail {

// A deterministic policy as the position it moves to on a roll of a colour: nullopt when it has
// no move of that colour (or, with *failed set, when the values it needs cannot be computed).
using PolicyMove =
    std::function<std::optional<PlayState>(const PlayState&, int colour, bool* failed)>;

// Values known without computing them (the end-game table's, where a position lies within it):
// nullopt where they are not known.
using KnownValues = std::function<std::optional<double>(const PlayState&)>;

// A policy's expected remaining duration from any position, computed exactly by recursion over
// the positions it reaches and remembered in a PositionMap. Once the table reaches its bound, or
// the control asks to stop, no more values are computed. Where `known` gives a value the recursion
// stops: the policy plays on from there as those values' own (with the end-game table's,
// optimally).
class PolicyValues {
public:
    PolicyValues(PolicyMove move, std::uint64_t maxPositions, SolveControl& control,
                 KnownValues known = {}, const Rules& rules = {})
        : move_(std::move(move)), known_(std::move(known)), maxPositions_(maxPositions),
          control_(control), rules_(rules) {}

    // nullopt when the table is full or the control asked to stop.
    std::optional<double> value(const PlayState& s) {
        if (stopped_)
            return std::nullopt;
        if (known_)
            if (const std::optional<double> v = known_(s))
                return v;
        const auto key = PositionMap<double>::keyOf(s);
        if (const double* known = table_.find(key))
            return *known;
        const std::size_t size = table_.size();
        if (size >= maxPositions_ ||
            (size % 65536 == 0 && control_.checkpoint(size, "lookahead table"))) {
            stopped_ = true;
            return std::nullopt;
        }
        double numerator = rules_.faces();
        int weight = 0;
        for (int c = 0; c < 3; ++c) {
            if (!rules_.rolls(c))
                continue; // the die never shows it: its move never counts
            bool failed = false;
            const std::optional<PlayState> next = move_(s, c, &failed);
            if (failed) {
                stopped_ = true;
                return std::nullopt;
            }
            if (!next)
                continue;
            const std::optional<double> v = value(*next);
            if (!v)
                return std::nullopt;
            numerator += rules_.weight(c) * *v;
            weight += rules_.weight(c);
        }
        const double result = weight == 0 ? 0.0 : numerator / weight;
        table_.insert(key, result);
        return result;
    }

    // A table key holds this many lower levels.
    static bool fits(const PlayState& s) { return PositionMap<double>::fits(s); }
    const Rules& rules() const { return rules_; }

private:
    PolicyMove move_;
    KnownValues known_;
    std::uint64_t maxPositions_;
    SolveControl& control_;
    Rules rules_;
    PositionMap<double> table_;
    bool stopped_ = false;
};

// The greedy move over a policy's values: the one after which `values` is least (the first such
// in forEachMove order); nullopt when there is none or, with *failed set, when a value cannot be
// computed. One step of policy improvement: never worse than the policy behind `values`.
std::optional<PlayState> greedyMove(const PlayState& s, int colour, PolicyValues& values,
                                    bool* failed);

// The fitted preferences improved `steps` times (policy iteration): tables_[0] holds the
// preferences' values, tables_[i] those of the policy greedy over tables_[i - 1], and move()
// plays the policy greedy over the last table. Each table holds at most maxPositions positions;
// where `known` gives a value, every table takes it (the policies play on from there as it says).
class ImprovedPolicy {
public:
    ImprovedPolicy(const ValueModel& model, int steps, std::uint64_t maxPositions,
                   SolveControl& control, const KnownValues& known = {}, const Rules& rules = {})
        : preferences_(model) {
        PolicyMove base = [this](const PlayState& s, int colour,
                                 bool*) -> std::optional<PlayState> {
            if (!preferences_.hasMove(s, colour))
                return std::nullopt;
            PlayState next = s;
            preferences_.play(next, colour);
            return next;
        };
        tables_.push_back(
            std::make_unique<PolicyValues>(std::move(base), maxPositions, control, known, rules));
        for (int i = 1; i < steps; ++i) {
            PolicyValues* below = tables_.back().get();
            tables_.push_back(std::make_unique<PolicyValues>(
                [below](const PlayState& s, int colour, bool* failed) {
                    return greedyMove(s, colour, *below, failed);
                },
                maxPositions, control, known, rules));
        }
    }
    ImprovedPolicy(const ImprovedPolicy&) = delete;
    ImprovedPolicy& operator=(const ImprovedPolicy&) = delete;

    std::optional<PlayState> move(const PlayState& s, int colour, bool* failed) const {
        return greedyMove(s, colour, *tables_.back(), failed);
    }
    // The expected remaining duration under the policy this one improves on (the greedy move
    // above is greedy on these values): nullopt when its table is full or stopped.
    std::optional<double> value(const PlayState& s) const { return tables_.back()->value(s); }

private:
    Preferences preferences_;
    std::vector<std::unique_ptr<PolicyValues>> tables_;
};

} // namespace pw::jenga::detail
