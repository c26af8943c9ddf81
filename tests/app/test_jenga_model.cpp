// The Colored Jenga page model without a window: the old page's defects as tests (stale advice,
// a roll undone with its neighbours, paste during a game, solving again on undo, huge towers,
// the level count), the session, and 1000 random actions checked against fresh solves.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengamodel.h"
#include "app/jenga/jengatext.h"
#include "common/timing.h"
#include "engine/jenga/exact/optimal_policy.h"
#include "engine/jenga/solver.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QtTest>

#include "common/model_wait.h"

using pw::jenga::Colour;
using pw::jenga::Tower;

namespace {

// Contest sample: 17.119213696601992; two levels RGB/RGB: 8.592 (hand-checkable).
const QString kSample = QStringLiteral("6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n");
constexpr double kSampleValue = 17.119213696601992;

double freshSolve(const Tower& tower) {
    pw::SolveControl control;
    return pw::jenga::solve(tower, control).expectedDuration;
}

bool close(double a, double b) {
    return std::abs(a - b) <= 1e-12 * std::max(1.0, std::abs(b));
}

QString idOf(const Tower& tower) {
    return QString::fromStdString(pw::jenga::textId(tower));
}

} // namespace

class TestJengaModel : public QObject {
    Q_OBJECT
private slots:
    void theAdviceFollowsUndo() {
        JengaModel model;
        QVERIFY(waitSettled(model));
        model.setMode(JengaState::Mode::Play);
        QVERIFY(waitSettled(model));
        model.roll(static_cast<int>(Colour::Red));
        QVERIFY2(model.statusText().contains(QStringLiteral("leaving")),
                 qPrintable(model.statusText()));
        model.undo(); // the roll
        QVERIFY2(!model.statusText().contains(QStringLiteral("leaving")),
                 qPrintable(model.statusText()));
        model.undo(); // the mode
        QVERIFY(!model.isPlaying());
        QVERIFY(!model.statusText().contains(QStringLiteral("leaving")));
    }

    // The die is rolled by the model, from a seed it holds: the same seed rolls the same faces
    // (each roll taken back by undo, so the next is a fresh roll of the same game), another seed
    // others, and a face the die does not have never comes up.
    void theDieRollsFromTheModelsSeed() {
        JengaModel model;
        QVERIFY(waitSettled(model));
        model.setMode(JengaState::Mode::Play);
        QVERIFY(waitSettled(model));
        // The face a roll showed: the colour whose move is due, or the minute that passed.
        const auto rolledFace = [&model] {
            const JengaState& s = model.state();
            return s.rolled ? static_cast<int>(*s.rolled) : s.minutes.back().face;
        };
        const auto facesFrom = [&model, &rolledFace](quint32 seed) {
            model.setDieSeed(seed);
            QList<int> faces;
            for (int i = 0; i < 12; ++i) {
                model.rollDie();
                faces.append(rolledFace());
                model.undo();
            }
            return faces;
        };
        // 0 red, 1 green, 2 blue, 3 black (JengaState::kBlackFace).
        const QList<int> first = facesFrom(7);
        QCOMPARE(first, (QList<int>{2, 2, 1, 1, 2, 3, 3, 3, 2, 1, 2, 1}));
        QCOMPARE(facesFrom(7), first);
        QVERIFY(facesFrom(8) != first);
        // Nothing is drawn while a roll waits for its move: the next roll is the seed's first.
        model.roll(static_cast<int>(Colour::Red));
        QCOMPARE(model.state().rolled, std::optional<Colour>(Colour::Red));
        model.setDieSeed(7);
        model.rollDie();
        QCOMPARE(model.state().rolled, std::optional<Colour>(Colour::Red));
        QVERIFY(model.state().minutes.empty());
        model.undo();
        model.rollDie();
        QCOMPARE(rolledFace(), first[0]);
        model.undo();
        // A die of green and black faces only: nothing else comes up.
        pw::jenga::Rules greenAndBlack;
        greenAndBlack.colourFaces = {0, 1, 0};
        greenAndBlack.blackFaces = 1;
        model.setRules(greenAndBlack);
        QCOMPARE(model.rules(), greenAndBlack);
        QCOMPARE(facesFrom(7), (QList<int>{3, 3, 1, 1, 3, 3, 3, 3, 3, 1, 3, 1}));
    }

    // The badges and "apply the best move" play the one optimal policy (docs/puzzles.md): in
    // GGG/BB./BB./G.. four green moves leave 9 minutes (G 1L->R and its mirror G 1R->R, G 1M->M,
    // G 1M->R), and the policy's is G 1M->M, the move of the CLI's --policy file (test_cli_jenga)
    // and of the chart's distribution.
    void theBestMoveFollowsTheTieBreak() {
        JengaModel model;
        QString error;
        QVERIFY(model.loadText(QStringLiteral("GGG/BB./BB./G.."), QStringLiteral("Paste"), &error));
        QVERIFY(waitSettled(model));
        const auto analysis = model.analysis();
        QVERIFY(analysis.has_value());
        const auto& green = analysis->choice(Colour::Green);
        int ties = 0;
        for (const auto& move : green.moves)
            ties += std::abs(move.expectedAfter - 9.0) < 1e-12 ? 1 : 0;
        QCOMPARE(ties, 4);
        QCOMPARE(green.bestMove, (pw::jenga::Move{0, pw::jenga::kMiddle, pw::jenga::kMiddle}));
        model.setMode(JengaState::Mode::Play);
        QVERIFY(waitSettled(model));
        model.roll(static_cast<int>(Colour::Green));
        QVERIFY(model.playBestMove());
        QCOMPARE(idOf(model.state().tower), QStringLiteral("G.G/BB./BB./GG."));
    }

    // The advice of face R names the engine's best red move and the value it leaves (15.135 on
    // the example; the 22.609 was on a taller tower); undoing the roll and the mode
    // removes that advice, and redoing them brings it back from the cache, without a solve.
    void theAdviceNamesTheEnginesValueAndFollowsRedo() {
        JengaModel model;
        QVERIFY(waitSettled(model));
        const Tower start = model.state().tower;
        pw::SolveControl control;
        const auto result = pw::jenga::solve(start, control);
        const auto analysis = pw::jenga::optimalAnalysis(result.table, start);
        const auto& red = analysis->choice(Colour::Red);
        QVERIFY(red.hasMove);
        QCOMPARE(QString::number(red.bestExpectedAfter, 'f', 3), QStringLiteral("15.135"));
        // In the short notation and in words (level 5's red middle block starts level 7).
        QCOMPARE(QString::fromStdString(pw::jenga::moveText(start, red.bestMove)),
                 QStringLiteral("R 5M->new L"));
        const QString advice =
            QStringLiteral("Best: R 5M->new L (take the red middle block of level 5; put it on the "
                           "left of a new level (level 7)), leaving %1 minutes.")
                .arg(QLocale().toString(red.bestExpectedAfter, 'f', 3));
        model.setMode(JengaState::Mode::Play);
        QVERIFY(model.isSettled()); // the edit-mode solve of the same tower answers the game
        model.roll(static_cast<int>(Colour::Red));
        QVERIFY2(model.statusText().contains(advice), qPrintable(model.statusText()));
        model.undo();
        model.undo();
        QVERIFY(!model.isPlaying());
        QVERIFY2(!model.statusText().contains(QStringLiteral("leaving")),
                 qPrintable(model.statusText()));
        model.redo();
        model.redo();
        QVERIFY(model.isSettled());
        QVERIFY2(model.statusText().contains(advice), qPrintable(model.statusText()));
    }

    // A long solve superseded by a paste is never shown: every result the model reports while
    // it works answers the tower shown at that moment, and the last one is the small tower's.
    void aSupersededSolveIsNeverShown() {
        JengaModel model;
        QVERIFY(waitSettled(model));
        const Tower big = pw::jenga::randomTower(9, 77);
        const Tower small = pw::jenga::parseTextId("RGB/RGB");
        int wrong = 0;
        int delivered = 0;
        connect(&model, &PageModel::resultChanged, &model, [&] {
            if (const auto outcome = model.outcome()) {
                ++delivered;
                if (!(outcome->tower == model.state().tower) ||
                    (model.state().tower == small &&
                     !close(model.expectedDuration().value_or(0), 8.592)))
                    ++wrong;
            }
        });
        QVERIFY(model.loadText(idOf(big), QStringLiteral("Paste"), nullptr));
        QVERIFY(!model.isSettled());
        QTest::qWait(50); // the big solve is running
        QVERIFY(model.loadText(idOf(small), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(model));
        QTest::qWait(300); // a late delivery of the cancelled solve would come now
        QCOMPARE(wrong, 0);
        QCOMPARE(delivered, 1);
        QVERIFY(close(*model.expectedDuration(), 8.592));
        // Undo to the big tower: it was never solved, so nothing stale is shown while it solves.
        model.undo();
        QCOMPARE(model.outcome(), nullptr);
        QCOMPARE(model.expectedDuration(), std::nullopt);
        model.cancelSolve();
        QCOMPARE(model.expectedDuration(), std::nullopt);
    }

    void oneUndoAfterABlackRollUndoesOneStep() {
        JengaModel model;
        QVERIFY(waitSettled(model));
        model.setMode(JengaState::Mode::Play);
        QVERIFY(waitSettled(model));
        model.roll(static_cast<int>(Colour::Green));
        QVERIFY(model.playBestMove());
        const Tower afterMove = model.state().tower;
        model.roll(JengaState::kBlackFace);
        QCOMPARE(model.minutesPlayed(), 2);
        model.undo();
        QCOMPARE(model.minutesPlayed(), 1);
        QCOMPARE(model.state().tower, afterMove);
        QCOMPARE(model.historyDescriptions().mid(2),
                 (QStringList{QStringLiteral("Roll green"), model.historyDescriptions().value(3),
                              QStringLiteral("Roll black: no move")}));
    }

    void pasteDuringAGameStartsOver() {
        JengaModel model;
        QVERIFY(waitSettled(model));
        model.setMode(JengaState::Mode::Play);
        model.roll(JengaState::kBlackFace);
        QVERIFY(model.loadText(QStringLiteral("RGB/RGB"), QStringLiteral("Paste"), nullptr));
        QCOMPARE(model.minutesPlayed(), 0);
        QCOMPARE(model.state().gameStart, model.state().tower);
        QVERIFY(waitSettled(model));
        QVERIFY(close(*model.expectedDuration(), 8.592));
        // The chart is the new tower's: its mean is the new value.
        QVERIFY(model.outcome()->distribution);
        QVERIFY(std::abs(model.outcome()->distribution->mean - 8.592) < 1e-9);
    }

    void undoNeverSolvesASolvedTowerAgain() {
        JengaModel model;
        QVERIFY(
            model.loadText(idOf(pw::jenga::randomTower(7, 5)), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(model));
        const double value = *model.expectedDuration();
        QVERIFY(model.loadText(QStringLiteral("RGB/RGB"), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(model));
        model.undo();
        QVERIFY(model.isSettled()); // from the cache, at once
        QCOMPARE(*model.expectedDuration(), value);
        // And during a game, returning to a minute already seen does not solve either.
        model.setMode(JengaState::Mode::Play);
        QVERIFY(model.isSettled());
        model.roll(static_cast<int>(Colour::Blue));
        QVERIFY(model.playBestMove());
        QVERIFY(waitSettled(model));
        model.undo();
        model.undo();
        QVERIFY(model.isSettled());
        model.redo();
        model.redo();
        QVERIFY(model.isSettled());
    }

    // The sequence: a game, a paste during it, Ctrl+Z back to the game, and play on. The
    // game's new towers are read from the start's table solved the first time (the very same
    // table object), never solved again.
    void afterPasteAndUndoTheGameKeepsItsTable() {
        JengaModel model;
        const Tower start = pw::jenga::randomTower(7, 11);
        QVERIFY(model.loadText(idOf(start), QStringLiteral("Paste"), nullptr));
        model.setMode(JengaState::Mode::Play);
        QVERIFY(waitSettled(model));
        const auto table = model.outcome()->solved;
        QVERIFY(table);
        QVERIFY(model.loadText(QStringLiteral("RGB/RGB"), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(model));
        QVERIFY(model.outcome()->solved != table);
        model.undo();
        QVERIFY(model.isSettled());
        QCOMPARE(model.state().gameStart, start);
        QCOMPARE(model.outcome()->solved, table);
        for (int minute = 0; minute < 3; ++minute) {
            model.roll(static_cast<int>(Colour::Green));
            QVERIFY(model.playBestMove());
            QVERIFY(waitSettled(model));
            QCOMPARE(model.outcome()->solved, table);
            QVERIFY(close(*model.expectedDuration(), freshSolve(model.state().tower)));
        }
    }

    void aMillionLevelTowerIsRefusedAtOnce() {
        JengaModel model;
        QString id = QStringLiteral("RGB");
        id.reserve(4 * 1000000);
        for (int i = 1; i < 1000000; ++i)
            id += QStringLiteral("/RGB");
        QElapsedTimer clock;
        clock.start();
        QString error;
        QVERIFY(!model.loadText(id, QStringLiteral("Paste"), &error));
        PW_VERIFY_FASTER(clock.elapsed(), 500);
        QVERIFY2(error.contains(QStringLiteral("1000")), qPrintable(error));
        QVERIFY(!model.loadText(QStringLiteral("1000000\nRGB\n"), QStringLiteral("Paste"), &error));
        QVERIFY(error.contains(QStringLiteral("1000")));
        QJsonObject state = model.stateJson();
        state.insert(QStringLiteral("position"), id);
        clock.restart();
        QVERIFY(!model.parseStateJson(state, &error)); // nor from a session or document
        PW_VERIFY_FASTER(clock.elapsed(), 500);
        QCOMPARE(model.historySize(), 1);
    }

    void removingALevelRemovesOne() {
        JengaModel model;
        model.setLevelCount(1000);
        QCOMPARE(model.state().tower.levelCount(), 1000);
        model.setLevelCount(model.state().tower.levelCount() - 1);
        QCOMPARE(model.state().tower.levelCount(), 999);
        model.setLevelCount(5000);
        QCOMPARE(model.state().tower.levelCount(), 1000);
        model.cancelSolve();
    }

    void aSessionKeepsTheGameAndRefusesAForgedOne() {
        JengaModel model;
        QVERIFY(waitSettled(model));
        model.setMode(JengaState::Mode::Play);
        model.roll(static_cast<int>(Colour::Green));
        QVERIFY(model.playBestMove());
        model.roll(static_cast<int>(Colour::Red));
        JengaModel restored;
        QString error;
        QVERIFY2(restored.restoreSessionJson(model.sessionJson(), &error), qPrintable(error));
        QVERIFY(restored.state().equals(model.state()));
        QCOMPARE(restored.historyDescriptions(), model.historyDescriptions());
        QCOMPARE(restored.state().rolled, std::optional<Colour>(Colour::Red));
        // A game whose minutes do not lead to the tower shown is refused.
        QJsonObject forged = model.stateJson();
        forged.insert(QStringLiteral("minutes"), QJsonArray{QStringLiteral("3")});
        QVERIFY(!model.parseStateJson(forged, &error));
        forged.insert(QStringLiteral("minutes"), QJsonArray{QStringLiteral("1:9.9.9")});
        QVERIFY(!model.parseStateJson(forged, &error));
    }

    // Nothing that can be pasted ends the program or changes anything: each weird text is refused
    // with a one-line message and the history stays as it was.
    void weirdTextIsRefusedWithNothingChanged() {
        JengaModel model;
        const QString before = model.positionId();
        const QStringList texts{QString(),
                                QStringLiteral("W.B"),
                                QString(QChar(0)),
                                QStringLiteral("RGB/R\u0000B"),
                                QStringLiteral("99999999999999999999\nRGB\n"),
                                QStringLiteral("-1\nRGB\n"),
                                QStringLiteral("0\n"),
                                QStringLiteral("1001\nRGB\n"),
                                QStringLiteral("2\nRGB\n"),
                                QStringLiteral("1\nRGB\nRGB\n"),
                                QStringLiteral("RGB//RGB"),
                                QStringLiteral("RG"),
                                QStringLiteral("/"),
                                QStringLiteral("RGB/RGB/RGB/x"),
                                QStringLiteral("1\nRG\u00e9\n"),
                                QStringLiteral("{\"position\":\"RGB\"}")};
        for (const QString& text : texts) {
            QString error;
            QVERIFY2(!model.loadText(text, QStringLiteral("Paste"), &error), qPrintable(text));
            QVERIFY2(!error.isEmpty() && !error.contains(QLatin1Char('\n')) &&
                         !error.contains(QChar(0)),
                     qPrintable(error));
            QCOMPARE(model.historySize(), 1);
            QCOMPARE(model.positionId(), before);
        }
        model.cancelSolve();
    }

    // A session whose middle step is corrupted is refused with a message; the present step,
    // which is valid, is kept alone rather than dropped.
    void aCorruptedSessionStepIsRefused() {
        JengaModel model;
        QVERIFY(model.loadText(QStringLiteral("RGB/RGB"), QStringLiteral("Paste"), nullptr));
        QVERIFY(model.loadText(QStringLiteral("RGB/GGB/BRB"), QStringLiteral("Paste"), nullptr));
        QJsonObject session = model.sessionJson();
        QJsonArray steps = session.value(QStringLiteral("steps")).toArray();
        QCOMPARE(steps.size(), 3);
        QJsonObject middle = steps.at(1).toObject();
        QJsonObject state = middle.value(QStringLiteral("state")).toObject();
        state.insert(QStringLiteral("position"), QStringLiteral("RGB/RXB"));
        middle.insert(QStringLiteral("state"), state);
        steps.replace(1, middle);
        session.insert(QStringLiteral("steps"), steps);
        JengaModel restored;
        QString error;
        QVERIFY(!restored.restoreSessionJson(session, &error));
        QVERIFY2(error.contains(QStringLiteral("step 2")), qPrintable(error));
        QCOMPARE(restored.historySize(), 1);
        QCOMPARE(restored.positionId(), QStringLiteral("RGB/GGB/BRB"));
        restored.cancelSolve();
        model.cancelSolve();
    }

    void thousandRandomActionsStayConsistent() {
        const NoDebounceHere atOnce;
        JengaModel model;
        QVERIFY(model.loadText(QStringLiteral("RGB/GGB/BRB"), QStringLiteral("Paste"), nullptr));
        QRandomGenerator random(1124);
        QStringList expected = model.historyDescriptions();
        int index = model.historyIndex();
        for (int action = 0; action < 1000; ++action) {
            const QJsonObject before = model.stateJson();
            const int kind = static_cast<int>(random.bounded(11));
            const Tower& tower = model.state().tower;
            bool undoRedo = false;
            if (kind == 0) {
                model.loadText(idOf(pw::jenga::randomTower(2 + static_cast<int>(random.bounded(4)),
                                                           random.generate())),
                               QStringLiteral("Paste"), nullptr);
            } else if (kind == 1) {
                QVERIFY(!model.loadText(QStringLiteral("3\nRGB\nRXB\n"), QStringLiteral("Paste"),
                                        nullptr));
            } else if (kind == 2 && model.canUndo()) {
                model.undo();
                --index;
                undoRedo = true;
            } else if (kind == 3 && model.canRedo()) {
                model.redo();
                ++index;
                undoRedo = true;
            } else if (kind == 4) {
                model.setMode(random.bounded(3) ? JengaState::Mode::Play : JengaState::Mode::Edit);
            } else if (kind == 5 || kind == 6) {
                model.roll(static_cast<int>(random.bounded(4)));
            } else if (kind == 7 && model.state().rolled) {
                const auto moves = pw::jenga::legalMoves(tower, *model.state().rolled);
                if (!moves.empty())
                    QVERIFY(
                        model.playMove(moves[random.bounded(static_cast<quint32>(moves.size()))]));
            } else if (kind == 8 && !model.isPlaying() && tower.levelCount() < 6) {
                model.clickSlot(
                    static_cast<int>(random.bounded(static_cast<quint32>(tower.levelCount()))),
                    static_cast<int>(random.bounded(3)), random.bounded(4) == 0);
            } else if (kind == 9) {
                JengaModel restored;
                QVERIFY(restored.restoreSessionJson(model.sessionJson(), nullptr));
                QVERIFY(restored.state().equals(model.state()));
            } else if (kind == 10 && model.isPlaying()) {
                model.newGame();
            }
            if (!undoRedo && model.stateJson() != before) {
                expected = expected.mid(0, index + 1);
                expected << model.historyDescriptions().value(model.historyIndex());
                ++index;
            }
            if (action % 4 != 0)
                continue; // the next action comes while the solve runs
            QVERIFY(waitSettled(model));
            QCOMPARE(model.historyDescriptions(), expected);
            QCOMPARE(model.historyIndex(), index);
            const Tower& shown = model.state().tower;
            if (shown.validate()) {
                QCOMPARE(model.expectedDuration(), std::nullopt);
                continue;
            }
            QVERIFY(model.expectedDuration());
            QVERIFY2(close(*model.expectedDuration(), freshSolve(shown)), qPrintable(idOf(shown)));
            QVERIFY(model.outcome()->distribution);
            QVERIFY(std::abs(model.outcome()->distribution->mean - *model.expectedDuration()) <
                    1e-9);
            if (model.state().rolled) {
                // The advice is the fresh solve's best move (the one optimal policy's) and value
                // for the rolled colour.
                pw::SolveControl control;
                const auto fresh = pw::jenga::solve(shown, control);
                const auto analysis = pw::jenga::optimalAnalysis(fresh.table, shown);
                const auto& choice = analysis->choice(*model.state().rolled);
                const QString advice =
                    QStringLiteral("Best: %1 (%2), leaving %3 minutes.")
                        .arg(QString::fromStdString(pw::jenga::moveText(shown, choice.bestMove)),
                             jengatext::moveWords(shown, choice.bestMove),
                             QLocale().toString(choice.bestExpectedAfter, 'f', 3));
                QVERIFY2(model.statusText().contains(advice), qPrintable(model.statusText()));
            }
        }
    }
};

QTEST_MAIN(TestJengaModel)
#include "test_jenga_model.moc"
