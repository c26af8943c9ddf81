// Screen readers meet the painted boards part by part (Qt's accessibility API): every Stones
// vertex and diagonal, Jenga block, Hackenbush cube and Patience pile, with its name, role and
// actions, the answer as the board's description, and the keyboard's part as the focused child
// when the keyboard moves. (tests/app/atspi/ reads the same through the real AT-SPI bus.)
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/jenga/jengapage.h"
#include "app/jenga/jengaview.h"
#include "app/patience/patiencepage.h"
#include "app/patience/patienceview.h"
#include "app/stones/stonespage.h"
#include "app/stones/stonesview.h"
#include "app/translations.h"
#include "common/page_wait.h"

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QAccessibleInterface>
#include <QtTest>

namespace {

bool showSettled(PuzzlePage& page) {
    page.resize(1100, 760);
    page.show();
    return QTest::qWaitForWindowExposed(&page) && waitSettled(page);
}

QStringList actionsOf(QAccessibleInterface* part) {
    return part->actionInterface() ? part->actionInterface()->actionNames() : QStringList();
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { translations::install(QStringLiteral("en")); }

    // The example board (12 vertices, stones on 4, 8 and 11): one part a vertex, named with its
    // stone and whether it is a goal; the answer is the board's description; the keyboard's
    // vertex is the focused part.
    void stonesVertices() {
        StonesPage page;
        QVERIFY(showSettled(page));
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(page.view());
        QVERIFY(board);
        QCOMPARE(board->role(), QAccessible::Canvas);
        QCOMPARE(board->childCount(), 12 + 66); // the vertices, then the diagonals
        QCOMPARE(board->child(0)->text(QAccessible::Name),
                 QStringLiteral("Vertex 1 (goal): empty"));
        // The example's matrix (resources/examples/stones.txt): 1–2 is d, 11–12 is a.
        QCOMPARE(board->child(12)->text(QAccessible::Name),
                 QStringLiteral("Diagonal 1–2: d (orange)"));
        QCOMPARE(board->child(12 + 65)->text(QAccessible::Name),
                 QStringLiteral("Diagonal 11–12: a (red)"));
        QCOMPARE(page.view()->partOfDiagonal(10, 11), 12 + 65);
        QCOMPARE(board->child(12)->text(QAccessible::Description),
                 QStringLiteral("To paint it, switch the mouse to Edit."));
        QVERIFY(!board->child(12)->state().disabled);
        QCOMPARE(board->child(3)->text(QAccessible::Name), QStringLiteral("Vertex 4: a stone"));
        QCOMPARE(board->child(3)->role(), QAccessible::Button);
        QCOMPARE(board->indexOfChild(board->child(7)), 7);
        QVERIFY(board->child(3)->rect().contains(
            page.view()->mapToGlobal(page.view()->accessibleRect(3).center())));
        QCOMPARE(board->childAt(board->child(5)->rect().center().x(),
                                board->child(5)->rect().center().y()),
                 board->child(5));
        QVERIFY2(board->text(QAccessible::Description).contains(QStringLiteral("Minimum: 5 moves")),
                 qPrintable(board->text(QAccessible::Description)));
        page.view()->setFocus();
        QCOMPARE(board->focusChild(), nullptr);
        QTest::keyClick(page.view(), Qt::Key_Up);
        QVERIFY(board->child(0)->state().focused);
        QCOMPARE(board->focusChild(), board->child(0));
        QTest::keyClick(page.view(), Qt::Key_PageDown); // the next stone: vertex 4
        QCOMPARE(board->focusChild(), board->child(3));
        QVERIFY(!board->child(0)->state().focused);
        // Pressing a vertex does what a click does: it picks the stone on 4 up.
        QCOMPARE(actionsOf(board->child(3)),
                 QStringList{QAccessibleActionInterface::pressAction()});
        board->child(3)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(page.stones()->selectedStone(), std::optional<int>(3));
        QCOMPARE(board->child(3)->text(QAccessible::Name),
                 QStringLiteral("Vertex 4: a stone, picked up"));
        board->child(3)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(page.stones()->selectedStone(), std::nullopt);
    }

    // The 6-level example: one part a slot, named with its level, place and colour and whether
    // the block can be taken (a full level's middle block can, the top level's blocks cannot).
    void jengaBlocks() {
        JengaPage page;
        QVERIFY(showSettled(page));
        JengaView* view = page.view();
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(view);
        QVERIFY(board);
        QCOMPARE(board->role(), QAccessible::Canvas);
        QVERIFY(board->childCount() >= 18);
        QStringList names;
        for (int i = 0; i < board->childCount(); ++i)
            names << board->child(i)->text(QAccessible::Name);
        const QString joined = names.join(QLatin1Char('\n'));
        QVERIFY2(names.contains(QStringLiteral("Level 1, middle: green block, can be taken")),
                 qPrintable(joined));
        QVERIFY2(names.contains(QStringLiteral("Level 6, left: blue block")), qPrintable(joined));
        QVERIFY(board->text(QAccessible::Description).contains(QStringLiteral("17.119213696602")));
        // Every slot can be pressed while editing, the top level's and the new level's too.
        for (int i = 0; i < board->childCount(); ++i)
            QVERIFY2(
                !board->child(i)->state().disabled &&
                    actionsOf(board->child(i)).contains(QAccessibleActionInterface::pressAction()),
                qPrintable(names.at(i)));
        // Press recolours the bottom left block (red to green), Take out takes it out: one step
        // each, as a click and a right click are.
        QAccessibleInterface* first = board->child(0);
        QCOMPARE(first->text(QAccessible::Name),
                 QStringLiteral("Level 1, left: red block, can be taken"));
        QCOMPARE(actionsOf(first), (QStringList{QAccessibleActionInterface::pressAction(),
                                                QStringLiteral("Take out")}));
        first->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(first->text(QAccessible::Name),
                 QStringLiteral("Level 1, left: green block, can be taken"));
        first->actionInterface()->doAction(QStringLiteral("Take out"));
        QCOMPARE(first->text(QAccessible::Name), QStringLiteral("Level 1, left: empty"));
        QCOMPARE(page.model()->historyDescriptions().size(), 3);
        page.model()->undo();
        page.model()->undo();
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Up);
        QVERIFY(view->keyboardSlot());
        QVERIFY(board->focusChild());
        QCOMPARE(board->focusChild()->text(QAccessible::Name), names.at(view->accessibleFocus()));
    }

    // The example's C1 (towers WBB, WBW, B): one part a cube, named as the hover line names it.
    void hackenbushCubes() {
        HackenbushPage page;
        QVERIFY(showSettled(page));
        HackenbushView* view = page.firstView();
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(view);
        QVERIFY(board);
        QCOMPARE(board->childCount(), 7 + 3 * 3 + 1); // the cubes, each tower's buttons, + tower
        // A short name; what removing it leaves and what pressing does in its description.
        QCOMPARE(board->child(0)->text(QAccessible::Name),
                 QStringLiteral("C1, tower 1, cube 1 (white)"));
        QCOMPARE(board->child(0)->text(QAccessible::Description),
                 QStringLiteral("Removing it and the 2 above (White's move) leaves -1/4, not a "
                                "winning move. Press to flip its colour; Show menu for more."));
        QCOMPARE(actionsOf(board->child(0)),
                 (QStringList{QAccessibleActionInterface::pressAction(),
                              QAccessibleActionInterface::showMenuAction()}));
        QCOMPARE(board->child(7)->text(QAccessible::Name),
                 QStringLiteral("Put a white cube on top of tower 1"));
        QCOMPARE(board->child(16)->text(QAccessible::Name), QStringLiteral("Add an empty tower"));
        board->child(16)->actionInterface()->doAction(QAccessibleActionInterface::pressAction());
        QCOMPARE(view->position().towerCount(), std::size_t(4));
        page.model()->undo();
        QVERIFY2(
            board->child(6)->text(QAccessible::Name).contains(QStringLiteral("tower 3, cube 1")),
            qPrintable(board->child(6)->text(QAccessible::Name)));
        QVERIFY(board->text(QAccessible::Description).contains(QStringLiteral("C1 = 0")));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right); // to the second tower's bottom cube: part 3
        QCOMPARE(board->focusChild(), board->child(3));
        QTest::keyClick(view, Qt::Key_Up); // its second cube: part 4
        QCOMPARE(board->focusChild(), board->child(4));
    }

    // Nine piles, each named by its top card; the keyboard moves between piles and Enter picks
    // the top card as a click does.
    void patiencePiles() {
        PatiencePage page;
        QVERIFY(showSettled(page));
        PatienceView* view = page.view();
        QAccessibleInterface* board = QAccessible::queryAccessibleInterface(view);
        QVERIFY(board);
        QCOMPARE(board->childCount(), 9);
        QCOMPARE(board->child(0)->role(), QAccessible::ListItem);
        const QString pile = board->child(0)->text(QAccessible::Name);
        QVERIFY2(pile.startsWith(QStringLiteral("Pile 1: ")) && pile.contains(QStringLiteral("K")),
                 qPrintable(pile));
        QVERIFY2(pile.contains(QStringLiteral("0.721586")), qPrintable(pile));
        QVERIFY(board->text(QAccessible::Description).contains(QStringLiteral("0.589314")));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(view->keyboardPile(), 2);
        QCOMPARE(board->focusChild(), board->child(2));
        QTest::keyClick(view, Qt::Key_Left);
        QTest::keyClick(view, Qt::Key_Left); // pile 1 (K♠), then pick it and pile 2 (K♥)
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(page.patience()->selectedPile(), std::optional<int>(0));
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(page.patience()->historyDescriptions().size(), 2); // the pair removed: one step
    }
};

QTEST_MAIN(TestAccessibility)
#include "test_accessibility.moc"
