// Colored Jenga's one game loop: a game played minute by minute on seeded die rolls, each roll
// with a move answered by a policy's move, until no colour can move.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/random.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"

#include <array>
#include <cstdint>
#include <optional>
#include <utility>

namespace pw::jenga {

// Plays one game from `state` and returns its length in minutes. movesOf(state) gives, for each
// die colour (R, G, B), the state the policy moves to on that roll, or nullopt when the colour
// has no move; the game ends when no colour the die shows has one (a policy that cannot go on
// ends it so too, and its caller discards the game). Each minute rolls
// random.below(rules.faces()), read through Rules::colourOfFace (for the contest's die the same
// rolls as dieColour); a roll without a move costs its minute, and the die is rolled again.
template <class State, class MovesOf>
std::uint64_t playGame(State state, MovesOf&& movesOf, SeededRandom& random,
                       const Rules& rules = {}) {
    const auto faces = static_cast<std::uint64_t>(rules.faces());
    std::uint64_t minutes = 0;
    while (true) {
        const std::array<std::optional<State>, 3> moves = movesOf(std::as_const(state));
        bool any = false;
        for (int c = 0; c < 3; ++c)
            any = any || (moves[static_cast<std::size_t>(c)] && rules.rolls(c));
        if (!any)
            return minutes;
        while (true) {
            ++minutes;
            const int colour = rules.colourOfFace(static_cast<int>(random.below(faces)));
            if (colour >= 0 && moves[static_cast<std::size_t>(colour)]) {
                state = *moves[static_cast<std::size_t>(colour)];
                break;
            }
        }
    }
}

} // namespace pw::jenga
