// Double Patience: cards, deals (piles bottom to top), positions, the move rule and text ids.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/patience/rules.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::patience {

// Ranks 2..A as 0..12; the standard 36-card deck uses 6..A (kSixRank..12).
using Rank = std::uint8_t;
using Suit = std::uint8_t; // 0..3 for S C D H
inline constexpr int kRankCount = 13;
inline constexpr int kSuitCount = 4;
inline constexpr Rank kSixRank = 4;
inline constexpr std::string_view kRankLetters = "23456789TJQKA";
inline constexpr std::string_view kSuitLetters = "SCDH";

struct Card {
    Rank rank = 0;
    Suit suit = 0;

    // "AS", "TD", "6H".
    std::string text() const;
    // Index in the 52-card deck (rank-major), handy for bitsets.
    int deckIndex() const { return rank * kSuitCount + suit; }
    bool inShortDeck() const { return rank >= kSixRank; }
    friend bool operator==(const Card&, const Card&) = default;
};

// Two characters, rank then suit, upper case ("AS", "TD"); nullopt otherwise.
std::optional<Card> parseCard(std::string_view text);

// The cards of the standard 36-card deck (6..A) or the full 52-card deck, rank-major.
std::vector<Card> shortDeck();
std::vector<Card> fullDeck();

inline constexpr int kMaxPiles = 52; // every card distinct and at most 52 of them

// Piles of face-up cards, each listed bottom card first, top card last. Immutable; copies share
// the piles. Any pile count and heights (empty piles allowed); validate() says what is wrong.
class Deal {
public:
    Deal(); // no piles
    explicit Deal(std::vector<std::vector<Card>> pilesBottomFirst);

    int pileCount() const;
    int pileHeight(int pile) const;
    const std::vector<Card>& pile(int pile) const; // bottom card first
    int cardCount() const;

    // nullopt when solvable as a custom layout: cards of the 52-card deck, none repeated (no
    // piles or empty piles are fine: nothing left is a win). Otherwise a sentence naming the
    // problem. The constructor already refuses more than 52 piles or 52 cards.
    std::optional<std::string> validate() const;
    // nullopt for exactly nine piles of four holding the 36-card deck once each (the judge format).
    std::optional<std::string> standardDealProblem() const;
    bool isStandard() const { return !standardDealProblem(); }

    std::size_t hash() const;
    // Same piles (shared data compares in O(1)).
    friend bool operator==(const Deal& a, const Deal& b);
    bool sharesDataWith(const Deal& other) const { return data_ == other.data_; }

private:
    struct Data;
    std::shared_ptr<const Data> data_;
};

// A move removes the top cards of piles `first` < `second`, which must show the same rank.
struct Move {
    int first = 0;
    int second = 0;
    friend bool operator==(const Move&, const Move&) = default;
};

// A game position: the deal plus how many cards remain in each pile (the bottom ones), so all
// positions of one game share the deal. Cheap to copy (one pointer and a small array).
class Position {
public:
    Position();                   // empty deal, already won
    explicit Position(Deal deal); // the start: every card present
    // heights[i] in 0..pileHeight(i); throws std::invalid_argument otherwise.
    Position(Deal deal, const std::vector<int>& heights);

    const Deal& deal() const { return deal_; }
    int pileCount() const { return deal_.pileCount(); }
    int height(int pile) const { return heights_[static_cast<std::size_t>(pile)]; }
    std::vector<int> heights() const;
    std::optional<Card> topCard(int pile) const;
    int remainingCards() const;
    bool isWon() const { return remainingCards() == 0; }
    // Cards remain but no two tops share a rank (or pair under the rules).
    bool isLost() const;
    bool isLost(const Rules& rules) const;
    // Position's deal validity (heights are always in range by construction).
    std::optional<std::string> validate() const { return deal_.validate(); }

    // The heights packed as a mixed-radix number (digit i in 0..pileHeight(i)); unique per deal.
    std::uint64_t stateKey() const;
    std::size_t hash() const;
    friend bool operator==(const Position& a, const Position& b);

private:
    friend Position apply(const Position& position, Move move, const Rules& rules);
    Deal deal_;
    std::array<std::uint8_t, kMaxPiles> heights_{};
};

// One move generator for the solver, the views and the tests: every pair (i < j) of non-empty
// piles whose top cards share a rank (and, under the rules' Pairing::RankColour, a colour), in
// lexicographic order of (i, j). Without rules: the contest's.
std::vector<Move> legalMoves(const Position& position);
std::vector<Move> legalMoves(const Position& position, const Rules& rules);
bool isLegal(const Position& position, Move move);
bool isLegal(const Position& position, Move move, const Rules& rules);
Position apply(const Position& position, Move move); // throws std::invalid_argument if illegal
Position apply(const Position& position, Move move, const Rules& rules);

// One-line text id: piles separated by '/', cards bottom first without spaces; cards already
// removed follow a '.' in their pile. E.g. "AS9S6CKS/JCQHAC.KH" (KH removed from pile 2).
std::string textId(const Position& position);
std::string textId(const Deal& deal);
Position parseTextId(
    std::string_view id); // throws ParseError (line 0: a text id is one line) naming the bad card

// Which cards and pile heights randomDeal uses.
struct DealLayout {
    std::vector<int> pileHeights;
    bool fullDeck = false; // the 52-card deck instead of the 36-card one

    static DealLayout standard() { return {std::vector<int>(9, 4), false}; }
    static DealLayout fullDeck13x4() { return {std::vector<int>(13, 4), true}; }
};

// A uniformly shuffled deck (pw::SeededRandom, so the same seed gives the same deal everywhere)
// dealt into the layout's piles. Throws std::invalid_argument when the piles need more cards
// than the deck has or more than kMaxPiles piles.
Deal randomDeal(std::uint64_t seed, const DealLayout& layout = DealLayout::standard());

} // namespace pw::patience

template <> struct std::hash<pw::patience::Deal> {
    std::size_t operator()(const pw::patience::Deal& d) const { return d.hash(); }
};
template <> struct std::hash<pw::patience::Position> {
    std::size_t operator()(const pw::patience::Position& p) const { return p.hash(); }
};
