// Internal to the jenga engine: the reduced state the solver works on (levels below the top as
// an unordered multiset of level types, mirror symmetry folded in, dead levels dropped) and its
// move rule, derived from the rules in tower.cpp.
#pragma once

#include "engine/jenga/tower.h"

#include <array>
#include <cstdint>
#include <optional>

namespace pw::jenga {
class SolvedTable;
}

namespace pw::jenga::detail {

// Level types below the top. A full level (left, middle, right) behaves like its mirror image,
// so it is (middle colour, unordered side pair): 18 types. A middle+side level can only lose its
// side block, so only the side colour matters: 3 types. Dead levels are not kept.
inline constexpr int kFullTypeCount = 18;
inline constexpr int kLevelTypeCount = 21;
inline constexpr int sideType(int colour) { return kFullTypeCount + colour; }

// Unordered colour pairs (a <= b): RR RG RB GG GB BB.
inline constexpr int pairIndex(int a, int b) {
    constexpr int table[3][3] = {{0, 1, 2}, {1, 3, 4}, {2, 4, 5}};
    return table[a][b];
}
inline constexpr std::array<std::array<int, 2>, 6> kPairColours{{{0, 0}, {0, 1}, {0, 2}, {1, 1}, {1, 2}, {2, 2}}};
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
inline Placements placementsOf(int k, int top, int colour) {
    Placements p;
    if (k == 0 || k == 3) {
        p.tops[p.count++] = colour;     // a side
        p.tops[p.count++] = 3 + colour; // the middle
    } else if (k == 1) {
        if (top < 3) { // one side block a
            p.tops[p.count++] = 3 * top + colour;            // colour into the middle
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

// The reduced state of a valid tower; nullopt if it has more lower levels than a key holds.
std::optional<ReducedState> reduce(const Tower& tower);

// The solved value of a reduced state (negative when not solved), or nullptr when its group is not
// in the table.
const double* solvedCell(const SolvedTable& table, const ReducedState& state);

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

// Calls visit(colour, k', lowerKey', placements) for every removal of every colour from the
// state; `placements` are the top choices in group k' (k' = 1 after a complete top).
template <typename Visit>
inline void forEachSuccessorGroup(int k, int top, std::uint64_t lowerKey, Visit&& visit) {
    LevelCounts counts = decodeLower(lowerKey);
    if (k == 3) {
        ++counts[static_cast<std::size_t>(top)]; // the complete top becomes a lower level
        lowerKey = encodeLower(counts);
    }
    // runStart[t]: the lowest bit of type t's run of ones (types are stored high to low).
    std::array<int, kLevelTypeCount> runStart{};
    int position = 1;
    for (int t = kLevelTypeCount - 1; t >= 0; --t) {
        runStart[static_cast<std::size_t>(t)] = position;
        position += counts[static_cast<std::size_t>(t)] + 1;
    }
    const int nextK = k == 3 ? 1 : k + 1;
    for (int t = 0; t < kLevelTypeCount; ++t) {
        const auto count = counts[static_cast<std::size_t>(t)];
        if (count == 0 || (k == 3 && t == top && count == 1))
            continue; // none, or the only one is the old top, which cannot give a block
        const RemovalList removals = removalsOf(t);
        const std::uint64_t without = deleteBitAt(lowerKey, runStart[static_cast<std::size_t>(t)]);
        for (int r = 0; r < removals.count; ++r) {
            const Removal removal = removals.items[static_cast<std::size_t>(r)];
            // A level left behind is a side type, stored below every full type: its run start
            // does not move when a full type loses a level.
            const std::uint64_t key =
                removal.leftType < 0
                    ? without
                    : insertOneAt(without, runStart[static_cast<std::size_t>(removal.leftType)]);
            visit(removal.colour, nextK, key, placementsOf(k, top, removal.colour));
        }
    }
}

// E = (6 + sum over colours with a move of weight * best) / (sum of their weights); 0 if none.
inline double combineColourValues(const std::array<double, 3>& best, const std::array<bool, 3>& has) {
    double numerator = kDieSides;
    int weight = 0;
    for (int c = 0; c < 3; ++c) {
        if (!has[static_cast<std::size_t>(c)])
            continue;
        numerator += kColourWeight[static_cast<std::size_t>(c)] * best[static_cast<std::size_t>(c)];
        weight += kColourWeight[static_cast<std::size_t>(c)];
    }
    return weight == 0 ? 0.0 : numerator / weight;
}

} // namespace pw::jenga::detail
