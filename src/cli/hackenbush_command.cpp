// `solve hackenbush` (judge answers, --json values) and `bench hackenbush` (fixed seeded cases).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/puzzle_command.h"
#include "cli/rules_options.h"

#include "engine/common/hash.h"
#include "engine/common/random.h"
#include "engine/common/solve_control.h"
#include "engine/hackenbush/answer.h"
#include "engine/hackenbush/game_value.h"
#include "engine/hackenbush/judge.h"
#include "engine/hackenbush/solver.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <optional>
#include <ostream>

namespace pw::cli {

// (A namespace of its own: its using-directive stays here when the command files are compiled
// in one batch.)
namespace hackenbush_command {

namespace {

using namespace pw::hackenbush;

// Each winning move as {tower, cube} (both 1-based, the cube counted from the bottom; it and
// every cube above it are removed) with the position's exact value after it.
nlohmann::json winningMovesJson(const Result& result, const std::vector<Move>& moves) {
    nlohmann::json list = nlohmann::json::array();
    for (const Move& move : moves)
        list.push_back({{"tower", move.tower + 1},
                        {"cube", move.height + 1},
                        {"valueAfter", result.valueAfter(move).toFractionString()}});
    return list;
}

nlohmann::json configurationJson(const Position& position) {
    const Result result = solve(position);
    nlohmann::json towers = nlohmann::json::array();
    for (const Dyadic& value : result.towerValues)
        towers.push_back(value.toFractionString());
    return {{"value", result.value.toFractionString()},
            {"mixed", result.value.toMixedString()},
            {"towerValues", towers},
            {"outcome", std::string(toString(result.outcome))},
            {"winningMoves",
             {{"white", winningMovesJson(result, result.winningMovesWhite)},
              {"black", winningMovesJson(result, result.winningMovesBlack)}}},
            {"textId", textId(position)}};
}

// A configuration with green cubes: its value is a game (game_value.h), written in CGSuite's
// notation, with the outcome class and the subgames named in long texts.
nlohmann::json gameConfigurationJson(const Position& position, const Options& options) {
    SolveControl control = solveControl(options);
    const GameAnalysis analysis = analyseGame(position, control);
    if (analysis.status != SolveStatus::Exact)
        throw CannotSolve(analysis.status, "the configuration " + textId(position) +
                                               " cannot be valued (" +
                                               std::string(toString(analysis.status)) + ")");
    const auto movesJson = [](const std::vector<Move>& moves,
                              const std::vector<std::string>& after) {
        nlohmann::json list = nlohmann::json::array();
        for (std::size_t i = 0; i < moves.size(); ++i)
            list.push_back({{"tower", moves[i].tower + 1},
                            {"cube", moves[i].height + 1},
                            {"valueAfter", after[i]}});
        return list;
    };
    return {{"value", analysis.value},
            {"towerValues", analysis.towerValues},
            {"outcome", std::string(toString(analysis.outcome))},
            {"winningMoves",
             {{"white", movesJson(analysis.winningMovesWhite, analysis.valuesAfterWhite)},
              {"black", movesJson(analysis.winningMovesBlack, analysis.valuesAfterBlack)}}},
            {"definitions", analysis.definitions},
            {"textId", textId(position)}};
}

// Whether the judge input has a green cube: a token "G" (the format's only other token with a
// G is none: "Test" has none). Such an input is read with the green extension (its messages name
// W, B or G); any other exactly as the contest's.
bool hasGreenToken(std::string_view input) {
    for (std::size_t at = input.find('G'); at != std::string_view::npos;
         at = input.find('G', at + 1)) {
        const auto blank = [&](std::size_t i) {
            return i >= input.size() || input[i] == ' ' || input[i] == '\t' || input[i] == '\n' ||
                   input[i] == '\r';
        };
        if ((at == 0 || blank(at - 1)) && blank(at + 1))
            return true;
    }
    return false;
}

Rules rulesOf(std::string_view input) {
    return Rules{hasGreenToken(input)};
}

void plainHackenbush(std::string_view input, const Options& options, std::ostream& out) {
    SolveControl control = solveControl(options);
    const Rules rules = rulesOf(input);
    out << (rules.greenCubes ? answerJudgeWith(input, rules, control)
                             : answerJudge(input, control));
}

// --json streams: the analysis of each test is written as soon as it is compared, so memory follows
// the parsed input, not the output (a million tests with --json write gigabytes).
void jsonHackenbush(std::string_view input, const Options& options, std::ostream& out) {
    const Rules rules = rulesOf(input);
    const std::vector<JudgeTest> tests = parseJudgeWith(input, rules);
    out << "{\"puzzle\": \"" << kName << "\", \"rules\": " << rulesJson(rules).dump()
        << ", \"tests\": [";
    // A test with green cubes that cannot be finished (over the memory budget) is written with its
    // status alone, and the command fails once the document is closed.
    std::optional<CannotSolve> failed;
    for (std::size_t k = 0; k < tests.size(); ++k) {
        nlohmann::json test;
        if (tests[k].first.hasGreen() || tests[k].second.hasGreen()) {
            try {
                SolveControl control = solveControl(options);
                const GameComparison games = compareGames(tests[k].first, tests[k].second, control);
                if (games.status != SolveStatus::Exact)
                    throw CannotSolve(games.status, "test " + std::to_string(k + 1) +
                                                        " cannot be compared (" +
                                                        std::string(toString(games.status)) + ")");
                test = {{"test", k + 1},
                        {"answer", games.firstAtLeastSecond() ? "Yes" : "No"},
                        {"comparison", std::string(toString(games.order))},
                        {"first", gameConfigurationJson(tests[k].first, options)},
                        {"second", gameConfigurationJson(tests[k].second, options)}};
            } catch (const CannotSolve& error) {
                test = {{"test", k + 1}, {"status", std::string(toString(error.status()))}};
                if (!failed)
                    failed.emplace(error);
            }
        } else {
            const Comparison comparison = compare(tests[k].first, tests[k].second);
            test = {{"test", k + 1},
                    {"answer", comparison.firstAtLeastSecond ? "Yes" : "No"},
                    {"first", configurationJson(tests[k].first)},
                    {"second", configurationJson(tests[k].second)}};
        }
        out << (k == 0 ? "\n" : ",\n") << test.dump();
        if (!out) // a full disk: stop now, the caller reports the write error
            return;
    }
    out << "\n]}\n";
    if (failed)
        throw *failed;
}

// The fixed contest-sized workload: 1000 tests of two configurations, heights 0..50.
std::vector<JudgeTest> benchTests() {
    constexpr std::uint64_t kSeed = 20260101;
    constexpr int kTests = 1000;
    SeededRandom random(kSeed);
    std::vector<JudgeTest> tests;
    tests.reserve(kTests);
    for (int k = 0; k < kTests; ++k)
        tests.push_back(JudgeTest{randomPosition(kJudgeTowers, 50, random.next()),
                                  randomPosition(kJudgeTowers, 50, random.next())});
    return tests;
}

std::uint64_t signatureOf(const Result& result) {
    std::uint64_t signature = result.value.hash();
    signature = combineHash(signature, result.winningMovesWhite.size());
    signature = combineHash(signature, result.winningMovesBlack.size());
    for (const auto* moves : {&result.winningMovesWhite, &result.winningMovesBlack})
        for (const Move& move : *moves)
            signature = combineHash(signature, move.tower * 0x100000000ull + move.height);
    return signature;
}

// Median wall time of `runs` calls, in milliseconds.
template <typename Work> double medianMilliseconds(int runs, Work&& work) {
    std::vector<double> times;
    for (int r = 0; r < runs; ++r) {
        const Stopwatch stopwatch;
        work();
        times.push_back(stopwatch.seconds() * 1000.0);
    }
    std::sort(times.begin(), times.end());
    return times[times.size() / 2];
}

std::string hex(std::uint64_t value) {
    char buffer[20];
    std::snprintf(buffer, sizeof buffer, "%016llx", static_cast<unsigned long long>(value));
    return buffer;
}

// One tower of `height` cubes or, with a rival, a second tower that mirrors its lower half (colours
// swapped) and is random above: the total is tiny, both players have winning moves, and the
// targets of the winning-move scan are long non-trivial expansions.
void benchTower(std::size_t height, bool withRival, std::ostream& out) {
    std::vector<Tower> towers{randomTower(height, 0xC0FFEE + height)};
    if (withRival) {
        const Tower random = randomTower(height, 0xBEEF + height);
        std::vector<Colour> cubes(random.cubes().begin(), random.cubes().end());
        for (std::size_t i = 0; i < height / 2; ++i)
            cubes[i] = opponent(towers[0].cube(i));
        towers.emplace_back(std::move(cubes));
    }
    const Position position(std::move(towers));
    Result result;
    const double milliseconds = medianMilliseconds(5, [&] { result = solve(position); });
    out << (withRival ? "two towers of " : "tower of ") << height << " cubes: value "
        << result.value.numeratorBits() << "-bit numerator / 2^" << result.value.exponent() << ", "
        << result.winningMovesWhite.size() << " winning moves for White, "
        << result.winningMovesBlack.size() << " for Black, " << result.stats.statesExplored
        << " cubes examined, " << milliseconds << " ms (median of 5), signature "
        << hex(signatureOf(result)) << "\n";
}

int benchHackenbush(const Options& options, std::ostream& out) {
    const std::vector<JudgeTest> tests = benchTests();
    if (options.emitJudge) {
        out << formatJudge(tests); // the same workload as judge text, for timing `solve`
        return 0;
    }
    const std::string judgeText = formatJudge(tests);
    std::vector<Comparison> comparisons;
    const double parseMilliseconds = medianMilliseconds(5, [&] { (void)parseJudge(judgeText); });
    const double compareMilliseconds = medianMilliseconds(5, [&] {
        comparisons.clear();
        for (const JudgeTest& test : tests)
            comparisons.push_back(compare(test.first, test.second));
    });
    std::size_t yes = 0;
    std::uint64_t signature = 0;
    for (const Comparison& comparison : comparisons) {
        yes += comparison.firstAtLeastSecond ? 1 : 0;
        signature = combineHash(signature, comparison.firstValue.hash());
        signature = combineHash(signature, comparison.secondValue.hash());
    }
    out << "contest tests: " << comparisons.size() << " (heights 0..50), " << yes << " Yes, "
        << "parse " << parseMilliseconds << " ms + compare " << compareMilliseconds
        << " ms (medians of 5), signature " << hex(signature) << "\n";

    benchTower(100'000, false, out);
    benchTower(100'000, true, out);
    if (!options.quick)
        benchTower(1'000'000, false, out);
    return 0;
}

} // namespace

} // namespace hackenbush_command

PuzzleCommand hackenbushCommand() {
    using namespace hackenbush_command;
    PuzzleCommand command;
    command.name = kName;
    command.json = &jsonHackenbush;
    command.streams = true;
    command.plain = &plainHackenbush;
    command.bench = &benchHackenbush;
    command.benchOptions = [](CLI::App& bench, Options& options) {
        bench.add_flag("--quick", options.quick, "the shorter workload");
        bench.add_flag("--emit-judge", options.emitJudge,
                       "print the contest workload as judge text instead");
    };
    return command;
}

} // namespace pw::cli
