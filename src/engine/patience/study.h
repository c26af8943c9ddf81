// Double Patience study over many random deals: how much skill matters, done exactly per deal.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/patience/position.h"
#include "engine/patience/solver.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pw::patience {

struct StudyOptions {
    std::uint64_t deals = 100;
    std::uint64_t seed = 1; // deal i (0-based) is randomDeal(seed + i, layout)
    DealLayout layout = DealLayout::standard();
    int bins = 10; // histogram bins of equal width over [0, 1]
};

struct StudyRow {
    std::uint64_t index = 0;
    std::uint64_t seed = 0;   // the deal's own seed
    std::string dealId;       // textId of the deal
    WinValues values;         // random, best and worst play from the start
    std::uint64_t states = 0; // reachable positions
};

struct Study {
    SolveStatus status = SolveStatus::Cancelled;
    StudyOptions options;
    std::vector<StudyRow> rows; // the deals finished (all of them when Exact)
    // histogram[b] counts deals whose random-play P(win) p lies in [b/bins, (b+1)/bins);
    // p = 1 falls in the last bin.
    std::vector<std::uint64_t> histogram;
    std::uint64_t winnable = 0; // deals with best-play P(win) > 0
    double winnableShare = 0.0; // winnable / rows
    double meanRandom = 0.0;    // mean random-play P(win) over the rows
};

// Bin of a probability p in [0, 1] among `bins` equal bins.
int histogramBin(double p, int bins);

// Solves each deal exactly (solve()), reporting "study" progress between deals (fraction =
// deals done / deals) through `control`, which also carries every deal's own solve. A stop gives
// Cancelled with the deals finished so far; a deal over the memory budget gives OverBudget.
// Throws std::invalid_argument when bins < 1 or the layout cannot be dealt.
Study runStudy(const StudyOptions& options, SolveControl& control);

// CSV: a header line, then one line a deal: index,seed,deal,random,best,worst,states
// (probabilities with 17 significant digits, so a double reads back exactly).
std::string studyCsv(const Study& study);
// The histogram as CSV: bin_low,bin_high,deals.
std::string histogramCsv(const Study& study);

} // namespace pw::patience
