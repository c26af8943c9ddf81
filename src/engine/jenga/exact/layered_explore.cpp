// The layered solve's first pass (layered_solve.h): every reached group and the tops reached in
// it, layer by layer down from the start.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/layered_solve_impl.h"

#include <algorithm>
#include <limits>

namespace pw::jenga::detail {

namespace {

// The memory an index needs to be read back (none when it is in memory).
std::size_t spilledBytes(const GroupIndex& groups) {
    return groups.slots().mapped() ? groups.bytes() : 0;
}

} // namespace

// The workers share a layer's slots out in chunks and mark the successors in the two layers below
// at once. An index that runs out of claimed room grows while both workers wait.
void LayeredSolve::explore(int id) {
    for (std::size_t p = table_.layers.size(); p-- > 0;) {
        meet();
        if (id == 0)
            startLayer(p);
        meet();
        if (agreedStop_)
            return;
        gatherCompleted(id, p);
        if (agreedStop_)
            return;
        room_[static_cast<std::size_t>(id)] = {};
        bool done = false;
        while (true) {
            if (!done)
                done = expandChunks(id, p);
            done_[static_cast<std::size_t>(id)] = done;
            meet(); // grows the indexes if asked, and tells whether both are done
            if (agreedStop_ || allDone_)
                break;
        }
    }
}

// Before layer p is read (alone): it is complete, so it is frozen (Layer); it and the layers
// it marks are in memory, those sized like it when new (neighbouring layers hold about as many
// groups, so they seldom grow: each growth maps fresh memory and unmaps the old, which with two
// workers flushes both cores' TLBs); and the layers the next steps do not need make room.
void LayeredSolve::startLayer(std::size_t p) {
    now_ = exploreStep(p);
    const std::size_t below1 = p >= 1 ? p - 1 : kNone;
    const std::size_t below4 = p >= 4 ? p - 4 : kNone;
    if (!makeRoom({p, below1, below4}, spilledBytes(table_.layers[p].building)) ||
        !load(p, true, false, false)) {
        stopOverBudget();
        return;
    }
    forgetIndexImage(p);
    if (!freeze(p)) {
        stopOverBudget();
        return;
    }
    const std::size_t size = std::max<std::size_t>(64, table_.layers[p].groups.size() * 4 / 3 + 1);
    for (std::size_t below : {below1, below4}) {
        if (below == kNone)
            continue;
        GroupIndex& groups = table_.layers[below].building;
        const std::size_t bytes =
            groups.capacity() == 0 ? size * sizeof(GroupSlot) : spilledBytes(groups);
        if (!makeRoom({p, below1, below4}, bytes) || !load(below, true, false, false)) {
            stopOverBudget();
            return;
        }
        forgetIndexImage(below);
        if (groups.capacity() == 0 && !groups.allocate(size, budget_))
            stopOverBudget();
    }
    prepareCompleted(p);
    shed({p, below1, below4});
    notePeak();
    growFor_ = p;
}

// The states of a layer with a complete top, (3, lower, top), are gathered by the multiset they
// complete, lower + top: its moves are those of that multiset, but for the top itself (the one
// level of its type that cannot give a block yet). So the states of one completed multiset share
// their successors and are expanded and solved as one unit, whatever their tops. When exploring a
// layer, a scratch index gathers its completed multisets, each with the mask of its reached tops;
// then they are kept, side by side, until the layer is solved.

// Empties the scratch index for layer p (alone, while every worker waits), sized for the layer's
// states with a complete top (each may complete a multiset of its own).
void LayeredSolve::prepareCompleted(std::size_t p) {
    nextChunk_.store(0, std::memory_order_relaxed);
    const std::uint64_t states = completeReached_[0][p] + completeReached_[1][p];
    const auto capacity = static_cast<std::size_t>(states * 4 / 3 + 1);
    if (!makeRoom({p, p >= 1 ? p - 1 : kNone, p >= 4 ? p - 4 : kNone},
                  capacity > completed_.bytes() / sizeof(GroupSlot) ? capacity * sizeof(GroupSlot)
                                                                    : 0) ||
        !completed_.reuse(capacity, budget_))
        stopOverBudget();
    else
        completed_.tryClaim(static_cast<std::size_t>(states)); // never fails: sized for them
}

// Fills the scratch index from the groups of layer p with a complete top (the workers share out
// the layer's slots), then keeps its multisets for the layer and resets the chunk counter for the
// layer's units once every worker is done (after prepareCompleted).
void LayeredSolve::gatherCompleted(int id, std::size_t p) {
    inserted_[static_cast<std::size_t>(id)] = fillCompleted(p);
    meet();
    if (id == 0) {
        keepCompleted(p, inserted_[0] + (threads_ > 1 ? inserted_[1] : 0));
        nextChunk_.store(0, std::memory_order_relaxed);
    }
    meet(); // the units are kept and the counter reset before either starts on them
}

// Copies the scratch index's `count` multisets (the workers' insertions) into the layer's.
void LayeredSolve::keepCompleted(std::size_t p, std::size_t count) {
    const std::size_t bytes = count * sizeof(GroupSlot);
    if (!makeRoom({p, p >= 1 ? p - 1 : kNone, p >= 4 ? p - 4 : kNone}, bytes) ||
        !budget_.take(bytes)) {
        stopOverBudget();
        return;
    }
    ZeroedArray<GroupSlot> units(count);
    std::size_t at = 0;
    completed_.forEach([&](const GroupSlot& slot) { units[at++] = slot; });
    std::sort(units.data(), units.data() + count,
              [](const GroupSlot& a, const GroupSlot& b) { return a.key < b.key; });
    completedUnits_[p] = std::move(units);
    notePeak();
}

namespace {

// A group's completed multisets, one for each of its tops: the top added to the lower levels as
// one more level of its type (never 0).
struct CompletedOf {
    std::array<std::uint64_t, kFullTypeCount> keys;
    std::array<std::uint64_t, kFullTypeCount> hashes;
    std::array<std::uint32_t, kFullTypeCount> tops;
    int count = 0;
};

} // namespace

// Returns how many multisets this worker inserted.
std::size_t LayeredSolve::fillCompleted(std::size_t p) {
    const Layer& layer = table_.layers[p];
    std::size_t found = 0;
    // A group's completed multisets are marked once the next group's have been prefetched.
    std::array<CompletedOf, 2> pending;
    std::size_t current = 0;
    const auto markPrevious = [&] {
        CompletedOf& previous = pending[1 - current];
        for (std::size_t c = 0; c < static_cast<std::size_t>(previous.count); ++c) {
            bool inserted = false;
            if (threads_ > 1)
                completed_.mark<true>(previous.keys[c], previous.hashes[c], previous.tops[c],
                                      inserted);
            else
                completed_.mark<false>(previous.keys[c], previous.hashes[c], previous.tops[c],
                                       inserted);
            found += inserted ? 1 : 0;
        }
        previous.count = 0;
    };
    while (!stopped()) {
        const std::size_t begin = nextChunk_.fetch_add(kChunk, std::memory_order_relaxed);
        const std::size_t completeTops = layer.start[3] - layer.start[2];
        if (begin >= completeTops)
            break;
        const std::size_t end = std::min(completeTops, begin + kChunk);
        for (std::size_t i = begin; i < end; ++i) {
            const GroupSlot& slot = layer.groups[layer.start[2] + i];
            const std::uint64_t lower = slot.key;
            CompletedOf& next = pending[current];
            forEachRunStart(lower, topsOf(slot.meta), [&](int top, int start) {
                const auto c = static_cast<std::size_t>(next.count++);
                next.keys[c] = insertOneAt(lower, start);
                next.hashes[c] = groupHash(next.keys[c]);
                next.tops[c] = std::uint32_t{1} << top;
                completed_.prefetch(next.hashes[c]);
            });
            markPrevious();
            current = 1 - current;
        }
    }
    markPrevious();
    return found;
}

// Expands chunks of layer p until none is left (true) or an index needs to grow or the solve
// stops (false). A unit's successors are marked once the next unit's have been prefetched, so
// each mark finds its slot fetched.
bool LayeredSolve::expandChunks(int id, std::size_t p) {
    const std::size_t units = unitCount(p);
    std::array<std::array<Mark, kMaxSuccessors>, 2> next;
    std::array<int, 2> counts{};
    std::size_t pending = 0; // next[pending] waits to be marked (when counts[pending] > 0)
    while (true) {
        if (stopped() || growRequested_.load(std::memory_order_relaxed)) {
            markAll(id, p, next[pending], counts[pending]);
            return false;
        }
        const std::size_t begin = resume_[static_cast<std::size_t>(id)]
                                      ? *resume_[static_cast<std::size_t>(id)]
                                      : nextChunk_.fetch_add(kChunk, std::memory_order_relaxed);
        resume_[static_cast<std::size_t>(id)].reset();
        if (begin >= units) {
            markAll(id, p, next[pending], counts[pending]);
            return true;
        }
        const std::size_t end = std::min(units, (begin / kChunk + 1) * kChunk);
        for (std::size_t i = begin; i < end; ++i) {
            bool completed = false;
            const GroupSlot* unit = unitAt(p, i, completed);
            if (id == 0 && ++sinceReport_ == kReportEvery) {
                sinceReport_ = 0;
                if (control_.checkpoint(reached_[0].count.load(std::memory_order_relaxed) +
                                            reached_[1].count.load(std::memory_order_relaxed),
                                        "exploring")) {
                    stopCancelled();
                    return false;
                }
            }
            const std::size_t current = 1 - pending;
            auto& marks = next[current];
            const int count =
                completed ? successorsOfCompleted(p, *unit, marks) : successorsOf(p, *unit, marks);
            if (!claimRoom(id, p, count)) {
                markAll(id, p, next[pending], counts[pending]);
                resume_[static_cast<std::size_t>(id)] = i; // this group again after the growth
                growRequested_.store(true, std::memory_order_relaxed);
                return false;
            }
            for (int s = 0; s < count; ++s) {
                Mark& m = marks[static_cast<std::size_t>(s)];
                m.hash = groupHash(m.key);
                table_.layers[m.potential].building.prefetch(m.hash);
            }
            markAll(id, p, next[pending], counts[pending]);
            counts[current] = count;
            pending = current;
        }
    }
}

// Marks a unit's successors (whose room claimRoom took), then gives back the room they did not
// use (claimed room is used only by insertions); `count` is 0 afterwards.
inline void LayeredSolve::markAll(int id, std::size_t p,
                                  const std::array<Mark, kMaxSuccessors>& marks, int& count) {
    std::uint64_t fresh = 0;
    std::array<std::size_t, 2> used{};
    auto& completeReached = completeReached_[static_cast<std::size_t>(id)];
    for (int s = 0; s < count; ++s) {
        const Mark& m = marks[static_cast<std::size_t>(s)];
        GroupIndex& target = table_.layers[m.potential].building;
        bool inserted = false;
        const int added = threads_ > 1 ? target.mark<true>(m.key, m.hash, m.bits, inserted)
                                       : target.mark<false>(m.key, m.hash, m.bits, inserted);
        fresh += static_cast<std::uint64_t>(added);
        if (kOf(m.bits) == 3)
            completeReached[m.potential] += static_cast<std::uint64_t>(added);
        if (inserted)
            ++used[m.potential + std::size_t{1} == p ? 0 : 1];
    }
    auto& room = room_[static_cast<std::size_t>(id)];
    room[0] += static_cast<std::size_t>(count) - used[0];
    room[1] += static_cast<std::size_t>(count) - used[1];
    count = 0;
    auto& counter = reached_[static_cast<std::size_t>(id)].count;
    counter.store(counter.load(std::memory_order_relaxed) + fresh, std::memory_order_relaxed);
}

// Makes sure of room in each of the two layers below for all of a unit's `count` successors,
// were they all new and all in that layer, and takes it (markAll gives back what they did not
// use: no count by layer is needed here).
inline bool LayeredSolve::claimRoom(int id, std::size_t p, int count) {
    const auto needed = static_cast<std::size_t>(count);
    auto& room = room_[static_cast<std::size_t>(id)];
    for (std::size_t t = 0; t < 2; ++t) {
        if (room[t] >= needed)
            continue;
        const std::size_t claim = std::max(kClaimChunk, needed - room[t]);
        if (!table_.layers[p - (t == 0 ? 1 : 4)].building.tryClaim(claim))
            return false;
        room[t] += claim;
    }
    room[0] -= needed;
    room[1] -= needed;
    return true;
}

// The successor groups of a group with a top of one or two blocks and the tops each reaches;
// returns how many. Every top reaches the same successor groups: the union of their placements
// is marked.
inline int LayeredSolve::successorsOf(std::size_t p, const GroupSlot& slot,
                                      std::array<Mark, kMaxSuccessors>& next) {
    const int k = kOf(slot.meta);
    const std::uint64_t lower = slot.key;
    std::array<std::uint32_t, 3> byColour{};
    for (std::uint32_t rest = topsOf(slot.meta); rest != 0; rest &= rest - 1) {
        const auto& masks = kPlacementMasks[static_cast<std::size_t>(k)]
                                           [static_cast<std::size_t>(std::countr_zero(rest))];
        for (std::size_t c = 0; c < 3; ++c)
            byColour[c] |= masks[c];
    }
    int count = 0;
    forEachSuccessorKey(k, 0, lower, [&](int colour, std::uint64_t successor, int fall) {
        next[static_cast<std::size_t>(count++)] = Mark{
            successor, 0,
            static_cast<std::uint32_t>(metaOf(byColour[static_cast<std::size_t>(colour)], k + 1)),
            static_cast<std::uint32_t>(p - static_cast<std::size_t>(fall))};
    });
    return count;
}

// The successor groups of a completed multiset's states (a new level, so k = 1, and the block on
// either of its places), those of every reached top together.
inline int LayeredSolve::successorsOfCompleted(std::size_t p, const GroupSlot& slot,
                                               std::array<Mark, kMaxSuccessors>& next) {
    const std::uint64_t completed = slot.key;
    const std::uint32_t tops = topsOf(slot.meta);
    const std::uint8_t onlyTop = onlyTopOf(tops);
    int count = 0;
    forEachSuccessorKey(
        0, 0, completed,
        [&](int colour, std::uint64_t successor, int fall, int type, int, int levels) {
            if (!removalClosed(type, levels, onlyTop))
                next[static_cast<std::size_t>(count++)] =
                    Mark{successor, 0,
                         static_cast<std::uint32_t>(
                             metaOf(kPlacementMasks[0][0][static_cast<std::size_t>(colour)], 1)),
                         static_cast<std::uint32_t>(p - static_cast<std::size_t>(fall))};
        });
    return count;
}

} // namespace pw::jenga::detail
