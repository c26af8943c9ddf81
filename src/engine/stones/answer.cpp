// Stones' judge answer, text id checks and recogniser.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/answer.h"
#include "engine/stones/judge.h"

#include "engine/common/parse_error.h"
#include "engine/common/resemblance.h"
#include "engine/stones/solver.h"

namespace pw::stones {

std::string detail::answerOf(const Position& position, SolveControl& control, const Rules& rules) {
    if (const auto problem = checkRules(rules, position.vertexCount()))
        throw ParseError(0, *problem);
    const Answer answer = solveAnswer(position, rules, control);
    // "-1" for an unfinished search would be a wrong answer.
    if (answer.status != SolveStatus::Exact)
        throw CannotSolve(answer.status, "the search did not finish (" +
                                             std::string(toString(answer.status)) +
                                             ") for n = " + std::to_string(position.vertexCount()));
    return formatJudgeAnswer(answer);
}

std::optional<std::string> checkTextIdWith(std::string_view id, std::string_view rules) {
    return problemIn([&]() -> std::optional<std::string> {
        const Rules parsed = parseRules(rules);
        const Position position = parseTextId(id);
        if (auto problem = position.validate())
            return problem;
        return checkRules(parsed, position.vertexCount()); // the target on the board
    });
}

bool resembles(std::string_view text) {
    using namespace resemblance;
    const auto tokens = firstTokens(text, 8);
    if (tokens.size() == 1) { // n:s1,s2,s3:letters
        const std::string_view id = tokens[0];
        const std::size_t first = id.find(':');
        return first != std::string_view::npos && isNumber(id.substr(0, first)) &&
               id.find(':', first + 1) != std::string_view::npos;
    }
    return tokens.size() >= 5 && isNumber(tokens[0]) && isNumber(tokens[1]) &&
           isNumber(tokens[2]) && isNumber(tokens[3]) &&
           tokens[4].find('*') != std::string_view::npos;
}

} // namespace pw::stones
