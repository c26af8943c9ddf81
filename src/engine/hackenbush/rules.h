// Hackenbush's rules as a value: whether towers may hold green cubes, which either player may
// take (with every cube above). The contest has white and black cubes only.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>

namespace pw::hackenbush {

struct Rules {
    bool greenCubes = false;

    friend bool operator==(const Rules&, const Rules&) = default;
    bool isContest() const { return *this == Rules{}; }
};

// "WB" (the contest's) or "WBG": the cube colours the rules have. parseRules reads them back,
// throwing pw::ParseError (line 0).
std::string rulesText(const Rules& rules);
Rules parseRules(std::string_view text);
// In words: "white and black cubes (the contest's)", "white, black and green cubes (either player
// may take a green cube)".
std::string describeRules(const Rules& rules);

} // namespace pw::hackenbush
