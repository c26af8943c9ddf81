// Double Patience deals and positions: construction, checks, the move rule, text ids, random deals.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/position.h"

#include "engine/common/hash.h"
#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/common/text_scanner.h"

#include <algorithm>
#include <bitset>
#include <stdexcept>

namespace pw::patience {

std::string Card::text() const {
    std::string out(2, '?');
    if (rank < kRankCount)
        out[0] = kRankLetters[rank];
    if (suit < kSuitCount)
        out[1] = kSuitLetters[suit];
    return out;
}

std::optional<Card> parseCard(std::string_view text) {
    if (text.size() != 2)
        return std::nullopt;
    const auto rank = kRankLetters.find(text[0]);
    const auto suit = kSuitLetters.find(text[1]);
    if (rank == std::string_view::npos || suit == std::string_view::npos)
        return std::nullopt;
    return Card{static_cast<Rank>(rank), static_cast<Suit>(suit)};
}

namespace {
std::vector<Card> deckFrom(Rank lowest) {
    std::vector<Card> deck;
    for (int rank = lowest; rank < kRankCount; ++rank)
        for (int suit = 0; suit < kSuitCount; ++suit)
            deck.push_back(Card{static_cast<Rank>(rank), static_cast<Suit>(suit)});
    return deck;
}
} // namespace

std::vector<Card> shortDeck() {
    return deckFrom(kSixRank);
}
std::vector<Card> fullDeck() {
    return deckFrom(0);
}

// ---------------------------------------------------------------------------------------------
// Deal

struct Deal::Data {
    std::vector<std::vector<Card>> piles;
    int cardCount = 0;
    std::size_t hash = 0;
};

Deal::Deal() : data_(std::make_shared<const Data>()) {}

Deal::Deal(std::vector<std::vector<Card>> pilesBottomFirst) {
    if (pilesBottomFirst.size() > static_cast<std::size_t>(kMaxPiles))
        throw std::invalid_argument("a deal has at most " + std::to_string(kMaxPiles) + " piles");
    auto data = std::make_shared<Data>();
    std::size_t hash = pilesBottomFirst.size();
    for (const auto& pile : pilesBottomFirst) {
        data->cardCount += static_cast<int>(pile.size());
        hash = combineHash(hash, pile.size());
        for (const Card& card : pile)
            hash = combineHash(hash, static_cast<std::uint64_t>(card.rank) << 8 | card.suit);
    }
    // 52 cards at most keeps the packed state key (product of height + 1) below 2^52.
    if (data->cardCount > kRankCount * kSuitCount)
        throw std::invalid_argument("a deal has at most 52 cards");
    data->piles = std::move(pilesBottomFirst);
    data->hash = hash;
    data_ = std::move(data);
}

int Deal::pileCount() const {
    return static_cast<int>(data_->piles.size());
}
int Deal::pileHeight(int pile) const {
    return static_cast<int>(this->pile(pile).size());
}
const std::vector<Card>& Deal::pile(int pile) const {
    return data_->piles.at(static_cast<std::size_t>(pile));
}
int Deal::cardCount() const {
    return data_->cardCount;
}
std::size_t Deal::hash() const {
    return data_->hash;
}

bool operator==(const Deal& a, const Deal& b) {
    return a.data_ == b.data_ ||
           (a.data_->hash == b.data_->hash && a.data_->piles == b.data_->piles);
}

std::optional<std::string> Deal::validate() const {
    std::bitset<kRankCount * kSuitCount> seen;
    for (int p = 0; p < pileCount(); ++p) {
        for (const Card& card : pile(p)) {
            if (card.rank >= kRankCount || card.suit >= kSuitCount)
                return "pile " + std::to_string(p + 1) + " holds an unknown card";
            if (seen.test(static_cast<std::size_t>(card.deckIndex())))
                return "card " + card.text() + " appears twice (pile " + std::to_string(p + 1) +
                       ")";
            seen.set(static_cast<std::size_t>(card.deckIndex()));
        }
    }
    return std::nullopt;
}

std::optional<std::string> Deal::standardDealProblem() const {
    if (auto problem = validate())
        return problem;
    if (pileCount() != 9)
        return "a standard deal has 9 piles, not " + std::to_string(pileCount());
    for (int p = 0; p < pileCount(); ++p) {
        if (pileHeight(p) != 4)
            return "pile " + std::to_string(p + 1) + " has " + std::to_string(pileHeight(p)) +
                   " cards, expected 4";
        for (const Card& card : pile(p))
            if (!card.inShortDeck())
                return "card " + card.text() + " is not in the 36-card deck (ranks 6 to A)";
    }
    // 36 distinct cards of the 36-card deck: the deck exactly, nothing missing.
    return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// Position

Position::Position() = default;

Position::Position(Deal deal) : deal_(std::move(deal)) {
    for (int p = 0; p < deal_.pileCount(); ++p)
        heights_[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(deal_.pileHeight(p));
}

Position::Position(Deal deal, const std::vector<int>& heights) : deal_(std::move(deal)) {
    if (static_cast<int>(heights.size()) != deal_.pileCount())
        throw std::invalid_argument("one height per pile expected");
    for (int p = 0; p < deal_.pileCount(); ++p) {
        const int h = heights[static_cast<std::size_t>(p)];
        if (h < 0 || h > deal_.pileHeight(p))
            throw std::invalid_argument("pile " + std::to_string(p + 1) + " height out of range");
        heights_[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(h);
    }
}

std::vector<int> Position::heights() const {
    return std::vector<int>(heights_.begin(), heights_.begin() + pileCount());
}

std::optional<Card> Position::topCard(int pile) const {
    const int h = height(pile);
    if (h == 0)
        return std::nullopt;
    return deal_.pile(pile)[static_cast<std::size_t>(h - 1)];
}

int Position::remainingCards() const {
    int total = 0;
    for (int p = 0; p < pileCount(); ++p)
        total += height(p);
    return total;
}

bool Position::isLost() const {
    return !isWon() && legalMoves(*this).empty();
}

bool Position::isLost(const Rules& rules) const {
    return !isWon() && legalMoves(*this, rules).empty();
}

std::uint64_t Position::stateKey() const {
    std::uint64_t key = 0;
    for (int p = pileCount() - 1; p >= 0; --p)
        key = key * static_cast<std::uint64_t>(deal_.pileHeight(p) + 1) +
              static_cast<std::uint64_t>(height(p));
    return key;
}

std::size_t Position::hash() const {
    return combineHash(deal_.hash(), stateKey());
}

bool operator==(const Position& a, const Position& b) {
    return a.heights_ == b.heights_ && a.deal_ == b.deal_;
}

// ---------------------------------------------------------------------------------------------
// Moves

namespace {

bool pair(const Card& a, const Card& b, Pairing pairing) {
    return pairClass(a.rank, a.suit, pairing) == pairClass(b.rank, b.suit, pairing);
}

} // namespace

std::vector<Move> legalMoves(const Position& position) {
    return legalMoves(position, Rules{});
}

std::vector<Move> legalMoves(const Position& position, const Rules& rules) {
    std::vector<Move> moves;
    const int piles = position.pileCount();
    for (int i = 0; i < piles; ++i) {
        const auto top = position.topCard(i);
        if (!top)
            continue;
        for (int j = i + 1; j < piles; ++j) {
            const auto other = position.topCard(j);
            if (other && pair(*other, *top, rules.pairs))
                moves.push_back(Move{i, j});
        }
    }
    return moves;
}

bool isLegal(const Position& position, Move move) {
    return isLegal(position, move, Rules{});
}

bool isLegal(const Position& position, Move move, const Rules& rules) {
    if (move.first < 0 || move.first >= move.second || move.second >= position.pileCount())
        return false;
    const auto a = position.topCard(move.first);
    const auto b = position.topCard(move.second);
    return a && b && pair(*a, *b, rules.pairs);
}

Position apply(const Position& position, Move move) {
    return apply(position, move, Rules{});
}

Position apply(const Position& position, Move move, const Rules& rules) {
    if (!isLegal(position, move, rules))
        throw std::invalid_argument("illegal move: piles " + std::to_string(move.first + 1) +
                                    " and " + std::to_string(move.second + 1));
    Position next = position;
    --next.heights_[static_cast<std::size_t>(move.first)];
    --next.heights_[static_cast<std::size_t>(move.second)];
    return next;
}

// ---------------------------------------------------------------------------------------------
// Text ids

std::string textId(const Position& position) {
    std::string out;
    for (int p = 0; p < position.pileCount(); ++p) {
        if (p > 0)
            out += '/';
        const auto& pile = position.deal().pile(p);
        for (int c = 0; c < static_cast<int>(pile.size()); ++c) {
            if (c == position.height(p))
                out += '.';
            out += pile[static_cast<std::size_t>(c)].text();
        }
    }
    return out;
}

std::string textId(const Deal& deal) {
    return textId(Position(deal));
}

Position parseTextId(std::string_view id) {
    id = trimLineSpace(id); // surrounding white space (pasted text), nothing inside
    if (id.empty())
        throw ParseError(0, "empty text id: expected piles of cards separated by '/'");
    std::vector<std::vector<Card>> piles;
    std::vector<int> heights;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = std::min(id.find('/', start), id.size());
        std::string_view pileText = id.substr(start, end - start);
        const int pileNumber = static_cast<int>(piles.size()) + 1;
        std::vector<Card> pile;
        std::optional<int> height;
        while (!pileText.empty()) {
            if (pileText.front() == '.') {
                if (height)
                    throw ParseError(0,
                                     "pile " + std::to_string(pileNumber) + " has two '.' marks");
                height = static_cast<int>(pile.size());
                pileText.remove_prefix(1);
                continue;
            }
            const auto cardText = pileText.substr(0, 2);
            const auto card = parseCard(cardText);
            if (!card)
                throw ParseError(0,
                                 "pile " + std::to_string(pileNumber) +
                                     ": expected a card like AS or TD, found " +
                                     quoteToken(pileText.substr(0, utf8PrefixBytes(pileText, 2))));
            pile.push_back(*card);
            pileText.remove_prefix(2);
        }
        heights.push_back(height.value_or(static_cast<int>(pile.size())));
        piles.push_back(std::move(pile));
        if (piles.size() > static_cast<std::size_t>(kMaxPiles))
            throw ParseError(0, "more than " + std::to_string(kMaxPiles) + " piles");
        if (end == id.size())
            break;
        start = end + 1;
    }
    int cards = 0;
    for (const auto& pile : piles)
        cards += static_cast<int>(pile.size());
    if (cards > kRankCount * kSuitCount)
        throw ParseError(0, "more than 52 cards");
    Deal deal(std::move(piles));
    if (auto problem = deal.validate())
        throw ParseError(0, *problem);
    return Position(std::move(deal), heights);
}

// ---------------------------------------------------------------------------------------------
// Random deals

Deal randomDeal(std::uint64_t seed, const DealLayout& layout) {
    std::vector<Card> deck = layout.fullDeck ? fullDeck() : shortDeck();
    int needed = 0;
    for (int h : layout.pileHeights) {
        if (h < 0)
            throw std::invalid_argument("negative pile height");
        needed += h;
    }
    if (needed > static_cast<int>(deck.size()))
        throw std::invalid_argument("the layout needs " + std::to_string(needed) +
                                    " cards, the deck has " + std::to_string(deck.size()));
    if (layout.pileHeights.size() > static_cast<std::size_t>(kMaxPiles))
        throw std::invalid_argument("too many piles");
    SeededRandom random(seed);
    // Fisher-Yates with the portable generator.
    for (std::size_t i = deck.size(); i > 1; --i)
        std::swap(deck[i - 1], deck[static_cast<std::size_t>(random.below(i))]);
    std::vector<std::vector<Card>> piles;
    std::size_t next = 0;
    for (int h : layout.pileHeights) {
        piles.emplace_back(deck.begin() + static_cast<std::ptrdiff_t>(next),
                           deck.begin() +
                               static_cast<std::ptrdiff_t>(next + static_cast<std::size_t>(h)));
        next += static_cast<std::size_t>(h);
    }
    return Deal(std::move(piles));
}

} // namespace pw::patience
