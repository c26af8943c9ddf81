// Hackenbush with green cubes (game.h, game_value.h): every tower of W, B and G up to height 6 and
// sums of two towers compared by game search (game_search.h), the winning moves, the known values,
// the canonical forms of every tower up to height 4 (data/green_towers.txt) checked against the
// definition, CGSuite's notation, the judge format's G, and the rules' text form.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/hackenbush/answer.h"
#include "engine/hackenbush/game.h"
#include "engine/hackenbush/game_value.h"
#include "engine/hackenbush/judge.h"
#include "engine/hackenbush/solver.h"

#include "hackenbush/game_search.h"

#include <QtTest>

#include <fstream>
#include <string>
#include <vector>

using namespace pw;
using namespace pw::hackenbush;

namespace {

std::vector<std::string> towersUpTo(int height) {
    std::vector<std::string> all{""};
    for (std::size_t begin = 0; begin < all.size(); ++begin)
        if (static_cast<int>(all[begin].size()) < height)
            for (const char c : {'W', 'B', 'G'})
                all.push_back(all[begin] + c);
    return all;
}

Position positionOf(const std::vector<std::string>& towers) {
    std::vector<Tower> list;
    for (const std::string& t : towers)
        list.push_back(Tower::fromLetters(t, Rules{true}));
    return Position(std::move(list));
}

gamesearch::Position searchOf(const std::vector<std::string>& towers) {
    return gamesearch::Position{towers, {}};
}

// The order by search: both comparisons.
GameOrder searchOrder(gamesearch::Games& games, gamesearch::Search& search,
                      const gamesearch::Position& g, const gamesearch::Position& h) {
    const bool above = gamesearch::greaterOrEqual(games, search, g, h);
    const bool below = gamesearch::greaterOrEqual(games, search, h, g);
    return above && below ? GameOrder::Equal
           : above        ? GameOrder::Greater
           : below        ? GameOrder::Less
                          : GameOrder::Confused;
}

std::string valueOf(const std::string& tower) {
    SolveControl control;
    return analyseGame(positionOf({tower}), control).value;
}

} // namespace

class TestHackenbushGames : public QObject {
    Q_OBJECT

private slots:
    void rulesTextForm() {
        QCOMPARE(rulesText(Rules{}), std::string("WB"));
        QCOMPARE(parseRules("WBG"), Rules{true});
        QVERIFY(Rules{}.isContest());
        QVERIFY_THROWS_EXCEPTION(ParseError, parseRules("G"));
        // The contest's readers refuse G; with the green rules they read it.
        QVERIFY_THROWS_EXCEPTION(ParseError, parseTextId("WG"));
        QCOMPARE(textId(parseTextIdWith("WG|B", Rules{true})), std::string("WG|B"));
        QVERIFY(parseTextIdWith("WG|B", Rules{true}).validate().has_value());
        QVERIFY(!parseTextIdWith("WG|B", Rules{true}).validate(Rules{true}).has_value());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, solve(parseTextIdWith("G", Rules{true})));
    }

    // The known values, and n green cubes = *n.
    void knownValues() {
        QCOMPARE(valueOf("G"), std::string("*"));
        QCOMPARE(valueOf("WG"), std::string("1*"));
        QCOMPARE(valueOf("GW"), std::string("^*"));
        QCOMPARE(valueOf("WWG"), std::string("2*"));
        std::string greens;
        for (int n = 1; n <= 12; ++n) {
            greens += 'G';
            std::string nimber = "*";
            if (n > 1)
                nimber += std::to_string(n);
            QCOMPARE(valueOf(greens), nimber);
        }
        // Without green cubes, the numbers of solver.h.
        for (const std::string& tower : towersUpTo(6)) {
            if (tower.find('G') != std::string::npos)
                continue;
            QCOMPARE(valueOf(tower), towerValue(Tower::fromLetters(tower)).toFractionString());
        }
    }

    // Every tower up to height 6: its outcome class, and its order against every tower up to
    // height 2, by game search.
    void everyTowerAgainstSearch() {
        gamesearch::Games games;
        gamesearch::Search search;
        const std::vector<std::string> small = towersUpTo(2);
        for (const std::string& tower : towersUpTo(6)) {
            SolveControl control;
            const GameAnalysis analysis = analyseGame(positionOf({tower}), control);
            const bool leftFirst = search.wins(searchOf({tower}), true);
            const bool rightFirst = search.wins(searchOf({tower}), false);
            const OutcomeClass expected = leftFirst && rightFirst ? OutcomeClass::FirstPlayerWins
                                          : leftFirst             ? OutcomeClass::WhiteWins
                                          : rightFirst            ? OutcomeClass::BlackWins
                                                                  : OutcomeClass::SecondPlayerWins;
            QVERIFY2(analysis.outcome == expected, tower.c_str());
            for (const std::string& other : small) {
                const GameComparison c =
                    compareGames(positionOf({tower}), positionOf({other}), control);
                QVERIFY2(c.order ==
                             searchOrder(games, search, searchOf({tower}), searchOf({other})),
                         (tower + " against " + other).c_str());
            }
        }
    }

    // Sums of two towers against sums of two towers (seeded, heights up to 6).
    void sumsOfTwoTowers() {
        gamesearch::Games games;
        gamesearch::Search search;
        const std::vector<std::string> all = towersUpTo(6);
        std::vector<std::string> greenish; // towers with two green cubes or more
        for (const std::string& tower : all)
            if (std::count(tower.begin(), tower.end(), 'G') >= 2)
                greenish.push_back(tower);
        SeededRandom random(41);
        int orders[4] = {};
        for (int i = 0; i < 1500; ++i) {
            std::vector<std::string> g{all[random.below(all.size())],
                                       all[random.below(all.size())]};
            std::vector<std::string> h{all[random.below(all.size())],
                                       all[random.below(all.size())]};
            if (i % 3 == 0) // some pairs near each other: one tower shared
                h[0] = g[1];
            if (i % 10 == 0) // some equal: the same towers in another order
                h = {g[1], g[0]};
            if (i % 7 == 3) { // a tower and green cubes against the tower alone: confused
                g[1] = std::string(1 + random.below(4), 'G');
                h = {g[0], ""};
            }
            if (i % 5 == 1) { // some near each other with green cubes: often confused
                g[1] = greenish[random.below(greenish.size())];
                h = {g[0], greenish[random.below(greenish.size())]};
            }
            SolveControl control;
            const GameComparison c = compareGames(positionOf(g), positionOf(h), control);
            const GameOrder expected = searchOrder(games, search, searchOf(g), searchOf(h));
            QVERIFY2(c.order == expected,
                     (g[0] + "+" + g[1] + " against " + h[0] + "+" + h[1]).c_str());
            ++orders[static_cast<int>(expected)];
        }
        for (const int count : orders) // every kind of order was met
            QVERIFY2(count > 20, qPrintable(QString("%1 %2 %3 %4")
                                                .arg(orders[0])
                                                .arg(orders[1])
                                                .arg(orders[2])
                                                .arg(orders[3])));
    }

    // Every winning move of both players, by search: after it the opponent, moving, loses.
    void winningMovesAgainstSearch() {
        gamesearch::Search search;
        const std::vector<std::string> all = towersUpTo(5);
        SeededRandom random(7);
        for (int i = 0; i < 300; ++i) {
            std::vector<std::string> towers;
            for (std::uint64_t t = 0, n = 2 + random.below(2); t < n; ++t)
                towers.push_back(all[random.below(all.size())]);
            const Position position = positionOf(towers);
            SolveControl control;
            const GameAnalysis analysis = analyseGame(position, control);
            for (const Colour player : {Colour::White, Colour::Black}) {
                std::vector<Move> expected;
                for (const Move& move : legalMoves(position, player)) {
                    std::vector<std::string> after = towers;
                    after[move.tower].resize(move.height);
                    if (!search.wins(searchOf(after), player == Colour::Black))
                        expected.push_back(move);
                }
                QCOMPARE(analysis.winningMoves(player), expected);
                QCOMPARE(moverWins(analysis.outcome, player), !expected.empty());
            }
        }
    }

    // The fixture: every tower up to height 4, its form as the engine writes it, and that form
    // read back as a game: equal to the tower, and canonical (no dominated, no reversible option).
    void canonicalFormsUpToHeightFour() {
        std::ifstream file(PW_HACKENBUSH_DATA_DIR "/green_towers.txt");
        QVERIFY(file.good());
        gamesearch::Games games;
        gamesearch::Search search;
        std::string line;
        int checked = 0;
        while (std::getline(file, line)) {
            if (line.empty() || line[0] == '#')
                continue;
            const std::size_t tab = line.find('\t');
            const std::string tower = line.substr(0, tab) == "." ? "" : line.substr(0, tab);
            const std::string form = line.substr(tab + 1);
            QCOMPARE(valueOf(tower), form);
            const gamesearch::Sum game = games.parse(form);
            const gamesearch::Position asGame{{}, game};
            QVERIFY2(gamesearch::greaterOrEqual(games, search, searchOf({tower}), asGame) &&
                         gamesearch::greaterOrEqual(games, search, asGame, searchOf({tower})),
                     line.c_str());
            if (form[0] == '{') {
                const gamesearch::Node& g = *game[0];
                const auto ge = [&](const gamesearch::Sum& a, const gamesearch::Sum& b) {
                    return gamesearch::greaterOrEqual(games, search, {{}, a}, {{}, b});
                };
                for (std::size_t a = 0; a < g.left.size(); ++a)
                    for (std::size_t b = 0; b < g.left.size(); ++b)
                        QVERIFY2(a == b || !ge(g.left[b], g.left[a]), line.c_str());
                for (std::size_t a = 0; a < g.right.size(); ++a)
                    for (std::size_t b = 0; b < g.right.size(); ++b)
                        QVERIFY2(a == b || !ge(g.right[a], g.right[b]), line.c_str());
                // A Left option A is reversible when some A^R <= G (and Right's mirror).
                for (const gamesearch::Sum& a : g.left)
                    for (const gamesearch::Position& ar : gamesearch::Search::moves({{}, a}, false))
                        QVERIFY2(!gamesearch::greaterOrEqual(games, search, asGame, ar),
                                 line.c_str());
                for (const gamesearch::Sum& b : g.right)
                    for (const gamesearch::Position& bl : gamesearch::Search::moves({{}, b}, true))
                        QVERIFY2(!gamesearch::greaterOrEqual(games, search, bl, asGame),
                                 line.c_str());
            }
            ++checked;
        }
        QCOMPARE(checked, 121); // 1 + 3 + 9 + 27 + 81
    }

    // CGSuite's notation on games built directly: nested bars, switches, ups, Tiny.
    void notation() {
        GameStore store;
        const GameId zero = store.zero();
        const GameId one = store.number(1);
        const GameId two = store.number(2);
        const GameId star = store.nimber(1);
        QCOMPARE(store.text(store.fromOptions({two}, {store.fromOptions({one}, {zero})})),
                 std::string("{2||1|0}"));
        QCOMPARE(store.text(store.fromOptions({one}, {store.number(-1)})), std::string("+-1"));
        QCOMPARE(store.text(store.fromOptions({store.add(one, star)}, {store.number(-1)})),
                 std::string("{1*|-1}"));
        QCOMPARE(store.text(store.fromOptions({store.number(Dyadic::parse("1/2"))},
                                              {store.number(Dyadic::parse("3/4"))})),
                 std::string("5/8"));
        const GameId up = store.fromOptions({zero}, {star});
        QCOMPARE(store.text(up), std::string("^"));
        QCOMPARE(store.text(store.add(up, up)), std::string("^^"));
        QCOMPARE(store.text(store.add(store.add(up, up), up)), std::string("^3"));
        QCOMPARE(store.text(store.add(store.negate(up), star)), std::string("v*"));
        QCOMPARE(store.text(store.add(store.add(up, one), store.nimber(3))), std::string("1^*3"));
        // Tiny-one: {0 || 0 | -1}.
        QCOMPARE(
            store.text(store.fromOptions({zero}, {store.fromOptions({zero}, {store.number(-1)})})),
            std::string("Tiny(1)"));
        QVERIFY(store.compare(up, zero) == GameOrder::Greater);
        QVERIFY(store.compare(store.add(up, star), zero) == GameOrder::Confused);
        QVERIFY(store.compare(store.add(star, star), zero) == GameOrder::Equal);
    }

    // x + n.up + *m is written run together for every n and m (its canonical form has at most two
    // options a side, or is a translated nimber: the recogniser relies on it).
    void numberUpStars() {
        GameStore store;
        const GameId up = store.fromOptions({store.zero()}, {store.nimber(1)});
        for (const char* number : {"0", "1", "-1/2"}) {
            const Dyadic x = Dyadic::parse(number);
            for (int n = -5; n <= 5; ++n) {
                GameId ups = store.zero();
                for (int i = 0; i < (n < 0 ? -n : n); ++i)
                    ups = store.add(ups, n < 0 ? store.negate(up) : up);
                for (int m = 0; m <= 15; ++m) {
                    std::string expected = x.isZero() && (n != 0 || m != 0) ? "" : number;
                    const int size = n < 0 ? -n : n;
                    if (n != 0)
                        expected += size == 2 ? (n > 0 ? "^^" : "vv") : (n > 0 ? "^" : "v");
                    if (size > 2)
                        expected += std::to_string(size);
                    if (m > 0)
                        expected += "*";
                    if (m > 1)
                        expected += std::to_string(m);
                    const GameId g = store.add(store.add(store.number(x), ups), store.nimber(m));
                    QCOMPARE(store.text(g), expected);
                }
            }
        }
    }

    // A form too long to write out names its subgames, each name standing for one game.
    void longFormsNameTheirSubgames() {
        SeededRandom random(3);
        std::string tower;
        for (int i = 0; i < 30; ++i)
            tower += "WBG"[random.below(3)];
        SolveControl control;
        const GameAnalysis analysis = analyseGame(positionOf({tower}), control);
        QVERIFY(analysis.value.size() <= GameWriter::kDefaultMaxLength);
        QVERIFY(!analysis.definitions.empty());
        for (const std::string& definition : analysis.definitions)
            QVERIFY(definition.starts_with("G") && definition.find(" = {") != std::string::npos);
        // The derivation lists one step a cube, its last the tower's value.
        const GameDerivation derivation = deriveGameTower(Tower::fromLetters("GWW", Rules{true}));
        QCOMPARE(derivation.steps.size(), std::size_t{3});
        QCOMPARE(derivation.steps[1].text(), std::string("cube 2 (W): {0, * | 0} = ^*"));
        QCOMPARE(derivation.steps[2].value, std::string("^[2]*"));
        QCOMPARE(derivation.value, std::string("^[2]*"));
    }

    // The judge format with G: Yes exactly when C1 >= C2 (confused: No).
    void judgeWithGreenCubes() {
        const std::string input = "3\nTest 1\n1 1 0\nG\nG\n0 0 0\n\n"
                                  "Test 2\n2 0 0\nG W\n0 0 0\n\n"
                                  "Test 3\n1 1 0\nW\nG\n1 0 0\nG\n";
        QVERIFY_THROWS_EXCEPTION(ParseError, parseJudge(input));
        SolveControl control;
        QCOMPARE(answerJudgeWith(input, Rules{true}, control),
                 std::string("Test 1: Yes\nTest 2: No\nTest 3: Yes\n"));
        const auto tests = parseJudgeWith(input, Rules{true});
        QVERIFY(compareGames(tests[1].first, tests[1].second, control).order ==
                GameOrder::Confused);
        QVERIFY(compareGames(tests[2].first, tests[2].second, control).order ==
                GameOrder::Greater); // 1* against *: 1 more
        // 1* against 1 is confused (their difference is *): No.
        const auto confused = parseJudgeWith("1\nTest 1\n1 1 0\nW\nG\n1 0 0\nW\n", Rules{true});
        QCOMPARE(answerJudgeWith("1\nTest 1\n1 1 0\nW\nG\n1 0 0\nW\n", Rules{true}, control),
                 std::string("Test 1: No\n"));
        QVERIFY(compareGames(confused[0].first, confused[0].second, control).order ==
                GameOrder::Confused);
        QVERIFY(formatJudge(tests).find("G W") != std::string::npos);
    }
};

QTEST_APPLESS_MAIN(TestHackenbushGames)
#include "test_hackenbush_games.moc"
