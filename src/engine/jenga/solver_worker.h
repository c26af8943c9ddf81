// Internal to the jenga engine: the solved table's representation and the depth-first worker
// that fills it (explicit stack, children reporting to parent frames, successor groups prefetched
// before they are read). Two workers may share one table; see SharedSolve.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/group_table.h"
#include "engine/jenga/reduced_state.h"
#include "engine/jenga/solver.h"

#include <array>
#include <atomic>
#include <barrier>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <new>
#include <optional>
#include <vector>

namespace pw::jenga {

struct SolvedTable::Impl {
    detail::GroupTable<6> oneBlockTops;
    detail::GroupTable<15> twoBlockTops;
    detail::GroupTable<18> fullTops;
    std::uint64_t solvedStates = 0;

    // The solved value of a state; nullopt when its group is not in the table or it is unsolved.
    std::optional<double> value(int k, std::uint64_t key, int top) const {
        std::uint64_t cell = detail::kUnknownCell;
        switch (k) {
        case 1:
            if (const auto* entry = oneBlockTops.find(key))
                cell = entry->cell(top);
            break;
        case 2:
            if (const auto* entry = twoBlockTops.find(key))
                cell = entry->cell(top);
            break;
        default:
            if (const auto* entry = fullTops.find(key))
                cell = entry->cell(top);
        }
        if (cell == detail::kUnknownCell)
            return std::nullopt;
        return detail::decodeValue(cell);
    }
};

namespace detail {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

constexpr std::uint32_t kNoParent = 0xFFFFFFFFu;

// One pending state on a worker's explicit stack. Children report their values straight into
// their parent's frame, so a parent never looks its successors up a second time.
struct Frame {
    std::uint64_t key;
    std::uint64_t* cell;      // this state's value cell, valid while generation is current
    std::uint32_t generation; // the tables' generation when `cell` was found
    std::uint32_t parent;     // stack index of the frame that pushed this one
    std::uint8_t k;
    std::uint8_t top;
    std::uint8_t colour; // the colour of the move from the parent
    std::uint8_t expanded;
    std::uint8_t hasMove; // bit c: colour c has a legal move
    std::array<double, 3> best;
};

constexpr int kMaxSuccessorGroups = 64; // per expansion: at most 18 full types x 3 + 3 side types
constexpr std::size_t kClaimChunk = 256; // table entries a worker claims at a time
// Progress is counted every kCheckpointInterval solved states; the stop token is read every
// kStopCheckInterval steps, because the first steps of a big solve are slow (each first touch of
// a 2 MiB huge page of a fresh table is zeroed by the kernel: 256 states took 0.55 s at 9 levels).
constexpr std::uint64_t kCheckpointInterval = 1024;
constexpr std::uint64_t kStopCheckInterval = 16;

// What the workers of one solve share: the tables, the budget and the flags that stop them or
// ask them all to wait while the tables grow.
struct SharedSolve {
    SharedSolve(SolvedTable::Impl& table, SolveControl& control, int threads)
        : table(table), control(control), threads(threads) {
        budget.limit = control.memoryBudget();
    }

    SolvedTable::Impl& table;
    SolveControl& control;
    const int threads;
    MemoryBudget budget;
    std::atomic<bool> stop{false};       // every worker leaves at its next step
    std::atomic<bool> finished{false};   // the start state is solved
    std::atomic<bool> cancelled{false};
    std::atomic<bool> overBudget{false};
    std::atomic<bool> growRequested{false};
    std::atomic<std::uint32_t> generation{0}; // bumped whenever a table moves
    std::atomic<std::uint64_t> solvedStates{0};

    // Makes room for another round of claims in every table; runs while no worker touches the
    // tables (single-threaded, or as the completion step of the workers' barrier).
    void growTables() noexcept {
        growRequested.store(false, std::memory_order_relaxed);
        if (stop.load(std::memory_order_relaxed))
            return;
        const std::size_t extra = kClaimChunk * static_cast<std::size_t>(threads) + kMaxSuccessorGroups;
        const std::size_t before = budget.used;
        bool ok = false;
        try {
            ok = table.oneBlockTops.reserve(extra, budget) && table.twoBlockTops.reserve(extra, budget) &&
                 table.fullTops.reserve(extra, budget);
        } catch (const std::bad_alloc&) {
            ok = false;
        }
        if (budget.used != before)
            generation.fetch_add(1, std::memory_order_relaxed);
        if (!ok) {
            overBudget.store(true, std::memory_order_relaxed);
            stop.store(true, std::memory_order_relaxed);
        }
    }
};

struct GrowStep {
    SharedSolve* shared;
    void operator()() noexcept { shared->growTables(); }
};
using GrowBarrier = std::barrier<GrowStep>;

// One depth-first evaluator. Two workers start at the same state and walk successors in opposite
// orders, so they mostly solve different parts of the DAG and pick up each other's values.
template <bool Concurrent> class Worker {
public:
    Worker(SharedSolve& shared, bool reversed, bool reportsProgress, GrowBarrier* barrier)
        : shared_(shared), table_(shared.table), reversed_(reversed), reportsProgress_(reportsProgress),
          barrier_(barrier) {
        stack_.reserve(256);
    }

    void run(const ReducedState& start) {
        generation_ = shared_.generation.load(std::memory_order_relaxed);
        bool pushedStart = false;
        std::uint64_t nextCheckpoint = kCheckpointInterval;
        std::uint64_t steps = 0;
        while (!shared_.stop.load(std::memory_order_relaxed)) {
            if (reportsProgress_ && ++steps % kStopCheckInterval == 0 && shared_.control.stopRequested()) {
                shared_.cancelled.store(true, std::memory_order_relaxed);
                shared_.stop.store(true, std::memory_order_relaxed);
                break;
            }
            if (shared_.growRequested.load(std::memory_order_relaxed) || !claimRoom()) {
                waitForGrowth();
                continue;
            }
            if (!pushedStart) {
                pushedStart = true;
                bool inserted = false;
                std::uint64_t* values = insertGroup(start.k, start.lowerKey, inserted);
                pushFrame(start.lowerKey, start.k, start.top, kNoParent, 0, values + start.top);
                continue;
            }
            if (stack_.empty()) { // the start state is solved
                shared_.finished.store(true, std::memory_order_relaxed);
                shared_.stop.store(true, std::memory_order_relaxed);
                break;
            }
            const std::size_t index = stack_.size() - 1;
            if (stack_[index].expanded) { // every child has reported
                finish(index, combine(stack_[index]));
            } else {
                const std::uint64_t known = loadWord(*cellOf(stack_[index]));
                if (known != kUnknownCell) {
                    reportAndPop(index, decodeValue(known));
                    continue;
                }
                if (expand(index))
                    stack_[index].expanded = 1;
                else
                    finish(index, combine(stack_[index]));
            }
            if (solved_ >= nextCheckpoint) {
                nextCheckpoint += kCheckpointInterval;
                const std::uint64_t total =
                    shared_.solvedStates.fetch_add(kCheckpointInterval, std::memory_order_relaxed) +
                    kCheckpointInterval;
                if (reportsProgress_ && shared_.control.checkpoint(total, "solving")) {
                    shared_.cancelled.store(true, std::memory_order_relaxed);
                    shared_.stop.store(true, std::memory_order_relaxed);
                }
            }
        }
        if (barrier_)
            barrier_->arrive_and_drop(); // the other worker no longer waits for this one
    }

    // States this worker solved (with two workers, some of them were solved by both).
    std::uint64_t solvedStates() const { return solved_; }

private:
    void waitForGrowth() {
        shared_.growRequested.store(true, std::memory_order_relaxed);
        if (barrier_)
            barrier_->arrive_and_wait();
        else
            shared_.growTables();
        generation_ = shared_.generation.load(std::memory_order_relaxed);
    }

    // Every table can take the insertions of one more expansion.
    bool claimRoom() {
        return claimIn(table_.oneBlockTops, room_[0]) && claimIn(table_.twoBlockTops, room_[1]) &&
               claimIn(table_.fullTops, room_[2]);
    }
    template <typename Table> static bool claimIn(Table& table, std::size_t& room) {
        if (room >= static_cast<std::size_t>(kMaxSuccessorGroups))
            return true;
        if (!table.tryClaim(kClaimChunk))
            return false;
        room += kClaimChunk;
        return true;
    }

    void pushFrame(std::uint64_t key, int k, int top, std::uint32_t parent, int colour, std::uint64_t* cell) {
        Frame frame{};
        frame.key = key;
        frame.cell = cell;
        frame.generation = generation_;
        frame.parent = parent;
        frame.k = static_cast<std::uint8_t>(k);
        frame.top = static_cast<std::uint8_t>(top);
        frame.colour = static_cast<std::uint8_t>(colour);
        frame.best = {kInfinity, kInfinity, kInfinity};
        stack_.push_back(frame);
    }

    static double combine(const Frame& frame) {
        return combineColourValues(frame.best, {(frame.hasMove & 1) != 0, (frame.hasMove & 2) != 0,
                                                (frame.hasMove & 4) != 0});
    }

    // Both workers may solve the same state; they compute the same bits, so whichever store
    // lands last changes nothing.
    void finish(std::size_t index, double value) {
        storeWord(*cellOf(stack_[index]), encodeValue(value));
        ++solved_;
        reportAndPop(index, value);
    }

    void reportAndPop(std::size_t index, double value) {
        const Frame& frame = stack_[index];
        if (frame.parent != kNoParent) {
            double& best = stack_[frame.parent].best[frame.colour];
            if (value < best)
                best = value;
        }
        stack_.pop_back(); // index is always the last frame
    }

    std::uint64_t* cellOf(Frame& frame) {
        if (frame.generation != generation_) {
            frame.cell = cell(frame.k, frame.key, frame.top);
            frame.generation = generation_;
        }
        return frame.cell;
    }

    std::uint64_t* insertGroup(int k, std::uint64_t key, bool& inserted) {
        return insertGroup(k, key, mixHash(key), inserted);
    }

    std::uint64_t* insertGroup(int k, std::uint64_t key, std::uint64_t hash, bool& inserted) {
        std::uint64_t* values = nullptr;
        switch (k) {
        case 1:
            values = table_.oneBlockTops.template findOrInsert<Concurrent>(key, hash, inserted)->cells;
            break;
        case 2:
            values = table_.twoBlockTops.template findOrInsert<Concurrent>(key, hash, inserted)->cells;
            break;
        default:
            values = table_.fullTops.template findOrInsert<Concurrent>(key, hash, inserted)->cells;
        }
        if (inserted)
            --room_[static_cast<std::size_t>(k - 1)];
        return values;
    }

    std::uint64_t* cell(int k, std::uint64_t key, int top) {
        switch (k) {
        case 1:
            return &table_.oneBlockTops.find(key)->cells[top];
        case 2:
            return &table_.twoBlockTops.find(key)->cells[top];
        default:
            return &table_.fullTops.find(key)->cells[top];
        }
    }

    // Reads every successor: known values go into the frame's best, unknown successors are
    // pushed as children. Returns whether any child was pushed.
    bool expand(std::size_t index) {
        const Frame frame = stack_[index];
        // Every successor of a state has the same block count on top, so the table is chosen
        // once per expansion rather than once per successor group.
        switch (frame.k) {
        case 1:
            return expandInto(index, frame, table_.twoBlockTops, room_[1]);
        case 2:
            return expandInto(index, frame, table_.fullTops, room_[2]);
        default:
            return expandInto(index, frame, table_.oneBlockTops, room_[0]);
        }
    }

    template <typename Table>
    bool expandInto(std::size_t index, const Frame& frame, Table& table, std::size_t& room) {
        const int nextK = frame.k == 3 ? 1 : frame.k + 1;
        const std::array<Placements, 3> placements{placementsOf(frame.k, frame.top, 0),
                                                   placementsOf(frame.k, frame.top, 1),
                                                   placementsOf(frame.k, frame.top, 2)};
        std::uint64_t keys[kMaxSuccessorGroups];
        std::uint64_t hashes[kMaxSuccessorGroups];
        std::uint8_t colours[kMaxSuccessorGroups];
        int groupCount = 0;
        forEachSuccessorKey(frame.k, frame.top, frame.key, [&](int colour, std::uint64_t key) {
            const std::uint64_t hash = mixHash(key);
            const Placements& place = placements[static_cast<std::size_t>(colour)];
            table.prefetchHashed(hash, place.tops[0], place.tops[static_cast<std::size_t>(place.count - 1)]);
            keys[groupCount] = key;
            hashes[groupCount] = hash;
            colours[groupCount] = static_cast<std::uint8_t>(colour);
            ++groupCount;
        });
        std::array<double, 3> best{kInfinity, kInfinity, kInfinity};
        std::uint8_t hasMove = 0;
        bool pushed = false;
        for (int i = 0; i < groupCount; ++i) {
            const int g = reversed_ ? groupCount - 1 - i : i;
            const int colour = colours[g];
            bool inserted = false;
            std::uint64_t* values = table.template findOrInsert<Concurrent>(keys[g], hashes[g], inserted)->cells;
            if (inserted)
                --room;
            hasMove |= static_cast<std::uint8_t>(1u << colour);
            const Placements& place = placements[static_cast<std::size_t>(colour)];
            for (int p = 0; p < place.count; ++p) {
                const int top = place.tops[static_cast<std::size_t>(p)];
                const std::uint64_t cell = inserted ? kUnknownCell : loadWord(values[top]);
                if (cell == kUnknownCell) {
                    pushFrame(keys[g], nextK, top, static_cast<std::uint32_t>(index), colour, values + top);
                    pushed = true;
                } else if (const double value = decodeValue(cell); value < best[static_cast<std::size_t>(colour)]) {
                    best[static_cast<std::size_t>(colour)] = value;
                }
            }
        }
        stack_[index].best = best;
        stack_[index].hasMove = hasMove;
        return pushed;
    }

    SharedSolve& shared_;
    SolvedTable::Impl& table_;
    const bool reversed_;
    const bool reportsProgress_;
    GrowBarrier* barrier_;
    std::uint32_t generation_ = 0;
    std::array<std::size_t, 3> room_{}; // claimed but unused entries per table (k = 1, 2, 3)
    std::uint64_t solved_ = 0;
    std::vector<Frame> stack_;
};

} // namespace detail
} // namespace pw::jenga
