// The rules options of `solve`, `bench` and `study` (--die, --target, --choose, --pairs), read and
// checked like the other options, and the `rules` object every --json output carries, the
// contest's rules included, so that a reader always knows which rules an answer is for.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/puzzle_command.h"
#include "engine/hackenbush/rules.h"

#include <nlohmann/json.hpp>

namespace CLI {
class App;
}

namespace pw::cli {

// {"die": {"red": 1, "green": 2, "blue": 2, "black": 1}, "contest": true}
nlohmann::json rulesJson(const jenga::Rules& rules);
// {"target": [1, 2, 3], "contest": true} (1-based, ascending)
nlohmann::json rulesJson(const stones::Rules& rules);
// {"choose": "pairs", "pairs": "rank", "contest": true}
nlohmann::json rulesJson(const patience::Rules& rules);
// {"cubes": "WB", "contest": true}, or "WBG" with green cubes
nlohmann::json rulesJson(const hackenbush::Rules& rules);

// The contest's rules of a puzzle, by its registry name (null for another name).
nlohmann::json contestRulesJson(std::string_view puzzle);
// A puzzle's rules from their text form (a .pwb page's "rules"; empty: the contest's), by its
// registry name: what a page of a workbench document is answered under. Throws ParseError for
// rules the puzzle does not read (parseDocument has checked them).
nlohmann::json rulesJsonOf(std::string_view puzzle, std::string_view rules);

void addDieOption(CLI::App& command, Options& options);
void addTargetOption(CLI::App& command, Options& options);
void addPatienceRulesOptions(CLI::App& command, Options& options);

} // namespace pw::cli
