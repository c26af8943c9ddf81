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
};

// From measured state counts by live level count (the median of seeded random towers at 9 to 12
// levels, the bench towers below and above), extended by their growth factor, and never above a
// count of every lower multiset the tower's blocks could make (so a tower of few colours, whose
// states are few, is not predicted as a random one). One height's random towers spread from
// about 0.25 to 1.5 times the median in states, and the time and memory with them; for the states
// a solve reaches, its time is predicted within 30% (test_jenga_prediction, docs/performance.md).
// The processor time per state, measured on the bench towers, grows with the tables; the wall
// time is that shared out among the workers, each getting a core or its share of the cores
// beside the other runnable threads, weighted by their nice values (machine_load.h: a loaded
// machine is predicted slower, a niced background job hardly counts).
// Layers go to disk as solve() decides with `options` (its automatic choice by default); the free
// disk is read from the layer file's folder.
ExactPrediction predictExact(const Tower& tower, std::size_t budgetBytes,
                             const ExactOptions& options = {});

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
