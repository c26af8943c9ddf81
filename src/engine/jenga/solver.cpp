// Colored Jenga exact solver: depth-first evaluation of the reduced-state DAG with an explicit
// stack over three group tables (top of 1, 2 and 3 blocks), prefetching successor groups.
#include "engine/jenga/solver.h"

#include "engine/jenga/group_table.h"
#include "engine/jenga/reduced_state.h"

#include <algorithm>
#include <atomic>
#include <barrier>
#include <cmath>
#include <exception>
#include <thread>
#include <limits>
#include <stdexcept>

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

// Gives the solver write access to a table that callers only ever see as immutable.
class SolverAccess {
public:
    static SolvedTable make(std::shared_ptr<const SolvedTable::Impl> impl) {
        SolvedTable table;
        table.impl_ = std::move(impl);
        return table;
    }
    static const SolvedTable::Impl* impl(const SolvedTable& table) { return table.impl_.get(); }
};

namespace detail {

std::optional<ReducedState> reduce(const Tower& tower) {
    LevelCounts counts{};
    const int topIndex = tower.levelCount() - 1;
    int lowerLevels = 0;
    for (int i = 0; i < topIndex; ++i) {
        const auto& cells = tower.level(i).cells;
        const int blocks = tower.level(i).blockCount();
        int type = -1;
        if (blocks == 3)
            type = fullType(static_cast<int>(*cells[kMiddle]), static_cast<int>(*cells[kLeft]),
                            static_cast<int>(*cells[kRight]));
        else if (blocks == 2 && cells[kMiddle])
            type = sideType(static_cast<int>(cells[kLeft] ? *cells[kLeft] : *cells[kRight]));
        if (type < 0)
            continue; // dead: nothing more can come out
        ++counts[static_cast<std::size_t>(type)];
        if (++lowerLevels > kMaxLowerLevels)
            return std::nullopt;
    }
    const auto& cells = tower.top().cells;
    ReducedState state;
    state.k = tower.top().blockCount();
    state.lowerKey = encodeLower(counts);
    auto colourOf = [](const Slot& slot) { return static_cast<int>(*slot); };
    if (state.k == 1) {
        state.top = cells[kMiddle] ? 3 + colourOf(cells[kMiddle])
                                   : colourOf(cells[kLeft] ? cells[kLeft] : cells[kRight]);
    } else if (state.k == 2) {
        if (!cells[kMiddle])
            state.top = 9 + pairIndex(std::min(colourOf(cells[kLeft]), colourOf(cells[kRight])),
                                      std::max(colourOf(cells[kLeft]), colourOf(cells[kRight])));
        else
            state.top = 3 * colourOf(cells[kLeft] ? cells[kLeft] : cells[kRight]) +
                        colourOf(cells[kMiddle]);
    } else if (state.k == 3) {
        state.top = fullType(colourOf(cells[kMiddle]), colourOf(cells[kLeft]), colourOf(cells[kRight]));
    } else {
        return std::nullopt;
    }
    return state;
}

std::optional<double> solvedValue(const SolvedTable& table, const ReducedState& state) {
    const auto* impl = SolverAccess::impl(table);
    return impl ? impl->value(state.k, state.lowerKey, state.top) : std::nullopt;
}

namespace {

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

// A successor group of the state being evaluated.
struct SuccessorGroup {
    std::uint64_t key;
    std::uint64_t hash; // mixHash(key), computed once for the prefetch and the look-up
    std::uint8_t k;
    std::uint8_t colour;
    std::uint8_t placementCount;
    std::array<std::uint8_t, 2> tops; // trivially constructible: the array below is not zeroed
};

constexpr int kMaxSuccessorGroups = 64; // per expansion, far above the real maximum
constexpr std::size_t kClaimChunk = 256; // table entries a worker claims at a time
constexpr std::uint64_t kCheckpointInterval = 8192;

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
        while (!shared_.stop.load(std::memory_order_relaxed)) {
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

    void prefetch(const SuccessorGroup& group) const {
        const int first = group.tops[0];
        const int last = group.tops[group.placementCount - 1];
        switch (group.k) {
        case 1:
            table_.oneBlockTops.prefetchHashed(group.hash, first, last);
            break;
        case 2:
            table_.twoBlockTops.prefetchHashed(group.hash, first, last);
            break;
        default:
            table_.fullTops.prefetchHashed(group.hash, first, last);
        }
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
        SuccessorGroup groups[kMaxSuccessorGroups];
        int groupCount = 0;
        const Frame frame = stack_[index];
        forEachSuccessorGroup(frame.k, frame.top, frame.key,
                              [&](int colour, int nextK, std::uint64_t key, const Placements& placements) {
                                  SuccessorGroup& group = groups[groupCount++];
                                  group.key = key;
                                  group.hash = mixHash(key);
                                  group.k = static_cast<std::uint8_t>(nextK);
                                  group.colour = static_cast<std::uint8_t>(colour);
                                  group.placementCount = static_cast<std::uint8_t>(placements.count);
                                  group.tops = {static_cast<std::uint8_t>(placements.tops[0]),
                                                static_cast<std::uint8_t>(placements.tops[1])};
                              });
        for (int g = 0; g < groupCount; ++g)
            prefetch(groups[g]);
        std::array<double, 3> best{kInfinity, kInfinity, kInfinity};
        std::uint8_t hasMove = 0;
        bool pushed = false;
        for (int i = 0; i < groupCount; ++i) {
            const SuccessorGroup& group = groups[reversed_ ? groupCount - 1 - i : i];
            bool inserted = false;
            std::uint64_t* values = insertGroup(group.k, group.key, group.hash, inserted);
            hasMove |= static_cast<std::uint8_t>(1u << group.colour);
            for (int p = 0; p < group.placementCount; ++p) {
                const int top = group.tops[static_cast<std::size_t>(p)];
                const std::uint64_t cell = inserted ? kUnknownCell : loadWord(values[top]);
                if (cell == kUnknownCell) {
                    pushFrame(group.key, group.k, top, static_cast<std::uint32_t>(index), group.colour,
                              values + top);
                    pushed = true;
                } else if (const double value = decodeValue(cell); value < best[group.colour]) {
                    best[group.colour] = value;
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

// Expected groups per table for a tower of n levels (measured on random towers), so that the
// tables are allocated once at about their final size instead of growing and rehashing.
// Expected groups per table for a tower of n levels (measured on random towers), so that the
// tables are allocated once at about their final size instead of growing and rehashing.
// The one-block table holds the most groups; the others hold about 3/4 and 1/2 of it.
std::size_t estimatedGroups(int levels) {
    constexpr std::size_t kByLevels[] = {64, 64, 64, 256, 1024, 4096, 16384, 65536, 262144, 1u << 20, 3u << 20};
    return kByLevels[std::clamp(levels, 0, 10)];
}

// What a second worker's thread shares with the solve, kept alive by whichever ends last.
struct ParallelSolve {
    ParallelSolve(std::shared_ptr<SolvedTable::Impl> tableOwner, SolveControl& control)
        : table(std::move(tableOwner)), shared(*table, control, 2), barrier(2, GrowStep{&shared}) {}
    std::shared_ptr<SolvedTable::Impl> table;
    SharedSolve shared;
    GrowBarrier barrier;
};

// First allocation at the estimated size, falling back to small tables under a tight budget.
bool allocateTables(SolvedTable::Impl& table, MemoryBudget& budget, int levels) {
    const std::size_t estimate = estimatedGroups(levels) * 4 / 3 + 1;
    MemoryBudget trial = budget;
    if (!(table.oneBlockTops.reserve(0, trial, estimate) &&
          table.twoBlockTops.reserve(0, trial, estimate * 3 / 4) &&
          table.fullTops.reserve(0, trial, estimate / 2))) {
        table.oneBlockTops.clear();
        table.twoBlockTops.clear();
        table.fullTops.clear();
        trial = budget;
        if (!(table.oneBlockTops.reserve(0, trial) && table.twoBlockTops.reserve(0, trial) &&
              table.fullTops.reserve(0, trial)))
            return false;
    }
    budget = trial;
    return true;
}

SolveStatus statusOf(const SharedSolve& shared) {
    if (shared.finished.load())
        return SolveStatus::Exact;
    return shared.cancelled.load() ? SolveStatus::Cancelled : SolveStatus::OverBudget;
}

SolveStatus solveShared(const std::shared_ptr<SolvedTable::Impl>& tableOwner, const ReducedState& start,
                        int levels, SolveControl& control, int threads) {
    SolvedTable::Impl& table = *tableOwner;
    if (threads <= 1) {
        SharedSolve shared(table, control, 1);
        if (!allocateTables(table, shared.budget, levels))
            return SolveStatus::OverBudget;
        Worker<false> worker(shared, false, true, nullptr);
        worker.run(start);
        table.solvedStates = worker.solvedStates();
        return statusOf(shared);
    }
    auto parallel = std::make_shared<ParallelSolve>(tableOwner, control);
    SharedSolve& shared = parallel->shared;
    if (!allocateTables(table, shared.budget, levels))
        return SolveStatus::OverBudget;
    // The helper never touches `control` (only the calling thread reports progress), and owns
    // what it uses, so a finished solve need not wait for it to be scheduled (on a busy machine
    // that could take milliseconds): it leaves at its next step, and once the start is solved
    // every state it could reach is solved too, so it can only rewrite identical bits.
    std::thread helperThread([parallel, start] {
        try {
            Worker<true> helper(parallel->shared, true, false, &parallel->barrier);
            helper.run(start);
        } catch (...) { // out of memory for its stack: the main worker can finish alone
            parallel->barrier.arrive_and_drop();
        }
    });
    Worker<true> main(shared, false, true, &parallel->barrier);
    try {
        main.run(start);
    } catch (...) {
        shared.stop.store(true);
        parallel->barrier.arrive_and_drop();
        helperThread.join();
        throw;
    }
    const SolveStatus status = statusOf(shared);
    if (status == SolveStatus::Exact)
        helperThread.detach();
    else
        helperThread.join(); // a stopped solve's table must not change after it returns
    table.solvedStates =
        table.oneBlockTops.solvedCells() + table.twoBlockTops.solvedCells() + table.fullTops.solvedCells();
    return status;
}

} // namespace
} // namespace detail

std::optional<double> SolvedTable::valueOf(const Tower& tower) const {
    if (!impl_ || tower.validate())
        return std::nullopt;
    const auto state = detail::reduce(tower);
    if (!state)
        return std::nullopt;
    return impl_->value(state->k, state->lowerKey, state->top);
}

std::optional<Analysis> SolvedTable::analysis(const Tower& tower) const {
    const auto value = valueOf(tower);
    if (!value)
        return std::nullopt;
    Analysis result;
    result.expectedDuration = *value;
    for (Colour colour : kColours) {
        ColourChoice& choice = result.colours[static_cast<std::size_t>(colour)];
        choice.colour = colour;
        for (const Move& move : legalMoves(tower, colour)) {
            const auto after = valueOf(apply(tower, move));
            if (!after)
                return std::nullopt;
            choice.moves.push_back(MoveValue{move, *after});
            if (!choice.hasMove || *after < choice.bestExpectedAfter) {
                choice.hasMove = true;
                choice.bestMove = move;
                choice.bestExpectedAfter = *after;
            }
        }
    }
    return result;
}

std::uint64_t SolvedTable::stateCount() const { return impl_ ? impl_->solvedStates : 0; }

std::size_t SolvedTable::memoryBytes() const {
    return impl_ ? impl_->oneBlockTops.bytes() + impl_->twoBlockTops.bytes() + impl_->fullTops.bytes()
                 : 0;
}

int solverThreads(int levels, int requested) {
    if (requested > 0)
        return std::min(requested, 2);
    // A second worker pays for its start-up (tens of microseconds) and the locked updates of
    // shared tables from six levels (measured: worst of 50 random six-level towers 38 -> 21 ms
    // with a free second core).
    return levels >= 6 && std::thread::hardware_concurrency() >= 2 ? 2 : 1;
}

Result solve(const Tower& start, SolveControl& control, int threads) {
    if (const auto problem = start.validate())
        throw std::invalid_argument("jenga: cannot solve an unplayable tower: " + *problem);
    Stopwatch stopwatch;
    Result result;
    result.start = start;
    result.expectedDuration = std::numeric_limits<double>::quiet_NaN();
    const auto state = detail::reduce(start);
    auto impl = std::make_shared<SolvedTable::Impl>();
    if (control.stopRequested()) {
        result.status = SolveStatus::Cancelled; // asked to stop before it began
    } else if (!state || start.levelCount() > kMaxExactLevels) {
        result.status = SolveStatus::OverBudget;
    } else {
        result.status = detail::solveShared(impl, *state, start.levelCount(), control,
                                            solverThreads(start.levelCount(), threads));
    }
    result.table = SolverAccess::make(impl);
    if (result.status == SolveStatus::Exact) {
        result.expectedDuration = *result.table.valueOf(start);
        result.startAnalysis = *result.table.analysis(start);
    }
    result.stats.statesExplored = impl->solvedStates;
    result.stats.seconds = stopwatch.seconds();
    return result;
}

} // namespace pw::jenga
