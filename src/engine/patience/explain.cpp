// Exact win probabilities as reduced fractions (GMP rationals), and the Monte Carlo check.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/explain.h"

#include "engine/common/random.h"
#include "engine/patience/state_space.h"
#include "engine/patience/state_table.h"

#include <gmpxx.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <vector>

namespace pw::patience {

namespace {

constexpr std::uint64_t kExactSearchCheckpoint = 1024;

// The same search as solve(), on rationals: values live in a vector, the table maps keys to
// indices (GMP numbers do not move cheaply through a rehash).
class ExactSearch {
public:
    ExactSearch(const detail::StateSpace& space, const Position& start, SolveControl& control,
                Play play)
        : walker_(space, start), control_(control), play_(play),
          byRanks_(play == Play::Random && space.rules().choose == Choose::Ranks) {}

    mpq_class run() { return value(visit()); }
    bool stopped() const { return stopped_; }
    bool overBudget() const { return overBudget_; }
    std::uint64_t states() const { return values_.size(); }

private:
    const mpq_class& value(std::uint32_t index) const { return values_[index]; }

    std::uint32_t visit() {
        if (const std::uint32_t* known = index_.find(walker_.key()))
            return *known;
        mpq_class result = 1; // no card left: won
        if (!walker_.empty()) {
            mpq_class sum = 0;
            int count = 0;
            std::array<std::uint32_t, detail::kMaxMoves> children{};
            std::array<int, detail::kMaxMoves> ranks{};
            walker_.forEachMove([&](int i, int j) {
                if (stopped_)
                    return;
                const int rank = walker_.topRank(i);
                walker_.make(i, j);
                const std::uint32_t child = visit();
                walker_.unmake(i, j);
                if (stopped_)
                    return;
                children[static_cast<std::size_t>(count)] = child;
                ranks[static_cast<std::size_t>(count)] = rank;
                const mpq_class& childValue = values_[child];
                if (play_ == Play::Random || count == 0)
                    sum += childValue;
                else if (play_ == Play::Best ? childValue > sum : childValue < sum)
                    sum = childValue;
                ++count;
            });
            if (stopped_)
                return 0;
            if (count == 0) {
                result = 0;
            } else if (byRanks_) {
                std::vector<mpq_class> childValues;
                for (int m = 0; m < count; ++m)
                    childValues.push_back(values_[children[static_cast<std::size_t>(m)]]);
                result =
                    detail::meanOverRanks(childValues.data(), ranks.data(), count, mpq_class(0));
            } else if (play_ == Play::Random) {
                result = sum / count;
            } else
                result = sum;
        }
        // Rough footprint: the table slot, the mpq_t and its limbs.
        bytes_ += 16 + sizeof(mpq_class) +
                  2 * sizeof(mp_limb_t) *
                      (mpz_size(result.get_num_mpz_t()) + mpz_size(result.get_den_mpz_t()));
        if (bytes_ > control_.memoryBudget()) {
            overBudget_ = stopped_ = true;
            return 0;
        }
        const auto index = static_cast<std::uint32_t>(values_.size());
        values_.push_back(std::move(result));
        index_.insert(walker_.key(), index);
        if (values_.size() % kExactSearchCheckpoint == 0 &&
            control_.checkpoint(values_.size(), "exact fraction"))
            stopped_ = true;
        return index;
    }

    detail::Walker walker_;
    detail::StateTable<std::uint32_t> index_;
    std::vector<mpq_class> values_;
    SolveControl& control_;
    Play play_;
    bool byRanks_;
    std::size_t bytes_ = 0;
    bool stopped_ = false;
    bool overBudget_ = false;
};

} // namespace

ExactProbability exactWinProbability(const Position& start, SolveControl& control, Play play,
                                     const Rules& rules) {
    const Stopwatch stopwatch;
    if (auto problem = start.validate())
        throw std::invalid_argument("cannot solve an invalid deal: " + *problem);
    const detail::StateSpace space(start.deal(), rules);
    ExactSearch search(space, start, control, play);
    const mpq_class value = search.run();
    ExactProbability result;
    result.stats.statesExplored = search.states();
    if (search.stopped()) {
        result.status = search.overBudget() ? SolveStatus::OverBudget : SolveStatus::Cancelled;
    } else {
        result.status = SolveStatus::Exact;
        // mpq arithmetic keeps values canonical (reduced, positive denominator).
        result.numerator = value.get_num().get_str();
        result.denominator = value.get_den().get_str();
        result.value = value.get_d();
    }
    result.stats.seconds = stopwatch.seconds();
    return result;
}

SimulationEstimate simulate(const Position& start, std::uint64_t games, std::uint64_t seed,
                            SolveControl& control, const Rules& rules) {
    if (auto problem = start.validate())
        throw std::invalid_argument("cannot simulate an invalid deal: " + *problem);
    const detail::StateSpace space(start.deal(), rules);
    const bool byRanks = rules.choose == Choose::Ranks;
    std::vector<std::pair<int, int>> moves;
    std::vector<std::pair<int, int>> ofRank;
    const auto playOne = [&](SeededRandom& random) {
        detail::Walker walker(space, start);
        while (true) {
            moves.clear();
            walker.forEachMove([&](int i, int j) { moves.emplace_back(i, j); });
            if (moves.empty())
                break;
            if (!byRanks) {
                const auto& [i, j] = moves[static_cast<std::size_t>(random.below(moves.size()))];
                walker.make(i, j);
                continue;
            }
            // A rank uniformly among those with a pair (in increasing rank), then one of its pairs.
            std::array<bool, kRankCount> paired{};
            for (const auto& [i, j] : moves)
                paired[static_cast<std::size_t>(walker.topRank(i))] = true;
            std::uint64_t pick = random.below(
                static_cast<std::uint64_t>(std::count(paired.begin(), paired.end(), true)));
            int rank = 0;
            while (!paired[static_cast<std::size_t>(rank)] || pick-- > 0)
                ++rank;
            ofRank.clear();
            for (const auto& move : moves)
                if (walker.topRank(move.first) == rank)
                    ofRank.push_back(move);
            const auto& [i, j] = ofRank[static_cast<std::size_t>(random.below(ofRank.size()))];
            walker.make(i, j);
        }
        return walker.empty() ? 1.0 : 0.0;
    };
    return pw::simulate(games, seed, control, playOne,
                        byRanks ? kRandomRankPlayName : kRandomPlayName);
}

} // namespace pw::patience
