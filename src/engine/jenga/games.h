// Colored Jenga's one game loop: a game played minute by minute on seeded die rolls, each roll
// with a move answered by a policy's move, until no colour can move.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/random.h"
#include "engine/jenga/position.h"

#include <array>
#include <cstdint>
#include <optional>
#include <utility>

namespace pw::jenga {

// Plays one game from `state` and returns its length in minutes. movesOf(state) gives, for each
// die colour (R, G, B), the state the policy moves to on that roll, or nullopt when the colour
// has no move; the game ends when no colour has one (a policy that cannot go on ends it so too,
// and its caller discards the game). Each minute rolls random.below(kDieSides), read through
// dieColour; a roll without a move costs its minute, and the die is rolled again.
template <class State, class MovesOf>
std::uint64_t playGame(State state, MovesOf&& movesOf, SeededRandom& random) {
    std::uint64_t minutes = 0;
    while (true) {
        const std::array<std::optional<State>, 3> moves = movesOf(std::as_const(state));
        if (!moves[0] && !moves[1] && !moves[2])
            return minutes;
        while (true) {
            ++minutes;
            const std::optional<Colour> colour =
                dieColour(static_cast<int>(random.below(kDieSides)));
            if (colour && moves[static_cast<std::size_t>(*colour)]) {
                state = *moves[static_cast<std::size_t>(*colour)];
                break;
            }
        }
    }
}

} // namespace pw::jenga
