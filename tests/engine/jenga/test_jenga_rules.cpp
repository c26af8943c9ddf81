// Jenga under other dice (rules.h): the exact solve against a plain recursion with the die as a
// parameter on seeded random towers, the distribution, the bounds (L <= exact <= U), the
// estimate, the simple policies, hand values, and the die's text form.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/common/solve_control.h"
#include "engine/jenga/bounds/bracket.h"
#include "engine/jenga/bounds/lower_bound.h"
#include "engine/jenga/exact/distribution.h"
#include "engine/jenga/explain.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"
#include "engine/jenga/solver.h"
#include "jenga/lower_bound_of.h"

#include <QtTest>

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <vector>

using namespace pw;
using namespace pw::jenga;

namespace {

// The recursion of docs/puzzles.md with the die as a parameter, written again on the tower as
// text: E = (faces + sum over the colours the die shows that can move of weight * best after a
// move) / (their weights), 0 when none can. Memoised on the tower with the levels below the top
// sorted and those that can give nothing dropped (levels below the top are interchangeable).
class PlainRecursion {
public:
    explicit PlainRecursion(const Rules& die) : die_(die) {}

    double value(std::vector<std::string> tower) {
        const std::string key = keyOf(tower);
        if (const auto it = memo_.find(key); it != memo_.end())
            return it->second;
        static constexpr char kLetters[3] = {'R', 'G', 'B'};
        double numerator = die_.faces();
        int weight = 0;
        const std::size_t top = tower.size() - 1;
        const bool topComplete = tower[top].find('.') == std::string::npos;
        for (int c = 0; c < 3; ++c) {
            if (die_.colourFaces[static_cast<std::size_t>(c)] == 0)
                continue; // never rolled
            double best = 1e300;
            bool any = false;
            for (std::size_t level = 0; level < top; ++level)
                for (std::size_t slot = 0; slot < 3; ++slot) {
                    if (tower[level][slot] != kLetters[c])
                        continue;
                    std::string rest = tower[level];
                    rest[slot] = '.';
                    const auto left =
                        std::count_if(rest.begin(), rest.end(), [](char x) { return x != '.'; });
                    if (left == 0 || (left == 1 && rest[1] == '.'))
                        continue; // the tower would fall
                    for (std::size_t target = 0; target < 3; ++target) {
                        std::vector<std::string> next = tower;
                        next[level] = rest;
                        if (topComplete)
                            next.push_back("...");
                        else if (next[top][target] != '.')
                            continue;
                        next.back()[target] = kLetters[c];
                        best = std::min(best, value(next));
                        any = true;
                    }
                }
            if (any) {
                numerator += die_.colourFaces[static_cast<std::size_t>(c)] * best;
                weight += die_.colourFaces[static_cast<std::size_t>(c)];
            }
        }
        const double result = weight == 0 ? 0.0 : numerator / weight;
        memo_.emplace(key, result);
        return result;
    }

private:
    static std::string keyOf(std::vector<std::string> tower) {
        const std::string top = tower.back();
        tower.pop_back();
        std::erase_if(tower, [](const std::string& level) {
            const auto blocks =
                std::count_if(level.begin(), level.end(), [](char x) { return x != '.'; });
            return blocks < 2 || level[1] == '.';
        });
        // A level and its mirror image give the same game.
        const auto folded = [](const std::string& level) {
            return std::min(level, std::string(level.rbegin(), level.rend()));
        };
        for (auto& level : tower)
            level = folded(level);
        std::sort(tower.begin(), tower.end());
        std::string key;
        for (const auto& level : tower)
            key += level + "/";
        return key + folded(top);
    }

    Rules die_;
    std::map<std::string, double> memo_;
};

std::vector<std::string> levelsOf(const Tower& tower) {
    std::vector<std::string> levels;
    std::string id = textId(tower) + "/";
    for (std::size_t at = 0; at < id.size(); at += 4)
        levels.push_back(id.substr(at, 3));
    return levels;
}

Rules die(int r, int g, int b, int k) {
    return Rules{{r, g, b}, k};
}

// The dice of the acceptance list and a few more: no red and no black, a heavy black face, one
// colour only, all weights uneven.
const std::vector<Rules>& dice() {
    static const std::vector<Rules> all{die(1, 2, 2, 1), die(0, 1, 1, 0),  die(1, 1, 1, 3),
                                        die(2, 0, 1, 1), die(12, 1, 0, 5), die(0, 0, 1, 0),
                                        die(3, 5, 7, 2)};
    return all;
}

} // namespace

class TestJengaRules : public QObject {
    Q_OBJECT

private slots:
    void dieTextForm() {
        QCOMPARE(rulesText(Rules{}), std::string("1,2,2,1"));
        QVERIFY(Rules{}.isContest());
        QCOMPARE(parseRules("0,1,1,0"), die(0, 1, 1, 0));
        QCOMPARE(parseRules("12,0,0,12"), die(12, 0, 0, 12));
        QCOMPARE(rulesText(parseRules("3,5,7,2")), std::string("3,5,7,2"));
        for (const char* bad : {"", "1,2,2", "1,2,2,1,1", "0,0,0,1", "13,1,1,1", "-1,2,2,1",
                                "1,2,2,x", "1, 2,2,1", "1,,2,2"})
            QVERIFY_THROWS_EXCEPTION(ParseError, parseRules(bad));
        QVERIFY(checkRules(die(0, 0, 0, 1)).has_value());
        QVERIFY(!checkRules(die(0, 0, 1, 0)).has_value());
        // Faces in order: red, green, blue, then black; the contest's as dieColour numbers them.
        for (int face = 0; face < kDieSides; ++face)
            QCOMPARE(Rules{}.colourOfFace(face),
                     dieColour(face) ? static_cast<int>(*dieColour(face)) : -1);
        QCOMPARE(die(0, 2, 1, 3).colourOfFace(0), 1);
        QCOMPARE(die(0, 2, 1, 3).colourOfFace(2), 2);
        QCOMPARE(die(0, 2, 1, 3).colourOfFace(3), -1);
    }

    // Seeded random towers of 2 to 5 levels, every die, against the plain recursion.
    void exactAgainstPlainRecursion() {
        for (const Rules& rules : dice()) {
            PlainRecursion plain(rules);
            // Five levels take the recursion seconds: one tower for three of the dice.
            const int tallest =
                rules == die(1, 2, 2, 1) || rules == die(0, 1, 1, 0) || rules == die(1, 1, 1, 3)
                    ? 5
                    : 4;
            for (int levels = 2; levels <= tallest; ++levels)
                for (std::uint64_t seed = 1; seed <= (levels <= 4 ? 6u : 1u); ++seed) {
                    const Tower tower =
                        randomTower(levels, seed * 7 + static_cast<unsigned>(levels));
                    SolveControl control;
                    const Result result = solve(tower, control, rules);
                    QVERIFY(result.status == SolveStatus::Exact);
                    QCOMPARE(result.table.rules(), rules);
                    const double expected = plain.value(levelsOf(tower));
                    QVERIFY2(
                        std::abs(result.expectedDuration - expected) <=
                            1e-9 * std::max(1.0, expected),
                        qPrintable(QString::fromStdString(rulesText(rules) + " " + textId(tower)) +
                                   QString(": %1 against %2")
                                       .arg(result.expectedDuration, 0, 'g', 17)
                                       .arg(expected, 0, 'g', 17)));
                    // The values of the positions after each move, too.
                    const auto analysis = result.analysis(tower);
                    QVERIFY(analysis.has_value());
                    for (const ColourChoice& choice : analysis->colours)
                        for (const MoveValue& move : choice.moves)
                            QVERIFY(std::abs(move.expectedAfter -
                                             plain.value(levelsOf(apply(tower, move.move)))) <=
                                    1e-9 * std::max(1.0, move.expectedAfter));
                }
        }
    }

    // docs/puzzles.md's recurrence by hand: RRR/.R. ends with the first red roll (take the
    // middle), so its length is geometric with P(red) = red faces / faces.
    void handValues() {
        const Tower tower = parseTextId("RRR/.R.");
        for (const auto& [rules, value] :
             std::vector<std::pair<Rules, double>>{{Rules{}, 6.0},
                                                   {die(2, 1, 0, 3), 3.0},
                                                   {die(1, 0, 0, 0), 1.0},
                                                   {die(0, 1, 1, 0), 0.0},
                                                   {die(1, 2, 2, 7), 12.0}}) {
            SolveControl control;
            QCOMPARE(solve(tower, control, rules).expectedDuration, value);
        }
        // Six green levels with a die of green faces alone: every roll moves, so the length is
        // the number of moves the optimum needs, the same every game.
        const Tower greens = parseTextId("GGG/GGG/GGG/GGG/GGG/GGG");
        SolveControl control;
        const double onlyGreen = solve(greens, control, die(0, 1, 0, 0)).expectedDuration;
        QCOMPARE(onlyGreen, PlainRecursion(die(0, 1, 0, 0)).value(levelsOf(greens)));
        QCOMPARE(onlyGreen, std::round(onlyGreen));
    }

    // The distribution under a non-contest die: its mean is the exact value, it sums to one,
    // and for RRR/.R. it is geometric.
    void distribution() {
        const Tower tower = parseTextId("RRR/.R.");
        SolveControl control;
        const Result result = solve(tower, control, die(2, 1, 0, 3));
        const DurationDistribution d = durationDistribution(result, tower, control);
        QVERIFY(d.status == SolveStatus::Exact);
        QCOMPARE(d.probability[0], 0.0);
        for (std::size_t t = 1; t < 6; ++t)
            QVERIFY(std::abs(d.probability[t] - std::pow(2.0 / 3.0, t - 1) / 3.0) < 1e-15);
        QVERIFY(std::abs(d.mean - 3.0) < 1e-9);
        const Result never = solve(tower, control, die(0, 1, 1, 0));
        const DurationDistribution none = durationDistribution(never, tower, control);
        QCOMPARE(none.probability, std::vector<double>{1.0});
        for (const Rules& rules : dice()) {
            const Tower sample = randomTower(5, 3);
            const Result solved = solve(sample, control, rules);
            const DurationDistribution dist = durationDistribution(solved, sample, control);
            QVERIFY(dist.status == SolveStatus::Exact);
            double total = dist.tailProbability;
            for (double p : dist.probability)
                total += p;
            QVERIFY(std::abs(total - 1.0) < 1e-9);
            QVERIFY(std::abs(dist.mean - solved.expectedDuration) <
                    1e-9 * std::max(1.0, solved.expectedDuration));
        }
    }

    // Every lower bound is at most the exact value and the bracket's upper bound at least it,
    // for dice where a colour never moves (the move count and the aggregation must let the game
    // end when only such colours could).
    void boundsBracketTheOptimum() {
        for (const Rules& rules : dice()) {
            SolveControl control;
            // A small end-game table (potential 24) leaves most of these towers to the
            // aggregation, which is what is tested.
            const auto table = EndgameTable::build(24, control, 2, rules);
            QVERIFY(table);
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                const Tower tower = randomTower(4 + static_cast<int>(seed), seed + 40);
                const double exact = solve(tower, control, rules).expectedDuration;
                QVERIFY(moveCountBound(tower, rules) <= exact + 1e-12);
                const LowerBound aggregated =
                    lowerBound(tower, control, table, kDefaultMaxAggregates, rules);
                QVERIFY(aggregated.status == SolveStatus::Exact);
                QVERIFY2(
                    aggregated.value <= exact + 1e-9,
                    qPrintable(QString::fromStdString(rulesText(rules) + " " + textId(tower))));
            }
        }
        // The bracket of a 7-level tower under two dice: L <= exact <= U.
        for (const Rules& rules : {die(0, 1, 1, 0), die(1, 1, 1, 3)}) {
            const Tower tower = randomTower(7, 11);
            SolveControl control;
            const double exact = solve(tower, control, rules).expectedDuration;
            const Bracket bracket = bracketOptimum(
                {.tower = tower, .rules = rules, .games = 4000, .searchPositions = 200'000},
                control);
            QVERIFY(bracket.complete());
            QVERIFY(bracket.lower.value <= exact + 1e-9);
            QVERIFY(bracket.upper() >= exact);
            QVERIFY(bracket.policy.mean < exact * 1.05); // a close policy, not a loose bound
        }
    }

    // The simple policies under a die: never better than the optimum, and the optimum among
    // them is the solve's value.
    void simplePolicies() {
        const Tower tower = randomTower(4, 5);
        for (const Rules& rules : dice()) {
            SolveControl control;
            const double exact = solve(tower, control, rules).expectedDuration;
            const SimplePolicyValue optimal =
                evaluatePolicy(tower, SimplePolicy::Optimal, control, rules);
            QVERIFY(std::abs(optimal.expectedDuration - exact) < 1e-9 * std::max(1.0, exact));
            for (const SimplePolicyValue& value : compareSimplePolicies(tower, control, rules))
                QVERIFY(value.expectedDuration >= exact - 1e-9);
        }
    }

    // A table of another die answers nothing for the contest's, and the reverse.
    void tablesKeepTheirDie() {
        SolveControl control;
        const Tower tower = randomTower(3, 2);
        const Result contest = solve(tower, control);
        QVERIFY(contest.table.rules().isContest());
        const Result other = solve(tower, control, die(0, 1, 1, 0));
        QCOMPARE(other.rules, die(0, 1, 1, 0));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solve(tower, control, die(0, 0, 0, 1)));
    }
};

QTEST_APPLESS_MAIN(TestJengaRules)
#include "test_jenga_rules.moc"
