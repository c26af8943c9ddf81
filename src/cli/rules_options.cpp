// The rules options and the --json `rules` object.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/rules_options.h"

#include "cli/option_checks.h"

#include <CLI/CLI.hpp>

namespace pw::cli {

nlohmann::json rulesJson(const jenga::Rules& rules) {
    return {{"die",
             {{"red", rules.colourFaces[0]},
              {"green", rules.colourFaces[1]},
              {"blue", rules.colourFaces[2]},
              {"black", rules.blackFaces}}},
            {"contest", rules.isContest()}};
}

nlohmann::json rulesJson(const stones::Rules& rules) {
    const stones::Rules sorted = rules.normalized();
    return {{"target", {sorted.target[0] + 1, sorted.target[1] + 1, sorted.target[2] + 1}},
            {"contest", rules.isContest()}};
}

nlohmann::json rulesJson(const patience::Rules& rules) {
    return {{"choose", std::string(toString(rules.choose))},
            {"pairs", std::string(toString(rules.pairs))},
            {"contest", rules.isContest()}};
}

nlohmann::json rulesJson(const hackenbush::Rules& rules) {
    return {{"cubes", hackenbush::rulesText(rules)}, {"contest", rules.isContest()}};
}

nlohmann::json contestRulesJson(std::string_view puzzle) {
    return rulesJsonOf(puzzle, {});
}

nlohmann::json rulesJsonOf(std::string_view puzzle, std::string_view rules) {
    const bool contest = rules.empty();
    if (puzzle == "jenga")
        return rulesJson(contest ? jenga::Rules{} : jenga::parseRules(rules));
    if (puzzle == "stones")
        return rulesJson(contest ? stones::Rules{} : stones::parseRules(rules));
    if (puzzle == "patience")
        return rulesJson(contest ? patience::Rules{} : patience::parseRules(rules));
    if (puzzle == "hackenbush")
        return rulesJson(contest ? hackenbush::Rules{} : hackenbush::parseRules(rules));
    return nullptr;
}

void addDieOption(CLI::App& command, Options& options) {
    command
        .add_option_function<std::string>(
            "--die", [&options](const std::string& text) { options.die = jenga::parseRules(text); },
            "the die as R,G,B,K: its red, green, blue and black faces, each 0 to 12, at least "
            "one of R, G, B above 0 (default: the contest's 1,2,2,1)")
        ->type_name("R,G,B,K")
        ->check(ruleText([](std::string_view text) { jenga::parseRules(text); }, "die"));
}

void addTargetOption(CLI::App& command, Options& options) {
    command
        .add_option_function<std::string>(
            "--target",
            [&options](const std::string& text) { options.target = stones::parseRules(text); },
            "the three vertices the stones must reach, 1-based, as A,B,C (default: the "
            "contest's 1,2,3)")
        ->type_name("A,B,C")
        ->check(ruleText([](std::string_view text) { stones::parseRules(text); }, "target"));
}

void addPatienceRulesOptions(CLI::App& command, Options& options) {
    command
        .add_option_function<std::string>(
            "--choose",
            [&options](const std::string& text) {
                options.patienceRules.choose = *patience::parseChoose(text);
            },
            "how the random player chooses: pairs (uniformly among the pairs of piles, the "
            "contest's) or ranks (uniformly among the ranks that can be paired, then among "
            "that rank's pairs)")
        ->type_name("pairs|ranks")
        ->check(CLI::IsMember({"pairs", "ranks"}));
    command
        .add_option_function<std::string>(
            "--pairs",
            [&options](const std::string& text) {
                options.patienceRules.pairs = *patience::parsePairing(text);
            },
            "which top cards pair: rank (the same rank, the contest's) or rank-colour (the same "
            "rank and colour: red with red, black with black)")
        ->type_name("rank|rank-colour")
        ->check(CLI::IsMember({"rank", "rank-colour"}));
}

} // namespace pw::cli
