// Colored Jenga: what an exact solve will cost before it starts (states, time, memory, disk), and
// whether that fits the memory budget and the disk.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/position.h"
#include "engine/jenga/solver.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace pw::jenga {

struct ExactPrediction {
    std::uint64_t states = 0;        // reduced states the solve is expected to reach
    double cpuSeconds = 0.0;         // processor time of all the workers together
    double seconds = 0.0;            // wall time on this machine at its present load
    std::size_t bytes = 0;           // the most the tables hold in memory at once
    std::uint64_t diskBytes = 0;     // the most the layer file holds (0: no layer goes to disk)
    std::uint64_t freeDiskBytes = 0; // where the layer file would go (when it is needed)
    std::size_t budgetBytes = 0;     // the memory budget the prediction was made against
    bool fits = false; // bytes within the budget, and the layer file within the free disk
    // Beyond anything a computer holds: more levels than the solver takes (kMaxExactLevels), or
    // so many states that the figures above are capped (at 1e18) rather than predicted.
    bool beyondReach = false;
    // The states were not counted from the tower's blocks but taken from its height alone (the
    // median of random towers): predictExactAtOnce did not wait for the count.
    bool provisional = false;
};

// The states are counted from the tower's own blocks (state_count.h): within 30% of what the
// solve reaches for 99% of the seeded random towers of 8 to 11 levels it was fitted to and of
// those of 12 to 14 levels it was checked on (test_jenga_prediction, docs/performance.md); a
// tower of more live levels than that extends the measured growth.
// The processor time per state, measured on the bench towers, grows with the tables; the wall
// time is that shared out among the workers, each getting a core or its share of the cores
// beside the other runnable threads, weighted by their nice values (machine_load.h: a loaded
// machine is predicted slower, a niced background job hardly counts).
// Layers go to disk as solve() decides with `options` (its automatic choice by default); the free
// disk is read from the layer file's folder.
ExactPrediction predictExact(const Tower& tower, std::size_t budgetBytes,
                             const ExactOptions& options = {});

// The same for a caller that must answer at once (a page's GUI thread): a tower of more than
// detail::kMixesAtOnceLevels live levels whose states no prediction has counted yet (counting
// them takes up to a tenth of a second at 14 levels) is predicted from its height alone, and
// `provisional` says so. countStatesAhead counts them on a worker, after which this function
// answers as predictExact does (the last eight towers counted are kept).
ExactPrediction predictExactAtOnce(const Tower& tower, std::size_t budgetBytes);
void countStatesAhead(const Tower& tower);

// This machine's speed as the solves meet it: every exact solve of at least kCalibratingStates
// states tells the predictor the processor time it took (solve() does), and the predictions made
// after it scale their processor time by how that solve ran against the measured table (a host
// shared with other machines, a slower or faster processor than the one measured), so that the
// second and later predictions of a session are this machine's. The factor is the last such
// solve's, within 1/4 to 8; 1 before any.
inline constexpr std::uint64_t kCalibratingStates = 1'000'000;
void noteExactSolve(std::uint64_t states, double cpuSeconds);
double measuredSpeedFactor();

} // namespace pw::jenga
