// `bench jenga`: the exact solver's fixed towers, seeded random towers, the estimate's error
// against the exact value and the optimum's bracket, each timed (its options are in
// jenga_command.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/io.h"
#include "cli/jenga_command.h"

#include "cli/io.h"

#include "cli/bench/jenga_relaxation.h"
#include "engine/common/parse_error.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/bounds/bracket.h"
#include "engine/jenga/estimate/policy.h"
#include "engine/jenga/exact/endgame_table.h"
#include "engine/jenga/exact/prediction.h"
#include "engine/jenga/exact/state_count.h"
#include "engine/jenga/position.h"
#include "engine/jenga/solver.h"

#include <algorithm>
#include <cstdio>
#include <memory>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace pw::cli {

namespace {

// The fixed seeded bench tower of a height (the estimates, the bracket and the relaxation).
jenga::Tower benchTower(int levels) {
    return jenga::randomTower(levels, 20261122u + static_cast<unsigned>(levels));
}

// The median and the largest of some figures (with the index of the largest).
struct Spread {
    double median = 0.0;
    double worst = 0.0;
    std::size_t worstAt = 0;
};
Spread spreadOf(const std::vector<double>& values) {
    Spread spread;
    if (values.empty())
        return spread;
    std::vector<double> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    spread.median = (sorted[(sorted.size() - 1) / 2] + sorted[sorted.size() / 2]) / 2;
    const auto worst = std::max_element(values.begin(), values.end());
    spread.worst = *worst;
    spread.worstAt = static_cast<std::size_t>(worst - values.begin());
    return spread;
}

// Seeded random towers of one height (seeds 1..count): the worst and median solve time, the
// solve alone (SolveStats.seconds), so the small-tower figures are reproducible; and how the
// states the solve reached compare with those predicted before it (prediction.h).
int benchRandomTowers(int levels, int count, int threads, const jenga::Rules& die,
                      std::ostream& out) {
    std::vector<double> seconds;
    std::vector<double> ratios; // states reached over predicted
    std::vector<double> offBy;  // how far off the prediction was, either way
    std::uint64_t signature = 0;
    std::uint64_t maxStates = 0;
    for (int seed = 1; seed <= count; ++seed) {
        const jenga::Tower tower = jenga::randomTower(levels, static_cast<std::uint64_t>(seed));
        SolveControl control;
        const std::uint64_t predicted = jenga::predictExact(tower, control.memoryBudget()).states;
        const jenga::Result result = jenga::solve(tower, control, die, threads);
        if (result.status != SolveStatus::Exact) {
            out << "seed " << seed << ": " << toString(result.status) << "\n";
            return 1;
        }
        seconds.push_back(result.stats.seconds);
        ratios.push_back(static_cast<double>(result.stats.statesExplored) /
                         static_cast<double>(std::max<std::uint64_t>(predicted, 1)));
        offBy.push_back(std::max(ratios.back(), 1.0 / ratios.back()));
        signature += result.stats.statesExplored;
        maxStates = std::max<std::uint64_t>(maxStates, result.stats.statesExplored);
    }
    const Spread time = spreadOf(seconds);
    const Spread off = spreadOf(offBy);
    const auto [lowest, highest] = std::minmax_element(ratios.begin(), ratios.end());
    const auto within30 = std::count_if(
        ratios.begin(), ratios.end(), [](double ratio) { return ratio > 1 / 1.3 && ratio < 1.3; });
    char line[400];
    std::snprintf(line, sizeof line,
                  "random %d-level towers, seeds 1..%d: worst %.4f s (seed %zu)  median %.4f s  "
                  "max states %llu\nstates reached over predicted: median %.2f, from %.2f to "
                  "%.2f, worst seed %zu (x%.2f); %lld of %d within 30%%\nsignature %llu\n",
                  levels, count, time.worst, time.worstAt + 1, time.median,
                  static_cast<unsigned long long>(maxStates), spreadOf(ratios).median, *lowest,
                  *highest, off.worstAt + 1, ratios[off.worstAt], static_cast<long long>(within30),
                  count, static_cast<unsigned long long>(signature));
    out << line;
    return 0;
}

// The towers of a file, each solved exactly: the states it reached beside those predicted before
// (prediction.h) and the counts they were predicted from (state_count.h), so that the prediction
// can be measured, and fitted, on any towers (scripts/fit-jenga-states.py). The whole file is read
// and checked before the first solve.
int benchTowerFile(const Options& options, std::ostream& out) {
    const std::string text = readInput(*options.towers, kDefaultMaxInputBytes);
    std::vector<jenga::Tower> towers;
    std::size_t start = 0;
    for (pw::LineNumber line = 1; start < text.size(); ++line) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        std::string_view id(text.data() + start, end - start);
        start = end + 1;
        if (!id.empty() && id.back() == '\r')
            id.remove_suffix(1);
        if (id.empty() || id.front() == '#')
            continue;
        try {
            towers.push_back(jenga::parseTextId(id));
        } catch (const pw::ParseError& error) {
            throw pw::ParseError(line, error.message());
        }
        if (const auto problem = towers.back().validate())
            throw pw::ParseError(line, *problem);
    }
    if (towers.empty())
        throw pw::ParseError(0, "no tower in the file");
    out << "tower                                                   states        predicted     "
           "live  multisets    mixes        seconds\n";
    std::uint64_t signature = 0;
    char line[400];
    for (const jenga::Tower& tower : towers) {
        SolveControl control = solveControl(options);
        const jenga::ExactPrediction predicted =
            jenga::predictExact(tower, control.memoryBudget(), exactOptions(options));
        const jenga::detail::StateCounts counts = jenga::detail::countStates(tower);
        // Any die reaches the same states (solver.h): the contest's is solved.
        const jenga::Result result = jenga::solve(tower, control, exactOptions(options));
        if (result.status != SolveStatus::Exact)
            throw CannotSolve(result.status, jenga::textId(tower) + ": " + result.note);
        std::snprintf(line, sizeof line, "%-55s %-13llu %-13llu %-5d %-12.6g %-12.6g %.3f\n",
                      jenga::textId(tower).c_str(),
                      static_cast<unsigned long long>(result.stats.statesExplored),
                      static_cast<unsigned long long>(predicted.states), counts.live,
                      counts.multisets, counts.mixes, result.stats.seconds);
        out << line;
        out.flush();
        signature += result.stats.statesExplored;
    }
    out << "signature " << signature << "\n";
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
        const jenga::Tower tower = benchTower(levels);
        SolveControl control;
        const jenga::Result exact = jenga::solve(tower, control, options.die, options.threads);
        if (exact.status != SolveStatus::Exact) {
            out << levels << ": the exact solve did not finish (" << toString(exact.status)
                << ")\n";
            return 1;
        }
        SolveControl estimateControl;
        const Stopwatch stopwatch;
        const jenga::PolicyEstimate estimate = jenga::estimateWithPolicy(
            tower, jenga::kDefaultPolicyGames, jenga::kEstimateSeed, estimateControl,
            jenga::kDefaultTrainingLevels, jenga::PolicyChoice::Best, nullptr, options.die);
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

// The end-game table --bracket and --relaxation use: --table-potential's bound, or the default.
int benchTablePotential(const Options& options) {
    return options.tablePotential > 0 ? options.tablePotential : jenga::kDefaultEndgamePotential;
}

// That table, built within the options' budget; null, and a line saying so, when it does not fit.
std::shared_ptr<const jenga::EndgameTable> benchTable(const Options& options, std::ostream& out) {
    SolveControl control = solveControl(options);
    auto table = jenga::EndgameTable::build(benchTablePotential(options), control, 2, options.die);
    if (!table)
        out << "the end-game table of potential " << benchTablePotential(options)
            << " does not fit\n";
    return table;
}

// One tower's bracket line (and up to 12 levels its exact value): what --bracket prints a tower.
struct BracketRow {
    double width = 0.0;        // % of U
    std::optional<double> gap; // how far L lies below the optimum, % of it (up to 12 levels)
};
BracketRow bracketRow(const jenga::Tower& tower, const std::string& label, const Options& options,
                      const std::shared_ptr<const jenga::EndgameTable>& table, std::ostream& out) {
    SolveControl control = solveControl(options);
    const Stopwatch clock;
    jenga::BracketRequest request;
    request.tower = tower;
    request.rules = options.die;
    request.searchPositions = searchPositions(options);
    request.endgame = table;
    const jenga::Bracket bracket = jenga::bracketOptimum(request, control);
    const double policySeconds = clock.seconds() - bracket.lower.seconds;
    BracketRow row{100.0 * bracket.width(), std::nullopt};
    char line[400];
    std::string exactText = "-";
    std::string belowText = "-";
    if (tower.levelCount() <= 12) {
        SolveControl exactControl = solveControl(options);
        const jenga::Result exact = jenga::solve(tower, exactControl, options.die, options.threads);
        if (exact.status == SolveStatus::Exact) {
            std::snprintf(line, sizeof line, "%.15g", exact.expectedDuration);
            exactText = line;
            row.gap =
                100.0 * (exact.expectedDuration - bracket.lower.value) / exact.expectedDuration;
            std::snprintf(line, sizeof line, "%.3f", *row.gap);
            belowText = line;
        }
    }
    std::snprintf(line, sizeof line,
                  "%-7s %-13.6f %-13.6f %-9.3f %-19s %-16s %-8.2f %-6d %-11llu %-9.2f %s / %s\n",
                  label.c_str(), bracket.lower.value, bracket.upper(), row.width, exactText.c_str(),
                  belowText.c_str(), bracket.lower.seconds, bracket.lower.searchDepth,
                  static_cast<unsigned long long>(bracket.lower.searchedPositions), policySeconds,
                  std::string(bracket.lower.methodName).c_str(),
                  std::string(bracket.policy.method).c_str());
    out << line;
    out.flush();
    return row;
}

// The bracket of the optimum on the fixed bench towers, 8 to 18 levels (8 to 12 with --quick, one
// with --levels), or with --random LEVELS on seeded random towers of that height (seeds
// 1..--count, default 20) with the median and worst width and distance below the optimum: the
// proven lower bound, the policy's upper bound (97.5 %) and the width, and up to 12 levels the
// exact value with the lower bound's distance below it. One end-game table serves every tower
// (of the default bound, or --table-potential's; exit 1 when it does not fit). The exact solve of
// 12 levels takes about 35 s and 3.2 GB.
int benchBracket(const Options& options, std::ostream& out) {
    std::vector<int> levelCounts;
    for (int levels = 8; levels <= (options.quick ? 12 : 18); ++levels)
        levelCounts.push_back(levels);
    if (options.levels > 0)
        levelCounts = {options.levels};
    const Stopwatch tableClock;
    const int tablePotential = benchTablePotential(options);
    const auto table = benchTable(options, out);
    if (!table)
        return 1;
    char line[400];
    std::snprintf(line, sizeof line, "end-game table: potential <= %d, %llu positions, %.2f s\n",
                  tablePotential, static_cast<unsigned long long>(table->size()),
                  tableClock.seconds());
    out << line;
    out << (options.random > 0 ? "seed    " : "levels  ")
        << "lower bound   upper bound   width %   exact               L below exact %  "
           "bound s  depth  searched    policy s  lower bound by / policy\n";
    if (options.random <= 0) {
        for (int levels : levelCounts)
            bracketRow(benchTower(levels), std::to_string(levels), options, table, out);
        return 0;
    }
    const int count = options.count > 0 ? options.count : 20;
    std::vector<double> widths, gaps;
    std::vector<int> gapSeeds;
    for (int seed = 1; seed <= count; ++seed) {
        const BracketRow row =
            bracketRow(jenga::randomTower(options.random, static_cast<std::uint64_t>(seed)),
                       std::to_string(seed), options, table, out);
        widths.push_back(row.width);
        if (row.gap) {
            gaps.push_back(*row.gap);
            gapSeeds.push_back(seed);
        }
    }
    const Spread width = spreadOf(widths);
    std::snprintf(line, sizeof line,
                  "%d random towers of %d levels: width median %.3f%%, worst %.3f%% (seed %zu)",
                  count, options.random, width.median, width.worst, width.worstAt + 1);
    out << line;
    if (!gaps.empty()) {
        const Spread gap = spreadOf(gaps);
        std::snprintf(line, sizeof line,
                      "; L below the optimum median %.3f%%, worst %.3f%% (seed %d)", gap.median,
                      gap.worst, gapSeeds[gap.worstAt]);
        out << line;
    }
    out << "\n";
    return 0;
}

// The information relaxation's lower bound (jenga_relaxation.h) on the fixed bench towers of 8 to
// 10 levels (one with --levels), with the penalty from the once improved policy's values (with
// --quick: 8 levels, and first the aggregation's penalty), beside the aggregation's bound and the
// exact value: the mean over the roll sequences, the bound with 97.5 % confidence, and how far
// each lies below the optimum. At 10 levels a sequence takes about 7 s.
int benchRelaxation(const Options& options, std::ostream& out) {
    std::vector<int> levelCounts{8};
    if (!options.quick)
        levelCounts.insert(levelCounts.end(), {9, 10});
    if (options.levels > 0)
        levelCounts = {options.levels};
    const std::uint64_t sequences = options.sequences;
    const int tablePotential = benchTablePotential(options);
    const auto table = benchTable(options, out);
    if (!table)
        return 1;
    char line[400];
    std::snprintf(line, sizeof line,
                  "information relaxation, penalty from the aggregation's or the once improved "
                  "policy's values, %llu roll sequences a tower (seed %llu), end-game table of "
                  "potential %d\n",
                  static_cast<unsigned long long>(sequences),
                  static_cast<unsigned long long>(jenga::kEstimateSeed), tablePotential);
    out << line;
    out << "levels  penalty      aggregation  relaxation mean ± sd     97.5% bound  "
           "exact            below %: aggregation  mean    97.5%   positions  seconds\n";
    bool unfinished = false;
    for (int levels : levelCounts) {
        const jenga::Tower tower = benchTower(levels);
        SolveControl control = solveControl(options);
        std::string why;
        const auto aggregation = jenga::aggregationFor(tower, control, &why, table);
        if (!aggregation) {
            out << levels << ": no aggregation (" << why << ")\n";
            return 1;
        }
        int trainingLevels = 0;
        SolveStatus trainingStatus = SolveStatus::Exact;
        const std::optional<jenga::ValueModel> model =
            jenga::trainedModel(tower, jenga::kDefaultTrainingLevels, jenga::kEstimateSeed, control,
                                &trainingLevels, &trainingStatus);
        if (!model) {
            out << levels << ": the training solve did not finish (" << toString(trainingStatus)
                << ")\n";
            return 1;
        }
        std::vector<jenga::RelaxationBound> bounds;
        if (options.quick) // the aggregation's penalty: far looser, and at 9 levels as slow
            bounds.push_back(jenga::relaxationBound(tower, *aggregation, sequences,
                                                    jenga::kEstimateSeed, control));
        bounds.push_back(jenga::relaxationBound(tower, *model, 2, *aggregation, sequences,
                                                jenga::kEstimateSeed, control));
        SolveControl exactControl = solveControl(options);
        const jenga::Result exact = jenga::solve(tower, exactControl, options.threads);
        if (exact.status != SolveStatus::Exact) {
            out << levels << ": the exact solve did not finish (" << toString(exact.status)
                << ")\n";
            return 1;
        }
        const double v = exact.expectedDuration;
        const auto below = [v](double value) { return 100.0 * (v - value) / v; };
        for (const jenga::RelaxationBound& bound : bounds) {
            const char* penalty =
                bound.penalty == jenga::RelaxationPenalty::Aggregation ? "aggregation" : "policy";
            if (bound.estimate.status != SolveStatus::Exact) { // the other may still have finished
                std::snprintf(line, sizeof line, "%-7d %-12s did not finish (%s) after %.1f s\n",
                              levels, penalty, std::string(toString(bound.estimate.status)).c_str(),
                              bound.seconds);
                out << line;
                unfinished = true;
                continue;
            }
            std::snprintf(
                line, sizeof line,
                "%-7d %-12s %-12.6f %-10.6f ± %-10.4f %-12.6f %-16.12g %-22.3f %-7.3f %-7.3f "
                "%-10llu %.1f\n",
                levels, penalty, bound.aggregation, bound.estimate.mean,
                bound.estimate.standardDeviation, bound.low975(), v, below(bound.aggregation),
                below(bound.estimate.mean), below(bound.low975()),
                static_cast<unsigned long long>(bound.mostPositions), bound.seconds);
            out << line;
        }
        out.flush();
    }
    return unfinished ? 1 : 0;
}

} // namespace

int benchJenga(const Options& options, std::ostream& out) {
    if (options.relaxation && !options.die.isContest())
        throw CliError(kExitUsage, "--relaxation measures the contest's die only (give no --die)");
    if (!options.die.isContest())
        out << "die R,G,B,K: " << jenga::rulesText(options.die) << "\n";
    if (options.relaxation)
        return benchRelaxation(options, out);
    if (options.bracket)
        return benchBracket(options, out);
    if (options.estimate)
        return benchEstimates(options, out);
    if (options.towers)
        return benchTowerFile(options, out);
    const int threads = options.threads; // 0: the solver's own choice
    if (const int randomLevels = options.random; randomLevels > 12) {
        throw CliError(kExitUsage, "--random " + std::to_string(randomLevels) +
                                       ": the exact solves take at most 12 levels (with "
                                       "--bracket, 40)");
    } else if (randomLevels > 0)
        return benchRandomTowers(randomLevels,
                                 options.count > 0 ? options.count : (randomLevels <= 6 ? 50 : 20),
                                 threads, options.die, out);
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
        const jenga::Tower tower = benchTower(levels);
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

} // namespace pw::cli
