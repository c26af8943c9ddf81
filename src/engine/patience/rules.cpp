// Double Patience's rules: their text forms.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/rules.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

namespace pw::patience {

std::string_view toString(Choose choose) {
    return choose == Choose::Pairs ? "pairs" : "ranks";
}

std::string_view toString(Pairing pairing) {
    return pairing == Pairing::Rank ? "rank" : "rank-colour";
}

std::optional<Choose> parseChoose(std::string_view text) {
    if (text == "pairs")
        return Choose::Pairs;
    if (text == "ranks")
        return Choose::Ranks;
    return std::nullopt;
}

std::optional<Pairing> parsePairing(std::string_view text) {
    if (text == "rank")
        return Pairing::Rank;
    if (text == "rank-colour")
        return Pairing::RankColour;
    return std::nullopt;
}

std::string rulesText(const Rules& rules) {
    return std::string(toString(rules.choose)) + "," + std::string(toString(rules.pairs));
}

Rules parseRules(std::string_view text) {
    const std::size_t comma = text.find(',');
    const auto choose =
        comma == std::string_view::npos ? std::nullopt : parseChoose(text.substr(0, comma));
    const auto pairs =
        comma == std::string_view::npos ? std::nullopt : parsePairing(text.substr(comma + 1));
    if (!choose || !pairs)
        throw ParseError(0, "expected the rules as CHOOSE,PAIRS (CHOOSE pairs or ranks, PAIRS "
                            "rank or rank-colour, e.g. pairs,rank), found " +
                                quoteToken(text));
    return Rules{*choose, *pairs};
}

std::string describeRules(const Rules& rules) {
    std::string text = rules.choose == Choose::Pairs
                           ? "random choices uniform over pairs of piles"
                           : "random choices uniform over the ranks that can be paired, then "
                             "over that rank's pairs";
    text += rules.pairs == Pairing::Rank ? "; cards of the same rank pair"
                                         : "; cards of the same rank and colour pair";
    return rules.isContest() ? text + " (the contest's rules)" : text;
}

} // namespace pw::patience
