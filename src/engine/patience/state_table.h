// Internal: a flat open-addressing map from packed pile heights to a value, for one solve.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/hash.h"

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pw::patience::detail {

// Linear probing on mixHash(key); grows at half load. Keys are mixed-radix height numbers below
// 2^52 (see Position::stateKey), so all-ones marks a free slot. No erase: a solve only adds.
template <class Value> class StateTable {
public:
    static constexpr std::uint64_t kFree = ~std::uint64_t{0};

    explicit StateTable(std::size_t initialCapacity = 1024) {
        std::size_t capacity = 16;
        while (capacity < initialCapacity)
            capacity *= 2;
        slots_.assign(capacity, Slot{kFree, Value{}});
        mask_ = capacity - 1;
    }

    const Value* find(std::uint64_t key) const {
        for (std::size_t i = mixHash(key) & mask_;; i = (i + 1) & mask_) {
            const Slot& slot = slots_[i];
            if (slot.key == key)
                return &slot.value;
            if (slot.key == kFree)
                return nullptr;
        }
    }

    // Starts loading the slot where a look-up of key begins (the search is latency bound).
    void prefetch(std::uint64_t key) const { __builtin_prefetch(&slots_[mixHash(key) & mask_]); }

    // Precondition: key is absent. The returned pointer lives until the next insert.
    Value* insert(std::uint64_t key, const Value& value) {
        if (2 * (size_ + 1) > slots_.size())
            grow();
        ++size_;
        return &place(key, value)->value;
    }

    std::size_t size() const { return size_; }
    std::size_t capacity() const { return slots_.size(); }
    // Bytes held now, and after the next growth (checked against the memory budget).
    std::size_t bytes() const { return slots_.size() * sizeof(Slot); }
    std::size_t bytesAfterGrowth() const {
        return 2 * (size_ + 1) > slots_.size() ? 3 * bytes() : bytes();
    }

    template <class Fn> void forEach(Fn&& fn) const {
        for (const Slot& slot : slots_)
            if (slot.key != kFree)
                fn(slot.key, slot.value);
    }

private:
    struct Slot {
        std::uint64_t key;
        Value value;
    };

    Slot* place(std::uint64_t key, const Value& value) {
        std::size_t i = mixHash(key) & mask_;
        while (slots_[i].key != kFree)
            i = (i + 1) & mask_;
        slots_[i] = Slot{key, value};
        return &slots_[i];
    }

    void grow() {
        std::vector<Slot> old(slots_.size() * 2, Slot{kFree, Value{}});
        old.swap(slots_);
        mask_ = slots_.size() - 1;
        for (const Slot& slot : old)
            if (slot.key != kFree)
                place(slot.key, slot.value);
    }

    std::vector<Slot> slots_;
    std::size_t mask_ = 0;
    std::size_t size_ = 0;
};

} // namespace pw::patience::detail
