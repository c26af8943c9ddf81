// Double Patience study over many random deals (exact per-deal solves, histogram, CSV).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/study.h"

#include "engine/common/csv.h"

#include <algorithm>
#include <stdexcept>

namespace pw::patience {

int histogramBin(double p, int bins) {
    const int bin = static_cast<int>(p * bins);
    return std::clamp(bin, 0, bins - 1);
}

StudySummary::StudySummary(int bins) : histogram(static_cast<std::size_t>(std::max(bins, 1)), 0) {}

void StudySummary::add(const StudyRow& row) {
    const int bins = static_cast<int>(histogram.size());
    ++histogram[static_cast<std::size_t>(histogramBin(row.values.random, bins))];
    winnable += row.values.best > 0.0 ? 1 : 0;
    randomSum += row.values.random;
    ++deals;
    winnableShare = static_cast<double>(winnable) / static_cast<double>(deals);
    meanRandom = randomSum / static_cast<double>(deals);
}

SolveStatus streamStudy(const StudyOptions& options, SolveControl& control,
                        const std::function<void(const StudyRow&)>& onRow, StudySummary& summary) {
    if (options.bins < 1)
        throw std::invalid_argument("a study needs at least one histogram bin");
    summary = StudySummary(options.bins);
    for (std::uint64_t i = 0; i < options.deals; ++i) {
        if (control.checkpoint(i, "study",
                               static_cast<double>(i) / static_cast<double>(options.deals)))
            return SolveStatus::Cancelled;
        StudyRow row;
        row.index = i;
        row.seed = options.seed + i;
        const Deal deal = randomDeal(row.seed, options.layout);
        row.dealId = textId(deal);
        const Result result = solve(Position(deal), control, options.rules);
        if (result.status != SolveStatus::Exact)
            return result.status;
        row.values = result.values;
        row.states = result.stats.statesExplored;
        summary.add(row);
        onRow(row);
    }
    control.checkpoint(options.deals, "study", 1.0);
    return SolveStatus::Exact;
}

Study runStudy(const StudyOptions& options, SolveControl& control) {
    Study study;
    study.options = options;
    StudySummary summary(options.bins);
    study.status = streamStudy(
        options, control, [&](const StudyRow& row) { study.rows.push_back(row); }, summary);
    study.histogram = std::move(summary.histogram);
    study.winnable = summary.winnable;
    study.winnableShare = summary.winnableShare;
    study.meanRandom = summary.meanRandom;
    return study;
}

// The study's CSV goes through the one CSV writer (engine/common/csv.h), with LF rows: the CLI
// streams it row by row to standard output. Probabilities in the shortest form that reads back
// to the same double (0.1, not 0.10000000000000001).
std::string studyCsvHeader() {
    return csv::row({"index", "seed", "deal", "random", "best", "worst", "states"}, "\n");
}

std::string studyCsvLine(const StudyRow& row) {
    return csv::row({std::to_string(row.index), std::to_string(row.seed), row.dealId,
                     csv::number(row.values.random), csv::number(row.values.best),
                     csv::number(row.values.worst), std::to_string(row.states)},
                    "\n");
}

std::string studyCsv(const Study& study) {
    std::string out = studyCsvHeader();
    for (const StudyRow& row : study.rows)
        out += studyCsvLine(row);
    return out;
}

std::string histogramCsv(const Study& study) {
    return histogramCsv(study.histogram);
}

std::string histogramCsv(const std::vector<std::uint64_t>& histogram) {
    std::string out = csv::row({"bin_low", "bin_high", "deals"}, "\n");
    const auto bins = static_cast<int>(histogram.size());
    for (int b = 0; b < bins; ++b)
        out += csv::row({csv::number(static_cast<double>(b) / bins),
                         csv::number(static_cast<double>(b + 1) / bins),
                         std::to_string(histogram[static_cast<std::size_t>(b)])},
                        "\n");
    return out;
}

} // namespace pw::patience
