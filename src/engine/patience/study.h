// Double Patience study over many random deals: how much skill matters, done exactly per deal.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/patience/position.h"
#include "engine/patience/solver.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace pw::patience {

struct StudyOptions {
    std::uint64_t deals = 100;
    std::uint64_t seed = 1; // deal i (0-based) is randomDeal(seed + i, layout)
    DealLayout layout = DealLayout::standard();
    int bins = 10; // histogram bins of equal width over [0, 1]
    Rules rules;   // every deal is solved under these (solver.h)
};

struct StudyRow {
    std::uint64_t index = 0;
    std::uint64_t seed = 0;   // the deal's own seed
    std::string dealId;       // textId of the deal
    WinValues values;         // random, best and worst play from the start
    std::uint64_t states = 0; // reachable positions
};

// The study's totals, added to deal by deal: what a study of any length keeps in memory.
struct StudySummary {
    std::uint64_t deals = 0; // rows added
    // histogram[b] counts deals whose random-play P(win) p lies in [b/bins, (b+1)/bins);
    // p = 1 falls in the last bin.
    std::vector<std::uint64_t> histogram;
    std::uint64_t winnable = 0; // deals with best-play P(win) > 0
    double winnableShare = 0.0; // winnable / deals
    double meanRandom = 0.0;    // mean random-play P(win) over the deals
    double randomSum = 0.0;     // the sum meanRandom divides

    explicit StudySummary(int bins = 10);
    void add(const StudyRow& row);
};

struct Study {
    SolveStatus status = SolveStatus::Cancelled;
    StudyOptions options;
    std::vector<StudyRow> rows; // the deals finished (all of them when Exact)
    // The totals over `rows` (StudySummary's fields).
    std::vector<std::uint64_t> histogram;
    std::uint64_t winnable = 0;
    double winnableShare = 0.0;
    double meanRandom = 0.0;
};

// Bin of a probability p in [0, 1] among `bins` equal bins.
int histogramBin(double p, int bins);

// Solves deal after deal exactly (solve()) and hands each row to `onRow` as soon as it is solved,
// in order, keeping none: memory does not grow with the number of deals. `summary` starts afresh
// (options.bins bins) and holds the totals of the rows handed over. Reports "study" progress
// between deals (fraction = deals done / deals) through `control`, which also carries every
// deal's own solve. Returns Exact when every deal was done; Cancelled on a stop (the deal being
// solved is dropped; the rows handed over stay valid); OverBudget when a deal is over the memory
// budget. Throws std::invalid_argument when bins < 1 or the layout cannot be dealt.
SolveStatus streamStudy(const StudyOptions& options, SolveControl& control,
                        const std::function<void(const StudyRow&)>& onRow, StudySummary& summary);

// streamStudy keeping every row (for a table of them, e.g. the application's dialog).
Study runStudy(const StudyOptions& options, SolveControl& control);

// CSV: a header line, then one line a deal: index,seed,deal,random,best,worst,states
// (probabilities with 17 significant digits, so a double reads back exactly).
std::string studyCsv(const Study& study);
std::string studyCsvHeader(); // "index,seed,deal,random,best,worst,states\n"
std::string studyCsvLine(const StudyRow& row);
// The histogram as CSV: bin_low,bin_high,deals.
std::string histogramCsv(const Study& study);
std::string histogramCsv(const std::vector<std::uint64_t>& histogram);

} // namespace pw::patience
