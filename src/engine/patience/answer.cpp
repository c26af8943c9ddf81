// Double Patience's judge answer, text id checks and recogniser.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/answer.h"

#include "engine/common/parse_error.h"
#include "engine/common/resemblance.h"
#include "engine/patience/explain.h"
#include "engine/patience/judge.h"
#include "engine/patience/solver.h"

namespace pw::patience {

namespace {

std::string answerOf(const Position& start, SolveControl& control, const std::string& what,
                     const Rules& rules = {}) {
    const Result result = solve(start, control, rules);
    if (result.status != SolveStatus::Exact)
        throw CannotSolve(result.status, what + " cannot be solved (" +
                                             std::string(toString(result.status)) + ")");
    return formatProbability(result.values.random) + "\n";
}

// One card as the judge or a text id writes it: a rank (2-9, T, 10, J, Q, K, A) and a suit
// letter; several cards run together in a text id pile.
bool isCards(std::string_view token) {
    std::size_t i = 0;
    while (i < token.size()) {
        if (token.substr(i).starts_with("10"))
            i += 2;
        else if (std::string_view("23456789TJQKA").find(token[i]) != std::string_view::npos)
            ++i;
        else
            return false;
        if (i >= token.size())
            return false;
        if (std::string_view("SCDH").find(token[i]) != std::string_view::npos)
            ++i;
        else if (token.substr(i, 3) == "\u2660" || token.substr(i, 3) == "\u2663" ||
                 token.substr(i, 3) == "\u2665" || token.substr(i, 3) == "\u2666")
            i += 3;
        else
            return false;
    }
    return !token.empty();
}

} // namespace

std::string answerJudge(std::string_view input, SolveControl& control) {
    const std::vector<JudgeDeal> deals = parseJudge(input);
    std::string answer;
    for (std::size_t i = 0; i < deals.size(); ++i)
        answer += answerOf(Position(deals[i].deal), control, "deal " + std::to_string(i + 1));
    return answer;
}

std::string answerJudgeWith(std::string_view input, const Rules& rules, SolveControl& control) {
    const std::vector<JudgeDeal> deals = parseJudge(input);
    std::string answer;
    for (std::size_t i = 0; i < deals.size(); ++i)
        answer +=
            answerOf(Position(deals[i].deal), control, "deal " + std::to_string(i + 1), rules);
    return answer;
}

std::optional<std::string> checkTextId(std::string_view id) {
    return problemOf([](std::string_view text) { return parseTextId(text); }, id);
}

std::string answerTextId(std::string_view id, SolveControl& control) {
    return answerOf(parseTextId(id), control, "the deal");
}

std::optional<std::string> checkTextIdWith(std::string_view id, std::string_view rules) {
    return problemIn([&] {
        parseRules(rules);
        return checkTextId(id);
    });
}

std::string answerTextIdWith(std::string_view id, std::string_view rules, SolveControl& control) {
    return answerOf(parseTextId(id), control, "the deal", parseRules(rules));
}

bool resembles(std::string_view text) {
    const auto tokens = resemblance::firstTokens(text, 64);
    if (tokens.empty())
        return false;
    return std::all_of(tokens.begin(), tokens.end(), [](std::string_view token) {
        std::size_t start = 0;
        while (start <= token.size()) { // piles of a text id, split at '/' (an empty pile is fine)
            const std::size_t end = std::min(token.find('/', start), token.size());
            const std::string_view pile = token.substr(start, end - start);
            const std::size_t dot = pile.find('.'); // removed cards follow a '.'
            for (const std::string_view part :
                 {pile.substr(0, dot),
                  dot == std::string_view::npos ? std::string_view() : pile.substr(dot + 1)})
                if (!part.empty() && !isCards(part))
                    return false;
            start = end + 1;
        }
        return true;
    });
}

} // namespace pw::patience
