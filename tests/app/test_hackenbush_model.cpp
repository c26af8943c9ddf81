// The Hackenbush page model without a window: the old page's defects as tests (a paste that
// ended the program, "To move" and the players after a restart), engine moves as steps, limits,
// and 1000 random actions checked against fresh solves.
#include "app/hackenbush/hackenbushmodel.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QtTest>

using pw::Dyadic;
using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

// The contest sample: Test 1: Yes (C1 = 0, C2 = -1/4), Test 2: No.
const QString kSample = QStringLiteral("2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n"
                                       "Test 2\n3 3 2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n");

bool waitSettled(const PageModel& model, int timeoutMs = 20000) {
    QElapsedTimer clock;
    clock.start();
    while (!model.isSettled() && clock.elapsed() < timeoutMs)
        QTest::qWait(2);
    return model.isSettled();
}

} // namespace

class TestHackenbushModel : public QObject {
    Q_OBJECT
private slots:
    void malformedPastesChangeNothing_data() {
        QTest::addColumn<QString>("text");
        QTest::newRow("W.B") << QStringLiteral("W.B");
        QTest::newRow("dots and bars") << QStringLiteral("W.|.B|..W");
        QTest::newRow("tests id with a bad test") << QStringLiteral("WB,W;B@5");
        QTest::newRow("a letter X") << QStringLiteral("WXB");
        QTest::newRow("NUL") << QString::fromUtf8("W\0B", 3);
        QTest::newRow("huge height") << QStringLiteral("1\nTest 1\n99999999999 0 0\n");
        QTest::newRow("truncated") << QStringLiteral("1\nTest 1\n3 3 1\nW B\n");
        QTest::newRow("only digits") << QStringLiteral("12345");
        QTest::newRow("at sign") << QStringLiteral("@@@");
    }
    void malformedPastesChangeNothing() {
        QFETCH(QString, text);
        HackenbushModel model;
        const QString before = model.positionId();
        QString error;
        QVERIFY(!model.loadText(text, QStringLiteral("Paste"), &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!error.contains(QLatin1Char('\n')) && !error.contains(QChar(0)));
        QCOMPARE(model.positionId(), before);
        QCOMPARE(model.historySize(), 1);
    }

    void theSampleAndItsAnswers() {
        HackenbushModel model;
        model.loadText(kSample, QStringLiteral("Paste"), nullptr); // the sample is the example: no step
        QVERIFY(waitSettled(model));
        QCOMPARE(model.analysis()->judgeAnswers, (QStringList{QStringLiteral("Yes"), QStringLiteral("No")}));
        QCOMPARE(model.side(true)->result->value, Dyadic(0));
        QCOMPARE(model.side(false)->result->value, Dyadic::fromParts(-1, 2));
        model.selectTest(1);
        QVERIFY(waitSettled(model));
        QCOMPARE(model.side(true)->result->value, Dyadic(-1));
        model.undo();
        QCOMPARE(model.state().current, 0);
        QVERIFY(model.isSettled()); // cached
    }

    void toMoveFollowsTheGameAndPlayersSurviveARestart() {
        HackenbushModel model;
        QVERIFY(model.loadText(QStringLiteral("WB|BWB|WBB|B"), QStringLiteral("Paste"), nullptr));
        model.setPlayers(Colour::Black, false); // you play Black, White (the engine) moves first
        model.startGame();
        QVERIFY(model.state().gameToMove() == Colour::White);
        QVERIFY(waitSettled(model)); // the engine has answered
        QCOMPARE(model.state().game->moves.size(), std::size_t{1});
        QVERIFY(model.state().gameToMove() == Colour::Black);
        QVERIFY(model.isHumanToMove());
        HackenbushModel restarted;
        QString error;
        QVERIFY2(restarted.restoreSessionJson(model.sessionJson(), &error), qPrintable(error));
        QVERIFY(restarted.state().human == Colour::Black);
        QCOMPARE(restarted.state().humanFirst, false);
        QVERIFY(restarted.state().equals(model.state()));
        QCOMPARE(restarted.historyDescriptions(), model.historyDescriptions());
    }

    void engineMovesAreStepsAndUndoDoesNotReplayThem() {
        HackenbushModel model;
        QVERIFY(model.loadText(QStringLiteral("WB|BWB|WBB|B"), QStringLiteral("Paste"), nullptr));
        model.setPlayers(Colour::White, true);
        model.startGame();
        QVERIFY(waitSettled(model));
        QVERIFY(model.playHumanMove(Move{2, 0}));
        QVERIFY(waitSettled(model));
        QCOMPARE(model.state().game->moves.size(), std::size_t{2});
        QVERIFY(model.state().game->moves[1].byEngine);
        QVERIFY(model.historyDescriptions().last().startsWith(QStringLiteral("Engine removes")));
        model.undo();
        QTest::qWait(HackenbushModel::kEngineDelayMs + 200);
        QCOMPARE(model.state().game->moves.size(), std::size_t{1}); // not replayed by itself
        QVERIFY(model.isEngineToMove());
        model.resumeEngine();
        QVERIFY(waitSettled(model));
        QCOMPARE(model.state().game->moves.size(), std::size_t{2});
        // A forged game in a session is refused.
        QJsonObject forged = model.stateJson();
        forged.insert(QStringLiteral("game"), QJsonArray{QStringLiteral("1.2")}); // a black cube: not White's
        QString error;
        QVERIFY(!model.parseStateJson(forged, &error));
    }

    void positionsBeyondTheLimitAreRefused() {
        HackenbushModel model;
        const std::string tall(HackenbushModel::kMaxCubes + 1, 'W');
        QString error;
        QVERIFY(!model.loadText(QString::fromStdString(tall), QStringLiteral("Paste"), &error));
        QVERIFY2(error.contains(QStringLiteral("at most")), qPrintable(error));
        QCOMPARE(model.historySize(), 1);
    }

    void thousandRandomActionsStayConsistent() {
        HackenbushModel model;
        model.loadText(kSample, QStringLiteral("Paste"), nullptr); // the sample is the example
        QRandomGenerator random(4242);
        QStringList expected = model.historyDescriptions();
        int index = model.historyIndex();
        for (int action = 0; action < 1000; ++action) {
            const QJsonObject before = model.stateJson();
            const int kind = static_cast<int>(random.bounded(10));
            bool undoRedo = false;
            const Position c1 = model.state().test().first;
            if (kind == 0) {
                model.editPosition(random.bounded(2) == 0,
                                   pw::hackenbush::randomPosition(3, 1 + random.bounded(12), random.generate()));
            } else if (kind == 1) {
                QVERIFY(!model.loadText(QStringLiteral("W.B"), QStringLiteral("Paste"), nullptr));
            } else if (kind == 2 && model.canUndo()) {
                model.undo();
                --index;
                undoRedo = true;
            } else if (kind == 3 && model.canRedo()) {
                model.redo();
                ++index;
                undoRedo = true;
            } else if (kind == 4) {
                model.setToMove(random.bounded(2) ? Colour::White : Colour::Black);
            } else if (kind == 5 && !model.isPlaying()) {
                model.setPlayers(random.bounded(2) ? Colour::White : Colour::Black, random.bounded(2) == 0);
                model.startGame();
            } else if (kind == 6 && model.isHumanToMove() && model.analysis()) {
                const auto moves = pw::hackenbush::legalMoves(model.state().firstShown(), model.state().human);
                if (!moves.empty())
                    model.playHumanMove(moves[random.bounded(static_cast<quint32>(moves.size()))]);
            } else if (kind == 7 && model.testCount() > 1) {
                model.selectTest(static_cast<int>(random.bounded(static_cast<quint32>(model.testCount()))));
            } else if (kind == 8) {
                HackenbushModel restored;
                QVERIFY(restored.restoreSessionJson(model.sessionJson(), nullptr));
                QVERIFY(restored.state().equals(model.state()));
            } else if (kind == 9 && c1.towerCount() > 0 && c1.tower(0).height() > 0 && !model.isPlaying()) {
                model.flipCube(true, Move{0, random.bounded(static_cast<quint32>(c1.tower(0).height()))});
            }
            QVERIFY(waitSettled(model)); // the engine's answers are steps of their own
            // Count every step the model made (the engine's included) from its descriptions.
            if (!undoRedo && model.stateJson() != before) {
                const int made = model.historyIndex() - index;
                expected = expected.mid(0, index + 1);
                for (int i = made; i > 0; --i)
                    expected << model.historyDescriptions().value(model.historyIndex() - i + 1);
                index = model.historyIndex();
            }
            QCOMPARE(model.historyIndex(), index);
            QCOMPARE(model.historyDescriptions(), expected);
            const auto* first = model.side(true);
            const auto* second = model.side(false);
            if (!first || !second) {
                QVERIFY(model.isEngineToMove()); // an undo left the engine to move: it waits
                continue;
            }
            QCOMPARE(first->result->value, pw::hackenbush::positionValue(model.state().firstShown()));
            QCOMPARE(second->result->value, pw::hackenbush::positionValue(model.state().test().second));
            QCOMPARE(first->result->winningMoves(Colour::White),
                     pw::hackenbush::solve(model.state().firstShown()).winningMoves(Colour::White));
            QCOMPARE(model.analysis()->judgeAnswers.size(), model.testCount());
        }
    }
};

QTEST_MAIN(TestHackenbushModel)
#include "test_hackenbush_model.moc"
