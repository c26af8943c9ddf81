// The stones page driven like a user: clicks on the view place stones and make moves, the
// buttons step through the optimal path; answers checked against the engine and contest samples.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/stones/stonespage.h"
#include "app/stones/stonesview.h"
#include "app/translations.h"
#include "common/page_wait.h"
#include "common/timing.h"
#include "engine/stones/judge.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTextDocumentFragment>
#include <QtTest>

using pw::stones::Move;
using pw::stones::Position;

namespace {

// docs/puzzles.md (Stones), sample 1: the answer is one move, 4 -> 1.
const char* kSample1 = "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n";
// docs/puzzles.md (Stones), sample 2: impossible.
const char* kSample2 = "4\n2 3 4\n*abc\na*ab\nba*b\ncbb*\n";

void clickVertex(StonesView* view, int vertex) {
    QTest::mouseClick(view, Qt::LeftButton, {}, view->vertexPoint(vertex).toPoint());
}

// Shows the page at a usual size and waits until the answer for `position` is on screen.
bool showSolved(StonesPage& page, const Position& position) {
    page.resize(900, 700);
    page.show();
    if (!QTest::qWaitForWindowExposed(&page))
        return false;
    page.stones()->loadText(QString::fromStdString(pw::stones::textId(position)),
                            QStringLiteral("Paste"), nullptr);
    return waitSettled(page);
}

// A board with a longer optimal path, found by seed so the test can step through several moves.
Position boardWithPathOfAtLeast(int moves) {
    for (std::uint64_t seed = 1; seed < 500; ++seed) {
        Position p = pw::stones::randomPosition(9, 3, seed);
        pw::SolveControl control;
        const auto result = pw::stones::solve(p, control);
        if (result.moveCount && *result.moveCount >= moves)
            return p;
    }
    qFatal("no board with a long enough path");
}

} // namespace

class TestStonesPage : public QObject {
    Q_OBJECT
private slots:
    void sampleOneNeedsOneMove() {
        StonesPage page;
        page.resize(1000, 700);
        page.show();
        QString error;
        QVERIFY(page.stones()->loadText(QString::fromLatin1(kSample1), QStringLiteral("Paste"),
                                        &error));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.stones()->minimumMoves(), std::optional<int>(1));
        QVERIFY(page.answerText().contains(QStringLiteral("1 move")));
        QCOMPARE(page.stones()->line().size(), std::size_t{1});
        QCOMPARE(page.stones()->line()[0], (Move{3, 0}));
    }

    void sampleTwoIsImpossible() {
        StonesPage page;
        page.show();
        QVERIFY(page.stones()->loadText(QString::fromLatin1(kSample2), QStringLiteral("Paste"),
                                        nullptr));
        QVERIFY(waitSettled(page));
        QVERIFY(page.stones()->solved() != nullptr);
        QCOMPARE(page.stones()->minimumMoves(), std::nullopt);
        QVERIFY(page.answerText().contains(QStringLiteral("Impossible")));
        QVERIFY(page.stones()->line().empty());
        // Why, worked by hand: from {2, 3, 4} only stone 3 moves (along b, to 1), and from
        // {1, 2, 4} only stone 1 moves back; the goal {1, 2, 3} likewise only reaches {1, 3, 4}.
        QVERIFY2(page.answerText().contains(
                     QStringLiteral("Of the 4 placements of the three stones, 2 can be reached "
                                    "from the start and 2 can reach the goal")),
                 qPrintable(page.answerText()));
        QVERIFY2(page.answerText().contains(QStringLiteral("{2, 3, 4}, {1, 2, 4}.")),
                 qPrintable(page.answerText()));
    }

    void badTextLeavesThePositionUntouched() {
        StonesPage page;
        QVERIFY(page.stones()->loadText(QString::fromLatin1(kSample1), QStringLiteral("Paste"),
                                        nullptr));
        const Position before = page.stones()->state().start;
        QString error;
        QVERIFY(!page.stones()->loadText(QStringLiteral("4\n2 3 4\n*aba\na*ab\n"),
                                         QStringLiteral("Paste"), &error));
        QVERIFY(error.contains(QStringLiteral("line")));
        QCOMPARE(page.stones()->state().start, before);
    }

    void clickingPlacesStonesInEditMode() {
        StonesPage page;
        QVERIFY(showSolved(page, pw::stones::parseJudge(kSample1)));
        page.findChild<QRadioButton*>(QStringLiteral("editModeRadio"))->setChecked(true);
        // Pick up the stone on vertex 4 and put it on vertex 1: the stones now stand on 1, 2, 3.
        clickVertex(page.view(), 3);
        clickVertex(page.view(), 0);
        QCOMPARE(page.stones()->state().start.stones(), (std::array<int, 3>{0, 1, 2}));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.stones()->minimumMoves(), std::optional<int>(0));
        QVERIFY(page.answerText().contains(QStringLiteral("Already solved")));
    }

    void clickingADiagonalPaintsIt() {
        StonesPage page;
        QVERIFY(showSolved(page, pw::stones::parseJudge(kSample2)));
        page.findChild<QRadioButton*>(QStringLiteral("editModeRadio"))->setChecked(true);
        page.findChild<QComboBox*>(QStringLiteral("paintColourCombo"))->setCurrentIndex(0);
        // Diagonal 1–4 is 'c' in sample 2; painting it 'a' gives sample 1, solvable in one move.
        StonesView* view = page.view();
        const QPointF middle = (view->vertexPoint(0) + view->vertexPoint(3)) / 2;
        QCOMPARE(view->diagonalAt(middle), (std::optional<std::pair<int, int>>({0, 3})));
        QTest::mouseClick(view, Qt::LeftButton, {}, middle.toPoint());
        QCOMPARE(page.stones()->state().start.colour(0, 3), pw::stones::Colour{0});
        QVERIFY(waitSettled(page));
        QCOMPARE(page.stones()->minimumMoves(), std::optional<int>(1));
    }

    void hoveringNamesTheDiagonal() {
        StonesPage page;
        QVERIFY(showSolved(page, pw::stones::parseJudge(kSample2)));
        StonesView* view = page.view();
        QSignalSpy hovered(view, &StonesView::hoverChanged);
        const QPointF middle = (view->vertexPoint(0) + view->vertexPoint(3)) / 2;
        QTest::mouseMove(view, middle.toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(!hovered.isEmpty(), kHangGuardMs);
        QCOMPARE(hovered.last().at(0).toString(), QStringLiteral("Diagonal 1–4: c (blue)"));
        // The stone on 2 follows diagonal 3–4, which is 'b' (sample 2, row 3 "ba*b").
        QTest::mouseMove(view, view->vertexPoint(1).toPoint());
        QTRY_COMPARE_WITH_TIMEOUT(hovered.last().at(0).toString(),
                                  QStringLiteral("Vertex 2 (stone; it moves along b (green))"),
                                  kHangGuardMs);
    }

    void stepsThroughTheOptimalPath() {
        StonesPage page;
        const Position start = boardWithPathOfAtLeast(3);
        QVERIFY(showSolved(page, start));
        const int moves = *page.stones()->minimumMoves();
        QCOMPARE(static_cast<int>(page.stones()->line().size()), moves);
        auto* next = page.findChild<QPushButton*>(QStringLiteral("nextButton"));
        auto* previous = page.findChild<QPushButton*>(QStringLiteral("previousButton"));
        auto* reset = page.findChild<QPushButton*>(QStringLiteral("resetButton"));
        Position expected = start;
        for (int i = 0; i < moves; ++i) {
            QVERIFY(next->isEnabled());
            QVERIFY(
                pw::stones::isLegal(expected, page.stones()->line()[static_cast<std::size_t>(i)]));
            expected =
                pw::stones::apply(expected, page.stones()->line()[static_cast<std::size_t>(i)]);
            QTest::mouseClick(next, Qt::LeftButton);
            QCOMPARE(page.stones()->cursor(), i + 1);
            QCOMPARE(page.stones()->currentPosition(), expected);
        }
        QVERIFY(page.stones()->currentPosition().isGoal());
        QVERIFY(!next->isEnabled());
        QTest::mouseClick(previous, Qt::LeftButton);
        QCOMPARE(page.stones()->cursor(), moves - 1);
        QTest::mouseClick(reset, Qt::LeftButton);
        QCOMPARE(page.stones()->cursor(), 0);
        QCOMPARE(page.stones()->currentPosition(), start);
    }

    // Sample 1 (0-based stones 1, 2, 3; goal {0, 1, 2}): the stone on 3 may only go to 0, which
    // is the goal (0 moves left); the stone on 2 may only go to 0, after which 2 moves remain
    // (explain.h, checked by hand in the engine test). Picking a stone up shows its map.
    // Sample 2: of the stones on 2, 3 and 4 only the one on 3 can move (along b, to 1). Picking
    // up the stone on 2 says why it cannot: 3–4 is b, and 1–2, its one free diagonal, is a.
    void aStoneThatCannotMoveSaysSo() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        StonesPage page;
        QVERIFY(showSolved(page, pw::stones::parseJudge(kSample2)));
        page.stones()->clickVertex(1);
        QCOMPARE(page.stones()->selectedStone(), std::optional<int>(1));
        QCOMPARE(page.playStatusText(),
                 QStringLiteral("The stone on 2 cannot move: no free vertex is joined to it by "
                                "b (green), the colour of the diagonal joining the other two "
                                "stones."));
        page.stones()->clickVertex(1); // put down
        page.stones()->clickVertex(2); // the stone on 3 can move: no such message
        QVERIFY(!page.playStatusText().contains(QStringLiteral("cannot move")));
    }

    void pickedUpStoneShowsItsDistanceMap() {
        StonesPage page;
        QVERIFY(showSolved(page, pw::stones::parseJudge(kSample1)));
        QVERIFY(page.view()->targetMarks().empty());
        QVERIFY(page.stones()->state().mode == StonesState::Mode::Play);
        clickVertex(page.view(), 3);
        QCOMPARE(page.stones()->selectedStone(), std::optional<int>(3));
        QCOMPARE(page.view()->targetMarks().size(), std::size_t{1});
        QCOMPARE(page.view()->targetMarks()[0].vertex, 0);
        QCOMPARE(page.view()->targetMarks()[0].remaining, std::optional<int>(0));
        clickVertex(page.view(), 2);
        QCOMPARE(page.stones()->selectedStone(), std::optional<int>(2));
        QCOMPARE(page.view()->targetMarks().size(), std::size_t{1});
        QCOMPARE(page.view()->targetMarks()[0].remaining, std::optional<int>(2));
    }

    // Sample 1: the optimum is one move, 4 -> 1. Playing 3 -> 1 instead leaves two moves (the
    // engine test's distance map), so the detour costs 1 + 2 - 1 = +2 moves.
    void yourLineBesideTheOptimalLine() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        StonesPage page;
        QVERIFY(showSolved(page, pw::stones::parseJudge(kSample1)));
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("lineComparisonLabel"))->text().isEmpty());
        clickVertex(page.view(), 2);
        clickVertex(page.view(), 0);
        QCOMPARE(page.stones()->playedCount(), 1);
        QVERIFY(waitSettled(page));
        const QString text =
            QTextDocumentFragment::fromHtml(
                page.findChild<QLabel*>(QStringLiteral("lineComparisonLabel"))->text())
                .toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Your line: 1 move: 3→1.")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Optimal from the start: 1 move: 4→1.")),
                 qPrintable(text));
        QVERIFY2(text.contains(
                     QStringLiteral("Your move 1 was the first detour; from here 2 more moves")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("so your detours cost +2 moves.")), qPrintable(text));
        // Reset: back to the start, the optimal line again and no comparison.
        page.stones()->resetPlay();
        QVERIFY(waitSettled(page));
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("lineComparisonLabel"))->text().isEmpty());
    }

    void playingItYourselfJudgesEachMove() {
        StonesPage page;
        const Position start = boardWithPathOfAtLeast(2);
        QVERIFY(showSolved(page, start));
        const int moves = *page.stones()->minimumMoves();
        StonesView* view = page.view();

        // An illegal move is refused with the reason.
        const auto legal = pw::stones::legalMoves(start);
        Move illegal{-1, -1};
        for (int s : start.stones())
            for (int v = 0; v < start.vertexCount() && illegal.from < 0; ++v)
                if (!start.hasStoneAt(v) && !pw::stones::isLegal(start, Move{s, v}))
                    illegal = Move{s, v};
        if (illegal.from >= 0) {
            clickVertex(view, illegal.from);
            clickVertex(view, illegal.to);
            QCOMPARE(page.stones()->currentPosition(), start);
            QVERIFY(page.playStatusText().contains(QStringLiteral("Not allowed")));
        }

        // The optimal first move, by clicks: judged optimal, one move fewer remains.
        const Move best = page.stones()->line().front();
        clickVertex(view, best.from);
        clickVertex(view, best.to);
        QCOMPARE(page.stones()->cursor(), 1);
        QCOMPARE(page.stones()->currentPosition(), pw::stones::apply(start, best));
        QVERIFY2(page.playStatusText().contains(moves == 1 ? QStringLiteral("Goal reached")
                                                           : QStringLiteral("Optimal move")),
                 qPrintable(page.playStatusText()));
    }

    // The same move without a mouse: Page Down walks the stones, Up and Down the vertices (the
    // hover text follows the cursor), Enter picks the stone up and puts it down.
    void keyboardPlaysAMove() {
        StonesPage page;
        page.resize(900, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QString error;
        QVERIFY(page.stones()->loadText(QString::fromLatin1(kSample1), QStringLiteral("Paste"),
                                        &error));
        QVERIFY(waitSettled(page));
        StonesView* view = page.view();
        view->setFocus();
        QTRY_VERIFY_WITH_TIMEOUT(view->hasFocus(), kHangGuardMs);
        QCOMPARE(view->keyboardVertex(), -1);
        QTest::keyClick(view, Qt::Key_PageDown); // the stones stand on 2, 3, 4
        QCOMPARE(view->keyboardVertex(), 1);
        QTest::keyClick(view, Qt::Key_PageDown);
        QTest::keyClick(view, Qt::Key_PageDown);
        QCOMPARE(view->keyboardVertex(), 3);
        QTest::keyClick(view, Qt::Key_PageDown); // wraps round to the first stone
        QCOMPARE(view->keyboardVertex(), 1);
        QTest::keyClick(view, Qt::Key_PageUp);
        QCOMPARE(view->keyboardVertex(), 3);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(page.stones()->selectedStone(), std::optional<int>(3));
        QTest::keyClick(view, Qt::Key_Up); // vertex 4 -> vertex 1
        QCOMPARE(view->keyboardVertex(), 0);
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(page.stones()->currentPosition(),
                 pw::stones::apply(page.stones()->state().start, Move{3, 0}));
        QVERIFY2(page.playStatusText().contains(QStringLiteral("Goal reached")),
                 qPrintable(page.playStatusText()));
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->keyboardVertex(), 3);
    }

    // Typing "70" applies 70 once, on Enter: never 7 first.
    void typedVertexCountAppliesOnEnter() {
        StonesPage page;
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto* spin = page.findChild<QSpinBox*>(QStringLiteral("vertexCountSpin"));
        const int steps = page.stones()->historySize();
        spin->setFocus();
        spin->selectAll();
        QTest::keyClicks(spin, QStringLiteral("70"));
        QCOMPARE(page.stones()->historySize(), steps);
        QTest::keyClick(spin, Qt::Key_Return);
        QCOMPARE(page.stones()->state().start.vertexCount(), 70);
        QCOMPARE(page.stones()->historySize(), steps + 1);
        // One click on the arrow of a 700-vertex board gives 701.
        QVERIFY(page.stones()->loadText(
            QString::fromStdString(pw::stones::textId(pw::stones::randomPosition(700, 2, 3))),
            QStringLiteral("Paste"), nullptr));
        QCOMPARE(spin->value(), 700);
        spin->stepUp();
        QCOMPARE(page.stones()->state().start.vertexCount(), 701);
        // Ctrl+Z on the page undoes exactly that.
        QTest::keyClick(page.view(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(page.stones()->state().start.vertexCount(), 700);
        QCOMPARE(spin->value(), 700);
    }

    // The panel draws the model: radio buttons and boxes follow undo, never the other way round.
    void widgetsFollowTheModel() {
        StonesPage page;
        auto* edit = page.findChild<QRadioButton*>(QStringLiteral("editModeRadio"));
        auto* seed = page.findChild<QSpinBox*>(QStringLiteral("seedSpin"));
        edit->click();
        QCOMPARE(page.stones()->state().mode, StonesState::Mode::Edit);
        seed->setValue(77);
        QCOMPARE(page.stones()->state().randomSeed, 77);
        page.stones()->undo();
        QCOMPARE(seed->value(), 1);
        page.stones()->undo();
        QVERIFY(!edit->isChecked());
    }

    // The legal moves' dashes are drawn once for each position and size (a picture kept between
    // paints): after a move and a resize the view shows exactly what a new view of the same
    // shows, in the dark palette too.
    void theMovesPictureFollowsTheBoard() {
        for (const int n : {12, 60}) {
            const Position before = pw::stones::randomPosition(n, 3, 5);
            QVERIFY(!pw::stones::legalMoves(before).empty());
            const Position after = pw::stones::apply(before, pw::stones::legalMoves(before).back());
            StonesView view; // shown, so that a grab is a paint like any other
            view.resize(500, 420);
            view.setPosition(before);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            const QImage first = view.grab().toImage();
            const auto freshOf = [](const Position& position, QSize size, const QPalette& colours) {
                StonesView fresh;
                fresh.setPalette(colours);
                fresh.resize(size);
                fresh.setPosition(position);
                return fresh.grab().toImage();
            };
            QCOMPARE(first, freshOf(before, view.size(), view.palette()));
            view.setPosition(after);
            QCOMPARE(view.grab().toImage(), freshOf(after, view.size(), view.palette()));
            QVERIFY(view.grab().toImage() != first);
            view.resize(640, 480);
            QCOMPARE(view.grab().toImage(), freshOf(after, view.size(), view.palette()));
            QPalette dark = view.palette();
            dark.setColor(QPalette::Window, QColor(30, 30, 30));
            dark.setColor(QPalette::Base, QColor(30, 30, 30));
            view.setPalette(dark);
            QCOMPARE(view.grab().toImage(), freshOf(after, view.size(), dark));
        }
    }

    // The vertex numbers never overlap each other, the caption, the view's edges or the rings
    // around the stones, at every size from a small panel to 4K and from 3 to 500 vertices; 1, 2
    // and 3 are always numbered (as one "1–3" when there is no room for three numbers).
    void vertexNumbersStandClear() {
        for (const int n : {3, 4, 12, 40, 41, 70, 150, 151, 500})
            for (const QSize size :
                 {QSize(300, 260), QSize(600, 600), QSize(1000, 640), QSize(3000, 1900)}) {
                StonesView view;
                view.resize(size);
                const Position position =
                    pw::stones::randomPosition(n, 3, static_cast<std::uint64_t>(n));
                view.setPosition(position);
                const QString where =
                    QStringLiteral("n = %1 at %2x%3").arg(n).arg(size.width()).arg(size.height());
                const auto labels = view.labelLayout();
                const QRectF caption = view.captionRect();
                QCOMPARE(!caption.isEmpty(), n > 150);
                QStringList goals;
                for (std::size_t i = 0; i < labels.size(); ++i) {
                    const QRectF box = labels[i].box;
                    QVERIFY2(QRectF(view.rect()).contains(box),
                             qPrintable(where + QStringLiteral(": ") + labels[i].text));
                    QVERIFY2(!box.intersects(caption), qPrintable(where));
                    for (std::size_t j = i + 1; j < labels.size(); ++j)
                        QVERIFY2(!box.intersects(labels[j].box),
                                 qPrintable(where + QStringLiteral(": ") + labels[i].text +
                                            QStringLiteral(" / ") + labels[j].text));
                    // Clear of every stone and its rings (the keyboard cursor's reaches 7.5 px
                    // beyond).
                    for (const int stone : position.stones()) {
                        const QPointF centre = view.vertexPoint(stone);
                        const QPointF nearest(std::clamp(centre.x(), box.left(), box.right()),
                                              std::clamp(centre.y(), box.top(), box.bottom()));
                        QVERIFY2(
                            QLineF(centre, nearest).length() > view.stoneRadius() + 7.5,
                            qPrintable(where + QStringLiteral(": the number ") + labels[i].text));
                    }
                    if (labels[i].goal)
                        goals << labels[i].text;
                }
                QVERIFY2(goals == QStringList({QStringLiteral("1"), QStringLiteral("2"),
                                               QStringLiteral("3")}) ||
                             goals == QStringList{QStringLiteral("1–3")},
                         qPrintable(where + QStringLiteral(": ") + goals.join(QLatin1Char(' '))));
                // Every number drawn is a vertex's own or the goals'.
                for (const auto& label : labels)
                    QVERIFY(label.goal || (label.text.toInt() > 3 && label.text.toInt() <= n));
            }
    }
};

QTEST_MAIN(TestStonesPage)
#include "test_stones_page.moc"
