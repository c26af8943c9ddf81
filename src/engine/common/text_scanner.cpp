// TextScanner: tokens with line numbers, tolerant of BOMs, CRLF and blank lines.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/text_scanner.h"

#include "engine/common/parse_error.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace pw {

namespace {
bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
} // namespace

TextScanner::TextScanner(std::string_view text, ByteOrderMark mark) : text_(text) {
    if (mark == ByteOrderMark::Skip && text_.starts_with("\xEF\xBB\xBF"))
        pos_ = 3;
}

void TextScanner::skipSpace() {
    while (pos_ < text_.size() && isSpace(text_[pos_])) {
        if (text_[pos_] == '\n')
            ++line_;
        ++pos_;
    }
}

std::optional<Token> TextScanner::peek() {
    skipSpace();
    if (pos_ >= text_.size())
        return std::nullopt;
    std::size_t end = pos_;
    while (end < text_.size() && !isSpace(text_[end]))
        ++end;
    return Token{text_.substr(pos_, end - pos_), line_};
}

std::optional<Token> TextScanner::next() {
    auto token = peek();
    if (token) {
        pos_ += token->text.size();
        lastLine_ = token->line;
    } else {
        lastLine_ = line_;
    }
    return token;
}

bool TextScanner::atEnd() {
    return !peek().has_value();
}

bool TextScanner::restOfLineIsEmpty() {
    std::size_t p = pos_;
    while (p < text_.size() && text_[p] != '\n') {
        if (!isSpace(text_[p]))
            return false;
        ++p;
    }
    return true;
}

Token TextScanner::expect(std::string_view what) {
    auto token = next();
    if (!token)
        throw ParseError(lastLine_, "truncated input: expected " + std::string(what));
    return *token;
}

std::int64_t TextScanner::expectInteger(std::string_view what, std::int64_t min, std::int64_t max) {
    const Token token = expect(what);
    std::int64_t value = 0;
    const char* first = token.text.data();
    const char* last = first + token.text.size();
    auto [ptr, ec] = std::from_chars(first, last, value);
    if (ec == std::errc::result_out_of_range ||
        (ec == std::errc{} && ptr == last && (value < min || value > max)))
        throw ParseError(token.line, "expected " + std::string(what) + " from " +
                                         std::to_string(min) + " to " + std::to_string(max) +
                                         ", found " + quoteToken(token.text));
    if (ec != std::errc{} || ptr != last)
        throw ParseError(token.line, "expected " + std::string(what) + " (a whole number), found " +
                                         quoteToken(token.text));
    return value;
}

Utf8Character decodeUtf8(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) {
        return at + i < text.size() ? static_cast<unsigned char>(text[at + i]) : 0u;
    };
    const unsigned first = byte(0);
    if (first < 0x80)
        return {first, 1};
    std::size_t length = 0;
    char32_t value = 0;
    char32_t least = 0; // below it the form is overlong
    if ((first & 0xe0) == 0xc0) {
        length = 2;
        value = first & 0x1f;
        least = 0x80;
    } else if ((first & 0xf0) == 0xe0) {
        length = 3;
        value = first & 0x0f;
        least = 0x800;
    } else if ((first & 0xf8) == 0xf0) {
        length = 4;
        value = first & 0x07;
        least = 0x10000;
    } else {
        return {std::nullopt, 1};
    }
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(i) & 0xc0) != 0x80)
            return {std::nullopt, 1};
        value = value << 6 | (byte(i) & 0x3f);
    }
    if (value < least || value > 0x10ffff || (value >= 0xd800 && value <= 0xdfff))
        return {std::nullopt, 1};
    return {value, length};
}

std::size_t utf8PrefixBytes(std::string_view text, std::size_t characters) {
    std::size_t at = 0;
    for (std::size_t i = 0; i < characters && at < text.size(); ++i)
        at += decodeUtf8(text, at).length;
    return std::min(at, text.size());
}

std::string_view trimLineSpace(std::string_view text) {
    const auto isSpace = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!text.empty() && isSpace(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isSpace(text.back()))
        text.remove_suffix(1);
    return text;
}

std::size_t utf8Length(std::string_view text) {
    std::size_t count = 0;
    for (std::size_t at = 0; at < text.size(); at += decodeUtf8(text, at).length)
        ++count;
    return count;
}

namespace {

// Characters a reader would not see, or that would move or break the line.
bool invisible(char32_t c) {
    return (c >= 0x80 && c <= 0xa0) || c == 0xad || c == 0x34f || c == 0x61c || c == 0x115f ||
           c == 0x1160 || c == 0x180e || (c >= 0x2000 && c <= 0x200f) ||
           (c >= 0x2028 && c <= 0x202f) || (c >= 0x205f && c <= 0x206f) || c == 0x3000 ||
           c == 0x3164 || c == 0xfeff || (c >= 0xfff9 && c <= 0xfffb) ||
           (c >= 0xe0000 && c <= 0xe007f);
}

} // namespace

std::string escapeForMessage(std::string_view text, std::size_t maxCharacters) {
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out;
    out.reserve(std::min(text.size(), std::size_t{4096}));
    std::size_t shown = 0;
    for (std::size_t at = 0; at < text.size(); ++shown) {
        if (shown == maxCharacters) {
            out += "...";
            break;
        }
        const Utf8Character c = decodeUtf8(text, at);
        const auto first = static_cast<unsigned char>(text[at]);
        if (!c.codePoint || *c.codePoint < 0x20 || *c.codePoint == 0x7f) {
            if (first == '\n')
                out += "\\n";
            else if (first == '\r')
                out += "\\r";
            else if (first == '\t')
                out += "\\t";
            else
                out.append("\\x").append(1, kHex[first >> 4]).append(1, kHex[first & 15]);
        } else if (invisible(*c.codePoint)) {
            const bool wide = *c.codePoint > 0xffff;
            out += wide ? "\\U" : "\\u";
            for (int shift = wide ? 28 : 12; shift >= 0; shift -= 4)
                out += kHex[(*c.codePoint >> shift) & 15];
        } else {
            out.append(text.substr(at, c.length));
        }
        at += c.length;
    }
    return out;
}

std::string quoteToken(std::string_view token) {
    constexpr std::size_t kMaxShown = 24;
    // Appends, not "'" + string: GCC 12 warns (-Wrestrict) falsely on a literal + string.
    std::string out(1, '\'');
    out.append(escapeForMessage(token, kMaxShown)).append(1, '\'');
    return out;
}

std::string quoteCharacterAt(std::string_view text, std::size_t at) {
    if (at >= text.size())
        return "''";
    return quoteToken(text.substr(at, decodeUtf8(text, at).length));
}

namespace {
bool isDigit(char c) {
    return c >= '0' && c <= '9';
}
} // namespace

std::optional<std::int64_t> parseStrictInteger(std::string_view token) {
    const std::string_view digits = token.starts_with('-') ? token.substr(1) : token;
    if (digits.empty() || !isDigit(digits.front()))
        return std::nullopt;
    std::int64_t value = 0;
    const auto [end, error] = std::from_chars(token.data(), token.data() + token.size(), value);
    if (error != std::errc() || end != token.data() + token.size())
        return std::nullopt;
    return value;
}

std::optional<double> parseStrictReal(std::string_view token) {
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

std::string formatReal(double value, int significantDigits) {
    char text[64];
    const auto [end, error] = std::to_chars(text, text + sizeof text, value,
                                            std::chars_format::general, significantDigits);
    return error == std::errc() ? std::string(text, end) : std::string("nan");
}

} // namespace pw
