// Double Patience under other rules (rules.h): both ways of choosing and both pairings on seeded
// small deals (4 to 6 piles of 2 to 3 cards) against a direct recursion over positions written
// again here (exact fractions), the simulation, the study, the sample under the four rule sets,
// and the rules' text form.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/patience/answer.h"
#include "engine/patience/explain.h"
#include "engine/patience/judge.h"
#include "engine/patience/rules.h"
#include "engine/patience/solver.h"
#include "engine/patience/study.h"

#include <QtTest>

#include <gmpxx.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <vector>

using namespace pw;
using namespace pw::patience;

namespace {

// The recursion of the rules, on heights: two tops pair when their ranks (and, for RankColour,
// their colours: S and C black, D and H red) match; the random player picks uniformly among the
// pairs of piles (Pairs) or among the ranks with a pair, then among that rank's pairs (Ranks).
struct Exact {
    mpq_class random;
    mpq_class best;
    mpq_class worst;
};
class DirectRecursion {
public:
    DirectRecursion(std::vector<std::vector<Card>> piles, Rules rules)
        : piles_(std::move(piles)), rules_(rules) {}

    Exact value(const std::vector<int>& heights) {
        if (const auto it = memo_.find(heights); it != memo_.end())
            return it->second;
        if (std::all_of(heights.begin(), heights.end(), [](int h) { return h == 0; }))
            return memo_[heights] = Exact{1, 1, 1};
        std::map<int, std::vector<Exact>> byRank; // each pair's value, by its rank
        std::vector<Exact> all;
        for (std::size_t i = 0; i < piles_.size(); ++i)
            for (std::size_t j = i + 1; j < piles_.size(); ++j) {
                if (heights[i] == 0 || heights[j] == 0)
                    continue;
                const Card a = piles_[i][static_cast<std::size_t>(heights[i] - 1)];
                const Card b = piles_[j][static_cast<std::size_t>(heights[j] - 1)];
                const bool sameColour = (a.suit >= 2) == (b.suit >= 2);
                if (a.rank != b.rank || (rules_.pairs == Pairing::RankColour && !sameColour))
                    continue;
                std::vector<int> next = heights;
                --next[i];
                --next[j];
                const Exact after = value(next);
                byRank[a.rank].push_back(after);
                all.push_back(after);
            }
        Exact result{0, 0, 0};
        if (!all.empty()) {
            result.best = all[0].best;
            result.worst = all[0].worst;
            for (const Exact& e : all) {
                result.best = std::max(result.best, e.best);
                result.worst = std::min(result.worst, e.worst);
            }
            if (rules_.choose == Choose::Pairs) {
                for (const Exact& e : all)
                    result.random += e.random;
                result.random /= static_cast<long>(all.size());
            } else {
                for (const auto& [rank, pairs] : byRank) {
                    mpq_class sum = 0;
                    for (const Exact& e : pairs)
                        sum += e.random;
                    result.random += sum / static_cast<long>(pairs.size());
                }
                result.random /= static_cast<long>(byRank.size());
            }
        }
        return memo_[heights] = result;
    }

private:
    std::vector<std::vector<Card>> piles_;
    Rules rules_;
    std::map<std::vector<int>, Exact> memo_;
};

// A seeded deal of 4 to 6 piles of 2 to 3 cards (an even number of cards in all), made of pairs
// of one rank and one colour from the ranks 6 to T, so that every deal can be won under both
// pairings unless its order forbids it; a rank may give both its pairs (then the rank pairing
// has more choices than the colour one).
std::vector<std::vector<Card>> smallDeal(std::uint64_t seed) {
    SeededRandom random(seed);
    const int piles = 4 + static_cast<int>(random.below(3));
    int height = 2 + static_cast<int>(random.below(2));
    if (piles * height % 2 != 0)
        height = 2;
    std::vector<std::pair<Card, Card>> pairs;
    for (int rank = kSixRank; rank < kSixRank + 5; ++rank)
        for (int colour = 0; colour < 2; ++colour)
            pairs.emplace_back(Card{static_cast<Rank>(rank), static_cast<Suit>(2 * colour)},
                               Card{static_cast<Rank>(rank), static_cast<Suit>(2 * colour + 1)});
    for (std::size_t i = 0; i < pairs.size(); ++i)
        std::swap(pairs[i], pairs[i + random.below(pairs.size() - i)]);
    std::vector<Card> cards;
    for (std::size_t i = 0; cards.size() < static_cast<std::size_t>(piles * height); ++i) {
        cards.push_back(pairs[i].first);
        cards.push_back(pairs[i].second);
    }
    for (std::size_t i = 0; i < cards.size(); ++i)
        std::swap(cards[i], cards[i + random.below(cards.size() - i)]);
    std::vector<std::vector<Card>> deal(static_cast<std::size_t>(piles));
    std::size_t next = 0;
    for (auto& pile : deal)
        for (int h = 0; h < height; ++h)
            pile.push_back(cards[next++]);
    return deal;
}

const std::vector<Rules>& allRules() {
    static const std::vector<Rules> rules{{Choose::Pairs, Pairing::Rank},
                                          {Choose::Ranks, Pairing::Rank},
                                          {Choose::Pairs, Pairing::RankColour},
                                          {Choose::Ranks, Pairing::RankColour}};
    return rules;
}

const char* const kSample = "AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\n"
                            "QC TH KC 8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n";

} // namespace

class TestPatienceRules : public QObject {
    Q_OBJECT

private slots:
    void rulesTextForm() {
        QCOMPARE(rulesText(Rules{}), std::string("pairs,rank"));
        QVERIFY(Rules{}.isContest());
        for (const Rules& rules : allRules())
            QCOMPARE(parseRules(rulesText(rules)), rules);
        QCOMPARE(parseRules("ranks,rank-colour"), (Rules{Choose::Ranks, Pairing::RankColour}));
        for (const char* bad : {"", "pairs", "rank,pairs", "pairs,colour", "pairs,rank,"})
            QVERIFY_THROWS_EXCEPTION(ParseError, parseRules(bad));
        QCOMPARE(parseChoose("ranks"), std::optional<Choose>(Choose::Ranks));
        QVERIFY(!parsePairing("colour"));
    }

    // Every rule set on 60 seeded deals: the solve's values (random, best, worst) and the exact
    // fraction against the direct recursion, in every reachable position's analysis too.
    void smallDealsAgainstDirectRecursion() {
        int wonSomewhere = 0;
        for (const Rules& rules : allRules())
            for (std::uint64_t seed = 1; seed <= 60; ++seed) {
                const auto piles = smallDeal(seed);
                const Position start{Deal(piles)};
                DirectRecursion direct(piles, rules);
                SolveControl control;
                const Result result = solve(start, control, rules);
                QVERIFY(result.status == SolveStatus::Exact);
                const Exact expected = direct.value(start.heights());
                QVERIFY(std::abs(result.values.random - expected.random.get_d()) < 1e-12);
                QCOMPARE(result.values.best, expected.best.get_d());
                QCOMPARE(result.values.worst, expected.worst.get_d());
                wonSomewhere += expected.best > 0 ? 1 : 0;
                const ExactProbability exact =
                    exactWinProbability(start, control, Play::Random, rules);
                QCOMPARE(exact.numerator, expected.random.get_num().get_str());
                QCOMPARE(exact.denominator, expected.random.get_den().get_str());
                // After each move the values are those of the position it leads to.
                for (const MoveValue& move : result.moves) {
                    const Exact after = direct.value(apply(start, move.move, rules).heights());
                    QVERIFY(std::abs(move.after.random - after.random.get_d()) < 1e-12);
                }
                QCOMPARE(legalMoves(start, rules).size(), result.moves.size());
            }
        QVERIFY2(wonSomewhere > 20 && wonSomewhere < 220,
                 qPrintable(QString::number(wonSomewhere)));
    }

    // The rank-colour pairing refuses a pair of two colours; the contest's takes it.
    void pairingByColour() {
        const Position start{Deal({{card("6S")}, {card("6H")}, {card("6C")}})};
        const Rules colour{Choose::Pairs, Pairing::RankColour};
        QCOMPARE(legalMoves(start).size(), std::size_t{3});
        QCOMPARE(legalMoves(start, colour), (std::vector<Move>{{0, 2}}));
        QVERIFY(!isLegal(start, Move{0, 1}, colour));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, apply(start, Move{0, 1}, colour));
        QVERIFY(!start.isLost(colour));
        QVERIFY(apply(start, Move{0, 2}, colour).isLost(colour));
    }

    // Choosing by ranks, by hand. Piles (bottom first) 9D 7S | 9H 7D | 7H 9C | 7C | 9S: the tops
    // 7S 7D 7C make three pairs of sevens and 9C 9S one of nines. Removing the nines, or 7S 7D,
    // wins for sure (every later choice pairs away); removing 7S 7C or 7D 7C leaves one nine pair
    // out of three that strands a seven above a nine: 2/3. By pairs: (1 + 1 + 2/3 + 2/3) / 4 =
    // 5/6. By ranks: nines 1/2 of the time (1), sevens 1/2 (their mean 7/9): 8/9.
    void choosingByRanksByHand() {
        const Position start{Deal({{card("9D"), card("7S")},
                                   {card("9H"), card("7D")},
                                   {card("7H"), card("9C")},
                                   {card("7C")},
                                   {card("9S")}})};
        SolveControl control;
        const ExactProbability pairs = exactWinProbability(start, control);
        QCOMPARE(pairs.numerator + "/" + pairs.denominator, std::string("5/6"));
        const ExactProbability ranks =
            exactWinProbability(start, control, Play::Random, Rules{Choose::Ranks, Pairing::Rank});
        QCOMPARE(ranks.numerator + "/" + ranks.denominator, std::string("8/9"));
        QVERIFY(std::abs(solve(start, control, Rules{Choose::Ranks, Pairing::Rank}).values.random -
                         8.0 / 9.0) < 1e-15);
    }

    // The seeded simulation agrees with the exact value under each rule set.
    void simulationFollowsTheRules() {
        const auto piles = smallDeal(7);
        const Position start{Deal(piles)};
        for (const Rules& rules : allRules()) {
            SolveControl control;
            const double exact = solve(start, control, rules).values.random;
            const SimulationEstimate estimate = simulate(start, 40000, 3, control, rules);
            QVERIFY2(std::abs(estimate.mean - exact) <= 2 * estimate.halfWidth95 + 1e-12,
                     qPrintable(QString("%1 against %2").arg(estimate.mean).arg(exact)));
        }
    }

    // The contest's sample under the four rule sets (the note's table), and the judge answer.
    void sampleUnderEveryRuleSet() {
        const Position start(parseJudge(kSample)[0].deal);
        SolveControl control;
        QCOMPARE(formatProbability(solve(start, control).values.random), std::string("0.589314"));
        QCOMPARE(answerJudgeWith(kSample, Rules{}, control), std::string("0.589314\n"));
        QCOMPARE(answerJudgeWith(kSample, Rules{Choose::Ranks, Pairing::Rank}, control),
                 std::string("0.573901\n"));
        QCOMPARE(answerJudgeWith(kSample, Rules{Choose::Pairs, Pairing::RankColour}, control),
                 std::string("0.000000\n"));
        QCOMPARE(answerJudgeWith(kSample, Rules{Choose::Ranks, Pairing::RankColour}, control),
                 std::string("0.000000\n"));
    }

    // A study under other rules solves each deal under them.
    void studyFollowsTheRules() {
        StudyOptions options;
        options.deals = 5;
        options.rules = Rules{Choose::Ranks, Pairing::Rank};
        SolveControl control;
        const Study study = runStudy(options, control);
        QVERIFY(study.status == SolveStatus::Exact);
        for (const StudyRow& row : study.rows) {
            SolveControl one;
            QCOMPARE(row.values.random,
                     solve(Position(randomDeal(row.seed)), one, options.rules).values.random);
        }
    }

private:
    static Card card(const char* text) { return *parseCard(text); }
};

QTEST_APPLESS_MAIN(TestPatienceRules)
#include "test_patience_rules.moc"
