// The Hackenbush page driven like a user: the contest sample, clicks that flip and add cubes, the
// winning-move marks, a game against the engine with undo, bad input and a 100,000-cube tower;
// every value is checked against the engine or the docs/puzzles.md.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/gametreeview.h"
#include "app/hackenbush/gametreewindow.h"
#include "app/hackenbush/hackenbushpage.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/messagelabel.h"
#include "app/translations.h"
#include "common/page_wait.h"
#include "common/timing.h"
#include "common/widget_geometry.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCursor>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QtTest>

using pw::Dyadic;
using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

// docs/puzzles.md (Hackenbush towers), the sample: Test 1: Yes (C1 = 0, C2 = -1/4), Test 2: No.
const char* kSample = "2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n"
                      "Test 2\n3 3 2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n";

void click(QWidget* view, QPointF point) {
    QTest::mouseClick(view, Qt::LeftButton, {}, point.toPoint());
}

std::vector<Move> gameMoves(const HackenbushPage& page) {
    std::vector<Move> moves;
    if (page.hackenbush()->state().game)
        for (const auto& m : page.hackenbush()->state().game->moves)
            moves.push_back(m.move);
    return moves;
}

void startGame(HackenbushPage& page, Colour human, Colour first) {
    page.hackenbush()->setPlayers(human, human == first);
    page.hackenbush()->startGame();
}

Position id(const char* text) {
    return pw::hackenbush::parseTextId(text);
}

} // namespace

class TestHackenbushPage : public QObject {
    Q_OBJECT
private slots:
    void sampleAnswersYesThenNo() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QString error;
        QVERIFY2(page.hackenbush()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"),
                                             &error),
                 qPrintable(error));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.hackenbush()->testCount(), 2);
        QVERIFY(page.hackenbush()->side(true) && page.hackenbush()->side(false));
        QCOMPARE(page.hackenbush()->side(true)->result->value, Dyadic(0));
        QCOMPARE(page.hackenbush()->side(false)->result->value, Dyadic::fromParts(-1, 2));
        QVERIFY2(page.verdictText().contains(QStringLiteral("Yes")),
                 qPrintable(page.verdictText()));
        QVERIFY(page.verdictText().contains(QStringLiteral("-1/4")));
        QVERIFY(page.firstValueText().contains(QStringLiteral("second player wins")));
        QCOMPARE(page.judgeOutputText(), QStringLiteral("Test 1: Yes\nTest 2: No"));

        auto* combo = page.findChild<QComboBox*>(QStringLiteral("testCombo"));
        QCOMPARE(combo->count(), 2);
        combo->setCurrentIndex(1);
        QVERIFY(waitSettled(page));
        QCOMPARE(page.hackenbush()->state().current, 1);
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("WBB|WBW|BB"));
        QCOMPARE(page.hackenbush()->side(true)->result->value, Dyadic(-1)); // 1/4 + 3/4 - 2
        QVERIFY2(page.verdictText().contains(QStringLiteral("No")), qPrintable(page.verdictText()));
    }

    // W then 700 B: 1 - 1/2 - 1/4 - ... - 1/2^700 = 2^-700, whose 211-digit fraction is not read
    // exactly: its decimal and binary short forms are shown beside it (small values are not).
    void hugeValuesGetShortForms() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(page.hackenbush()->loadText(QStringLiteral("W") + QString(700, QLatin1Char('B')),
                                            QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.hackenbush()->side(true)->result->value, Dyadic::powerOfTwo(-700));
        QVERIFY2(page.firstValueText().contains(
                     QStringLiteral("≈ 1.9010915662951598235 × 10⁻²¹¹ · ≈ 1.0000 × 2⁻⁷⁰⁰")),
                 qPrintable(page.firstValueText()));
        QVERIFY(
            page.hackenbush()->loadText(QStringLiteral("WBB"), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page));
        QVERIFY(!page.firstValueText().contains(QStringLiteral("≈")));
    }

    void clickingACubeFlipsItAndTheValueFollows() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.hackenbush()->editPosition(true, id("WBB"));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.hackenbush()->side(true)->result->value,
                 Dyadic::fromParts(1, 2)); // docs/puzzles.md: W B B = 1/4
        HackenbushView* view = page.firstView();
        QCOMPARE(view->cubeAt(view->cubeRect(0, 2).center()), (std::optional<Move>(Move{0, 2})));
        click(view, view->cubeRect(0, 2).center());
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("WBW"));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.hackenbush()->side(true)->result->value,
                 Dyadic::fromParts(3, 2)); // W B W = 3/4
        QVERIFY2(page.firstValueText().contains(QStringLiteral("3/4")),
                 qPrintable(page.firstValueText()));
        QVERIFY(page.firstValueText().contains(QStringLiteral("+-+")));
        QVERIFY(page.firstValueText().contains(QStringLiteral("White wins whoever starts")));
        // Ctrl+Z undoes the flip (the page's undo history), Ctrl+Shift+Z redoes it.
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("WBB"));
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("WBW"));

        // The same from the keyboard: up to the top cube, Space flips it back; W adds a white cube.
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        view->setFocus();
        QTRY_VERIFY_WITH_TIMEOUT(view->hasFocus(), kHangGuardMs);
        QTRY_VERIFY_WITH_TIMEOUT(view->focusCube().has_value(), kHangGuardMs);
        QCOMPARE(view->focusCube(), (std::optional<Move>(Move{0, 0})));
        QTest::keyClick(view, Qt::Key_Up);
        QTest::keyClick(view, Qt::Key_Up);
        QCOMPARE(view->focusCube(), (std::optional<Move>(Move{0, 2})));
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("WBB"));
        QTest::keyClick(view, Qt::Key_W);
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("WBBW"));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.hackenbush()->side(true)->result->value,
                 Dyadic::fromParts(3, 3)); // 1 - 1/2 - 1/4 + 1/8
    }

    void editControlsAddAndRemoveCubesAndTowers() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.hackenbush()->editPosition(true, id("W|B"));
        HackenbushView* view = page.firstView();
        click(view, view->addCubeRect(1, Colour::White).center());
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("W|BW"));
        click(view, view->addTowerRect().center());
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("W|BW|"));
        click(view, view->addCubeRect(2, Colour::Black).center());
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("W|BW|B"));
        click(view, view->removeTowerRect(0).center());
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("BW|B"));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.hackenbush()->side(true)->result->value,
                 Dyadic::fromParts(-3, 1)); // -1/2 - 1
    }

    void winningMovesMarkedAreTheEngines() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const Position position = pw::hackenbush::randomPosition(3, 9, seed);
            page.hackenbush()->editPosition(true, position);
            const auto expected = pw::hackenbush::solve(position);
            for (Colour mover : {Colour::White, Colour::Black}) {
                page.hackenbush()->setToMove(mover);
                QVERIFY(waitSettled(page));
                QCOMPARE(page.firstView()->markedMoves(), expected.winningMoves(mover));
            }
        }
        // Hovering a cube tells the value after removing it: W B B, removing the top black cube
        // leaves W B = 1/2, a loss for Black; removing the middle one leaves W = 1.
        page.hackenbush()->editPosition(true, id("WBB"));
        QVERIFY(waitSettled(page));
        HackenbushView* view = page.firstView();
        auto* hover = page.findChild<QLabel*>(QStringLiteral("hoverLabel"));
        QTest::mouseMove(view, view->cubeRect(0, 2).center().toPoint());
        QVERIFY2(hover->text().contains(QStringLiteral("leaves 1/2")), qPrintable(hover->text()));
        QTest::mouseMove(view, view->cubeRect(0, 1).center().toPoint());
        QVERIFY2(hover->text().contains(QStringLiteral("leaves 1,")), qPrintable(hover->text()));
    }

    // The line under the board follows the board without a mouse move: the hovered top cube of
    // W B B taken away (as the engine's reply takes cubes away), the pointer is over nothing.
    void theHoverLineFollowsACubeTakenAway() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.hackenbush()->editPosition(true, id("WBB"));
        QVERIFY(waitSettled(page));
        HackenbushView* view = page.firstView();
        auto* hover = page.findChild<QLabel*>(QStringLiteral("hoverLabel"));
        const QPoint top = view->cubeRect(0, 2).center().toPoint();
        QCursor::setPos(view->mapToGlobal(top));
        QTest::mouseMove(view, top);
        QVERIFY2(hover->text().startsWith(QStringLiteral("C1, tower 1, cube 3 (black)")),
                 qPrintable(hover->text()));
        page.hackenbush()->removeFrom(true, Move{0, 2});
        QVERIFY(waitSettled(page));
        QCOMPARE(hover->text(), QString());
        page.hackenbush()->undo(); // back under the pointer: described again
        QVERIFY(waitSettled(page));
        QVERIFY2(hover->text().startsWith(QStringLiteral("C1, tower 1, cube 3 (black)")),
                 qPrintable(hover->text()));
    }

    // Hovering a cube explains its tower: W B B W is the run 1, then -1/2 (running sum 1/2),
    // -1/4 (1/4), +1/8 (3/8); sign expansion + - - +; 1 - 1/2 - 1/4 + 1/8 = 3/8.
    void hoveringExplainsTheTowerStepByStep() {
        // The interface in English, as the application installs it (plural forms come from it).
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.hackenbush()->editPosition(true, id("WBBW|B"));
        QVERIFY(waitSettled(page));
        HackenbushView* view = page.firstView();
        auto* explain = page.findChild<QTextBrowser*>(QStringLiteral("explainText"));
        QVERIFY(explain->toPlainText().isEmpty());
        QTest::mouseMove(view, view->cubeRect(0, 3).center().toPoint());
        const QString text = explain->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("C1, tower 1, step by step")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("The bottom run: 1 white cube, worth 1.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Cube 2 (black): \u2212 1/2, running sum 1/2.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Cube 3 (black): \u2212 1/4, running sum 1/4.")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Cube 4 (white): + 1/8, running sum 3/8.")),
                 qPrintable(text));
        QVERIFY2(
            text.contains(QStringLiteral("Sign expansion (white +, black \u2212): +\u2212\u2212+")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Value: 1 \u2212 1/2 \u2212 1/4 + 1/8 = 3/8")),
                 qPrintable(text));
        // The second tower, a lone black cube: the run alone.
        QTest::mouseMove(view, view->cubeRect(1, 0).center().toPoint());
        const QString lone = explain->toPlainText();
        QVERIFY2(lone.contains(QStringLiteral("C1, tower 2")) &&
                     lone.contains(QStringLiteral("Value: -1 = -1")),
                 qPrintable(lone));
        // Leaving the board keeps the last explanation (nothing moves under the pointer).
        QTest::mouseMove(view, QPoint(2, 2));
        QCOMPARE(explain->toPlainText(), lone);
    }

    void theGameTreeExplainsTheValueAndShowsItsPositions() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.hackenbush()->editPosition(true, id("WBB||"));
        QVERIFY(waitSettled(page));
        const int steps = page.hackenbush()->historySize();
        page.findChild<QPushButton*>(QStringLiteral("gameTreeButton"))->click();
        GameTreeWindow* window = page.gameTreeWindow();
        QVERIFY(window->isVisible());
        GameTreeView* tree = window->view();
        QVERIFY(tree->tree());
        // By hand: WBB = 1 - 1/2 - 1/4 = 1/4. White's one option (the bottom cube) leaves 0;
        // Black's leave W = 1 and WB = 1/2. The tree: WBB; its three options; W's and WB's options
        // (WB -> W -> nothing): 8 positions in all.
        QCOMPARE(tree->tree()->nodes.size(), std::size_t{8});
        QVERIFY(!tree->tree()->truncated);
        QVERIFY2(window->nodeText().contains(QStringLiteral("{ 0 | 1/2, 1 } = 1/4")),
                 qPrintable(window->nodeText()));
        QVERIFY2(window->nodeText().contains(
                     QStringLiteral("No integer lies strictly between White's best 0 and "
                                    "Black's best 1/2")),
                 qPrintable(window->nodeText()));
        QVERIFY(tree->shownNodes().size() == 8); // small trees are open all the way
        // Selecting Black's move to WB shows WB on the board, read-only, with its own value.
        std::optional<std::size_t> wb;
        for (const auto& option : tree->tree()->nodes[0].rightOptions)
            if (option.value == Dyadic::fromParts(1, 1))
                wb = option.child;
        QVERIFY(wb);
        click(tree, tree->nodeRect(*wb).center());
        QCOMPARE(tree->selected(), wb);
        QCOMPARE(pw::hackenbush::textId(page.firstView()->position()), std::string("WB||"));
        QVERIFY(!page.firstView()->isEditable());
        QVERIFY(
            window->nodeText().contains(QStringLiteral("After Black removes cube 3 of tower 1")));
        QVERIFY2(window->nodeText().contains(QStringLiteral("{ 0 | 1 } = 1/2")),
                 qPrintable(window->nodeText()));
        QCOMPARE(page.hackenbush()->historySize(), steps); // a preview is not a step
        // The keyboard: Down to its first option (White takes the bottom cube: nothing left),
        // Up back, Up to the root.
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_Down);
        QCOMPARE(pw::hackenbush::textId(page.firstView()->position()), std::string("||"));
        QTest::keyClick(tree, Qt::Key_Up);
        QCOMPARE(tree->selected(), wb);
        // A click on the board returns it to the position, and changes nothing.
        click(page.firstView(), page.firstView()->cubeRect(0, 0).center());
        QVERIFY(!page.hackenbush()->treePreview());
        QCOMPARE(pw::hackenbush::textId(page.firstView()->position()), std::string("WBB||"));
        QCOMPARE(page.hackenbush()->historySize(), steps);
        // Enter makes the selected node the position: one step, undone by one undo.
        tree->select(*wb);
        QTest::keyClick(tree, Qt::Key_Return);
        QVERIFY(waitSettled(page));
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("WB||"));
        QCOMPARE(page.hackenbush()->historySize(), steps + 1);
        QCOMPARE(tree->tree()->nodes.size(), std::size_t{4}); // WB, its two options, W's option
        QCOMPARE(tree->selected(), std::optional<std::size_t>(0));
        page.hackenbush()->undo();
        QVERIFY(waitSettled(page));
        QCOMPARE(tree->tree()->nodes.size(), std::size_t{8});
        // The picture exports as SVG that parses; a path that cannot be written says why.
        QTemporaryDir dir;
        QString error;
        QVERIFY2(window->exportPicture(dir.filePath(QStringLiteral("tree.svg")), &error),
                 qPrintable(error));
        QVERIFY(QSvgRenderer(dir.filePath(QStringLiteral("tree.svg"))).isValid());
        QVERIFY(!window->exportPicture(dir.filePath(QStringLiteral("missing/tree.png")), &error));
        QVERIFY(!error.isEmpty());
        // Beyond 12 cubes the window says so, and draws no tree.
        page.hackenbush()->editPosition(true, id("WBWBWBW|BWBWBW|"));
        QVERIFY(waitSettled(page));
        QVERIFY(!tree->tree());
        QVERIFY2(window->noticeText().contains(QStringLiteral("up to 12 cubes; C1 has 13")),
                 qPrintable(window->noticeText()));
        // Closing the window ends a preview.
        page.hackenbush()->undo();
        QVERIFY(waitSettled(page));
        tree->select(*wb);
        QVERIFY(page.hackenbush()->treePreview());
        window->close();
        QVERIFY(!page.hackenbush()->treePreview());
        QCOMPARE(pw::hackenbush::textId(page.firstView()->position()), std::string("WBB||"));
    }

    void aTreeNodeArrivingForAnOldPositionIsNotShownAsCurrent() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        page.hackenbush()->editPosition(true, id("WBB||"));
        QVERIFY(waitSettled(page));
        GameTreeWindow* window = page.gameTreeWindow();
        window->show();
        const auto* before = window->view()->tree();
        QVERIFY(before);
        // A preview asked for a node of a tree that is no longer the present one is ignored.
        page.hackenbush()->editPosition(true, id("W||"));
        page.hackenbush()->setTreePreview(HackenbushModel::TreePreview{true, 5});
        QVERIFY(!page.hackenbush()->treePreview());
        QVERIFY(waitSettled(page));
        QVERIFY(window->view()->tree() != before);
        QCOMPARE(window->view()->tree()->nodes.size(), std::size_t{2});
        QVERIFY(window->view()->isEnabled());
    }

    void theEngineAnswersWithAWinningMoveAndUndoTakesBack() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // Value 1/2 - 3/4 + 1/4 - 1 = -1: Black (the engine) wins whatever White (you) does first.
        const Position start = id("WB|BWB|WBB|B");
        QVERIFY(pw::hackenbush::solve(start).value.sign() < 0);
        page.hackenbush()->editPosition(true, start);
        QVERIFY(waitSettled(page));
        startGame(page, Colour::White, Colour::White);
        QVERIFY(waitSettled(page));
        HackenbushView* view = page.firstView();
        QVERIFY(!view->isEditable());

        // A black cube is not yours.
        click(view, view->cubeRect(0, 1).center());
        QVERIFY(gameMoves(page).empty());
        QVERIFY(page.messageText().contains(QStringLiteral("white cubes")));

        click(view, view->cubeRect(2, 0).center()); // take the white tower
        QCOMPARE(gameMoves(page).size(), std::size_t{1});
        const Position afterYours = page.hackenbush()->state().firstShown();
        QVERIFY(waitSettled(page));
        QCOMPARE(gameMoves(page).size(), std::size_t{2});
        const auto analysis = pw::hackenbush::solve(afterYours);
        const auto& winning = analysis.winningMoves(Colour::Black);
        QVERIFY(!winning.empty());
        QVERIFY(std::find(winning.begin(), winning.end(), gameMoves(page)[1]) != winning.end());
        auto* status = page.findChild<QLabel*>(QStringLiteral("playStatusLabel"));
        QVERIFY2(status->text().contains(QStringLiteral("It is a winning move")),
                 qPrintable(status->text()));

        auto* undo = page.findChild<QPushButton*>(QStringLiteral("undoButton"));
        QVERIFY(undo->isEnabled());
        QTest::mouseClick(undo, Qt::LeftButton); // one step: the engine's answer
        QCOMPARE(gameMoves(page).size(), std::size_t{1});
        QVERIFY(page.hackenbush()->isSettled()); // after an undo the engine does not move by itself
        QVERIFY(page.hackenbush()->isEngineToMove());
        QVERIFY2(status->text().contains(QStringLiteral("Engine move")),
                 qPrintable(status->text()));
        QTest::mouseClick(undo, Qt::LeftButton); // and your move
        QVERIFY(gameMoves(page).empty());
        QCOMPARE(page.hackenbush()->state().firstShown(), start);
        QVERIFY(waitSettled(page));
        QVERIFY(page.hackenbush()->isHumanToMove());

        page.hackenbush()->stopGame();
        QCOMPARE(page.hackenbush()->state().test().first, start);
        QVERIFY(page.firstView()->isEditable());
    }

    // The example's C1 is worth 0: the engine, moving first, loses and plays its most stubborn
    // move; after your winning reply it does so again. The report of both moves and of the
    // stubborn one is whole in the panel (it was cut at "…the smallest margin…").
    void theEnginesReportIsWhole() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        HackenbushPage page;
        page.resize(1024, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.hackenbush()->editPosition(true, id("WBB|WBW|B"));
        QVERIFY(waitSettled(page));
        startGame(page, Colour::White, Colour::Black);
        QVERIFY(waitSettled(page));
        QCOMPARE(gameMoves(page).size(), std::size_t{1});
        const auto winning = pw::hackenbush::solve(page.hackenbush()->state().firstShown())
                                 .winningMoves(Colour::White);
        QVERIFY(!winning.empty());
        QVERIFY(page.hackenbush()->playHumanMove(winning.front()));
        QVERIFY(waitSettled(page));
        QCOMPARE(gameMoves(page).size(), std::size_t{3});
        auto* status = page.findChild<MessageLabel*>(QStringLiteral("playStatusLabel"));
        QVERIFY(status);
        QVERIFY2(status->text().contains(QStringLiteral("the smallest margin it could leave you")),
                 qPrintable(status->text()));
        QVERIFY2(!status->isCut(), qPrintable(status->shownText()));
    }

    // Starting a game (the engine moving first, its explanation below the buttons) and going
    // back to editing leave the panel's buttons where they were: nothing moves under a pointer
    // that just pressed New game.
    // (A short window, where the panel scrolls, and a tall one, where it has height to spare.)
    void startingAGameMovesNoButton_data() {
        QTest::addColumn<int>("height");
        QTest::newRow("short") << 800;
        QTest::newRow("tall") << 1400;
    }
    void startingAGameMovesNoButton() {
        QFETCH(int, height);
        HackenbushPage page;
        page.resize(1200, height);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(waitSettled(page));
        auto* newGame = page.findChild<QWidget*>(QStringLiteral("newGameButton"));
        auto* toMove = page.findChild<QWidget*>(QStringLiteral("whiteToMoveRadio"));
        QVERIFY(newGame && toMove);
        const auto geometry = [&] { return geometriesIn(page, {newGame, toMove}); };
        QTest::qWait(50);
        const QList<QRect> before = geometry();
        startGame(page, Colour::White,
                  Colour::Black); // the engine (Black) moves first, and explains
        QVERIFY(waitSettled(page));
        QTRY_VERIFY_WITH_TIMEOUT(!gameMoves(page).empty(), kHangGuardMs);
        QApplication::processEvents();
        QCOMPARE(geometry(), before);
        page.hackenbush()->stopGame();
        QVERIFY(waitSettled(page));
        QApplication::processEvents();
        QCOMPARE(geometry(), before);
    }

    void sayingWhoWonWhenAPlayerCannotMove() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.hackenbush()->editPosition(true, id("W|B"));
        // The engine (White) starts with value 0: it has no winning move and says so.
        startGame(page, Colour::Black, Colour::White);
        QVERIFY(waitSettled(page));
        QCOMPARE(gameMoves(page).size(), std::size_t{1});
        auto* status = page.findChild<QLabel*>(QStringLiteral("playStatusLabel"));
        QVERIFY2(status->text().contains(QStringLiteral("no winning move")),
                 qPrintable(status->text()));
        click(page.firstView(), page.firstView()->cubeRect(1, 0).center());
        QVERIFY(waitSettled(page));
        QVERIFY(page.hackenbush()->state().gameOver());
        QVERIFY(pw::hackenbush::opponent(page.hackenbush()->state().gameToMove()) == Colour::Black);
        QVERIFY2(status->text().contains(QStringLiteral("you win")), qPrintable(status->text()));
    }

    void badPasteLeavesThePositionsUntouched() {
        HackenbushPage page;
        page.show();
        QVERIFY(page.hackenbush()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"),
                                            nullptr));
        const Position first = page.hackenbush()->state().test().first;
        const Position second = page.hackenbush()->state().test().second;
        QString error;
        QVERIFY(!page.hackenbush()->loadText(QStringLiteral("1\nTest 1\n3 3 1\nW B B\nW X W\nB\n"),
                                             QStringLiteral("Paste"), &error));
        QVERIFY2(error.contains(QStringLiteral("line")), qPrintable(error));
        QApplication::clipboard()->setText(QStringLiteral("2\nTest 1\n1 0 0\nW\n"));
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("pasteButton")),
                          Qt::LeftButton);
        QVERIFY2(page.messageText().contains(QStringLiteral("nothing was changed")),
                 qPrintable(page.messageText()));
        QCOMPARE(page.hackenbush()->state().test().first, first);
        QCOMPARE(page.hackenbush()->state().test().second, second);
        QCOMPARE(page.hackenbush()->testCount(), 2);
        // A text id is accepted and replaces C1.
        QVERIFY(page.hackenbush()->loadText(QStringLiteral("WW|B\n"), QStringLiteral("Paste"),
                                            nullptr));
        QCOMPARE(pw::hackenbush::textId(page.hackenbush()->state().test().first),
                 std::string("WW|B"));
        QCOMPARE(page.hackenbush()->state().test().second, second);
    }

    void judgeTextKeepsTheTests() {
        HackenbushPage page;
        QVERIFY(page.hackenbush()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"),
                                            nullptr));
        const auto expected = pw::hackenbush::parseJudge(kSample);
        const auto copied =
            pw::hackenbush::parseJudge(page.hackenbush()->judgeText().toStdString());
        QCOMPARE(copied.size(), expected.size());
        for (std::size_t i = 0; i < copied.size(); ++i) {
            QCOMPARE(copied[i].first, expected[i].first);
            QCOMPARE(copied[i].second, expected[i].second);
        }
        // Four towers are copied as three of the same total value.
        page.hackenbush()->editPosition(true, id("W|B|WB|BB"));
        const auto merged =
            pw::hackenbush::parseJudge(page.hackenbush()->judgeText().toStdString());
        QCOMPARE(merged[0].first.towerCount(), std::size_t{3});
        QCOMPARE(pw::hackenbush::positionValue(merged[0].first),
                 pw::hackenbush::positionValue(page.hackenbush()->state().test().first));
        // Copying says so first: towers 3 and 4 (WB = 1/2, BB = -2: -3/2 together) become one
        // tower of value -3/2, B B W (-1 - 1 + 1/2). The sample's three towers need no note.
        const QString note = page.hackenbush()->judgeTextNote();
        QVERIFY2(note.contains(QStringLiteral(
                     "Test 1, C1: towers 3, 4 (worth -3/2 together) become one tower of "
                     "that value, BBW")),
                 qPrintable(note));
        page.hackenbush()->editPosition(true, id("W|B|WB"));
        QVERIFY(page.hackenbush()->judgeTextNote().isEmpty());
    }

    void aHundredThousandCubeTowerIsDrawnCompressed() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const Position tall(
            {pw::hackenbush::randomTower(100'000, 7), pw::hackenbush::Tower::fromLetters("WB")});
        page.hackenbush()->editPosition(true, tall);
        QVERIFY(waitSettled(page));
        QCOMPARE(page.hackenbush()->side(true)->result->value, pw::hackenbush::positionValue(tall));
        HackenbushView* view = page.firstView();
        QVERIFY(view->isCompressed(0));
        QVERIFY(view->cubesPerRow(0) > 1);
        QVERIFY(!view->isCompressed(1)); // the short tower beside it keeps readable cubes
        QVERIFY(view->cubeRect(1, 0).height() >= 20);
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 10; ++i)
            view->repaint();
        PW_VERIFY_FASTER(clock.elapsed(), 2000);
        // A frame draws rows of pixels, not cubes.
        QVERIFY(view->lastPaintedCells() <= static_cast<std::size_t>(view->height()));
        // Clicking still edits: the row's first cube flips.
        const QPointF row = view->cubeRect(0, 50'000).center();
        const auto cube = view->cubeAt(row);
        QVERIFY(cube.has_value());
        const Colour before = tall.tower(0).cube(cube->height);
        click(view, row);
        QVERIFY(page.hackenbush()->state().test().first.tower(0).cube(cube->height) ==
                pw::hackenbush::opponent(before));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.hackenbush()->side(true)->result->value,
                 pw::hackenbush::positionValue(page.hackenbush()->state().test().first));
    }
};

QTEST_MAIN(TestHackenbushPage)
#include "test_hackenbush_page.moc"
