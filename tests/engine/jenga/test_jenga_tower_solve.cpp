// Jenga's solve of one tower for a view (tower_solve.h): every estimate it publishes is better
// than the one before (a lower upper bound or a higher lower bound), its answer is never worse
// than any of them, an estimate already known is shown at once and never simulated again, and
// the bracket holds around the exact value.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/gui_budget.h"
#include "common/timing.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/bounds/bracket.h"
#include "engine/jenga/estimate/tower_solve.h"
#include "engine/jenga/position.h"

#include <QElapsedTimer>
#include <QtTest>

#include <cmath>
#include <limits>
#include <memory>
#include <vector>

using namespace pw;
using namespace pw::jenga;

namespace {

using OutcomePtr = std::shared_ptr<const TowerOutcome>;

double upperOf(const TowerOutcome& outcome) {
    return outcome.estimate->high95();
}
double lowerOf(const TowerOutcome& outcome) {
    return outcome.lower && outcome.lower->status == SolveStatus::Exact
               ? outcome.lower->value
               : -std::numeric_limits<double>::infinity();
}
bool finished(const TowerOutcome& outcome) {
    return outcome.estimate && outcome.estimate->status == SolveStatus::Exact;
}

// Each of `shown` after the first improves on the one before and is worse in nothing.
bool neverWorse(const std::vector<OutcomePtr>& shown) {
    for (std::size_t i = 1; i < shown.size(); ++i) {
        const TowerOutcome& before = *shown[i - 1];
        const TowerOutcome& after = *shown[i];
        if (upperOf(after) > upperOf(before) || lowerOf(after) < lowerOf(before))
            return false;
        if (upperOf(after) == upperOf(before) && lowerOf(after) == lowerOf(before))
            return false; // published although nothing improved
    }
    return true;
}

TowerRequest requestFor(TowerRequest::Kind kind, const Tower& tower) {
    TowerRequest request;
    request.kind = kind;
    request.tower = tower;
    request.start = tower;
    return request;
}

} // namespace

class TestJengaTowerSolve : public QObject {
    Q_OBJECT
private slots:
    // The lower bound's search budget is the request's: none leaves the aggregation's bound, the
    // default searches the first moves and proves no less.
    void theSearchBudgetIsTheRequests() {
        const Tower tower = randomTower(8, 3);
        SolveControl control;
        TowerRequest none = requestFor(TowerRequest::Kind::Estimate, tower);
        none.searchPositions = 0;
        const OutcomePtr plain = solveTower(none, control, [](OutcomePtr) {});
        const OutcomePtr searched =
            solveTower(requestFor(TowerRequest::Kind::Estimate, tower), control, [](OutcomePtr) {});
        QVERIFY(plain->lower && searched->lower);
        QCOMPARE(plain->lower->searchDepth, 0);
        QCOMPARE(plain->lower->searchedPositions, std::uint64_t{0});
        QVERIFY(searched->lower->searchDepth > 0);
        QVERIFY(searched->lower->value >= plain->lower->value);
    }

    // The app's estimate (solveTower, as the page asks for it) and the command line's bracket
    // (bracketOptimum, as `solve jenga --estimate --search-positions 20000` asks for it) are one
    // pipeline: for the 13-level tower of RGB levels, the same proven lower bound and the same
    // upper bound, to the last bit, and the values that command printed before they were one.
    void theAppAndTheCommandLineBracketAlike() {
        const Tower tower = parseTextId("RGB/RGB/RGB/RGB/RGB/RGB/RGB/RGB/RGB/RGB/RGB/RGB/RGB");
        TowerRequest app = requestFor(TowerRequest::Kind::Estimate, tower);
        app.searchPositions = 20000;
        SolveControl appControl;
        const OutcomePtr shown = solveTower(app, appControl, [](OutcomePtr) {});
        SolveControl cliControl;
        const Bracket bracket =
            bracketOptimum({.tower = tower, .searchPositions = 20000}, cliControl);
        QVERIFY(shown && finished(*shown) && !shown->interim);
        QVERIFY(shown->lower && shown->lower->status == SolveStatus::Exact);
        QVERIFY(bracket.complete());
        QVERIFY(shown->lower->value == bracket.lower.value);
        QVERIFY(upperOf(*shown) == bracket.upper());
        QCOMPARE(shown->estimate->method, bracket.policy.method);
        QVERIFY(bracket.lower.value == 36.28771587557752);
        QVERIFY(bracket.upper() == 41.60543088073009);
    }

    // A final estimate already known is the answer at once (within 100 ms: a timing bound),
    // whatever the tower's height.
    void aKnownFinalEstimateIsTheAnswerAtOnce() {
        const Tower tower = randomTower(40, 7);
        auto known = std::make_shared<TowerOutcome>();
        known->kind = TowerOutcome::Kind::Estimate;
        known->tower = tower;
        known->estimate.emplace();
        known->estimate->status = SolveStatus::Exact;
        known->estimate->mean = 80.0;
        known->interim = false;
        known->exactFollows = false;
        TowerRequest again = requestFor(TowerRequest::Kind::Estimate, tower);
        again.known = known;
        SolveControl control;
        bool published = false;
        QElapsedTimer clock;
        clock.start();
        QCOMPARE(solveTower(again, control, [&](OutcomePtr) { published = true; }),
                 OutcomePtr(known));
        PW_VERIFY_FASTER(clock.elapsed(), 100);
        QVERIFY(!published);
    }

    // An estimate of a 9-level tower: the preferences, one step of policy iteration, the lower
    // bound, two steps; each shown only when it improves, the answer the best of all. Then the
    // exact solve of the same tower with that answer known: it is shown at once, alone (nothing
    // simulated again), and the exact value lies in the bracket.
    void estimatesOnlyImproveAndAKnownOneIsNotSimulatedAgain() {
        const Tower tower = randomTower(9, 20261122u + 9u);
        std::vector<OutcomePtr> published;
        const PublishInterim collect = [&](OutcomePtr outcome) {
            published.push_back(std::move(outcome));
        };
        SolveControl control;
        std::shared_ptr<const EndgameTable> endgame;
        // The search of the first moves with a small budget: every step is taken, in a second
        // rather than the default budget's 30 (the search itself is test_jenga_bound's).
        TowerRequest request = requestFor(TowerRequest::Kind::Estimate, tower);
        request.searchPositions = kTestSearchPositions;
        const OutcomePtr answer = solveTower(request, control, collect, &endgame);
        QVERIFY(endgame);
        QVERIFY(answer && finished(*answer));
        QCOMPARE(answer->kind, TowerOutcome::Kind::Estimate);
        QVERIFY(!answer->interim);
        QVERIFY(answer->lower && answer->lower->status == SolveStatus::Exact);
        QVERIFY(!published.empty());
        for (const OutcomePtr& interim : published) {
            QVERIFY(finished(*interim));
            QVERIFY(interim->interim && !interim->exactFollows);
            QCOMPARE(interim->tower, tower);
        }
        std::vector<OutcomePtr> shown = published;
        shown.push_back(answer);
        // The answer may repeat the last interim (nothing closer came): compared without it.
        if (upperOf(*answer) == upperOf(*published.back()) &&
            lowerOf(*answer) == lowerOf(*published.back()))
            shown.pop_back();
        QVERIFY(neverWorse(shown));
        for (const OutcomePtr& interim : published) {
            QVERIFY(upperOf(*answer) <= upperOf(*interim));
            QVERIFY(lowerOf(*answer) >= lowerOf(*interim));
        }

        // Asked again with the answer known: the same answer (the very object, nothing simulated
        // again), nothing published.
        published.clear();
        TowerRequest again = request;
        again.known = answer;
        QCOMPARE(solveTower(again, control, collect), answer);
        QVERIFY(published.empty());

        // "Solve exactly" with the answer known: it is the one estimate shown meanwhile.
        TowerRequest exact = requestFor(TowerRequest::Kind::Exact, tower);
        exact.known = answer;
        const OutcomePtr solved = solveTower(exact, control, collect);
        QCOMPARE(published.size(), std::size_t{1});
        QVERIFY(published.front()->interim && published.front()->exactFollows);
        QCOMPARE(upperOf(*published.front()), upperOf(*answer));
        QCOMPARE(lowerOf(*published.front()), lowerOf(*answer));
        QCOMPARE(published.front()->estimate->method, answer->estimate->method);
        QCOMPARE(solved->kind, TowerOutcome::Kind::Exact);
        QVERIFY(solved->analysis);
        const double value = solved->analysis->expectedDuration;
        QVERIFY(std::abs(value - 25.8549595368804) < 1e-9);
        QVERIFY(lowerOf(*answer) <= value);
        QVERIFY(value <= upperOf(*answer));
    }

    // Merging what two jobs learnt keeps the better of each bound, and stays interim only when
    // both were.
    void bestOfKeepsTheBetterOfEachBound() {
        const Tower tower = randomTower(5, 3);
        auto a = std::make_shared<TowerOutcome>();
        a->kind = TowerOutcome::Kind::Estimate;
        a->tower = tower;
        a->interim = true;
        a->estimate.emplace();
        a->estimate->status = SolveStatus::Exact;
        a->estimate->mean = 20.0;
        a->estimate->halfWidth95 = 0.5;
        a->estimate->method = "a";
        auto b = std::make_shared<TowerOutcome>(*a);
        b->estimate->mean = 21.0;
        b->estimate->method = "b";
        b->lower.emplace();
        b->lower->status = SolveStatus::Exact;
        b->lower->value = 18.0;
        const OutcomePtr both = bestOf(a.get(), *b);
        QVERIFY(both);
        QCOMPARE(both->estimate->method, std::string_view("a"));
        QCOMPARE(both->lower->value, 18.0);
        QVERIFY(both->interim);
        b->interim = false;
        QVERIFY(!bestOf(a.get(), *b)->interim);
        QCOMPARE(bestOf(nullptr, *b)->estimate->method, std::string_view("b"));
        TowerOutcome none;
        QVERIFY(bestOf(nullptr, none) == nullptr);
        QCOMPARE(bestOf(a.get(), none)->estimate->method, std::string_view("a"));
    }
};

QTEST_MAIN(TestJengaTowerSolve)
#include "test_jenga_tower_solve.moc"
