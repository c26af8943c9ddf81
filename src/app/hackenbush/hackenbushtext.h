// Words and numbers for Hackenbush values: exact fractions, mixed numbers and sign expansions,
// shortened (never rounded) when a tall tower makes them thousands of characters long.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/dyadic.h"
#include "engine/hackenbush/explain.h"
#include "engine/hackenbush/game_value.h"
#include "engine/hackenbush/position.h"
#include "engine/hackenbush/solver.h"

#include <QString>

namespace hackenbushtext {

// Longest text shown in full; longer texts keep their head and tail and say how long they are.
inline constexpr int kMaxShownLength = 48;

// "-3/4"; with a denominator beyond 2^40 written as a power: "12345/2^41".
QString fraction(const pw::Dyadic& value);
// "-1 3/4" (shortened like fraction()).
QString mixed(const pw::Dyadic& value);
// "+--" (White = '+'); "0" has the empty expansion, shown as "(empty)".
QString signs(const pw::Dyadic& value);
// The longest text signs() gives (a shortened expansion of a billion signs), for the room kept.
QString longestSigns();
// "White wins whoever starts", "Black wins whoever starts", "The second player wins".
QString outcome(pw::hackenbush::Outcome outcome);
// "White" / "Black".
QString player(pw::hackenbush::Colour colour);
// "white" / "black" / "green" (a cube).
QString cube(pw::hackenbush::Colour colour);
// A game's outcome class (green cubes): the four of game_value.h, "The first player wins"...
QString outcomeClass(pw::hackenbush::OutcomeClass outcome);
// How C1 compares with C2 as games: "greater than", "less than", "equal to", "confused with
// (incomparable to)".
QString order(pw::hackenbush::GameOrder order);
// How the simplicity rule gives a game-tree node its value, in words: "No integer lies strictly
// between 1/4 and 1, so the value is the number between them with the smallest denominator: 1/2."
QString simplicityRule(const pw::hackenbush::TreeNode& node);
// A value too long to read exactly, as a person writes it: a decimal of 20 significant digits
// ("≈ 1.5000000000000532907", positional unless far from 1), and beside it the power of two only
// where it helps ("≈ 1.0625 × 2⁻⁶⁰", when the value is far from 1).
QString approximate(const pw::Dyadic& value);
// "15/2^48" written with a superscript power ("15/2⁴⁸"), for labels.
QString withSuperscripts(QString text);
// Keeps the head and tail of a long text: "123456…7890 (5,000 characters)".
QString shortened(const QString& text, int maxLength = kMaxShownLength);

} // namespace hackenbushtext
