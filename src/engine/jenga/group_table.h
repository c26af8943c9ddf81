// Internal to the jenga engine: the solver's memo, a flat open-addressing hash table keyed by the
// lower-level multiset, each entry holding the values of every top of one block count side by
// side, so that all placements after one removal are read from the same cache line(s).
// Two solver threads may read, insert and write values at once (keys are claimed by CAS, values
// are single 64-bit atomic words); growing is done while every thread waits (see solver.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/hash.h"
#include "engine/jenga/reduced_state.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <new>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace pw::jenga::detail {

// A value cell holds the bits of the value inverted, so that the all-zero word of freshly mapped
// (already zeroed) memory means "not solved yet" and tables need no initialisation pass.
inline constexpr std::uint64_t kUnknownCell = 0;
inline std::uint64_t encodeValue(double value) { return ~std::bit_cast<std::uint64_t>(value); }
inline double decodeValue(std::uint64_t cell) { return std::bit_cast<double>(~cell); }

// Bytes every table may use together; a table refuses to grow beyond it.
struct MemoryBudget {
    std::size_t limit = 0;
    std::size_t used = 0;
};

// Zeroed memory for a table: fresh anonymous pages on Linux (zero already, touched only when
// used, and backed by transparent huge pages where possible: the look-ups are random, so TLB
// misses would otherwise add to every cache miss); zero-filled aligned memory elsewhere.
#ifndef PW_JENGA_HUGE_PAGE_THRESHOLD
#define PW_JENGA_HUGE_PAGE_THRESHOLD (std::size_t{2} << 20)
#endif
inline constexpr std::size_t kHugePageThreshold = PW_JENGA_HUGE_PAGE_THRESHOLD;
inline void* allocateZeroed(std::size_t bytes) {
#if defined(__linux__)
    void* memory = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED)
        throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
    if (bytes >= kHugePageThreshold)
        ::madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    return memory;
#else
    void* memory = ::operator new(bytes, std::align_val_t{64});
    std::memset(memory, 0, bytes);
    return memory;
#endif
}

inline void releaseZeroed(void* memory, std::size_t bytes) {
#if defined(__linux__)
    ::munmap(memory, bytes);
#else
    (void)bytes;
    ::operator delete(memory, std::align_val_t{64});
#endif
}

// Plain words in zeroed memory (valid empty entries as they are), shared through atomic_ref.
inline std::uint64_t loadWord(const std::uint64_t& word) {
    return std::atomic_ref<const std::uint64_t>(word).load(std::memory_order_relaxed);
}
inline void storeWord(std::uint64_t& word, std::uint64_t value) {
    std::atomic_ref<std::uint64_t>(word).store(value, std::memory_order_relaxed);
}
template <int Width> struct alignas(64) GroupEntry {
    std::uint64_t key;          // 0: empty slot
    std::uint64_t cells[Width]; // encodeValue(value) or kUnknownCell

    std::uint64_t cell(int top) const { return loadWord(cells[top]); }
};

template <int Width> class GroupTable {
public:
    using Entry = GroupEntry<Width>;

    GroupTable() = default;
    GroupTable(const GroupTable&) = delete;
    GroupTable& operator=(const GroupTable&) = delete;
    ~GroupTable() { release(); }

    const Entry* find(std::uint64_t key) const {
        if (capacity_ == 0)
            return nullptr;
        std::size_t index = mixHash(key) & mask_;
        while (true) {
            const Entry& entry = entries_[index];
            const std::uint64_t found = loadWord(entry.key);
            if (found == key)
                return &entry;
            if (found == 0)
                return nullptr;
            index = (index + 1) & mask_;
        }
    }
    Entry* find(std::uint64_t key) {
        return const_cast<Entry*>(static_cast<const GroupTable&>(*this).find(key));
    }

    // Precondition: the caller holds a claim (tryClaim) for this insertion. `inserted` tells
    // whether this call created the entry.
    // With the key's mixHash already computed (for its prefetch). A single worker claims an empty
    // slot with a plain store: a locked compare-exchange would also wait for every load in
    // flight, undoing the prefetches.
    template <bool Concurrent> Entry* findOrInsert(std::uint64_t key, std::uint64_t hash, bool& inserted) {
        std::size_t index = hash & mask_;
        while (true) {
            Entry& entry = entries_[index];
            std::uint64_t found = loadWord(entry.key);
            if (found == 0) {
                if constexpr (Concurrent) {
                    if (std::atomic_ref<std::uint64_t>(entry.key).compare_exchange_strong(
                            found, key, std::memory_order_relaxed)) {
                        inserted = true;
                        return &entry;
                    }
                } else {
                    storeWord(entry.key, key);
                    inserted = true;
                    return &entry;
                }
            }
            if (found == key) {
                inserted = false;
                return &entry;
            }
            index = (index + 1) & mask_;
        }
    }

    // The home slot's key and the cells of the tops about to be read: an entry spans up to three
    // cache lines, and the cell's line would otherwise be a second miss after the key's.
    void prefetchHashed(std::uint64_t hash, int firstTop, int lastTop) const {
        const Entry& entry = entries_[hash & mask_];
        __builtin_prefetch(&entry.key);
        __builtin_prefetch(&entry.cells[firstTop]);
        __builtin_prefetch(&entry.cells[lastTop]);
    }

    // Claims room for `count` more entries without growing; false when the load limit (3/4)
    // would be passed, and then the table must grow first.
    bool tryClaim(std::size_t count) {
        std::size_t claimed = claimed_.load(std::memory_order_relaxed);
        do {
            if (claimed + count > loadLimit())
                return false;
        } while (!claimed_.compare_exchange_weak(claimed, claimed + count, std::memory_order_relaxed));
        return true;
    }

    // Grows (while no other thread uses the table) so that `extra` more claims fit; false when
    // that would exceed the budget. `minimumCapacity` sizes a first allocation.
    bool reserve(std::size_t extra, MemoryBudget& budget, std::size_t minimumCapacity = 1024) {
        const std::size_t claimed = claimed_.load(std::memory_order_relaxed);
        if (capacity_ != 0 && claimed + extra <= loadLimit())
            return true;
        std::size_t capacity = capacity_ == 0 ? std::bit_ceil(std::max<std::size_t>(minimumCapacity, 64))
                                              : capacity_ * 2;
        while ((claimed + extra) * 4 > capacity * 3)
            capacity *= 2;
        const std::size_t bytes = capacity * sizeof(Entry);
        if (budget.used + bytes > budget.limit)
            return false;
        Entry* fresh = static_cast<Entry*>(allocateZeroed(bytes));
        const std::size_t freshMask = capacity - 1;
        for (std::size_t i = 0; i < capacity_; ++i) {
            const std::uint64_t key = entries_[i].key;
            if (key == 0)
                continue;
            std::size_t index = mixHash(key) & freshMask;
            while (fresh[index].key != 0)
                index = (index + 1) & freshMask;
            fresh[index] = entries_[i];
        }
        const std::size_t oldBytes = this->bytes();
        release();
        budget.used = budget.used - oldBytes + bytes;
        entries_ = fresh;
        capacity_ = capacity;
        mask_ = freshMask;
        return true;
    }

    // Frees the entries (before a solve starts over with smaller tables).
    void clear() {
        release();
        capacity_ = 0;
        mask_ = 0;
        claimed_.store(0, std::memory_order_relaxed);
    }

    std::size_t capacity() const { return capacity_; }
    std::size_t bytes() const { return capacity_ * sizeof(Entry); }

    // Solved cells (for a count that does not depend on which worker solved what).
    std::uint64_t solvedCells() const {
        std::uint64_t count = 0;
        for (std::size_t i = 0; i < capacity_; ++i)
            if (loadWord(entries_[i].key) != 0)
                for (int c = 0; c < Width; ++c)
                    count += entries_[i].cell(c) != kUnknownCell;
        return count;
    }

    template <typename F> void forEach(F&& f) const {
        for (std::size_t i = 0; i < capacity_; ++i)
            if (loadWord(entries_[i].key) != 0)
                f(entries_[i]);
    }

private:
    std::size_t loadLimit() const { return capacity_ / 4 * 3; }
    void release() {
        if (entries_)
            releaseZeroed(entries_, bytes());
        entries_ = nullptr;
    }
    Entry* entries_ = nullptr;
    std::size_t capacity_ = 0;
    std::size_t mask_ = 0;
    std::atomic<std::size_t> claimed_{0};
};

} // namespace pw::jenga::detail
