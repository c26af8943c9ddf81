// Stones judge format (docs/puzzles.md (Stones)): strict reading of the contest input, and its
// answers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/judge.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

#include <sstream>

namespace pw::stones {

namespace {

std::string cellName(int row, int column) {
    return "row " + std::to_string(row + 1) + ", column " + std::to_string(column + 1);
}

// The scanner would blame the line after a final newline; the last line with text is clearer.
void requireMore(TextScanner& scanner, const std::string& what) {
    if (scanner.atEnd())
        throw ParseError(scanner.line(), "truncated input: expected " + what);
}

} // namespace

Position parseJudge(std::string_view text) {
    TextScanner scanner(text);
    requireMore(scanner, "the number of vertices n");
    const int n = static_cast<int>(
        scanner.expectInteger("the number of vertices n", kMinVertices, kMaxVertices));

    std::array<int, 3> stones{};
    for (int k = 0; k < 3; ++k) {
        requireMore(scanner, "a stone vertex");
        stones[k] = static_cast<int>(scanner.expectInteger("a stone vertex", 1, n)) - 1;
        for (int other = 0; other < k; ++other)
            if (stones[other] == stones[k])
                throw ParseError(scanner.line(),
                                 "two stones on vertex " + std::to_string(stones[k] + 1) +
                                     ": the three stones must be on distinct vertices");
    }

    // Each matrix row is one token of n characters; line numbers come from the tokens.
    std::vector<Colour> colours(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0);
    std::vector<char> letters(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), '*');
    for (int row = 0; row < n; ++row) {
        const std::string rowName = "row " + std::to_string(row + 1) + " of the colour matrix";
        const std::string expected = rowName + " (" + std::to_string(n) + " characters)";
        requireMore(scanner, expected);
        const Token token = scanner.expect(expected);
        // Counted in characters (a letter outside ASCII is one, and is then named in its cell).
        const std::size_t characters = utf8Length(token.text);
        if (characters != static_cast<std::size_t>(n))
            throw ParseError(token.line, rowName + " has " + std::to_string(characters) +
                                             " characters, expected " + std::to_string(n) +
                                             " (found " + quoteToken(token.text) + ")");
        std::size_t at = 0; // the byte where the column's character starts
        for (int column = 0; column < n; at += decodeUtf8(token.text, at).length, ++column) {
            const char c = token.text[at];
            if (column == row) {
                if (c != '*' || decodeUtf8(token.text, at).length != 1)
                    throw ParseError(token.line, cellName(row, column) +
                                                     ": expected '*' on the main diagonal, found " +
                                                     quoteCharacterAt(token.text, at));
                continue;
            }
            if (c < 'a' || c > 'z')
                throw ParseError(token.line, cellName(row, column) +
                                                 ": expected a colour letter a..z, found " +
                                                 quoteCharacterAt(token.text, at));
            letters[static_cast<std::size_t>(row) * n + column] = c;
            colours[static_cast<std::size_t>(row) * n + column] = static_cast<Colour>(c - 'a');
            if (column < row) {
                const char mirror = letters[static_cast<std::size_t>(column) * n + row];
                if (mirror != c)
                    throw ParseError(token.line,
                                     "the matrix is not symmetric: " + cellName(row, column) +
                                         " is '" + c + "' but " + cellName(column, row) + " is '" +
                                         mirror + "'");
            }
        }
    }

    if (auto extra = scanner.next())
        throw ParseError(extra->line, "unexpected text after the " + std::to_string(n) +
                                          " rows of the colour matrix: " + quoteToken(extra->text));
    return Position(n, std::move(colours), stones);
}

std::string formatJudge(const Position& position) {
    const int n = position.vertexCount();
    const auto& s = position.stones();
    std::string out = std::to_string(n) + "\n" + std::to_string(s[0] + 1) + " " +
                      std::to_string(s[1] + 1) + " " + std::to_string(s[2] + 1) + "\n";
    out.reserve(out.size() + static_cast<std::size_t>(n) * (n + 1));
    for (int i = 0; i < n; ++i) {
        for (int j = 0; j < n; ++j)
            out += i == j ? '*' : colourLetter(position.colour(i, j));
        out += '\n';
    }
    return out;
}

namespace {

std::string answerText(const std::optional<int>& moveCount, const std::vector<Move>& path) {
    if (!moveCount)
        return "-1\n";
    std::ostringstream out;
    out << *moveCount << "\n";
    for (const Move& move : path)
        out << move.from + 1 << " " << move.to + 1 << "\n";
    return out.str();
}

} // namespace

std::string formatJudgeAnswer(const Result& result) {
    return answerText(result.moveCount, result.path);
}

std::string formatJudgeAnswer(const Answer& answer) {
    return answerText(answer.moveCount, answer.path);
}

} // namespace pw::stones
