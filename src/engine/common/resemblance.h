// Cheap tests of what a text looks like, for the puzzles' recognisers (registry.h): its first
// tokens and its alphabet, never a full parse. Only the first 64 KiB are looked at.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <string_view>
#include <vector>

namespace pw::resemblance {

inline constexpr std::size_t kLookedAt = 64 * 1024;

inline bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v';
}

// The whitespace-separated tokens of the text's first kLookedAt bytes (at most `limit` of them);
// a byte-order mark is skipped.
inline std::vector<std::string_view> firstTokens(std::string_view text, std::size_t limit = 4096) {
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    text = text.substr(0, kLookedAt);
    std::vector<std::string_view> tokens;
    std::size_t i = 0;
    while (i < text.size() && tokens.size() < limit) {
        while (i < text.size() && isSpace(text[i]))
            ++i;
        const std::size_t start = i;
        while (i < text.size() && !isSpace(text[i]))
            ++i;
        if (i > start)
            tokens.push_back(text.substr(start, i - start));
    }
    return tokens;
}

inline bool isNumber(std::string_view token) {
    return !token.empty() && token.size() <= 19 &&
           std::all_of(token.begin(), token.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// Every byte of the token is in `alphabet`.
inline bool onlyOf(std::string_view token, std::string_view alphabet) {
    return !token.empty() && std::all_of(token.begin(), token.end(), [&](char c) {
        return alphabet.find(c) != std::string_view::npos;
    });
}

} // namespace pw::resemblance
