// The contest judge format of Double Patience: deals of nine lines of four cards in, one
// probability with six decimals a deal out.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/parse_error.h"
#include "engine/patience/position.h"

#include <string>
#include <string_view>
#include <vector>

namespace pw::patience {

// A deal and the input line its first pile is on (for messages and --json).
struct JudgeDeal {
    Deal deal;
    LineNumber firstLine = 1;
};

// Reads deals until the end of input: per deal nine lines (piles) of four cards, bottom card
// first, top card last, each deal exactly the 36-card deck. Tokens are whitespace separated and
// blank lines may appear anywhere. Throws ParseError naming the line and the card for an unknown
// rank or suit, a token that is not a card, a pile line without exactly four cards, a repeated
// (and hence missing) card, a truncated deal, or an input without any deal.
std::vector<JudgeDeal> parseJudge(std::string_view text);

// The deal as judge input: one line a pile, cards bottom first separated by spaces.
std::string formatJudge(const Deal& deal);
// A whole judge input, the deals one after the other: parseJudge(formatJudge(deals)) gives them
// back.
std::string formatJudge(const std::vector<JudgeDeal>& deals);

// "0.589314": six digits after the point, as the judge expects.
std::string formatProbability(double probability);

} // namespace pw::patience
