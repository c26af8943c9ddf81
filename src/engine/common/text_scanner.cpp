// TextScanner: tokens with line numbers, tolerant of BOMs, CRLF and blank lines.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/text_scanner.h"

#include "engine/common/parse_error.h"

#include <charconv>

namespace pw {

namespace {
bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
} // namespace

TextScanner::TextScanner(std::string_view text) : text_(text) {
    if (text_.starts_with("\xEF\xBB\xBF"))
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

std::string quoteToken(std::string_view token) {
    constexpr std::size_t kMaxShown = 24;
    std::string out = "'";
    const char* hex = "0123456789abcdef";
    for (std::size_t i = 0; i < token.size() && i < kMaxShown; ++i) {
        const auto c = static_cast<unsigned char>(token[i]);
        if (c >= 0x20 && c < 0x7f) {
            out += static_cast<char>(c);
        } else {
            out += "\\x";
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    if (token.size() > kMaxShown)
        out += "...";
    out += "'";
    return out;
}

} // namespace pw
