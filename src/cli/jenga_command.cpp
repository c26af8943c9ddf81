// The jenga command: the judge format in, the expected duration out (or JSON), and bench.
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
    SolveControl control;
    const jenga::Result result = jenga::solve(tower, control);
    if (!options.json) {
        if (result.status != SolveStatus::Exact)
            throw std::runtime_error("the tower of " + std::to_string(tower.levelCount()) +
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
        SolveControl simulationControl;
        const auto estimate = jenga::estimateBySimulation(tower, 100000, 1, simulationControl);
        doc["expectedDuration"] = nullptr;
        doc["estimate"] = json{{"mean", estimate.mean},
                               {"halfWidth95", estimate.halfWidth95},
                               {"games", estimate.games},
                               {"policy", std::string(estimate.policy)},
                               {"upperBound", true},
                               {"exact", false}};
    }
    out << doc.dump(2) << "\n";
}

int benchJenga(const Options& options, std::ostream& out) {
    const bool quick = std::find(options.extra.begin(), options.extra.end(), "--quick") != options.extra.end();
    std::vector<int> levelCounts{6, 7, 8};
    if (!quick) {
        levelCounts.push_back(9);
        levelCounts.push_back(10);
    }
    std::uint64_t signature = 0;
    double totalSeconds = 0.0;
    char line[160];
    out << "levels  tower                            states        value               seconds\n";
    for (int levels : levelCounts) {
        const jenga::Tower tower = jenga::randomTower(levels, 20261122u + static_cast<unsigned>(levels));
        SolveControl control;
        const jenga::Result result = jenga::solve(tower, control);
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
