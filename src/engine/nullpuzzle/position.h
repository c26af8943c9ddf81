// The empty puzzle (the idea of sgt-puzzles' nullgame.c): the smallest folder of the engine's one
// shape, always compiled and checked by the contract, so the template for a new puzzle cannot rot.
// Its position is a counter; a move takes one off; the goal is zero. Copy the folder to start one.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::nullpuzzle {

inline constexpr std::int64_t kMaxCount = 1'000'000'000;

// The position value type: immutable, cheap to copy, comparable, with validate().
struct Position {
    std::int64_t count = 0;
    std::optional<std::string> validate() const;
    friend bool operator==(const Position&, const Position&) = default;
};

// The one kind of move: take one off the counter.
struct Move {
    friend bool operator==(const Move&, const Move&) = default;
};

std::vector<Move> legalMoves(const Position& position);
Position apply(const Position& position, const Move& move); // throws std::invalid_argument

// One-line text id: the count in decimal ("7"). parseTextId throws pw::ParseError (line 0).
std::string textId(const Position& position);
Position parseTextId(std::string_view id);

} // namespace pw::nullpuzzle
