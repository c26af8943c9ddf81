// The empty puzzle's explanation: the line of play from a position, one text per move.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/nullpuzzle/position.h"

#include <string>
#include <vector>

namespace pw::nullpuzzle {

// The optimal line from `position`, at most `maxMoves` moves ("7 -> 6", ...).
std::vector<std::string> optimalLine(const Position& position, int maxMoves);

} // namespace pw::nullpuzzle
