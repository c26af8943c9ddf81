// The solve of one tower for an interactive view: estimates first, each shown only when better,
// then the exact value and what is shown beside it, or the bracket.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/estimate/tower_solve.h"

#include "engine/jenga/exact/optimal_policy.h"
#include "engine/jenga/exact/prediction.h"

#include <algorithm>
#include <string>

namespace pw::jenga {

namespace {

bool finished(const TowerOutcome& outcome) {
    return outcome.estimate && outcome.estimate->status == SolveStatus::Exact;
}

// An estimate of `tower` as an outcome.
std::shared_ptr<TowerOutcome> outcomeOf(const Tower& tower, const Rules& rules,
                                        const PolicyEstimate& estimate) {
    auto outcome = std::make_shared<TowerOutcome>();
    outcome->kind = TowerOutcome::Kind::Estimate;
    outcome->tower = tower;
    outcome->rules = rules;
    outcome->estimate = estimate;
    return outcome;
}

// The estimate of a policy (policy.h) for `tower`, with the bracket's seed and games.
std::shared_ptr<TowerOutcome> estimateOutcome(const Tower& tower, const Rules& rules,
                                              SolveControl& control, PolicyChoice choice) {
    return outcomeOf(tower, rules,
                     estimateWithPolicy(tower, kDefaultPolicyGames, kEstimateSeed, control,
                                        kDefaultTrainingLevels, choice, nullptr, rules));
}

// The best estimate shown so far for one tower: the lowest upper bound and the highest lower
// bound found, each kept until a better one comes.
class BestEstimate {
public:
    explicit BestEstimate(std::shared_ptr<const TowerOutcome> known) {
        if (known && finished(*known)) {
            estimate_ = known->estimate;
            lower_ = known->lower;
        }
    }
    bool has() const { return estimate_.has_value(); }
    // Takes what is better in `candidate`; true when anything improved.
    bool offer(const TowerOutcome& candidate) {
        bool better = false;
        if (finished(candidate) &&
            (!estimate_ || candidate.estimate->high95() < estimate_->high95())) {
            estimate_ = candidate.estimate;
            better = true;
        }
        if (candidate.lower && candidate.lower->status == SolveStatus::Exact &&
            (!lower_ || candidate.lower->value > lower_->value)) {
            lower_ = candidate.lower;
            better = true;
        }
        return better;
    }
    bool offer(const LowerBound& lower) {
        TowerOutcome candidate;
        candidate.lower = lower;
        return offer(candidate);
    }
    std::shared_ptr<TowerOutcome> outcome(const Tower& tower, const Rules& rules, bool interim,
                                          bool exactFollows) const {
        auto outcome = std::make_shared<TowerOutcome>();
        outcome->kind = TowerOutcome::Kind::Estimate;
        outcome->tower = tower;
        outcome->rules = rules;
        outcome->estimate = estimate_;
        outcome->lower = lower_;
        outcome->interim = interim;
        outcome->exactFollows = exactFollows;
        return outcome;
    }

private:
    std::optional<PolicyEstimate> estimate_;
    std::optional<LowerBound> lower_;
};

std::shared_ptr<const TowerOutcome> solveEstimate(const TowerRequest& request,
                                                  SolveControl& control,
                                                  const PublishInterim& publish,
                                                  std::shared_ptr<const EndgameTable>* endgame) {
    const Tower& tower = request.tower;
    const Rules& rules = request.rules;
    if (request.known && !request.known->interim && finished(*request.known))
        return request.known; // a final answer already: the same seeded games would replay it
    BestEstimate best(request.known);
    if (best.has())
        publish(best.outcome(tower, rules, true, false));
    // The quicker policies first (the preferences in a fraction of a second, one step of policy
    // iteration in a second or two at 12 levels), each shown when it does better.
    std::vector<PolicyChoice> quick{PolicyChoice::Preferences};
    if (tower.levelCount() <= kMaxTwoStepLevels)
        quick.push_back(PolicyChoice::Lookahead);
    BracketRequest bracket;
    bracket.tower = tower;
    bracket.rules = rules;
    bracket.searchPositions = request.searchPositions;
    bracket.endgame =
        request.endgame && request.endgame->rules() == rules ? request.endgame : nullptr;
    for (const PolicyChoice choice : quick) {
        if (control.stopRequested())
            break;
        const auto outcome = estimateOutcome(tower, rules, control, choice);
        if (choice == PolicyChoice::Preferences && finished(*outcome))
            bracket.preferences = outcome->estimate; // the best policy where it is these
        if (best.offer(*outcome))
            publish(best.outcome(tower, rules, true, false));
    }
    // Then the bracket (bracket.h), each of its steps shown when it does better: the lower
    // bound's aggregation; the best policy's games (its 97.5 % bound is usually the lowest, but a
    // quicker policy's may be lower by chance, and then that one stays); the lower bound raised
    // by searching the first moves exactly (the longest step, so the policy's bound is shown
    // first; a stop keeps the deepest bound it finished).
    std::shared_ptr<TowerOutcome> last; // the best policy's games, when they were played
    BracketSteps steps;
    steps.tableBuilt = [endgame](std::shared_ptr<const EndgameTable> table) {
        if (endgame)
            *endgame = std::move(table);
    };
    steps.aggregated = [&](const LowerBound& lower) {
        if (!control.stopRequested() && best.offer(lower))
            publish(best.outcome(tower, rules, true, false));
    };
    steps.played = [&](const PolicyEstimate& estimate) {
        last = outcomeOf(tower, rules, estimate);
        best.offer(*last);
    };
    steps.searched = [&](const LowerBound& lower) {
        if (best.has() && best.offer(lower))
            publish(best.outcome(tower, rules, true, false));
    };
    bracketOptimum(bracket, control, steps);
    if (control.stopRequested() || !best.has()) {
        if (!last) { // stopped before the best policy played: what it would have said
            last = std::make_shared<TowerOutcome>();
            last->kind = TowerOutcome::Kind::Estimate;
            last->tower = tower;
            last->rules = rules;
            last->estimate.emplace();
            last->estimate->status =
                control.stopRequested() ? SolveStatus::Cancelled : SolveStatus::OverBudget;
        }
        return last; // cancelled, or no estimate at all (the message says why)
    }
    return best.outcome(tower, rules, false, false);
}

} // namespace

std::shared_ptr<const TowerOutcome> bestOf(const TowerOutcome* a, const TowerOutcome& b) {
    BestEstimate best(nullptr);
    bool final = false;
    for (const TowerOutcome* outcome : {a, &b})
        if (outcome && finished(*outcome)) {
            best.offer(*outcome);
            final = final || !outcome->interim;
        }
    return best.has() ? best.outcome(b.tower, b.rules, !final, false) : nullptr;
}

std::shared_ptr<const TowerOutcome> EstimateMemory::bestFor(const Tower& tower,
                                                            const Rules& rules) const {
    const std::lock_guard lock(mutex_);
    for (const auto& [known, outcome] : estimates_)
        if (known.first == tower && known.second == rules)
            return outcome;
    return nullptr;
}

void EstimateMemory::offer(const std::shared_ptr<const TowerOutcome>& outcome) {
    if (!outcome || outcome->kind != TowerOutcome::Kind::Estimate)
        return;
    const std::lock_guard lock(mutex_);
    std::shared_ptr<const TowerOutcome> known;
    const std::pair<Tower, Rules> key{outcome->tower, outcome->rules};
    for (auto it = estimates_.begin(); it != estimates_.end(); ++it)
        if (it->first == key) {
            known = it->second;
            estimates_.erase(it);
            break;
        }
    if (auto best = bestOf(known.get(), *outcome))
        estimates_.emplace_front(key, std::move(best));
    if (estimates_.size() > kTowers)
        estimates_.pop_back();
}

std::shared_ptr<const EndgameTable> EstimateMemory::endgame(const Rules& rules) const {
    const std::lock_guard lock(mutex_);
    return endgame_ && endgame_->rules() == rules ? endgame_ : nullptr;
}

void EstimateMemory::setEndgame(std::shared_ptr<const EndgameTable> table) {
    const std::lock_guard lock(mutex_);
    endgame_ = std::move(table);
}

std::shared_ptr<const TowerOutcome> solveTower(const TowerRequest& request, SolveControl& control,
                                               const PublishInterim& publish,
                                               std::shared_ptr<const EndgameTable>* endgame) {
    // For the page, which never waits for it (predictExactAtOnce): the exact solve's prediction.
    countStatesAhead(request.start);
    if (request.kind == TowerRequest::Kind::Estimate)
        return solveEstimate(request, control, publish, endgame);
    const Tower& tower = request.tower;
    const Rules& rules = request.rules;
    auto outcome = std::make_shared<TowerOutcome>();
    outcome->tower = tower;
    outcome->rules = rules;
    outcome->solvedStart = request.start;
    std::shared_ptr<const Result> solved = request.table;
    if (solved && !(solved->table.rules() == rules))
        solved = nullptr; // a table of another die answers nothing here
    if (!solved) {
        const std::size_t budget = std::min(control.memoryBudget(), availableMemoryBudget());
        // A long solve shows an estimate first, replaced by the exact value. One already known
        // for the tower is shown as it is, at once: it is never replaced by a cruder one, and
        // the exact solve starts without estimating again.
        BestEstimate best(request.known);
        if (best.has()) {
            publish(best.outcome(tower, rules, true, true));
        } else {
            const double seconds = predictExact(request.start, budget).seconds;
            if (seconds > kInterimEstimateSeconds &&
                best.offer(*estimateOutcome(tower, rules, control, PolicyChoice::Preferences)))
                publish(best.outcome(tower, rules, true, true));
            if (seconds > kLookaheadInterimSeconds &&
                best.offer(*estimateOutcome(tower, rules, control, PolicyChoice::Lookahead)))
                publish(best.outcome(tower, rules, true, true));
        }
        control.setMemoryBudget(budget);
        solved = std::make_shared<const Result>(solve(request.start, control, rules));
    }
    if (solved->status == SolveStatus::OverBudget) {
        outcome->kind = TowerOutcome::Kind::OverBudget;
    } else if (solved->status == SolveStatus::Cancelled) {
        outcome->kind = TowerOutcome::Kind::Cancelled;
    } else {
        outcome->kind = TowerOutcome::Kind::Exact;
        outcome->solved = solved;
        outcome->analysis = optimalAnalysis(solved->table, tower);
        outcome->choices = choiceTables(solved->table, tower);
        outcome->blockCosts = blockCosts(solved->table, tower);
        auto distribution = durationDistribution(*solved, tower, control);
        if (distribution.status == SolveStatus::Exact)
            outcome->distribution = std::move(distribution);
        else
            outcome->kind = TowerOutcome::Kind::Cancelled;
    }
    return outcome;
}

} // namespace pw::jenga
