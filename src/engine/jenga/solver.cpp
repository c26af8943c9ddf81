// Colored Jenga exact solver: the reduction of a tower to its state, the two-pass layered solve
// (layered_solve.h), the solved table's look-ups and the per-move analysis.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/solver.h"

#include "engine/common/byte_text.h"
#include "engine/common/machine_load.h"
#include "engine/jenga/exact/layered_solve.h"
#include "engine/jenga/exact/prediction.h"
#include "engine/jenga/exact/reduced_state.h"
#include "engine/jenga/exact/spill_file.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <filesystem>
#include <limits>
#include <memory>
#include <stdexcept>
#include <thread>

namespace pw::jenga {

struct SolvedTable::Impl : detail::LayeredTable {};

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
        const int type = lowerLevelType(tower.level(i));
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
        state.top = lowerLevelType(tower.top()); // a whole level's full type
    } else {
        return std::nullopt;
    }
    return state;
}

std::optional<double> solvedValue(const SolvedTable& table, const ReducedState& state) {
    const auto* impl = SolverAccess::impl(table);
    return impl ? impl->value(state.k, state.lowerKey, state.top) : std::nullopt;
}

void visitSolved(const SolvedTable& table,
                 const std::function<void(int, std::uint64_t, int, double)>& visit) {
    const auto* impl = SolverAccess::impl(table);
    if (!impl)
        return;
    for (int p = 0; p <= impl->solvedPotential; ++p) {
        const Layer& layer = impl->layers[static_cast<std::size_t>(p)];
        for (std::size_t i = 0; i < layer.groups.size(); ++i) {
            const GroupSlot& slot = layer.groups[i];
            const double* values = layer.values.data() + firstValueOf(slot.meta);
            for (std::uint32_t rest = topsOf(slot.meta); rest != 0; rest &= rest - 1)
                visit(kOf(slot.meta), slot.key, std::countr_zero(rest), *values++);
        }
    }
}

} // namespace detail

namespace {

Level levelOf(Colour left, std::optional<Colour> middle, std::optional<Colour> right) {
    Level level;
    level.cells = {Slot(left), middle ? Slot(*middle) : Slot(), right ? Slot(*right) : Slot()};
    return level;
}

// A level of a lower type (fullType or sideType).
Level lowerLevelOf(int type) {
    if (type >= detail::kFullTypeCount) {
        const auto side = static_cast<Colour>(type - detail::kFullTypeCount);
        return levelOf(side, side, std::nullopt);
    }
    const auto [a, b] = detail::kPairColours[static_cast<std::size_t>(type % 6)];
    return levelOf(static_cast<Colour>(a), static_cast<Colour>(type / 6), static_cast<Colour>(b));
}

// The top level of k blocks with index `top` in its group (reduced_state.h).
Level topLevelOf(int k, int top) {
    Level level;
    const auto colour = [](int c) { return Slot(static_cast<Colour>(c)); };
    if (k == 1) {
        level.cells[top < 3 ? 0 : 1] = colour(top % 3);
    } else if (k == 2 && top < 9) {
        level.cells[0] = colour(top / 3);
        level.cells[1] = colour(top % 3);
    } else if (k == 2) {
        const auto [a, b] = detail::kPairColours[static_cast<std::size_t>(top - 9)];
        level.cells[0] = colour(a);
        level.cells[2] = colour(b);
    } else {
        level = lowerLevelOf(top);
    }
    return level;
}

} // namespace

void forEachSolvedState(const SolvedTable& table,
                        const std::function<void(const Tower&, double)>& visit) {
    detail::visitSolved(table, [&](int k, std::uint64_t key, int top, double value) {
        const detail::LevelCounts counts = detail::decodeLower(key);
        std::vector<Level> levels;
        for (int type = 0; type < detail::kLevelTypeCount; ++type)
            for (int i = 0; i < counts[static_cast<std::size_t>(type)]; ++i)
                levels.push_back(lowerLevelOf(type));
        levels.push_back(topLevelOf(k, top));
        visit(Tower(std::move(levels)), value);
    });
}

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

Rules SolvedTable::rules() const {
    return impl_ ? impl_->rules : Rules{};
}

std::uint64_t SolvedTable::stateCount() const {
    return impl_ ? impl_->solvedStates : 0;
}

std::size_t SolvedTable::memoryBytes() const {
    return impl_ ? impl_->memoryBytes() : 0;
}

std::size_t SolvedTable::peakMemoryBytes() const {
    return impl_ ? impl_->peakMemoryBytes : 0;
}

std::uint64_t SolvedTable::diskBytes() const {
    return impl_ ? impl_->diskBytes : 0;
}

std::size_t automaticKeepInMemory(std::size_t budgetBytes) {
    return budgetBytes / 2;
}

// Why the solve cannot start: the tables would not fit the memory budget, so layers must go to
// disk, and the layer file would not fit the disk (predicted; empty when it fits, or when the
// tables fit the budget anyway, as the solve then keeps in memory what the disk cannot take).
static std::string diskShortfall(const Tower& start, const SolveControl& control,
                                 const ExactOptions& options) {
    const std::size_t budget = control.memoryBudget();
    ExactOptions inMemory = options;
    inMemory.layersOnDisk = LayersOnDisk::Never;
    if (options.layersOnDisk == LayersOnDisk::Never || predictExact(start, budget, inMemory).fits)
        return {};
    const ExactPrediction predicted = predictExact(start, budget, options);
    if (predicted.diskBytes == 0 ||
        predicted.freeDiskBytes >= predicted.diskBytes + detail::SpillFile::kReserve)
        return {};
    const std::string folder = detail::SpillFile::folderFor(options.folder);
    std::error_code error;
    if (!std::filesystem::is_directory(folder, error))
        return "the folder for the layer files, " + folder + ", does not exist";
    return "the layer files would need about " + byteText(predicted.diskBytes) + " of disk, and " +
           byteText(predicted.freeDiskBytes) + " is free in " + folder + " (" +
           byteText(detail::SpillFile::kReserve) + " is always left free)";
}

int solverThreads(int levels, int requested) {
    if (requested > 0)
        return std::min(requested, 2);
    const unsigned cores = std::thread::hardware_concurrency();
    // Up to six levels one worker is as fast (random six-level towers, worst of 50: 31 ms with
    // one worker or two, median 23 against 25 ms).
    if (cores < 2 || levels < 7)
        return 1;
    // From nine levels (seconds), two workers win even when another program keeps a core busy:
    // they get a share of both cores (10 levels beside a busy loop: 8.3 s with two, 10.6 s with
    // one). Below, a second worker pays for its start-up and for meeting the first at every
    // layer only when it gets a core of its own (beside a busy loop, 7 levels: 151 ms with two,
    // 136 ms with one; 8 levels: 438 against 405 ms).
    if (levels >= 9)
        return 2;
    return idleCoreLikely(cores, levels >= 8 ? 10 : 2) ? 2 : 1;
}

Result solve(const Tower& start, SolveControl& control, int threads) {
    ExactOptions options;
    options.threads = threads;
    return solve(start, control, options);
}

Result solve(const Tower& start, SolveControl& control, const Rules& rules, int threads) {
    ExactOptions options;
    options.rules = rules;
    options.threads = threads;
    return solve(start, control, options);
}

Result solve(const Tower& start, SolveControl& control, const ExactOptions& options) {
    if (const auto problem = start.validate())
        throw std::invalid_argument("jenga: cannot solve an unplayable tower: " + *problem);
    if (const auto problem = checkRules(options.rules))
        throw std::invalid_argument("jenga: cannot solve with this die: " + *problem);
    Stopwatch stopwatch;
    Result result;
    result.start = start;
    result.rules = options.rules;
    result.expectedDuration = std::numeric_limits<double>::quiet_NaN();
    const auto state = detail::reduce(start);
    auto impl = std::make_shared<SolvedTable::Impl>();
    impl->rules = options.rules;
    if (control.stopRequested()) {
        result.status = SolveStatus::Cancelled; // asked to stop before it began
    } else if (!state || start.levelCount() > kMaxExactLevels) {
        result.status = SolveStatus::OverBudget;
    } else {
        detail::LayeredOptions layered;
        layered.threads = solverThreads(start.levelCount(), options.threads);
        layered.folder = options.folder;
        if (options.layersOnDisk == LayersOnDisk::Always)
            layered.keepInMemory = 0;
        else if (options.layersOnDisk == LayersOnDisk::WhenNeeded)
            layered.keepInMemory = options.keepInMemory > 0
                                       ? options.keepInMemory
                                       : automaticKeepInMemory(control.memoryBudget());
        result.note = diskShortfall(start, control, options);
        result.status = result.note.empty() ? detail::solveLayered(*impl, *state, control, layered)
                                            : SolveStatus::OverBudget;
        if (result.status != SolveStatus::Exact && result.note.empty())
            result.note = impl->note;
    }
    result.table = SolverAccess::make(impl);
    if (result.status == SolveStatus::Exact) {
        result.expectedDuration = *result.table.valueOf(start);
        result.startAnalysis = *result.table.analysis(start);
    }
    result.stats.statesExplored = impl->solvedStates;
    result.stats.seconds = stopwatch.seconds();
    if (result.status == SolveStatus::Exact)
        noteExactSolve(impl->solvedStates, impl->cpuSeconds); // the predictor learns the machine
    return result;
}

} // namespace pw::jenga
