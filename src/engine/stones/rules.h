// Stones' rules as a value: which three vertices the stones must reach (the contest: 1, 2, 3).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace pw::stones {

struct Rules {
    // The target vertices, 0-based as in Position and Move, ascending and distinct (parseRules
    // and normalized() make them so; the engine reads any order).
    std::array<int, 3> target{0, 1, 2};

    friend bool operator==(const Rules&, const Rules&) = default;
    bool isContest() const { return normalized() == Rules{}; }
    Rules normalized() const; // the target ascending
};

// "1,2,3": the target, 1-based and ascending, as `--target` takes it.
std::string rulesText(const Rules& rules);
// "A,B,C" with 1-based vertices in any order (digits only, distinct, at most 2000): the rules
// with the target ascending. Throws pw::ParseError (line 0).
Rules parseRules(std::string_view text);
// nullopt when the target suits a board of vertexCount vertices; otherwise why not.
std::optional<std::string> checkRules(const Rules& rules, int vertexCount);
// In words: "the goal is 1, 2, 3 (the contest's)" or "the goal is 4, 7, 9".
std::string describeRules(const Rules& rules);

} // namespace pw::stones
