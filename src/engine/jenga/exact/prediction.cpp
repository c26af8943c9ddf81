// The exact solve's cost predictor (prediction.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/prediction.h"

#include "engine/common/machine_load.h"
#include "engine/jenga/exact/spill_file.h"

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
// (randomTower(levels, seed): seeds 1 to 12 at 9 levels, 1 to 8 at 10 and 11, 1 to 5 at 12),
// around which one height's towers spread from about 0.6 to 1.5 times. Below 6 levels the
// growth factor runs backwards.
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

// Every reduced state the tower's live blocks could make, ignoring the order of play: lower
// multisets of the 18 full and 3 side level types (a side level counted by its side block alone,
// its middle being stuck) and a top of 1 to 3 blocks, whose blocks of each colour are no more
// than the tower's. An upper bound on the states, far above them for a random tower but close for
// a tower of one or two colours.
double stateBound(const Tower& tower) {
    std::array<int, 3> have{};
    const auto count = [&](const Slot& slot) {
        if (slot)
            ++have[static_cast<std::size_t>(*slot)];
    };
    for (int i = 0; i < tower.levelCount(); ++i) {
        const Level& level = tower.level(i);
        const bool top = i + 1 == tower.levelCount();
        if (top || level.blockCount() == 3) {
            for (const Slot& slot : level.cells)
                count(slot);
        } else if (level.blockCount() == 2 && level.cells[kMiddle]) {
            count(level.cells[kLeft] ? level.cells[kLeft] : level.cells[kRight]);
        }
    }
    const auto r = static_cast<std::size_t>(have[0]) + 1;
    const auto g = static_cast<std::size_t>(have[1]) + 1;
    const auto b = static_cast<std::size_t>(have[2]) + 1;
    const auto at = [&](std::size_t i, std::size_t j, std::size_t k) {
        return (i * g + j) * b + k;
    };
    // The 21 level types' colours, then the tops' (6 of one block, 15 of two, 18 of three).
    std::vector<std::array<int, 3>> types;
    std::vector<std::array<int, 3>> tops;
    for (int middle = 0; middle < 3; ++middle)
        for (int x = 0; x < 3; ++x)
            for (int y = x; y < 3; ++y) {
                std::array<int, 3> uses{};
                ++uses[static_cast<std::size_t>(middle)];
                ++uses[static_cast<std::size_t>(x)];
                ++uses[static_cast<std::size_t>(y)];
                types.push_back(uses);
                tops.push_back(uses);
            }
    for (int side = 0; side < 3; ++side) {
        std::array<int, 3> uses{};
        ++uses[static_cast<std::size_t>(side)];
        types.push_back(uses);
        tops.push_back(uses); // a side block on top
        tops.push_back(uses); // a middle block on top
        for (int other = 0; other < 3; ++other) {
            std::array<int, 3> two = uses;
            ++two[static_cast<std::size_t>(other)];
            tops.push_back(two); // a side and the middle
            if (other >= side)
                tops.push_back(two); // both sides
        }
    }
    // ways[r, g, b]: the multisets using exactly that many blocks of each colour.
    std::vector<double> ways(r * g * b, 0.0);
    ways[0] = 1.0;
    for (const auto& uses : types)
        for (std::size_t i = 0; i < r; ++i) // in increasing order: any number of each type
            for (std::size_t j = 0; j < g; ++j)
                for (std::size_t k = 0; k < b; ++k) {
                    const auto from = std::array<std::size_t, 3>{i, j, k};
                    if (from[0] < static_cast<std::size_t>(uses[0]) ||
                        from[1] < static_cast<std::size_t>(uses[1]) ||
                        from[2] < static_cast<std::size_t>(uses[2]))
                        continue;
                    ways[at(i, j, k)] += ways[at(i - static_cast<std::size_t>(uses[0]),
                                                 j - static_cast<std::size_t>(uses[1]),
                                                 k - static_cast<std::size_t>(uses[2]))];
                }
    double total = 0.0;
    for (std::size_t i = 0; i < r; ++i)
        for (std::size_t j = 0; j < g; ++j)
            for (std::size_t k = 0; k < b; ++k) {
                if (ways[at(i, j, k)] == 0.0)
                    continue;
                int fitting = 0;
                for (const auto& uses : tops)
                    fitting += i + static_cast<std::size_t>(uses[0]) < r &&
                                       j + static_cast<std::size_t>(uses[1]) < g &&
                                       k + static_cast<std::size_t>(uses[2]) < b
                                   ? 1
                                   : 0;
                total += ways[at(i, j, k)] * fitting;
            }
    return total;
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
    int live = 1; // the top
    for (int i = 0; i + 1 < tower.levelCount(); ++i) {
        const Level& level = tower.level(i);
        live +=
            level.blockCount() == 3 || (level.blockCount() == 2 && level.cells[kMiddle]) ? 1 : 0;
    }
    constexpr int kLastMeasured = kFirstMeasured + static_cast<int>(kStates.size()) - 1;
    double states = 0.0;
    if (live < kFirstMeasured)
        states = kStates[0] / std::pow(kGrowth, kFirstMeasured - live);
    else if (live <= kLastMeasured)
        states = kStates[static_cast<std::size_t>(live - kFirstMeasured)];
    else
        states = kStates.back() * std::pow(kGrowth, live - kLastMeasured);
    if (tower.levelCount() <= kMaxExactLevels) // beyond, the bound's table would be too large
        states = std::min(states, stateBound(tower));
    ExactPrediction p;
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

} // namespace pw::jenga
