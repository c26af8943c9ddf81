// Hackenbush towers' entry in the puzzle registry (registry/registry.h): its name and title, the
// judge answer, text id checks and its recogniser. Every puzzle folder has this file.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/hackenbush/rules.h"

#include <optional>
#include <string>
#include <string_view>

namespace pw::hackenbush {

inline constexpr std::string_view kName = "hackenbush";
inline constexpr std::string_view kTitle = "Hackenbush towers";

// The judge input (numbered tests of two configurations) to its answer, "Test k: Yes" or
// "Test k: No" per test. Exact dyadic values always finish. Throws ParseError.
std::string answerJudge(std::string_view input, SolveControl& control);
// The same under other rules: with green cubes (rules.h) a cube may also be G, and a test with
// one is answered from canonical forms (game_value.h): Yes exactly when C1 >= C2.
std::string answerJudgeWith(std::string_view input, const Rules& rules, SolveControl& control);
// The page's text id is a list of tests (judge.h, testsId).
std::optional<std::string> checkTextId(std::string_view id);
std::string answerTextId(std::string_view id, SolveControl& control);
// A .pwb page under its rules, given as their text form (rulesText, as the options take them):
// the text id checked under them (nullopt when valid, else what is wrong, the rules' own
// problem included), and its judge answer under them.
std::optional<std::string> checkTextIdWith(std::string_view id, std::string_view rules);
std::string answerTextIdWith(std::string_view id, std::string_view rules, SolveControl& control);
// Judge input (a test count, "Test k", heights, letters W and B) or a text id ("WBB|W,B|BW").
bool resembles(std::string_view text);

} // namespace pw::hackenbush
