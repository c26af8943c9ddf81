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

namespace pw::jenga::detail {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// Successor groups of one state: at most 18 full types x 3 removals + 3 side types.
constexpr int kMaxSuccessors = 64;
// Index slots a worker takes at a time (both passes), and between two progress reports.
constexpr std::size_t kChunk = 512;
constexpr std::size_t kReportEvery = 8 * kChunk;
// Insertions a worker claims at a time in an index.
constexpr std::size_t kClaimChunk = 256;

// A successor group to mark: its key, hash, potential and the tops it reaches.
struct Mark {
    std::uint64_t key;
    std::uint64_t hash;
    std::uint32_t tops;
    std::uint32_t potential;
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
        GroupIndex& top = table_.layers.back();
        const std::uint64_t key = groupKey(start_.k, start_.lowerKey);
        if (!top.allocate(64, budget_) || !top.tryClaim(1))
            return SolveStatus::OverBudget;
        bool inserted = false;
        top.mark<false>(key, mixHash(key), std::uint32_t{1} << start_.top, inserted);
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
            if (id == 0 && !agreedStop_)
                layOutValues();
            meet();
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
        nextChunk_.store(0, std::memory_order_relaxed);
        const std::size_t size = std::max<std::size_t>(64, table_.layers[p].claimed() * 4 / 3 + 1);
        for (std::size_t fall : {std::size_t{1}, std::size_t{4}})
            if (p >= fall && table_.layers[p - fall].capacity() == 0 && !table_.layers[p - fall].allocate(size, budget_))
                stopOverBudget();
        growFor_ = p;
    }

    // Runs while every worker waits: the growth asked for, and whether the layer is finished.
    void betweenRounds() {
        if (growRequested_.exchange(false, std::memory_order_relaxed)) {
            // Room for each worker's next claim and the largest group's successors.
            const std::size_t extra = kClaimChunk * 2 + kMaxSuccessors * kFullTypeCount;
            for (std::size_t fall : {std::size_t{1}, std::size_t{4}})
                if (growFor_ >= fall && !table_.layers[growFor_ - fall].reserve(extra, budget_))
                    stopOverBudget();
        }
        agreedStop_ = stopped();
        allDone_ = done_[0] && (threads_ == 1 || done_[1]);
    }

    // Expands chunks of layer p until none is left (true) or an index needs to grow or the solve
    // stops (false).
    bool expandChunks(int id, std::size_t p) {
        const GroupIndex& groups = table_.layers[p];
        std::array<Mark, kMaxSuccessors * kFullTypeCount> next;
        while (true) {
            if (stopped() || growRequested_.load(std::memory_order_relaxed))
                return false;
            const std::size_t begin =
                resume_[static_cast<std::size_t>(id)] ? *resume_[static_cast<std::size_t>(id)]
                                                      : nextChunk_.fetch_add(kChunk, std::memory_order_relaxed);
            resume_[static_cast<std::size_t>(id)].reset();
            if (begin >= groups.capacity())
                return true;
            const std::size_t end = std::min(groups.capacity(), (begin / kChunk + 1) * kChunk);
            for (std::size_t i = begin; i < end; ++i) {
                const GroupSlot& slot = groups.slot(i);
                if (slot.key == 0)
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
                const int count = successorsOf(slot, next);
                if (!claimRoom(id, p, next, count)) {
                    resume_[static_cast<std::size_t>(id)] = i; // this group again after the growth
                    growRequested_.store(true, std::memory_order_relaxed);
                    return false;
                }
                std::uint64_t fresh = 0;
                auto& room = room_[static_cast<std::size_t>(id)];
                for (int s = 0; s < count; ++s) {
                    Mark& m = next[static_cast<std::size_t>(s)];
                    m.hash = mixHash(m.key);
                    table_.layers[m.potential].prefetch(m.hash);
                }
                for (int s = 0; s < count; ++s) {
                    const Mark& m = next[static_cast<std::size_t>(s)];
                    GroupIndex& target = table_.layers[m.potential];
                    bool inserted = false;
                    fresh += static_cast<std::uint64_t>(threads_ > 1 ? target.mark<true>(m.key, m.hash, m.tops, inserted)
                                                                     : target.mark<false>(m.key, m.hash, m.tops, inserted));
                    if (inserted) // claimed room is used only by insertions
                        --room[m.potential + 1 == p ? 0 : 1];
                }
                auto& counter = reached_[static_cast<std::size_t>(id)].count;
                counter.store(counter.load(std::memory_order_relaxed) + fresh, std::memory_order_relaxed);
            }
        }
    }

    // Makes sure of room in the two layers below for a group's successors, were they all new.
    bool claimRoom(int id, std::size_t p, const std::array<Mark, kMaxSuccessors * kFullTypeCount>& next, int count) {
        std::array<std::size_t, 2> needed{};
        for (int s = 0; s < count; ++s)
            ++needed[next[static_cast<std::size_t>(s)].potential + 1 == p ? 0 : 1];
        auto& room = room_[static_cast<std::size_t>(id)];
        for (std::size_t t = 0; t < 2; ++t) {
            if (room[t] >= needed[t])
                continue;
            const std::size_t claim = std::max(kClaimChunk, needed[t] - room[t]);
            if (!table_.layers[p - (t == 0 ? 1 : 4)].tryClaim(claim))
                return false;
            room[t] += claim;
        }
        return true;
    }

    // The successor groups of a group and the tops each reaches; returns how many.
    static int successorsOf(const GroupSlot& slot, std::array<Mark, kMaxSuccessors * kFullTypeCount>& next) {
        const int k = groupK(slot.key);
        const std::uint64_t lower = groupLower(slot.key);
        const std::uint32_t tops = topsOf(slot.meta);
        const int potential = groupPotential(k, lower);
        int count = 0;
        if (k != 3) {
            // Every top reaches the same successor groups: mark the union of their placements.
            std::array<std::uint32_t, 3> byColour{};
            for (std::uint32_t rest = tops; rest != 0; rest &= rest - 1) {
                const auto& masks = kPlacementMasks[static_cast<std::size_t>(k)][static_cast<std::size_t>(std::countr_zero(rest))];
                for (std::size_t c = 0; c < 3; ++c)
                    byColour[c] |= masks[c];
            }
            forEachSuccessorKey(k, 0, lower, [&](int colour, std::uint64_t successor, int fall) {
                next[static_cast<std::size_t>(count++)] = Mark{groupKey(k + 1, successor), 0,
                                                               byColour[static_cast<std::size_t>(colour)],
                                                               static_cast<std::uint32_t>(potential - fall)};
            });
        } else {
            // A complete top becomes a lower level: each top has its own successors.
            for (std::uint32_t rest = tops; rest != 0; rest &= rest - 1) {
                const int top = std::countr_zero(rest);
                forEachSuccessorKey(3, top, lower, [&](int colour, std::uint64_t successor, int fall) {
                    next[static_cast<std::size_t>(count++)] =
                        Mark{groupKey(1, successor), 0,
                             kPlacementMasks[3][static_cast<std::size_t>(top)][static_cast<std::size_t>(colour)],
                             static_cast<std::uint32_t>(potential - fall)};
                });
            }
        }
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

    // The layers from the bottom up; each layer's slots are shared out between the workers.
    void solveLayers(int id) {
        for (std::size_t p = 0; p < table_.layers.size() && !agreedStop_; ++p) {
            const GroupIndex& current = layer(p);
            const std::size_t total = current.capacity();
            std::uint64_t solved = 0;
            Pipeline pipeline(*this);
            while (!stopped()) {
                const std::size_t begin = nextChunk_.fetch_add(kChunk, std::memory_order_relaxed);
                if (begin >= total)
                    break;
                const std::size_t end = std::min(total, begin + kChunk);
                for (std::size_t i = begin; i < end; ++i) {
                    const GroupSlot& slot = current.slot(i);
                    if (slot.key != 0)
                        solved += solveGroup(pipeline, slot);
                }
                pipeline.drain();
                if (id == 0 && (sinceReport_ += end - begin) >= kReportEvery) {
                    sinceReport_ = 0;
                    const std::uint64_t done = solvedStates_.load(std::memory_order_relaxed) + solved;
                    if (control_.checkpoint(done, "solving", static_cast<double>(done) / static_cast<double>(table_.states)))
                        stopCancelled();
                }
            }
            solvedStates_.fetch_add(solved, std::memory_order_relaxed);
            meet(); // the layer is complete (unless stopped) once every worker is here
            if (id == 0) {
                if (!agreedStop_)
                    table_.solvedPotential = static_cast<int>(p);
                nextChunk_.store(0, std::memory_order_relaxed);
            }
            meet(); // the chunk counter is reset before either starts the next layer
        }
        if (id == 0)
            table_.solvedStates = solvedStates_.load();
    }

    // One unit of work: a group with a top of 1 or 2 blocks (all its tops share the successor
    // groups), or one top of a group with a complete top; and its successor groups.
    struct Gathered {
        const GroupSlot* slot;
        int top; // the complete top; -1 for a whole group
        std::array<std::uint64_t, kMaxSuccessors> keys;
        std::array<std::uint64_t, kMaxSuccessors> hashes;
        std::array<std::uint64_t, kMaxSuccessors> meta; // the successor group's slot meta
        std::array<const GroupIndex*, kMaxSuccessors> layers;
        std::array<std::uint8_t, kMaxSuccessors> colours;
        int count = 0;
    };

    // The units of a chunk go through three steps, each a unit behind the one before, so that
    // the memory a unit reads is fetched while the units ahead of it are worked on:
    //  prepare: the successor group keys, and their slots prefetched;
    //  locate:  the slots found (every successor was reached in pass 1), their values prefetched;
    //  finish:  the values computed and written.
    class Pipeline {
    public:
        explicit Pipeline(LayeredSolve& solve) : solve_(solve) {}
        void push(const GroupSlot* slot, int top) {
            Gathered& g = ring_[count_ % 3];
            g.slot = slot;
            g.top = top;
            solve_.prepare(g);
            if (count_ >= 1)
                solve_.locate(ring_[(count_ - 1) % 3]);
            if (count_ >= 2)
                solve_.finish(ring_[(count_ - 2) % 3]);
            ++count_;
        }
        void drain() {
            if (count_ >= 1)
                solve_.locate(ring_[(count_ - 1) % 3]);
            if (count_ >= 2)
                solve_.finish(ring_[(count_ - 2) % 3]);
            if (count_ >= 1)
                solve_.finish(ring_[(count_ - 1) % 3]);
            count_ = 0;
        }

    private:
        LayeredSolve& solve_;
        std::array<Gathered, 3> ring_;
        std::size_t count_ = 0;
    };

    // Queues the values of every reached top of a group; returns how many.
    std::uint64_t solveGroup(Pipeline& pipeline, const GroupSlot& slot) {
        const std::uint32_t tops = topsOf(slot.meta);
        if (groupK(slot.key) != 3)
            pipeline.push(&slot, -1);
        else
            for (std::uint32_t rest = tops; rest != 0; rest &= rest - 1)
                pipeline.push(&slot, std::countr_zero(rest));
        return static_cast<std::uint64_t>(countTops(tops));
    }

    void prepare(Gathered& g) const {
        const int k = groupK(g.slot->key);
        const std::uint64_t lower = groupLower(g.slot->key);
        const int potential = groupPotential(k, lower);
        const int nextK = k == 3 ? 1 : k + 1;
        g.count = 0;
        forEachSuccessorKey(k, std::max(g.top, 0), lower, [&](int colour, std::uint64_t successor, int fall) {
            const auto s = static_cast<std::size_t>(g.count++);
            g.keys[s] = groupKey(nextK, successor);
            g.hashes[s] = mixHash(g.keys[s]);
            g.layers[s] = &table_.layers[static_cast<std::size_t>(potential - fall)];
            g.layers[s]->prefetch(g.hashes[s]);
            g.colours[s] = static_cast<std::uint8_t>(colour);
        });
    }

    void locate(Gathered& g) const {
        for (int i = 0; i < g.count; ++i) {
            const auto s = static_cast<std::size_t>(i);
            g.meta[s] = g.layers[s]->find(g.keys[s], g.hashes[s])->meta;
            const double* values = table_.values.data() + firstValueOf(g.meta[s]);
            __builtin_prefetch(values);
            __builtin_prefetch(values + countTops(topsOf(g.meta[s])) - 1);
        }
    }

    void finish(const Gathered& g) {
        const int k = groupK(g.slot->key);
        const std::uint32_t tops = topsOf(g.slot->meta);
        double* out = table_.values.data() + firstValueOf(g.slot->meta);
        if (g.top >= 0) {
            out[rankOf(tops, g.top)] = valueOf(g, kPlacementMasks[3][static_cast<std::size_t>(g.top)]);
            return;
        }
        for (std::uint32_t rest = tops; rest != 0; rest &= rest - 1)
            *out++ = valueOf(g, kPlacementMasks[static_cast<std::size_t>(k)][static_cast<std::size_t>(std::countr_zero(rest))]);
    }

    // E = (6 + sum of weight x best after a move of that colour) / (sum of the weights of the
    // colours with a move), the best over every successor group and placement.
    double valueOf(const Gathered& g, const std::array<std::uint32_t, 3>& placements) const {
        std::array<double, 3> best{kInfinity, kInfinity, kInfinity};
        std::array<bool, 3> has{};
        for (int i = 0; i < g.count; ++i) {
            const auto s = static_cast<std::size_t>(i);
            const auto colour = static_cast<std::size_t>(g.colours[s]);
            has[colour] = true;
            const std::uint32_t reached = topsOf(g.meta[s]);
            const double* values = table_.values.data() + firstValueOf(g.meta[s]);
            for (std::uint32_t rest = placements[colour]; rest != 0; rest &= rest - 1) {
                const double value = values[rankOf(reached, std::countr_zero(rest))];
                if (value < best[colour])
                    best[colour] = value;
            }
        }
        return combineColourValues(best, has);
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
    std::size_t growFor_ = 0; // the layer being explored
    std::array<bool, 2> done_{};                         // [w]: worker w found no chunk left
    std::array<std::optional<std::size_t>, 2> resume_;   // [w]: the slot worker w stopped at to grow
    std::array<std::array<std::size_t, 2>, 2> room_{};   // [w]: room claimed in the layers 1 and 4 below
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
    std::array<std::size_t, 2> readingCapacity_{}; // [w]: the capacity of worker w's shard of the layer it reads
    std::exception_ptr error_; // set by worker 0 only (the one that calls back)
};

} // namespace

SolveStatus solveLayered(LayeredTable& table, const ReducedState& start, SolveControl& control, int threads) {
    LayeredSolve solve(table, start, control, std::clamp(threads, 1, 2));
    return solve.run();
}

} // namespace pw::jenga::detail
