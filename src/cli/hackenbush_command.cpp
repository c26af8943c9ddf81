// `solve hackenbush` (judge answers, --json values) and `bench hackenbush` (fixed seeded cases).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/puzzle_command.h"

#include "engine/common/hash.h"
#include "engine/common/random.h"
#include "engine/common/solve_control.h"
#include "engine/hackenbush/answer.h"
#include "engine/hackenbush/judge.h"
#include "engine/hackenbush/solver.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <ostream>

namespace pw::cli {

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

// --json streams: the analysis of each test is written as soon as it is compared, so memory follows
// the parsed input, not the output (a million tests with --json write gigabytes).
void jsonHackenbush(std::string_view input, const Options&, std::ostream& out) {
    const std::vector<JudgeTest> tests = parseJudge(input);
    out << "{\"puzzle\": \"" << kName << "\", \"tests\": [";
    for (std::size_t k = 0; k < tests.size(); ++k) {
        const Comparison comparison = compare(tests[k].first, tests[k].second);
        out << (k == 0 ? "\n" : ",\n")
            << nlohmann::json{{"test", k + 1},
                              {"answer", comparison.firstAtLeastSecond ? "Yes" : "No"},
                              {"first", configurationJson(tests[k].first)},
                              {"second", configurationJson(tests[k].second)}}
                   .dump();
        if (!out) // a full disk: stop now, the caller reports the write error
            return;
    }
    out << "\n]}\n";
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

PuzzleCommand hackenbushCommand() {
    PuzzleCommand command;
    command.name = kName;
    command.json = &jsonHackenbush;
    command.streams = true;
    command.bench = &benchHackenbush;
    command.benchOptions = [](CLI::App& bench, Options& options) {
        bench.add_flag("--quick", options.quick, "the shorter workload");
        bench.add_flag("--emit-judge", options.emitJudge,
                       "print the contest workload as judge text instead");
    };
    return command;
}

} // namespace pw::cli
