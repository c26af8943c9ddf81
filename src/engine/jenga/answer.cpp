// Colored Jenga's judge answer, text id checks and recogniser.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/answer.h"

#include "engine/common/parse_error.h"
#include "engine/common/resemblance.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/solver.h"

namespace pw::jenga {

std::string detail::answerOf(const Tower& tower, SolveControl& control, const Rules& rules) {
    if (const auto problem = tower.validate())
        throw ParseError(0, *problem);
    const Result result = solve(tower, control, rules);
    if (result.status != SolveStatus::Exact)
        throw CannotSolve(result.status, "the tower of " + std::to_string(tower.levelCount()) +
                                             " levels is beyond exact reach (" +
                                             std::string(toString(result.status)) +
                                             (result.note.empty() ? "" : ": " + result.note) + ")");
    return formatJudgeAnswer(result.expectedDuration);
}

std::optional<std::string> checkTextIdWith(std::string_view id, std::string_view rules) {
    return problemIn([&] {
        parseRules(rules);
        return checkTextId(id);
    });
}

bool resembles(std::string_view text) {
    using namespace resemblance;
    const auto tokens = firstTokens(text);
    if (tokens.size() == 1) { // a text id: levels of three characters joined by '/'
        const std::string_view id = tokens[0];
        return onlyOf(id, "RGB./") && id.find_first_of("RGB") != std::string_view::npos &&
               (id.size() + 1) % 4 == 0 &&
               std::all_of(id.begin(), id.end(), [&, i = std::size_t{0}](char c) mutable {
                   return (i++ % 4 == 3) == (c == '/');
               });
    }
    if (tokens.size() < 2 || !isNumber(tokens[0]))
        return false;
    return std::all_of(tokens.begin() + 1, tokens.end(),
                       [](std::string_view t) { return t.size() == 3 && onlyOf(t, "RGB"); });
}

} // namespace pw::jenga
