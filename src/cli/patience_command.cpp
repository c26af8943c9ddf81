// `solve patience` (judge format in, one probability a deal out, or --json) and `bench patience`.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/io.h"
#include "cli/option_checks.h"
#include "cli/puzzle_command.h"
#include "cli/rules_options.h"
#include "cli/stop_signals.h"

#include "engine/common/hash.h"
#include "engine/common/solve_control.h"
#include "engine/patience/answer.h"
#include "engine/patience/explain.h"
#include "engine/patience/judge.h"
#include "engine/patience/solver.h"
#include "engine/patience/study.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <iomanip>
#include <iostream>
#include <limits>
#include <ostream>

namespace pw::cli {

// (A namespace of its own: its using-directive stays here when the command files are compiled
// in one batch.)
namespace patience_command {

namespace {

using namespace pw::patience;

nlohmann::json valuesJson(const WinValues& values) {
    return {{"random", values.random}, {"best", values.best}, {"worst", values.worst}};
}

void jsonPatience(std::string_view input, const Options& options, std::ostream& out) {
    const std::vector<JudgeDeal> deals = parseJudge(input);
    nlohmann::json jsonDeals = nlohmann::json::array();
    for (std::size_t index = 0; index < deals.size(); ++index) {
        const Position start(deals[index].deal);
        SolveControl control = solveControl(options);
        const Result result = solve(start, control, options.patienceRules);
        nlohmann::json deal = {
            {"deal", index + 1},
            {"line", deals[index].firstLine},
            {"textId", textId(start)},
            {"status", std::string(toString(result.status))},
            {"answer", formatProbability(result.values.random)},
            {"random", result.values.random},
            {"best", result.values.best},
            {"worst", result.values.worst},
            {"states", result.stats.statesExplored},
            {"seconds", result.stats.seconds},
        };
        nlohmann::json moves = nlohmann::json::array();
        for (const MoveValue& move : result.moves)
            moves.push_back({{"piles", {move.move.first + 1, move.move.second + 1}},
                             {"after", valuesJson(move.after)}});
        deal["moves"] = std::move(moves);
        if (options.exact) {
            SolveControl exactControl = solveControl(options);
            const ExactProbability exact =
                exactWinProbability(start, exactControl, Play::Random, options.patienceRules);
            deal["exact"] = {{"numerator", exact.numerator},
                             {"denominator", exact.denominator},
                             {"value", exact.value},
                             {"states", exact.stats.statesExplored},
                             {"seconds", exact.stats.seconds}};
        }
        jsonDeals.push_back(std::move(deal));
    }
    out << nlohmann::json{{"puzzle", kName},
                          {"rules", rulesJson(options.patienceRules)},
                          {"deals", std::move(jsonDeals)}}
               .dump(2)
        << '\n';
}

void plainPatience(std::string_view input, const Options& options, std::ostream& out) {
    SolveControl control = solveControl(options);
    out << answerJudgeWith(input, options.patienceRules, control);
}

// A behaviour fingerprint: the states and the probabilities' bits of every solved deal.
std::uint64_t fingerprint(std::uint64_t signature, const Result& result) {
    for (double value : {result.values.random, result.values.best, result.values.worst}) {
        std::uint64_t bits = 0;
        std::memcpy(&bits, &value, sizeof bits);
        signature = combineHash(signature, bits);
    }
    return combineHash(signature, result.stats.statesExplored);
}

int benchPatience(const Options& options, std::ostream& out) {
    const bool quick = options.quick;
    const int dealCount = quick ? 100 : 1000;
    out << std::fixed << std::setprecision(3);

    // 1. Random standard deals: random, best and worst play all computed by each solve.
    std::uint64_t states = 0;
    std::uint64_t maxStates = 0;
    std::uint64_t signature = 0;
    double probabilitySum = 0.0;
    const Stopwatch total;
    for (int seed = 1; seed <= dealCount; ++seed) {
        SolveControl control;
        const Result result =
            solve(Position(randomDeal(static_cast<std::uint64_t>(seed))), control);
        states += result.stats.statesExplored;
        maxStates = std::max(maxStates, result.stats.statesExplored);
        probabilitySum += result.values.random;
        signature = fingerprint(signature, result);
    }
    const double dealsSeconds = total.seconds();
    out << "standard deals (seeds 1.." << dealCount << "): " << dealsSeconds << " s, " << states
        << " states (max " << maxStates << " a deal), mean probability " << std::setprecision(6)
        << probabilitySum / dealCount << std::setprecision(3) << "\n";

    // 2. The 52-card deck in 13 piles of 4: seed 52 reaches the most states of seeds 1..200.
    constexpr std::uint64_t kFullDeckSeed = 52;
    SolveControl fullControl;
    const Result full =
        solve(Position(randomDeal(kFullDeckSeed, DealLayout::fullDeck13x4())), fullControl);
    signature = fingerprint(signature, full);
    out << "52 cards, 13 piles of 4 (seed " << kFullDeckSeed << "): " << full.stats.seconds
        << " s, " << full.stats.statesExplored << " states, random "
        << formatProbability(full.values.random) << ", best " << formatProbability(full.values.best)
        << ", worst " << formatProbability(full.values.worst) << "\n";

    // 3. The exact fraction of a standard deal: seed 456 reaches the most states of seeds 1..1000.
    constexpr std::uint64_t kExactSeed = 456;
    SolveControl exactControl;
    const ExactProbability exact =
        exactWinProbability(Position(randomDeal(kExactSeed)), exactControl);
    signature =
        combineHash(signature, std::hash<std::string>{}(exact.numerator + "/" + exact.denominator));
    out << "exact fraction (seed " << kExactSeed << "): " << exact.stats.seconds << " s, "
        << exact.stats.statesExplored << " states, " << exact.numerator.size() << "/"
        << exact.denominator.size() << " digits, value " << std::setprecision(12) << exact.value
        << "\n";

    out << "signature: " << std::hex << signature << std::dec << "\n";
    return 0;
}

// One study row as a compact JSON object (the --json form's "rows" entries).
std::string rowJson(const StudyRow& row) {
    return nlohmann::json{
        {"seed", row.seed},        {"deal", row.dealId},        {"random", row.values.random},
        {"best", row.values.best}, {"worst", row.values.worst}, {"states", row.states}}
        .dump();
}

// `study patience`: seeded random deals, each solved exactly and written as soon as it is solved
// (the CSV lines, or the --json document's rows one a line); --histogram prints the histogram at
// the end. Nothing grows with the number of deals but the totals. SIGINT or SIGTERM stops it
// cleanly: the deals done are written whole, the JSON document is closed, and the exit code is
// 128 + the signal (130, 143). Exit 3 when a deal is over the memory budget, after the deals
// before it.
int studyPatience(const Options& options, std::ostream& out) {
    StudyOptions study;
    study.deals = options.studyDeals;
    study.seed = options.studySeed;
    study.bins = options.studyBins;
    study.layout = options.fullDeck ? DealLayout::fullDeck13x4() : DealLayout::standard();
    study.rules = options.patienceRules;
    if (study.seed > std::numeric_limits<std::uint64_t>::max() - (study.deals - 1))
        throw CliError(kExitUsage, "--seed " + std::to_string(study.seed) + " with --deals " +
                                       std::to_string(study.deals) +
                                       ": the last deal's seed would pass 18446744073709551615");
    const StopOnSignals signals;
    SolveControl control(signals.token(), {},
                         options.memoryBudget ? options.memoryBudget : availableMemoryBudget());
    const char* const layout = options.fullDeck ? "52" : "36";
    if (options.json)
        out << "{\"puzzle\":\"patience\",\"rules\":" << rulesJson(study.rules).dump()
            << ",\"study\":{\"seed\":" << study.seed << ",\"layout\":\"" << layout
            << "\",\"requested\":" << study.deals << ",\"rows\":[";
    else if (!options.histogram)
        out << studyCsvHeader();
    // Rows reach the reader as they are solved: flushed at most 100 ms after they are written.
    auto lastFlush = std::chrono::steady_clock::now();
    const auto onRow = [&](const StudyRow& row) {
        if (options.json)
            out << (row.index == 0 ? "\n" : ",\n") << rowJson(row);
        else if (!options.histogram)
            out << studyCsvLine(row);
        const auto now = std::chrono::steady_clock::now();
        if (now - lastFlush >= std::chrono::milliseconds(100)) {
            lastFlush = now;
            checkWritten(out); // a full disk or a closed reader ends the study (exit 4)
        }
    };
    StudySummary summary;
    const SolveStatus status = streamStudy(study, control, onRow, summary);
    const int signal = signals.signal();
    const std::string stopped = status == SolveStatus::Exact ? std::string()
                                : signal == SIGINT           ? std::string("SIGINT")
                                : signal == SIGTERM          ? std::string("SIGTERM")
                                                             : std::string(toString(status));
    if (options.json)
        out << (summary.deals > 0 ? "\n" : "") << "],\"deals\":" << summary.deals
            << ",\"complete\":" << (status == SolveStatus::Exact ? "true" : "false")
            << ",\"stopped\":"
            << (stopped.empty() ? nlohmann::json(nullptr) : nlohmann::json(stopped)).dump()
            << ",\"winnable\":" << summary.winnable
            << ",\"winnableShare\":" << nlohmann::json(summary.winnableShare).dump()
            << ",\"meanRandom\":" << nlohmann::json(summary.meanRandom).dump()
            << ",\"histogram\":" << nlohmann::json(summary.histogram).dump() << "}}\n";
    else if (options.histogram)
        out << histogramCsv(summary.histogram);
    checkWritten(out);
    const std::string done = std::to_string(summary.deals) + " of " + std::to_string(study.deals) +
                             " deals; the output holds them";
    if (status == SolveStatus::Cancelled && signal != 0) {
        std::cerr << kName << ": stopped by " << stopped << " after " << done << "\n";
        return 128 + signal;
    }
    if (status != SolveStatus::Exact)
        throw CannotSolve(status, "the deal of seed " + std::to_string(study.seed + summary.deals) +
                                      " cannot be solved (" + std::string(toString(status)) +
                                      ") after " + done);
    return 0;
}

} // namespace

} // namespace patience_command

PuzzleCommand patienceCommand() {
    using namespace patience_command;
    PuzzleCommand command;
    command.name = kName;
    command.json = &jsonPatience;
    command.plain = &plainPatience;
    command.bench = &benchPatience;
    command.solveOptions = [](CLI::App& solve, Options& options) {
        solve.add_flag("--exact", options.exact, "with --json: the exact winning fraction too");
        addPatienceRulesOptions(solve, options);
    };
    command.benchOptions = [](CLI::App& bench, Options& options) {
        bench.add_flag("--quick", options.quick, "the shorter workload");
    };
    command.study = &studyPatience;
    command.studyOptions = [](CLI::App& study, Options& options) {
        study.add_option("--deals", options.studyDeals, "how many random deals")
            ->capture_default_str()
            ->check(wholeNumber(1, 10000000));
        study
            .add_option("--seed", options.studySeed,
                        "the first deal's seed (deal i has seed SEED + i), 0 to "
                        "18446744073709551615")
            ->capture_default_str()
            ->check(wholeNumber(0, std::numeric_limits<std::uint64_t>::max()));
        study.add_option("--bins", options.studyBins, "histogram bins over [0, 1]")
            ->capture_default_str()
            ->check(CLI::Range(1, 1000));
        study.add_flag("--full-deck", options.fullDeck,
                       "52 cards in 13 piles of 4 instead of 36 in 9");
        study.add_flag("--histogram", options.histogram,
                       "print the histogram of P(win) instead of the deals");
        addPatienceRulesOptions(study, options);
    };
    return command;
}

} // namespace pw::cli
