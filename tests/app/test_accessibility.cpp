// Screen readers meet the painted boards part by part (Qt's accessibility API): every Stones
// vertex, Hackenbush cube and Patience pile, with its name and role, the answer as the board's
// description, and the keyboard's part as the focused child when the keyboard moves.
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
#include <QAccessibleInterface>
#include <QtTest>

namespace {

bool showSettled(PuzzlePage& page) {
    page.resize(1100, 760);
    page.show();
    return QTest::qWaitForWindowExposed(&page) && waitSettled(page);
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
        QCOMPARE(board->childCount(), 12);
        QCOMPARE(board->child(0)->text(QAccessible::Name),
                 QStringLiteral("Vertex 1 (goal): empty"));
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
        QCOMPARE(board->childCount(), 7);
        const QString first = board->child(0)->text(QAccessible::Name);
        QVERIFY2(first.startsWith(QStringLiteral("C1, tower 1, cube 1 (white)")),
                 qPrintable(first));
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
