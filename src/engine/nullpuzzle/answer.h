// The empty puzzle's registry entry (registry/registry.h): name, title, the judge answer, text id
// checks and its recogniser. It is not registered: the contract check compiles it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"

#include <optional>
#include <string>
#include <string_view>

namespace pw::nullpuzzle {

inline constexpr std::string_view kName = "null";
inline constexpr std::string_view kTitle = "Empty puzzle";

// Judge input to judge answer; throws ParseError, or CannotSolve rather than an unfinished value.
std::string answerJudge(std::string_view input, SolveControl& control);
std::optional<std::string> checkTextId(std::string_view id);
std::string answerTextId(std::string_view id, SolveControl& control);
// A single decimal number.
bool resembles(std::string_view text);

} // namespace pw::nullpuzzle
