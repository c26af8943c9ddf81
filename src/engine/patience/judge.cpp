// Judge format reader and writer for Double Patience (docs/puzzles.md (Double Patience)).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/judge.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

#include <array>
#include <charconv>

namespace pw::patience {

namespace {

constexpr int kPiles = 9;
constexpr int kCardsPerPile = 4;

Card parseJudgeCard(const Token& token) {
    const std::string_view text = token.text;
    // Two characters of one byte each; a rank or suit outside ASCII is quoted whole, not by byte.
    if (text.size() != 2 || utf8Length(text) != 2)
        throw ParseError(token.line, "expected a card (rank then suit, like AS or TD), found " +
                                         quoteToken(text));
    const auto rank = kRankLetters.find(text[0]);
    if (rank == std::string_view::npos)
        throw ParseError(token.line, "unknown rank " + quoteCharacterAt(text, 0) + " in card " +
                                         quoteToken(text) + " (expected one of 6 7 8 9 T J Q K A)");
    if (static_cast<int>(rank) < kSixRank)
        throw ParseError(token.line, "card " + quoteToken(text) +
                                         " is not in the 36-card deck (ranks 6 7 8 9 T J Q K A)");
    const auto suit = kSuitLetters.find(text[1]);
    if (suit == std::string_view::npos)
        throw ParseError(token.line, "unknown suit " + quoteCharacterAt(text, 1) + " in card " +
                                         quoteToken(text) + " (expected one of S C D H)");
    return Card{static_cast<Rank>(rank), static_cast<Suit>(suit)};
}

// Every card of the 36-card deck exactly once; otherwise the first repeat, naming what is missing.
void checkDeck(const std::vector<std::vector<Card>>& piles,
               const std::vector<LineNumber>& cardLines, int dealNumber) {
    std::array<LineNumber, kRankCount * kSuitCount> firstLine{}; // 0: not seen yet
    const Card* repeated = nullptr;
    int repeatedLine = 0;
    int repeatedFirstLine = 0;
    std::size_t index = 0;
    for (const auto& pile : piles) {
        for (const Card& card : pile) {
            const LineNumber line = cardLines[index++];
            LineNumber& seen = firstLine[static_cast<std::size_t>(card.deckIndex())];
            if (seen == 0) {
                seen = line;
            } else if (!repeated) {
                repeated = &card;
                repeatedLine = line;
                repeatedFirstLine = seen;
            }
        }
    }
    if (!repeated)
        return;
    std::string missing;
    for (const Card& card : shortDeck())
        if (firstLine[static_cast<std::size_t>(card.deckIndex())] == 0) {
            if (!missing.empty())
                missing += ' ';
            missing += card.text();
        }
    throw ParseError(repeatedLine, "card " + repeated->text() + " appears twice in deal " +
                                       std::to_string(dealNumber) + " (also on line " +
                                       std::to_string(repeatedFirstLine) +
                                       "); missing: " + missing);
}

} // namespace

std::vector<JudgeDeal> parseJudge(std::string_view text) {
    TextScanner scanner(text);
    if (scanner.atEnd())
        throw ParseError(1, "empty input: expected a deal (nine lines of four cards)");
    std::vector<JudgeDeal> deals;
    int lastCardLine = 1; // a truncated deal is reported on its last line with a card
    while (!scanner.atEnd()) {
        const int dealNumber = static_cast<int>(deals.size()) + 1;
        const std::string where = " of deal " + std::to_string(dealNumber);
        std::vector<std::vector<Card>> piles;
        std::vector<LineNumber> cardLines;
        LineNumber firstLine = 0;
        for (int p = 0; p < kPiles; ++p) {
            std::vector<Card> pile;
            int pileLine = 0;
            for (int c = 0; c < kCardsPerPile; ++c) {
                const auto token = scanner.next();
                if (!token)
                    throw ParseError(lastCardLine, "truncated deal: expected card " +
                                                       std::to_string(c + 1) + " of pile " +
                                                       std::to_string(p + 1) + where +
                                                       " (nine lines of four cards)");
                // One pile per line: a line with too few cards shows up as a card on the next line.
                if (c == 0)
                    pileLine = token->line;
                else if (token->line != pileLine)
                    throw ParseError(pileLine, "pile " + std::to_string(p + 1) + where + " has " +
                                                   std::to_string(c) +
                                                   " cards on its line, expected 4 (next card " +
                                                   quoteToken(token->text) + " is on line " +
                                                   std::to_string(token->line) + ")");
                pile.push_back(parseJudgeCard(*token));
                cardLines.push_back(token->line);
                lastCardLine = token->line;
            }
            if (!scanner.restOfLineIsEmpty()) {
                const auto extra = scanner.peek();
                throw ParseError(pileLine,
                                 "pile " + std::to_string(p + 1) + where +
                                     " has more than 4 cards on its line (extra " +
                                     quoteToken(extra ? extra->text : std::string_view{}) + ")");
            }
            if (p == 0)
                firstLine = pileLine;
            piles.push_back(std::move(pile));
        }
        checkDeck(piles, cardLines, dealNumber);
        deals.push_back(JudgeDeal{Deal(std::move(piles)), firstLine});
    }
    return deals;
}

std::string formatJudge(const Deal& deal) {
    std::string out;
    for (int p = 0; p < deal.pileCount(); ++p) {
        const auto& pile = deal.pile(p);
        for (std::size_t c = 0; c < pile.size(); ++c) {
            if (c > 0)
                out += ' ';
            out += pile[c].text();
        }
        out += '\n';
    }
    return out;
}

std::string formatJudge(const std::vector<JudgeDeal>& deals) {
    std::string out;
    for (const JudgeDeal& deal : deals)
        out += formatJudge(deal.deal);
    return out;
}

std::string formatProbability(double probability) {
    // to_chars ignores the C locale (a Qt application sets it from the environment).
    char buffer[64];
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, probability, std::chars_format::fixed, 6);
    return error == std::errc{} ? std::string(buffer, end) : std::string("nan");
}

} // namespace pw::patience
