// The exact solve's state counts before it starts (state_count.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/state_count.h"

#include "engine/jenga/exact/reduced_state.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace pw::jenga::detail {

namespace {

using Blocks = std::array<int, 3>; // blocks of each colour

// The blocks of the 21 level types (types[t] is level type t's) and of the 39 tops (6 of one
// block, 15 of two, 18 of three).
struct Shapes {
    std::vector<Blocks> types;
    std::vector<Blocks> tops;
};
const Shapes& shapes() {
    static const Shapes made = [] {
        Shapes s;
        for (int middle = 0; middle < 3; ++middle)
            for (int x = 0; x < 3; ++x)
                for (int y = x; y < 3; ++y) {
                    Blocks uses{};
                    ++uses[static_cast<std::size_t>(middle)];
                    ++uses[static_cast<std::size_t>(x)];
                    ++uses[static_cast<std::size_t>(y)];
                    s.types.push_back(uses);
                    s.tops.push_back(uses);
                }
        for (int side = 0; side < 3; ++side) {
            Blocks uses{};
            ++uses[static_cast<std::size_t>(side)];
            s.types.push_back(uses);
            s.tops.push_back(uses); // a side block on top
            s.tops.push_back(uses); // a middle block on top
            for (int other = 0; other < 3; ++other) {
                Blocks two = uses;
                ++two[static_cast<std::size_t>(other)];
                s.tops.push_back(two); // a side and the middle
                if (other >= side)
                    s.tops.push_back(two); // both sides
            }
        }
        return s;
    }();
    return made;
}

// A table over the blocks of each colour from 0 to `most` (a box), row-major.
struct Box {
    Blocks size{};
    explicit Box(const Blocks& most) : size{most[0] + 1, most[1] + 1, most[2] + 1} {}
    std::size_t cells() const {
        return static_cast<std::size_t>(size[0]) * static_cast<std::size_t>(size[1]) *
               static_cast<std::size_t>(size[2]);
    }
    std::size_t at(int r, int g, int b) const {
        return (static_cast<std::size_t>(r) * static_cast<std::size_t>(size[1]) +
                static_cast<std::size_t>(g)) *
                   static_cast<std::size_t>(size[2]) +
               static_cast<std::size_t>(b);
    }
};

// ways[v]: the multisets of level types using exactly v blocks of each colour (any number of
// each type), within the box.
std::vector<double> multisetWays(const Box& box) {
    std::vector<double> ways(box.cells(), 0.0);
    ways[0] = 1.0;
    for (const Blocks& uses : shapes().types)
        for (int i = uses[0]; i < box.size[0]; ++i) // in increasing order: any number of each type
            for (int j = uses[1]; j < box.size[1]; ++j)
                for (int k = uses[2]; k < box.size[2]; ++k)
                    ways[box.at(i, j, k)] += ways[box.at(i - uses[0], j - uses[1], k - uses[2])];
    return ways;
}

// What one of the tower's levels is to the count: a full level type (0 to 17) or a middle and
// side level (sideType(colour)), reduced_state.h.
struct LevelGroup {
    int type = 0;
    int count = 0;
};

// The ways one level of `type` can be left: {block left as a side, colour taken, second colour
// taken} (-1: none), the first being staying whole.
struct Way {
    int side = -1;
    int taken = -1;
    int alsoTaken = -1;
};
std::vector<Way> waysOf(int type) {
    if (type >= kFullTypeCount)
        return {Way{}, Way{-1, type - kFullTypeCount, -1}};
    const int middle = type / 6;
    const auto [a, b] = kPairColours[static_cast<std::size_t>(type % 6)];
    std::vector<Way> ways{Way{}, Way{b, a, -1}};
    if (a != b)
        ways.push_back(Way{a, b, -1});
    ways.push_back(Way{-1, middle, -1});
    ways.push_back(Way{-1, a, b});
    return ways;
}

// The mixes (state_count.h): the pairs (sides left, colours taken) are points of a box indexed
// so that adding two points adds their indices (no coordinate passes its end), the sets of them
// a list and a bit per point.
class MixCount {
public:
    MixCount(std::vector<LevelGroup> groups, const Blocks& takenFirst, const Blocks& have)
        : groups_(std::move(groups)), have_(have) {
        Blocks sides{};
        Blocks taken = takenFirst;
        for (const LevelGroup& group : groups_) {
            Blocks mostSides{};
            Blocks mostTaken{};
            for (const Way& way : waysOf(group.type)) {
                if (way.side >= 0)
                    mostSides[static_cast<std::size_t>(way.side)] = 1;
                Blocks took{};
                for (int colour : {way.taken, way.alsoTaken})
                    if (colour >= 0)
                        ++took[static_cast<std::size_t>(colour)];
                for (std::size_t c = 0; c < 3; ++c)
                    mostTaken[c] = std::max(mostTaken[c], took[c]);
            }
            for (std::size_t c = 0; c < 3; ++c) {
                sides[c] += group.count * mostSides[c];
                taken[c] += group.count * mostTaken[c];
            }
        }
        for (std::size_t c = 0; c < 3; ++c) {
            radix_[c] = static_cast<std::size_t>(sides[c]) + 1;
            radix_[3 + c] = static_cast<std::size_t>(std::min(taken[c], have[c])) + 1;
        }
        std::size_t cells = 1;
        for (std::size_t r : radix_)
            cells *= r;
        takenCells_ = radix_[3] * radix_[4] * radix_[5];
        seen_.assign(cells / 64 + 1, 0);
        start_ = point({}, takenFirst);
    }

    double count() {
        const Box box(have_);
        const std::vector<double> ways = multisetWays(box);
        // below[v]: the multisets using at most v (prefix sums of ways).
        std::vector<double> below = ways;
        for (int axis = 0; axis < 3; ++axis)
            for (int i = 0; i < box.size[0]; ++i)
                for (int j = 0; j < box.size[1]; ++j)
                    for (int k = 0; k < box.size[2]; ++k) {
                        Blocks from{i, j, k};
                        if (from[static_cast<std::size_t>(axis)] == 0)
                            continue;
                        --from[static_cast<std::size_t>(axis)];
                        below[box.at(i, j, k)] += below[box.at(from[0], from[1], from[2])];
                    }
        // built[taken]: what those colours could build below the top, and the top: no top of
        // its own (the last level built being the top) or any top that fits beside.
        built_.assign(takenCells_, 0.0);
        for (std::size_t index = 0; index < takenCells_; ++index) {
            const int r = static_cast<int>(index / (radix_[4] * radix_[5]));
            const int g = static_cast<int>(index / radix_[5] % radix_[4]);
            const int b = static_cast<int>(index % radix_[5]);
            double total = 1.0;
            for (const Blocks& top : shapes().tops)
                if (r >= top[0] && g >= top[1] && b >= top[2])
                    total += below[box.at(r - top[0], g - top[1], b - top[2])];
            built_[index] = total;
        }
        // Each group's ways for every number of its levels that are not whole.
        deltas_.resize(groups_.size());
        for (std::size_t i = 0; i < groups_.size(); ++i)
            for (int notWhole = 0; notWhole <= groups_[i].count; ++notWhole)
                deltas_[i].push_back(deltasOf(groups_[i].type, notWhole));
        sets_.assign(groups_.size() + 1, {});
        sets_[0] = {start_};
        total_ = 0.0;
        walk(0);
        return total_;
    }

private:
    std::size_t point(const Blocks& sides, const Blocks& taken) const {
        std::size_t index = 0;
        for (std::size_t c = 0; c < 3; ++c)
            index = index * radix_[c] + static_cast<std::size_t>(sides[c]);
        for (std::size_t c = 0; c < 3; ++c)
            index = index * radix_[3 + c] + static_cast<std::size_t>(taken[c]);
        return index;
    }

    // The distinct points `notWhole` levels of `type` add, each left in one of its ways but whole.
    std::vector<std::size_t> deltasOf(int type, int notWhole) const {
        const std::vector<Way> ways = waysOf(type);
        std::vector<std::size_t> points;
        std::vector<int> uses(ways.size(), 0); // how many levels go each way but the first
        const auto add = [&] {
            Blocks sides{};
            Blocks taken{};
            for (std::size_t w = 1; w < ways.size(); ++w) {
                if (ways[w].side >= 0)
                    sides[static_cast<std::size_t>(ways[w].side)] += uses[w];
                for (int colour : {ways[w].taken, ways[w].alsoTaken})
                    if (colour >= 0)
                        taken[static_cast<std::size_t>(colour)] += uses[w];
            }
            points.push_back(point(sides, taken));
        };
        // Every way of sharing notWhole levels among the ways but the first.
        const auto share = [&](auto&& self, std::size_t w, int left) -> void {
            if (w + 1 == ways.size()) {
                uses[w] = left;
                add();
                return;
            }
            for (int n = 0; n <= left; ++n) {
                uses[w] = n;
                self(self, w + 1, left - n);
            }
        };
        share(share, 1, notWhole);
        std::sort(points.begin(), points.end());
        points.erase(std::unique(points.begin(), points.end()), points.end());
        return points;
    }

    void walk(std::size_t depth) {
        const std::vector<std::size_t>& from = sets_[depth];
        if (depth == groups_.size()) {
            for (std::size_t p : from)
                total_ += built_[p % takenCells_];
            return;
        }
        for (const std::vector<std::size_t>& step : deltas_[depth]) {
            std::vector<std::size_t>& next = sets_[depth + 1];
            next.clear();
            for (std::size_t p : from)
                for (std::size_t d : step) {
                    const std::size_t q = p + d;
                    std::uint64_t& word = seen_[q / 64];
                    const std::uint64_t bit = std::uint64_t{1} << (q % 64);
                    if (!(word & bit)) {
                        word |= bit;
                        next.push_back(q);
                    }
                }
            for (std::size_t q : next)
                seen_[q / 64] &= ~(std::uint64_t{1} << (q % 64));
            walk(depth + 1);
        }
    }

    std::vector<LevelGroup> groups_;
    Blocks have_;
    std::array<std::size_t, 6> radix_{};
    std::size_t takenCells_ = 1;
    std::size_t start_ = 0;
    std::vector<std::uint64_t> seen_;
    std::vector<double> built_;
    std::vector<std::vector<std::vector<std::size_t>>> deltas_;
    std::vector<std::vector<std::size_t>> sets_;
    double total_ = 0.0;
};

} // namespace

StateCounts countStates(const Tower& tower, bool withMixes) {
    StateCounts counts;
    Blocks have{};
    Blocks onTop{};
    std::array<int, kLevelTypeCount> levels{};
    for (int i = 0; i < tower.levelCount(); ++i) {
        const Level& level = tower.level(i);
        if (i + 1 == tower.levelCount() && !level.isComplete()) {
            // A top being built: its blocks are already taken out.
            ++counts.live;
            for (const Slot& slot : level.cells)
                if (slot) {
                    ++have[static_cast<std::size_t>(*slot)];
                    ++onTop[static_cast<std::size_t>(*slot)];
                }
            continue;
        }
        // A whole top loses blocks once a level is started above it.
        const int type = lowerLevelType(level);
        if (type < 0)
            continue;
        ++levels[static_cast<std::size_t>(type)];
        ++counts.live;
        const Blocks& uses = shapes().types[static_cast<std::size_t>(type)];
        for (std::size_t c = 0; c < 3; ++c)
            have[c] += uses[c];
    }
    const Box box(have);
    const std::vector<double> ways = multisetWays(box);
    for (int i = 0; i < box.size[0]; ++i)
        for (int j = 0; j < box.size[1]; ++j)
            for (int k = 0; k < box.size[2]; ++k) {
                const double w = ways[box.at(i, j, k)];
                if (w == 0.0)
                    continue;
                int fitting = 0;
                for (const Blocks& top : shapes().tops)
                    fitting +=
                        i + top[0] <= have[0] && j + top[1] <= have[1] && k + top[2] <= have[2] ? 1
                                                                                                : 0;
                counts.multisets += w * fitting;
            }
    counts.multisets = std::max(counts.multisets, 1.0);
    if (!withMixes || counts.live > kMaxModelledLevels)
        return counts;
    std::vector<LevelGroup> groups;
    for (int type = 0; type < kLevelTypeCount; ++type)
        if (const int n = levels[static_cast<std::size_t>(type)]; n > 0)
            groups.push_back(LevelGroup{type, n});
    // The groups of most levels last: fewer sets are made at the top of the walk.
    std::stable_sort(groups.begin(), groups.end(),
                     [](const LevelGroup& a, const LevelGroup& b) { return a.count < b.count; });
    counts.mixes = MixCount(std::move(groups), onTop, have).count();
    return counts;
}

double estimatedStates(const StateCounts& counts) {
    // Fitted as state_count.h says (ln states on 1, ln mixes, ln multisets, live levels).
    // 540 towers: 300 of 8 levels, 160 of 9, 50 of 10, 30 of 11; 536 of them within 30%.
    constexpr double c0 = -0.6523;
    constexpr double c1 = 0.6015;
    constexpr double c2 = 0.3253;
    constexpr double c3 = -0.1927;
    const double states = std::exp(c0 + c1 * std::log(std::max(counts.mixes, 1.0)) +
                                   c2 * std::log(counts.multisets) + c3 * counts.live);
    return std::min(states, counts.multisets);
}

} // namespace pw::jenga::detail
