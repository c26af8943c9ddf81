// The registry entry's answers for a puzzle whose judge input and text id each hold one position
// (Jenga, Stones, the empty puzzle): parse, then answer with the puzzle's own
// answerOf(position, control[, rules]). A puzzle's answer.h names them as its entry points:
//     using Answers = OnePositionAnswers<&parseJudge, &parseTextId, &detail::answerOf>;
//     inline constexpr auto& answerJudge = Answers::judge;
// so the registry, the contract check and the command line see plain functions, written once.
// A puzzle whose input holds several positions (Patience's deals, Hackenbush's two
// configurations) writes its own. SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/parse_error.h"
#include "engine/common/solve_control.h"

#include <optional>
#include <string>
#include <string_view>
#include <type_traits>

namespace pw {

template <auto parseJudge, auto parseTextId, auto answerOf> struct OnePositionAnswers {
    // The judge input to its answer (throws ParseError, or CannotSolve rather than an unfinished
    // value).
    static std::string judge(std::string_view input, SolveControl& control) {
        return answerUnderDefaultRules(parseJudge(input), control);
    }
    // The same under other rules.
    template <typename Rules>
    static std::string judgeWith(std::string_view input, const Rules& rules,
                                 SolveControl& control) {
        return answerOf(parseJudge(input), control, rules);
    }
    // What is wrong with a text id (nullopt when its position is valid).
    static std::optional<std::string> checkTextId(std::string_view id) {
        return problemOf(parseTextId, id);
    }
    // A valid text id's judge answer.
    static std::string textId(std::string_view id, SolveControl& control) {
        return answerUnderDefaultRules(parseTextId(id), control);
    }
    // The same under rules given as their text form (parseRules of the puzzle).
    template <auto parseRules>
    static std::string textIdWith(std::string_view id, std::string_view rules,
                                  SolveControl& control) {
        return answerOf(parseTextId(id), control, parseRules(rules));
    }

private:
    template <typename Position>
    static std::string answerUnderDefaultRules(const Position& position, SolveControl& control) {
        if constexpr (std::is_invocable_v<decltype(answerOf), const Position&, SolveControl&>)
            return answerOf(position, control); // a puzzle without rules
        else
            return answerOf(position, control, {});
    }
};

} // namespace pw
