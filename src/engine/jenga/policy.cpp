// The fitted value model and the preferences fitted to exact choices, the fixed policy they
// define, its seeded simulation (with the game-length histogram) and its exact evaluation on
// small towers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/policy.h"

#include "engine/common/hash.h"
#include "engine/jenga/reduced_state.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <stdexcept>

namespace pw::jenga {

namespace {

using detail::kLevelTypeCount;

// A position in play: lower level counts (any height), the top's block count and index.
struct PlayState {
    std::array<std::uint32_t, kLevelTypeCount> counts{};
    int k = 3;
    int top = 0;
};

// The policy's choices: per colour, the removals (type, type left) in the model's order of
// preference, and per (k, top, colour) its placement.
class Preferences {
public:
    explicit Preferences(const ValueModel& model)
        : removals_(model.removalOrder), placement_(model.placement) {
        if (!model.removalOrder[0].empty())
            return;
        // A model fitted to nothing (none is used so): every removal in kRemovals order, each
        // block in the first place it may go.
        for (int c = 0; c < 3; ++c)
            for (int t = 0; t < kLevelTypeCount; ++t) {
                const detail::RemovalList list = detail::removalsOf(t);
                for (int r = 0; r < list.count; ++r)
                    if (list.items[static_cast<std::size_t>(r)].colour == c)
                        removals_[static_cast<std::size_t>(c)].push_back(
                            {t, list.items[static_cast<std::size_t>(r)].leftType});
            }
        for (int k = 1; k <= 3; ++k)
            for (int top = 0; top < detail::kTopGroupSize[static_cast<std::size_t>(k)]; ++top)
                for (int c = 0; c < 3; ++c)
                    placement_[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)]
                              [static_cast<std::size_t>(c)] =
                                  detail::placementsOf(k, top, c).tops[0];
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
            s.top = placement_[static_cast<std::size_t>(s.k)][static_cast<std::size_t>(s.top)]
                              [static_cast<std::size_t>(colour)];
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
            ++s.counts[static_cast<std::size_t>(
                detail::fullType(static_cast<int>(*cells[kMiddle]), static_cast<int>(*cells[kLeft]),
                                 static_cast<int>(*cells[kRight])))];
        else if (blocks == 2 && cells[kMiddle])
            ++s.counts[static_cast<std::size_t>(
                detail::sideType(static_cast<int>(cells[kLeft] ? *cells[kLeft] : *cells[kRight])))];
    }
    return s;
}

// A deterministic policy as the position it moves to on a roll of a colour: nullopt when it has
// no move of that colour (or, with *failed set, when the values it needs cannot be computed).
using PolicyMove =
    std::function<std::optional<PlayState>(const PlayState&, int colour, bool* failed)>;

// A policy's expected remaining duration from any position, computed exactly by recursion over
// the positions it reaches and remembered (a position is its lower levels as a 64-bit key,
// reduced_state.h, and its top). Once the table reaches its bound, or the control asks to stop,
// no more values are computed.
class PolicyValues {
public:
    PolicyValues(PolicyMove move, std::uint64_t maxPositions, SolveControl& control)
        : move_(std::move(move)), maxPositions_(maxPositions), control_(control) {}

    // nullopt when the table is full or the control asked to stop.
    std::optional<double> value(const PlayState& s) {
        if (stopped_)
            return std::nullopt;
        const Key key = keyOf(s);
        if (const double* known = find(key))
            return *known;
        if (size_ >= maxPositions_ ||
            (size_ % 65536 == 0 && control_.checkpoint(size_, "lookahead table"))) {
            stopped_ = true;
            return std::nullopt;
        }
        double numerator = kDieSides;
        int weight = 0;
        for (int c = 0; c < 3; ++c) {
            bool failed = false;
            const std::optional<PlayState> next = move_(s, c, &failed);
            if (failed) {
                stopped_ = true;
                return std::nullopt;
            }
            if (!next)
                continue;
            const std::optional<double> v = value(*next);
            if (!v)
                return std::nullopt;
            numerator += kColourWeight[static_cast<std::size_t>(c)] * *v;
            weight += kColourWeight[static_cast<std::size_t>(c)];
        }
        const double result = weight == 0 ? 0.0 : numerator / weight;
        insert(key, result);
        return result;
    }

    // A table key holds this many lower levels.
    static bool fits(const PlayState& s) {
        std::uint64_t levels = 0;
        for (const std::uint32_t c : s.counts)
            levels += c;
        return levels + 1 <= static_cast<std::uint64_t>(detail::kMaxLowerLevels); // + the old top
    }

private:
    // An open-addressing table in one block (24 bytes a slot, at most 70 % full): millions of
    // positions are one allocation, not millions of nodes, so building and freeing it touch the
    // process's memory map a few times only (a freed node table stalled the GUI thread).
    struct Key {
        std::uint64_t lower = 0;
        std::uint32_t topCode = 0; // k * 32 + top + 1; 0 marks an empty slot
    };
    struct Slot {
        Key key;
        double value = 0.0;
    };
    static Key keyOf(const PlayState& s) {
        detail::LevelCounts counts{};
        for (int t = 0; t < kLevelTypeCount; ++t)
            counts[static_cast<std::size_t>(t)] =
                static_cast<std::uint8_t>(s.counts[static_cast<std::size_t>(t)]);
        return {detail::encodeLower(counts), static_cast<std::uint32_t>(s.k * 32 + s.top + 1)};
    }
    static std::size_t hashOf(const Key& key) {
        return static_cast<std::size_t>(
            mixHash(key.lower ^ (static_cast<std::uint64_t>(key.topCode) << 56)));
    }
    const double* find(const Key& key) const {
        if (slots_.empty())
            return nullptr;
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hashOf(key) & mask;; i = (i + 1) & mask) {
            const Slot& slot = slots_[i];
            if (slot.key.topCode == 0)
                return nullptr;
            if (slot.key.lower == key.lower && slot.key.topCode == key.topCode)
                return &slot.value;
        }
    }
    void place(std::vector<Slot>& slots, const Key& key, double value) {
        const std::size_t mask = slots.size() - 1;
        std::size_t i = hashOf(key) & mask;
        while (slots[i].key.topCode != 0)
            i = (i + 1) & mask;
        slots[i] = Slot{key, value};
    }
    void insert(const Key& key, double value) {
        if ((size_ + 1) * 10 > slots_.size() * 7) {
            std::vector<Slot> grown(std::max<std::size_t>(1024, slots_.size() * 2));
            for (const Slot& slot : slots_)
                if (slot.key.topCode != 0)
                    place(grown, slot.key, slot.value);
            slots_.swap(grown);
        }
        place(slots_, key, value);
        ++size_;
    }

    PolicyMove move_;
    std::uint64_t maxPositions_;
    SolveControl& control_;
    std::vector<Slot> slots_;
    std::size_t size_ = 0;
    bool stopped_ = false;
};

// Every move on a roll of `colour`: each removal of that colour from a lower level, with each
// placement of the block on the top.
template <typename Visit> void forEachMove(const PlayState& s, int colour, Visit&& visit) {
    const detail::Placements placements = detail::placementsOf(s.k, s.top, colour);
    for (int t = 0; t < kLevelTypeCount; ++t) {
        if (s.counts[static_cast<std::size_t>(t)] == 0)
            continue;
        const detail::RemovalList list = detail::removalsOf(t);
        for (int r = 0; r < list.count; ++r) {
            const detail::Removal removal = list.items[static_cast<std::size_t>(r)];
            if (removal.colour != colour)
                continue;
            PlayState after = s;
            --after.counts[static_cast<std::size_t>(t)];
            if (removal.leftType >= 0)
                ++after.counts[static_cast<std::size_t>(removal.leftType)];
            if (s.k == 3)
                ++after.counts[static_cast<std::size_t>(s.top)];
            after.k = s.k == 3 ? 1 : s.k + 1;
            for (int i = 0; i < placements.count; ++i) {
                after.top = placements.tops[static_cast<std::size_t>(i)];
                visit(after);
            }
        }
    }
}

// The greedy move over a policy's values: the one after which `values` is least (the first such
// in forEachMove order); nullopt when there is none or, with *failed set, when a value cannot be
// computed. One step of policy improvement: never worse than the policy behind `values`.
std::optional<PlayState> greedyMove(const PlayState& s, int colour, PolicyValues& values,
                                    bool* failed) {
    std::optional<PlayState> best;
    double bestValue = 0.0;
    forEachMove(s, colour, [&](const PlayState& next) {
        if (*failed)
            return;
        const std::optional<double> v = values.value(next);
        if (!v) {
            *failed = true;
            return;
        }
        if (!best || *v < bestValue) {
            best = next;
            bestValue = *v;
        }
    });
    return *failed ? std::nullopt : best;
}

// The fitted preferences improved `steps` times (policy iteration): tables_[0] holds the
// preferences' values, tables_[i] those of the policy greedy over tables_[i - 1], and move()
// plays the policy greedy over the last table. Each table holds at most maxPositions positions.
class ImprovedPolicy {
public:
    ImprovedPolicy(const ValueModel& model, int steps, std::uint64_t maxPositions,
                   SolveControl& control)
        : preferences_(model) {
        PolicyMove base = [this](const PlayState& s, int colour,
                                 bool*) -> std::optional<PlayState> {
            if (!preferences_.hasMove(s, colour))
                return std::nullopt;
            PlayState next = s;
            preferences_.play(next, colour);
            return next;
        };
        tables_.push_back(std::make_unique<PolicyValues>(std::move(base), maxPositions, control));
        for (int i = 1; i < steps; ++i) {
            PolicyValues* below = tables_.back().get();
            tables_.push_back(std::make_unique<PolicyValues>(
                [below](const PlayState& s, int colour, bool* failed) {
                    return greedyMove(s, colour, *below, failed);
                },
                maxPositions, control));
        }
    }
    ImprovedPolicy(const ImprovedPolicy&) = delete;
    ImprovedPolicy& operator=(const ImprovedPolicy&) = delete;

    std::optional<PlayState> move(const PlayState& s, int colour, bool* failed) const {
        return greedyMove(s, colour, *tables_.back(), failed);
    }

private:
    Preferences preferences_;
    std::vector<std::unique_ptr<PolicyValues>> tables_;
};

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

PolicyEstimate simulatePolicy(const Tower& tower, const ValueModel& model, std::uint64_t games,
                              std::uint64_t seed, SolveControl& control) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot simulate an unplayable tower: " + *problem);
    PolicyEstimate estimate;
    estimate.method = kLookaheadPolicyName;
    if (tower.levelCount() > kMaxEstimateLevels) {
        estimate.status = SolveStatus::OverBudget;
        estimate.message = "the tower has " + std::to_string(tower.levelCount()) +
                           " levels; estimates go up to " + std::to_string(kMaxEstimateLevels) +
                           " (the judge format's limit)";
        return estimate;
    }
    const Preferences policy(model);
    const PlayState initial = playStateOf(tower);
    const auto playOne = [&policy, &initial](SeededRandom& random) {
        PlayState s = initial;
        std::uint64_t minutes = 0;
        while (true) {
            const std::array<bool, 3> has{policy.hasMove(s, 0), policy.hasMove(s, 1),
                                          policy.hasMove(s, 2)};
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
    static_cast<Estimate&>(estimate) =
        simulate(games, seed, control, playOne, kLookaheadPolicyName, true);
    return estimate;
}

std::optional<PolicyEstimate> simulateImproved(const Tower& tower, const ValueModel& model,
                                               int steps, std::uint64_t games, std::uint64_t seed,
                                               SolveControl& control, std::uint64_t maxPositions) {
    if (const auto problem = tower.validate())
        throw std::invalid_argument("jenga: cannot simulate an unplayable tower: " + *problem);
    if (steps < 1 || steps > 2)
        throw std::invalid_argument("jenga: policy iteration takes 1 or 2 steps");
    const PlayState initial = playStateOf(tower);
    if (!PolicyValues::fits(initial))
        return std::nullopt;
    // At most about 100 bytes a position (24-byte slots at least 35 % full, and the old slots
    // while the table grows), in `steps` tables.
    maxPositions = std::min<std::uint64_t>(maxPositions, control.memoryBudget() / 100 /
                                                             static_cast<std::uint64_t>(steps));
    const ImprovedPolicy policy(model, steps, maxPositions, control);
    bool failed = false;
    const auto playOne = [&](SeededRandom& random) {
        PlayState s = initial;
        std::uint64_t minutes = 0;
        while (!failed) {
            std::array<std::optional<PlayState>, 3> moves;
            for (int c = 0; c < 3 && !failed; ++c)
                moves[static_cast<std::size_t>(c)] = policy.move(s, c, &failed);
            if (failed || (!moves[0] && !moves[1] && !moves[2]))
                break;
            while (true) { // faces: 0 red, 1-2 green, 3-4 blue, 5 black; roll until a move
                ++minutes;
                const auto face = random.below(kDieSides);
                const int colour = face == 0 ? 0 : face <= 2 ? 1 : face <= 4 ? 2 : -1;
                if (colour >= 0 && moves[static_cast<std::size_t>(colour)]) {
                    s = *moves[static_cast<std::size_t>(colour)];
                    break;
                }
            }
        }
        return static_cast<double>(minutes);
    };
    PolicyEstimate estimate;
    static_cast<Estimate&>(estimate) =
        simulate(games, seed, control, playOne,
                 steps == 1 ? kImprovedPolicyName : kTwiceImprovedPolicyName, true);
    // A table full, or a stop inside one: a game was cut short, so nothing of this run counts.
    if (failed)
        return std::nullopt;
    return estimate;
}

PolicyEstimate estimateWithPolicy(const Tower& tower, std::uint64_t games, std::uint64_t seed,
                                  SolveControl& control, int trainingLevels, PolicyChoice choice) {
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
        estimate.message =
            "the training solve of " + std::to_string(levels) + " levels did not finish";
        return estimate;
    }
    const ValueModel model = fitValueModel(exact);
    const double trainingSeconds = stopwatch.seconds();
    // The most improved policy that fits (a stop falls through to the preferences, which stop too).
    std::optional<PolicyEstimate> improved;
    const int levelCount = tower.levelCount();
    if (choice == PolicyChoice::Best && levelCount <= kMaxTwoStepLevels)
        improved = simulateImproved(tower, model, 2, games, seed, control);
    if (!improved && choice != PolicyChoice::Preferences && levelCount <= kMaxLookaheadLevels)
        improved = simulateImproved(tower, model, 1, games, seed, control);
    PolicyEstimate estimate =
        improved ? std::move(*improved) : simulatePolicy(tower, model, games, seed, control);
    estimate.trainingLevels = levels;
    estimate.trainingSeconds = trainingSeconds;
    return estimate;
}

std::optional<double> policyValueExact(const Tower& tower, const ValueModel& model,
                                       std::uint64_t maxStates) {
    if (tower.validate())
        return std::nullopt;
    const Preferences policy(model);
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

std::optional<double> improvedValueExact(const Tower& tower, const ValueModel& model, int steps,
                                         std::uint64_t maxStates) {
    if (tower.validate() || steps < 1 || steps > 2)
        return std::nullopt;
    const PlayState initial = playStateOf(tower);
    if (!PolicyValues::fits(initial))
        return std::nullopt;
    SolveControl control;
    const ImprovedPolicy policy(model, steps, maxStates, control);
    PolicyValues values([&policy](const PlayState& s, int colour,
                                  bool* failed) { return policy.move(s, colour, failed); },
                        maxStates, control);
    return values.value(initial);
}

} // namespace pw::jenga
