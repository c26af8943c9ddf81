// The stones page model without a window: every issue of the old page as a test (a stale
// answer, undo of play moves, Reset, the vertex count), the session, and 1000 random actions
// after each of which what the model reports equals a fresh solve of what it shows.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/stones/stonesmodel.h"
#include "engine/stones/solver.h"

#include <QJsonObject>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QtTest>

#include "common/model_wait.h"

using pw::stones::Move;
using pw::stones::Position;

namespace {

// Contest sample 1 (answer: 1 move, "4 1") and sample 2 (impossible).
const QString kSample1 = QStringLiteral("4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n");
const QString kSample2 = QStringLiteral("4\n2 3 4\n*abc\na*ab\nba*b\ncbb*\n");

QString idOf(const Position& position) {
    return QString::fromStdString(pw::stones::textId(position));
}

pw::stones::Result freshSolve(const Position& position) {
    pw::SolveControl control;
    return pw::stones::solve(position, control);
}

// A board whose optimal path has at least `moves` moves and a non-optimal first move.
Position boardWithPathOfAtLeast(int moves) {
    for (std::uint64_t seed = 1; seed < 500; ++seed) {
        Position p = pw::stones::randomPosition(9, 3, seed);
        const auto result = freshSolve(p);
        if (result.moveCount && *result.moveCount >= moves)
            return p;
    }
    qFatal("no board with a long enough path");
}

} // namespace

class TestStonesModel : public QObject {
    Q_OBJECT
private slots:
    // The Colours box describes the board shown: the example's diagonals use 4 colours.
    void theColoursBoxFollowsTheBoard() {
        StonesModel model;
        QCOMPARE(model.state().randomColours, 4);
        QCOMPARE(StonesState::coloursUsed(model.state().start), 4);
        QString error;
        QVERIFY(model.loadText(QStringLiteral("4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n"),
                               QStringLiteral("Paste"), &error));
        QCOMPARE(model.state().randomColours, 2);
    }

    // The old page showed the 400-vertex board's "Impossible" for the pasted sample.
    void aBigBoardsAnswerIsNeverShownForThePastedSample() {
        StonesModel model;
        QVERIFY(waitSettled(model));
        QList<QString> shownFor; // the board each shown answer was computed for
        connect(&model, &PageModel::resultChanged, &model, [&] {
            if (auto solved = model.solved()) {
                QCOMPARE(idOf(solved->start).section(QLatin1Char(':'), 2),
                         idOf(model.state().start).section(QLatin1Char(':'), 2));
                shownFor << idOf(model.state().start);
            }
        });
        QString error;
        QVERIFY(model.loadText(idOf(pw::stones::randomPosition(400, 2, 7)), QStringLiteral("Paste"),
                               &error));
        QVERIFY(!model.isSettled()); // solving the big board
        QTest::qWait(30);
        QVERIFY(model.loadText(kSample1, QStringLiteral("Paste"), &error));
        QVERIFY(waitSettled(model));
        QTest::qWait(300); // the big board's job would have delivered by now
        QCOMPARE(model.minimumMoves(), std::optional<int>(1));
        QCOMPARE(model.line(), (std::vector<Move>{Move{3, 0}}));
        QVERIFY(model.answerText().contains(QStringLiteral("Minimum")));
        QCOMPARE(shownFor.last(), idOf(model.state().start));
    }

    void undoTakesBackOnePlayMoveAtATime() {
        StonesModel model;
        QVERIFY(model.loadText(idOf(boardWithPathOfAtLeast(3)), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(model));
        const Position start = model.state().start;
        const Move first = model.line()[0];
        QVERIFY(model.playMove(first));
        const Move second = model.line()[1];
        QVERIFY(model.playMove(second));
        QCOMPARE(model.playedCount(), 2);
        model.undo();
        QCOMPARE(model.playedCount(), 1);
        QCOMPARE(model.currentPosition(), pw::stones::apply(start, first));
        model.undo();
        QCOMPARE(model.playedCount(), 0);
        QCOMPARE(model.currentPosition(), start);
        model.redo();
        QCOMPARE(model.currentPosition(), pw::stones::apply(start, first));
        QVERIFY(model.isSettled()); // the board's answer is cached: no solve for play moves
    }

    void resetBringsBackTheOptimalLine() {
        StonesModel model;
        const Position start = boardWithPathOfAtLeast(3);
        QVERIFY(model.loadText(idOf(start), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(model));
        const auto optimal = freshSolve(start);
        // A move that does not bring the goal nearer.
        std::optional<Move> worse;
        for (const auto& outcome : optimal.distances.outcomes(start))
            if (!outcome.distanceAfter || *outcome.distanceAfter >= *optimal.moveCount)
                worse = outcome.move;
        QVERIFY(worse);
        QVERIFY(model.playMove(*worse));
        QVERIFY(model.playVerdict().contains(QStringLiteral("Not optimal")));
        QCOMPARE(model.line().front(), *worse);
        model.resetPlay();
        QCOMPARE(model.playedCount(), 0);
        QCOMPARE(model.cursor(), 0);
        QCOMPARE(static_cast<int>(model.line().size()), *optimal.moveCount);
        QCOMPARE(model.minimumMoves(), optimal.moveCount);
        QCOMPARE(model.line(), optimal.distances.optimalPath(start));
        model.undo(); // Reset is a step too
        QCOMPARE(model.line().front(), *worse);
    }

    void theVertexCountKeepsEveryBoardSize() {
        StonesModel model;
        QVERIFY(model.loadText(idOf(pw::stones::randomPosition(700, 3, 1)), QStringLiteral("Paste"),
                               nullptr));
        model.setVertexCount(701);
        QCOMPARE(model.state().start.vertexCount(), 701);
        model.setVertexCount(699);
        QCOMPARE(model.state().start.vertexCount(), 699);
        model.setVertexCount(5000);
        QCOMPARE(model.state().start.vertexCount(), pw::stones::kMaxVertices);
        QCOMPARE(model.historySize(), 5); // the example, the paste and three changes
    }

    void aBoardBeyondTheLimitIsRefused() {
        StonesModel model;
        const QString before = model.positionId();
        QString error;
        QVERIFY(!model.loadText(QStringLiteral("2001\n1 2 3\n"), QStringLiteral("Paste"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!model.loadText(QStringLiteral("W.B"), QStringLiteral("Paste"), &error));
        QVERIFY(!model.loadText(kSample1.left(20) + QChar(0) + QStringLiteral("\n"),
                                QStringLiteral("Paste"), &error));
        QVERIFY(!error.contains(QChar(0)));
        QCOMPARE(model.positionId(), before);
        QCOMPARE(model.historySize(), 1);
    }

    void editsAreStepsAndModesAndOptionsAreState() {
        StonesModel model;
        QVERIFY(model.loadText(kSample1, QStringLiteral("Paste"), nullptr));
        model.setMode(StonesState::Mode::Edit);
        model.setPaintColour(2);
        model.clickVertex(3); // select the stone on 4
        QCOMPARE(model.selectedStone(), std::optional<int>(3));
        model.clickVertex(0); // and place it on 1
        QCOMPARE(model.state().start.stones(), (std::array<int, 3>{0, 1, 2}));
        model.clickDiagonal(0, 3);
        QCOMPARE(model.state().start.colour(0, 3), pw::stones::Colour{2});
        model.setRandomOptions(5, 42);
        QCOMPARE(model.historyDescriptions(),
                 (QStringList{QString(), QStringLiteral("Paste"), QStringLiteral("Edit mode"),
                              QStringLiteral("Paint colour"), QStringLiteral("Place stone"),
                              QStringLiteral("Paint diagonal"),
                              QStringLiteral("Random board options")}));
        // A session keeps all of it, and the history.
        StonesModel restored;
        QString error;
        QVERIFY(restored.restoreSessionJson(model.sessionJson(), &error));
        QVERIFY(restored.state().equals(model.state()));
        QCOMPARE(restored.state().randomSeed, 42);
        QCOMPARE(restored.state().randomColours, 5);
        QCOMPARE(restored.state().mode, StonesState::Mode::Edit);
        restored.undo();
        restored.undo();
        QCOMPARE(restored.state().start.colour(0, 3), pw::stones::Colour{2 - 2}); // 'a' again
    }

    void aSessionWithAnIllegalPlayedMoveIsRefused() {
        StonesModel model;
        QVERIFY(model.loadText(kSample1, QStringLiteral("Paste"), nullptr));
        QJsonObject state = model.stateJson();
        state.insert(QStringLiteral("played"),
                     QJsonArray{QStringLiteral("2-1")}); // 2 must follow b: 1-2? no
        QString error;
        QVERIFY(!model.parseStateJson(state, &error));
        QVERIFY(error.contains(QStringLiteral("2-1")));
        state.insert(QStringLiteral("played"), QJsonArray{QStringLiteral("4-1")});
        QVERIFY(model.parseStateJson(state, &error));
        state.insert(QStringLiteral("seed"), -5);
        QVERIFY(!model.parseStateJson(state, &error));
    }

    // 1000 random actions with solves of random length; after each settles, what the model
    // shows equals a fresh solve, and the history holds exactly the expected steps.
    void thousandRandomActionsStayConsistent() {
        const NoDebounceHere atOnce;
        StonesModel model;
        QVERIFY(waitSettled(model));
        QRandomGenerator random(20261124);
        QStringList expected = model.historyDescriptions();
        int index = 0;
        auto stepped = [&](const QString& description) {
            expected = expected.mid(0, index + 1);
            expected << description;
            ++index;
        };
        for (int action = 0; action < 1000; ++action) {
            const QString before = QJsonDocument(model.stateJson()).toJson();
            const int kind = static_cast<int>(random.bounded(10));
            if (kind == 0) {
                const int n = 4 + static_cast<int>(random.bounded(action % 50 == 0 ? 250 : 14));
                model.loadText(idOf(pw::stones::randomPosition(
                                   n, 1 + static_cast<int>(random.bounded(4)), random.generate())),
                               QStringLiteral("Paste"), nullptr);
            } else if (kind == 1) {
                QString error;
                QVERIFY(!model.loadText(QStringLiteral("5\n1 2 3\n*a"), QStringLiteral("Paste"),
                                        &error));
            } else if (kind == 2 && model.canUndo()) {
                model.undo();
                --index;
            } else if (kind == 3 && model.canRedo()) {
                model.redo();
                ++index;
            } else if (kind == 4) {
                model.setMode(random.bounded(2) ? StonesState::Mode::Edit
                                                : StonesState::Mode::Play);
            } else if (kind == 5 || kind == 6) {
                const auto moves = pw::stones::legalMoves(model.currentPosition());
                if (!moves.empty() && model.state().mode == StonesState::Mode::Play)
                    model.playMove(moves[random.bounded(static_cast<quint32>(moves.size()))]);
            } else if (kind == 7) {
                const int n = model.state().start.vertexCount();
                model.setVertexCount(
                    std::clamp(n + static_cast<int>(random.bounded(5)) - 2, 4, 40));
            } else if (kind == 8) {
                model.resetPlay();
            } else {
                StonesModel restored; // a restart from the session
                QVERIFY(restored.restoreSessionJson(model.sessionJson(), nullptr));
                QVERIFY(restored.state().equals(model.state()));
                QCOMPARE(restored.historyDescriptions(), model.historyDescriptions());
            }
            const QString after = QJsonDocument(model.stateJson()).toJson();
            if (after != before && model.historyIndex() != index)
                stepped(model.historyDescriptions().value(model.historyIndex()));
            if (action % 3 == 0) // sometimes the next action comes while the solve runs
                QVERIFY(waitSettled(model));
            else
                continue;
            QCOMPARE(model.historyDescriptions(), expected);
            QCOMPARE(model.historyIndex(), index);
            const auto fresh = freshSolve(model.state().start);
            QVERIFY(model.solved());
            QCOMPARE(model.minimumMoves(), fresh.moveCount);
            // The line: the moves played, then an optimal continuation to the goal.
            Position position = model.state().start;
            for (std::size_t i = 0; i < model.line().size(); ++i) {
                QVERIFY(pw::stones::isLegal(position, model.line()[i]));
                position = pw::stones::apply(position, model.line()[i]);
            }
            const auto fromPlayed = fresh.distances.distanceToGoal(model.state().afterPlayed());
            QCOMPARE(static_cast<int>(model.line().size()),
                     model.playedCount() + fromPlayed.value_or(0));
            if (fromPlayed)
                QVERIFY(position.isGoal());
        }
    }
};

QTEST_MAIN(TestStonesModel)
#include "test_stones_model.moc"
