// Hackenbush towers of white and black cubes: the position, its moves and its one-line text id.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/hackenbush/rules.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace pw::hackenbush {

// A cube's colour. A player is named by the colour they remove: White (Left) removes white
// cubes, Black (Right) black ones; either may remove a green cube (rules.h: not in the contest).
enum class Colour : std::uint8_t { White = 0, Black = 1, Green = 2 };

inline constexpr char colourLetter(Colour c) {
    return c == Colour::White ? 'W' : c == Colour::Black ? 'B' : 'G';
}
// The other player (a green cube belongs to both: its "opponent" is green again).
inline constexpr Colour opponent(Colour c) {
    return c == Colour::White ? Colour::Black : c == Colour::Black ? Colour::White : Colour::Green;
}
// Whether `player` (White or Black) may take a cube of colour `cube`.
inline constexpr bool mayTake(Colour player, Colour cube) {
    return cube == player || cube == Colour::Green;
}
std::string_view toString(Colour c); // "White" / "Black" / "Green"

// Positions beyond this many cubes in all are refused by validate() (a value then needs
// megabytes of digits; everything here is linear, so the limit is about memory, not time).
inline constexpr std::size_t kMaxTotalCubes = 10'000'000;

// One tower, bottom (index 0) to top. Immutable; copies share the cube storage, and truncated()
// (what a move does) shares it too, so apply() never copies cubes.
class Tower {
public:
    Tower() = default; // empty
    explicit Tower(std::vector<Colour> cubes);
    // "WBB" bottom to top; throws ParseError (line 0) on another letter (G too, unless the rules
    // have green cubes).
    static Tower fromLetters(std::string_view letters, const Rules& rules = {});
    bool hasGreen() const;

    std::size_t height() const { return height_; }
    bool empty() const { return height_ == 0; }
    Colour cube(std::size_t index) const { return (*storage_)[index]; } // index < height()
    std::span<const Colour> cubes() const;
    std::string letters() const;

    // The bottom `height` cubes (height <= this height); shares storage.
    Tower truncated(std::size_t height) const;
    // Copy-on-write edits for an editor.
    Tower withCube(std::size_t index, Colour colour) const; // index < height()
    Tower withCubeOnTop(Colour colour) const;

    std::size_t hash() const; // O(height)
    friend bool operator==(const Tower& a, const Tower& b);

private:
    std::shared_ptr<const std::vector<Colour>> storage_;
    std::size_t height_ = 0;
};

// A removal: the cube at `height` (0 = bottom) of tower `tower` and every cube above it.
// The tower keeps `height` cubes. The mover is the owner of that cube's colour.
struct Move {
    std::size_t tower = 0;
    std::size_t height = 0;
    friend bool operator==(const Move&, const Move&) = default;
    friend auto operator<=>(const Move&, const Move&) = default;
};

// Any number of towers (empty towers allowed). Immutable; copying shares the tower list.
class Position {
public:
    Position(); // no towers (value 0)
    explicit Position(std::vector<Tower> towers);

    std::size_t towerCount() const { return towers_->size(); }
    const Tower& tower(std::size_t index) const { return (*towers_)[index]; }
    const std::vector<Tower>& towers() const { return *towers_; }
    std::size_t cubeCount() const;

    Position withTower(std::size_t index, Tower tower) const;
    Position withTowerAdded(Tower tower) const;
    Position withoutTower(std::size_t index) const;

    // nullopt when playable; otherwise what is wrong (a colour that is neither W nor B, too many
    // cubes in all). Under rules with green cubes, green is a colour too.
    std::optional<std::string> validate() const;
    std::optional<std::string> validate(const Rules& rules) const;
    bool hasGreen() const;

    std::size_t hash() const; // O(cubes)
    friend bool operator==(const Position& a, const Position& b);

private:
    std::shared_ptr<const std::vector<Tower>> towers_;
};

// The one move generator shared by the solver, the views and the tests. Moves come in order of
// tower, then height. A player's moves are the cubes of their colour and the green ones.
std::vector<Move> legalMoves(const Position& position, Colour player);
bool isLegal(const Position& position, Colour player, Move move);
// The player whose cube the move removes (Green for a green cube: either may). Precondition:
// the move is on the board.
Colour moverOf(const Position& position, Move move);
// Precondition: the move is on the board (throws std::out_of_range otherwise). O(towers).
Position apply(const Position& position, Move move);

// One-line text id: towers bottom to top joined by '|', e.g. "WBB|WBW|B"; an empty tower is
// empty ("WBB||B"); no towers is ""; a position of one empty tower is "." ('.' is accepted as an
// empty tower anywhere). parseTextId throws ParseError (line 0).
std::string textId(const Position& position);
Position parseTextId(std::string_view id);
// The same under the rules: with green cubes, G is a cube too.
Position parseTextIdWith(std::string_view id, const Rules& rules);

// Seeded random towers and positions (the same seed gives the same result everywhere).
Tower randomTower(std::size_t height, std::uint64_t seed);
// towerCount towers with heights uniform in [0, maxHeight].
Position randomPosition(std::size_t towerCount, std::size_t maxHeight, std::uint64_t seed);

} // namespace pw::hackenbush

template <> struct std::hash<pw::hackenbush::Position> {
    std::size_t operator()(const pw::hackenbush::Position& p) const { return p.hash(); }
};
template <> struct std::hash<pw::hackenbush::Tower> {
    std::size_t operator()(const pw::hackenbush::Tower& t) const { return t.hash(); }
};
