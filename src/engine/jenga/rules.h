// Colored Jenga's rules as a value: the die, as the number of faces of each colour (the contest:
// 1 red, 2 green, 2 blue, 1 black). Every solve, estimate, bound and table takes one.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pw::jenga {

inline constexpr int kMaxFaceWeight = 12; // faces of one colour at most

struct Rules {
    // Faces of each colour (any non-negative weights up to kMaxFaceWeight, with at least one
    // colour face): red, green, blue (indexed by Colour) and black.
    std::array<int, 3> colourFaces{1, 2, 2};
    int blackFaces = 1;

    friend bool operator==(const Rules&, const Rules&) = default;
    bool isContest() const { return *this == Rules{}; }
    // The die's faces in all: each roll shows face 0 .. faces() - 1 with equal chance.
    int faces() const { return colourFaces[0] + colourFaces[1] + colourFaces[2] + blackFaces; }
    int weight(int colour) const { return colourFaces[static_cast<std::size_t>(colour)]; }
    // Whether the die shows the colour at all (a colour it never shows never moves).
    bool rolls(int colour) const { return weight(colour) > 0; }
    // The colour (0 red, 1 green, 2 blue) a face shows, faces numbered 0 to faces() - 1: the red
    // ones first, then green, blue and black (-1: black, the minute passes). The contest's die:
    // 0 red, 1 and 2 green, 3 and 4 blue, 5 black.
    int colourOfFace(int face) const {
        for (int c = 0; c < 3; ++c) {
            if (face < colourFaces[static_cast<std::size_t>(c)])
                return c;
            face -= colourFaces[static_cast<std::size_t>(c)];
        }
        return -1;
    }
};

// "1,2,2,1": the faces of red, green, blue and black, as `--die` takes them.
std::string rulesText(const Rules& rules);
// "R,G,B,K": four whole numbers from 0 to 12 (digits only) with R + G + B at least 1. Throws
// pw::ParseError (line 0) saying what is wrong.
Rules parseRules(std::string_view text);
// nullopt for a die the engine takes; otherwise why not.
std::optional<std::string> checkRules(const Rules& rules);
// In words: "a die of 1 red, 2 green, 2 blue and 1 black face (the contest's)".
std::string describeRules(const Rules& rules);

} // namespace pw::jenga
