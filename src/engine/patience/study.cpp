// Double Patience study over many random deals (exact per-deal solves, histogram, CSV).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/study.h"

#include <algorithm>
#include <cstdio>
#include <stdexcept>

namespace pw::patience {

namespace {

std::string probability(double p) {
    char buffer[40];
    std::snprintf(buffer, sizeof buffer, "%.17g", p);
    return buffer;
}

} // namespace

int histogramBin(double p, int bins) {
    const int bin = static_cast<int>(p * bins);
    return std::clamp(bin, 0, bins - 1);
}

Study runStudy(const StudyOptions& options, SolveControl& control) {
    if (options.bins < 1)
        throw std::invalid_argument("a study needs at least one histogram bin");
    Study study;
    study.options = options;
    study.histogram.assign(static_cast<std::size_t>(options.bins), 0);
    double sum = 0.0;
    for (std::uint64_t i = 0; i < options.deals; ++i) {
        if (control.checkpoint(i, "study",
                               static_cast<double>(i) / static_cast<double>(options.deals)))
            return study; // Cancelled
        StudyRow row;
        row.index = i;
        row.seed = options.seed + i;
        const Deal deal = randomDeal(row.seed, options.layout);
        row.dealId = textId(deal);
        const Result result = solve(Position(deal), control);
        if (result.status != SolveStatus::Exact) {
            study.status = result.status;
            return study;
        }
        row.values = result.values;
        row.states = result.stats.statesExplored;
        ++study.histogram[static_cast<std::size_t>(histogramBin(row.values.random, options.bins))];
        study.winnable += row.values.best > 0.0 ? 1 : 0;
        sum += row.values.random;
        study.rows.push_back(std::move(row));
        const auto done = static_cast<double>(study.rows.size());
        study.winnableShare = static_cast<double>(study.winnable) / done;
        study.meanRandom = sum / done;
    }
    control.checkpoint(options.deals, "study", 1.0);
    study.status = SolveStatus::Exact;
    return study;
}

std::string studyCsv(const Study& study) {
    std::string out = "index,seed,deal,random,best,worst,states\n";
    for (const StudyRow& row : study.rows) {
        out += std::to_string(row.index) + ',' + std::to_string(row.seed) + ',' + row.dealId + ',' +
               probability(row.values.random) + ',' + probability(row.values.best) + ',' +
               probability(row.values.worst) + ',' + std::to_string(row.states) + '\n';
    }
    return out;
}

std::string histogramCsv(const Study& study) {
    std::string out = "bin_low,bin_high,deals\n";
    const auto bins = static_cast<int>(study.histogram.size());
    for (int b = 0; b < bins; ++b)
        out += probability(static_cast<double>(b) / bins) + ',' +
               probability(static_cast<double>(b + 1) / bins) + ',' +
               std::to_string(study.histogram[static_cast<std::size_t>(b)]) + '\n';
    return out;
}

} // namespace pw::patience
