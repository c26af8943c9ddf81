// Reads a program's output as a contest checker does (testlib's ouf): tokens separated by white
// space, each with its line, and strict numbers, so that the judges of the four puzzles can say
// what they expected and where the output differs.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pw::check {

class OutputReader {
public:
    explicit OutputReader(std::string_view text) : text_(text) {}

    struct Token {
        std::string_view text;
        std::size_t line = 1; // 1-based
    };
    // The next token; nullopt at the end of the output.
    std::optional<Token> next();
    // Only white space is left.
    bool atEnd();
    std::size_t line() const { return line_; } // the line the reader is on

private:
    void skipSpace();
    std::string_view text_;
    std::size_t position_ = 0;
    std::size_t line_ = 1;
};

// An integer: an optional minus sign and decimal digits, nothing else, within 64 bits.
std::optional<std::int64_t> parseInteger(std::string_view token);
// A real number in decimal notation: optional sign, digits with an optional point and fraction,
// an optional exponent (no hexadecimal, inf or nan: a judge reads those as garbage).
std::optional<double> parseReal(std::string_view token);
// Digits after the decimal point of a real number token (0 without a point).
std::size_t decimalPlaces(std::string_view token);

// A number as %.*g would print it, whatever the locale (the application's may use a comma).
std::string realText(double value, int significantDigits = 15);

// A token as a message quotes it: 'text', control and non-ASCII bytes escaped (\x01), cut to
// `limit` characters with "…".
std::string quote(std::string_view token, std::size_t limit = 40);

} // namespace pw::check
