// The jenga command: the judge format in, the expected duration out (or JSON), and bench.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/io.h"
#include "cli/puzzle_command.h"

#include "engine/common/parse_error.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/simulation.h"
#include "engine/jenga/solver.h"
#include "engine/jenga/tower.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace pw::cli {

namespace {

using nlohmann::json;

json moveJson(const jenga::Tower& tower, const jenga::Move& move) {
    static constexpr const char* kSlotName[] = {"left", "middle", "right"};
    return json{{"level", move.level + 1},
                {"slot", kSlotName[move.slot]},
                {"targetSlot", kSlotName[move.targetSlot]},
                {"newLevel", tower.top().isComplete()},
                {"text", jenga::moveText(tower, move)}};
}

json policyJson(const jenga::Tower& tower, const jenga::Analysis& analysis) {
    json policy = json::object();
    for (const auto& choice : analysis.colours) {
        json entry{{"hasMove", choice.hasMove}};
        if (choice.hasMove) {
            entry["bestMove"] = moveJson(tower, choice.bestMove);
            entry["bestExpectedAfter"] = choice.bestExpectedAfter;
        }
        json moves = json::array();
        for (const auto& move : choice.moves) {
            json item = moveJson(tower, move.move);
            item["expectedAfter"] = move.expectedAfter;
            moves.push_back(item);
        }
        entry["moves"] = moves;
        policy[std::string(1, jenga::colourLetter(choice.colour))] = entry;
    }
    return policy;
}

void solveJenga(std::string_view input, const Options& options, std::ostream& out) {
    const jenga::Tower tower = jenga::parseJudge(input);
    if (const auto problem = tower.validate())
        throw ParseError(0, *problem); // cannot happen for complete levels; kept for safety
    SolveControl control = solveControl(options);
    const jenga::Result result = jenga::solve(tower, control);
    if (!options.json) {
        if (result.status != SolveStatus::Exact)
            throw CliError(kExitCannotSolve, "the tower of " + std::to_string(tower.levelCount()) +
                                     " levels is beyond exact reach (" +
                                     std::string(toString(result.status)) +
                                     "); use --json for a simulation estimate");
        out << jenga::formatJudgeAnswer(result.expectedDuration);
        return;
    }
    json doc{{"puzzle", "jenga"},
             {"levels", tower.levelCount()},
             {"textId", jenga::textId(tower)},
             {"status", std::string(toString(result.status))},
             {"statesExplored", result.stats.statesExplored},
             {"seconds", result.stats.seconds}};
    if (result.status == SolveStatus::Exact) {
        doc["expectedDuration"] = result.expectedDuration;
        doc["policy"] = policyJson(tower, result.startAnalysis);
    } else {
        SolveControl simulationControl = solveControl(options);
        jenga::SimulationEstimate estimate;
        try {
            estimate = jenga::estimateBySimulation(tower, 100000, 1, simulationControl);
        } catch (const std::invalid_argument&) {
            throw CliError(kExitCannotSolve, "the tower of " + std::to_string(tower.levelCount()) +
                                                 " levels is beyond the exact solver (" +
                                                 std::string(toString(result.status)) +
                                                 ") and too tall for the simulation estimate");
        }
        doc["expectedDuration"] = nullptr;
        doc["estimate"] = json{{"mean", estimate.mean},
                               {"halfWidth95", estimate.halfWidth95},
                               {"games", estimate.samples},
                               {"policy", std::string(estimate.method)},
                               {"upperBound", true},
                               {"exact", false}};
    }
    out << doc.dump(2) << "\n";
}

// Seeded random towers of one height (seeds 1..count): the worst and median solve time, the
// solve alone (SolveStats.seconds), so the small-tower figures are reproducible.
int benchRandomTowers(int levels, int count, int threads, std::ostream& out) {
    std::vector<double> seconds;
    std::uint64_t signature = 0;
    std::uint64_t maxStates = 0;
    int worstSeed = 0;
    double worst = -1.0;
    for (int seed = 1; seed <= count; ++seed) {
        const jenga::Tower tower = jenga::randomTower(levels, static_cast<std::uint64_t>(seed));
        SolveControl control;
        const jenga::Result result = jenga::solve(tower, control, threads);
        if (result.status != SolveStatus::Exact) {
            out << "seed " << seed << ": " << toString(result.status) << "\n";
            return 1;
        }
        seconds.push_back(result.stats.seconds);
        signature += result.stats.statesExplored;
        maxStates = std::max<std::uint64_t>(maxStates, result.stats.statesExplored);
        if (result.stats.seconds > worst) {
            worst = result.stats.seconds;
            worstSeed = seed;
        }
    }
    std::vector<double> sorted = seconds;
    std::sort(sorted.begin(), sorted.end());
    const double median = (sorted[(sorted.size() - 1) / 2] + sorted[sorted.size() / 2]) / 2;
    char line[200];
    std::snprintf(line, sizeof line,
                  "random %d-level towers, seeds 1..%d: worst %.4f s (seed %d)  median %.4f s  "
                  "max states %llu\nsignature %llu\n",
                  levels, count, worst, worstSeed, median, static_cast<unsigned long long>(maxStates),
                  static_cast<unsigned long long>(signature));
    out << line;
    return 0;
}

int benchJenga(const Options& options, std::ostream& out) {
    const int threads = options.threads; // 0: the solver's own choice
    if (const int randomLevels = options.random; randomLevels > 0)
        return benchRandomTowers(randomLevels,
                                 options.count > 0 ? options.count : (randomLevels <= 6 ? 50 : 20), threads, out);
    const bool quick = options.quick;
    std::vector<int> levelCounts{6, 7, 8};
    if (!quick) {
        levelCounts.push_back(9);
        levelCounts.push_back(10);
    }
    if (const int only = options.levels; only > 0)
        levelCounts = {only};
    std::uint64_t signature = 0;
    double totalSeconds = 0.0;
    char line[160];
    out << "levels  tower                            states        value               seconds\n";
    for (int levels : levelCounts) {
        const jenga::Tower tower = jenga::randomTower(levels, 20261122u + static_cast<unsigned>(levels));
        SolveControl control;
        const jenga::Result result = jenga::solve(tower, control, threads);
        std::snprintf(line, sizeof line, "%-7d %-32s %-13llu %-19.15g %.3f %s\n", levels,
                      jenga::textId(tower).c_str(),
                      static_cast<unsigned long long>(result.stats.statesExplored),
                      result.expectedDuration, result.stats.seconds,
                      result.status == SolveStatus::Exact ? "" : std::string(toString(result.status)).c_str());
        out << line;
        out.flush();
        signature += result.stats.statesExplored;
        totalSeconds += result.stats.seconds;
    }
    std::snprintf(line, sizeof line, "signature %llu  total %.3f s\n",
                  static_cast<unsigned long long>(signature), totalSeconds);
    out << line;
    return 0;
}

} // namespace

PuzzleCommand jengaCommand() {
    return PuzzleCommand{"jenga", "Colored Jenga: minimal expected game length (minutes)",
                         &solveJenga, &benchJenga};
}

} // namespace pw::cli
