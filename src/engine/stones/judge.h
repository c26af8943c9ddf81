// Stones' contest judge format (docs/puzzles.md (Stones)): the board in, the shortest path out.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/stones/position.h"
#include "engine/stones/solver.h"

#include <string>
#include <string_view>

namespace pw::stones {

// Judge format (docs/puzzles.md (Stones)); parseJudge reads and checks everything, throwing
// ParseError.
Position parseJudge(std::string_view text);
std::string formatJudge(const Position& position);

// The judge answer: "-1", or the count and one "FROM TO" line a move (1-based).
std::string formatJudgeAnswer(const Result& result);
std::string formatJudgeAnswer(const Answer& answer);

} // namespace pw::stones
