// Internal to the jenga engine: the reduced state the solver works on (levels below the top as
// an unordered multiset of level types, mirror symmetry folded in, dead levels dropped) and its
// move rule, derived from the rules in tower.cpp.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <type_traits>

namespace pw::jenga {
class SolvedTable;
}

namespace pw::jenga::detail {

// Level types below the top. A full level (left, middle, right) behaves like its mirror image,
// so it is (middle colour, unordered side pair): 18 types. A middle+side level can only lose its
// side block, so only the side colour matters: 3 types. Dead levels are not kept.
inline constexpr int kFullTypeCount = 18;
inline constexpr int kLevelTypeCount = 21;
inline constexpr int sideType(int colour) {
    return kFullTypeCount + colour;
}

// Unordered colour pairs (a <= b): RR RG RB GG GB BB.
inline constexpr int pairIndex(int a, int b) {
    constexpr int table[3][3] = {{0, 1, 2}, {1, 3, 4}, {2, 4, 5}};
    return table[a][b];
}
inline constexpr std::array<std::array<int, 2>, 6> kPairColours{
    {{0, 0}, {0, 1}, {0, 2}, {1, 1}, {1, 2}, {2, 2}}};
inline constexpr int fullType(int middle, int sideA, int sideB) {
    return middle * 6 + pairIndex(sideA, sideB);
}

// The top level, by its block count k (1..3), indexed within its group, mirror folded:
//  k = 1: 0..2 a side block of colour c; 3..5 a middle block of colour c.
//  k = 2: 3 * side + middle for a side and the middle; 9 + pairIndex for both sides.
//  k = 3: the full level type.
inline constexpr std::array<int, 4> kTopGroupSize{0, 6, 15, 18};

// Removals from a level type: the colour taken and the type left (-1: the level is dead).
struct Removal {
    int colour;
    int leftType;
};
struct RemovalList {
    std::array<Removal, 3> items{};
    int count = 0;
};
inline RemovalList removalsOf(int type) {
    RemovalList list;
    if (type >= kFullTypeCount) {
        list.items[list.count++] = Removal{type - kFullTypeCount, -1};
        return list;
    }
    const int middle = type / 6;
    const auto [a, b] = kPairColours[static_cast<std::size_t>(type % 6)];
    list.items[list.count++] = Removal{middle, -1};
    list.items[list.count++] = Removal{a, sideType(b)};
    if (a != b)
        list.items[list.count++] = Removal{b, sideType(a)};
    return list;
}

// Where a block of `colour` may go on a top of k blocks (k = 0: a new level): the top indices
// in group k + 1 (one or two choices after mirror folding).
struct Placements {
    std::array<int, 2> tops{};
    int count = 0;
};
inline constexpr Placements placementsOf(int k, int top, int colour) {
    Placements p;
    if (k == 0 || k == 3) {
        p.tops[p.count++] = colour;     // a side
        p.tops[p.count++] = 3 + colour; // the middle
    } else if (k == 1) {
        if (top < 3) {                                      // one side block a
            p.tops[p.count++] = 3 * top + colour;           // colour into the middle
            p.tops[p.count++] = 9 + pairIndex(top, colour); // colour onto the other side
        } else {
            p.tops[p.count++] = 3 * colour + (top - 3); // colour onto a side
        }
    } else { // k == 2
        if (top < 9)
            p.tops[p.count++] = fullType(top % 3, top / 3, colour); // completes the other side
        else {
            const auto [a, b] = kPairColours[static_cast<std::size_t>(top - 9)];
            p.tops[p.count++] = fullType(colour, a, b); // completes the middle
        }
    }
    return p;
}

using LevelCounts = std::array<std::uint8_t, kLevelTypeCount>;

// The multiset of lower level types as a 64-bit key: sentinel bits 10, then for each type its
// count in unary (count one-bits and a zero). Never 0, and holds up to 41 live lower levels.
inline constexpr int kMaxLowerLevels = 64 - 2 - kLevelTypeCount;

inline std::uint64_t encodeLower(const LevelCounts& counts) {
    std::uint64_t key = 2;
    for (int t = 0; t < kLevelTypeCount; ++t) {
        const unsigned c = counts[static_cast<std::size_t>(t)];
        key = ((key << c) | ((std::uint64_t{1} << c) - 1)) << 1;
    }
    return key;
}

inline LevelCounts decodeLower(std::uint64_t key) {
    LevelCounts counts{};
    for (int t = kLevelTypeCount - 1; t >= 0; --t) {
        key >>= 1; // the zero that ends type t
        const int c = __builtin_ctzll(~key);
        counts[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(c);
        key >>= c;
    }
    return counts;
}

inline int lowerLevelCount(const LevelCounts& counts) {
    int total = 0;
    for (auto c : counts)
        total += c;
    return total;
}

// Strictly decreases with every move (a removal costs a lower level at least 3, a placement adds
// 2), so sorting by it orders the state DAG.
inline int potential(int k, const LevelCounts& counts) {
    int total = 2 * k;
    for (int t = 0; t < kLevelTypeCount; ++t)
        total += (t < kFullTypeCount ? 6 : 3) * counts[static_cast<std::size_t>(t)];
    return total;
}

// A reduced state: the top's block count k, the lower multiset key and the top index in group k.
struct ReducedState {
    int k = 3;
    std::uint64_t lowerKey = 2 << kLevelTypeCount;
    int top = 0;
    friend bool operator==(const ReducedState&, const ReducedState&) = default;
};

// The type of a level below the top (or of a whole top, once a level is started above it): its
// full type, its side type (the middle and one side), or -1 when nothing more can come out of it.
inline int lowerLevelType(const Level& level) {
    const auto colour = [&level](int slot) {
        return static_cast<int>(*level.cells[static_cast<std::size_t>(slot)]);
    };
    const int blocks = level.blockCount();
    if (blocks == 3)
        return fullType(colour(kMiddle), colour(kLeft), colour(kRight));
    if (blocks == 2 && level.cells[kMiddle])
        return sideType(colour(level.cells[kLeft] ? kLeft : kRight));
    return -1;
}

// The reduced state of a valid tower; nullopt if it has more lower levels than a key holds.
std::optional<ReducedState> reduce(const Tower& tower);

// The solved value of a reduced state; nullopt when the table does not hold it.
std::optional<double> solvedValue(const SolvedTable& table, const ReducedState& state);

// Calls visit(k, lowerKey, top, value) for every solved state of the table (in table order).
void visitSolved(const SolvedTable& table,
                 const std::function<void(int, std::uint64_t, int, double)>& visit);

// lowerKeyOrder: as unsigned numbers, keys order multisets by their number of levels and then
// lexicographically by their counts (type 0's first). So removing a level of one type from each
// of several multisets, or adding one, keeps their order: the moves of one kind map sorted keys to
// sorted keys (the layered solve walks its layers with this).

// Removing one level of a type from a key, or adding one, is deleting or inserting a one-bit at
// the start of that type's run; these do it without re-encoding the whole multiset.
inline std::uint64_t deleteBitAt(std::uint64_t key, int position) {
    const std::uint64_t low = key & ((std::uint64_t{1} << position) - 1);
    return ((key >> (position + 1)) << position) | low;
}
inline std::uint64_t insertOneAt(std::uint64_t key, int position) {
    const std::uint64_t low = key & ((std::uint64_t{1} << position) - 1);
    return ((key >> position) << (position + 1)) | (std::uint64_t{1} << position) | low;
}

// The removals of every level type, looked up instead of derived on the hot path.
inline constexpr std::array<RemovalList, kLevelTypeCount> kRemovals = [] {
    std::array<RemovalList, kLevelTypeCount> table{};
    for (int t = 0; t < kLevelTypeCount; ++t) {
        RemovalList& list = table[static_cast<std::size_t>(t)];
        if (t >= kFullTypeCount) {
            list.items[static_cast<std::size_t>(list.count++)] = Removal{t - kFullTypeCount, -1};
            continue;
        }
        const int middle = t / 6;
        const int a = kPairColours[static_cast<std::size_t>(t % 6)][0];
        const int b = kPairColours[static_cast<std::size_t>(t % 6)][1];
        list.items[static_cast<std::size_t>(list.count++)] = Removal{middle, -1};
        list.items[static_cast<std::size_t>(list.count++)] = Removal{a, sideType(b)};
        if (a != b)
            list.items[static_cast<std::size_t>(list.count++)] = Removal{b, sideType(a)};
    }
    return table;
}();

// The lowest bit of type t's run of ones in a key (types are stored high to low, each run ended
// by a zero below it).
inline int runStartOf(std::uint64_t key, int type) {
    std::uint64_t zeros = ~key;
    for (int t = kLevelTypeCount - 1; t > type; --t)
        zeros &= zeros - 1;
    return __builtin_ctzll(zeros) + 1;
}

// Calls visit(type, runStartOf(key, type)) for each type in `types` (a mask of full types), from
// the highest type to the lowest, in one walk up the key's zeros.
template <typename Visit>
inline void forEachRunStart(std::uint64_t key, std::uint32_t types, Visit&& visit) {
    std::uint64_t zeros = ~key;
    for (int t = kLevelTypeCount - 1; types != 0; --t) {
        if (((types >> t) & 1u) != 0) {
            visit(t, __builtin_ctzll(zeros) + 1);
            types &= ~(std::uint32_t{1} << t);
        }
        zeros &= zeros - 1;
    }
}

// Calls visit(colour, lowerKey') (or visit(colour, lowerKey', fall in potential), or that and
// the type and the index of the removal in kRemovals, or those and how many levels of the type
// there are) for every removal of every colour from the state (types in
// increasing order, removals in removalsOf order). Works on the key's bits directly: the runs
// of ones give the present types, their counts and where they start.
template <typename Visit>
inline void forEachSuccessorKey(int k, int top, std::uint64_t lowerKey, Visit&& visit) {
    if (k == 3) // the complete top becomes a lower level
        lowerKey = insertOneAt(lowerKey, runStartOf(lowerKey, top));
    // Where a side type's run starts (the side types are stored lowest: bits after the 1st, 2nd
    // and 3rd zero), for the levels a removal leaves behind.
    std::array<int, 3> sideRunStart{};
    {
        std::uint64_t zeros = ~lowerKey;
        for (int s = 2; s >= 0; --s) {
            sideRunStart[static_cast<std::size_t>(s)] = __builtin_ctzll(zeros) + 1;
            zeros &= zeros - 1;
        }
    }
    // Only present types have a run of ones, so walk the runs (at most one per lower level)
    // rather than all 21 types, down from the sentinel, so in increasing type order. Below the
    // sentinel's one come its zero, then each type's run and the zero that ends it: the zeros
    // between two runs are the absent types'.
    const int sentinel = 63 - __builtin_clzll(lowerKey);
    std::uint64_t rest = lowerKey & ((std::uint64_t{1} << (sentinel - 1)) - 1);
    int type = 0;
    int next = sentinel - 2; // where the run of `type` would begin
    for (; rest != 0; ++type) {
        const int high = 63 - __builtin_clzll(rest);
        type += next - high;
        const int count = __builtin_clzll(~(lowerKey << (63 - high)));
        const int start = high - count + 1;
        rest &= (std::uint64_t{1} << start) - 1;
        next = start - 2;
        if (k == 3 && type == top && count == 1)
            continue; // the only one is the old top, which cannot give a block
        // The removals of the type, unrolled (kRemovals order: the middle, then each side): a
        // level left behind is a side type, stored below every full type, so its run start does
        // not move when a full type loses a level. The potential falls by the removal (a full
        // level left with a side: 3, emptied: 6; a side level emptied: 3) less the block placed
        // (2).
        const std::uint64_t without = deleteBitAt(lowerKey, start);
        const auto report = [&](int colour, std::uint64_t key, int fall, int r) {
            if constexpr (std::is_invocable_v<Visit&, int, std::uint64_t, int, int, int, int>)
                visit(colour, key, fall, type, r, count); // and how many levels of the type
            else if constexpr (std::is_invocable_v<Visit&, int, std::uint64_t, int, int, int>)
                visit(colour, key, fall, type, r); // and which removal of which type
            else if constexpr (std::is_invocable_v<Visit&, int, std::uint64_t, int>)
                visit(colour, key, fall);
            else
                visit(colour, key);
        };
        if (type >= kFullTypeCount) {
            report(type - kFullTypeCount, without, 1, 0);
            continue;
        }
        const int middle = type / 6;
        const int a = kPairColours[static_cast<std::size_t>(type % 6)][0];
        const int b = kPairColours[static_cast<std::size_t>(type % 6)][1];
        report(middle, without, 4, 0);
        report(a, insertOneAt(without, sideRunStart[static_cast<std::size_t>(b)]), 1, 1);
        if (a != b)
            report(b, insertOneAt(without, sideRunStart[static_cast<std::size_t>(a)]), 1, 2);
    }
}

// The same as visit(colour, k', lowerKey', placements): `placements` are the top choices in
// group k' (k' = 1 after a complete top).
template <typename Visit>
inline void forEachSuccessorGroup(int k, int top, std::uint64_t lowerKey, Visit&& visit) {
    const int nextK = k == 3 ? 1 : k + 1;
    const std::array<Placements, 3> placements{placementsOf(k, top, 0), placementsOf(k, top, 1),
                                               placementsOf(k, top, 2)};
    forEachSuccessorKey(k, top, lowerKey, [&](int colour, std::uint64_t key) {
        visit(colour, nextK, key, placements[static_cast<std::size_t>(colour)]);
    });
}

// E = (faces + sum over colours with a move of weight * best) / (sum of their weights), with the
// weights the die's faces of each colour (the contest's: 6 faces, weights 1, 2, 2); 0 when no
// colour the die shows has a move. A colour of weight 0 adds nothing (its best is finite).
inline double combineColourValues(const std::array<double, 3>& best, const std::array<bool, 3>& has,
                                  const Rules& rules) {
    double numerator = rules.faces();
    int weight = 0;
    for (int c = 0; c < 3; ++c) {
        if (!has[static_cast<std::size_t>(c)])
            continue;
        numerator += rules.weight(c) * best[static_cast<std::size_t>(c)];
        weight += rules.weight(c);
    }
    return weight == 0 ? 0.0 : numerator / weight;
}

} // namespace pw::jenga::detail
