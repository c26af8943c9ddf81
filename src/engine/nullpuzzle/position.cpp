// The empty puzzle's position: validation, the move rule and the text id.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/nullpuzzle/position.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

#include <charconv>
#include <stdexcept>

namespace pw::nullpuzzle {

std::optional<std::string> Position::validate() const {
    if (count < 0 || count > kMaxCount)
        return "the count must be between 0 and " + std::to_string(kMaxCount);
    return std::nullopt;
}

std::vector<Move> legalMoves(const Position& position) {
    return position.count > 0 ? std::vector<Move>{Move{}} : std::vector<Move>{};
}

Position apply(const Position& position, const Move&) {
    if (position.count <= 0)
        throw std::invalid_argument("nullpuzzle: no move from zero");
    return Position{position.count - 1};
}

std::string textId(const Position& position) {
    return std::to_string(position.count);
}

Position parseTextId(std::string_view id) {
    std::int64_t count = 0;
    const auto [end, error] = std::from_chars(id.data(), id.data() + id.size(), count);
    if (id.empty() || error != std::errc() || end != id.data() + id.size())
        throw ParseError(0, "expected a count, found " + quoteToken(id));
    return Position{count};
}

} // namespace pw::nullpuzzle
