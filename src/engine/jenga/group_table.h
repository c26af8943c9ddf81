// Internal to the jenga engine: the solver's memo, a flat open-addressing hash table keyed by the
// lower-level multiset, each entry holding the values of every top of one block count side by
// side, so that all placements after one removal are read from the same cache line(s).
#pragma once

#include "engine/common/hash.h"
#include "engine/jenga/reduced_state.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <new>
#include <utility>

namespace pw::jenga::detail {

inline constexpr double kUnknown = -1.0; // values are >= 0

// Bytes every table may use together; a table refuses to grow beyond it.
struct MemoryBudget {
    std::size_t limit = 0;
    std::size_t used = 0;
};

template <int Width> struct alignas(64) GroupEntry {
    std::uint64_t key = 0; // 0: empty slot
    double values[Width];
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
            if (entry.key == key)
                return &entry;
            if (entry.key == 0)
                return nullptr;
            index = (index + 1) & mask_;
        }
    }
    Entry* find(std::uint64_t key) { return const_cast<Entry*>(std::as_const(*this).find(key)); }

    // Precondition: hasRoomFor(1) was checked since the last insertion beyond it.
    Entry* findOrInsert(std::uint64_t key) {
        std::size_t index = mixHash(key) & mask_;
        while (true) {
            Entry& entry = entries_[index];
            if (entry.key == key)
                return &entry;
            if (entry.key == 0) {
                entry.key = key;
                for (double& value : entry.values)
                    value = kUnknown;
                ++size_;
                return &entry;
            }
            index = (index + 1) & mask_;
        }
    }

    void prefetch(std::uint64_t key) const {
        __builtin_prefetch(&entries_[mixHash(key) & mask_]);
    }

    // Makes room for `extra` more entries (load factor at most 3/4), growing within the budget;
    // false when that would exceed it.
    bool reserve(std::size_t extra, MemoryBudget& budget) {
        if (capacity_ != 0 && (size_ + extra) * 4 <= capacity_ * 3)
            return true;
        std::size_t capacity = capacity_ == 0 ? 1024 : capacity_ * 2;
        while ((size_ + extra) * 4 > capacity * 3)
            capacity *= 2;
        const std::size_t bytes = capacity * sizeof(Entry);
        if (budget.used + bytes > budget.limit)
            return false;
        Entry* fresh = static_cast<Entry*>(::operator new(bytes, std::align_val_t{64}));
        for (std::size_t i = 0; i < capacity; ++i)
            fresh[i].key = 0;
        const std::size_t freshMask = capacity - 1;
        for (std::size_t i = 0; i < capacity_; ++i) {
            if (entries_[i].key == 0)
                continue;
            std::size_t index = mixHash(entries_[i].key) & freshMask;
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

    std::size_t size() const { return size_; }
    std::size_t capacity() const { return capacity_; }
    std::size_t bytes() const { return capacity_ * sizeof(Entry); }

    template <typename F> void forEach(F&& f) const {
        for (std::size_t i = 0; i < capacity_; ++i)
            if (entries_[i].key != 0)
                f(entries_[i]);
    }

private:
    void release() {
        if (entries_)
            ::operator delete(entries_, std::align_val_t{64});
        entries_ = nullptr;
    }
    Entry* entries_ = nullptr;
    std::size_t capacity_ = 0;
    std::size_t mask_ = 0;
    std::size_t size_ = 0;
};

} // namespace pw::jenga::detail
