// Colored Jenga's judge format: parsing with line-numbered errors, and the answer's text.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/judge.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

#include <cstdio>

namespace pw::jenga {

Tower parseJudge(std::string_view text) {
    TextScanner scanner(text);
    if (scanner.atEnd())
        throw ParseError(1, "empty input: expected the number of levels n");
    const auto count =
        static_cast<int>(scanner.expectInteger("the number of levels n", 1, kMaxJudgeLevels));
    if (!scanner.restOfLineIsEmpty())
        throw ParseError(scanner.line(), "expected only the number of levels on this line");
    std::vector<Level> levels;
    levels.reserve(static_cast<std::size_t>(count));
    LineNumber previousLine = scanner.line();
    for (int i = 0; i < count; ++i) {
        const std::string what = "level " + std::to_string(i + 1) + " of " + std::to_string(count) +
                                 " (three letters R, G, B)";
        const Token token = scanner.expect(what);
        if (token.line == previousLine)
            throw ParseError(token.line, "expected one level per line, found " +
                                             quoteToken(token.text) + " after another");
        previousLine = token.line;
        if (token.text.size() != 3)
            throw ParseError(token.line, "expected " + what + ", found " + quoteToken(token.text));
        Level level;
        for (std::size_t slot = 0; slot < 3; ++slot) {
            const char letter = token.text[slot];
            const auto colour = (letter == 'R' || letter == 'G' || letter == 'B')
                                    ? colourFromLetter(letter)
                                    : std::nullopt;
            if (!colour)
                throw ParseError(token.line, "expected the letters R, G or B in level " +
                                                 std::to_string(i + 1) + ", found " +
                                                 quoteToken(token.text));
            level.cells[slot] = colour;
        }
        levels.push_back(level);
    }
    if (const auto junk = scanner.next())
        throw ParseError(junk->line, "unexpected text after the " + std::to_string(count) +
                                         " levels: " + quoteToken(junk->text));
    return Tower(std::move(levels));
}

std::string formatJudge(const Tower& tower) {
    std::string out = std::to_string(tower.levelCount()) + "\n";
    for (const Level& level : tower.levels()) {
        for (const Slot& slot : level.cells)
            out += slot ? colourLetter(*slot) : '.';
        out += '\n';
    }
    return out;
}

std::string formatJudgeAnswer(double expectedDuration) {
    return formatReal(expectedDuration, 15) + "\n"; // %.15g, in any locale
}

} // namespace pw::jenga
