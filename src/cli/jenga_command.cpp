// The jenga command: the judge format in, the expected duration out (or JSON), and the options
// of its solve and bench (the bench itself is jenga_bench.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/jenga_command.h"

#include "cli/io.h"
#include "cli/puzzle_command.h"
#include "cli/rules_options.h"

#include "engine/common/atomic_file.h"
#include "engine/common/parse_error.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/answer.h"
#include "engine/jenga/bounds/bracket.h"
#include "engine/jenga/estimate/policy.h"
#include "engine/jenga/exact/distribution.h"
#include "engine/jenga/exact/optimal_policy.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/position.h"
#include "engine/jenga/solver.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/stat.h>

namespace pw::cli {

std::uint64_t searchPositions(const Options& options) {
    return options.searchPositions.value_or(jenga::kDefaultSearchPositions);
}

// --layers and --layer-folder: where an exact solve keeps the layers it is not reading.
jenga::ExactOptions exactOptions(const Options& options) {
    jenga::ExactOptions exact;
    exact.rules = options.die;
    exact.threads = options.threads;
    exact.layersOnDisk = options.layers == "memory" ? jenga::LayersOnDisk::Never
                         : options.layers == "disk" ? jenga::LayersOnDisk::Always
                                                    : jenga::LayersOnDisk::WhenNeeded;
    exact.folder = options.layerFolder;
    return exact;
}

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
        out["searchDepth"] = lower.searchDepth;
        out["searchedPositions"] = lower.searchedPositions;
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
    jenga::BracketRequest request;
    request.tower = tower;
    request.rules = options.die;
    request.searchPositions = searchPositions(options);
    jenga::Bracket bracket = jenga::bracketOptimum(request, control);
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
    std::snprintf(
        line, sizeof line, "lower bound %.6f: the optimum is at least this (%s)\n", lower.value,
        lower.exact ? "proven: the tower lies in the end-game table, whose value is "
                      "the exact optimum rounded down"
        : lower.method == jenga::LowerBoundMethod::EndgameAggregation
            ? ("proven: end-game table with optimistic aggregation" +
               (lower.searchDepth > 0 ? ", the first " + std::to_string(lower.searchDepth) +
                                            " moves searched exactly (" +
                                            std::to_string(lower.searchedPositions) + " positions)"
                                      : std::string()))
                  .c_str()
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
// its distribution follow too. With another die than the contest's, the second line names it.
void writePolicyLines(const jenga::Result& result, std::ostream& out) {
    const jenga::Rules die = result.table.rules();
    out << "# Colored Jenga optimal policy: state<TAB>expected remaining minutes<TAB>best move on "
           "R<TAB>on G"
           "<TAB>on B\n# states: "
        << result.table.stateCount() << "; a state is a representative tower (docs/cli.md)"
        << (die.isContest() ? std::string() : "; the die R,G,B,K is " + jenga::rulesText(die))
        << "\n";
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
    json doc{{"puzzle", jenga::kName},
             {"rules", rulesJson(options.die)},
             {"levels", tower.levelCount()},
             {"textId", jenga::textId(tower)}};
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

void addSearchOption(CLI::App& command, Options& o) {
    command
        .add_option(
            "--search-positions", o.searchPositions,
            "the most positions the lower bound's search of the first moves may expand, "
            "over all its depths (default 8000000, at most about 30 s; 0: the aggregation's "
            "bound alone)")
        ->check(CLI::Range(std::uint64_t{0}, std::uint64_t{1} << 40));
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
        addSearchOption(solve, o);
        solve
            .add_option("--policy", o.policyFile,
                        "also write the whole optimal policy to FILE: one line per reachable state "
                        "('-': standard output, after the answer's line; docs/cli.md)")
            ->type_name("FILE");
        addLayerOptions(solve, o);
        addDieOption(solve, o);
    };
    command.benchOptions = [](CLI::App& bench, Options& o) {
        bench.add_flag("--quick", o.quick, "the shorter workload");
        bench.add_option("--threads", o.threads, "worker threads (0: the solver's choice)")
            ->check(CLI::Range(0, 64));
        bench
            .add_option("--random", o.random,
                        "seeded random towers of this many levels (up to 12; with --bracket up "
                        "to 40, the exact value up to 12)")
            ->check(CLI::Range(1, 40));
        bench.add_flag(
            "--random6", [&o](std::int64_t) { o.random = 6; }, "same as --random=6");
        bench.add_option("--count", o.count, "how many random towers (seeds 1..COUNT)")
            ->check(CLI::Range(1, 1000000));
        bench.add_option("--levels", o.levels, "one fixed tower of this many levels")
            ->check(CLI::Range(1, 40));
        bench
            .add_option("--towers", o.towers,
                        "solve the towers of FILE (text ids such as RGB/GRG/BBB, one a line; "
                        "'-': standard input) and print the states each reached beside those "
                        "predicted before, and the counts they were predicted from")
            ->type_name("FILE");
        addLayerOptions(bench, o);
        bench
            .add_option("--memory-budget", o.memoryBudget,
                        "stop a solve (exit 3) whose tables would need more than this many bytes "
                        "in memory (default: 3/4 of the memory available)")
            ->check(CLI::Range(std::size_t{1} << 10, std::size_t{1} << 42));
        bench.add_flag("--estimates", o.estimate,
                       "the policy estimate's error against the exact value (8 to 12 levels, about "
                       "75 s and 3.2 GB; --quick: 8 and 9)");
        addSearchOption(bench, o);
        bench.add_flag("--bracket", o.bracket,
                       "the optimum's bracket (a proven lower bound, a policy's 97.5% upper "
                       "bound) on the towers of 8 to 18 levels, with the exact value up to 12 "
                       "(about 4 minutes and 2.4 GB; --quick: 8 to 12); with --random LEVELS, on "
                       "--count seeded random towers of that height (default 20), with the "
                       "median and worst width and distance below the optimum");
        bench.add_flag("--relaxation", o.relaxation,
                       "the information relaxation's lower bound (a player who knows the rolls "
                       "in advance, with a penalty from the once improved policy's values) on "
                       "the towers of 8 to 10 levels, beside the exact value (about 3 minutes "
                       "with the default 20 sequences; --quick: 8, and the aggregation's "
                       "penalty too)");
        bench
            .add_option("--sequences", o.sequences,
                        "roll sequences a tower for --relaxation (default 20)")
            ->check(CLI::Range(std::uint64_t{2}, std::uint64_t{1000000}));
        bench
            .add_option("--table-potential", o.tablePotential,
                        "the end-game table's bound for --relaxation and --bracket: where it "
                        "holds the position, the relaxation and the aggregation take its exact "
                        "value (default 36; 48: 135 million positions, 540 MB)")
            ->check(CLI::Range(12, 54));
        addDieOption(bench, o);
    };
    return command;
}

} // namespace pw::cli
