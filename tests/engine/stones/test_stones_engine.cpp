// Stones engine tests: contest samples, brute-force optimality on small boards, parsing, ids,
// cancel. SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/stones/judge.h"
#include "engine/stones/position.h"
#include "engine/stones/solver.h"

#include <QtTest>

#include <deque>
#include <stop_token>

using namespace pw;
using namespace pw::stones;

namespace {

// docs/puzzles.md (Stones), sample 1 (answer 1: "4 1") and sample 2 (answer -1).
const char* const kSample1 = "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n";
const char* const kSample2 = "4\n2 3 4\n*abc\na*ab\nba*b\ncbb*\n";

// Brute-force reference, independent of the engine's move generator and of reversibility:
// a forward BFS over ORDERED (labelled) stone placements until the stones cover {0, 1, 2}.
// Returns the distance of every unordered triple, indexed a*n*n + b*n + c for a < b < c.
std::vector<int> bruteForceDistances(const Position& board) {
    const int n = board.vertexCount();
    const auto key = [n](int a, int b, int c) { return (a * n + b) * n + c; };
    std::vector<int> distances(static_cast<std::size_t>(n * n * n), -1);
    std::vector<int> seen(static_cast<std::size_t>(n * n * n), -1);
    int generation = 0;
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            for (int c = b + 1; c < n; ++c) {
                ++generation;
                std::deque<std::pair<std::array<int, 3>, int>> queue{{{a, b, c}, 0}};
                seen[static_cast<std::size_t>(key(a, b, c))] = generation;
                while (!queue.empty()) {
                    const auto [stones, distance] = queue.front();
                    queue.pop_front();
                    std::array<int, 3> sortedStones = stones;
                    std::sort(sortedStones.begin(), sortedStones.end());
                    if (sortedStones == std::array<int, 3>{0, 1, 2}) {
                        distances[static_cast<std::size_t>(key(a, b, c))] = distance;
                        break;
                    }
                    for (int k = 0; k < 3; ++k) {
                        const int other1 = stones[(k + 1) % 3];
                        const int other2 = stones[(k + 2) % 3];
                        for (int v = 0; v < n; ++v) {
                            if (v == stones[0] || v == stones[1] || v == stones[2])
                                continue;
                            if (board.colour(stones[k], v) != board.colour(other1, other2))
                                continue;
                            std::array<int, 3> next = stones;
                            next[k] = v;
                            auto& mark =
                                seen[static_cast<std::size_t>(key(next[0], next[1], next[2]))];
                            if (mark == generation)
                                continue;
                            mark = generation;
                            queue.push_back({next, distance + 1});
                        }
                    }
                }
            }
    return distances;
}

std::optional<int> lookup(const std::vector<int>& distances, int n, std::array<int, 3> stones) {
    std::sort(stones.begin(), stones.end());
    const int d = distances[static_cast<std::size_t>((stones[0] * n + stones[1]) * n + stones[2])];
    return d < 0 ? std::nullopt : std::optional<int>(d);
}

// Replays a path with the engine's rules; returns the final position.
Position replay(const Position& start, const std::vector<Move>& path) {
    Position position = start;
    for (const Move& move : path) {
        if (!isLegal(position, move))
            qFatal("illegal move %d->%d in a returned path", move.from + 1, move.to + 1);
        position = apply(position, move);
    }
    return position;
}

// FNV-1a, fixed on every platform (std::hash is not).
std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (unsigned char c : text)
        h = (h ^ c) * 0x100000001b3ull;
    return h;
}

// QCOMPARE cannot print SolveStatus (pw::toString returns a string_view), so compare names.
QString statusName(const Result& result) {
    return QString::fromLatin1(pw::toString(result.status).data(),
                               static_cast<qsizetype>(pw::toString(result.status).size()));
}

Result solveAlone(const Position& position) {
    SolveControl control;
    return solve(position, control);
}

} // namespace

class TestStonesEngine : public QObject {
    Q_OBJECT

private slots:
    void sampleOne() {
        const Position position = parseJudge(kSample1);
        const Result result = solveAlone(position);
        QCOMPARE(statusName(result), QStringLiteral("exact"));
        QCOMPARE(result.moveCount, std::optional<int>(1));
        QCOMPARE(result.path.size(), std::size_t{1});
        QCOMPARE(result.path[0], (Move{3, 0})); // "4 1"
        QCOMPARE(formatJudgeAnswer(result), std::string("1\n4 1\n"));
        QVERIFY(replay(position, result.path).isGoal());
    }

    void sampleTwoIsImpossible() {
        const Position position = parseJudge(kSample2);
        const Result result = solveAlone(position);
        QCOMPARE(statusName(result), QStringLiteral("exact"));
        QVERIFY(!result.moveCount);
        QVERIFY(result.path.empty());
        QCOMPARE(formatJudgeAnswer(result), std::string("-1\n"));
        QVERIFY(!result.distances.distanceToGoal(position));
        // Hand derivation: the only move is 3->1, and from {1,2,4} the only move is 1->3 back.
        const std::vector<Move> only{{2, 0}};
        QCOMPARE(legalMoves(position), only);
        const std::vector<Move> back{{0, 2}};
        QCOMPARE(legalMoves(apply(position, only[0])), back);
    }

    void alreadyAtGoal() {
        const Position position = parseJudge("5\n3 1 2\n*abab\na*bab\nbb*ab\naaa*b\nbbbb*\n");
        QVERIFY(position.isGoal());
        const Result result = solveAlone(position);
        QCOMPARE(result.moveCount, std::optional<int>(0));
        QCOMPARE(formatJudgeAnswer(result), std::string("0\n"));
    }

    void sampleOneMoves() {
        // Hand derivation: only vertex 1 is free; stone 2 must follow 3-4 'b' but 2-1 is 'a';
        // stone 3 follows 2-4 'b' and 3-1 is 'b'; stone 4 follows 2-3 'a' and 4-1 is 'a'.
        const Position position = parseJudge(kSample1);
        const std::vector<Move> expected{{2, 0}, {3, 0}};
        QCOMPARE(legalMoves(position), expected);
        QCOMPARE(position.colourToFollow(3), Colour{0});
        QVERIFY(isLegal(position, {3, 0}));
        QVERIFY(!isLegal(position, {1, 0}));
        QVERIFY(!isLegal(position, {3, 1}));
        QVERIFY(apply(position, {3, 0}).isGoal());
        // As every puzzle's apply: an illegal move throws instead of giving a position.
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, apply(position, {1, 0})); // no stone on 2
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, apply(position, {3, 1})); // wrong colour
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, apply(position, {3, 9})); // off the board
    }

    void bruteForceSmallBoards_data() {
        QTest::addColumn<int>("vertexCount");
        QTest::addColumn<int>("colourCount");
        for (int n = 3; n <= 9; ++n)
            for (int colours : {1, 2, 3, 4, 26})
                QTest::addRow("n%d-c%d", n, colours) << n << colours;
    }

    void bruteForceSmallBoards() {
        QFETCH(int, vertexCount);
        QFETCH(int, colourCount);
        const int n = vertexCount;
        for (std::uint64_t seed = 0; seed < 12; ++seed) {
            const Position start = randomPosition(n, colourCount, seed * 7919 + 13);
            const std::vector<int> reference = bruteForceDistances(start);
            const Result result = solveAlone(start);
            QCOMPARE(statusName(result), QStringLiteral("exact"));
            QCOMPARE(result.moveCount, lookup(reference, n, start.stones()));
            QCOMPARE(static_cast<int>(result.path.size()), result.moveCount.value_or(0));
            if (result.moveCount)
                QVERIFY(replay(start, result.path).isGoal());
            std::uint64_t reachable = 0;
            for (int a = 0; a < n; ++a)
                for (int b = a + 1; b < n; ++b)
                    for (int c = b + 1; c < n; ++c) {
                        const Position position = start.withStones({c, a, b});
                        const std::optional<int> expected = lookup(reference, n, {a, b, c});
                        reachable += expected.has_value();
                        QCOMPARE(result.distances.distanceToGoal(position), expected);
                        const std::vector<Move> path = result.distances.optimalPath(position);
                        QCOMPARE(static_cast<int>(path.size()), expected.value_or(0));
                        if (expected)
                            QVERIFY(replay(position, path).isGoal());
                        for (const auto& outcome : result.distances.outcomes(position)) {
                            QVERIFY(isLegal(position, outcome.move));
                            const auto after = apply(position, outcome.move).stones();
                            QCOMPARE(outcome.distanceAfter, lookup(reference, n, after));
                        }
                    }
            QCOMPARE(result.distances.reachedStates(), reachable);
            QCOMPARE(result.stats.statesExplored, reachable);
        }
    }

    void largerBoardsReplay() {
        // n = 70 (the contest limit): the path is legal, optimal per the table, and consistent.
        for (int colours : {1, 3, 26}) {
            const Position start =
                randomPosition(70, colours, 100 + static_cast<std::uint64_t>(colours));
            const Result result = solveAlone(start);
            QCOMPARE(statusName(result), QStringLiteral("exact"));
            QVERIFY(result.moveCount.has_value());
            QCOMPARE(static_cast<int>(result.path.size()), *result.moveCount);
            QVERIFY(replay(start, result.path).isGoal());
            QCOMPARE(result.distances.distanceToGoal(start), result.moveCount);
            for (const auto& outcome : result.distances.outcomes(start))
                QCOMPARE(outcome.distanceAfter,
                         result.distances.distanceToGoal(apply(start, outcome.move)));
        }
    }

    void otherBoardHasNoDistance() {
        const Result result = solveAlone(parseJudge(kSample1));
        QVERIFY(!result.distances.distanceToGoal(parseJudge(kSample2)));
        QVERIFY(!result.distances.distanceToGoal(Position()));
        // An equal colouring built separately counts as the same board. Hand derivation:
        // {1,2,3} -> {2,3,4} (1->4 along 'a' = colour of 2-3) -> {1,2,4} (3->1 along 'b' = 2-4).
        QCOMPARE(result.distances.distanceToGoal(parseTextId("4:1,2,4:abaabb")),
                 std::optional<int>(2));
        QCOMPARE(result.distances.distanceToGoal(parseTextId("4:1,3,4:abaabb")),
                 std::optional<int>(1));
    }

    void parseErrors_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("empty") << "" << 1 << "truncated input: expected the number of vertices";
        QTest::addRow("n not a number") << "four\n" << 1 << "number of vertices n (a whole number)";
        QTest::addRow("n too small") << "2\n1 2 3\n" << 1 << "from 3 to 2000, found '2'";
        QTest::addRow("n too large") << "2001\n" << 1 << "from 3 to 2000";
        QTest::addRow("stone off board") << "4\n2 3 5\n"
                                         << 2 << "stone vertex from 1 to 4, found '5'";
        QTest::addRow("stone zero") << "4\n0 3 4\n" << 2 << "found '0'";
        QTest::addRow("two stones one vertex") << "4\n2 3 3\n" << 2 << "two stones on vertex 3";
        QTest::addRow("missing stone") << "4\n2 3\n*aba\na*ab\nba*b\nabb*\n"
                                       << 3 << "stone vertex (a whole number), found '*aba'";
        QTest::addRow("short row")
            << "4\n2 3 4\n*ab\na*ab\nba*b\nabb*\n"
            << 3 << "row 1 of the colour matrix has 3 characters, expected 4";
        QTest::addRow("long row") << "4\n2 3 4\n*aba\na*abb\nba*b\nabb*\n"
                                  << 4 << "row 2 of the colour matrix has 5 characters, expected 4";
        QTest::addRow("asymmetric")
            << "4\n2 3 4\n*aba\na*ab\nbb*b\nabb*\n"
            << 5 << "not symmetric: row 3, column 2 is 'b' but row 2, column 3 is 'a'";
        QTest::addRow("capital letter")
            << "4\n2 3 4\n*aBa\na*ab\nba*b\nabb*\n"
            << 3 << "row 1, column 3: expected a colour letter a..z, found 'B'";
        QTest::addRow("digit") << "4\n2 3 4\n*aba\na*ab\nba*b\nab1*\n"
                               << 6 << "row 4, column 3: expected a colour letter a..z, found '1'";
        QTest::addRow("star off diagonal") << "4\n2 3 4\n*a*a\na*ab\nba*b\nabb*\n"
                                           << 3 << "row 1, column 3: expected a colour letter";
        QTest::addRow("missing star")
            << "4\n2 3 4\n*aba\naaab\nba*b\nabb*\n"
            << 4 << "row 2, column 2: expected '*' on the main diagonal, found 'a'";
        QTest::addRow("truncated matrix")
            << "4\n2 3 4\n*aba\na*ab\nba*b\n"
            << 5 << "truncated input: expected row 4 of the colour matrix";
        QTest::addRow("trailing junk")
            << "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n\n5\n"
            << 8 << "unexpected text after the 4 rows of the colour matrix: '5'";
        QTest::addRow("space inside row") << "4\n2 3 4\n*a ba\na*ab\nba*b\nabb*\n"
                                          << 3 << "row 1 of the colour matrix has 2 characters";
    }

    void parseErrors() {
        QFETCH(QString, input);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        try {
            parseJudge(input.toStdString());
            QFAIL("parseJudge accepted bad input");
        } catch (const ParseError& error) {
            QCOMPARE(error.line(), line);
            if (!QString::fromStdString(error.message()).contains(fragment))
                QFAIL(qPrintable("message '" + QString::fromStdString(error.message()) +
                                 "' lacks '" + fragment + "'"));
        }
    }

    void toleratesWindowsLineEndsAndBom() {
        const Position position = parseJudge("\xEF\xBB\xBF"
                                             "4\r\n2 3 4\r\n*aba\r\na*ab\r\nba*b\r\nabb*\r\n");
        QCOMPARE(position, parseJudge(kSample1));
    }

    void judgeRoundTrip() {
        const Position position = randomPosition(12, 5, 3);
        QCOMPARE(parseJudge(formatJudge(position)), position);
        QCOMPARE(formatJudge(parseJudge(kSample1)), std::string(kSample1));
    }

    void textIdRoundTrip() {
        const Position sample = parseJudge(kSample1);
        QCOMPARE(textId(sample), std::string("4:2,3,4:abaabb")); // the example in position.h
        QCOMPARE(parseTextId(textId(sample)), sample);
        for (std::uint64_t seed = 0; seed < 5; ++seed) {
            const Position position = randomPosition(30, 26, seed);
            QCOMPARE(parseTextId(textId(position)), position);
        }
        for (const char* bad : {"", "4", "4:2,3:abaabb", "4:2,3,4:abaab", "4:2,3,9:abaabb",
                                "4:2,3,3:abaabb", "4:2,3,4:abaaBb", "2:1,2,3:a", "x:1,2,3:abc"})
            QVERIFY_THROWS_EXCEPTION(ParseError, parseTextId(bad));
    }

    void randomPositionIsDeterministic() {
        // Fixed values, cross-checked with an independent Python SplitMix64 (colours of the upper
        // triangle row by row, then three distinct stones): a change here means every saved
        // seed now names another board.
        QCOMPARE(textId(randomPosition(6, 3, 42)), std::string("6:3,4,6:bbaababcbccbcbc"));
        const std::string large = textId(randomPosition(70, 26, 7));
        QVERIFY(large.starts_with("70:7,10,24:lwwvkteuhjziqguwfzjejpllmruvv"));
        QCOMPARE(fnv1a(large), std::uint64_t{17009965113304550987ull});
        QCOMPARE(randomPosition(40, 4, 9), randomPosition(40, 4, 9));
        QVERIFY(!(randomPosition(40, 4, 9) == randomPosition(40, 4, 10)));
        QVERIFY(!randomPosition(40, 4, 9).validate());
    }

    void positionEditing() {
        const Position sample = parseJudge(kSample1);
        const Position recoloured = sample.withColour(0, 3, 2);
        QCOMPARE(recoloured.colour(3, 0), Colour{2});
        QCOMPARE(sample.colour(0, 3), Colour{0}); // copy on write
        QVERIFY(!recoloured.sameBoard(sample));
        QVERIFY(sample.withStones({0, 1, 2}).sameBoard(sample));
        QVERIFY(!(sample.hash() == sample.withStones({0, 1, 3}).hash()));

        const Position grown = sample.withVertexCount(6);
        QVERIFY(!grown.validate());
        QCOMPARE(grown.colour(1, 3), sample.colour(1, 3));
        QCOMPARE(grown.colour(4, 5), Colour{0});
        const Position shrunk = randomPosition(8, 3, 1).withStones({5, 6, 7}).withVertexCount(4);
        QVERIFY(!shrunk.validate());
        QCOMPARE(shrunk.stones(), (std::array<int, 3>{0, 1, 2}));
        QCOMPARE(randomPosition(8, 3, 1).withStones({1, 6, 7}).withVertexCount(4).stones(),
                 (std::array<int, 3>{0, 1, 2}));
        QCOMPARE(randomPosition(8, 3, 1).withStones({0, 3, 7}).withVertexCount(5).stones(),
                 (std::array<int, 3>{0, 1, 3}));
    }

    void validateNamesTheProblem() {
        std::vector<Colour> colours(16, 0);
        colours[1 * 4 + 2] = 1; // 2-3 'b' but 3-2 'a'
        const auto asymmetric = Position(4, colours, {0, 1, 3}).validate();
        QVERIFY(asymmetric && asymmetric->find("not symmetric") != std::string::npos);
        const auto offBoard = Position(4, std::vector<Colour>(16, 0), {0, 1, 4}).validate();
        QVERIFY(offBoard && offBoard->find("off the board") != std::string::npos);
        const auto twoOnOne = Position(4, std::vector<Colour>(16, 0), {1, 1, 3}).validate();
        QVERIFY(twoOnOne && twoOnOne->find("two stones") != std::string::npos);
        QVERIFY(!Position().validate());
        QVERIFY(Position().isGoal());
    }

    void cancelledBeforeStart() {
        std::stop_source stop;
        stop.request_stop();
        SolveControl control(stop.get_token());
        const Result result = solve(randomPosition(70, 3, 1), control);
        QCOMPARE(statusName(result), QStringLiteral("cancelled"));
        QVERIFY(result.distances.empty());
        QVERIFY(result.path.empty());
    }

    void cancelledFromProgress() {
        std::stop_source stop;
        int reports = 0;
        SolveControl control(stop.get_token(), [&](const Progress& progress) {
            ++reports;
            QVERIFY(progress.statesExplored > 0);
            stop.request_stop();
        });
        control.setReportInterval(std::chrono::milliseconds(0));
        const Result result = solve(randomPosition(120, 2, 1), control);
        QCOMPARE(statusName(result), QStringLiteral("cancelled"));
        QCOMPARE(reports, 1);
    }

    void overBudget() {
        SolveControl control;
        control.setMemoryBudget(4096);
        const Result result = solve(randomPosition(70, 3, 1), control);
        QCOMPARE(statusName(result), QStringLiteral("over-budget"));
        QVERIFY(result.distances.empty());
    }
};

QTEST_APPLESS_MAIN(TestStonesEngine)
#include "test_stones_engine.moc"
