// The one optimal policy's tie-break, on reduced states and on towers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/optimal_policy.h"

#include <algorithm>
#include <stdexcept>

namespace pw::jenga {

bool isTie(double value, double best) {
    return value <= best + kTieTolerance * std::max(1.0, best);
}

namespace detail {

std::array<std::optional<ReducedState>, 3> optimalSuccessors(const SolvedTable& table,
                                                             const ReducedState& state) {
    // Every successor in the engine's order of moves, with its value, per colour (at most 39
    // removals of one colour, each with at most 2 places); then the first that ties with the
    // colour's best.
    struct Option {
        ReducedState next;
        double value;
    };
    std::array<std::array<Option, 80>, 3> options;
    std::array<int, 3> count{};
    std::array<double, 3> best{};
    forEachSuccessorGroup(
        state.k, state.top, state.lowerKey,
        [&](int colour, int nextK, std::uint64_t key, const Placements& placements) {
            const auto c = static_cast<std::size_t>(colour);
            for (int p = 0; p < placements.count; ++p) {
                const ReducedState next{nextK, key, placements.tops[static_cast<std::size_t>(p)]};
                const auto value = solvedValue(table, next);
                if (!value)
                    throw std::invalid_argument(
                        "jenga: the optimal policy needs a position the solve reached");
                best[c] = count[c] == 0 ? *value : std::min(best[c], *value);
                options[c][static_cast<std::size_t>(count[c]++)] = Option{next, *value};
            }
        });
    std::array<std::optional<ReducedState>, 3> chosen;
    for (std::size_t c = 0; c < 3; ++c)
        for (int i = 0; i < count[c]; ++i)
            if (isTie(options[c][static_cast<std::size_t>(i)].value, best[c])) {
                chosen[c] = options[c][static_cast<std::size_t>(i)].next;
                break;
            }
    return chosen;
}

} // namespace detail

std::optional<Analysis> optimalAnalysis(const SolvedTable& table, const Tower& tower) {
    std::optional<Analysis> analysis = table.analysis(tower);
    if (!analysis)
        return std::nullopt;
    const auto state = detail::reduce(tower);
    if (!state)
        return std::nullopt;
    const auto chosen = detail::optimalSuccessors(table, *state);
    for (ColourChoice& choice : analysis->colours) {
        const auto& next = chosen[static_cast<std::size_t>(choice.colour)];
        if (!choice.hasMove || !next)
            continue;
        for (const MoveValue& move : choice.moves)
            if (detail::reduce(apply(tower, move.move)) == next) {
                choice.bestMove = move.move;
                choice.bestExpectedAfter = move.expectedAfter;
                break;
            }
    }
    return analysis;
}

} // namespace pw::jenga
