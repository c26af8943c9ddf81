// `solve document FILE`: checks a workbench document and prints each page's contest answer.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/io.h"
#include "cli/puzzle_command.h"
#include "cli/rules_options.h"
#include "engine/common/parse_error.h"
#include "engine/document/workbench_document.h"
#include "engine/registry/registry.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace pw::cli {

namespace {

void solveDocument(std::string_view input, const Options& options, std::ostream& out) {
    const auto document = document::parseDocument(input);
    nlohmann::json pages = nlohmann::json::object();
    for (const auto& [puzzle, entry] : document.pages) {
        SolveControl control = solveControl(options);
        std::string answer;
        // Each page under its own rules (its options' "rules"; none: the contest's).
        const registry::Puzzle& entryOf = *registry::find(puzzle);
        try {
            answer = entry.rules.empty()
                         ? entryOf.answerTextId(entry.position, control)
                         : entryOf.answerTextIdWith(entry.position, entry.rules, control);
        } catch (const CannotSolve& error) { // every page must be answered, or the command fails
            throw CannotSolve(error.status(), "the " + puzzle + " page: " + error.message());
        }
        if (options.json)
            pages[puzzle] = {{"position", entry.position},
                             {"answer", answer},
                             {"rules", rulesJsonOf(puzzle, entry.rules)}};
        else
            out << "== " << puzzle
                << (entry.rules.empty() ? std::string() : " (rules " + entry.rules + ")") << "\n"
                << answer;
    }
    if (options.json)
        out << nlohmann::json{{"puzzle", "document"},
                              {"current", document.currentPuzzle},
                              {"pages", pages}}
                   .dump()
            << "\n";
}

} // namespace

PuzzleCommand documentCommand() {
    PuzzleCommand command;
    command.name = "document";
    command.summary = "a workbench document (.pwb): checks it, prints each page's judge answer";
    command.json = &solveDocument;
    command.plain = &solveDocument;
    return command;
}

} // namespace pw::cli
