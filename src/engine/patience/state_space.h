// Internal: a deal flattened for fast search (top rank per pile height, key strides) and a
// mutable walker that makes and unmakes moves on packed heights.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/patience/position.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pw::patience::detail {

inline constexpr std::uint8_t kNoRank = 0xFF; // an empty pile shows nothing
// With every card distinct at most four tops share a rank: 13 ranks x 6 pairs.
inline constexpr int kMaxMoves = kRankCount * 6;

struct PileMove {
    std::uint8_t first;
    std::uint8_t second;
};
using MoveList = std::array<PileMove, kMaxMoves>;

// The same mixed-radix packing as Position::stateKey: digit p is the height of pile p. Each
// height's top card is kept as its class under the rules' pairing (rules.h: the rank, or the rank
// and the colour), so that two tops pair when their classes are equal.
class StateSpace {
public:
    explicit StateSpace(const Deal& deal, const Rules& rules = {})
        : piles_(deal.pileCount()), rules_(rules) {
        int tallest = 0;
        for (int p = 0; p < piles_; ++p)
            tallest = std::max(tallest, deal.pileHeight(p));
        row_ = tallest + 1;
        rankAt_.assign(static_cast<std::size_t>(piles_ * row_), kNoRank);
        strides_.resize(static_cast<std::size_t>(piles_));
        std::uint64_t stride = 1;
        for (int p = 0; p < piles_; ++p) {
            strides_[static_cast<std::size_t>(p)] = stride;
            stride *= static_cast<std::uint64_t>(deal.pileHeight(p) + 1);
            const auto& pile = deal.pile(p);
            for (int h = 1; h <= deal.pileHeight(p); ++h)
                rankAt_[static_cast<std::size_t>(p * row_ + h)] = static_cast<std::uint8_t>(
                    pairClass(pile[static_cast<std::size_t>(h - 1)].rank,
                              pile[static_cast<std::size_t>(h - 1)].suit, rules.pairs));
        }
        keyCount_ = stride;
    }

    int pileCount() const { return piles_; }
    std::uint64_t stride(int pile) const { return strides_[static_cast<std::size_t>(pile)]; }
    // The number of distinct height vectors (product of height + 1).
    std::uint64_t keyCount() const { return keyCount_; }
    // The class of the card at this height (1-based) of a pile; kNoRank at height 0.
    std::uint8_t rankAt(int pile, int height) const {
        return rankAt_[static_cast<std::size_t>(pile * row_ + height)];
    }
    const Rules& rules() const { return rules_; }

private:
    int piles_;
    Rules rules_;
    int row_ = 1;
    std::vector<std::uint8_t> rankAt_;
    std::vector<std::uint64_t> strides_;
    std::uint64_t keyCount_ = 1;
};

// Heights, top ranks and the packed key of one position, changed in place by make/unmake.
class Walker {
public:
    Walker(const StateSpace& space, const Position& position) : space_(space) {
        for (int p = 0; p < space.pileCount(); ++p) {
            heights_[static_cast<std::size_t>(p)] = static_cast<std::uint8_t>(position.height(p));
            tops_[static_cast<std::size_t>(p)] = space.rankAt(p, position.height(p));
        }
        key_ = position.stateKey();
    }

    std::uint64_t key() const { return key_; }
    bool empty() const { return key_ == 0; }

    // Calls fn(i, j) for every legal move, i < j, in lexicographic order (as legalMoves does).
    template <class Fn> void forEachMove(Fn&& fn) const {
        const int piles = space_.pileCount();
        for (int i = 0; i < piles; ++i) {
            const std::uint8_t rank = tops_[static_cast<std::size_t>(i)];
            if (rank == kNoRank)
                continue;
            for (int j = i + 1; j < piles; ++j)
                if (tops_[static_cast<std::size_t>(j)] == rank)
                    fn(i, j);
        }
    }

    // Fills `moves` in the order of forEachMove and returns how many there are. Needs a valid
    // deal (no repeated card), which solve() checks first.
    int collectMoves(MoveList& moves) const {
        int count = 0;
        forEachMove([&](int i, int j) {
            moves[static_cast<std::size_t>(count++)] =
                PileMove{static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j)};
        });
        return count;
    }

    int moveCount() const {
        int count = 0;
        forEachMove([&](int, int) { ++count; });
        return count;
    }

    // The rank of pile p's top card (a move's rank: both its cards have it).
    int topRank(int p) const {
        return rankOfClass(tops_[static_cast<std::size_t>(p)], space_.rules().pairs);
    }

    std::uint64_t childKey(int i, int j) const {
        return key_ - space_.stride(i) - space_.stride(j);
    }

    void make(int i, int j) {
        lower(i);
        lower(j);
        key_ -= space_.stride(i) + space_.stride(j);
    }
    void unmake(int i, int j) {
        raise(i);
        raise(j);
        key_ += space_.stride(i) + space_.stride(j);
    }

private:
    void lower(int p) {
        auto& h = heights_[static_cast<std::size_t>(p)];
        --h;
        tops_[static_cast<std::size_t>(p)] = space_.rankAt(p, h);
    }
    void raise(int p) {
        auto& h = heights_[static_cast<std::size_t>(p)];
        ++h;
        tops_[static_cast<std::size_t>(p)] = space_.rankAt(p, h);
    }

    const StateSpace& space_;
    std::array<std::uint8_t, kMaxPiles> heights_{};
    std::array<std::uint8_t, kMaxPiles> tops_{};
    std::uint64_t key_ = 0;
};

// The random player's chance from its moves' chances, under Choose::Ranks: the mean over the
// ranks that can be paired of the mean over that rank's moves. ranks[m] is move m's rank;
// `zero` is the value type's 0 (double or a GMP rational).
template <class Value>
Value meanOverRanks(const Value* values, const int* ranks, int count, const Value& zero) {
    std::array<Value, kRankCount> sums;
    sums.fill(zero);
    std::array<int, kRankCount> moves{};
    int ranksPaired = 0;
    for (int m = 0; m < count; ++m) {
        const auto r = static_cast<std::size_t>(ranks[m]);
        if (moves[r]++ == 0)
            ++ranksPaired;
        sums[r] += values[m];
    }
    Value total = zero;
    for (std::size_t r = 0; r < sums.size(); ++r)
        if (moves[r] > 0)
            total += sums[r] / moves[r];
    return total / ranksPaired;
}

} // namespace pw::patience::detail
