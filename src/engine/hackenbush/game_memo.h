// Internal to the game store (game.h): an open-addressing table from 64-bit keys to small values,
// for the memos of comparisons and sums (millions of look-ups, where std::unordered_map's nodes
// and rehashing cost more than the work they save).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace pw::hackenbush::detail {

template <typename Value> class KeyMemo {
public:
    // The value of `key`, or nullptr.
    const Value* find(std::uint64_t key) const {
        if (keys_.empty())
            return nullptr;
        for (std::size_t at = slotOf(key);; at = (at + 1) & mask_) {
            if (keys_[at] == kEmpty)
                return nullptr;
            if (keys_[at] == key)
                return &values_[at];
        }
    }
    void insert(std::uint64_t key, Value value) {
        if ((size_ + 1) * 2 > keys_.size())
            grow();
        std::size_t at = slotOf(key);
        while (keys_[at] != kEmpty && keys_[at] != key)
            at = (at + 1) & mask_;
        if (keys_[at] == kEmpty)
            ++size_;
        keys_[at] = key;
        values_[at] = value;
    }
    std::size_t size() const { return size_; }
    std::size_t bytes() const { return keys_.size() * (sizeof(std::uint64_t) + sizeof(Value)); }

private:
    // No key is all ones: keys are pairs of 32-bit ids, and the ids stay below 2^32 - 1.
    static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};
    std::size_t slotOf(std::uint64_t key) const {
        return static_cast<std::size_t>((key * 0x9E3779B97F4A7C15ull) >> 17) & mask_;
    }
    void grow() {
        std::vector<std::uint64_t> oldKeys = std::move(keys_);
        std::vector<Value> oldValues = std::move(values_);
        const std::size_t capacity = oldKeys.empty() ? 1024 : oldKeys.size() * 2;
        keys_.assign(capacity, kEmpty);
        values_.assign(capacity, Value{});
        mask_ = capacity - 1;
        size_ = 0;
        for (std::size_t i = 0; i < oldKeys.size(); ++i)
            if (oldKeys[i] != kEmpty)
                insert(oldKeys[i], oldValues[i]);
    }
    std::vector<std::uint64_t> keys_;
    std::vector<Value> values_;
    std::size_t mask_ = 0;
    std::size_t size_ = 0;
};

} // namespace pw::hackenbush::detail
