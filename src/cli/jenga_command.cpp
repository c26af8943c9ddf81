// The jenga command: the judge format in, the expected duration out (or JSON), and bench.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/io.h"
#include "cli/puzzle_command.h"

#include "engine/common/atomic_file.h"
#include "engine/common/parse_error.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/answer.h"
#include "engine/jenga/bracket.h"
#include "engine/jenga/distribution.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/optimal_policy.h"
#include "engine/jenga/policy.h"
#include "engine/jenga/position.h"
#include "engine/jenga/prediction.h"
#include "engine/jenga/solver.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/stat.h>
#include <vector>

namespace pw::cli {

namespace {

using nlohmann::json;

constexpr std::uint64_t kEstimateSeed = 1; // estimates are reproducible

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

// The lower bound with what it is and how it was proven.
json lowerBoundJson(const jenga::LowerBound& lower) {
    json out{{"value", lower.value},
             {"kind", std::string(jenga::toString(jenga::ValueKind::LowerBound))},
             {"method", std::string(lower.methodName)},
             {"exact", lower.exact},
             {"seconds", lower.seconds}};
    if (lower.method == jenga::LowerBoundMethod::EndgameAggregation) {
        out["tablePotential"] = lower.tablePotential;
        out["aggregatedPositions"] = lower.aggregates;
    } else {
        out["why"] = lower.why;
    }
    return out;
}

// The estimate: the policy's games (its mean, interval and histogram are about that policy), the
// upper bound they give the optimum, the proven lower bound and the bracket's width.
json estimateJson(const jenga::Bracket& bracket) {
    const jenga::PolicyEstimate& estimate = bracket.policy;
    return json{
        {"kind", std::string(jenga::toString(jenga::ValueKind::PolicyMean))},
        {"mean", estimate.mean},
        {"low95", estimate.low95()},
        {"high95", estimate.high95()},
        {"halfWidth95", estimate.halfWidth95},
        {"standardDeviation", estimate.standardDeviation},
        {"games", estimate.samples},
        {"policy", std::string(estimate.method)},
        {"trainingLevels", estimate.trainingLevels},
        {"lengthProbability", estimate.histogram},
        {"upperBound", json{{"value", bracket.upper()},
                            {"kind", std::string(jenga::toString(jenga::ValueKind::UpperBound))},
                            {"method", "the policy's mean plus 1.96 standard errors (high95)"},
                            {"confidence", 0.975}}},
        {"lowerBound", lowerBoundJson(bracket.lower)},
        {"bracketWidth", bracket.width()},
        {"exact", false}};
}

// --layers and --layer-folder: where an exact solve keeps the layers it is not reading.
jenga::ExactOptions exactOptions(const Options& options) {
    jenga::ExactOptions exact;
    exact.threads = options.threads;
    exact.layersOnDisk = options.layers == "memory" ? jenga::LayersOnDisk::Never
                         : options.layers == "disk" ? jenga::LayersOnDisk::Always
                                                    : jenga::LayersOnDisk::WhenNeeded;
    exact.folder = options.layerFolder;
    return exact;
}

// The exact solve, or CannotSolve saying why not (`what`: what could not be given).
jenga::Result exactResult(const jenga::Tower& tower, const Options& options,
                          const std::string& what) {
    SolveControl control = solveControl(options);
    jenga::Result result = jenga::solve(tower, control, exactOptions(options));
    if (result.status != SolveStatus::Exact)
        throw CannotSolve(result.status, what + "the tower of " +
                                             std::to_string(tower.levelCount()) +
                                             " levels is beyond exact reach (" +
                                             std::string(toString(result.status)) +
                                             (result.note.empty() ? "" : ": " + result.note) + ")");
    return result;
}

// The bracket of the optimum (a stated policy's games and a proven lower bound), or CannotSolve
// saying why not.
jenga::Bracket bracketEstimate(const jenga::Tower& tower, const Options& options) {
    SolveControl control = solveControl(options);
    jenga::Bracket bracket =
        jenga::bracketOptimum(tower, jenga::kDefaultPolicyGames, kEstimateSeed, control);
    const jenga::PolicyEstimate& estimate = bracket.policy;
    if (estimate.status != SolveStatus::Exact)
        throw CannotSolve(estimate.status,
                          "no estimate for the tower of " + std::to_string(tower.levelCount()) +
                              " levels: " +
                              (estimate.message.empty() ? std::string(toString(estimate.status))
                                                        : estimate.message));
    return bracket;
}

// --estimate without --json: each number on a line of its own, saying what it is.
std::string bracketText(const jenga::Bracket& bracket) {
    const jenga::LowerBound& lower = bracket.lower;
    const jenga::PolicyEstimate& policy = bracket.policy;
    char line[512];
    std::string text;
    std::snprintf(line, sizeof line, "lower bound %.6f: the optimum is at least this (%s)\n",
                  lower.value,
                  lower.exact ? "proven: the tower lies in the end-game table, whose value is "
                                "the exact optimum rounded down"
                  : lower.method == jenga::LowerBoundMethod::EndgameAggregation
                      ? "proven: end-game table with optimistic aggregation"
                      : ("proven: the fewest moves at 6/5 minutes each; " + lower.why).c_str());
    text += line;
    std::snprintf(line, sizeof line,
                  "upper bound %.6f: the optimum is at most this, with 97.5%% confidence\n",
                  bracket.upper());
    text += line;
    std::snprintf(line, sizeof line,
                  "policy mean %.6f: the mean of %llu simulated games of the policy \"%s\" "
                  "(95%% interval of its value %.6f to %.6f)\n",
                  policy.mean, static_cast<unsigned long long>(policy.samples),
                  std::string(policy.method).c_str(), policy.low95(), policy.high95());
    text += line;
    std::snprintf(line, sizeof line, "bracket width %.2f%% of the upper bound\n",
                  100.0 * bracket.width());
    text += line;
    return text;
}

// --policy's text: two comment lines, then one line per solved state: the state (a
// representative tower, solver.h), its value, and the optimal policy's move for each die colour
// ("-" when that colour has no move), with the tie-break of optimal_policy.h that the JSON and
// its distribution follow too.
void writePolicyLines(const jenga::Result& result, std::ostream& out) {
    out << "# Colored Jenga optimal policy: state<TAB>expected remaining minutes<TAB>best move on "
           "R<TAB>on G"
           "<TAB>on B\n# states: "
        << result.table.stateCount() << "; a state is a representative tower (docs/cli.md)\n";
    char value[32];
    jenga::forEachSolvedState(result.table, [&](const jenga::Tower& tower, double expected) {
        std::snprintf(value, sizeof value, "%.17g", expected);
        out << jenga::textId(tower) << '\t' << value;
        const auto analysis = jenga::optimalAnalysis(result.table, tower);
        for (const auto& choice : analysis->colours)
            out << '\t'
                << (choice.hasMove ? jenga::moveText(tower, choice.bestMove) : std::string("-"));
        out << '\n';
    });
}

// What the free-space check asks for before a policy is written: a state's line is its text id
// (about 4 bytes a level) and about 42 bytes more (measured: 65.7 bytes a state at 6 levels, 81.9
// at 10).
std::uint64_t policyBytes(const jenga::Result& result, int levels) {
    return 256 + result.table.stateCount() * (42 + 4 * static_cast<std::uint64_t>(levels));
}

// The writer's reason (strerror for a system error), and what became of the file.
CliError policyError(const FileError& error) {
    struct stat info {};
    const bool exists = ::lstat(error.path().c_str(), &info) == 0;
    return CliError(kExitIo, "cannot write the policy to '" + error.path() +
                                 "': " + error.reason() +
                                 (exists ? "; the file on disk was not changed" : ""));
}

// --policy FILE through the atomic writer (a temporary file renamed over FILE only when whole);
// --policy - on `out`, which is then standard output, after the answer.
void writePolicy(const jenga::Result& result, int levels, const Options& options,
                 std::ostream& out) {
    if (*options.policyFile == "-") {
        writePolicyLines(result, out);
        return;
    }
    try {
        AtomicFile file(*options.policyFile, policyBytes(result, levels), {options.inputPath});
        writePolicyLines(result, file.stream());
        file.commit();
    } catch (const FileError& error) {
        throw policyError(error);
    }
}

// Options that cannot go together, and a policy file that cannot be written, are refused before
// the input is read and the tower solved.
void checkJenga(const Options& options) {
    if (!options.policyFile)
        return;
    const std::string& path = *options.policyFile;
    if (path.empty())
        throw CliError(kExitUsage, "--policy needs a file name ('-' for standard output), and it "
                                   "was given an empty one");
    if (options.estimate)
        throw CliError(kExitUsage, "--policy writes the exact optimal policy, which --estimate "
                                   "does not compute: give one or the other");
    if (path == "-") {
        if (options.json)
            throw CliError(kExitUsage, "--policy - would mix the policy into the JSON on standard "
                                       "output: name a file with --json");
        return;
    }
    try {
        AtomicFile::check(path, {options.inputPath});
    } catch (const FileError& error) {
        throw policyError(error);
    }
}

void plainJenga(std::string_view input, const Options& options, std::ostream& out) {
    const jenga::Tower tower = jenga::parseJudge(input);
    if (options.estimate) {
        out << bracketText(bracketEstimate(tower, options));
        return;
    }
    if (options.policyFile) {
        const jenga::Result result = exactResult(tower, options, "no policy: ");
        // The answer first: with --policy -, its line is the first of standard output.
        if (*options.policyFile == "-")
            out << jenga::formatJudgeAnswer(result.expectedDuration);
        writePolicy(result, tower.levelCount(), options, out);
        if (*options.policyFile != "-")
            out << jenga::formatJudgeAnswer(result.expectedDuration);
        return;
    }
    if (const auto problem = tower.validate())
        throw ParseError(0, *problem);
    try {
        out << jenga::formatJudgeAnswer(exactResult(tower, options, "").expectedDuration);
    } catch (const CannotSolve& error) {
        throw CannotSolve(error.status(),
                          error.message() +
                              "; --estimate brackets the optimum between a proven lower bound "
                              "and a policy's upper bound");
    }
}

void jsonJenga(std::string_view input, const Options& options, std::ostream& out) {
    const jenga::Tower tower = jenga::parseJudge(input);
    json doc{
        {"puzzle", jenga::kName}, {"levels", tower.levelCount()}, {"textId", jenga::textId(tower)}};
    if (options.estimate) {
        doc["status"] = "estimate";
        doc["expectedDuration"] = nullptr;
        doc["estimate"] = estimateJson(bracketEstimate(tower, options));
        out << doc.dump(2) << "\n";
        return;
    }
    SolveControl control = solveControl(options);
    const jenga::Result result = jenga::solve(tower, control, exactOptions(options));
    doc["status"] = std::string(toString(result.status));
    doc["statesExplored"] = result.stats.statesExplored;
    doc["seconds"] = result.stats.seconds;
    if (result.status == SolveStatus::Exact) {
        doc["expectedDuration"] = result.expectedDuration;
        doc["policy"] = policyJson(tower, *jenga::optimalAnalysis(result.table, tower));
        SolveControl distributionControl = solveControl(options);
        const jenga::DurationDistribution distribution =
            jenga::durationDistribution(result, tower, distributionControl);
        if (distribution.status == SolveStatus::Exact)
            doc["distribution"] = json{{"probability", distribution.probability},
                                       {"tailProbability", distribution.tailProbability},
                                       {"mean", distribution.mean},
                                       {"standardDeviation", distribution.standardDeviation}};
        if (options.policyFile)
            writePolicy(result, tower.levelCount(), options, out);
    } else {
        if (!result.note.empty())
            doc["note"] = result.note;
        if (options.policyFile)
            throw CannotSolve(result.status, "no policy: the tower of " +
                                                 std::to_string(tower.levelCount()) +
                                                 " levels is beyond exact reach (" +
                                                 std::string(toString(result.status)) + ")");
        doc["expectedDuration"] = nullptr;
        doc["estimate"] = estimateJson(bracketEstimate(tower, options));
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
                  levels, count, worst, worstSeed, median,
                  static_cast<unsigned long long>(maxStates),
                  static_cast<unsigned long long>(signature));
    out << line;
    return 0;
}

// The estimate's error against the exact optimum on the fixed bench towers (8 to 12 levels; 8 and
// 9 with --quick): the estimate is an upper bound, so the error is how much worse the stated
// policy plays than optimal play (in %), with the simulation's 95% interval.
int benchEstimates(const Options& options, std::ostream& out) {
    std::vector<int> levelCounts{8, 9};
    if (!options.quick)
        levelCounts.insert(levelCounts.end(), {10, 11, 12});
    if (options.levels > 0)
        levelCounts = {options.levels};
    char line[200];
    out << "levels  exact               estimate ± 95%          error %   policy                   "
           "    seconds\n";
    for (int levels : levelCounts) {
        const jenga::Tower tower =
            jenga::randomTower(levels, 20261122u + static_cast<unsigned>(levels));
        SolveControl control;
        const jenga::Result exact = jenga::solve(tower, control, options.threads);
        if (exact.status != SolveStatus::Exact) {
            out << levels << ": the exact solve did not finish (" << toString(exact.status)
                << ")\n";
            return 1;
        }
        SolveControl estimateControl;
        const Stopwatch stopwatch;
        const jenga::PolicyEstimate estimate = jenga::estimateWithPolicy(
            tower, jenga::kDefaultPolicyGames, kEstimateSeed, estimateControl);
        const double error =
            100.0 * (estimate.mean - exact.expectedDuration) / exact.expectedDuration;
        std::snprintf(line, sizeof line, "%-7d %-19.15g %-10.4f ± %-10.4f %+8.3f   %-28s %.2f\n",
                      levels, exact.expectedDuration, estimate.mean, estimate.halfWidth95, error,
                      std::string(estimate.method).substr(0, 28).c_str(), stopwatch.seconds());
        out << line;
        out.flush();
    }
    return 0;
}

// The bracket of the optimum on the fixed bench towers, 8 to 18 levels (8 to 12 with --quick, one
// with --levels): the proven lower bound, the policy's upper bound (97.5 %) and the width, and
// up to 12 levels the exact value with the lower bound's distance below it. One end-game table
// serves every tower. The exact solve of 12 levels takes about 35 s and 3.2 GB.
int benchBracket(const Options& options, std::ostream& out) {
    std::vector<int> levelCounts;
    for (int levels = 8; levels <= (options.quick ? 12 : 18); ++levels)
        levelCounts.push_back(levels);
    if (options.levels > 0)
        levelCounts = {options.levels};
    SolveControl tableControl = solveControl(options);
    const Stopwatch tableClock;
    const auto table = jenga::EndgameTable::build(jenga::kDefaultEndgamePotential, tableControl);
    char line[400];
    std::snprintf(line, sizeof line, "end-game table: potential <= %d, %llu positions, %.2f s\n",
                  jenga::kDefaultEndgamePotential,
                  static_cast<unsigned long long>(table ? table->size() : 0), tableClock.seconds());
    out << line;
    out << "levels  lower bound   upper bound   width %   exact               L below exact %  "
           "bound s  policy s  lower bound by / policy\n";
    for (int levels : levelCounts) {
        const jenga::Tower tower =
            jenga::randomTower(levels, 20261122u + static_cast<unsigned>(levels));
        SolveControl control = solveControl(options);
        const Stopwatch clock;
        const jenga::Bracket bracket =
            jenga::bracketOptimum(tower, jenga::kDefaultPolicyGames, kEstimateSeed, control, table);
        const double policySeconds = clock.seconds() - bracket.lower.seconds;
        std::string exactText = "-";
        std::string belowText = "-";
        if (levels <= 12) {
            SolveControl exactControl = solveControl(options);
            const jenga::Result exact = jenga::solve(tower, exactControl, options.threads);
            if (exact.status == SolveStatus::Exact) {
                std::snprintf(line, sizeof line, "%.15g", exact.expectedDuration);
                exactText = line;
                std::snprintf(line, sizeof line, "%.3f",
                              100.0 * (exact.expectedDuration - bracket.lower.value) /
                                  exact.expectedDuration);
                belowText = line;
            }
        }
        std::snprintf(line, sizeof line,
                      "%-7d %-13.6f %-13.6f %-9.3f %-19s %-16s %-8.2f %-9.2f %s / %s\n", levels,
                      bracket.lower.value, bracket.upper(), 100.0 * bracket.width(),
                      exactText.c_str(), belowText.c_str(), bracket.lower.seconds, policySeconds,
                      std::string(bracket.lower.methodName).c_str(),
                      std::string(bracket.policy.method).c_str());
        out << line;
        out.flush();
    }
    return 0;
}

int benchJenga(const Options& options, std::ostream& out) {
    if (options.bracket)
        return benchBracket(options, out);
    if (options.estimate)
        return benchEstimates(options, out);
    const int threads = options.threads; // 0: the solver's own choice
    if (const int randomLevels = options.random; randomLevels > 0)
        return benchRandomTowers(randomLevels,
                                 options.count > 0 ? options.count : (randomLevels <= 6 ? 50 : 20),
                                 threads, out);
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
    char line[400];
    // The value to the last bit (17 digits), so two runs (threads, layers) can be compared; the
    // most the tables held in memory at once and the layer file, in MB; what was predicted
    // before the solve (prediction.h: wall time at the machine's load then, memory, disk).
    out << "levels  tower                                         states        value              "
           " "
           "seconds  peak-MB  disk-MB  pred-s   pred-MB  pred-disk-MB\n";
    for (int levels : levelCounts) {
        const jenga::Tower tower =
            jenga::randomTower(levels, 20261122u + static_cast<unsigned>(levels));
        SolveControl control = solveControl(options);
        jenga::ExactOptions exact = exactOptions(options);
        const jenga::ExactPrediction predicted =
            jenga::predictExact(tower, control.memoryBudget(), exact);
        const jenga::Result result = jenga::solve(tower, control, exact);
        std::snprintf(
            line, sizeof line,
            "%-7d %-45s %-13llu %-19.17g %-8.3f %-8.0f %-8.0f %-8.1f %-8.0f %-12.0f %s%s\n", levels,
            jenga::textId(tower).c_str(),
            static_cast<unsigned long long>(result.stats.statesExplored), result.expectedDuration,
            result.stats.seconds, static_cast<double>(result.table.peakMemoryBytes()) / 1e6,
            static_cast<double>(result.table.diskBytes()) / 1e6, predicted.seconds,
            static_cast<double>(predicted.bytes) / 1e6,
            static_cast<double>(predicted.diskBytes) / 1e6,
            result.status == SolveStatus::Exact ? "" : std::string(toString(result.status)).c_str(),
            result.note.empty() ? "" : (": " + result.note).c_str());
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

void addLayerOptions(CLI::App& command, Options& o) {
    command
        .add_option("--layers", o.layers,
                    "where an exact solve keeps the layers it is not reading: memory, disk (all "
                    "it can: the least memory) or auto (on disk once the tables would pass half "
                    "the memory budget)")
        ->type_name("WHERE")
        ->check(CLI::IsMember({"memory", "disk", "auto"}))
        ->capture_default_str();
    command
        .add_option("--layer-folder", o.layerFolder,
                    "the folder for the layers on disk (default: $TMPDIR, else the system's "
                    "temporary folder); the file in it has no name and is gone when the "
                    "command ends")
        ->type_name("DIR");
}

} // namespace

PuzzleCommand jengaCommand() {
    PuzzleCommand command;
    command.name = jenga::kName;
    command.json = &jsonJenga;
    command.plain = &plainJenga;
    command.plainStreams = [](const Options& o) { return o.policyFile == "-"; };
    command.check = &checkJenga;
    command.bench = &benchJenga;
    command.solveOptions = [](CLI::App& solve, Options& o) {
        solve.add_flag("--estimate", o.estimate,
                       "instead of the exact value, the optimum bracketed: a proven lower bound, "
                       "and a stated policy's simulated value (an upper bound with 97.5% "
                       "confidence)");
        solve
            .add_option("--policy", o.policyFile,
                        "also write the whole optimal policy to FILE: one line per reachable state "
                        "('-': standard output, after the answer's line; docs/cli.md)")
            ->type_name("FILE");
        addLayerOptions(solve, o);
    };
    command.benchOptions = [](CLI::App& bench, Options& o) {
        bench.add_flag("--quick", o.quick, "the shorter workload");
        bench.add_option("--threads", o.threads, "worker threads (0: the solver's choice)")
            ->check(CLI::Range(0, 64));
        bench.add_option("--random", o.random, "seeded random towers of this many levels")
            ->check(CLI::Range(1, 12));
        bench.add_flag(
            "--random6", [&o](std::int64_t) { o.random = 6; }, "same as --random=6");
        bench.add_option("--count", o.count, "how many random towers (seeds 1..COUNT)")
            ->check(CLI::Range(1, 1000000));
        bench.add_option("--levels", o.levels, "one fixed tower of this many levels")
            ->check(CLI::Range(1, 40));
        addLayerOptions(bench, o);
        bench
            .add_option("--memory-budget", o.memoryBudget,
                        "stop a solve (exit 3) whose tables would need more than this many bytes "
                        "in memory (default: 3/4 of the memory available)")
            ->check(CLI::Range(std::size_t{1} << 10, std::size_t{1} << 42));
        bench.add_flag("--estimates", o.estimate,
                       "the policy estimate's error against the exact value (8 to 12 levels, about "
                       "75 s and 3.2 GB; --quick: 8 and 9)");
        bench.add_flag("--bracket", o.bracket,
                       "the optimum's bracket (a proven lower bound, a policy's 97.5% upper "
                       "bound) on the towers of 8 to 18 levels, with the exact value up to 12 "
                       "(about 2 minutes and 3.2 GB; --quick: 8 to 12)");
    };
    return command;
}

} // namespace pw::cli
