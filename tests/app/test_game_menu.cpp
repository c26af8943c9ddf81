// The Game menu of the main window: New, Restart, Hint and Solve on every page, through the
// page's own commands. Each change of the position is one step of the page's history (Undo
// gives back the state before it), a hint that only marks is no step, and an action is enabled
// only where it applies to the page shown and its state.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushmodel.h"
#include "app/jenga/jengamodel.h"
#include "app/mainwindow.h"
#include "app/patience/patiencemodel.h"
#include "app/puzzlepage.h"
#include "app/stones/stonesmodel.h"
#include "common/page_wait.h"
#include "common/timing.h"

#include <QMenu>
#include <QMenuBar>
#include <QShortcut>
#include <QtTest>

namespace {

using Game = PuzzlePage::GameAction;

QAction* actionOf(const MainWindow& window, Game game) {
    const char* name = game == Game::New       ? "newGameAction"
                       : game == Game::Restart ? "restartAction"
                       : game == Game::Hint    ? "hintAction"
                                               : "solveAction";
    return window.findChild<QAction*>(QString::fromLatin1(name));
}

// Which of New, Restart, Hint and Solve the menu enables, as "NRHS" with '-' for a disabled one.
QString enabled(const MainWindow& window) {
    QString flags;
    const char letters[] = "NRHS";
    int i = 0;
    for (Game game : {Game::New, Game::Restart, Game::Hint, Game::Solve}) {
        flags += actionOf(window, game)->isEnabled() ? QLatin1Char(letters[i]) : QLatin1Char('-');
        ++i;
    }
    return flags;
}

// Triggers the menu's action as a click on it would.
void trigger(const MainWindow& window, Game game) {
    actionOf(window, game)->trigger();
}

template <class Model> Model* modelOf(const MainWindow& window, const char* puzzle) {
    return qobject_cast<Model*>(window.page(QString::fromLatin1(puzzle))->model());
}

// Shows the page and waits for its answer.
PuzzlePage* show(MainWindow& window, const char* puzzle) {
    window.showPage(QString::fromLatin1(puzzle));
    PuzzlePage* page = window.currentPage();
    [&] { QVERIFY(waitSettled(*page)); }();
    return page;
}

} // namespace

class TestGameMenu : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_game_menu"));
    }

    void menuBetweenEditAndViewWithFreeKeys() {
        MainWindow window;
        window.setSessionEnabled(false);
        QStringList titles;
        for (QAction* action : window.menuBar()->actions())
            if (action->menu())
                titles << action->menu()->objectName();
        const auto edit = titles.indexOf(QStringLiteral("editMenu"));
        QVERIFY2(edit >= 0 && titles.value(edit + 1) == QStringLiteral("gameMenu") &&
                     titles.value(edit + 2) == QStringLiteral("viewMenu"),
                 qPrintable(titles.join(QLatin1Char(' '))));
        auto* menu = window.findChild<QMenu*>(QStringLiteral("gameMenu"));
        QVERIFY(menu);
        QCOMPARE(menu->title(), QStringLiteral("&Game"));
        const QList<QKeySequence> keys = {
            QKeySequence(Qt::CTRL | Qt::Key_N), QKeySequence(Qt::CTRL | Qt::Key_R),
            QKeySequence(Qt::CTRL | Qt::Key_H), QKeySequence(Qt::Key_F5)};
        int i = 0;
        for (Game game : {Game::New, Game::Restart, Game::Hint, Game::Solve}) {
            QAction* action = actionOf(window, game);
            QVERIFY(action);
            QVERIFY(menu->actions().contains(action));
            QCOMPARE(action->shortcut(), keys[i++]);
        }
        // No other action or page key of the window has one of these keys.
        for (const QAction* action : window.findChildren<QAction*>()) {
            bool game = false;
            for (Game g : {Game::New, Game::Restart, Game::Hint, Game::Solve})
                game = game || action == actionOf(window, g);
            if (game)
                continue;
            for (const QKeySequence& key : action->shortcuts())
                QVERIFY2(!keys.contains(key),
                         qPrintable(action->text() + QLatin1Char(' ') + key.toString()));
        }
        for (const QShortcut* shortcut : window.findChildren<QShortcut*>())
            QVERIFY2(!keys.contains(shortcut->key()), qPrintable(shortcut->key().toString()));
    }

    void jenga() {
        MainWindow window;
        window.setSessionEnabled(false);
        auto* model = modelOf<JengaModel>(window, "jenga");
        PuzzlePage* page = show(window, "jenga");
        // Editing the example: only New applies (its 6 levels are solved as they are edited).
        QVERIFY(!model->isPlaying());
        QCOMPARE(enabled(window), QStringLiteral("N---"));
        QVERIFY(!page->runGameAction(Game::Hint));

        // New: the random tower of the seed, one step.
        const QString example = model->positionId();
        const int steps = model->historyIndex();
        const pw::jenga::Tower random = pw::jenga::randomTower(
            model->state().tower.levelCount(), static_cast<std::uint64_t>(model->state().seed));
        QVERIFY(!(random == model->state().tower));
        trigger(window, Game::New);
        QVERIFY(model->state().tower == random);
        QCOMPARE(model->historyIndex(), steps + 1);
        model->undo();
        QCOMPARE(model->positionId(), example);
        QVERIFY(waitSettled(*page));

        // Play: nothing rolled, nothing to restart or hint.
        model->setMode(JengaState::Mode::Play);
        QVERIFY(waitSettled(*page));
        QCOMPARE(enabled(window), QStringLiteral("N---"));
        // Roll a colour that has a move: Hint plays the table's best move for it.
        int face = 0;
        while (!pw::jenga::hasLegalMove(model->state().tower, static_cast<pw::jenga::Colour>(face)))
            ++face;
        model->roll(face);
        QVERIFY(waitSettled(*page));
        QCOMPARE(enabled(window), QStringLiteral("NRH-"));
        const auto analysis = model->analysis();
        QVERIFY(analysis);
        const pw::jenga::Move best =
            analysis->choice(static_cast<pw::jenga::Colour>(face)).bestMove;
        const pw::jenga::Tower start = model->state().tower;
        trigger(window, Game::Hint);
        QVERIFY(model->state().tower == pw::jenga::apply(start, best));
        QCOMPARE(model->minutesPlayed(), 1);
        QVERIFY(!model->state().rolled);
        QVERIFY(waitSettled(*page));
        QCOMPARE(enabled(window), QStringLiteral("NR--"));

        // Restart: back to the tower the game started from, minute 0, as one step.
        const QString played = model->positionId();
        const int before = model->historyIndex();
        trigger(window, Game::Restart);
        QVERIFY(model->state().tower == start);
        QCOMPARE(model->minutesPlayed(), 0);
        QVERIFY(model->isPlaying());
        QCOMPARE(model->historyIndex(), before + 1);
        QCOMPARE(enabled(window), QStringLiteral("N---"));
        model->undo();
        QCOMPARE(model->positionId(), played);
        QCOMPARE(model->minutesPlayed(), 1);
        QCOMPARE(model->historyIndex(), before);
        QVERIFY(waitSettled(*page));

        // Solve: offered once a solve was cancelled; it solves again on the runner, no step.
        model->setMode(JengaState::Mode::Edit);
        model->setLevelCount(5);
        model->cancelSolve();
        QCOMPARE(model->solvePhase(), PageModel::SolvePhase::Cancelled);
        QCOMPARE(enabled(window), QStringLiteral("N--S"));
        const int edited = model->historyIndex();
        trigger(window, Game::Solve);
        QVERIFY(waitSettled(*page));
        QCOMPARE(model->historyIndex(), edited);
        QVERIFY(model->analysis());
        QCOMPARE(enabled(window), QStringLiteral("N---"));
    }

    void patience() {
        MainWindow window;
        window.setSessionEnabled(false);
        auto* model = modelOf<PatienceModel>(window, "patience");
        PuzzlePage* page = show(window, "patience");
        QVERIFY(!model->isEditing());
        QCOMPARE(enabled(window), QStringLiteral("N-H-"));

        // Hint plays the best pair, twice.
        const pw::patience::Position start = model->current();
        const int steps = model->historyIndex();
        std::vector<pw::patience::Move> best;
        for (int i = 0; i < 2; ++i) {
            QVERIFY(waitSettled(*page));
            const auto move = model->bestMove();
            QVERIFY(move);
            best.push_back(*move);
            trigger(window, Game::Hint);
            QCOMPARE(model->state().moves, best);
        }
        QCOMPARE(model->historyIndex(), steps + 2);
        QVERIFY(waitSettled(*page));
        QCOMPARE(enabled(window), QStringLiteral("NRH-"));

        // Restart: the deal from its start, one step; Undo brings the pairs back.
        trigger(window, Game::Restart);
        QVERIFY(model->state().moves.empty());
        QVERIFY(model->current() == start);
        QCOMPARE(model->historyIndex(), steps + 3);
        model->undo();
        QCOMPARE(model->state().moves, best);
        QVERIFY(waitSettled(*page));

        // New: the random deal of the seed, from its start, one step.
        trigger(window, Game::New);
        QVERIFY(model->state().start.deal() ==
                pw::patience::randomDeal(static_cast<std::uint64_t>(model->state().seed)));
        QVERIFY(model->state().moves.empty());
        model->undo();
        QCOMPARE(model->state().moves, best);
        QVERIFY(waitSettled(*page));

        // Editing the deal: no game to restart or hint.
        model->setMode(PatienceState::Mode::Edit);
        QVERIFY(waitSettled(*page));
        QCOMPARE(enabled(window), QStringLiteral("N---"));
        QVERIFY(!page->runGameAction(Game::Restart));
        QCOMPARE(model->state().moves, best);

        // Solve runs a cancelled solve again (of a deal never solved before, so that the
        // solve is under way when it is cancelled).
        model->setMode(PatienceState::Mode::Play);
        model->setSeed(4242);
        model->newRandomDeal();
        model->cancelSolve();
        QCOMPARE(model->solvePhase(), PageModel::SolvePhase::Cancelled);
        QCOMPARE(enabled(window), QStringLiteral("N--S"));
        const int index = model->historyIndex();
        trigger(window, Game::Solve);
        QVERIFY(waitSettled(*page));
        QVERIFY(model->solved());
        QCOMPARE(model->historyIndex(), index);
        QCOMPARE(enabled(window), QStringLiteral("N-H-"));
    }

    void hackenbush() {
        using pw::hackenbush::Colour;
        MainWindow window;
        window.setSessionEnabled(false);
        auto* model = modelOf<HackenbushModel>(window, "hackenbush");
        PuzzlePage* page = show(window, "hackenbush");
        // The winning moves are ringed already: no hint to give, no game to restart.
        QVERIFY(model->markWinning());
        QCOMPARE(enabled(window), QStringLiteral("N---"));

        // Hint rings them: what is shown, not a step of the history.
        model->setMarkWinning(false);
        QCOMPARE(enabled(window), QStringLiteral("N-H-"));
        const int steps = model->historyIndex();
        trigger(window, Game::Hint);
        QVERIFY(model->markWinning());
        QCOMPARE(model->historyIndex(), steps);
        QCOMPARE(enabled(window), QStringLiteral("N---"));

        // A game, you first as White: after your move and the engine's, Restart starts it again.
        model->setPlayers(Colour::White, true);
        model->startGame();
        QVERIFY(waitSettled(*page));
        QCOMPARE(enabled(window), QStringLiteral("N---"));
        const pw::hackenbush::Position start = model->state().firstShown();
        const auto moves = pw::hackenbush::legalMoves(start, Colour::White);
        QVERIFY(!moves.empty());
        QVERIFY(model->playHumanMove(moves.front()));
        QTRY_VERIFY_WITH_TIMEOUT(
            model->state().game->moves.size() == 2 || model->state().gameOver(), kHangGuardMs);
        QVERIFY(waitSettled(*page));
        QCOMPARE(enabled(window), QStringLiteral("NR--"));
        const std::size_t played = model->state().game->moves.size();
        const int before = model->historyIndex();
        trigger(window, Game::Restart);
        QVERIFY(model->isPlaying());
        QVERIFY(model->state().game->moves.empty());
        QVERIFY(model->state().firstShown() == start);
        QCOMPARE(model->historyIndex(), before + 1);
        model->undo();
        QCOMPARE(model->state().game->moves.size(), played);
        QVERIFY(waitSettled(*page));

        // New: a random C1 from the options, the game stopped, one step.
        const auto expected =
            pw::hackenbush::randomPosition(3, static_cast<std::size_t>(model->state().randomHeight),
                                           static_cast<std::uint64_t>(model->state().seed));
        const QString beforeNew = model->positionId();
        trigger(window, Game::New);
        QVERIFY(model->state().test().first == expected);
        QVERIFY(!model->isPlaying());
        model->undo();
        QCOMPARE(model->positionId(), beforeNew);
        QVERIFY(model->isPlaying());
        QVERIFY(waitSettled(*page));
    }

    void stones() {
        MainWindow window;
        window.setSessionEnabled(false);
        auto* model = modelOf<StonesModel>(window, "stones");
        PuzzlePage* page = show(window, "stones");
        QVERIFY(model->line().size() >= 2);
        QCOMPARE(model->cursor(), 0);
        QCOMPARE(enabled(window), QStringLiteral("N-H-"));

        // Hint steps to the next move of the shortest line: shown, not a step of the history.
        const pw::stones::Position start = model->currentPosition();
        const pw::stones::Move first = model->line().front();
        const int steps = model->historyIndex();
        trigger(window, Game::Hint);
        QCOMPARE(model->cursor(), 1);
        QVERIFY(model->currentPosition() == pw::stones::apply(start, first));
        QCOMPARE(model->historyIndex(), steps);
        QVERIFY(waitSettled(*page));
        QCOMPARE(enabled(window), QStringLiteral("NRH-"));

        // Restart after a move played: back to the start, one step.
        const pw::stones::Move second = model->line()[1];
        QVERIFY(model->playMove(second));
        QVERIFY(waitSettled(*page));
        QCOMPARE(model->playedCount(), 2);
        trigger(window, Game::Restart);
        QCOMPARE(model->playedCount(), 0);
        QCOMPARE(model->cursor(), 0);
        QVERIFY(model->currentPosition() == start);
        QCOMPARE(model->historyIndex(), steps + 2);
        QVERIFY(waitSettled(*page));
        QCOMPARE(enabled(window), QStringLiteral("N-H-"));
        model->undo();
        QCOMPARE(model->playedCount(), 2);
        QVERIFY(waitSettled(*page));

        // At the end of the line there is no next step to show.
        model->setCursor(static_cast<int>(model->line().size()));
        QCOMPARE(enabled(window), QStringLiteral("NR--"));

        // New: the random board of the options, one step.
        const auto board = pw::stones::randomPosition(
            model->state().start.vertexCount(), model->state().randomColours,
            static_cast<std::uint64_t>(model->state().randomSeed));
        const QString beforeNew = model->positionId();
        trigger(window, Game::New);
        QVERIFY(model->state().start == board);
        QCOMPARE(model->playedCount(), 0);
        model->undo();
        QCOMPARE(model->positionId(), beforeNew);
        QVERIFY(waitSettled(*page));
    }

    void followsThePageShown() {
        MainWindow window;
        window.setSessionEnabled(false);
        auto* patience = modelOf<PatienceModel>(window, "patience");
        show(window, "patience");
        QCOMPARE(enabled(window), QStringLiteral("N-H-"));
        show(window, "hackenbush");
        QCOMPARE(enabled(window), QStringLiteral("N---"));
        // A change on a page not shown does not touch the menu...
        patience->setMode(PatienceState::Mode::Edit);
        QCOMPARE(enabled(window), QStringLiteral("N---"));
        // ...and the shortcut acts on the page shown only.
        const QString hackenbush = window.currentPage()->model()->positionId();
        const QString deal = patience->positionId();
        trigger(window, Game::New);
        QVERIFY(window.currentPage()->model()->positionId() != hackenbush);
        QCOMPARE(patience->positionId(), deal);
        show(window, "patience");
        QCOMPARE(enabled(window), QStringLiteral("N---"));
        patience->setMode(PatienceState::Mode::Play);
        QVERIFY(waitSettled(*window.currentPage()));
        QCOMPARE(enabled(window), QStringLiteral("N-H-"));
    }
};

QTEST_MAIN(TestGameMenu)
#include "test_game_menu.moc"
