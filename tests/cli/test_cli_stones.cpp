// CLI tests for `solve stones` / `bench stones`: golden judge files, replayed moves, bad inputs.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_runner.h"

#include "engine/stones/judge.h"
#include "engine/stones/position.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <deque>

using namespace pw::stones;

namespace {

// Splits the judge answer into the count and the moves (1-based in the text, 0-based here).
struct JudgeAnswer {
    int count = -2;
    std::vector<Move> moves;
};

JudgeAnswer parseAnswer(const QByteArray& out) {
    const QList<QByteArray> lines = out.trimmed().split('\n');
    JudgeAnswer answer;
    answer.count = lines.value(0).toInt();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> fields = lines[i].simplified().split(' ');
        answer.moves.push_back(Move{fields.value(0).toInt() - 1, fields.value(1).toInt() - 1});
    }
    return answer;
}

// The moves must be legal one after another and end with the stones on {1, 2, 3}.
bool replaysToGoal(const Position& start, const std::vector<Move>& moves) {
    Position position = start;
    for (const Move& move : moves) {
        if (!isLegal(position, move))
            return false;
        position = apply(position, move);
    }
    return position.isGoal();
}

// Reference count for the n = 70 golden board: plain forward BFS over sorted triples with the
// rule written out here (not the engine's move generator).
int bruteForceCount(const Position& start) {
    const int n = start.vertexCount();
    const auto key = [n](std::array<int, 3> s) {
        std::sort(s.begin(), s.end());
        return (s[0] * n + s[1]) * n + s[2];
    };
    std::vector<int> distance(static_cast<std::size_t>(n * n * n), -1);
    std::deque<std::array<int, 3>> queue{start.stones()};
    distance[static_cast<std::size_t>(key(start.stones()))] = 0;
    while (!queue.empty()) {
        const auto stones = queue.front();
        queue.pop_front();
        const int d = distance[static_cast<std::size_t>(key(stones))];
        if (key(stones) == key({0, 1, 2}))
            return d;
        for (int k = 0; k < 3; ++k)
            for (int v = 0; v < n; ++v) {
                if (v == stones[0] || v == stones[1] || v == stones[2] ||
                    start.colour(stones[k], v) !=
                        start.colour(stones[(k + 1) % 3], stones[(k + 2) % 3]))
                    continue;
                auto next = stones;
                next[k] = v;
                auto& seen = distance[static_cast<std::size_t>(key(next))];
                if (seen < 0) {
                    seen = d + 1;
                    queue.push_back(next);
                }
            }
    }
    return -1;
}

} // namespace

class TestCliStones : public QObject {
    Q_OBJECT

private slots:
    void solvableGoldens_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("count");
        QTest::addRow("sample1") << "stones/sample1.txt" << 1;    // docs/puzzles.md (Stones)
        QTest::addRow("solved") << "stones/solved.txt" << 0;      // stones already on {1,2,3}
        QTest::addRow("random70") << "stones/random70.txt" << -2; // count from the brute force
    }

    void solvableGoldens() {
        QFETCH(QString, file);
        QFETCH(int, count);
        const QByteArray input = readTestData(file);
        const Position start = parseJudge(input.toStdString());
        if (count == -2)
            count = bruteForceCount(start);
        QVERIFY(count >= 0);
        const CliRun run = runCli({"solve", "stones", QStringLiteral(PW_CLI_DATA_DIR "/") + file});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const JudgeAnswer answer = parseAnswer(run.out);
        QCOMPARE(answer.count, count);
        QCOMPARE(static_cast<int>(answer.moves.size()), count);
        QVERIFY(replaysToGoal(start, answer.moves));
        if (count == 0)
            QCOMPARE(run.out, QByteArray("0\n"));
        // Standard input gives the same answer as a file.
        QCOMPARE(runCli({"solve", "stones"}, input).out, run.out);
    }

    void impossibleSample() {
        // docs/puzzles.md (Stones), sample 2: the stones shuttle between two positions forever.
        const CliRun run = runCli({"solve", "stones"}, readTestData("stones/sample2.txt"));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QByteArray("-1\n"));
    }

    // Issue 23: an already-solved 2000-vertex board took over 100 s and 1.2 GB before answering
    // 0 (the whole board's table). Now within a 64 MiB budget, where that table is refused, the
    // plain answer and --json (with every first move one move from the goal).
    void largeSolvedBoardAnswersAtOnce() {
        const QByteArray input = QByteArray::fromStdString(
            formatJudge(randomPosition(2000, 26, 3).withStones({0, 1, 2})));
        const CliRun plain = runCli({"solve", "stones", "--memory-budget", "67108864"}, input);
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(plain.out, QByteArray("0\n"));
        const CliRun json =
            runCli({"solve", "stones", "--json", "--memory-budget", "67108864"}, input);
        QCOMPARE(json.exitCode, 0);
        const QJsonObject object = QJsonDocument::fromJson(json.out).object();
        QCOMPARE(object["moves"].toInt(), 0);
        QCOMPARE(object["distances"].toArray(), QJsonArray{0});
        const QJsonArray firstMoves = object["firstMoves"].toArray();
        QVERIFY(firstMoves.size() > 100);
        for (const auto& move : firstMoves)
            QCOMPARE(move.toObject()["distanceAfter"].toInt(), 1);
    }

    void json() {
        CliRun run = runCli({"solve", "stones", "--json"}, readTestData("stones/sample1.txt"));
        QCOMPARE(run.exitCode, 0);
        QJsonObject object = QJsonDocument::fromJson(run.out).object();
        for (const char* key : {"moves", "path", "statesExplored", "seconds", "status"})
            QVERIFY2(object.contains(QLatin1String(key)), key);
        QCOMPARE(object["moves"].toInt(), 1);
        QCOMPARE(object["path"].toArray(), (QJsonArray{QJsonArray{4, 1}}));
        QCOMPARE(object["status"].toString(), QStringLiteral("exact"));
        QCOMPARE(object["statesExplored"].toInt(), 4);

        QVERIFY(!object.contains("impossible"));

        run = runCli({"solve", "stones", "--json"}, readTestData("stones/sample2.txt"));
        object = QJsonDocument::fromJson(run.out).object();
        QVERIFY(object["moves"].isNull());
        QVERIFY(object["path"].toArray().isEmpty());
        // Why impossible (explain.h): the two components and the witness, the start's two
        // positions between which the stones shuttle.
        const QJsonObject why = object["impossible"].toObject();
        QCOMPARE(why["status"].toString(), QStringLiteral("exact"));
        QCOMPARE(why["totalPositions"].toInt(), 4);
        QCOMPARE(why["reachableFromStart"].toInt(), 2);
        QCOMPARE(why["canReachGoal"].toInt(), 2);
        QCOMPARE(why["witness"].toArray(), (QJsonArray{QJsonArray{2, 3, 4}, QJsonArray{1, 2, 4}}));
        QCOMPARE(why["witnessSide"].toString(), QStringLiteral("start"));
        QCOMPARE(why["text"].toString(),
                 QStringLiteral("2 of the 4 positions can be reached from the start and 2 can "
                                "reach the goal; the two sets do not meet: the stones can only "
                                "shuttle between these two positions: {2, 3, 4}, {1, 2, 4}."));
    }

    // A 2000-vertex board whose stones cannot move: -1 at once, but the explanation needs the
    // goal's whole component, over a 64 MiB budget: only its status is given.
    void largeImpossibleBoardExplainsWithinBudgetOnly() {
        const int n = 2000;
        std::vector<Colour> colours(static_cast<std::size_t>(n) * n, 0);
        for (const int x : {1997, 1998, 1999})
            for (const int y : {1997, 1998, 1999})
                colours[static_cast<std::size_t>(x) * n + static_cast<std::size_t>(y)] = 1;
        const QByteArray input =
            QByteArray::fromStdString(formatJudge(Position(n, colours, {1997, 1998, 1999})));
        const CliRun plain = runCli({"solve", "stones", "--memory-budget", "67108864"}, input);
        QCOMPARE(plain.exitCode, 0);
        QCOMPARE(plain.out, QByteArray("-1\n"));
        const CliRun json =
            runCli({"solve", "stones", "--json", "--memory-budget", "67108864"}, input);
        QCOMPARE(json.exitCode, 0);
        const QJsonObject object = QJsonDocument::fromJson(json.out).object();
        QVERIFY(object["moves"].isNull());
        QCOMPARE(object["impossible"].toObject(),
                 (QJsonObject{{"status", QStringLiteral("over-budget")}}));
    }

    void badInputs_data() {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("asymmetric") << "stones/bad_asymmetric.txt" << 5 << "not symmetric";
        QTest::addRow("short row") << "stones/bad_short_row.txt" << 4 << "has 3 characters";
        QTest::addRow("trailing") << "stones/bad_trailing.txt" << 7 << "unexpected text";
        QTest::addRow("vertex count") << "stones/bad_vertex_count.txt" << 1 << "from 3 to";
        QTest::addRow("same vertex")
            << "stones/bad_same_vertex.txt" << 2 << "two stones on vertex 2";
        QTest::addRow("truncated") << "stones/bad_truncated.txt" << 4 << "truncated input";
        QTest::addRow("letter") << "stones/bad_letter.txt" << 4 << "found 'B'";
    }

    void badInputs() {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        const CliRun run = runCli({"solve", "stones"}, readTestData(file));
        const QString problem = rejectionProblem(run, "stones", line);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY2(QString::fromUtf8(run.err).contains(fragment), run.err.constData());
    }

    void quickBench() {
        const CliRun run = runCli({"bench", "stones", "--quick"});
        QCOMPARE(run.exitCode, 0);
        // The signature sums the positions each search reached: any change of the search shows.
        QVERIFY2(run.out.contains("signature 164196\n"), run.out.constData());
        QVERIFY(!run.out.contains("\n  500 "));
    }
};

QTEST_APPLESS_MAIN(TestCliStones)
#include "test_cli_stones.moc"
