// The Hackenbush page driven like a user: the SPEC sample, clicks that flip and add cubes, the
// winning-move marks, a game against the engine with undo, bad input and a 100,000-cube tower;
// every value is checked against the engine or the SPEC.
#include "app/hackenbush/hackenbushpage.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/mainwindow.h"
#include "common/page_wait.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QtTest>

using pw::Dyadic;
using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

// SPEC.md section 3, the sample: Test 1: Yes (C1 = 0, C2 = -1/4), Test 2: No.
const char* kSample = "2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n"
                      "Test 2\n3 3 2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n";

void click(QWidget* view, QPointF point) {
    QTest::mouseClick(view, Qt::LeftButton, {}, point.toPoint());
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
        QVERIFY2(page.loadJudgeText(QString::fromLatin1(kSample), &error), qPrintable(error));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.testCount(), 2);
        QVERIFY(page.firstResult() && page.secondResult());
        QCOMPARE(page.firstResult()->value, Dyadic(0));
        QCOMPARE(page.secondResult()->value, Dyadic::fromParts(-1, 2));
        QVERIFY2(page.verdictText().contains(QStringLiteral("Yes")),
                 qPrintable(page.verdictText()));
        QVERIFY(page.verdictText().contains(QStringLiteral("-1/4")));
        QVERIFY(page.firstValueText().contains(QStringLiteral("second player wins")));
        QCOMPARE(page.judgeOutputText(), QStringLiteral("Test 1: Yes\nTest 2: No"));

        auto* combo = page.findChild<QComboBox*>(QStringLiteral("testCombo"));
        QCOMPARE(combo->count(), 2);
        combo->setCurrentIndex(1);
        QVERIFY(waitSettled(page));
        QCOMPARE(page.currentTest(), 1);
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("WBB|WBW|BB"));
        QCOMPARE(page.firstResult()->value, Dyadic(-1)); // 1/4 + 3/4 - 2
        QVERIFY2(page.verdictText().contains(QStringLiteral("No")), qPrintable(page.verdictText()));
    }

    void clickingACubeFlipsItAndTheValueFollows() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setFirst(id("WBB"));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.firstResult()->value, Dyadic::fromParts(1, 2)); // SPEC: W B B = 1/4
        HackenbushView* view = page.firstView();
        QCOMPARE(view->cubeAt(view->cubeRect(0, 2).center()), (std::optional<Move>(Move{0, 2})));
        click(view, view->cubeRect(0, 2).center());
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("WBW"));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.firstResult()->value, Dyadic::fromParts(3, 2)); // W B W = 3/4
        QVERIFY2(page.firstValueText().contains(QStringLiteral("3/4")),
                 qPrintable(page.firstValueText()));
        QVERIFY(page.firstValueText().contains(QStringLiteral("+-+")));
        QVERIFY(page.firstValueText().contains(QStringLiteral("White wins whoever starts")));
        // Ctrl+Z undoes the flip (the page's undo history), Ctrl+Shift+Z redoes it.
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("WBB"));
        QTest::keyClick(view, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("WBW"));

        // The same from the keyboard: up to the top cube, Space flips it back; W adds a white cube.
        page.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&page));
        view->setFocus();
        QTRY_VERIFY(view->hasFocus());
        QTRY_VERIFY(view->focusCube().has_value());
        QCOMPARE(view->focusCube(), (std::optional<Move>(Move{0, 0})));
        QTest::keyClick(view, Qt::Key_Up);
        QTest::keyClick(view, Qt::Key_Up);
        QCOMPARE(view->focusCube(), (std::optional<Move>(Move{0, 2})));
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("WBB"));
        QTest::keyClick(view, Qt::Key_W);
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("WBBW"));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.firstResult()->value, Dyadic::fromParts(3, 3)); // 1 - 1/2 - 1/4 + 1/8
    }

    void editControlsAddAndRemoveCubesAndTowers() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setFirst(id("W|B"));
        HackenbushView* view = page.firstView();
        click(view, view->addCubeRect(1, Colour::White).center());
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("W|BW"));
        click(view, view->addTowerRect().center());
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("W|BW|"));
        click(view, view->addCubeRect(2, Colour::Black).center());
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("W|BW|B"));
        click(view, view->removeTowerRect(0).center());
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("BW|B"));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.firstResult()->value, Dyadic::fromParts(-3, 1)); // -1/2 - 1
    }

    void winningMovesMarkedAreTheEngines() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const Position position = pw::hackenbush::randomPosition(3, 9, seed);
            page.setFirst(position);
            const auto expected = pw::hackenbush::solve(position);
            for (Colour mover : {Colour::White, Colour::Black}) {
                page.setToMove(mover);
                QVERIFY(waitSettled(page));
                QCOMPARE(page.firstView()->markedMoves(), expected.winningMoves(mover));
            }
        }
        // Hovering a cube tells the value after removing it: W B B, removing the top black cube
        // leaves W B = 1/2, a loss for Black; removing the middle one leaves W = 1.
        page.setFirst(id("WBB"));
        QVERIFY(waitSettled(page));
        HackenbushView* view = page.firstView();
        auto* hover = page.findChild<QLabel*>(QStringLiteral("hoverLabel"));
        QTest::mouseMove(view, view->cubeRect(0, 2).center().toPoint());
        QVERIFY2(hover->text().contains(QStringLiteral("leaves 1/2")), qPrintable(hover->text()));
        QTest::mouseMove(view, view->cubeRect(0, 1).center().toPoint());
        QVERIFY2(hover->text().contains(QStringLiteral("leaves 1,")), qPrintable(hover->text()));
    }

    void theEngineAnswersWithAWinningMoveAndUndoTakesBack() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        // Value 1/2 - 3/4 + 1/4 - 1 = -1: Black (the engine) wins whatever White (you) does first.
        const Position start = id("WB|BWB|WBB|B");
        QVERIFY(pw::hackenbush::solve(start).value.sign() < 0);
        page.setFirst(start);
        QVERIFY(waitSettled(page));
        page.startGame(Colour::White, Colour::White);
        QVERIFY(waitSettled(page));
        HackenbushView* view = page.firstView();
        QVERIFY(!view->isEditable());

        // A black cube is not yours.
        click(view, view->cubeRect(0, 1).center());
        QVERIFY(page.game().moves().empty());
        QVERIFY(page.messageText().contains(QStringLiteral("white cubes")));

        click(view, view->cubeRect(2, 0).center()); // take the white tower
        QCOMPARE(page.game().moves().size(), std::size_t{1});
        const Position afterYours = page.game().position();
        QVERIFY(waitSettled(page));
        QCOMPARE(page.game().moves().size(), std::size_t{2});
        const auto analysis = pw::hackenbush::solve(afterYours);
        const auto& winning = analysis.winningMoves(Colour::Black);
        QVERIFY(!winning.empty());
        QVERIFY(std::find(winning.begin(), winning.end(), page.game().moves()[1]) != winning.end());
        auto* status = page.findChild<QLabel*>(QStringLiteral("playStatusLabel"));
        QVERIFY2(status->text().contains(QStringLiteral("It is a winning move")),
                 qPrintable(status->text()));

        auto* undo = page.findChild<QPushButton*>(QStringLiteral("undoButton"));
        QVERIFY(undo->isEnabled());
        QTest::mouseClick(undo, Qt::LeftButton);
        QVERIFY(page.game().moves().empty());
        QCOMPARE(page.game().position(), start);
        QVERIFY(waitSettled(page));
        QVERIFY(page.game().isHumanToMove());

        page.stopGame();
        QCOMPARE(page.first(), start);
        QVERIFY(page.firstView()->isEditable());
    }

    void sayingWhoWonWhenAPlayerCannotMove() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.setFirst(id("W|B"));
        // The engine (White) starts with value 0: it has no winning move and says so.
        page.startGame(Colour::Black, Colour::White);
        QVERIFY(waitSettled(page));
        QCOMPARE(page.game().moves().size(), std::size_t{1});
        auto* status = page.findChild<QLabel*>(QStringLiteral("playStatusLabel"));
        QVERIFY2(status->text().contains(QStringLiteral("no winning move")),
                 qPrintable(status->text()));
        click(page.firstView(), page.firstView()->cubeRect(1, 0).center());
        QVERIFY(waitSettled(page));
        QVERIFY(page.game().isOver());
        QVERIFY(page.game().winner() == Colour::Black);
        QVERIFY2(status->text().contains(QStringLiteral("you win")), qPrintable(status->text()));
    }

    void badPasteLeavesThePositionsUntouched() {
        HackenbushPage page;
        page.show();
        QVERIFY(page.loadJudgeText(QString::fromLatin1(kSample), nullptr));
        const Position first = page.first();
        const Position second = page.second();
        QString error;
        QVERIFY(!page.loadJudgeText(QStringLiteral("1\nTest 1\n3 3 1\nW B B\nW X W\nB\n"), &error));
        QVERIFY2(error.contains(QStringLiteral("line")), qPrintable(error));
        QApplication::clipboard()->setText(QStringLiteral("2\nTest 1\n1 0 0\nW\n"));
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("pasteButton")),
                          Qt::LeftButton);
        QVERIFY2(page.messageText().contains(QStringLiteral("nothing was changed")),
                 qPrintable(page.messageText()));
        QCOMPARE(page.first(), first);
        QCOMPARE(page.second(), second);
        QCOMPARE(page.testCount(), 2);
        // A text id is accepted and replaces C1.
        QVERIFY(page.loadJudgeText(QStringLiteral("WW|B\n"), nullptr));
        QCOMPARE(pw::hackenbush::textId(page.first()), std::string("WW|B"));
        QCOMPARE(page.second(), second);
    }

    void judgeTextKeepsTheTests() {
        HackenbushPage page;
        QVERIFY(page.loadJudgeText(QString::fromLatin1(kSample), nullptr));
        const auto expected = pw::hackenbush::parseJudge(kSample);
        const auto copied = pw::hackenbush::parseJudge(page.judgeText().toStdString());
        QCOMPARE(copied.size(), expected.size());
        for (std::size_t i = 0; i < copied.size(); ++i) {
            QCOMPARE(copied[i].first, expected[i].first);
            QCOMPARE(copied[i].second, expected[i].second);
        }
        // Four towers are copied as three of the same total value.
        page.setFirst(id("W|B|WB|BB"));
        const auto merged = pw::hackenbush::parseJudge(page.judgeText().toStdString());
        QCOMPARE(merged[0].first.towerCount(), std::size_t{3});
        QCOMPARE(pw::hackenbush::positionValue(merged[0].first),
                 pw::hackenbush::positionValue(page.first()));
    }

    void aHundredThousandCubeTowerIsDrawnCompressed() {
        HackenbushPage page;
        page.resize(1200, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        const Position tall(
            {pw::hackenbush::randomTower(100'000, 7), pw::hackenbush::Tower::fromLetters("WB")});
        page.setFirst(tall);
        QVERIFY(waitSettled(page));
        QCOMPARE(page.firstResult()->value, pw::hackenbush::positionValue(tall));
        HackenbushView* view = page.firstView();
        QVERIFY(view->isCompressed(0));
        QVERIFY(view->cubesPerRow(0) > 1);
        QVERIFY(!view->isCompressed(1)); // the short tower beside it keeps readable cubes
        QVERIFY(view->cubeRect(1, 0).height() >= 20);
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 10; ++i)
            view->repaint();
        QVERIFY2(clock.elapsed() < 2000, "painting a tall tower is too slow");
        // A frame draws rows of pixels, not cubes.
        QVERIFY(view->lastPaintedCells() <= static_cast<std::size_t>(view->height()));
        // Clicking still edits: the row's first cube flips.
        const QPointF row = view->cubeRect(0, 50'000).center();
        const auto cube = view->cubeAt(row);
        QVERIFY(cube.has_value());
        const Colour before = tall.tower(0).cube(cube->height);
        click(view, row);
        QVERIFY(page.first().tower(0).cube(cube->height) == pw::hackenbush::opponent(before));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.firstResult()->value, pw::hackenbush::positionValue(page.first()));
    }

    void mainWindowHasTheHackenbushPage() {
        MainWindow window;
        QVERIFY(window.showPage(QStringLiteral("hackenbush")));
        QVERIFY(qobject_cast<HackenbushPage*>(window.currentPage()) != nullptr);
    }
};

QTEST_MAIN(TestHackenbushPage)
#include "test_hackenbush_page.moc"
