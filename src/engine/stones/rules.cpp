// Stones' rules: the target's text form and its checks.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/rules.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"
#include "engine/stones/position.h"

#include <algorithm>

namespace pw::stones {

Rules Rules::normalized() const {
    Rules sorted = *this;
    std::sort(sorted.target.begin(), sorted.target.end());
    return sorted;
}

std::string rulesText(const Rules& rules) {
    const Rules sorted = rules.normalized();
    return std::to_string(sorted.target[0] + 1) + "," + std::to_string(sorted.target[1] + 1) + "," +
           std::to_string(sorted.target[2] + 1);
}

Rules parseRules(std::string_view text) {
    const auto refuse = [&](const std::string& why) -> Rules {
        throw ParseError(0, "expected the target as three distinct vertices A,B,C (1-based, "
                            "e.g. 1,2,3)" +
                                why + ", found " + quoteToken(text));
    };
    Rules rules;
    std::size_t at = 0;
    for (int i = 0; i < 3; ++i) {
        const std::size_t end = i < 2 ? text.find(',', at) : text.size();
        if (end == std::string_view::npos)
            return refuse("");
        const std::string_view number = text.substr(at, end - at);
        if (number.empty() || number.size() > 4 ||
            !std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return refuse("");
        const int vertex = std::stoi(std::string(number));
        if (vertex < 1 || vertex > kMaxVertices)
            return refuse(" from 1 to " + std::to_string(kMaxVertices));
        rules.target[static_cast<std::size_t>(i)] = vertex - 1;
        at = end + 1;
    }
    rules = rules.normalized();
    if (rules.target[0] == rules.target[1] || rules.target[1] == rules.target[2])
        return refuse(": the three must differ");
    return rules;
}

std::optional<std::string> checkRules(const Rules& rules, int vertexCount) {
    const Rules sorted = rules.normalized();
    if (sorted.target[0] < 0 || sorted.target[0] == sorted.target[1] ||
        sorted.target[1] == sorted.target[2])
        return "the target must be three distinct vertices, not " + rulesText(rules);
    if (sorted.target[2] >= vertexCount)
        return "the target " + rulesText(rules) + " is not on a board of " +
               std::to_string(vertexCount) + " vertices";
    return std::nullopt;
}

std::string describeRules(const Rules& rules) {
    const std::string goal = "the goal is " + rulesText(rules);
    std::string text;
    for (char c : goal)
        text += c == ',' ? std::string(", ") : std::string(1, c);
    return rules.isContest() ? text + " (the contest's)" : text;
}

} // namespace pw::stones
