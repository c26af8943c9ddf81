// The empty puzzle's judge format: one line with the count in, the number of moves out.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/nullpuzzle/position.h"
#include "engine/nullpuzzle/solver.h"

#include <string>
#include <string_view>

namespace pw::nullpuzzle {

// Throws pw::ParseError naming the line.
Position parseJudge(std::string_view text);
std::string formatJudge(const Position& position);
std::string formatJudgeAnswer(const Result& result);

} // namespace pw::nullpuzzle
