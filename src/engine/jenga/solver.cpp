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

// One pending state on the explicit stack.
struct Frame {
    std::uint64_t key;
    std::uint8_t k;
    std::uint8_t top;
    bool expanded;
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
        insertGroup(start.k, start.lowerKey);
        stack_.push_back(Frame{start.lowerKey, static_cast<std::uint8_t>(start.k),
                               static_cast<std::uint8_t>(start.top), false});
        std::uint64_t nextCheckpoint = kCheckpointInterval;
        while (!stack_.empty()) {
            const std::size_t index = stack_.size() - 1;
            const Frame frame = stack_[index];
            if (*cell(frame.k, frame.key, frame.top) >= 0) {
                stack_.pop_back();
                continue;
            }
            if (!reserveAll(kMaxSuccessorGroups))
                return SolveStatus::OverBudget;
            const auto value = evaluate(frame);
            if (!value) {
                stack_[index].expanded = true;
                continue;
            }
            *cell(frame.k, frame.key, frame.top) = *value;
            stack_.pop_back(); // nothing was pushed when the value is known
            if (++table_.solvedStates >= nextCheckpoint) {
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

    bool reserveAll(std::size_t extra) {
        return table_.oneBlockTops.reserve(extra, budget_) &&
               table_.twoBlockTops.reserve(extra, budget_) && table_.fullTops.reserve(extra, budget_);
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

    // The state's value when every successor is known; otherwise pushes the unknown successors
    // (on the first visit) and returns nullopt.
    std::optional<double> evaluate(const Frame& frame) {
        SuccessorGroup groups[kMaxSuccessorGroups];
        int groupCount = 0;
        forEachSuccessorGroup(frame.k, frame.top, decodeLower(frame.key),
                              [&](int colour, int nextK, std::uint64_t key, const Placements& placements) {
                                  groups[groupCount++] = SuccessorGroup{key, static_cast<std::uint8_t>(nextK),
                                                                        static_cast<std::uint8_t>(colour),
                                                                        placements};
                              });
        for (int g = 0; g < groupCount; ++g)
            prefetch(groups[g].k, groups[g].key);
        std::array<double, 3> best{kInfinity, kInfinity, kInfinity};
        std::array<bool, 3> has{false, false, false};
        bool missing = false;
        for (int g = 0; g < groupCount; ++g) {
            const SuccessorGroup& group = groups[g];
            const double* values = insertGroup(group.k, group.key);
            has[group.colour] = true;
            for (int p = 0; p < group.placements.count; ++p) {
                const int top = group.placements.tops[static_cast<std::size_t>(p)];
                const double value = values[top];
                if (value < 0) {
                    missing = true;
                    if (!frame.expanded)
                        stack_.push_back(Frame{group.key, group.k, static_cast<std::uint8_t>(top), false});
                } else if (value < best[group.colour]) {
                    best[group.colour] = value;
                }
            }
        }
        if (missing)
            return std::nullopt;
        return combineColourValues(best, has);
    }

    SolvedTable::Impl& table_;
    SolveControl& control_;
    MemoryBudget budget_;
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

Result solve(const Tower& start, SolveControl& control, int threads) {
    (void)threads;
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
