// The empty puzzle's judge answer, text id checks and recogniser.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/nullpuzzle/answer.h"

#include "engine/common/parse_error.h"
#include "engine/common/resemblance.h"
#include "engine/nullpuzzle/judge.h"

namespace pw::nullpuzzle {

std::string detail::answerOf(const Position& position, SolveControl& control) {
    if (const auto problem = position.validate())
        throw ParseError(0, *problem);
    const Result result = solve(position, control);
    if (result.status != SolveStatus::Exact)
        throw CannotSolve(result.status, "not solved");
    return formatJudgeAnswer(result);
}

bool resembles(std::string_view text) {
    const auto tokens = resemblance::firstTokens(text);
    return tokens.size() == 1 && resemblance::isNumber(tokens[0]);
}

} // namespace pw::nullpuzzle
