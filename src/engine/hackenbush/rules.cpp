// Hackenbush's rules: their text forms.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/rules.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

namespace pw::hackenbush {

std::string rulesText(const Rules& rules) {
    return rules.greenCubes ? "WBG" : "WB";
}

Rules parseRules(std::string_view text) {
    if (text == "WB")
        return Rules{false};
    if (text == "WBG")
        return Rules{true};
    throw ParseError(0, "expected the cube colours WB (the contest's) or WBG (with green "
                        "cubes), found " +
                            quoteToken(text));
}

std::string describeRules(const Rules& rules) {
    return rules.greenCubes ? "white, black and green cubes (either player may take a green cube)"
                            : "white and black cubes (the contest's)";
}

} // namespace pw::hackenbush
