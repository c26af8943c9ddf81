// Whitespace-separated token reader that remembers line numbers, for the contest formats.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/parse_error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pw {

struct Token {
    std::string_view text;
    LineNumber line = 0; // 1-based
};

// Reads tokens separated by any whitespace. Accepts a UTF-8 byte-order mark, Windows line ends,
// blank lines and trailing spaces. Rejects NUL bytes and other control characters as tokens.
class TextScanner {
public:
    explicit TextScanner(std::string_view text);

    std::optional<Token> next();
    std::optional<Token> peek();
    // The next token, or a ParseError "truncated input: expected <what>" at the last line.
    Token expect(std::string_view what);
    // The next token as a non-negative integer in [min, max], or a ParseError naming `what`.
    std::int64_t expectInteger(std::string_view what, std::int64_t min, std::int64_t max);
    bool atEnd();
    // The line of the last token read (or the last line of the input when none was read).
    LineNumber line() const { return lastLine_; }
    // The number of tokens on the given line that remain unread, from the current position.
    bool restOfLineIsEmpty();

private:
    void skipSpace();
    std::string_view text_;
    std::size_t pos_ = 0;
    LineNumber line_ = 1;
    LineNumber lastLine_ = 1;
};

// Quotes a token for an error message, shortening it and escaping bytes that are not printable.
std::string quoteToken(std::string_view token);

} // namespace pw
