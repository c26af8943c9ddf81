// Seeded Monte Carlo estimate of the game length under the fixed kill-first policy, played on the
// reduced state (the same move rule the exact solver uses).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "jenga/kill_first_simulation.h"

#include "engine/jenga/estimate/games.h"
#include "engine/jenga/exact/reduced_state.h"

#include <array>
#include <optional>
#include <stdexcept>

namespace pw::jenga {

namespace {

// One game in progress: the lower level multiset as counts, and the top.
struct Game {
    detail::LevelCounts counts{};
    int k = 3;
    int top = 0;

    // The policy's removal for a colour: (type, type left or -1), or type -1 when none.
    std::pair<int, int> chooseRemoval(int colour) const {
        int fallback = -1, fallbackLeft = -1;
        for (int t = 0; t < detail::kLevelTypeCount; ++t) {
            if (counts[static_cast<std::size_t>(t)] == 0)
                continue;
            const detail::RemovalList removals = detail::removalsOf(t);
            for (int r = 0; r < removals.count; ++r) {
                const detail::Removal removal = removals.items[static_cast<std::size_t>(r)];
                if (removal.colour != colour)
                    continue;
                if (removal.leftType < 0)
                    return {t, -1}; // kills the level
                if (fallback < 0) {
                    fallback = t;
                    fallbackLeft = removal.leftType;
                }
            }
        }
        return {fallback, fallbackLeft};
    }

    void play(int type, int leftType, int colour) {
        --counts[static_cast<std::size_t>(type)];
        if (leftType >= 0)
            ++counts[static_cast<std::size_t>(leftType)];
        if (k == 3)
            ++counts[static_cast<std::size_t>(top)];
        const detail::Placements placements = detail::placementsOf(k, top, colour);
        // Middle first: for a new level the middle choice is listed second; for one side block
        // the middle choice is listed first; otherwise there is one choice.
        top = (k == 3) ? placements.tops[1] : placements.tops[0];
        k = k == 3 ? 1 : k + 1;
    }
};

} // namespace

SimulationEstimate estimateBySimulation(const Tower& tower, std::uint64_t games, std::uint64_t seed,
                                        SolveControl& control, const Rules& rules) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot simulate an unplayable tower: " + *problem);
    const auto start = detail::reduce(tower);
    if (!start)
        throw std::invalid_argument("jenga: the tower has too many levels to simulate");
    Game initial;
    initial.counts = detail::decodeLower(start->lowerKey);
    initial.k = start->k;
    initial.top = start->top;
    const auto movesOf = [](const Game& game) {
        std::array<std::optional<Game>, 3> moves;
        for (int c = 0; c < 3; ++c) {
            const auto [type, left] = game.chooseRemoval(c);
            if (type < 0)
                continue;
            Game next = game;
            next.play(type, left, c);
            moves[static_cast<std::size_t>(c)] = next;
        }
        return moves;
    };
    const auto playOne = [&initial, &movesOf, &rules](SeededRandom& random) {
        return static_cast<double>(playGame(initial, movesOf, random, rules));
    };
    return simulate(games, seed, control, playOne, kSimulationPolicyName, false, 1024);
}

} // namespace pw::jenga
