// Double Patience solver: memoised depth-first search over packed pile heights, keeping the
// table so that every reachable position can be analysed afterwards without solving again.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/solver.h"

#include "engine/patience/state_space.h"
#include "engine/patience/state_table.h"

#include <algorithm>
#include <stdexcept>

namespace pw::patience {

struct SolvedTable::Impl {
    Deal deal;
    Rules rules;
    detail::StateSpace space;
    detail::StateTable<WinValues> values;

    Impl(const Deal& d, const Rules& r) : deal(d), rules(r), space(d, r) {}
};

// Lets solve() fill a table that callers only ever see as const.
struct SolvedTableAccess {
    static SolvedTable wrap(std::shared_ptr<const SolvedTable::Impl> impl) {
        SolvedTable table;
        table.impl_ = std::move(impl);
        return table;
    }
};

std::optional<WinValues> SolvedTable::values(const Position& position) const {
    if (!impl_ || !(position.deal() == impl_->deal))
        return std::nullopt;
    if (const WinValues* found = impl_->values.find(position.stateKey()))
        return *found;
    return std::nullopt;
}

std::optional<Analysis> SolvedTable::analysis(const Position& position) const {
    const auto own = values(position);
    if (!own)
        return std::nullopt;
    Analysis analysis{*own, {}};
    for (const Move& move : legalMoves(position, impl_->rules)) {
        // Every successor of a solved position was solved before it.
        const auto after = values(apply(position, move, impl_->rules));
        if (!after)
            return std::nullopt;
        analysis.moves.push_back(MoveValue{move, *after});
    }
    return analysis;
}

Rules SolvedTable::rules() const {
    return impl_ ? impl_->rules : Rules{};
}

std::uint64_t SolvedTable::size() const {
    return impl_ ? impl_->values.size() : 0;
}

namespace {

constexpr std::uint64_t kWinSearchCheckpoint = 4096;

class WinSearch {
public:
    WinSearch(SolvedTable::Impl& impl, const Position& start, SolveControl& control)
        : table_(impl.values), walker_(impl.space, start), control_(control),
          byRanks_(impl.rules.choose == Choose::Ranks) {}

    WinValues run() {
        rootMoves_ = std::max(1, walker_.moveCount());
        return visit(0);
    }

    bool stopped() const { return stopped_; }
    bool overBudget() const { return overBudget_; }
    std::uint64_t states() const { return states_; }

private:
    WinValues visit(int depth) {
        if (const WinValues* known = table_.find(walker_.key()))
            return *known;
        WinValues result{1.0, 1.0, 1.0}; // no card left: won
        if (!walker_.empty()) {
            double sum = 0.0;
            double best = 0.0;
            double worst = 1.0;
            std::array<double, detail::kMaxMoves> randoms;
            std::array<int, detail::kMaxMoves> ranks;
            detail::MoveList moves;
            const int count = walker_.collectMoves(moves);
            // Ask for every successor's table slot before visiting the first: the look-ups are
            // cache misses once the table outgrows the cache, and this overlaps them.
            for (int m = 0; m < count; ++m)
                table_.prefetch(walker_.childKey(moves[static_cast<std::size_t>(m)].first,
                                                 moves[static_cast<std::size_t>(m)].second));
            for (int m = 0; m < count; ++m) {
                const auto [i, j] = moves[static_cast<std::size_t>(m)];
                walker_.make(i, j);
                const WinValues child = visit(depth + 1);
                walker_.unmake(i, j);
                if (stopped_)
                    return result;
                sum += child.random;
                randoms[static_cast<std::size_t>(m)] = child.random;
                ranks[static_cast<std::size_t>(m)] = walker_.topRank(i);
                best = std::max(best, child.best);
                worst = std::min(worst, child.worst);
                if (depth == 0)
                    ++rootMovesDone_;
            }
            // Random choices: over the pairs (the contest's), or over the ranks, then the pairs.
            const double random =
                count == 0 || !byRanks_
                    ? sum / count
                    : detail::meanOverRanks(randoms.data(), ranks.data(), count, 0.0);
            result = count == 0 ? WinValues{0.0, 0.0, 0.0} : WinValues{random, best, worst};
        }
        if (table_.bytesAfterGrowth() > control_.memoryBudget()) {
            overBudget_ = stopped_ = true;
            return result;
        }
        table_.insert(walker_.key(), result);
        if (++states_ % kWinSearchCheckpoint == 0 &&
            control_.checkpoint(states_, "solving",
                                static_cast<double>(rootMovesDone_) / rootMoves_))
            stopped_ = true;
        return result;
    }

    detail::StateTable<WinValues>& table_;
    detail::Walker walker_;
    SolveControl& control_;
    std::uint64_t states_ = 0;
    int rootMoves_ = 1;
    int rootMovesDone_ = 0;
    bool byRanks_;
    bool stopped_ = false;
    bool overBudget_ = false;
};

} // namespace

Result solve(const Position& start, SolveControl& control, const Rules& rules) {
    const Stopwatch stopwatch;
    Result result;
    result.start = start;
    result.rules = rules;
    if (auto problem = start.validate())
        throw std::invalid_argument("cannot solve an invalid deal: " + *problem);
    auto impl = std::make_shared<SolvedTable::Impl>(start.deal(), rules);
    WinSearch search(*impl, start, control);
    const WinValues values = search.run();
    result.stats.statesExplored = search.states();
    if (search.stopped()) {
        result.status = search.overBudget() ? SolveStatus::OverBudget : SolveStatus::Cancelled;
        result.stats.seconds = stopwatch.seconds();
        return result;
    }
    control.checkpoint(search.states(), "solved", 1.0);
    result.status = SolveStatus::Exact;
    result.values = values;
    result.table = SolvedTableAccess::wrap(std::move(impl));
    if (auto analysis = result.table.analysis(start))
        result.moves = std::move(analysis->moves);
    result.stats.seconds = stopwatch.seconds();
    return result;
}

} // namespace pw::patience
