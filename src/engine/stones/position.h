// Stones on a polygon with coloured diagonals: the position, its moves and its text formats.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/stones/rules.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::stones {

using Colour = std::uint8_t; // 0..25 for 'a'..'z'
inline constexpr int kColourCount = 26;
inline constexpr int kMinVertices = 3;
inline constexpr int kMaxVertices = 2000;

inline char colourLetter(Colour c) {
    return static_cast<char>('a' + c);
}

// Vertices are 0-based here; the judge formats and the UI show them 1-based.
struct Move {
    int from = 0;
    int to = 0;
    friend bool operator==(const Move&, const Move&) = default;
};

// An immutable position: the colouring (shared, copy-on-write) and the three stones.
class Position {
public:
    Position(); // n = 3, every diagonal 'a', stones on 1, 2, 3
    // colours: n*n row-major; the main diagonal is ignored. stones in any order.
    Position(int vertexCount, std::vector<Colour> colours, std::array<int, 3> stones);

    int vertexCount() const { return n_; }
    Colour colour(int i, int j) const { return (*colours_)[static_cast<std::size_t>(i) * n_ + j]; }
    // The stones in ascending order.
    const std::array<int, 3>& stones() const { return stones_; }
    bool hasStoneAt(int vertex) const;
    // The colour a stone must follow to move: the diagonal joining the other two stones.
    // movingStone is the VERTEX the stone stands on; throws std::invalid_argument if it has none.
    Colour colourToFollow(int movingStone) const;
    // Stones exactly on vertices {1, 2, 3}, or on the rules' target.
    bool isGoal() const;
    bool isGoal(const Rules& rules) const;

    // Empty when playable; otherwise what is wrong (asymmetric colouring, stones off the board...).
    std::optional<std::string> validate() const;

    Position withStones(std::array<int, 3> stones) const;
    // Sets diagonal i–j (and j–i) to colour c.
    Position withColour(int i, int j, Colour c) const;
    // Keeps the colours of the first min(n, old n) vertices; new diagonals get colour 'a';
    // stones beyond the new n move to the lowest free vertices.
    Position withVertexCount(int n) const;

    // The colouring is shared; `sameBoard` is true when two positions share one colouring.
    bool sameBoard(const Position& other) const;
    const std::vector<Colour>& colours() const { return *colours_; }

    std::size_t hash() const;
    friend bool operator==(const Position& a, const Position& b);

private:
    int n_;
    std::shared_ptr<const std::vector<Colour>> colours_;
    std::array<int, 3> stones_;
    std::size_t boardHash_ = 0; // hash of the colouring, computed once per board
};

// One move generator for the solver, the views and the tests.
std::vector<Move> legalMoves(const Position& position);
bool isLegal(const Position& position, Move move);
Position apply(const Position& position, Move move); // throws std::invalid_argument if illegal

// One-line text id: "n:s1,s2,s3:<upper triangle row by row, letters>", e.g. "4:2,3,4:abaabb".
std::string textId(const Position& position);
Position parseTextId(std::string_view id); // throws ParseError

// The same seed gives the same position on every machine. colourCount in 1..26.
Position randomPosition(int vertexCount, int colourCount, std::uint64_t seed);

} // namespace pw::stones

template <> struct std::hash<pw::stones::Position> {
    std::size_t operator()(const pw::stones::Position& p) const { return p.hash(); }
};
