// Stones position: construction, validation, the move rule, text ids and seeded random boards.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/position.h"

#include "engine/common/hash.h"
#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/common/text_scanner.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace pw::stones {

namespace {

std::array<int, 3> sorted(std::array<int, 3> stones) {
    std::sort(stones.begin(), stones.end());
    return stones;
}

// The diagonal of the matrix carries no colour; zeroing it makes equal boards compare equal.
std::vector<Colour> normalisedColours(int n, std::vector<Colour> colours) {
    if (n > 0 && colours.size() == static_cast<std::size_t>(n) * static_cast<std::size_t>(n))
        for (int i = 0; i < n; ++i)
            colours[static_cast<std::size_t>(i) * n + i] = 0;
    return colours;
}

std::size_t hashColours(const std::vector<Colour>& colours) {
    std::uint64_t h = colours.size();
    std::size_t i = 0;
    for (; i + 8 <= colours.size(); i += 8) {
        std::uint64_t chunk = 0;
        for (std::size_t k = 0; k < 8; ++k)
            chunk |= std::uint64_t{colours[i + k]} << (8 * k);
        h = mixHash(h ^ chunk) + i;
    }
    for (; i < colours.size(); ++i)
        h = mixHash(h ^ colours[i]) + i;
    return static_cast<std::size_t>(h);
}

} // namespace

Position::Position() : Position(3, std::vector<Colour>(9, 0), {0, 1, 2}) {}

Position::Position(int vertexCount, std::vector<Colour> colours, std::array<int, 3> stones)
    : n_(vertexCount), colours_(std::make_shared<const std::vector<Colour>>(
                           normalisedColours(vertexCount, std::move(colours)))),
      stones_(sorted(stones)) {
    boardHash_ = hashColours(*colours_);
}

bool Position::hasStoneAt(int vertex) const {
    return stones_[0] == vertex || stones_[1] == vertex || stones_[2] == vertex;
}

Colour Position::colourToFollow(int movingStone) const {
    if (movingStone == stones_[0])
        return colour(stones_[1], stones_[2]);
    if (movingStone == stones_[1])
        return colour(stones_[0], stones_[2]);
    if (movingStone == stones_[2])
        return colour(stones_[0], stones_[1]);
    throw std::invalid_argument("colourToFollow: no stone on vertex " +
                                std::to_string(movingStone + 1));
}

bool Position::isGoal() const {
    return stones_ == std::array<int, 3>{0, 1, 2};
}

bool Position::isGoal(const Rules& rules) const {
    return stones_ == rules.normalized().target;
}

std::optional<std::string> Position::validate() const {
    if (n_ < kMinVertices || n_ > kMaxVertices)
        return "the number of vertices must be from " + std::to_string(kMinVertices) + " to " +
               std::to_string(kMaxVertices) + ", not " + std::to_string(n_);
    if (colours_->size() != static_cast<std::size_t>(n_) * static_cast<std::size_t>(n_))
        return "the colouring has " + std::to_string(colours_->size()) + " entries, expected " +
               std::to_string(n_) + "x" + std::to_string(n_);
    for (int i = 0; i < n_; ++i)
        for (int j = i + 1; j < n_; ++j) {
            if (colour(i, j) >= kColourCount)
                return "diagonal " + std::to_string(i + 1) + "-" + std::to_string(j + 1) +
                       " has no colour a..z (value " + std::to_string(colour(i, j)) + ")";
            if (colour(i, j) != colour(j, i))
                return "the colouring is not symmetric: diagonal " + std::to_string(i + 1) + "-" +
                       std::to_string(j + 1) + " is '" + colourLetter(colour(i, j)) +
                       "' one way and '" + colourLetter(colour(j, i)) + "' the other";
        }
    for (int stone : stones_)
        if (stone < 0 || stone >= n_)
            return "stone on vertex " + std::to_string(stone + 1) + " is off the board (1.." +
                   std::to_string(n_) + ")";
    for (int k = 0; k + 1 < 3; ++k)
        if (stones_[k] == stones_[k + 1])
            return "two stones on vertex " + std::to_string(stones_[k] + 1);
    return std::nullopt;
}

Position Position::withStones(std::array<int, 3> stones) const {
    Position copy = *this;
    copy.stones_ = sorted(stones);
    return copy;
}

Position Position::withColour(int i, int j, Colour c) const {
    std::vector<Colour> colours = *colours_;
    colours[static_cast<std::size_t>(i) * n_ + j] = c;
    colours[static_cast<std::size_t>(j) * n_ + i] = c;
    return Position(n_, std::move(colours), stones_);
}

Position Position::withVertexCount(int n) const {
    std::vector<Colour> colours(static_cast<std::size_t>(n) * static_cast<std::size_t>(n), 0);
    const int kept = std::min(n, n_);
    for (int i = 0; i < kept; ++i)
        for (int j = 0; j < kept; ++j)
            colours[static_cast<std::size_t>(i) * n + j] = colour(i, j);
    std::array<int, 3> stones = stones_;
    for (int& stone : stones) {
        if (stone < n)
            continue;
        // Lowest vertex that no other stone occupies (stones are sorted, so the low ones are set).
        int free = 0;
        while (std::find(stones.begin(), stones.end(), free) != stones.end())
            ++free;
        stone = free;
    }
    return Position(n, std::move(colours), stones);
}

bool Position::sameBoard(const Position& other) const {
    if (colours_ == other.colours_)
        return true;
    return n_ == other.n_ && boardHash_ == other.boardHash_ && *colours_ == *other.colours_;
}

std::size_t Position::hash() const {
    std::size_t h = combineHash(boardHash_, static_cast<std::uint64_t>(n_));
    for (int stone : stones_)
        h = combineHash(h, static_cast<std::uint64_t>(stone));
    return h;
}

bool operator==(const Position& a, const Position& b) {
    return a.n_ == b.n_ && a.stones_ == b.stones_ && a.sameBoard(b);
}

std::vector<Move> legalMoves(const Position& position) {
    std::vector<Move> moves;
    const auto& stones = position.stones();
    const int n = position.vertexCount();
    for (int k = 0; k < 3; ++k) {
        const int from = stones[k];
        const Colour follow = position.colour(stones[(k + 1) % 3], stones[(k + 2) % 3]);
        for (int to = 0; to < n; ++to)
            if (!position.hasStoneAt(to) && position.colour(from, to) == follow)
                moves.push_back(Move{from, to});
    }
    return moves;
}

bool isLegal(const Position& position, Move move) {
    if (!position.hasStoneAt(move.from) || move.to < 0 || move.to >= position.vertexCount() ||
        position.hasStoneAt(move.to))
        return false;
    return position.colour(move.from, move.to) == position.colourToFollow(move.from);
}

Position apply(const Position& position, Move move) {
    if (!isLegal(position, move)) // as every puzzle's apply: an illegal move is never a position
        throw std::invalid_argument("stones: illegal move " + std::to_string(move.from + 1) +
                                    " -> " + std::to_string(move.to + 1));
    std::array<int, 3> stones = position.stones();
    for (int& stone : stones)
        if (stone == move.from)
            stone = move.to;
    return position.withStones(stones);
}

std::string textId(const Position& position) {
    const int n = position.vertexCount();
    const auto& s = position.stones();
    std::string id = std::to_string(n) + ":" + std::to_string(s[0] + 1) + "," +
                     std::to_string(s[1] + 1) + "," + std::to_string(s[2] + 1) + ":";
    id.reserve(id.size() + static_cast<std::size_t>(n) * (n - 1) / 2);
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j)
            id += colourLetter(position.colour(i, j));
    return id;
}

Position parseTextId(std::string_view id) {
    while (!id.empty() && (id.back() == '\n' || id.back() == '\r' || id.back() == ' '))
        id.remove_suffix(1);
    while (!id.empty() && id.front() == ' ')
        id.remove_prefix(1);
    const auto fail = [](const std::string& message) -> ParseError {
        return ParseError(0, "stones text id: " + message);
    };
    // Reads a whole number up to `separator` (or the end) and advances past it.
    const auto readNumber = [&](std::string_view& rest, char separator, const char* what) {
        const std::size_t end = rest.find(separator);
        const std::string_view token = rest.substr(0, end);
        int value = 0;
        const auto [ptr, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
        if (token.empty() || ec != std::errc{} || ptr != token.data() + token.size())
            throw fail(std::string("expected ") + what + " followed by '" + separator +
                       "', found " + quoteToken(token));
        rest.remove_prefix(end == std::string_view::npos ? rest.size() : end + 1);
        return value;
    };
    std::string_view rest = id;
    const int n = readNumber(rest, ':', "the number of vertices");
    if (n < kMinVertices || n > kMaxVertices)
        throw fail("the number of vertices must be from " + std::to_string(kMinVertices) + " to " +
                   std::to_string(kMaxVertices) + ", found " + std::to_string(n));
    std::array<int, 3> stones{};
    for (int k = 0; k < 3; ++k) {
        stones[k] = readNumber(rest, k < 2 ? ',' : ':', "a stone vertex") - 1;
        if (stones[k] < 0 || stones[k] >= n)
            throw fail("stone vertex " + std::to_string(stones[k] + 1) + " is off the board (1.." +
                       std::to_string(n) + ")");
    }
    const std::size_t expected = static_cast<std::size_t>(n) * (n - 1) / 2;
    if (rest.size() != expected)
        throw fail("expected " + std::to_string(expected) + " colour letters for n = " +
                   std::to_string(n) + ", found " + std::to_string(rest.size()));
    std::vector<Colour> colours(static_cast<std::size_t>(n) * n, 0);
    std::size_t at = 0;
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j, ++at) {
            const char letter = rest[at];
            if (letter < 'a' || letter > 'z')
                throw fail("expected a colour letter a..z for diagonal " + std::to_string(i + 1) +
                           "-" + std::to_string(j + 1) + ", found " + quoteCharacterAt(rest, at));
            colours[static_cast<std::size_t>(i) * n + j] = static_cast<Colour>(letter - 'a');
            colours[static_cast<std::size_t>(j) * n + i] = static_cast<Colour>(letter - 'a');
        }
    Position position(n, std::move(colours), stones);
    if (auto problem = position.validate())
        throw fail(*problem);
    return position;
}

Position randomPosition(int vertexCount, int colourCount, std::uint64_t seed) {
    if (vertexCount < kMinVertices || vertexCount > kMaxVertices)
        throw std::invalid_argument("randomPosition: vertex count out of range");
    if (colourCount < 1 || colourCount > kColourCount)
        throw std::invalid_argument("randomPosition: colour count must be from 1 to 26");
    SeededRandom random(seed);
    const int n = vertexCount;
    std::vector<Colour> colours(static_cast<std::size_t>(n) * n, 0);
    for (int i = 0; i < n; ++i)
        for (int j = i + 1; j < n; ++j) {
            const auto c =
                static_cast<Colour>(random.below(static_cast<std::uint64_t>(colourCount)));
            colours[static_cast<std::size_t>(i) * n + j] = c;
            colours[static_cast<std::size_t>(j) * n + i] = c;
        }
    std::array<int, 3> stones{};
    for (int k = 0; k < 3; ++k) {
        int vertex = 0;
        do
            vertex = static_cast<int>(random.below(static_cast<std::uint64_t>(n)));
        while (std::find(stones.begin(), stones.begin() + k, vertex) != stones.begin() + k);
        stones[k] = vertex;
    }
    return Position(n, std::move(colours), stones);
}

} // namespace pw::stones
