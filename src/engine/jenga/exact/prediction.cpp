// The exact solve's cost predictor (prediction.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/prediction.h"

#include "engine/common/machine_load.h"
#include "engine/jenga/exact/reduced_state.h"
#include "engine/jenga/exact/spill_file.h"
#include "engine/jenga/exact/state_count.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace pw::jenga {

namespace {

// Measured: the states of 6 to 8 and of 13 and 14 levels are those of the bench towers (bench
// jenga --levels N, docs/performance.md); of 9 to 12 levels the median of seeded random towers
// (randomTower(levels, seed): seeds 1 to 12 at 9 levels, 1 to 8 at 10 and 11, 1 to 5 at 12).
// The processor time per state below is interpolated on them, and they are a tower's states
// from its height alone: before its count (predictExactAtOnce) and, extended by their growth,
// for a tower of more live levels than the count is modelled for (state_count.h).
constexpr std::array<double, 9> kStates{95'440,      679'539,     1'872'595,
                                        8'440'000,   31'400'000,  84'700'000,
                                        292'000'000, 839'967'145, 1'571'642'263};
constexpr int kFirstMeasured = 6;
constexpr double kGrowth = 3.4; // geometric mean of the measured steps
// Processor time (user and system, both workers) a state costs, in microseconds, on the same
// towers, measured on the idle machine (9 to 14 levels; below, earlier runs): it grows as the
// tables outgrow the caches; with layers on disk it is about the same (14 levels: 0.214 us with
// half the tables on disk; loaded, 0.235 with one worker and all of them).
constexpr std::array<double, 9> kCpuMicrosPerState{0.14,  0.147, 0.139, 0.172, 0.177,
                                                   0.165, 0.175, 0.218, 0.214};
// Memory: the tables hold about 10.4 bytes a state when every layer stays in memory, and the
// process some MB more; with every layer that can go on disk, the layers one step reads and the
// ones it keeps for the next, about a fifth of the whole (14 levels: 3.1 GB of 16.1); in between
// (automatic), what the threshold keeps. The layer file holds at most the whole (all of it when
// every layer that can go does; 14 levels, automatic: 8.3 GB of 16.3), which is what the disk
// is checked for.
constexpr double kBytesPerState = 10.4;
constexpr double kProcessBytes = 6e6;
constexpr double kWindowShare = 0.2;
// Two workers share each layer evenly, but wait for each other at every layer's end, and the
// steps between layers run on one: processor time over wall time was 1.56 to 1.68 at 10 to 14
// levels on the idle machine.
constexpr double kTwoWorkerSpeed = 1.65;

// The processor time of a state for a solve of `states`, interpolated between the bench towers
// on a logarithmic scale of states (the nearest one's beyond them).
double cpuMicrosPerState(double states) {
    if (states <= kStates.front())
        return kCpuMicrosPerState.front();
    for (std::size_t i = 1; i < kStates.size(); ++i)
        if (states <= kStates[i]) {
            const double t =
                std::log(states / kStates[i - 1]) / std::log(kStates[i] / kStates[i - 1]);
            return kCpuMicrosPerState[i - 1] +
                   t * (kCpuMicrosPerState[i] - kCpuMicrosPerState[i - 1]);
        }
    return kCpuMicrosPerState.back();
}

// Measured processor time over the table's for the last solve that calibrates (1: none yet).
std::atomic<double> speedFactor{1.0};

// The other threads that would run beside the solve (machine_load.h), remembered for a second:
// a page asks again at every edit.
double machineLoad() {
    static std::mutex mutex;
    static std::chrono::steady_clock::time_point readAt;
    static double remembered = -1.0;
    const std::scoped_lock lock(mutex);
    const auto now = std::chrono::steady_clock::now();
    if (remembered < 0.0 || now - readAt >= std::chrono::seconds(1)) {
        remembered = readMachineLoad(9).competing;
        readAt = now;
    }
    return remembered;
}

// How many cores' worth of processor time `workers` get: each a core of its own while the cores
// outnumber the threads that would run, else its share of them.
double coreShare(int workers) {
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    const double share =
        std::min(1.0, static_cast<double>(cores) / (machineLoad() + static_cast<double>(workers)));
    return (workers > 1 ? kTwoWorkerSpeed : 1.0) * share;
}

// The states measured for a tower of `live` live levels (the table above, extended by its growth).
double statesByHeight(int live) {
    constexpr int kLastMeasured = kFirstMeasured + static_cast<int>(kStates.size()) - 1;
    if (live < kFirstMeasured)
        return kStates.front() / std::pow(kGrowth, kFirstMeasured - live);
    if (live <= kLastMeasured)
        return kStates[static_cast<std::size_t>(live - kFirstMeasured)];
    return kStates.back() * std::pow(kGrowth, live - kLastMeasured);
}

// The state counts of the last towers counted (a page asks again for the same tower at every
// change of what it shows). With `wait` false, the mixes of a tower of more than
// kMixesAtOnceLevels live levels are not counted here (and the counts without them not kept).
detail::StateCounts countsOf(const Tower& tower, bool wait) {
    static std::mutex mutex;
    static std::vector<std::pair<Tower, detail::StateCounts>> recent; // the newest last
    constexpr std::size_t kKept = 8;
    {
        const std::scoped_lock lock(mutex);
        for (auto at = recent.begin(); at != recent.end(); ++at)
            if (at->first == tower) {
                std::rotate(at, at + 1, recent.end());
                return recent.back().second;
            }
    }
    detail::StateCounts counts = detail::countStates(tower, false);
    if (counts.live <= detail::kMaxModelledLevels) {
        if (!wait && counts.live > detail::kMixesAtOnceLevels)
            return counts;
        counts = detail::countStates(tower);
    }
    const std::scoped_lock lock(mutex);
    if (recent.size() == kKept)
        recent.erase(recent.begin());
    recent.emplace_back(tower, counts);
    return counts;
}

ExactPrediction predict(const Tower& tower, std::size_t budgetBytes, const ExactOptions& options,
                        bool wait) {
    ExactPrediction p;
    double states = 0.0;
    if (tower.levelCount() > kMaxExactLevels) {
        // Beyond the solver's reach: the measured growth, from the tower's live levels.
        int live = 1; // the top
        for (int i = 0; i + 1 < tower.levelCount(); ++i)
            live += detail::lowerLevelType(tower.level(i)) >= 0 ? 1 : 0;
        states = statesByHeight(live);
    } else if (const detail::StateCounts counts = countsOf(tower, wait); counts.mixes > 0.0) {
        states = detail::estimatedStates(counts);
    } else {
        states = std::min(statesByHeight(counts.live), counts.multisets);
        p.provisional = counts.live <= detail::kMaxModelledLevels;
    }
    p.beyondReach = tower.levelCount() > kMaxExactLevels || states >= 1e18;
    states = std::max(1.0, std::min(states, 1e18));

    p.states = static_cast<std::uint64_t>(states);
    p.cpuSeconds = states * cpuMicrosPerState(states) * 1e-6 * measuredSpeedFactor();
    const unsigned cores = std::thread::hardware_concurrency();
    const int workers = options.threads > 0                     ? std::min(options.threads, 2)
                        : cores >= 2 && tower.levelCount() >= 7 ? 2
                                                                : 1;
    p.seconds = p.cpuSeconds / coreShare(workers);
    const double whole = states * kBytesPerState;
    double memory = whole;
    double disk = 0.0;
    std::size_t keep = std::numeric_limits<std::size_t>::max();
    if (options.layersOnDisk == LayersOnDisk::Always)
        keep = 0;
    else if (options.layersOnDisk == LayersOnDisk::WhenNeeded)
        keep = options.keepInMemory > 0 ? options.keepInMemory : automaticKeepInMemory(budgetBytes);
    if (whole > static_cast<double>(keep)) {
        memory = std::max(std::min(whole, static_cast<double>(keep)), whole * kWindowShare);
        disk = whole;
    }
    p.beyondReach = p.beyondReach || memory + kProcessBytes >= 1e18;
    p.bytes = static_cast<std::size_t>(std::min(memory + kProcessBytes, 1e18));
    p.diskBytes = static_cast<std::uint64_t>(std::min(disk, 1e18));
    bool diskFits = true;
    if (p.diskBytes > 0) {
        p.freeDiskBytes =
            detail::SpillFile::freeBytesIn(detail::SpillFile::folderFor(options.folder));
        diskFits = p.freeDiskBytes >= p.diskBytes + detail::SpillFile::kReserve;
    }
    p.budgetBytes = budgetBytes;
    p.fits = p.bytes <= budgetBytes && diskFits;
    return p;
}

} // namespace

void noteExactSolve(std::uint64_t states, double cpuSeconds) {
    if (states < kCalibratingStates || !(cpuSeconds > 0.0))
        return;
    const double table =
        static_cast<double>(states) * cpuMicrosPerState(static_cast<double>(states)) * 1e-6;
    speedFactor.store(std::clamp(cpuSeconds / table, 0.25, 8.0), std::memory_order_relaxed);
}

double measuredSpeedFactor() {
    return speedFactor.load(std::memory_order_relaxed);
}

ExactPrediction predictExact(const Tower& tower, std::size_t budgetBytes,
                             const ExactOptions& options) {
    return predict(tower, budgetBytes, options, true);
}

ExactPrediction predictExactAtOnce(const Tower& tower, std::size_t budgetBytes) {
    return predict(tower, budgetBytes, {}, false);
}

void countStatesAhead(const Tower& tower) {
    if (tower.levelCount() <= kMaxExactLevels)
        countsOf(tower, true);
}

} // namespace pw::jenga
