// The fitted value model and the preferences fitted to exact choices, the fixed policy they
// define, its seeded simulation (with the game-length histogram) and its exact evaluation on
// small towers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/policy.h"

#include "engine/jenga/reduced_state.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <stdexcept>

namespace pw::jenga {

namespace {

using detail::kLevelTypeCount;

constexpr int kFeatureCount = 21 + 39;
constexpr int topOffset(int k) { return k == 1 ? 0 : k == 2 ? 6 : 21; }

// Solves the symmetric positive semi-definite system a x = b by Gaussian elimination with a tiny
// ridge, so that a feature the training states never show gets weight 0 instead of a failure.
std::array<double, kFeatureCount> solveNormalEquations(std::array<std::array<double, kFeatureCount>, kFeatureCount> a,
                                                       std::array<double, kFeatureCount> b) {
    for (int i = 0; i < kFeatureCount; ++i)
        a[i][i] += 1e-9 * (1.0 + a[i][i]);
    for (int col = 0; col < kFeatureCount; ++col) {
        int pivot = col;
        for (int r = col + 1; r < kFeatureCount; ++r)
            if (std::abs(a[r][col]) > std::abs(a[pivot][col]))
                pivot = r;
        std::swap(a[col], a[pivot]);
        std::swap(b[col], b[pivot]);
        for (int r = col + 1; r < kFeatureCount; ++r) {
            const double f = a[r][col] / a[col][col];
            for (int c = col; c < kFeatureCount; ++c)
                a[r][c] -= f * a[col][c];
            b[r] -= f * b[col];
        }
    }
    std::array<double, kFeatureCount> x{};
    for (int r = kFeatureCount - 1; r >= 0; --r) {
        double s = b[r];
        for (int c = r + 1; c < kFeatureCount; ++c)
            s -= a[r][c] * x[c];
        x[r] = s / a[r][r];
    }
    return x;
}

// A position in play: lower level counts (any height), the top's block count and index.
struct PlayState {
    std::array<std::uint32_t, kLevelTypeCount> counts{};
    int k = 3;
    int top = 0;
};

// The policy's choices, ranked once per model: per colour, the removals (type, type left) in
// increasing order of the value change they bring, and per (k, top, colour) the best placement.
class Policy {
public:
    explicit Policy(const ValueModel& model) {
        for (int c = 0; c < 3; ++c) {
            struct Ranked {
                double delta;
                int order;
                detail::Removal removal;
                int type;
            };
            std::vector<Ranked> ranked;
            for (int t = 0; t < kLevelTypeCount; ++t) {
                const detail::RemovalList list = detail::removalsOf(t);
                for (int r = 0; r < list.count; ++r) {
                    const detail::Removal removal = list.items[static_cast<std::size_t>(r)];
                    if (removal.colour != c)
                        continue;
                    const double delta = -model.lowerWeight[static_cast<std::size_t>(t)] +
                                         (removal.leftType >= 0 ? model.lowerWeight[static_cast<std::size_t>(removal.leftType)] : 0.0);
                    ranked.push_back({delta, static_cast<int>(ranked.size()), removal, t});
                }
            }
            std::stable_sort(ranked.begin(), ranked.end(), [](const Ranked& x, const Ranked& y) { return x.delta < y.delta; });
            for (const Ranked& r : ranked)
                removals_[static_cast<std::size_t>(c)].push_back({r.type, r.removal.leftType});
        }
        for (int k = 0; k <= 3; ++k)
            for (int top = 0; top < 18; ++top)
                for (int c = 0; c < 3; ++c) {
                    if ((k == 1 && top >= 6) || (k == 2 && top >= 15) || k == 0)
                        continue;
                    const detail::Placements p = detail::placementsOf(k, top, c);
                    const int nextK = k == 3 ? 1 : k + 1;
                    int best = p.tops[0];
                    for (int i = 1; i < p.count; ++i)
                        if (model.topWeight[static_cast<std::size_t>(topOffset(nextK) + p.tops[static_cast<std::size_t>(i)])] <
                            model.topWeight[static_cast<std::size_t>(topOffset(nextK) + best)])
                            best = p.tops[static_cast<std::size_t>(i)];
                    placement_[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)][static_cast<std::size_t>(c)] = best;
                }
        if (!model.removalOrder[0].empty()) {
            removals_ = model.removalOrder;
            placement_ = model.placement;
        }
    }

    bool hasMove(const PlayState& s, int colour) const {
        for (const auto& [type, left] : removals_[static_cast<std::size_t>(colour)])
            if (s.counts[static_cast<std::size_t>(type)] != 0)
                return true;
        return false;
    }

    // Precondition: hasMove(s, colour).
    void play(PlayState& s, int colour) const {
        for (const auto& [type, left] : removals_[static_cast<std::size_t>(colour)]) {
            if (s.counts[static_cast<std::size_t>(type)] == 0)
                continue;
            --s.counts[static_cast<std::size_t>(type)];
            if (left >= 0)
                ++s.counts[static_cast<std::size_t>(left)];
            if (s.k == 3)
                ++s.counts[static_cast<std::size_t>(s.top)];
            s.top = placement_[static_cast<std::size_t>(s.k)][static_cast<std::size_t>(s.top)][static_cast<std::size_t>(colour)];
            s.k = s.k == 3 ? 1 : s.k + 1;
            return;
        }
    }

private:
    std::array<std::vector<std::pair<int, int>>, 3> removals_;
    std::array<std::array<std::array<int, 3>, 18>, 4> placement_{};
};

// The lower counts and top of a valid tower, at any height.
PlayState playStateOf(const Tower& tower) {
    Tower top(std::vector<Level>{tower.level(tower.levelCount() - 1)});
    const auto topState = detail::reduce(top);
    PlayState s;
    s.k = topState->k;
    s.top = topState->top;
    for (int i = 0; i + 1 < tower.levelCount(); ++i) {
        const auto& cells = tower.level(i).cells;
        const int blocks = tower.level(i).blockCount();
        if (blocks == 3)
            ++s.counts[static_cast<std::size_t>(detail::fullType(static_cast<int>(*cells[kMiddle]), static_cast<int>(*cells[kLeft]),
                                                                 static_cast<int>(*cells[kRight])))];
        else if (blocks == 2 && cells[kMiddle])
            ++s.counts[static_cast<std::size_t>(detail::sideType(static_cast<int>(cells[kLeft] ? *cells[kLeft] : *cells[kRight])))];
    }
    return s;
}

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
                    options[static_cast<std::size_t>(c)].push_back({t, list.items[static_cast<std::size_t>(r)].leftType});
                }
        }
    }
    std::array<std::vector<double>, 3> wins;
    std::array<std::vector<double>, 3> games;
    for (int c = 0; c < 3; ++c) {
        wins[static_cast<std::size_t>(c)].assign(options[static_cast<std::size_t>(c)].size() * options[static_cast<std::size_t>(c)].size(), 0.0);
        games[static_cast<std::size_t>(c)] = wins[static_cast<std::size_t>(c)];
    }
    std::array<std::array<std::array<std::array<double, 18>, 3>, 18>, 4> placementVotes{};
    detail::visitSolved(exact.table, [&](int k, std::uint64_t key, int top, double) {
        const detail::LevelCounts counts = detail::decodeLower(key);
        for (int c = 0; c < 3; ++c) {
            const detail::Placements placements = detail::placementsOf(k, top, c);
            struct Candidate {
                int option;
                int bestTop;
                double value;
            };
            std::vector<Candidate> candidates;
            for (int t = 0; t < kLevelTypeCount; ++t) {
                if (counts[static_cast<std::size_t>(t)] == 0)
                    continue;
                const detail::RemovalList list = detail::removalsOf(t);
                for (int r = 0; r < list.count; ++r) {
                    const detail::Removal removal = list.items[static_cast<std::size_t>(r)];
                    if (removal.colour != c)
                        continue;
                    detail::LevelCounts next = counts;
                    --next[static_cast<std::size_t>(t)];
                    if (removal.leftType >= 0)
                        ++next[static_cast<std::size_t>(removal.leftType)];
                    if (k == 3)
                        ++next[static_cast<std::size_t>(top)];
                    const int nextK = k == 3 ? 1 : k + 1;
                    Candidate candidate{index[static_cast<std::size_t>(c)][static_cast<std::size_t>(t * 3 + r)], -1,
                                        std::numeric_limits<double>::infinity()};
                    for (int p = 0; p < placements.count; ++p) {
                        const int nextTop = placements.tops[static_cast<std::size_t>(p)];
                        const auto value = detail::solvedValue(exact.table, detail::ReducedState{nextK, detail::encodeLower(next), nextTop});
                        if (value && *value < candidate.value) {
                            candidate.value = *value;
                            candidate.bestTop = nextTop;
                        }
                    }
                    if (candidate.bestTop >= 0)
                        candidates.push_back(candidate);
                }
            }
            if (candidates.empty())
                continue;
            double best = std::numeric_limits<double>::infinity();
            for (const Candidate& x : candidates)
                best = std::min(best, x.value);
            const std::size_t n = options[static_cast<std::size_t>(c)].size();
            for (const Candidate& x : candidates) {
                const bool xBest = x.value <= best + 1e-12;
                if (xBest)
                    placementVotes[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)][static_cast<std::size_t>(c)]
                                  [static_cast<std::size_t>(x.bestTop)] += 1.0;
                for (const Candidate& y : candidates) {
                    if (x.option == y.option)
                        continue;
                    games[static_cast<std::size_t>(c)][static_cast<std::size_t>(x.option) * n + static_cast<std::size_t>(y.option)] += 1.0;
                    if (xBest && y.value > best + 1e-12)
                        wins[static_cast<std::size_t>(c)][static_cast<std::size_t>(x.option) * n + static_cast<std::size_t>(y.option)] += 1.0;
                }
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
                const double g = games[static_cast<std::size_t>(c)][i * n + j];
                const double w = wins[static_cast<std::size_t>(c)][i * n + j];
                const double l = wins[static_cast<std::size_t>(c)][j * n + i];
                if (g > 0 && w + l > 0)
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
                const auto& votes = placementVotes[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)][static_cast<std::size_t>(c)];
                const detail::Placements p = detail::placementsOf(k, top, c);
                int best = p.tops[0];
                for (int i = 1; i < p.count; ++i)
                    if (votes[static_cast<std::size_t>(p.tops[static_cast<std::size_t>(i)])] > votes[static_cast<std::size_t>(best)])
                        best = p.tops[static_cast<std::size_t>(i)];
                model.placement[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)][static_cast<std::size_t>(c)] = best;
            }
}

} // namespace

ValueModel fitValueModel(const Result& exact) {
    if (exact.status != SolveStatus::Exact)
        throw std::invalid_argument("jenga: a value model needs an exact solve");
    std::array<std::array<double, kFeatureCount>, kFeatureCount> a{};
    std::array<double, kFeatureCount> b{};
    ValueModel model;
    std::vector<std::pair<int, double>> x;
    auto features = [&](int k, std::uint64_t key, int top) {
        x.clear();
        const detail::LevelCounts counts = detail::decodeLower(key);
        for (int t = 0; t < kLevelTypeCount; ++t)
            if (counts[static_cast<std::size_t>(t)] != 0)
                x.push_back({t, counts[static_cast<std::size_t>(t)]});
        x.push_back({kLevelTypeCount + topOffset(k) + top, 1.0});
    };
    detail::visitSolved(exact.table, [&](int k, std::uint64_t key, int top, double value) {
        features(k, key, top);
        for (const auto& [i, xi] : x) {
            b[static_cast<std::size_t>(i)] += xi * value;
            for (const auto& [j, xj] : x)
                a[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] += xi * xj;
        }
        ++model.fittedStates;
    });
    const auto w = solveNormalEquations(a, b);
    std::copy(w.begin(), w.begin() + kLevelTypeCount, model.lowerWeight.begin());
    std::copy(w.begin() + kLevelTypeCount, w.end(), model.topWeight.begin());
    double squares = 0.0;
    detail::visitSolved(exact.table, [&](int k, std::uint64_t key, int top, double value) {
        features(k, key, top);
        double predicted = 0.0;
        for (const auto& [i, xi] : x)
            predicted += w[static_cast<std::size_t>(i)] * xi;
        squares += (predicted - value) * (predicted - value);
    });
    model.rmsError = model.fittedStates ? std::sqrt(squares / static_cast<double>(model.fittedStates)) : 0.0;
    fitChoices(exact, model);
    return model;
}

PolicyEstimate simulatePolicy(const Tower& tower, const ValueModel& model, std::uint64_t games,
                              std::uint64_t seed, SolveControl& control) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot simulate an unplayable tower: " + *problem);
    PolicyEstimate estimate;
    estimate.method = kLookaheadPolicyName;
    if (tower.levelCount() > kMaxEstimateLevels) {
        estimate.status = SolveStatus::OverBudget;
        estimate.message = "the tower has " + std::to_string(tower.levelCount()) + " levels; estimates go up to " +
                           std::to_string(kMaxEstimateLevels) + " (the judge format's limit)";
        return estimate;
    }
    const Policy policy(model);
    const PlayState initial = playStateOf(tower);
    const auto playOne = [&policy, &initial](SeededRandom& random) {
        PlayState s = initial;
        std::uint64_t minutes = 0;
        while (true) {
            const std::array<bool, 3> has{policy.hasMove(s, 0), policy.hasMove(s, 1), policy.hasMove(s, 2)};
            if (!has[0] && !has[1] && !has[2])
                return static_cast<double>(minutes);
            while (true) { // faces: 0 red, 1-2 green, 3-4 blue, 5 black; roll until a move
                ++minutes;
                const auto face = random.below(kDieSides);
                const int colour = face == 0 ? 0 : face <= 2 ? 1 : face <= 4 ? 2 : -1;
                if (colour >= 0 && has[static_cast<std::size_t>(colour)]) {
                    policy.play(s, colour);
                    break;
                }
            }
        }
    };
    static_cast<Estimate&>(estimate) = simulate(games, seed, control, playOne, kLookaheadPolicyName, true);
    return estimate;
}

PolicyEstimate estimateWithPolicy(const Tower& tower, std::uint64_t games, std::uint64_t seed,
                                  SolveControl& control, int trainingLevels) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot estimate an unplayable tower: " + *problem);
    if (tower.levelCount() > kMaxEstimateLevels)
        return simulatePolicy(tower, ValueModel{}, games, seed, control); // says why not
    Stopwatch stopwatch;
    const int levels = std::clamp(trainingLevels, 2, std::max(2, tower.levelCount()));
    std::vector<Level> top;
    for (int i = std::max(0, tower.levelCount() - levels); i < tower.levelCount(); ++i)
        top.push_back(tower.level(i));
    Tower training(std::move(top));
    if (training.validate()) // a top cut off a playable tower may start with an unstable level
        training = randomTower(levels, seed);
    const Result exact = solve(training, control);
    if (exact.status != SolveStatus::Exact) {
        PolicyEstimate estimate;
        estimate.status = exact.status;
        estimate.message = "the training solve of " + std::to_string(levels) + " levels did not finish";
        return estimate;
    }
    const ValueModel model = fitValueModel(exact);
    const double trainingSeconds = stopwatch.seconds();
    PolicyEstimate estimate = simulatePolicy(tower, model, games, seed, control);
    estimate.trainingLevels = levels;
    estimate.trainingSeconds = trainingSeconds;
    return estimate;
}

std::optional<double> policyValueExact(const Tower& tower, const ValueModel& model, std::uint64_t maxStates) {
    if (tower.validate())
        return std::nullopt;
    const Policy policy(model);
    std::map<std::tuple<std::array<std::uint32_t, kLevelTypeCount>, int, int>, double> memo;
    bool tooMany = false;
    auto value = [&](auto&& self, const PlayState& s) -> double {
        const auto key = std::make_tuple(s.counts, s.k, s.top);
        if (const auto it = memo.find(key); it != memo.end())
            return it->second;
        if (memo.size() >= maxStates) {
            tooMany = true;
            return 0.0;
        }
        double numerator = kDieSides;
        int weight = 0;
        for (int c = 0; c < 3; ++c) {
            if (!policy.hasMove(s, c))
                continue;
            PlayState next = s;
            policy.play(next, c);
            numerator += kColourWeight[static_cast<std::size_t>(c)] * self(self, next);
            weight += kColourWeight[static_cast<std::size_t>(c)];
        }
        const double result = weight == 0 ? 0.0 : numerator / weight;
        memo.emplace(key, result);
        return result;
    };
    const double result = value(value, playStateOf(tower));
    if (tooMany)
        return std::nullopt;
    return result;
}

} // namespace pw::jenga
