// `solve document FILE`: checks a workbench document and prints each page's contest answer.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/io.h"
#include "cli/puzzle_command.h"
#include "engine/common/parse_error.h"
#include "engine/document/workbench_document.h"
#include "engine/hackenbush/judge.h"
#include "engine/jenga/solver.h"
#include "engine/patience/judge_format.h"
#include "engine/patience/solver.h"
#include "engine/stones/solver.h"

#include <nlohmann/json.hpp>

#include <ostream>

namespace pw::cli {

namespace {

// A page the solver could not finish makes the whole command fail with "cannot solve" (exit 3),
// as every other command does, instead of printing the status as if it were an answer.
void requireExact(const std::string& puzzle, SolveStatus status) {
    if (status != SolveStatus::Exact)
        throw CliError(kExitCannotSolve, "the " + puzzle + " page cannot be solved (" +
                                             std::string(toString(status)) + ")");
}

// The judge answer for one page's position (the document checked that it is valid).
std::string answerOf(const std::string& puzzle, const std::string& id, const Options& options) {
    SolveControl control = solveControl(options);
    if (puzzle == "jenga") {
        const auto result = jenga::solve(jenga::parseTextId(id), control);
        requireExact(puzzle, result.status);
        return jenga::formatJudgeAnswer(result.expectedDuration);
    }
    if (puzzle == "patience") {
        const auto result = patience::solve(patience::parseTextId(id), control);
        requireExact(puzzle, result.status);
        return patience::formatProbability(result.values.random) + "\n";
    }
    if (puzzle == "hackenbush") {
        std::vector<hackenbush::Comparison> comparisons;
        for (const auto& test : hackenbush::parseTestsId(id).tests)
            comparisons.push_back(hackenbush::compare(test.first, test.second));
        return hackenbush::formatJudgeAnswer(comparisons);
    }
    const auto result = stones::solve(stones::parseTextId(id), control);
    requireExact(puzzle, result.status);
    return stones::formatJudgeAnswer(result);
}

void solveDocument(std::string_view input, const Options& options, std::ostream& out) {
    const auto document = document::parseDocument(input);
    nlohmann::json pages = nlohmann::json::object();
    for (const auto& [puzzle, entry] : document.pages) {
        const std::string answer = answerOf(puzzle, entry.position, options);
        if (options.json)
            pages[puzzle] = {{"position", entry.position}, {"answer", answer}};
        else
            out << "== " << puzzle << "\n" << answer;
    }
    if (options.json)
        out << nlohmann::json{{"puzzle", "document"}, {"current", document.currentPuzzle}, {"pages", pages}}.dump()
            << "\n";
}

int benchDocument(const Options&, std::ostream& out) {
    out << "document: nothing to benchmark (each page's puzzle has its own bench)\n";
    return 0;
}

} // namespace

PuzzleCommand documentCommand() {
    return {"document", "a workbench document (.pwb): checks it, prints each page's judge answer",
            &solveDocument, &benchDocument};
}

} // namespace pw::cli
