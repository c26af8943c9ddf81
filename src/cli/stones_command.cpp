// `solve stones` (judge format or --json) and `bench stones` (fixed boards, states signature).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/io.h"
#include "cli/puzzle_command.h"
#include "cli/rules_options.h"
#include "engine/common/parse_error.h"
#include "engine/stones/answer.h"
#include "engine/stones/explain.h"
#include "engine/stones/judge.h"
#include "engine/stones/solver.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <ostream>
#include <stdexcept>

namespace pw::cli {

namespace {

using stones::Position;

// Why the goal cannot be reached (explain.h): the sizes of the start's and the goal's components
// and a small witness. It needs the goal's whole component (solve()), so over the budget only
// its status is given.
nlohmann::json impossibleJson(const Position& position, const Options& options) {
    SolveControl control = solveControl(options);
    const stones::Result whole = stones::solve(position, control, options.target);
    stones::Impossibility why;
    why.status = whole.status;
    if (whole.status == SolveStatus::Exact)
        why = stones::explainImpossible(whole, control);
    if (why.status != SolveStatus::Exact)
        return {{"status", std::string(toString(why.status))}};
    nlohmann::json witness = nlohmann::json::array();
    for (const Position& p : why.witness)
        witness.push_back({p.stones()[0] + 1, p.stones()[1] + 1, p.stones()[2] + 1});
    return {{"status", "exact"},
            {"totalPositions", why.totalPositions},
            {"reachableFromStart", why.reachableFromStart},
            {"canReachGoal", why.canReachGoal},
            {"witness", std::move(witness)},
            {"witnessSide", why.witness.empty()      ? nlohmann::json(nullptr)
                            : why.witnessIsStartSide ? nlohmann::json("start")
                                                     : nlohmann::json("goal")},
            {"text", why.text}};
}

// The board, its target checked against it (a target beyond the board is a usage error: the
// option does not suit this input).
Position boardFor(std::string_view input, const Options& options) {
    Position position = stones::parseJudge(input);
    if (const auto problem = stones::checkRules(options.target, position.vertexCount()))
        throw CliError(kExitUsage, "--target: " + *problem);
    return position;
}

void plainStones(std::string_view input, const Options& options, std::ostream& out) {
    const Position position = boardFor(input, options);
    SolveControl control = solveControl(options);
    const stones::Answer answer = stones::solveAnswer(position, options.target, control);
    if (answer.status != SolveStatus::Exact) // "-1" for an unfinished search would be wrong
        throw CannotSolve(answer.status, "the search did not finish (" +
                                             std::string(toString(answer.status)) +
                                             ") for n = " + std::to_string(position.vertexCount()));
    out << stones::formatJudgeAnswer(answer);
}

void jsonStones(std::string_view input, const Options& options, std::ostream& out) {
    const Position position = boardFor(input, options);
    SolveControl control = solveControl(options);
    const stones::Answer answer =
        stones::solveAnswer(position, options.target, control, stones::AnswerDetail::FirstMoves);
    if (answer.status != SolveStatus::Exact)
        throw CannotSolve(answer.status, "the search did not finish (" +
                                             std::string(toString(answer.status)) +
                                             ") for n = " + std::to_string(position.vertexCount()));
    const auto distanceJson = [](std::optional<int> distance) {
        return distance ? nlohmann::json(*distance) : nlohmann::json(nullptr);
    };
    // Every legal first move, optimal or not, with the distance left after it (null: the goal
    // is then out of reach), and the distance left after each move of the optimal path.
    nlohmann::json firstMoves = nlohmann::json::array();
    nlohmann::json path = nlohmann::json::array();
    nlohmann::json distances = nlohmann::json::array();
    for (const auto& outcome : answer.firstMoves)
        firstMoves.push_back({{"move", {outcome.move.from + 1, outcome.move.to + 1}},
                              {"distanceAfter", distanceJson(outcome.distanceAfter)}});
    distances.push_back(distanceJson(answer.moveCount));
    for (std::size_t i = 0; i < answer.path.size(); ++i) {
        path.push_back({answer.path[i].from + 1, answer.path[i].to + 1});
        distances.push_back(*answer.moveCount - static_cast<int>(i) - 1);
    }
    nlohmann::json json;
    json["puzzle"] = stones::kName;
    json["rules"] = rulesJson(options.target);
    json["firstMoves"] = std::move(firstMoves);
    json["distances"] = std::move(distances);
    json["moves"] = distanceJson(answer.moveCount);
    json["path"] = std::move(path);
    json["statesExplored"] = answer.stats.statesExplored;
    json["seconds"] = answer.stats.seconds;
    json["status"] = std::string(toString(answer.status));
    if (!answer.moveCount)
        json["impossible"] = impossibleJson(position, options);
    out << json.dump() << "\n";
}

struct BenchCase {
    int vertexCount;
    int colourCount;
    std::uint64_t seed;
    bool large;
};

// Fixed boards: random colourings connect (nearly) every triple to the goal, the worst case.
constexpr BenchCase kBenchCases[] = {
    {70, 1, 1, false}, {70, 3, 2, false}, {70, 26, 3, false}, {500, 2, 4, true}, {500, 26, 5, true},
};

int benchStones(const Options& options, std::ostream& out) {
    const bool quick = options.quick;
    const int onlyCase =
        options.benchCase; // runs the K-th case alone (1-based), e.g. for peak memory
    out << "stones bench (solve time only; small boards: median of 21 runs)\n";
    char line[160];
    std::snprintf(line, sizeof line, "%5s %8s %6s %10s %7s %10s\n", "n", "colours", "seed",
                  "states", "answer", "ms");
    out << line;
    std::uint64_t signature = 0;
    double totalMs = 0;
    int caseNumber = 0;
    for (const BenchCase& bench : kBenchCases) {
        ++caseNumber;
        if ((quick && bench.large) || (onlyCase != 0 && caseNumber != onlyCase))
            continue;
        const Position position =
            stones::randomPosition(bench.vertexCount, bench.colourCount, bench.seed);
        std::vector<double> times;
        stones::Result result;
        for (int run = 0; run < (bench.large ? 1 : 21); ++run) {
            SolveControl control;
            result = stones::solve(position, control);
            times.push_back(result.stats.seconds * 1000.0);
        }
        std::sort(times.begin(), times.end());
        const double ms = times[times.size() / 2];
        totalMs += ms;
        signature += result.stats.statesExplored;
        std::snprintf(line, sizeof line, "%5d %8d %6llu %10llu %7d %10.2f\n", bench.vertexCount,
                      bench.colourCount, static_cast<unsigned long long>(bench.seed),
                      static_cast<unsigned long long>(result.stats.statesExplored),
                      result.moveCount ? *result.moveCount : -1, ms);
        out << line;
    }
    std::snprintf(line, sizeof line, "total ms %.2f\nsignature %llu\n", totalMs,
                  static_cast<unsigned long long>(signature));
    out << line;
    return 0;
}

} // namespace

PuzzleCommand stonesCommand() {
    PuzzleCommand command;
    command.name = stones::kName;
    command.json = &jsonStones;
    command.plain = &plainStones;
    command.solveOptions = [](CLI::App& solve, Options& options) {
        addTargetOption(solve, options);
    };
    command.bench = &benchStones;
    command.benchOptions = [](CLI::App& bench, Options& options) {
        bench.add_flag("--quick", options.quick, "the shorter workload");
        bench.add_option("--case", options.benchCase, "run only this case")
            ->check(CLI::Range(1, 5));
    };
    return command;
}

} // namespace pw::cli
