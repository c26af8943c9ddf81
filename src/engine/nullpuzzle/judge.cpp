// The empty puzzle's judge format, read with the shared scanner as every puzzle's is.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/nullpuzzle/judge.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

namespace pw::nullpuzzle {

Position parseJudge(std::string_view text) {
    TextScanner scanner(text);
    const Position position{scanner.expectInteger("the count", 0, kMaxCount)};
    if (const auto junk = scanner.next())
        throw ParseError(junk->line, "unexpected text after the count: " + quoteToken(junk->text));
    return position;
}

std::string formatJudge(const Position& position) {
    return textId(position) + "\n";
}

std::string formatJudgeAnswer(const Result& result) {
    return std::to_string(result.moves) + "\n";
}

} // namespace pw::nullpuzzle
