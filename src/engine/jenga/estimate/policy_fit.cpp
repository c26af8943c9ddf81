// Fitting the preferences (ValueModel, policy.h) to the exact choices of a solved tower.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/estimate/policy.h"
#include "engine/jenga/exact/reduced_state.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <utility>
#include <vector>

namespace pw::jenga {

namespace {

using detail::kLevelTypeCount;

// The exact choices of every solved state, turned into a fixed preference: for each colour, a
// removal (type, type left) wins over another available one when the optimum takes it; removals
// are ranked by their share of such wins. The placement for (k, top, colour) is the one most
// often optimal after the optimal removal.
void fitChoices(const Result& exact, ValueModel& model) {
    struct Option {
        int type;
        int left;
    };
    std::array<std::vector<Option>, 3> options;
    std::array<std::array<int, kLevelTypeCount * 3>, 3> index{};
    for (int c = 0; c < 3; ++c) {
        index[static_cast<std::size_t>(c)].fill(-1);
        for (int t = 0; t < kLevelTypeCount; ++t) {
            const detail::RemovalList list = detail::removalsOf(t);
            for (int r = 0; r < list.count; ++r)
                if (list.items[static_cast<std::size_t>(r)].colour == c) {
                    index[static_cast<std::size_t>(c)][static_cast<std::size_t>(t * 3 + r)] =
                        static_cast<int>(options[static_cast<std::size_t>(c)].size());
                    options[static_cast<std::size_t>(c)].push_back(
                        {t, list.items[static_cast<std::size_t>(r)].leftType});
                }
        }
    }
    // wins[x][y]: the states where option x was best and option y was there and worse (a pair
    // that never met has no wins either way, so no count of meetings is needed).
    std::array<std::vector<double>, 3> wins;
    for (int c = 0; c < 3; ++c)
        wins[static_cast<std::size_t>(c)].assign(options[static_cast<std::size_t>(c)].size() *
                                                     options[static_cast<std::size_t>(c)].size(),
                                                 0.0);
    struct Candidate {
        int option;
        int bestTop;
        double value;
    };
    std::array<std::array<std::array<std::array<double, 18>, 3>, 18>, 4> placementVotes{};
    // Each colour's candidates, gathered in one walk over the successor keys (the same removals,
    // in the same order, as the type-by-type loop over kRemovals).
    std::array<std::vector<Candidate>, 3> byColour;
    detail::visitSolved(exact.table, [&](int k, std::uint64_t key, int top, double) {
        ++model.fittedStates;
        for (auto& list : byColour)
            list.clear();
        const int nextK = k == 3 ? 1 : k + 1;
        detail::forEachSuccessorKey(
            k, top, key, [&](int colour, std::uint64_t next, int, int type, int r) {
                const auto c = static_cast<std::size_t>(colour);
                const detail::Placements placements = detail::placementsOf(k, top, colour);
                Candidate candidate{index[c][static_cast<std::size_t>(type * 3 + r)], -1,
                                    std::numeric_limits<double>::infinity()};
                for (int p = 0; p < placements.count; ++p) {
                    const int nextTop = placements.tops[static_cast<std::size_t>(p)];
                    const auto value = detail::solvedValue(
                        exact.table, detail::ReducedState{nextK, next, nextTop});
                    if (value && *value < candidate.value) {
                        candidate.value = *value;
                        candidate.bestTop = nextTop;
                    }
                }
                if (candidate.bestTop >= 0)
                    byColour[c].push_back(candidate);
            });
        for (int c = 0; c < 3; ++c) {
            const std::vector<Candidate>& candidates = byColour[static_cast<std::size_t>(c)];
            if (candidates.empty())
                continue;
            double best = std::numeric_limits<double>::infinity();
            for (const Candidate& x : candidates)
                best = std::min(best, x.value);
            const std::size_t n = options[static_cast<std::size_t>(c)].size();
            for (const Candidate& x : candidates) {
                if (x.value > best + 1e-12)
                    continue;
                placementVotes[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)]
                              [static_cast<std::size_t>(c)][static_cast<std::size_t>(x.bestTop)] +=
                    1.0;
                for (const Candidate& y : candidates)
                    if (y.value > best + 1e-12)
                        wins[static_cast<std::size_t>(c)][static_cast<std::size_t>(x.option) * n +
                                                          static_cast<std::size_t>(y.option)] +=
                            1.0;
            }
        }
    });
    for (int c = 0; c < 3; ++c) {
        const auto& opts = options[static_cast<std::size_t>(c)];
        const std::size_t n = opts.size();
        std::vector<std::pair<double, std::size_t>> score;
        for (std::size_t i = 0; i < n; ++i) {
            double s = 0.0;
            for (std::size_t j = 0; j < n; ++j) {
                const double w = wins[static_cast<std::size_t>(c)][i * n + j];
                const double l = wins[static_cast<std::size_t>(c)][j * n + i];
                if (w + l > 0)
                    s += (w - l) / (w + l);
            }
            score.push_back({-s, i});
        }
        std::stable_sort(score.begin(), score.end());
        model.removalOrder[static_cast<std::size_t>(c)].clear();
        for (const auto& [s, i] : score)
            model.removalOrder[static_cast<std::size_t>(c)].push_back({opts[i].type, opts[i].left});
    }
    for (int k = 1; k <= 3; ++k)
        for (int top = 0; top < 18; ++top)
            for (int c = 0; c < 3; ++c) {
                if ((k == 1 && top >= 6) || (k == 2 && top >= 15))
                    continue;
                const auto& votes =
                    placementVotes[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)]
                                  [static_cast<std::size_t>(c)];
                const detail::Placements p = detail::placementsOf(k, top, c);
                int best = p.tops[0];
                for (int i = 1; i < p.count; ++i)
                    if (votes[static_cast<std::size_t>(p.tops[static_cast<std::size_t>(i)])] >
                        votes[static_cast<std::size_t>(best)])
                        best = p.tops[static_cast<std::size_t>(i)];
                model.placement[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)]
                               [static_cast<std::size_t>(c)] = best;
            }
}

} // namespace

ValueModel fitValueModel(const Result& exact) {
    if (exact.status != SolveStatus::Exact)
        throw std::invalid_argument("jenga: a value model needs an exact solve");
    ValueModel model;
    fitChoices(exact, model);
    return model;
}

} // namespace pw::jenga
