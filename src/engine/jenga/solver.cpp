// Colored Jenga exact solver: depth-first evaluation of the reduced-state DAG with an explicit
// stack over three group tables (top of 1, 2 and 3 blocks), prefetching successor groups.
#include "engine/jenga/solver.h"

#include "engine/jenga/group_table.h"
#include "engine/jenga/reduced_state.h"

#include <cmath>
#include <limits>
#include <stdexcept>

namespace pw::jenga {

struct SolvedTable::Impl {
    detail::GroupTable<6> oneBlockTops;
    detail::GroupTable<15> twoBlockTops;
    detail::GroupTable<18> fullTops;
    std::uint64_t solvedStates = 0;

    // The value cell of a state, or nullptr when its group is not in the table.
    const double* cell(int k, std::uint64_t key, int top) const {
        switch (k) {
        case 1:
            if (const auto* entry = oneBlockTops.find(key))
                return &entry->values[top];
            return nullptr;
        case 2:
            if (const auto* entry = twoBlockTops.find(key))
                return &entry->values[top];
            return nullptr;
        default:
            if (const auto* entry = fullTops.find(key))
                return &entry->values[top];
            return nullptr;
        }
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

const double* solvedCell(const SolvedTable& table, const ReducedState& state) {
    const auto* impl = SolverAccess::impl(table);
    return impl ? impl->cell(state.k, state.lowerKey, state.top) : nullptr;
}

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

constexpr std::uint32_t kNoParent = 0xFFFFFFFFu;

// One pending state on the explicit stack. Children report their values straight into their
// parent's frame, so a parent never looks its successors up a second time.
struct Frame {
    std::uint64_t key;
    double* cell;            // this state's value cell, valid while generation is current
    std::uint32_t generation; // the tables' generation when `cell` was found
    std::uint32_t parent; // stack index of the frame that pushed this one
    std::uint8_t k;
    std::uint8_t top;
    std::uint8_t colour;  // the colour of the move from the parent
    std::uint8_t expanded;
    std::uint8_t hasMove; // bit c: colour c has a legal move
    std::array<double, 3> best;
};

// A successor group of the state being evaluated.
struct SuccessorGroup {
    std::uint64_t key;
    std::uint8_t k;
    std::uint8_t colour;
    Placements placements;
};

class DepthFirstSolver {
public:
    DepthFirstSolver(SolvedTable::Impl& table, SolveControl& control)
        : table_(table), control_(control) {
        budget_.limit = control.memoryBudget();
    }

    SolveStatus run(const ReducedState& start) {
        if (!reserveAll(1))
            return SolveStatus::OverBudget;
        double* startValues = insertGroup(start.k, start.lowerKey);
        pushFrame(start.lowerKey, start.k, start.top, kNoParent, 0, startValues + start.top);
        std::uint64_t nextCheckpoint = kCheckpointInterval;
        while (!stack_.empty()) {
            const std::size_t index = stack_.size() - 1;
            if (!reserveAll(kMaxSuccessorGroups))
                return SolveStatus::OverBudget;
            if (stack_[index].expanded) { // every child has reported
                finish(index, combine(stack_[index]));
            } else {
                const double known = *cellOf(stack_[index]);
                if (known >= 0) {
                    reportAndPop(index, known);
                    continue;
                }
                if (expand(index))
                    stack_[index].expanded = 1;
                else
                    finish(index, combine(stack_[index]));
            }
            if (table_.solvedStates >= nextCheckpoint) {
                nextCheckpoint += kCheckpointInterval;
                if (control_.checkpoint(table_.solvedStates, "solving"))
                    return SolveStatus::Cancelled;
            }
        }
        return SolveStatus::Exact;
    }

private:
    static constexpr std::uint64_t kCheckpointInterval = 8192;
    static constexpr int kMaxSuccessorGroups = 64;

    void pushFrame(std::uint64_t key, int k, int top, std::uint32_t parent, int colour, double* cell) {
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

    void finish(std::size_t index, double value) {
        *cellOf(stack_[index]) = value;
        ++table_.solvedStates;
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

    // Growing a table moves its entries: the generation tells frames their cached cells are stale.
    bool reserveAll(std::size_t extra) {
        const std::size_t before = budget_.used;
        const bool ok = table_.oneBlockTops.reserve(extra, budget_) &&
                        table_.twoBlockTops.reserve(extra, budget_) &&
                        table_.fullTops.reserve(extra, budget_);
        if (budget_.used != before)
            ++generation_;
        return ok;
    }

    double* cellOf(Frame& frame) {
        if (frame.generation != generation_) {
            frame.cell = cell(frame.k, frame.key, frame.top);
            frame.generation = generation_;
        }
        return frame.cell;
    }

    double* insertGroup(int k, std::uint64_t key) {
        switch (k) {
        case 1:
            return table_.oneBlockTops.findOrInsert(key)->values;
        case 2:
            return table_.twoBlockTops.findOrInsert(key)->values;
        default:
            return table_.fullTops.findOrInsert(key)->values;
        }
    }

    void prefetch(int k, std::uint64_t key) const {
        switch (k) {
        case 1:
            table_.oneBlockTops.prefetch(key);
            break;
        case 2:
            table_.twoBlockTops.prefetch(key);
            break;
        default:
            table_.fullTops.prefetch(key);
        }
    }

    double* cell(int k, std::uint64_t key, int top) {
        return const_cast<double*>(table_.cell(k, key, top));
    }

    // Reads every successor: known values go into the frame's best, unknown successors are
    // pushed as children. Returns whether any child was pushed.
    bool expand(std::size_t index) {
        SuccessorGroup groups[kMaxSuccessorGroups];
        int groupCount = 0;
        const Frame frame = stack_[index];
        forEachSuccessorGroup(frame.k, frame.top, frame.key,
                              [&](int colour, int nextK, std::uint64_t key, const Placements& placements) {
                                  groups[groupCount++] = SuccessorGroup{key, static_cast<std::uint8_t>(nextK),
                                                                        static_cast<std::uint8_t>(colour),
                                                                        placements};
                              });
        for (int g = 0; g < groupCount; ++g)
            prefetch(groups[g].k, groups[g].key);
        std::array<double, 3> best{kInfinity, kInfinity, kInfinity};
        std::uint8_t hasMove = 0;
        bool pushed = false;
        for (int g = 0; g < groupCount; ++g) {
            const SuccessorGroup& group = groups[g];
            double* values = insertGroup(group.k, group.key);
            hasMove |= static_cast<std::uint8_t>(1u << group.colour);
            for (int p = 0; p < group.placements.count; ++p) {
                const int top = group.placements.tops[static_cast<std::size_t>(p)];
                const double value = values[top];
                if (value < 0) {
                    pushFrame(group.key, group.k, top, static_cast<std::uint32_t>(index), group.colour,
                              values + top);
                    pushed = true;
                } else if (value < best[group.colour]) {
                    best[group.colour] = value;
                }
            }
        }
        stack_[index].best = best;
        stack_[index].hasMove = hasMove;
        return pushed;
    }

    SolvedTable::Impl& table_;
    SolveControl& control_;
    MemoryBudget budget_;
    std::uint32_t generation_ = 0;
    std::vector<Frame> stack_;
};

} // namespace
} // namespace detail

std::optional<double> SolvedTable::valueOf(const Tower& tower) const {
    if (!impl_ || tower.validate())
        return std::nullopt;
    const auto state = detail::reduce(tower);
    if (!state)
        return std::nullopt;
    const double* value = impl_->cell(state->k, state->lowerKey, state->top);
    if (!value || *value < 0)
        return std::nullopt;
    return *value;
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

Result solve(const Tower& start, SolveControl& control) {
    if (const auto problem = start.validate())
        throw std::invalid_argument("jenga: cannot solve an unplayable tower: " + *problem);
    Stopwatch stopwatch;
    Result result;
    result.start = start;
    result.expectedDuration = std::numeric_limits<double>::quiet_NaN();
    const auto state = detail::reduce(start);
    auto impl = std::make_shared<SolvedTable::Impl>();
    if (!state || start.levelCount() > kMaxExactLevels) {
        result.status = SolveStatus::OverBudget;
    } else {
        detail::DepthFirstSolver solver(*impl, control);
        result.status = solver.run(*state);
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
