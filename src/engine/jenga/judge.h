// Colored Jenga's contest judge format: the tower in (n, then n levels bottom to top) and the
// expected duration out.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/position.h"

#include <string>
#include <string_view>

namespace pw::jenga {

// Judge format (docs/puzzles.md (Colored Jenga)): n, then n lines of three letters, bottom to top
// (the LAST line is the top). Throws pw::ParseError naming the line.
inline constexpr int kMaxJudgeLevels = 1000;
Tower parseJudge(std::string_view text);
std::string formatJudge(const Tower& tower); // complete towers only (the judge format has no '.')
// The judge answer: the expected duration with 15 significant digits (%.15g) and a newline.
std::string formatJudgeAnswer(double expectedDuration);

} // namespace pw::jenga
