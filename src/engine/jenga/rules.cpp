// Colored Jenga's rules: the die's text form and its checks.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/rules.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

#include <algorithm>

namespace pw::jenga {

std::string rulesText(const Rules& rules) {
    return std::to_string(rules.colourFaces[0]) + "," + std::to_string(rules.colourFaces[1]) + "," +
           std::to_string(rules.colourFaces[2]) + "," + std::to_string(rules.blackFaces);
}

std::optional<std::string> checkRules(const Rules& rules) {
    const auto inRange = [](int faces) { return faces >= 0 && faces <= kMaxFaceWeight; };
    if (!std::all_of(rules.colourFaces.begin(), rules.colourFaces.end(), inRange) ||
        !inRange(rules.blackFaces))
        return "each colour's faces must be from 0 to " + std::to_string(kMaxFaceWeight) +
               ", not " + rulesText(rules);
    if (rules.colourFaces[0] + rules.colourFaces[1] + rules.colourFaces[2] == 0)
        return "the die needs at least one red, green or blue face, not " + rulesText(rules);
    return std::nullopt;
}

Rules parseRules(std::string_view text) {
    const std::string expected = "expected the die as R,G,B,K: the faces of red, green, blue and "
                                 "black, each a whole number from 0 to " +
                                 std::to_string(kMaxFaceWeight) + " (e.g. 1,2,2,1)";
    std::array<int, 4> faces{};
    std::size_t at = 0;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        const std::size_t end = i + 1 < faces.size() ? text.find(',', at) : text.size();
        const std::string_view number =
            end == std::string_view::npos ? std::string_view() : text.substr(at, end - at);
        if (number.empty() || number.size() > 2 ||
            !std::all_of(number.begin(), number.end(), [](char c) { return c >= '0' && c <= '9'; }))
            throw ParseError(0, expected + ", found " + quoteToken(text));
        faces[i] = std::stoi(std::string(number));
        at = end + 1;
    }
    const Rules rules{{faces[0], faces[1], faces[2]}, faces[3]};
    if (const auto problem = checkRules(rules))
        throw ParseError(0, expected + ": " + *problem);
    return rules;
}

std::string describeRules(const Rules& rules) {
    const auto part = [](int count, const char* colour) {
        return std::to_string(count) + " " + colour;
    };
    std::string text =
        "a die of " + part(rules.colourFaces[0], "red") + ", " +
        part(rules.colourFaces[1], "green") + ", " + part(rules.colourFaces[2], "blue") + " and " +
        part(rules.blackFaces, "black") + (rules.blackFaces == 1 ? " face" : " faces");
    return rules.isContest() ? text + " (the contest's)" : text;
}

} // namespace pw::jenga
