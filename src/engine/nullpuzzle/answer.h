// The empty puzzle's registry entry (registry/registry.h): name, title, the judge answer, text id
// checks and its recogniser. It is not registered: the contract check compiles it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/position_answers.h"
#include "engine/common/solve_control.h"
#include "engine/nullpuzzle/judge.h"
#include "engine/nullpuzzle/position.h"

#include <optional>
#include <string>
#include <string_view>

namespace pw::nullpuzzle {

inline constexpr std::string_view kName = "null";
inline constexpr std::string_view kTitle = "Empty puzzle";

namespace detail {
// A position's judge answer; throws ParseError, or CannotSolve rather than an unfinished value.
std::string answerOf(const Position& position, SolveControl& control);
} // namespace detail

// Judge input to judge answer, a text id's check and its answer: parsed, then answerOf.
using Answers = OnePositionAnswers<&parseJudge, &parseTextId, &detail::answerOf>;
inline constexpr auto& answerJudge = Answers::judge;
inline constexpr auto& checkTextId = Answers::checkTextId;
inline constexpr auto& answerTextId = Answers::textId;
// A single decimal number.
bool resembles(std::string_view text);

} // namespace pw::nullpuzzle
