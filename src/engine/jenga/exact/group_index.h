// Internal to the jenga engine: the solver's tables. A group is every reduced state with the same
// top block count k and the same lower multiset; states differ only by their top. A group is a
// 16-byte slot: its key, the mask of its reached tops and where its values start in its layer's
// array of doubles (the reached tops' values side by side, in top order). So a solved state costs
// 8 bytes of value plus its share of a slot, and every top of a group is read from the same one or
// two cache lines. While a layer is being reached its groups gather in a GroupIndex, a flat
// open-addressing hash table of slots; a complete layer keeps them sorted (layered_solve.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/hash.h"
#include "engine/jenga/exact/reduced_state.h"
#include "engine/jenga/exact/table_memory.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>
#include <utility>

namespace pw::jenga::detail {

// Bit counts without the popcnt instruction (the build targets the baseline x86-64, where
// std::popcount is a library call): a 512-entry table for masks of tops, SWAR for keys.
inline constexpr std::array<std::uint8_t, 512> kNineBitCounts = [] {
    std::array<std::uint8_t, 512> counts{};
    for (std::size_t i = 1; i < counts.size(); ++i)
        counts[i] = static_cast<std::uint8_t>(counts[i >> 1] + (i & 1));
    return counts;
}();
// A build for a machine with the instruction (-mpopcnt, -march=x86-64-v2 or later) uses it.
inline int countTops(std::uint32_t tops) { // tops < 2^18
#if defined(__POPCNT__)
    return __builtin_popcount(tops);
#else
    return kNineBitCounts[tops & 511u] + kNineBitCounts[(tops >> 9) & 511u];
#endif
}
inline int countBits(std::uint64_t x) {
#if defined(__POPCNT__)
    return __builtin_popcountll(x);
#else
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return static_cast<int>((x * 0x0101010101010101ull) >> 56);
#endif
}

// The potential (reduced_state.h) of every state of a group, from its key's bits: 3 per live
// lower level (its one-bits, less the sentinel's), 3 more per full one (the runs above the zero
// that ends type 17, the fourth zero from the bottom) and 2 per top block.
inline int groupPotential(int k, std::uint64_t lowerKey) {
    const int levels = countBits(lowerKey) - 1;
    std::uint64_t zeros = ~lowerKey;
    zeros &= zeros - 1;
    zeros &= zeros - 1;
    zeros &= zeros - 1;
    const int full = countBits(lowerKey >> std::countr_zero(zeros)) - 1;
    return 2 * k + 3 * levels + 3 * full;
}

// A group's key in its layer's index is its lower multiset key alone (encodeLower): within one
// layer, one potential, the lower levels fix the top's block count k, found here. A lower key
// uses up to all 64 bits (41 live lower levels, which a 28-level tower reaches: 84 blocks, every
// lower level down to two and one on top), so no bit is left to hold k beside it.
inline int topCountIn(int potential, std::uint64_t lowerKey) {
    return (potential - groupPotential(0, lowerKey)) / 2;
}

// A slot's meta word: the reached tops' mask (bits 0 to 17), the top's block count k (18 and 19:
// known where the group is reached, so never derived again from the key) and the index of its
// first value among its layer's values (from bit 20).
inline constexpr int kTopMaskBits = 18;
inline constexpr std::uint64_t kTopMask = (std::uint64_t{1} << kTopMaskBits) - 1;
inline constexpr int kFirstValueShift = 20;
inline constexpr std::uint32_t topsOf(std::uint64_t meta) {
    return static_cast<std::uint32_t>(meta & kTopMask);
}
inline constexpr int kOf(std::uint64_t meta) {
    return static_cast<int>((meta >> kTopMaskBits) & 3u);
}
inline constexpr std::uint64_t metaOf(std::uint32_t tops, int k) {
    return tops | static_cast<std::uint64_t>(k) << kTopMaskBits;
}
inline constexpr std::uint64_t firstValueOf(std::uint64_t meta) {
    return meta >> kFirstValueShift;
}
// Where top `top` of a group's reached tops sits among its values.
inline int rankOf(std::uint32_t tops, int top) {
    return countTops(tops & ((std::uint32_t{1} << top) - 1));
}

// The tops a block of `colour` can make on a top of k blocks (k = 0 or 3: a new level), as a mask
// of the top indices in group k + 1 (placementsOf).
inline constexpr std::array<std::array<std::array<std::uint32_t, 3>, kFullTypeCount>, 4>
    kPlacementMasks = [] {
        std::array<std::array<std::array<std::uint32_t, 3>, kFullTypeCount>, 4> masks{};
        for (int k = 0; k < 4; ++k)
            for (int top = 0; top < (k == 0 ? 1 : kTopGroupSize[static_cast<std::size_t>(k)]);
                 ++top)
                for (int colour = 0; colour < 3; ++colour) {
                    const Placements p = placementsOf(k, top, colour);
                    std::uint32_t mask = 0;
                    for (int i = 0; i < p.count; ++i)
                        mask |= std::uint32_t{1} << p.tops[static_cast<std::size_t>(i)];
                    masks[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)]
                         [static_cast<std::size_t>(colour)] = mask;
                }
        return masks;
    }();

// A group key's hash for the indexes, which use its high bits only (homeIn multiplies by the
// size): one multiply by the golden ratio carries every key bit into them, after a shift folds
// the key's high half into its low one.
inline std::uint64_t groupHash(std::uint64_t key) {
    return (key ^ (key >> 32)) * 0x9E3779B97F4A7C15ull;
}

struct GroupSlot {
    std::uint64_t key;  // the lower key; 0: empty (a lower key is never 0: its sentinel)
    std::uint64_t meta; // reached tops and first value index
};

class GroupIndex {
public:
    GroupIndex() = default;
    GroupIndex(GroupIndex&& other) noexcept
        : slots_(std::move(other.slots_)), size_(other.size_), claimed_(other.claimed_.load()) {}

    // A table of `capacity` slots (at least 64); false when the budget cannot take it.
    bool allocate(std::size_t capacity, MemoryBudget& budget) {
        capacity = std::max<std::size_t>(capacity, 64);
        if (!budget.take(capacity * sizeof(GroupSlot)))
            return false;
        try {
            ZeroedArray<GroupSlot> fresh(capacity, true);
            budget.give(memoryBytes());
            for (std::size_t i = 0; i < this->capacity(); ++i)
                if (slots_[i].key != 0)
                    *emptySlotFor(fresh, slots_[i].key) = slots_[i];
            slots_ = std::move(fresh);
        } catch (const std::bad_alloc&) {
            budget.give(capacity * sizeof(GroupSlot));
            return false;
        }
        size_ = capacity;
        return true;
    }

    // Room for `extra` more claims at a load of at most 3/4, doubling as needed; false when the
    // budget (or the system) cannot give it. Only while no other thread uses the index.
    bool reserve(std::size_t extra, MemoryBudget& budget) {
        const std::size_t claimed = claimed_.load(std::memory_order_relaxed);
        if ((claimed + extra) * 4 <= capacity() * 3)
            return true;
        std::size_t capacity = std::max<std::size_t>(this->capacity(), 64);
        while ((claimed + extra) * 4 > capacity * 3)
            capacity += capacity / 2;
        return allocate(capacity, budget);
    }

    // Claims room for `count` insertions without growing; false when the load would pass 3/4
    // (then the index must grow first). Any thread.
    bool tryClaim(std::size_t count) {
        std::size_t claimed = claimed_.load(std::memory_order_relaxed);
        do {
            if ((claimed + count) * 4 > capacity() * 3)
                return false;
        } while (
            !claimed_.compare_exchange_weak(claimed, claimed + count, std::memory_order_relaxed));
        return true;
    }

    void prefetch(std::uint64_t hash) const { __builtin_prefetch(&slots_[home(hash)]); }

    // Adds the tops of `bits` (metaOf: tops and k) to the group's reached tops, inserting the group
    // if it is new; returns how many tops are new; `inserted` is set when this call inserted it.
    // Precondition: a claim covers the insertion. Concurrent: other threads may mark at the same
    // time (keys are inserted by compare-exchange, tops by fetch-or); single: plain stores (a
    // locked instruction would also wait for the prefetches in flight).
    template <bool Concurrent>
    int mark(std::uint64_t key, std::uint64_t hash, std::uint64_t bits, bool& inserted) {
        std::size_t index = home(hash);
        while (true) {
            GroupSlot& slot = slots_[index];
            std::uint64_t found =
                std::atomic_ref<std::uint64_t>(slot.key).load(std::memory_order_relaxed);
            if (found == 0) {
                if constexpr (Concurrent) {
                    if (!std::atomic_ref<std::uint64_t>(slot.key).compare_exchange_strong(
                            found, key, std::memory_order_relaxed))
                        continue; // another thread took the slot: look at what it put there
                } else {
                    slot.key = key;
                    slot.meta = bits;
                    inserted = true;
                    return countTops(topsOf(bits));
                }
                inserted =
                    true; // and the tops are marked below, as another thread may mark them too
                found = key;
            }
            if (found == key) {
                if constexpr (Concurrent) {
                    // Most marks add no new top: a plain read spares them the locked instruction.
                    if ((bits & ~std::atomic_ref<std::uint64_t>(slot.meta).load(
                                    std::memory_order_relaxed)) == 0)
                        return 0;
                    const std::uint64_t before = std::atomic_ref<std::uint64_t>(slot.meta).fetch_or(
                        bits, std::memory_order_relaxed);
                    return countTops(topsOf(bits) & ~topsOf(before));
                } else {
                    const std::uint32_t fresh = topsOf(bits) & ~topsOf(slot.meta);
                    slot.meta |= bits;
                    return countTops(fresh);
                }
            }
            index = following(index);
        }
    }

    const GroupSlot* find(std::uint64_t key, std::uint64_t hash) const {
        if (capacity() == 0)
            return nullptr;
        std::size_t index = home(hash);
        while (true) {
            const GroupSlot& slot = slots_[index];
            if (slot.key == key)
                return &slot;
            if (slot.key == 0)
                return nullptr;
            index = following(index);
        }
    }
    const GroupSlot* find(std::uint64_t key) const { return find(key, groupHash(key)); }
    GroupSlot* find(std::uint64_t key) {
        return const_cast<GroupSlot*>(std::as_const(*this).find(key));
    }

    // Empties the index for reuse as one of `capacity` slots (at least 64), in the memory it has
    // when that is enough: only the part used before is cleared, so a scratch index reused for
    // every layer maps and faults in its memory once. False when the budget cannot take a larger
    // one. Only while no other thread uses the index.
    bool reuse(std::size_t capacity, MemoryBudget& budget) {
        capacity = std::max<std::size_t>(capacity, 64);
        if (capacity > slots_.size()) {
            if (!budget.take(capacity * sizeof(GroupSlot)))
                return false;
            budget.give(memoryBytes());
            slots_.reset();
            try {
                slots_ = ZeroedArray<GroupSlot>(capacity, true);
            } catch (const std::bad_alloc&) {
                budget.give(capacity * sizeof(GroupSlot));
                size_ = 0;
                return false;
            }
        } else if (size_ != 0) {
            std::memset(static_cast<void*>(slots_.data()), 0, size_ * sizeof(GroupSlot));
        }
        size_ = capacity;
        claimed_.store(0, std::memory_order_relaxed);
        return true;
    }

    // Gives the memory back (the index is then empty, with no slots).
    void release(MemoryBudget& budget) {
        budget.give(memoryBytes());
        slots_.reset();
        size_ = 0;
        claimed_.store(0, std::memory_order_relaxed);
    }

    // The slots in use (all of them unless the index was reused as a smaller one).
    std::size_t capacity() const { return size_; }
    std::size_t claimed() const { return claimed_.load(std::memory_order_relaxed); }
    std::size_t bytes() const { return slots_.bytes(); }
    // The bytes of the process's own memory it holds (none while its slots are mapped from the
    // layer file).
    std::size_t memoryBytes() const { return slots_.mapped() ? 0 : slots_.bytes(); }
    // The slots as they are, to be written to the layer file, and their replacement by the same
    // slots elsewhere (read back from it, or mapped from it); returns the slots replaced.
    const ZeroedArray<GroupSlot>& slots() const { return slots_; }
    ZeroedArray<GroupSlot> replaceSlots(ZeroedArray<GroupSlot>&& same) {
        ZeroedArray<GroupSlot> old = std::move(slots_);
        slots_ = std::move(same);
        return old;
    }
    const GroupSlot& slot(std::size_t index) const { return slots_[index]; }
    std::size_t indexOf(const GroupSlot* slot) const {
        return static_cast<std::size_t>(slot - slots_.data());
    }

    template <typename F> void forEachMutable(F&& f) {
        for (std::size_t i = 0; i < capacity(); ++i)
            if (slots_[i].key != 0)
                f(slots_[i]);
    }
    template <typename F> void forEach(F&& f) const {
        for (std::size_t i = 0; i < capacity(); ++i)
            if (slots_[i].key != 0)
                f(slots_[i]);
    }

private:
    // A key's first slot in a table of `size` slots: the hash scaled to the size (a multiply, so
    // any size will do, not only powers of two).
    static std::size_t homeIn(std::uint64_t hash, std::size_t size) {
        __extension__ using Wide = unsigned __int128;
        return static_cast<std::size_t>((static_cast<Wide>(hash) * size) >> 64);
    }
    // The slot after `index` in a table of `size` slots (linear probing, wrapping round).
    static std::size_t followingIn(std::size_t index, std::size_t size) {
        return index + 1 == size ? 0 : index + 1;
    }
    std::size_t home(std::uint64_t hash) const { return homeIn(hash, size_); }
    std::size_t following(std::size_t index) const { return followingIn(index, size_); }

    static GroupSlot* emptySlotFor(ZeroedArray<GroupSlot>& slots, std::uint64_t key) {
        std::size_t index = homeIn(groupHash(key), slots.size());
        while (slots[index].key != 0)
            index = followingIn(index, slots.size());
        return &slots[index];
    }

    ZeroedArray<GroupSlot> slots_;
    std::size_t size_ = 0; // the slots in use: all of slots_ unless reused as a smaller index
    std::atomic<std::size_t> claimed_{0}; // insertions claimed (at least the groups held)
};

} // namespace pw::jenga::detail
