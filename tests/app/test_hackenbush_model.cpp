// The Hackenbush page model without a window: the old page's defects as tests (a paste that
// ended the program, "To move" and the players after a restart), engine moves as steps, limits,
// and 1000 random actions checked against fresh solves.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushmodel.h"
#include "app/hackenbush/hackenbushtext.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QtTest>

#include "common/gui_budget.h"
#include "common/model_wait.h"
#include "common/timing.h"

#include <functional>

using pw::Dyadic;
using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

// The contest sample: Test 1: Yes (C1 = 0, C2 = -1/4), Test 2: No.
const QString kSample =
    QStringLiteral("2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n"
                   "Test 2\n3 3 2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n");

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
        model.loadText(kSample, QStringLiteral("Paste"),
                       nullptr); // the sample is the example: no step
        QVERIFY(waitSettled(model));
        QCOMPARE(model.analysis()->judgeAnswers,
                 (QStringList{QStringLiteral("Yes"), QStringLiteral("No")}));
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
        forged.insert(QStringLiteral("game"),
                      QJsonArray{QStringLiteral("1.2")}); // a black cube: not White's
        QString error;
        QVERIFY(!model.parseStateJson(forged, &error));
    }

    // WB|WBB = 1/2 + 1/4 = 3/4: Black (the engine, moving first) loses. Taking the top cube of
    // tower 1 leaves 1 + 1/4 = 5/4; the top cube of tower 2 leaves 1/2 + 1/2 = 1; the lower cube
    // of tower 2 leaves 1/2 + 1 = 3/2. The engine leaves the smallest margin, 1 (the old choice,
    // the first move that removes the fewest cubes, left 5/4), and says why in values.
    void losingEnginePlaysTheMostStubbornMove() {
        HackenbushModel model;
        QVERIFY(model.loadText(QStringLiteral("WB|WBB"), QStringLiteral("Paste"), nullptr));
        model.setPlayers(Colour::White, false);
        model.startGame();
        QTRY_VERIFY_WITH_TIMEOUT(model.state().game && !model.state().game->moves.empty(),
                                 kHangGuardMs);
        QVERIFY(waitSettled(model));
        const auto& first = model.state().game->moves.front();
        QVERIFY(first.byEngine && !first.winning);
        QVERIFY((first.move == Move{1, 2}));
        const QString status = model.playStatus();
        QVERIFY2(status.contains(QStringLiteral(
                     "most stubborn move: tower 2 is now worth 1/2 instead of 1/4, so the "
                     "value is 1 instead of 3/4; you still win, by 1,")),
                 qPrintable(status));
        model.undo(); // the explanation belongs to that move only
        QVERIFY(!model.playStatus().contains(QStringLiteral("stubborn")));
    }

    void positionsBeyondTheLimitAreRefused() {
        HackenbushModel model;
        const std::string tall(HackenbushModel::kMaxCubes + 1, 'W');
        QString error;
        QVERIFY(!model.loadText(QString::fromStdString(tall), QStringLiteral("Paste"), &error));
        QVERIFY2(error.contains(QStringLiteral("at most")), qPrintable(error));
        QCOMPARE(model.historySize(), 1);
    }

    // Every kind of action is exactly one step: undo gives back the state before, redo the one
    // after.
    // Ringing the winning moves is what is shown, not a move: no undo step, and the session
    // keeps it across a restart (sgt-puzzles' rule: Undo gives back positions and moves).
    // Values too long to read exactly are written as a person would: a decimal without "e0", a
    // power of two only where it helps, and a label with the fraction (superscript power).
    void hugeValuesAreWrittenAsAPersonWould() {
        const pw::Dyadic value =
            pw::Dyadic::parse("3/2") + pw::Dyadic::parse("15").timesPowerOfTwo(-48);
        // 3/2 + 15/2^48 = 1.500000000000053290705..., to 20 significant digits.
        QCOMPARE(hackenbushtext::approximate(value), QStringLiteral("≈ 1.5000000000000532907"));
        QCOMPARE(hackenbushtext::fraction(pw::Dyadic::parse("15").timesPowerOfTwo(-48)),
                 QStringLiteral("15/2^48"));
        QCOMPARE(hackenbushtext::withSuperscripts(QStringLiteral("15/2^48")),
                 QStringLiteral("15/2⁴⁸"));
        QCOMPARE(hackenbushtext::withSuperscripts(QStringLiteral("-1/2^-3")),
                 QStringLiteral("-1/2⁻³"));
        // 2^-60 = 8.673617379884035472059...e-19 (rounded to 20 digits): far from 1, so the powers
        // help.
        QCOMPARE(hackenbushtext::approximate(pw::Dyadic::parse("1").timesPowerOfTwo(-60)),
                 QStringLiteral("≈ 8.6736173798840354721 × 10⁻¹⁹ · ≈ 1.0000 × 2⁻⁶⁰"));
        QCOMPARE(hackenbushtext::approximate(-pw::Dyadic::parse("5").timesPowerOfTwo(-2)),
                 QStringLiteral("≈ −1.25"));
    }

    void markingWinningMovesIsNotAnUndoStep() {
        HackenbushModel model;
        const int steps = model.historySize();
        QVERIFY(model.markWinning());
        model.setMarkWinning(false);
        QVERIFY(!model.markWinning());
        QCOMPARE(model.historySize(), steps);
        QVERIFY(!model.canUndo() || model.undoText() != HackenbushModel::tr("Mark winning moves"));
        HackenbushModel restarted;
        QString error;
        QVERIFY2(restarted.restoreSessionJson(model.sessionJson(), &error), qPrintable(error));
        QVERIFY(!restarted.markWinning());
    }

    void everyActionIsOneStepForUndoAndRedo() {
        HackenbushModel model;
        model.loadText(kSample, QStringLiteral("Paste"), nullptr);
        const std::vector<std::pair<const char*, std::function<void()>>> actions{
            {"select test", [&] { model.selectTest(1); }},
            {"edit", [&] { model.editPosition(false, pw::hackenbush::parseTextId("WB|B")); }},
            {"flip",
             [&] {
                 model.flipCube(true, Move{0, 1});
             }},
            {"remove from",
             [&] {
                 model.removeFrom(true, Move{1, 1});
             }},
            {"add cube", [&] { model.addCube(true, 0, Colour::Black); }},
            {"add tower", [&] { model.addTower(false); }},
            {"remove tower", [&] { model.removeTower(false, 0); }},
            {"to move",
             [&] {
                 model.setToMove(model.state().toMove == Colour::White ? Colour::Black
                                                                       : Colour::White);
             }},
            {"players", [&] { model.setPlayers(Colour::Black, true); }},
            {"start game", [&] { model.startGame(); }},
            {"human move",
             [&] {
                 const auto moves =
                     pw::hackenbush::legalMoves(model.state().firstShown(), Colour::Black);
                 QVERIFY(model.playHumanMove(moves.front()));
             }},
            {"stop game", [&] { model.stopGame(); }},
            {"random options", [&] { model.setRandomOptions(4, 77); }},
            {"random position", [&] { model.randomPosition(); }},
            {"text id", [&] { QVERIFY(model.setFromTextId(true, QStringLiteral("BBW|W"))); }},
            {"paste",
             [&] {
                 QVERIFY(model.loadText(QStringLiteral("WWB|B"), QStringLiteral("Paste"), nullptr));
             }},
        };
        for (const auto& [name, act] : actions) {
            QVERIFY(waitSettled(model));
            const QJsonObject before = model.stateJson();
            const int size = model.historyIndex();
            act();
            QVERIFY2(model.historyIndex() == size + 1, name);
            const QJsonObject after = model.stateJson();
            QVERIFY2(after != before, name);
            model.undo();
            QVERIFY2(model.stateJson() == before, name);
            model.redo();
            QVERIFY2(model.stateJson() == after, name);
        }
    }

    // A session whose middle step is corrupted is refused; the present (valid) step is kept.
    void corruptedSessionStepIsRefused_data() {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("side") << QStringLiteral("toMove") << QJsonValue(QStringLiteral("purple"));
        QTest::newRow("player") << QStringLiteral("human") << QJsonValue(QStringLiteral("grey"));
        QTest::newRow("position") << QStringLiteral("position")
                                  << QJsonValue(QStringLiteral("W.B"));
        QTest::newRow("height") << QStringLiteral("randomHeight") << QJsonValue(1001);
        QTest::newRow("game") << QStringLiteral("game")
                              << QJsonValue(QJsonArray{QStringLiteral("9.9")});
    }
    void corruptedSessionStepIsRefused() {
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        HackenbushModel model;
        QVERIFY(model.loadText(QStringLiteral("WB|BWB"), QStringLiteral("Paste"), nullptr));
        model.setToMove(Colour::Black);
        QJsonObject session = model.sessionJson();
        QJsonArray steps = session.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 3);
        QJsonObject step = steps.at(1).toObject();
        QJsonObject state = step.value(QStringLiteral("state")).toObject();
        state.insert(key, value);
        step.insert(QStringLiteral("state"), state);
        steps.replace(1, step);
        session.insert(QStringLiteral("steps"), steps);
        HackenbushModel restored;
        QString error;
        QVERIFY(!restored.restoreSessionJson(session, &error));
        QVERIFY2(error.contains(QStringLiteral("step 2")), qPrintable(error));
        QCOMPARE(restored.historySize(), 1);
        QVERIFY(restored.state().equals(model.state()));
    }

    // A slow solve (a tower whose value has ~200,000 binary digits to format) superseded by a
    // small position: the slow one's result never appears, whatever arrives is the present one's.
    void staleResultsAreNeverShown() {
        HackenbushModel model;
        QVERIFY(waitSettled(model));
        int wrong = 0, seen = 0;
        connect(&model, &PageModel::resultChanged, &model, [&] {
            if (const auto* first = model.side(true)) {
                ++seen;
                if (!(first->result->value ==
                      pw::hackenbush::positionValue(model.state().firstShown())))
                    ++wrong;
            }
        });
        std::string tall(200'000, 'W');
        for (std::size_t i = 1; i < tall.size(); i += 2)
            tall[i] = 'B';
        QVERIFY(model.loadText(QString::fromStdString(tall), QStringLiteral("Paste"), nullptr));
        QVERIFY(model.side(true) == nullptr); // nothing shown while it is computed
        QVERIFY(model.loadText(QStringLiteral("WWB|B"), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(model));
        QCOMPARE(model.side(true)->result->value,
                 Dyadic::fromParts(1, 1)); // WWB = 2 - 1/2, B = -1: 1/2
        QTest::qWait(300);
        QVERIFY(seen >= 1);
        QCOMPARE(wrong, 0);
    }

    void thousandRandomActionsStayConsistent() {
        PageModel::setPauseMs(kTestPauseMs); // the engine's moves at once: each is a step here
        const auto asAsked = qScopeGuard([] { PageModel::setPauseMs(-1); });
        const NoDebounceHere atOnce;
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
                model.editPosition(
                    random.bounded(2) == 0,
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
                model.setPlayers(random.bounded(2) ? Colour::White : Colour::Black,
                                 random.bounded(2) == 0);
                model.startGame();
            } else if (kind == 6 && model.isHumanToMove() && model.analysis()) {
                const auto moves =
                    pw::hackenbush::legalMoves(model.state().firstShown(), model.state().human);
                if (!moves.empty())
                    model.playHumanMove(moves[random.bounded(static_cast<quint32>(moves.size()))]);
            } else if (kind == 7 && model.testCount() > 1) {
                model.selectTest(
                    static_cast<int>(random.bounded(static_cast<quint32>(model.testCount()))));
            } else if (kind == 8) {
                HackenbushModel restored;
                QVERIFY(restored.restoreSessionJson(model.sessionJson(), nullptr));
                QVERIFY(restored.state().equals(model.state()));
            } else if (kind == 9 && c1.towerCount() > 0 && c1.tower(0).height() > 0 &&
                       !model.isPlaying()) {
                model.flipCube(true,
                               Move{0, random.bounded(static_cast<quint32>(c1.tower(0).height()))});
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
            QCOMPARE(first->result->value,
                     pw::hackenbush::positionValue(model.state().firstShown()));
            QCOMPARE(second->result->value,
                     pw::hackenbush::positionValue(model.state().test().second));
            QCOMPARE(first->result->winningMoves(Colour::White),
                     pw::hackenbush::solve(model.state().firstShown()).winningMoves(Colour::White));
            QCOMPARE(model.analysis()->judgeAnswers.size(), model.testCount());
        }
    }
};

QTEST_MAIN(TestHackenbushModel)
#include "test_hackenbush_model.moc"
