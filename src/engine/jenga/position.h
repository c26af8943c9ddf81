// Colored Jenga: the tower value type, its moves (one rule set for solver, UI and tests) and
// its one-line text id (the contest format is judge.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::jenga {

// A die colour and a block colour. The die also has a black side (no move).
enum class Colour : std::uint8_t { Red = 0, Green = 1, Blue = 2 };
inline constexpr int kColourCount = 3;
inline constexpr std::array<Colour, 3> kColours{Colour::Red, Colour::Green, Colour::Blue};
// The contest's die, in sixths: P(R) = 1/6, P(G) = P(B) = 2/6, P(black) = 1/6. Any other die is
// a Rules value (rules.h), which every solve takes; these stay for what only plays the contest's.
inline constexpr std::array<int, 3> kColourWeight{1, 2, 2};
inline constexpr int kDieSides = 6;
// The colour a face of the contest's die shows, faces numbered 0 to kDieSides - 1: 0 red, 1 and 2
// green, 3 and 4 blue, 5 black (nullopt: no colour, the minute passes); Rules::colourOfFace is
// the same for any die.
inline constexpr std::optional<Colour> dieColour(int face) {
    if (face == 0)
        return Colour::Red;
    if (face == 1 || face == 2)
        return Colour::Green;
    if (face == 3 || face == 4)
        return Colour::Blue;
    return std::nullopt;
}

char colourLetter(Colour colour);                    // 'R', 'G', 'B'
std::optional<Colour> colourFromLetter(char letter); // accepts upper and lower case

// A slot of a level: a block of a colour or empty.
using Slot = std::optional<Colour>;
inline constexpr int kLeft = 0, kMiddle = 1, kRight = 2;

// One level: left, middle, right.
struct Level {
    // Named cells, not slots: `slots` is a Qt keyword macro in the views and tests.
    std::array<Slot, 3> cells{};
    int blockCount() const;
    bool isComplete() const { return blockCount() == 3; }
    // A level below the top stands when it has a block in the middle or two or more blocks.
    bool standsBelowTop() const;
    friend bool operator==(const Level&, const Level&) = default;
};

// Take the block at (level, slot) and put it at `targetSlot` of the top level, or of a new
// level when the top is complete. The colour is the colour of the block taken.
struct Move {
    int level = 0;      // 0 = bottom
    int slot = 0;       // kLeft, kMiddle, kRight
    int targetSlot = 0; // in the top level, or in the new level
    friend bool operator==(const Move&, const Move&) = default;
};

// An immutable tower: levels bottom to top (shared, so copies are cheap). The top level may be
// incomplete; levels below it keep whatever blocks are left.
class Tower {
public:
    Tower(); // a single complete level R G B (playable, no move: E = 0)
    explicit Tower(std::vector<Level> levels);

    int levelCount() const { return static_cast<int>(levels_->size()); }
    const Level& level(int index) const { return (*levels_)[static_cast<std::size_t>(index)]; }
    const Level& top() const { return levels_->back(); }
    const std::vector<Level>& levels() const { return *levels_; }
    int blockCount() const;

    // nullopt when the tower is playable; otherwise why not ("level 2 has no block: the tower
    // has already fallen", "the top level is empty", ...). Levels are named 1-based, bottom = 1.
    std::optional<std::string> validate() const;

    // A copy with one slot changed (for editors); the result may need validate().
    Tower withSlot(int level, int slot, Slot value) const;
    Tower withLevelCount(int count) const; // drops levels from the top or adds full R G B levels

    std::size_t hash() const;
    friend bool operator==(const Tower& a, const Tower& b);

private:
    std::shared_ptr<const std::vector<Level>> levels_;
};

// Every legal move (each removable block of any colour to each allowed slot), bottom level first.
// Precondition: tower.validate() is nullopt. Mirror-image moves are listed separately.
std::vector<Move> legalMoves(const Tower& tower);
std::vector<Move> legalMoves(const Tower& tower, Colour colour);
bool hasLegalMove(const Tower& tower, Colour colour);
bool isLegal(const Tower& tower, const Move& move);
Colour moveColour(const Tower& tower, const Move& move);
Tower apply(const Tower& tower, const Move& move); // precondition: isLegal
// No colour can move: the game is over.
bool isFinished(const Tower& tower);

// One-line text id: levels bottom to top separated by '/', '.' for an empty slot:
// "RGB/GRG/BB.". parseTextId throws pw::ParseError (line 0: a text id is one line) and checks only
// the alphabet and shape; call validate() for playability.
std::string textId(const Tower& tower);
Tower parseTextId(std::string_view id);
std::string moveText(const Tower& tower, const Move& move); // e.g. "G 2M->R" (1-based level)

// A complete tower of `levels` levels with colours drawn uniformly from R, G, B; the same seed
// gives the same tower on every machine.
Tower randomTower(int levels, std::uint64_t seed);

} // namespace pw::jenga

template <> struct std::hash<pw::jenga::Tower> {
    std::size_t operator()(const pw::jenga::Tower& tower) const { return tower.hash(); }
};
