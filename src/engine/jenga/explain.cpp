// Colored Jenga policy evaluation (exact recursion with memo), choice tables and block costs.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/explain.h"

#include <algorithm>
#include <array>
#include <limits>
#include <stdexcept>
#include <unordered_map>

namespace pw::jenga {

std::string_view toString(SimplePolicy policy) {
    switch (policy) {
    case SimplePolicy::Optimal:
        return "optimal";
    case SimplePolicy::KillFirst:
        return "kill first";
    case SimplePolicy::Random:
        return "random";
    case SimplePolicy::MiddleFirst:
        return "middle first";
    case SimplePolicy::SideFirst:
        return "side first";
    }
    return "?";
}

namespace {

// Whether, after `move`, its source level can give no more blocks: a level below the top gives
// a block only while it holds all three, or the middle and one side.
bool killsLevel(const Tower& after, const Move& move) {
    const Level& level = after.level(move.level);
    const int count = level.blockCount();
    return !(count == 3 || (count == 2 && level.cells[kMiddle].has_value()));
}

// Cells as small integers (empty = -1) for ordering levels.
std::array<int, 3> levelKey(const Level& level) {
    std::array<int, 3> key{};
    for (std::size_t i = 0; i < 3; ++i)
        key[i] = level.cells[i] ? static_cast<int>(*level.cells[i]) : -1;
    return key;
}

Level mirrored(const Level& level) {
    return Level{{level.cells[kRight], level.cells[kMiddle], level.cells[kLeft]}};
}

Level smallerOrientation(const Level& level) {
    const Level mirror = mirrored(level);
    return levelKey(mirror) < levelKey(level) ? mirror : level;
}

// The reduced tower the policies are evaluated on (the contest's useful facts): levels below the
// top that can give no block are dropped; a middle + side level keeps only its side's colour (its
// middle can never come out), as side-left with a red middle; each level below the top and the
// top itself take their smaller mirror image; the levels below the top are sorted. Every
// policy here then acts on this reduced tower, so its value is that of a well-defined policy
// (ties broken in the reduced tower's order), and the state count is the solver's order.
Tower reduced(const Tower& tower) {
    std::vector<Level> below;
    const int top = tower.levelCount() - 1;
    for (int i = 0; i < top; ++i) {
        const Level& level = tower.level(i);
        const int count = level.blockCount();
        if (count == 3) {
            below.push_back(smallerOrientation(level));
        } else if (count == 2 && level.cells[kMiddle]) {
            const Slot side = level.cells[kLeft] ? level.cells[kLeft] : level.cells[kRight];
            below.push_back(Level{{side, Colour::Red, std::nullopt}});
        }
    }
    std::sort(below.begin(), below.end(),
              [](const Level& a, const Level& b) { return levelKey(a) < levelKey(b); });
    below.push_back(smallerOrientation(tower.top()));
    return Tower(std::move(below));
}

class Evaluator {
public:
    Evaluator(SimplePolicy policy, SolveControl& control, const Rules& rules)
        : policy_(policy), control_(control), rules_(rules) {}

    // nullopt when stopped (cancel or budget); status_ says which.
    // Precondition: `tower` is reduced.
    std::optional<double> value(const Tower& tower) {
        if (const auto it = memo_.find(tower); it != memo_.end())
            return it->second;
        if (memo_.size() % 4096 == 0) {
            if (control_.checkpoint(memo_.size(), "policy")) {
                status_ = SolveStatus::Cancelled;
                return std::nullopt;
            }
            // A tower in the memo: its levels, the node and the bucket (measured order of size).
            const std::size_t bytes =
                memo_.size() * (96 + 16 * static_cast<std::size_t>(tower.levelCount()));
            if (bytes > control_.memoryBudget()) {
                status_ = SolveStatus::OverBudget;
                return std::nullopt;
            }
        }
        double weight = 0.0, sum = 1.0;
        for (const Colour colour : kColours) {
            if (!rules_.rolls(static_cast<int>(colour)))
                continue; // the die never shows it
            const std::vector<Move> moves = legalMoves(tower, colour);
            if (moves.empty())
                continue;
            const auto after = colourValue(tower, moves);
            if (!after)
                return std::nullopt;
            const double p = rules_.weight(static_cast<int>(colour)) / double(rules_.faces());
            weight += p;
            sum += p * *after;
        }
        const double e = weight == 0.0 ? 0.0 : sum / weight;
        memo_.emplace(tower, e);
        return e;
    }

    SolveStatus status() const { return status_; }
    std::uint64_t states() const { return memo_.size(); }

private:
    // The value after the policy's move among `moves` (non-empty).
    std::optional<double> colourValue(const Tower& tower, const std::vector<Move>& moves) {
        if (policy_ == SimplePolicy::Optimal || policy_ == SimplePolicy::Random) {
            double best = std::numeric_limits<double>::infinity(), total = 0.0;
            for (const Move& move : moves) {
                const auto v = value(reduced(apply(tower, move)));
                if (!v)
                    return std::nullopt;
                best = std::min(best, *v);
                total += *v;
            }
            return policy_ == SimplePolicy::Optimal ? best
                                                    : total / static_cast<double>(moves.size());
        }
        auto preferred = [&](const Move& move) {
            switch (policy_) {
            case SimplePolicy::KillFirst:
                return killsLevel(apply(tower, move), move);
            case SimplePolicy::MiddleFirst:
                return move.slot == kMiddle;
            case SimplePolicy::SideFirst:
                return move.slot != kMiddle;
            default:
                return false;
            }
        };
        const auto it = std::find_if(moves.begin(), moves.end(), preferred);
        return value(reduced(apply(tower, it == moves.end() ? moves.front() : *it)));
    }

    SimplePolicy policy_;
    SolveControl& control_;
    Rules rules_;
    SolveStatus status_ = SolveStatus::Exact;
    std::unordered_map<Tower, double> memo_;
};

} // namespace

SimplePolicyValue evaluatePolicy(const Tower& tower, SimplePolicy policy, SolveControl& control,
                                 const Rules& rules) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument(*problem);
    if (const auto problem = checkRules(rules))
        throw std::invalid_argument(*problem);
    Evaluator evaluator(policy, control, rules);
    const auto e = evaluator.value(reduced(tower));
    SimplePolicyValue result;
    result.policy = policy;
    result.status = e ? SolveStatus::Exact : evaluator.status();
    result.expectedDuration = e.value_or(0.0);
    result.states = evaluator.states();
    return result;
}

std::vector<SimplePolicyValue> compareSimplePolicies(const Tower& tower, SolveControl& control,
                                                     const Rules& rules) {
    std::vector<SimplePolicyValue> values;
    for (const SimplePolicy policy : kComparedPolicies) {
        values.push_back(evaluatePolicy(tower, policy, control, rules));
        if (values.back().status == SolveStatus::Cancelled)
            break;
    }
    return values;
}

std::optional<std::array<ColourTable, 3>> choiceTables(const SolvedTable& table,
                                                       const Tower& tower) {
    const auto analysis = table.analysis(tower);
    if (!analysis)
        return std::nullopt;
    std::array<ColourTable, 3> tables;
    for (const Colour colour : kColours) {
        const ColourChoice& choice = analysis->choice(colour);
        ColourTable& out = tables[static_cast<std::size_t>(colour)];
        out.colour = colour;
        for (const MoveValue& mv : choice.moves)
            out.rows.push_back(
                {mv.move, mv.expectedAfter, mv.expectedAfter - choice.bestExpectedAfter});
    }
    return tables;
}

std::optional<BlockCosts> blockCosts(const SolvedTable& table, const Tower& tower) {
    const auto tables = choiceTables(table, tower);
    if (!tables)
        return std::nullopt;
    BlockCosts costs(static_cast<std::size_t>(tower.levelCount()));
    for (const ColourTable& colourTable : *tables)
        for (const ChoiceRow& row : colourTable.rows) {
            auto& cell = costs[static_cast<std::size_t>(row.move.level)]
                              [static_cast<std::size_t>(row.move.slot)];
            cell = cell ? std::min(*cell, row.extraCost) : row.extraCost;
        }
    return costs;
}

} // namespace pw::jenga
