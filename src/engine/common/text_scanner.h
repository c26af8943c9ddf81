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

// Reads tokens separated by any whitespace. Accepts a UTF-8 byte-order mark (unless told to keep
// it as part of the first token: a program's output, as judges read it), Windows line ends, blank
// lines and trailing spaces. Any other byte is part of a token.
class TextScanner {
public:
    enum class ByteOrderMark { Skip, Keep };
    explicit TextScanner(std::string_view text, ByteOrderMark mark = ByteOrderMark::Skip);

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

// Strict readers of a program's output, as contest checkers read it: an integer is an optional
// minus sign and decimal digits within 64 bits; a real is decimal notation with an optional sign,
// point, fraction and exponent (no hexadecimal, inf or nan); nullopt for anything else.
std::optional<std::int64_t> parseStrictInteger(std::string_view token);
std::optional<double> parseStrictReal(std::string_view token);
// Digits after the decimal point of a real number token (0 without a point).
std::size_t decimalPlaces(std::string_view token);

// A number as %.*g prints it in the C locale, whatever the locale (std::to_chars): the judge
// answers and every message that shows a value.
std::string formatReal(double value, int significantDigits = 15);

// `text` without the spaces, tabs and line ends around it (a pasted one-line id).
std::string_view trimLineSpace(std::string_view text);

// Quotes a token for an error message: 'token', its first 24 characters then "..." when longer,
// escaped by escapeForMessage. UTF-8 aware: a character is never cut or split into bytes.
std::string quoteToken(std::string_view token);
// The one character (UTF-8 sequence, or invalid byte) starting at byte `at`, quoted.
std::string quoteCharacterAt(std::string_view text, std::size_t at);

// One character of UTF-8 text: its code point and length in bytes; a byte that does not start a
// valid sequence (overlong forms, surrogates and values past U+10FFFF included) is a character
// of length 1 with no code point.
struct Utf8Character {
    std::optional<char32_t> codePoint;
    std::size_t length = 1;
};
Utf8Character decodeUtf8(std::string_view text, std::size_t at);
// The bytes taken by the first `characters` characters of `text` (all of it when shorter).
std::size_t utf8PrefixBytes(std::string_view text, std::size_t characters);
std::size_t utf8Length(std::string_view text); // characters, an invalid byte counting as one

// `text` as one printable line that shows every byte: valid UTF-8 is kept, except what would not
// be seen or would break the line, which is escaped: \n, \r, \t, other control characters and
// invalid bytes as \xNN, and C1 controls, no-break and other invisible spaces, bidirectional
// marks and the byte-order mark as \uNNNN. At most `maxCharacters` characters are shown, then
// "...".
std::string escapeForMessage(std::string_view text, std::size_t maxCharacters = std::string::npos);

} // namespace pw
