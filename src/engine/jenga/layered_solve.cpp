// The two-pass exact solve (layered_solve.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/layered_solve.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <barrier>
#include <bit>
#include <exception>
#include <limits>
#include <new>
#include <optional>
#include <system_error>
#include <thread>
#include <vector>

namespace pw::jenga::detail {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// Successor groups of one state: at most 18 full types x 3 removals + 3 side types.
constexpr int kMaxSuccessors = 64;
// Gathered::top of a unit that is a completed multiset (every state with a complete top).
constexpr int kCompletedUnit = -2;
// Index slots a worker takes at a time (both passes), and between two progress reports.
constexpr std::size_t kChunk = 512;
constexpr std::size_t kReportEvery = 8 * kChunk;
// Insertions a worker claims at a time in an index.
constexpr std::size_t kClaimChunk = 256;

// A successor group to mark: its key, hash, potential and the tops it reaches.
struct Mark {
    std::uint64_t key; // the lower key
    std::uint64_t hash;
    std::uint32_t tops;
    std::uint16_t potential;
    std::uint16_t k;
};

class LayeredSolve {
public:
    LayeredSolve(LayeredTable& table, const ReducedState& start, SolveControl& control, int threads)
        : table_(table), start_(start), control_(control), threads_(threads) {
        budget_.limit = control.memoryBudget();
    }

    SolveStatus run() {
        const int startPotential = groupPotential(start_.k, start_.lowerKey);
        try {
            table_.layers = std::vector<GroupIndex>(static_cast<std::size_t>(startPotential) + 1);
        } catch (const std::bad_alloc&) {
            return SolveStatus::OverBudget;
        }
        for (auto& reached : completeReached_)
            reached.assign(table_.layers.size(), 0);
        completedUnits_.resize(table_.layers.size());
        if (start_.k == 3)
            completeReached_[0].back() = 1;
        GroupIndex& top = table_.layers.back();
        const std::uint64_t key = start_.lowerKey;
        if (!top.allocate(64, budget_) || !top.tryClaim(1))
            return SolveStatus::OverBudget;
        bool inserted = false;
        top.mark<false>(key, groupHash(key), std::uint32_t{1} << start_.top, inserted);
        if (threads_ > 1) {
            std::thread helper;
            try {
                helper = std::thread([this] { runWorker(1); });
            } catch (const std::system_error&) {
                threads_ = 1; // no second thread: one worker does it all, with no barrier
            }
            runWorker(0);
            if (helper.joinable())
                helper.join();
        } else {
            runWorker(0);
        }
        if (error_)
            std::rethrow_exception(error_);
        return status();
    }

private:
    SolveStatus status() const {
        if (table_.solvedPotential == static_cast<int>(table_.layers.size()) - 1)
            return SolveStatus::Exact;
        return cancelled_.load() ? SolveStatus::Cancelled : SolveStatus::OverBudget;
    }

    GroupIndex& layer(std::size_t potential) { return table_.layers[potential]; }

    void stopOverBudget() { stop_.store(true, std::memory_order_relaxed); }
    void stopCancelled() {
        cancelled_.store(true, std::memory_order_relaxed);
        stop_.store(true, std::memory_order_relaxed);
    }
    bool stopped() const { return stop_.load(std::memory_order_relaxed); }

    // Both passes on worker `id` (0 reports progress; with two workers they meet at a barrier
    // after every round of exploring and every solved layer, where the shared steps run).
    void runWorker(int id) {
        try {
            explore(id);
            meet();
            if (id == 0 && !agreedStop_) {
                completed_.release(budget_); // the completed multisets are kept by layer
                layOutValues();
            }
            meet();
            if (!agreedStop_)
                touchValues(id);
            solveLayers(id);
        } catch (const std::bad_alloc&) {
            stopOverBudget();
            if (threads_ > 1)
                barrier_.arrive_and_drop();
        } catch (...) { // from the progress callback
            stopOverBudget();
            error_ = std::current_exception();
            if (threads_ > 1)
                barrier_.arrive_and_drop();
        }
    }

    // With two workers, waits for the other; the step between rounds runs while both wait, so
    // both see the same agreedStop_ and allDone_ and leave their loops at the same barrier.
    void meet() {
        if (threads_ > 1)
            barrier_.arrive_and_wait();
        else
            betweenRounds();
    }

    // ---- Pass 1 -------------------------------------------------------------------------------

    // Every reached group and the tops reached in it, layer by layer down from the start. The
    // workers share a layer's slots out in chunks and mark the successors in the two layers below
    // at once. An index that runs out of claimed room grows while both workers wait.
    void explore(int id) {
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

    // Before layer p is read (alone): the layers it marks exist, sized like it (neighbouring
    // layers hold about as many groups, so they seldom grow: each growth maps fresh memory and
    // unmaps the old, which with two workers flushes both cores' TLBs).
    void startLayer(std::size_t p) {
        prepareCompleted(p);
        const std::size_t size = std::max<std::size_t>(64, table_.layers[p].claimed() * 4 / 3 + 1);
        for (std::size_t fall : {std::size_t{1}, std::size_t{4}})
            if (p >= fall && table_.layers[p - fall].capacity() == 0 &&
                !table_.layers[p - fall].allocate(size, budget_))
                stopOverBudget();
        growFor_ = p;
    }

    // Runs while every worker waits: the growth asked for, and whether the layer is finished.
    void betweenRounds() {
        if (growRequested_.exchange(false, std::memory_order_relaxed)) {
            // Room for each worker's next claim and the largest group's successors.
            const std::size_t extra = kClaimChunk * 2 + kMaxSuccessors;
            for (std::size_t fall : {std::size_t{1}, std::size_t{4}})
                if (growFor_ >= fall && !table_.layers[growFor_ - fall].reserve(extra, budget_))
                    stopOverBudget();
        }
        agreedStop_ = stopped();
        allDone_ = done_[0] && (threads_ == 1 || done_[1]);
    }

    // The states of a layer with a complete top, (3, lower, top), are gathered by the multiset
    // they complete, lower + top: its moves are those of that multiset, but for the top itself
    // (the one level of its type that cannot give a block yet). So the states of one completed
    // multiset share their successors and are expanded and solved as one unit, whatever their
    // tops. When exploring a layer, a scratch index gathers its completed multisets, each with
    // the mask of its reached tops; then they are kept, side by side, until the layer is solved.

    // Empties the scratch index for layer p (alone, while every worker waits), sized for the
    // layer's states with a complete top (each may complete a multiset of its own).
    void prepareCompleted(std::size_t p) {
        nextChunk_.store(0, std::memory_order_relaxed);
        const std::uint64_t states = completeReached_[0][p] + completeReached_[1][p];
        if (!completed_.reuse(static_cast<std::size_t>(states * 4 / 3 + 1), budget_))
            stopOverBudget();
        else
            completed_.tryClaim(static_cast<std::size_t>(states)); // never fails: sized for them
    }

    // Fills the scratch index from the groups of layer p with a complete top (the workers share
    // out the layer's slots), then keeps its multisets for the layer and resets the chunk
    // counter for the layer's units once every worker is done (after prepareCompleted).
    void gatherCompleted(int id, std::size_t p) {
        inserted_[static_cast<std::size_t>(id)] = fillCompleted(p);
        meet();
        if (id == 0) {
            keepCompleted(p, inserted_[0] + (threads_ > 1 ? inserted_[1] : 0));
            nextChunk_.store(0, std::memory_order_relaxed);
        }
        meet(); // the units are kept and the counter reset before either starts on them
    }
    // Copies the scratch index's `count` multisets (the workers' insertions) into the layer's.
    void keepCompleted(std::size_t p, std::size_t count) {
        std::vector<GroupSlot>& units = completedUnits_[p];
        if (!budget_.take(count * sizeof(GroupSlot))) {
            stopOverBudget();
            return;
        }
        units.reserve(count);
        completed_.forEach([&](const GroupSlot& slot) { units.push_back(slot); });
    }
    // Once layer p is solved its completed multisets are done with.
    void dropCompleted(std::size_t p) {
        budget_.give(completedUnits_[p].size() * sizeof(GroupSlot));
        std::vector<GroupSlot>().swap(completedUnits_[p]);
    }
    // A group's completed multisets, one for each of its tops: the top added to the lower levels
    // as one more level of its type (never a group key of k >= 1, whose top bits are set, and
    // never 0).
    struct CompletedOf {
        std::array<std::uint64_t, kFullTypeCount> keys;
        std::array<std::uint64_t, kFullTypeCount> hashes;
        std::array<std::uint32_t, kFullTypeCount> tops;
        int count = 0;
    };
    // Returns how many multisets this worker inserted.
    std::size_t fillCompleted(std::size_t p) {
        const GroupIndex& groups = table_.layers[p];
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
            if (begin >= groups.capacity())
                break;
            const std::size_t end = std::min(groups.capacity(), begin + kChunk);
            for (std::size_t i = begin; i < end; ++i) {
                const GroupSlot& slot = groups.slot(i);
                if (slot.key == 0 || topCountIn(static_cast<int>(p), slot.key) != 3)
                    continue;
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

    // The type a removal from a completed multiset takes its block from, when that type has
    // only the one level (so a reached top of that type is the level and cannot give the block),
    // else kNoSingleType (never a top).
    static constexpr std::uint8_t kNoSingleType = 0xFF;
    static std::uint8_t singleTypeOf(int type, int levels) {
        return type < kFullTypeCount && levels == 1 ? static_cast<std::uint8_t>(type)
                                                    : kNoSingleType;
    }
    // The one reached top of a completed multiset that has one, else kNoSingleType: a removal is
    // closed to every reached top only when it takes the block from that top's single level.
    static std::uint8_t onlyTopOf(std::uint32_t tops) {
        return (tops & (tops - 1)) == 0 ? static_cast<std::uint8_t>(std::countr_zero(tops))
                                        : kNoSingleType;
    }
    static bool removalClosed(int type, int levels, std::uint8_t onlyTop) {
        return levels == 1 && type == onlyTop;
    }

    // The units of a layer when exploring and solving: its slots (the groups with a top of one or
    // two blocks; those with a complete top are left to their completed multisets), then its
    // completed multisets.
    const GroupSlot* unitAt(std::size_t p, std::size_t i, bool& completed) const {
        const GroupIndex& groups = table_.layers[p];
        completed = i >= groups.capacity();
        if (completed)
            return &completedUnits_[p][i - groups.capacity()];
        const GroupSlot& slot = groups.slot(i);
        if (slot.key == 0 || topCountIn(static_cast<int>(p), slot.key) == 3)
            return nullptr;
        return &slot;
    }
    std::size_t unitCount(std::size_t p) const {
        return table_.layers[p].capacity() + completedUnits_[p].size();
    }

    // Expands chunks of layer p until none is left (true) or an index needs to grow or the solve
    // stops (false). A unit's successors are marked once the next unit's have been prefetched,
    // so each mark finds its slot fetched.
    bool expandChunks(int id, std::size_t p) {
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
                if (!unit)
                    continue;
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
                    completed ? successorsOfCompleted(*unit, marks) : successorsOf(p, *unit, marks);
                if (!claimRoom(id, p, count)) {
                    markAll(id, p, next[pending], counts[pending]);
                    resume_[static_cast<std::size_t>(id)] = i; // this group again after the growth
                    growRequested_.store(true, std::memory_order_relaxed);
                    return false;
                }
                for (int s = 0; s < count; ++s) {
                    Mark& m = marks[static_cast<std::size_t>(s)];
                    m.hash = groupHash(m.key);
                    table_.layers[m.potential].prefetch(m.hash);
                }
                markAll(id, p, next[pending], counts[pending]);
                counts[current] = count;
                pending = current;
            }
        }
    }

    // Marks a unit's successors (whose room claimRoom took), then gives back the room they did
    // not use (claimed room is used only by insertions); `count` is 0 afterwards.
    void markAll(int id, std::size_t p, const std::array<Mark, kMaxSuccessors>& marks, int& count) {
        std::uint64_t fresh = 0;
        std::array<std::size_t, 2> used{};
        auto& completeReached = completeReached_[static_cast<std::size_t>(id)];
        for (int s = 0; s < count; ++s) {
            const Mark& m = marks[static_cast<std::size_t>(s)];
            GroupIndex& target = table_.layers[m.potential];
            bool inserted = false;
            const int added = threads_ > 1 ? target.mark<true>(m.key, m.hash, m.tops, inserted)
                                           : target.mark<false>(m.key, m.hash, m.tops, inserted);
            fresh += static_cast<std::uint64_t>(added);
            if (m.k == 3)
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

    // Makes sure of room in each of the two layers below for all of a unit's `count`
    // successors, were they all new and all in that layer, and takes it (markAll gives back what
    // they did not use: no count by layer is needed here).
    bool claimRoom(int id, std::size_t p, int count) {
        const auto needed = static_cast<std::size_t>(count);
        auto& room = room_[static_cast<std::size_t>(id)];
        for (std::size_t t = 0; t < 2; ++t) {
            if (room[t] >= needed)
                continue;
            const std::size_t claim = std::max(kClaimChunk, needed - room[t]);
            if (!table_.layers[p - (t == 0 ? 1 : 4)].tryClaim(claim))
                return false;
            room[t] += claim;
        }
        room[0] -= needed;
        room[1] -= needed;
        return true;
    }

    // The successor groups of a group with a top of one or two blocks and the tops each reaches;
    // returns how many. Every top reaches the same successor groups: the union of their
    // placements is marked.
    static int successorsOf(std::size_t p, const GroupSlot& slot,
                            std::array<Mark, kMaxSuccessors>& next) {
        const auto potential = static_cast<int>(p);
        const std::uint64_t lower = slot.key;
        const int k = topCountIn(potential, lower);
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
                successor, 0, byColour[static_cast<std::size_t>(colour)],
                static_cast<std::uint16_t>(potential - fall), static_cast<std::uint16_t>(k + 1)};
        });
        return count;
    }

    // The successor groups of a completed multiset's states (a new level, so k = 1, and the
    // block on either of its places), those of every reached top together.
    static int successorsOfCompleted(const GroupSlot& slot,
                                     std::array<Mark, kMaxSuccessors>& next) {
        const std::uint64_t completed = slot.key;
        const std::uint32_t tops = topsOf(slot.meta);
        const int potential = groupPotential(0, completed);
        const std::uint8_t onlyTop = onlyTopOf(tops);
        int count = 0;
        forEachSuccessorKey(
            0, 0, completed,
            [&](int colour, std::uint64_t successor, int fall, int type, int, int levels) {
                if (!removalClosed(type, levels, onlyTop))
                    next[static_cast<std::size_t>(count++)] =
                        Mark{successor, 0, kPlacementMasks[0][0][static_cast<std::size_t>(colour)],
                             static_cast<std::uint16_t>(potential - fall), 1};
            });
        return count;
    }

    // Each group's values start where the previous group's end, layer after layer.
    void layOutValues() {
        std::uint64_t first = 0;
        for (GroupIndex& groups : table_.layers)
            groups.forEachMutable([&](GroupSlot& slot) {
                slot.meta |= first << kTopMaskBits;
                first += static_cast<std::uint64_t>(countTops(topsOf(slot.meta)));
            });
        table_.states = first;
        if (!budget_.take(first * sizeof(double))) {
            stopOverBudget();
            return;
        }
        try {
            table_.values = ZeroedArray<double>(first);
        } catch (const std::bad_alloc&) {
            stopOverBudget();
        }
    }

    // ---- Pass 2 -------------------------------------------------------------------------------

    // Faults in worker id's share of the values' pages (fresh, zero) before the solve: touched
    // in order, each page costs one fault, where the solve's scattered first writes from both
    // workers fault them in slower.
    void touchValues(int id) {
        constexpr std::size_t kPage = 4096 / sizeof(double);
        const std::size_t size = table_.values.size();
        const std::size_t share =
            (size / static_cast<std::size_t>(threads_) + kPage - 1) / kPage * kPage;
        const std::size_t begin = std::min(size, share * static_cast<std::size_t>(id));
        const std::size_t end = std::min(size, begin + share);
        touchPages(table_.values.data() + begin, (end - begin) * sizeof(double));
    }

    // The layers from the bottom up; each layer's units are shared out between the workers.
    void solveLayers(int id) {
        for (std::size_t p = 0; p < table_.layers.size() && !agreedStop_; ++p) {
            if (id == 0) // every worker is past the previous layer's chunks
                nextChunk_.store(0, std::memory_order_relaxed);
            meet();
            const std::size_t units = unitCount(p);
            std::uint64_t solved = 0;
            Pipeline pipeline(*this);
            while (!stopped()) {
                const std::size_t begin = nextChunk_.fetch_add(kChunk, std::memory_order_relaxed);
                if (begin >= units)
                    break;
                const std::size_t end = std::min(units, begin + kChunk);
                for (std::size_t i = begin; i < end; ++i) {
                    bool completed = false;
                    if (const GroupSlot* unit = unitAt(p, i, completed)) {
                        pipeline.push(unit, completed ? kCompletedUnit : -1, static_cast<int>(p));
                        solved += static_cast<std::uint64_t>(countTops(topsOf(unit->meta)));
                    }
                }
                pipeline.drain();
                if (id == 0 && (sinceReport_ += end - begin) >= kReportEvery) {
                    sinceReport_ = 0;
                    const std::uint64_t done =
                        solvedStates_.load(std::memory_order_relaxed) + solved;
                    if (control_.checkpoint(done, "solving",
                                            static_cast<double>(done) /
                                                static_cast<double>(table_.states)))
                        stopCancelled();
                }
            }
            solvedStates_.fetch_add(solved, std::memory_order_relaxed);
            meet(); // the layer is complete (unless stopped) once every worker is here
            if (id == 0 && !agreedStop_) {
                table_.solvedPotential = static_cast<int>(p);
                dropCompleted(p);
            }
        }
        if (id == 0)
            table_.solvedStates = solvedStates_.load();
    }

    // One unit of work, a group with a top of 1 or 2 blocks (all its tops share the successor
    // groups) or a completed multiset (its states with a complete top, written to their groups
    // in this layer: the targets); and its successor groups.
    struct Gathered {
        const GroupSlot* slot;
        int top;       // -1 for a group, kCompletedUnit for a completed multiset
        int potential; // its layer's
        std::array<std::uint64_t, kMaxSuccessors> keys;
        std::array<std::uint64_t, kMaxSuccessors> hashes;
        std::array<std::uint64_t, kMaxSuccessors> meta; // the successor group's slot meta
        std::array<const GroupIndex*, kMaxSuccessors> layers;
        std::array<std::uint8_t, kMaxSuccessors> colours;
        // A completed multiset's: the type the block comes from when it is the type's one level
        // (singleTypeOf), else kNoSingleType.
        std::array<std::uint8_t, kMaxSuccessors> singles;
        int count = 0;
        std::array<std::uint64_t, kFullTypeCount> targetKeys;
        std::array<std::uint64_t, kFullTypeCount> targetHashes;
        std::array<double*, kFullTypeCount> targets; // where each reached top's value goes
    };

    // The units of a chunk go through three steps, each kDistance units behind the one before,
    // so that the memory a unit reads is fetched while the units ahead of it are worked on:
    //  prepare: the successor group keys, and their slots prefetched;
    //  locate:  the slots found (every successor was reached in pass 1), their values prefetched;
    //  finish:  the values computed and written.
    class Pipeline {
    public:
        static constexpr std::size_t kDistance = 2;
        static constexpr std::size_t kRing = 2 * kDistance + 1;
        explicit Pipeline(LayeredSolve& solve) : solve_(solve) {}
        void push(const GroupSlot* slot, int top, int potential) {
            Gathered& g = ring_[count_ % kRing];
            g.slot = slot;
            g.top = top;
            g.potential = potential;
            solve_.prepare(g);
            if (count_ >= kDistance)
                solve_.locate(ring_[(count_ - kDistance) % kRing]);
            if (count_ >= 2 * kDistance)
                solve_.finish(ring_[(count_ - 2 * kDistance) % kRing]);
            ++count_;
        }
        void drain() {
            // The units not yet located, then those not yet finished, oldest first.
            const std::size_t located = count_ >= kDistance ? count_ - kDistance : 0;
            const std::size_t finished = count_ >= 2 * kDistance ? count_ - 2 * kDistance : 0;
            for (std::size_t i = located; i < count_; ++i)
                solve_.locate(ring_[i % kRing]);
            for (std::size_t i = finished; i < count_; ++i)
                solve_.finish(ring_[i % kRing]);
            count_ = 0;
        }

    private:
        LayeredSolve& solve_;
        std::array<Gathered, kRing> ring_;
        std::size_t count_ = 0;
    };

    void prepare(Gathered& g) const {
        g.count = 0;
        if (g.top == kCompletedUnit) {
            const std::uint64_t completed = g.slot->key;
            const std::uint32_t tops = topsOf(g.slot->meta);
            const int potential = groupPotential(0, completed);
            const std::uint8_t onlyTop = onlyTopOf(tops);
            forEachSuccessorKey(
                0, 0, completed,
                [&](int colour, std::uint64_t successor, int fall, int type, int, int levels) {
                    if (removalClosed(type, levels, onlyTop))
                        return; // closed to every reached top, so never reached in pass 1
                    add(g, successor, potential - fall, colour, singleTypeOf(type, levels));
                });
            // The groups of the states: the lower levels without one level of the top's type.
            // The targets are in increasing top order, the walk gives the tops in decreasing.
            const GroupIndex& own = table_.layers[static_cast<std::size_t>(potential)];
            auto at = static_cast<std::size_t>(countTops(tops));
            forEachRunStart(completed, tops, [&](int, int start) {
                --at;
                g.targetKeys[at] = deleteBitAt(completed, start);
                g.targetHashes[at] = groupHash(g.targetKeys[at]);
                own.prefetch(g.targetHashes[at]);
            });
            return;
        }
        const std::uint64_t lower = g.slot->key;
        const int potential = g.potential;
        const int k = topCountIn(potential, lower);
        forEachSuccessorKey(k, 0, lower, [&](int colour, std::uint64_t successor, int fall) {
            add(g, successor, potential - fall, colour, kNoSingleType);
        });
    }

    void add(Gathered& g, std::uint64_t key, int potential, int colour, std::uint8_t single) const {
        const auto s = static_cast<std::size_t>(g.count++);
        g.keys[s] = key;
        g.hashes[s] = groupHash(key);
        g.layers[s] = &table_.layers[static_cast<std::size_t>(potential)];
        g.layers[s]->prefetch(g.hashes[s]);
        g.colours[s] = static_cast<std::uint8_t>(colour);
        g.singles[s] = single;
    }

    void locate(Gathered& g) const {
        for (int i = 0; i < g.count; ++i) {
            const auto s = static_cast<std::size_t>(i);
            g.meta[s] = g.layers[s]->find(g.keys[s], g.hashes[s])->meta;
            // Every cache line of the group's values: up to 18 of them, 144 bytes, so at most
            // four lines, which the bytes at 0, 64, 128 (but no further than the last) and the
            // last meet; no loop, no branch.
            const auto* first =
                reinterpret_cast<const char*>(table_.values.data() + firstValueOf(g.meta[s]));
            const char* last = first + (countTops(topsOf(g.meta[s])) - 1) * sizeof(double);
            __builtin_prefetch(first);
            __builtin_prefetch(std::min(first + 64, last));
            __builtin_prefetch(std::min(first + 128, last));
            __builtin_prefetch(last);
        }
        if (g.top != kCompletedUnit)
            return;
        const GroupIndex& own =
            table_.layers[static_cast<std::size_t>(groupPotential(0, g.slot->key))];
        int t = 0;
        for (std::uint32_t rest = topsOf(g.slot->meta); rest != 0; rest &= rest - 1, ++t) {
            const auto at = static_cast<std::size_t>(t);
            const std::uint64_t meta = own.find(g.targetKeys[at], g.targetHashes[at])->meta;
            g.targets[at] = table_.values.data() + firstValueOf(meta) +
                            rankOf(topsOf(meta), std::countr_zero(rest));
            __builtin_prefetch(g.targets[at], 1);
        }
    }

    void finish(const Gathered& g) {
        if (g.top == kCompletedUnit) {
            finishCompleted(g);
            return;
        }
        // By colour, the best value over the successor groups of that colour at each top of
        // the next group; each successor's values are read in order, with no rank to count.
        // Only the tops a placement can make are read below, and every successor has them all
        // (pass 1 marked them in it), so a colour with a move has a value at each.
        std::array<std::array<double, kFullTypeCount>, 3> best;
        for (auto& byTop : best)
            byTop.fill(kInfinity);
        std::array<bool, 3> has{};
        for (int i = 0; i < g.count; ++i) {
            const auto s = static_cast<std::size_t>(i);
            const auto colour = static_cast<std::size_t>(g.colours[s]);
            has[colour] = true;
            auto& byTop = best[colour];
            const double* values = table_.values.data() + firstValueOf(g.meta[s]);
            for (std::uint32_t rest = topsOf(g.meta[s]); rest != 0; rest &= rest - 1, ++values) {
                double& b = byTop[static_cast<std::size_t>(std::countr_zero(rest))];
                b = std::min(b, *values);
            }
        }
        const int k = topCountIn(g.potential, g.slot->key);
        double* out = table_.values.data() + firstValueOf(g.slot->meta);
        for (std::uint32_t rest = topsOf(g.slot->meta); rest != 0; rest &= rest - 1) {
            const auto& places = kPlacementPairs[static_cast<std::size_t>(k)]
                                                [static_cast<std::size_t>(std::countr_zero(rest))];
            std::array<double, 3> chosen;
            for (std::size_t c = 0; c < 3; ++c)
                chosen[c] = std::min(best[c][places[c][0]], best[c][places[c][1]]);
            *out++ = combineColourValues(chosen, has);
        }
    }

    // placementsOf as a pair of tops for each k (1, 2), top and colour: the second is the first
    // again when there is one choice.
    static constexpr std::array<
        std::array<std::array<std::array<std::uint8_t, 2>, 3>, kFullTypeCount>, 3>
        kPlacementPairs = [] {
            std::array<std::array<std::array<std::array<std::uint8_t, 2>, 3>, kFullTypeCount>, 3>
                pairs{};
            for (int k = 1; k < 3; ++k)
                for (int top = 0; top < kTopGroupSize[static_cast<std::size_t>(k)]; ++top)
                    for (int colour = 0; colour < 3; ++colour) {
                        const Placements p = placementsOf(k, top, colour);
                        auto& pair =
                            pairs[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)]
                                 [static_cast<std::size_t>(colour)];
                        pair[0] = static_cast<std::uint8_t>(p.tops[0]);
                        pair[1] = static_cast<std::uint8_t>(
                            p.tops[static_cast<std::size_t>(p.count - 1)]);
                    }
            return pairs;
        }();

    // The states of a completed multiset: the best successor of each removal (a new level, the
    // block on either place) once; then by colour the best of all and the best of the others
    // (those not from the best's single type, when it comes from one). A top's value takes the
    // best of each colour, or the second when the best comes from the top's own level (the one
    // of its type). Removals from types with more levels share the label kNoSingleType: no top
    // matches it, so their second best is never used.
    void finishCompleted(const Gathered& g) {
        std::array<double, 3> first{kInfinity, kInfinity, kInfinity};
        std::array<double, 3> second{kInfinity, kInfinity, kInfinity};
        std::array<int, 3> firstType{-1, -1, -1};
        for (int i = 0; i < g.count; ++i) {
            const auto s = static_cast<std::size_t>(i);
            const auto colour = static_cast<std::size_t>(g.colours[s]);
            const double after = bestAfter(g, s, kPlacementMasks[0][0][colour]);
            const int type = g.singles[s];
            if (after < first[colour]) {
                if (type != firstType[colour])
                    second[colour] = first[colour];
                first[colour] = after;
                firstType[colour] = type;
            } else if (type != firstType[colour] && after < second[colour]) {
                second[colour] = after;
            }
        }
        int t = 0;
        for (std::uint32_t rest = topsOf(g.slot->meta); rest != 0; rest &= rest - 1, ++t) {
            const int top = std::countr_zero(rest);
            std::array<double, 3> best;
            std::array<bool, 3> has;
            for (std::size_t c = 0; c < 3; ++c) {
                best[c] = firstType[c] == top ? second[c] : first[c];
                has[c] = best[c] < kInfinity;
            }
            *g.targets[static_cast<std::size_t>(t)] = combineColourValues(best, has);
        }
    }

    // The best value in successor group s over the tops a placement can make (a mask).
    double bestAfter(const Gathered& g, std::size_t s, std::uint32_t placements) const {
        const std::uint32_t reached = topsOf(g.meta[s]);
        const double* values = table_.values.data() + firstValueOf(g.meta[s]);
        double best = kInfinity;
        for (std::uint32_t rest = placements; rest != 0; rest &= rest - 1)
            best = std::min(best, values[rankOf(reached, std::countr_zero(rest))]);
        return best;
    }

    LayeredTable& table_;
    const ReducedState start_;
    SolveControl& control_;
    int threads_;
    MemoryBudget budget_;
    struct Agree {
        LayeredSolve* solve;
        void operator()() noexcept { solve->betweenRounds(); }
    };
    std::barrier<Agree> barrier_{2, Agree{this}};
    // Written only while every worker waits (or by the only one).
    bool agreedStop_ = false;
    bool allDone_ = false;
    std::size_t growFor_ = 0;                          // the layer being explored
    std::array<bool, 2> done_{};                       // [w]: worker w found no chunk left
    std::array<std::optional<std::size_t>, 2> resume_; // [w]: the slot worker w stopped at to grow
    std::array<std::array<std::size_t, 2>, 2>
        room_{}; // [w]: room claimed in the layers 1 and 4 below
    alignas(64) std::atomic<bool> growRequested_{false};
    // States reached in each shard, counted by the shard's owner (apart, so that the two counters
    // do not share a cache line). Worker 0 reads both for progress: a count, not a result.
    struct alignas(64) Counter {
        std::atomic<std::uint64_t> count{0};
    };
    std::array<Counter, 2> reached_;
    std::atomic<std::uint64_t> solvedStates_{0};
    alignas(64) std::atomic<std::size_t> nextChunk_{0};
    alignas(64) std::atomic<bool> stop_{false};
    std::atomic<bool> cancelled_{false};
    std::size_t sinceReport_ = 0; // worker 0's
    GroupIndex completed_;        // the completed multisets of the layer at hand (scratch)
    // [w][p]: the states with a complete top that worker w found in layer p (sizes the scratch).
    std::array<std::vector<std::uint64_t>, 2> completeReached_;
    // [p]: layer p's completed multisets (key and reached tops), from exploring it to solving it.
    std::vector<std::vector<GroupSlot>> completedUnits_;
    std::array<std::size_t, 2> inserted_{}; // [w]: the multisets worker w put in the scratch index
    std::exception_ptr error_;              // set by worker 0 only (the one that calls back)
};

} // namespace

SolveStatus solveLayered(LayeredTable& table, const ReducedState& start, SolveControl& control,
                         int threads) {
    LayeredSolve solve(table, start, control, std::clamp(threads, 1, 2));
    return solve.run();
}

} // namespace pw::jenga::detail
