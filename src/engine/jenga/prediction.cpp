// The exact solve's cost predictor (prediction.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/prediction.h"

#include "engine/jenga/spill_file.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace pw::jenga {

namespace {

// Measured (bench jenga --levels N, docs/performance.md): the states of the bench towers of 6 to
// 13 levels; below 6 levels the growth factor runs backwards.
constexpr std::array<double, 8> kStates{95'440,     679'539,    1'872'595,   10'753'585,
                                        30'739'896, 77'696'738, 230'225'511, 839'967'145};
constexpr int kFirstMeasured = 6;
constexpr double kGrowth = 3.6; // geometric mean of the measured steps
// Memory: the tables hold about 13.5 bytes a state when every layer stays in memory (8 of value,
// the rest index); with layers on disk, the layers one step reads and the ones it keeps for the
// next, about a third of the whole (the largest three layers p, p - 1, p - 4 and the two between
// hold 32% of a 13-level tower's states). The layer file holds the whole.
constexpr double kBytesPerState = 13.5;
constexpr double kWindowShare = 0.35;
// Time on two workers of an idle machine like this one: a state costs more as the tables outgrow
// the caches (measured: 0.09 us at 10 levels to 0.15 us at 12).
constexpr double kSecondsPerState = 0.15e-6;

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
    states = std::max(1.0, std::min(states, 1e18));

    ExactPrediction p;
    p.states = static_cast<std::uint64_t>(states);
    p.seconds = states * kSecondsPerState;
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
    p.bytes = static_cast<std::size_t>(std::min(memory, 1e18));
    p.diskBytes = static_cast<std::uint64_t>(std::min(disk, 1e18));
    bool diskFits = true;
    if (p.diskBytes > 0) {
        p.freeDiskBytes =
            detail::SpillFile::freeBytesIn(detail::SpillFile::folderFor(options.folder));
        diskFits = p.freeDiskBytes >= p.diskBytes + detail::SpillFile::kReserve;
    }
    p.fits = p.bytes <= budgetBytes && diskFits;
    return p;
}

} // namespace pw::jenga
