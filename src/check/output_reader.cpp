// The output tokenizer and the strict number readers of the checkers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/output_reader.h"

#include <charconv>
#include <cmath>

namespace pw::check {

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

} // namespace

void OutputReader::skipSpace() {
    while (position_ < text_.size() && isSpace(text_[position_])) {
        if (text_[position_] == '\n')
            ++line_;
        ++position_;
    }
}

std::optional<OutputReader::Token> OutputReader::next() {
    skipSpace();
    if (position_ >= text_.size())
        return std::nullopt;
    const std::size_t start = position_;
    while (position_ < text_.size() && !isSpace(text_[position_]))
        ++position_;
    return Token{text_.substr(start, position_ - start), line_};
}

bool OutputReader::atEnd() {
    skipSpace();
    return position_ >= text_.size();
}

std::optional<std::int64_t> parseInteger(std::string_view token) {
    const std::string_view digits = token.starts_with('-') ? token.substr(1) : token;
    if (digits.empty() || !isDigit(digits.front()))
        return std::nullopt;
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size())
        return std::nullopt;
    return value;
}

std::optional<double> parseReal(std::string_view token) {
    std::size_t i = 0;
    if (i < token.size() && (token[i] == '-' || token[i] == '+'))
        ++i;
    std::size_t digits = 0;
    while (i < token.size() && isDigit(token[i]))
        ++i, ++digits;
    if (i < token.size() && token[i] == '.') {
        ++i;
        while (i < token.size() && isDigit(token[i]))
            ++i, ++digits;
    }
    if (digits == 0)
        return std::nullopt;
    if (i < token.size() && (token[i] == 'e' || token[i] == 'E')) {
        ++i;
        if (i < token.size() && (token[i] == '-' || token[i] == '+'))
            ++i;
        std::size_t exponentDigits = 0;
        while (i < token.size() && isDigit(token[i]))
            ++i, ++exponentDigits;
        if (exponentDigits == 0)
            return std::nullopt;
    }
    if (i != token.size())
        return std::nullopt;
    // from_chars, not strtod: the application's locale may use a decimal comma. It takes no '+'.
    const std::string_view text = token.starts_with('+') ? token.substr(1) : token;
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error == std::errc::result_out_of_range)
        return std::nullopt; // beyond a double: no answer of these puzzles
    return error == std::errc() && end == text.data() + text.size() && std::isfinite(value)
               ? std::optional<double>(value)
               : std::nullopt;
}

std::size_t decimalPlaces(std::string_view token) {
    const std::size_t point = token.find('.');
    if (point == std::string_view::npos)
        return 0;
    std::size_t places = 0;
    for (std::size_t i = point + 1; i < token.size() && isDigit(token[i]); ++i)
        ++places;
    return places;
}

std::string realText(double value, int significantDigits) {
    char text[64];
    const auto [end, error] = std::to_chars(text, text + sizeof text, value,
                                            std::chars_format::general, significantDigits);
    return error == std::errc() ? std::string(text, end) : std::string("nan");
}

std::string quote(std::string_view token, std::size_t limit) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string text = "'";
    std::size_t shown = 0;
    for (const char c : token) {
        if (shown++ == limit) {
            text += "…";
            break;
        }
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x20 || byte >= 0x7f) {
            text += "\\x";
            text += kHex[byte >> 4];
            text += kHex[byte & 15];
        } else if (c == '\'' || c == '\\') {
            text += '\\';
            text += c;
        } else {
            text += c;
        }
    }
    return text + "'";
}

} // namespace pw::check
