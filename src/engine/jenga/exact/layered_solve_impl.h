// Internal to the layered solve (layered_solve.h): the solve's state, shared by its three parts:
// the workers and the layers' place in memory or on disk (layered_solve.cpp), exploring
// (layered_explore.cpp) and solving (layered_values.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/exact/layered_solve.h"
#include "engine/jenga/exact/spill_file.h"

#include <array>
#include <atomic>
#include <barrier>
#include <bit>
#include <cstdint>
#include <exception>
#include <initializer_list>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace pw::jenga::detail {

// No layer: an index past every layer.
inline constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();
// Successor groups of one state: at most 18 full types x 3 removals + 3 side types.
inline constexpr int kMaxSuccessors = 64;
// Index slots a worker takes at a time (both passes), and between two progress reports.
inline constexpr std::size_t kChunk = 512;
inline constexpr std::size_t kReportEvery = 8 * kChunk;
// Insertions a worker claims at a time in an index.
inline constexpr std::size_t kClaimChunk = 256;

// A successor group to mark: its lower key, hash, potential and the tops it reaches with its k.
struct Mark {
    std::uint64_t key;
    std::uint64_t hash;
    std::uint32_t bits; // metaOf(tops, k): under 2^20
    std::uint32_t potential;
};

class LayeredSolve {
public:
    LayeredSolve(LayeredTable& table, const ReducedState& start, SolveControl& control,
                 const LayeredOptions& options);
    SolveStatus run();

    // ---- Shared by the parts -----------------------------------------------------------------

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

    // The units of a (frozen) layer when exploring and solving, in key order within each kind:
    // its groups with a top of one block, then of two (those with a complete top are left to
    // their completed multisets), then its completed multisets.
    const GroupSlot* unitAt(std::size_t p, std::size_t i, bool& completed) const {
        const Layer& layer = table_.layers[p];
        completed = i >= layer.start[2];
        return completed ? &completedUnits_[p][i - layer.start[2]] : &layer.groups[i];
    }
    std::size_t unitCount(std::size_t p) const {
        return table_.layers[p].start[2] + completedUnits_[p].size();
    }

private:
    // ---- The workers (layered_solve.cpp) -----------------------------------------------------
    SolveStatus status() const;
    void stopOverBudget() { stop_.store(true, std::memory_order_relaxed); }
    void stopCancelled() {
        cancelled_.store(true, std::memory_order_relaxed);
        stop_.store(true, std::memory_order_relaxed);
    }
    bool stopped() const { return stop_.load(std::memory_order_relaxed); }
    void runWorker(int id);
    void meet();
    void betweenRounds();

    // ---- The layers in memory and on disk (layered_solve.cpp) --------------------------------
    // Steps in the order they run: exploring layer p is step top - p, solving it top + 1 + p.
    std::size_t exploreStep(std::size_t p) const { return table_.layers.size() - 1 - p; }
    std::size_t solveStep(std::size_t p) const { return table_.layers.size() + p; }
    std::size_t nextUse(std::size_t q) const;
    std::size_t layerMemory(std::size_t q) const;
    // Brings the parts of layer q that step now_ reads back into memory; false when stopped.
    bool load(std::size_t q, bool index, bool units, bool values);
    // Writes what of layer q is not yet on disk, and frees its memory (mapping the file instead).
    bool evict(std::size_t q);
    // Evicts layers, those read again last first, until the memory is within what it may hold
    // (or, with `room`, that many bytes more); never `pinned`.
    void shed(std::initializer_list<std::size_t> pinned, std::size_t room = 0);
    void shedTo(std::initializer_list<std::size_t> pinned, std::size_t target);
    // Memory for `bytes` more under the budget, shedding layers first when needed.
    bool makeRoom(std::initializer_list<std::size_t> pinned, std::size_t bytes);
    void notePeak();
    void forgetIndexImage(std::size_t q);
    bool freeze(std::size_t p);

    // ---- Pass 1 (layered_explore.cpp) --------------------------------------------------------
    void explore(int id);
    void startLayer(std::size_t p);
    void prepareCompleted(std::size_t p);
    void gatherCompleted(int id, std::size_t p);
    void keepCompleted(std::size_t p, std::size_t count);
    std::size_t fillCompleted(std::size_t p);
    bool expandChunks(int id, std::size_t p);
    void markAll(int id, std::size_t p, const std::array<Mark, kMaxSuccessors>& marks, int& count);
    bool claimRoom(int id, std::size_t p, int count);
    static int successorsOf(std::size_t p, const GroupSlot& slot,
                            std::array<Mark, kMaxSuccessors>& next);
    static int successorsOfCompleted(std::size_t p, const GroupSlot& slot,
                                     std::array<Mark, kMaxSuccessors>& next);

    // ---- Pass 2 (layered_values.cpp) ---------------------------------------------------------
    void solveLayers(int id);
    void startSolving(std::size_t p);
    void finishSolving(std::size_t p);
    void touchValues(int id, std::size_t p);
    struct Cursors;
    struct Gathered;
    class Pipeline;
    void prepare(Gathered& g) const;
    void add(Gathered& g, std::uint64_t key, std::size_t potential, int colour, std::uint8_t single,
             int move) const;
    void locate(Gathered& g, Cursors& cursors) const;
    void finish(const Gathered& g);
    void finishCompleted(const Gathered& g);
    double bestAfter(const Gathered& g, std::size_t s, std::uint32_t placements) const;

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
    std::vector<ZeroedArray<GroupSlot>> completedUnits_;
    std::array<std::size_t, 2> inserted_{}; // [w]: the multisets worker w put in the scratch index
    std::array<double, 2> cpuSeconds_{};    // [w]: worker w's processor time in this solve
    std::exception_ptr error_;              // set by worker 0 only (the one that calls back)

    // The layer file, made when the first layer goes to disk; where each layer's parts are in it
    // (-1: not there). An index's image is forgotten when the index changes.
    const LayeredOptions options_;
    std::unique_ptr<SpillFile> file_;
    bool fileFailed_ = false;
    struct OnDisk {
        std::int64_t index = -1;
        std::int64_t units = -1;
        std::int64_t values = -1;
    };
    std::vector<OnDisk> onDisk_;
    std::size_t now_ = 0; // the step running (exploreStep or solveStep)
};

} // namespace pw::jenga::detail
