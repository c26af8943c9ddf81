// Hackenbush towers' judge answer, text id checks and recogniser.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/answer.h"

#include "engine/common/parse_error.h"
#include "engine/common/resemblance.h"
#include "engine/hackenbush/game_value.h"
#include "engine/hackenbush/judge.h"

namespace pw::hackenbush {

namespace {

std::string answerOf(const std::vector<JudgeTest>& tests, SolveControl& control) {
    std::string answer;
    for (std::size_t k = 0; k < tests.size(); ++k) {
        if (k % 1024 == 0 &&
            control.checkpoint(k, "comparing",
                               static_cast<double>(k) / static_cast<double>(tests.size())))
            throw CannotSolve(SolveStatus::Cancelled,
                              "cancelled after " + std::to_string(k) + " tests");
        if (tests[k].first.hasGreen() || tests[k].second.hasGreen()) {
            const GameComparison games = compareGames(tests[k].first, tests[k].second, control);
            if (games.status != SolveStatus::Exact)
                throw CannotSolve(games.status, "test " + std::to_string(k + 1) +
                                                    " cannot be compared (" +
                                                    std::string(toString(games.status)) + ")");
            answer += "Test " + std::to_string(k + 1) +
                      (games.firstAtLeastSecond() ? ": Yes\n" : ": No\n");
        } else {
            answer += formatJudgeAnswer(k + 1, compare(tests[k].first, tests[k].second));
        }
    }
    return answer;
}

// The first configuration of `tests` that `rules` do not allow, in words.
std::optional<std::string> firstDisallowed(const std::vector<JudgeTest>& tests,
                                           const Rules& rules) {
    for (const auto& test : tests)
        for (const Position* configuration : {&test.first, &test.second})
            if (auto problem = configuration->validate(rules))
                return problem;
    return std::nullopt;
}

} // namespace

std::string answerJudge(std::string_view input, SolveControl& control) {
    return answerOf(parseJudge(input), control);
}

std::string answerJudgeWith(std::string_view input, const Rules& rules, SolveControl& control) {
    return answerOf(parseJudgeWith(input, rules), control);
}

std::optional<std::string> checkTextId(std::string_view id) {
    return problemIn([&] { return firstDisallowed(parseTestsId(id).tests, Rules{}); });
}

std::string answerTextId(std::string_view id, SolveControl& control) {
    return answerOf(parseTestsId(id).tests, control);
}

std::optional<std::string> checkTextIdWith(std::string_view id, std::string_view rules) {
    return problemIn([&] {
        const Rules parsed = parseRules(rules);
        return firstDisallowed(parseTestsId(id, parsed).tests, parsed);
    });
}

std::string answerTextIdWith(std::string_view id, std::string_view rules, SolveControl& control) {
    return answerOf(parseTestsId(id, parseRules(rules)).tests, control);
}

bool resembles(std::string_view text) {
    using namespace resemblance;
    const auto tokens = firstTokens(text);
    if (tokens.size() == 1)
        return onlyOf(tokens[0], "WB|,;@0123456789") &&
               tokens[0].find_first_of("WB|") != std::string_view::npos;
    return tokens.size() >= 3 && isNumber(tokens[0]) && tokens[1] == "Test";
}

} // namespace pw::hackenbush
