// Double Patience's rules as a value: how the random player chooses a pair, and which cards pair
// (the contest: uniformly over pairs of piles, cards of the same rank).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pw::patience {

// How the random player chooses among the available moves.
enum class Choose : std::uint8_t {
    Pairs, // uniformly over the pairs of piles that can be removed (the contest)
    Ranks, // uniformly over the ranks that can be paired, then over that rank's pairs
};
// Which two top cards may be removed together.
enum class Pairing : std::uint8_t {
    Rank,       // the same rank (the contest)
    RankColour, // the same rank and colour: red (D, H) with red, black (S, C) with black
};

struct Rules {
    Choose choose = Choose::Pairs;
    Pairing pairs = Pairing::Rank;

    friend bool operator==(const Rules&, const Rules&) = default;
    bool isContest() const { return *this == Rules{}; }
};

// The option values: "pairs", "ranks"; "rank", "rank-colour".
std::string_view toString(Choose choose);
std::string_view toString(Pairing pairing);
std::optional<Choose> parseChoose(std::string_view text);
std::optional<Pairing> parsePairing(std::string_view text);

// "pairs,rank": the choice and the pairing, as the options take them. parseRules reads it back,
// throwing pw::ParseError (line 0).
std::string rulesText(const Rules& rules);
Rules parseRules(std::string_view text);
// In words: "random choices uniform over pairs of piles; cards of the same rank pair (the
// contest's rules)".
std::string describeRules(const Rules& rules);

// The class of a card under the pairing: two top cards pair when their classes are equal (the
// rank, or the rank and the colour). Ranks are 0..12 and suits 0..3 (S C D H) as in Card.
inline int pairClass(std::uint8_t rank, std::uint8_t suit, Pairing pairing) {
    return pairing == Pairing::Rank ? rank : rank * 2 + (suit >= 2 ? 1 : 0);
}
// The rank a class stands for.
inline int rankOfClass(int pairClass, Pairing pairing) {
    return pairing == Pairing::Rank ? pairClass : pairClass / 2;
}

} // namespace pw::patience
