// Hackenbush engine tests: contest sample, hand-derived values, brute-force minimax, exactness,
// parsing. SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/hackenbush/judge.h"
#include "engine/hackenbush/position.h"
#include "engine/hackenbush/solver.h"

#include <QtTest>

#include <algorithm>
#include <map>
#include <set>
#include <stop_token>
#include <string>
#include <vector>

using namespace pw::hackenbush;
using pw::Dyadic;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

const char* kSample = "2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n"
                      "Test 2\n3 3 2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n";

// Brute-force game search written here, independent of the values: the player to move wins iff
// some move leads to a position the opponent, then to move, loses. Memo keyed by text id.
class Minimax {
public:
    bool moverWins(const Position& position, Colour toMove) {
        const std::string key = textId(position) + (toMove == Colour::White ? "#W" : "#B");
        if (const auto it = memo_.find(key); it != memo_.end())
            return it->second;
        bool wins = false;
        for (std::size_t t = 0; t < position.towerCount() && !wins; ++t) {
            const Tower& tower = position.tower(t);
            for (std::size_t h = 0; h < tower.height() && !wins; ++h) {
                if (tower.cube(h) != toMove)
                    continue;
                std::vector<Tower> towers = position.towers();
                std::vector<Colour> kept(tower.cubes().begin(),
                                         tower.cubes().begin() + static_cast<long>(h));
                towers[t] = Tower(kept);
                wins = !moverWins(Position(towers), opponent(toMove));
            }
        }
        memo_[key] = wins;
        return wins;
    }

    // Moves (tower, height) of `toMove` after which the opponent, to move, loses.
    std::vector<Move> winningMoves(const Position& position, Colour toMove) {
        std::vector<Move> moves;
        for (const Move& move : legalMoves(position, toMove))
            if (!moverWins(apply(position, move), opponent(toMove)))
                moves.push_back(move);
        return moves;
    }

private:
    std::map<std::string, bool> memo_;
};

std::vector<Tower> allTowers(std::size_t maxHeight) {
    std::vector<Tower> towers{Tower()};
    for (std::size_t i = 0; i < towers.size(); ++i)
        if (towers[i].height() < maxHeight) {
            towers.push_back(towers[i].withCubeOnTop(Colour::White));
            towers.push_back(towers[i].withCubeOnTop(Colour::Black));
        }
    return towers;
}

// Winning moves straight from the definition, one big-number value per move (O(n^2), small n).
std::vector<Move> winningMovesByValues(const Position& position, Colour toMove) {
    std::vector<Move> moves;
    for (const Move& move : legalMoves(position, toMove)) {
        const int sign = positionValue(apply(position, move)).sign();
        if (toMove == Colour::White ? sign >= 0 : sign <= 0)
            moves.push_back(move);
    }
    return moves;
}

QString movesText(const std::vector<Move>& moves) {
    QStringList parts;
    for (const Move& m : moves)
        parts << QStringLiteral("%1@%2").arg(m.tower).arg(m.height);
    return parts.join(' ');
}

} // namespace

class TestHackenbushEngine : public QObject {
    Q_OBJECT

private slots:
    void testsIdRoundTrip() {
        using namespace pw::hackenbush;
        // The contest sample's two tests, the second one shown.
        const std::string id = "WBB|WBW|B,BWW|BWW|WBB;WBB|WBW|BB,BWW|BWW|WBB@2";
        const TestsId parsed = parseTestsId(id);
        QCOMPARE(parsed.tests.size(), std::size_t{2});
        QCOMPARE(parsed.current, 1);
        QCOMPARE(textId(parsed.tests[1].first), std::string("WBB|WBW|BB"));
        QCOMPARE(testsId(parsed.tests, parsed.current), id);
        QCOMPARE(testsId(parsed.tests, 0), id.substr(0, id.size() - 2));
        for (const char* bad : {"WBB|WBW|B", "WBB,B@3", "WBB,B@x", "WXB,B", "WBB,B;"})
            QVERIFY_THROWS_EXCEPTION(pw::ParseError, parseTestsId(bad));
    }

    // docs/puzzles.md (Hackenbush towers) sample, with the values the docs/puzzles.md derives for
    // test 1.
    void specSample() {
        const auto tests = parseJudge(kSample);
        QCOMPARE(tests.size(), std::size_t{2});
        std::vector<Comparison> comparisons;
        for (const auto& test : tests)
            comparisons.push_back(compare(test.first, test.second));
        QCOMPARE(q(formatJudgeAnswer(comparisons)), QStringLiteral("Test 1: Yes\nTest 2: No\n"));
        QCOMPARE(comparisons[0].firstValue, Dyadic());
        QCOMPARE(comparisons[0].secondValue, Dyadic::parse("-1/4"));
        QCOMPARE(q(textId(tests[1].first)), QStringLiteral("WBB|WBW|BB"));
        QCOMPARE(comparisons[1].firstValue, Dyadic::parse("-1")); // 1/4 + 3/4 - 2
        // formatJudge writes what parseJudge reads.
        QCOMPARE(q(formatJudge(tests)), QString::fromLatin1(kSample));
    }

    // Hand derivations with the docs/puzzles.md rule; the colours are the value's sign expansion (W
    // = +).
    void goldenTowerValues_data() {
        QTest::addColumn<QString>("tower");
        QTest::addColumn<QString>("value");
        QTest::newRow("empty") << ""
                               << "0";
        QTest::newRow("W") << "W"
                           << "1";
        QTest::newRow("B") << "B"
                           << "-1";
        QTest::newRow("WWW") << "WWW"
                             << "3";
        QTest::newRow("BB") << "BB"
                            << "-2";
        QTest::newRow("WB") << "WB"
                            << "1/2"; // 1 - 1/2
        QTest::newRow("WBB") << "WBB"
                             << "1/4"; // 1 - 1/2 - 1/4 (docs/puzzles.md)
        QTest::newRow("BWW") << "BWW"
                             << "-1/4"; // -1 + 1/2 + 1/4 (docs/puzzles.md)
        QTest::newRow("WBW") << "WBW"
                             << "3/4"; // 1 - 1/2 + 1/4
        QTest::newRow("WWB") << "WWB"
                             << "3/2"; // 2 - 1/2
        QTest::newRow("BBW") << "BBW"
                             << "-3/2";
        QTest::newRow("WBWB") << "WBWB"
                              << "5/8"; // 1 - 1/2 + 1/4 - 1/8
        QTest::newRow("WWBWW") << "WWBWW"
                               << "15/8"; // 2 - 1/2 + 1/4 + 1/8
    }
    void goldenTowerValues() {
        QFETCH(QString, tower);
        QFETCH(QString, value);
        const Tower t = Tower::fromLetters(tower.toStdString());
        const Dyadic expected = Dyadic::parse(value.toStdString());
        QCOMPARE(towerValue(t), expected);
        std::string signs = tower.toStdString();
        std::replace(signs.begin(), signs.end(), 'W', '+');
        std::replace(signs.begin(), signs.end(), 'B', '-');
        QCOMPARE(expected.signExpansion(), signs);
    }

    // Every position of up to 3 towers of height up to 3, both players to move: the outcome the
    // values predict and the set of winning moves agree with an exhaustive game search.
    void bruteForceSmallPositions() {
        const auto towers = allTowers(3);
        QCOMPARE(towers.size(), std::size_t{15});
        std::vector<Position> positions{Position()};
        for (const Tower& a : towers) {
            positions.emplace_back(std::vector<Tower>{a});
            for (const Tower& b : towers) {
                positions.emplace_back(std::vector<Tower>{a, b});
                for (const Tower& c : towers)
                    positions.emplace_back(std::vector<Tower>{a, b, c});
            }
        }
        QCOMPARE(positions.size(), std::size_t{1 + 15 + 225 + 3375});
        Minimax minimax;
        int checkedMoves = 0;
        for (const Position& position : positions) {
            const Result result = solve(position);
            QVERIFY(result.status == pw::SolveStatus::Exact);
            QCOMPARE(result.value, positionValue(position));
            for (Colour toMove : {Colour::White, Colour::Black}) {
                const bool wins = minimax.moverWins(position, toMove);
                if (wins != moverWins(result.outcome, toMove))
                    QFAIL(qPrintable(q(textId(position)) + " to move " +
                                     q(std::string(toString(toMove)))));
                const auto expected = minimax.winningMoves(position, toMove);
                if (expected != result.winningMoves(toMove))
                    QFAIL(qPrintable(q(textId(position)) + ": expected " + movesText(expected) +
                                     ", got " + movesText(result.winningMoves(toMove))));
                for (const Move& move : legalMoves(position, toMove)) {
                    QCOMPARE(result.valueAfter(move), positionValue(apply(position, move)));
                    QCOMPARE(result.isWinningMove(move),
                             std::find(expected.begin(), expected.end(), move) != expected.end());
                    ++checkedMoves;
                }
            }
        }
        QVERIFY(checkedMoves > 20000);
    }

    // Taller random positions: the linear sign-expansion scan agrees with one exact value per move.
    void winningMovesMatchDefinition() {
        pw::SeededRandom random(77);
        for (int round = 0; round < 300; ++round) {
            const std::size_t towerCount = 1 + random.below(4);
            const Position position =
                randomPosition(towerCount, 1 + random.below(40), random.next());
            const Result result = solve(position);
            for (Colour toMove : {Colour::White, Colour::Black})
                if (winningMovesByValues(position, toMove) != result.winningMoves(toMove))
                    QFAIL(qPrintable(q(textId(position))));
        }
        // Targets with long expansions on both sides: a tower against its near-mirror.
        const Tower big = randomTower(300, 5);
        std::vector<Colour> mirror;
        for (Colour c : big.cubes())
            mirror.push_back(opponent(c));
        for (std::size_t cut : {300u, 299u, 150u, 1u}) {
            const Position position(
                {big, Tower(std::vector<Colour>(mirror.begin(), mirror.begin() + cut))});
            const Result result = solve(position);
            for (Colour toMove : {Colour::White, Colour::Black})
                QCOMPARE(result.winningMoves(toMove), winningMovesByValues(position, toMove));
        }
    }

    // Doubles have 53 bits: 50 + 2^-49 needs 55, so a double sum says C1 == C2 (both Yes).
    void exactWhereDoublesFail() {
        const Tower fifty = Tower::fromLetters(std::string(50, 'W'));      // 50
        const Tower tiny = Tower::fromLetters("W" + std::string(49, 'B')); // 2^-49
        const Position first({fifty, tiny, Tower()});
        const Position second({fifty, Tower(), Tower()});
        QCOMPARE(towerValue(tiny), Dyadic::powerOfTwo(-49));
        const double firstAsDouble = 50.0 + 1.0 - [] {
            double sum = 0;
            for (int k = 1; k <= 49; ++k)
                sum += 1.0 / static_cast<double>(1ull << k);
            return sum;
        }();
        QCOMPARE(firstAsDouble, 50.0); // the double answer would be "equal"
        QVERIFY(compare(first, second).firstAtLeastSecond);
        QVERIFY(!compare(second, first).firstAtLeastSecond);
        QCOMPARE(compare(first, second).firstValue - compare(first, second).secondValue,
                 Dyadic::powerOfTwo(-49));
        // The same through the judge format.
        const std::vector<JudgeTest> tests{{second, first}, {first, second}};
        std::vector<Comparison> answers;
        for (const auto& test : parseJudge(formatJudge(tests)))
            answers.push_back(compare(test.first, test.second));
        QCOMPARE(q(formatJudgeAnswer(answers)), QStringLiteral("Test 1: No\nTest 2: Yes\n"));
    }

    void movesAndSharing() {
        const Position position = parseTextId("WBB||BW");
        QCOMPARE(position.towerCount(), std::size_t{3});
        QCOMPARE(legalMoves(position, Colour::White), (std::vector<Move>{{0, 0}, {2, 1}}));
        QCOMPARE(legalMoves(position, Colour::Black), (std::vector<Move>{{0, 1}, {0, 2}, {2, 0}}));
        QVERIFY(isLegal(position, Colour::Black, Move{0, 2}));
        QVERIFY(!isLegal(position, Colour::White, Move{0, 2}));
        QVERIFY(!isLegal(position, Colour::White, Move{1, 0}));
        QVERIFY(moverOf(position, Move{2, 1}) == Colour::White);
        const Position after = apply(position, Move{0, 1});
        QCOMPARE(q(textId(after)), QStringLiteral("W||BW"));
        QCOMPARE(q(textId(position)), QStringLiteral("WBB||BW")); // unchanged
        QVERIFY(after.tower(0).cubes().data() ==
                position.tower(0).cubes().data()); // shared storage
        QVERIFY(after != position);
        QCOMPARE(apply(position, Move{0, 1}), after);
        QCOMPARE(apply(position, Move{0, 1}).hash(), after.hash());
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, apply(position, Move{1, 0}));
        QVERIFY(!position.validate());
        std::vector<Colour> bad{Colour::White, static_cast<Colour>(7)};
        QVERIFY(Position({Tower(bad)}).validate().has_value());
    }

    void textIds_data() {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("towers");
        QTest::newRow("sample") << "WBB|WBW|B" << 3;
        QTest::newRow("empty middle") << "WBB||B" << 3;
        QTest::newRow("no towers") << "" << 0;
        QTest::newRow("one empty tower") << "." << 1;
        QTest::newRow("two empty towers") << "|" << 2;
        QTest::newRow("trailing empty") << "W|" << 2;
    }
    void textIds() {
        QFETCH(QString, id);
        QFETCH(int, towers);
        const Position position = parseTextId(id.toStdString());
        QCOMPARE(int(position.towerCount()), towers);
        QCOMPARE(q(textId(position)), id);
        QVERIFY_THROWS_EXCEPTION(pw::ParseError, parseTextId("WBX|W"));
        QVERIFY_THROWS_EXCEPTION(pw::ParseError, parseTextId("W B"));
    }

    void parseErrors_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        const QString c2 = "3 3 3\nB W W\nB W W\nW B B\n";
        QTest::newRow("empty") << "" << 1 << "empty input";
        QTest::newRow("bad count") << "two\nTest 1\n" << 1 << "number of tests";
        QTest::newRow("negative count") << "-1\n" << 1 << "number of tests";
        QTest::newRow("missing header") << "1\n3 3 1\n" << 2 << "expected 'Test 1'";
        QTest::newRow("wrong number") << "1\nTest 2\n0 0 0\n\n\n\n0 0 0\n" << 2 << "found 'Test 2'";
        QTest::newRow("short tower")
            << "1\nTest 1\n3 3 1\nW B\nW B W\nB\n" + c2 << 4 << "holds 2 cubes";
        QTest::newRow("long tower")
            << "1\nTest 1\n3 3 1\nW B B W\nW B W\nB\n" + c2 << 4 << "holds more cubes";
        QTest::newRow("bad letter")
            << "1\nTest 1\n3 3 1\nW X B\nW B W\nB\n" + c2 << 4 << "expected W or B";
        QTest::newRow("lowercase") << "1\nTest 1\n1 0 0\nw\n\n\n0 0 0\n" << 4 << "expected W or B";
        QTest::newRow("glued letters") << "1\nTest 1\n3 0 0\nWBB\n\n\n0 0 0\n"
                                       << 4 << "expected W or B";
        QTest::newRow("two heights") << "1\nTest 1\n3 3\nW B B\n" << 3 << "on one line";
        QTest::newRow("four heights") << "1\nTest 1\n3 3 1 2\n" << 3 << "only the three";
        QTest::newRow("bad height") << "1\nTest 1\n3 x 1\n" << 3 << "tower height 2";
        QTest::newRow("negative height") << "1\nTest 1\n3 -1 1\n" << 3 << "tower height 2";
        QTest::newRow("truncated tower") << "1\nTest 1\n3 3 1\nW B B\nW B" << 5 << "truncated";
        QTest::newRow("missing C2") << "1\nTest 1\n3 3 1\nW B B\nW B W\nB\n" << 6 << "truncated";
        QTest::newRow("missing test")
            << QString::fromLatin1("2\nTest 1\n0 0 0\n\n\n\n0 0 0\n") << 7 << "'Test 2'";
        QTest::newRow("trailing junk") << "1\nTest 1\n0 0 0\n\n\n\n0 0 0\n\n\n\nextra\n"
                                       << 11 << "after the last test";
        QTest::newRow("header split") << "1\nTest\n1\n" << 2 << "on one line";
        QTest::newRow("truncated header") << "1\nTest\n" << 2 << "truncated";
        QTest::newRow("tower on heights line") << "1\nTest 1\n1 0 0 W\n" << 3 << "only the three";
    }
    void parseErrors() {
        QFETCH(QString, input);
        QFETCH(int, line);
        QFETCH(QString, message);
        try {
            parseJudge(input.toStdString());
            QFAIL("no ParseError");
        } catch (const pw::ParseError& error) {
            QCOMPARE(error.line(), line);
            if (!q(error.message()).contains(message))
                QFAIL(qPrintable("message: " + q(error.message())));
        }
    }

    void tallTowersInJudge() {
        // Heights beyond the contest's 50, and empty towers read by tokens.
        std::string text = "1\nTest 1\n60 0 2\n";
        for (int i = 0; i < 60; ++i)
            text += i == 0 ? "W" : " B";
        text += "\n\nB W\n0 0 0\n\n\n\n";
        const auto tests = parseJudge(text);
        const Comparison c = compare(tests[0].first, tests[0].second);
        QCOMPARE(c.firstValue, Dyadic::powerOfTwo(-59) + Dyadic::parse("-1/2"));
        QVERIFY(!c.firstAtLeastSecond);
    }

    void largeTowerAndCancellation() {
        const Position position({randomTower(100000, 11), randomTower(1000, 12)});
        const Result result = solve(position);
        QVERIFY(result.status == pw::SolveStatus::Exact);
        QCOMPARE(result.towerValues[0], towerValue(position.tower(0)));
        // Spot checks of the scan against exact values after the move.
        pw::SeededRandom random(3);
        for (int i = 0; i < 40; ++i) {
            const Move move{0, static_cast<std::size_t>(random.below(100000))};
            const Dyadic after = result.valueAfter(move);
            const bool wins =
                moverOf(position, move) == Colour::White ? after.sign() >= 0 : after.sign() <= 0;
            QCOMPARE(result.isWinningMove(move), wins);
        }
        std::stop_source stop;
        stop.request_stop();
        pw::SolveControl control(stop.get_token());
        QVERIFY(solve(position, control).status == pw::SolveStatus::Cancelled);
    }
};

QTEST_APPLESS_MAIN(TestHackenbushEngine)
#include "test_hackenbush_engine.moc"
