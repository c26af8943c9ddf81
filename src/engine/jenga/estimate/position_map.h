// Internal to the jenga engine: a map from positions in play (their lower levels as a 64-bit
// key, reduced_state.h, and their top) to a value, in one open-addressing block.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/hash.h"
#include "engine/jenga/estimate/play_state.h"

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace pw::jenga::detail {

// Millions of positions are one allocation, not millions of nodes, so building and freeing the
// map touch the process's memory map a few times only (a freed node table stalled the GUI
// thread). At most 70 % full; a slot is the key (16 bytes) and the value.
template <typename Value> class PositionMap {
public:
    struct Key {
        std::uint64_t lower = 0;
        std::uint32_t topCode = 0; // k * 32 + top + 1; 0 marks an empty slot
    };

private:
    struct Slot {
        Key key;
        Value value{};
    };

public:
    // A position's key holds this many lower levels.
    static bool fits(const PlayState& s) {
        std::uint64_t levels = 0;
        for (const std::uint32_t c : s.counts)
            levels += c;
        return levels + 1 <= static_cast<std::uint64_t>(kMaxLowerLevels); // + the old top
    }
    static Key keyOf(const PlayState& s) {
        return {encodeLower(levelCountsOf(s)), static_cast<std::uint32_t>(s.k * 32 + s.top + 1)};
    }

    std::size_t size() const { return size_; }
    // The most bytes a position may cost while the map grows: the old block at 70 % and the new
    // one of twice its slots at once, 30 / 7 slots a position.
    static constexpr std::size_t kBytesPerPosition = (sizeof(Slot) * 30 + 6) / 7;

    Value* find(const Key& key) {
        if (slots_.empty())
            return nullptr;
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hashOf(key) & mask;; i = (i + 1) & mask) {
            Slot& slot = slots_[i];
            if (slot.key.topCode == 0)
                return nullptr;
            if (slot.key.lower == key.lower && slot.key.topCode == key.topCode)
                return &slot.value;
        }
    }
    // Adds a key not in the map.
    void insert(const Key& key, const Value& value) {
        if ((size_ + 1) * 10 > slots_.size() * 7) {
            std::vector<Slot> grown(std::max<std::size_t>(1024, slots_.size() * 2));
            for (const Slot& slot : slots_)
                if (slot.key.topCode != 0)
                    place(grown, slot.key, slot.value);
            slots_.swap(grown);
        }
        place(slots_, key, value);
        ++size_;
    }

private:
    static std::size_t hashOf(const Key& key) {
        return static_cast<std::size_t>(
            mixHash(key.lower ^ (static_cast<std::uint64_t>(key.topCode) << 56)));
    }
    static void place(std::vector<Slot>& slots, const Key& key, const Value& value) {
        const std::size_t mask = slots.size() - 1;
        std::size_t i = hashOf(key) & mask;
        while (slots[i].key.topCode != 0)
            i = (i + 1) & mask;
        slots[i] = Slot{key, value};
    }

    std::vector<Slot> slots_;
    std::size_t size_ = 0;
};

} // namespace pw::jenga::detail
