// Nothing moves under the pointer: on every page of the main window, at 1024x700 and 1600x1000,
// in English and Chinese, light and dark, every kind of action (edits, play, undo and redo, mode
// switches, messages of one to three lines, failed pastes, tab changes) leaves every control that
// is visible before and after it where it was, at the size it was; and after each, every text is
// whole: no two widgets of one layout overlap, no word-wrapped label is cut short and no button
// is narrower than its text. Nothing changes unless meant: the wheel turned over a list never
// changes a box that passes under the pointer, and arrow keys in a game stay in the game.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushmodel.h"
#include "app/jenga/jengamodel.h"
#include "app/jenga/jengaview.h"
#include "app/mainwindow.h"
#include "app/patience/patiencemodel.h"
#include "app/puzzlepage.h"
#include "app/stones/stonesmodel.h"
#include "app/theme.h"
#include "app/translations.h"
#include "common/gui_budget.h"
#include "common/page_wait.h"
#include "common/widget_geometry.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QCursor>
#include <QLabel>
#include <QLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QWheelEvent>
#include <QtTest/qtestspontaneevent.h>
#include <QtTest>

#include <functional>
#include <map>

namespace {

using Action = std::pair<QString, std::function<void(PuzzlePage&)>>;

// Every visible control of the page (buttons, boxes, fields, tab bars), where it is on the page.
std::map<const QWidget*, QRect> controls(const PuzzlePage& page) {
    std::map<const QWidget*, QRect> found;
    for (const QWidget* w : page.findChildren<QWidget*>()) {
        const bool control = qobject_cast<const QAbstractButton*>(w) ||
                             qobject_cast<const QComboBox*>(w) ||
                             qobject_cast<const QAbstractSpinBox*>(w) ||
                             qobject_cast<const QLineEdit*>(w) || qobject_cast<const QTabBar*>(w);
        if (control && w->isVisibleTo(&page) && !qobject_cast<const QLineEdit*>(w->parent()))
            found[w] = QRect(w->mapTo(&page, QPoint(0, 0)), w->size());
    }
    return found;
}

// Every visible label's size: what grew or shrank says why a control moved.
std::map<const QWidget*, QSize> labelSizes(const PuzzlePage& page) {
    std::map<const QWidget*, QSize> found;
    for (const QLabel* label : page.findChildren<QLabel*>())
        if (label->isVisibleTo(&page))
            found[label] = label->size();
    return found;
}

QString resized(const std::map<const QWidget*, QSize>& before,
                const std::map<const QWidget*, QSize>& after) {
    QStringList names;
    for (const auto& [widget, size] : before) {
        const auto it = after.find(widget);
        if (it == after.end())
            names << widget->objectName() + QStringLiteral(" hidden");
        else if (it->second.height() != size.height())
            names << QStringLiteral("%1 %2->%3")
                         .arg(widget->objectName())
                         .arg(size.height())
                         .arg(it->second.height());
    }
    for (const auto& [widget, size] : after)
        if (!before.count(widget))
            names << widget->objectName() + QStringLiteral(" shown");
    return names.join(QStringLiteral(", "));
}

// Where the layouts come to rest (a layout request may take a few event loops).
std::map<const QWidget*, QRect> restingControls(const PuzzlePage& page) {
    std::map<const QWidget*, QRect> last;
    for (int round = 0; round < 200; ++round) {
        QTest::qWait(5);
        auto now = controls(page);
        if (now == last)
            return now;
        last = std::move(now);
    }
    return last;
}

QString nameOf(const QWidget* w) {
    QString text;
    if (const auto* button = qobject_cast<const QAbstractButton*>(w))
        text = button->text();
    return QStringLiteral("%1 %2 \"%3\"")
        .arg(QString::fromLatin1(w->metaObject()->className()), w->objectName(), text);
}

// The first control visible both before and after that moved or changed size.
QString firstMoved(const std::map<const QWidget*, QRect>& before,
                   const std::map<const QWidget*, QRect>& after) {
    for (const auto& [widget, rect] : before) {
        const auto it = after.find(widget);
        if (it != after.end() && it->second != rect)
            return QStringLiteral("%1 went from %2,%3 %4x%5 to %6,%7 %8x%9")
                .arg(nameOf(widget))
                .arg(rect.x())
                .arg(rect.y())
                .arg(rect.width())
                .arg(rect.height())
                .arg(it->second.x())
                .arg(it->second.y())
                .arg(it->second.width())
                .arg(it->second.height());
    }
    return {};
}

// The widgets a layout places, in its nested layouts too.
void collectWidgets(const QLayout* layout, QList<const QWidget*>* widgets) {
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem* item = layout->itemAt(i);
        if (const QWidget* w = item->widget())
            *widgets << w;
        else if (const QLayout* inner = item->layout())
            collectWidgets(inner, widgets);
    }
}

// The first text that is not whole: two visible widgets of one layout that overlap (a layout
// given less than its minimum), or a visible word-wrapped label shorter than its text.
QString firstCovered(const PuzzlePage& page) {
    for (const QWidget* w : page.findChildren<QWidget*>()) {
        if (!w->isVisibleTo(&page))
            continue;
        if (const QLayout* layout = w->layout()) {
            QList<const QWidget*> placed;
            collectWidgets(layout, &placed);
            placed.removeIf([&page](const QWidget* c) { return !c->isVisibleTo(&page); });
            for (int i = 0; i < placed.size(); ++i)
                for (int j = i + 1; j < placed.size(); ++j)
                    if (placed[i]->geometry().intersects(placed[j]->geometry()))
                        return QStringLiteral("%1 overlaps %2")
                            .arg(nameOf(placed[i]), nameOf(placed[j]));
        }
        // A button's text whole: the width the style asks for that text fits the button.
        if (const auto* button = qobject_cast<const QPushButton*>(w);
            button && !button->text().isEmpty() && widthForText(*button) > button->width())
            return QStringLiteral("%1 is %2 pixels wide, its text needs %3")
                .arg(nameOf(button))
                .arg(button->width())
                .arg(widthForText(*button));
        const auto* label = qobject_cast<const QLabel*>(w);
        if (label && label->wordWrap() && !label->text().isEmpty() &&
            label->height() < label->heightForWidth(label->width()))
            return QStringLiteral("%1 is %2 pixels tall, its text needs %3: \"%4\"")
                .arg(nameOf(label))
                .arg(label->height())
                .arg(label->heightForWidth(label->width()))
                .arg(label->text().left(60));
    }
    return {};
}

void paste(PuzzlePage& page, const QString& text) {
    QApplication::clipboard()->setText(text);
    auto* button = page.findChild<QPushButton*>(QStringLiteral("pasteButton"));
    QVERIFY(button);
    button->click();
}

template <typename Model> Model* modelOf(PuzzlePage& page) {
    return qobject_cast<Model*>(page.model());
}

// The page's (first) tab widget's tab `index` shown.
void showTab(PuzzlePage& page, int index) {
    if (auto* tabs = page.findChild<QTabWidget*>())
        tabs->setCurrentIndex(index);
}

// Every tab of every tab widget shown in turn, the first last.
Action everyTab() {
    return {QStringLiteral("every tab"), [](PuzzlePage& p) {
                for (QTabWidget* tabs : p.findChildren<QTabWidget*>())
                    for (int i = tabs->count() - 1; i >= 0; --i)
                        tabs->setCurrentIndex(i);
            }};
}

// What a user does on every page: failed pastes with short and long reasons, a valid paste,
// undo and redo, and every tab of every tab widget.
QList<Action> commonActions(const QString& valid) {
    return {
        {QStringLiteral("a failed paste"), [](PuzzlePage& p) { paste(p, QStringLiteral("x")); }},
        {QStringLiteral("a failed paste with a long line"),
         [](PuzzlePage& p) {
             paste(p,
                   QStringLiteral("3\n") + QString(400, QLatin1Char('Q')) + QStringLiteral("\n"));
         }},
        {QStringLiteral("a valid paste"), [valid](PuzzlePage& p) { paste(p, valid); }},
        {QStringLiteral("undo"), [](PuzzlePage& p) { p.model()->undo(); }},
        {QStringLiteral("redo"), [](PuzzlePage& p) { p.model()->redo(); }},
        everyTab(),
    };
}

// The Game menu's actions (each a no-op where it does not apply), then Undo of the last.
Action gameAction(const QString& name, PuzzlePage::GameAction action) {
    return {QStringLiteral("Game › ") + name, [action](PuzzlePage& p) { p.runGameAction(action); }};
}

QList<Action> gameActions() {
    using Game = PuzzlePage::GameAction;
    return {
        gameAction(QStringLiteral("Hint"), Game::Hint),
        gameAction(QStringLiteral("Restart"), Game::Restart),
        gameAction(QStringLiteral("Solve"), Game::Solve),
        gameAction(QStringLiteral("New"), Game::New),
        {QStringLiteral("undo"), [](PuzzlePage& p) { p.model()->undo(); }},
    };
}

QList<Action> jengaActions() {
    using Mode = JengaState::Mode;
    auto m = [](PuzzlePage& p) { return modelOf<JengaModel>(p); };
    return commonActions(QStringLiteral("3\nRGB\nGBR\nBRG\n")) +
           QList<Action>{
               {QStringLiteral("Play"), [m](PuzzlePage& p) { m(p)->setMode(Mode::Play); }},
               {QStringLiteral("a roll"), [m](PuzzlePage& p) { m(p)->roll(0); }},
               gameAction(QStringLiteral("Hint"), PuzzlePage::GameAction::Hint),
               gameAction(QStringLiteral("Restart"), PuzzlePage::GameAction::Restart),
               {QStringLiteral("a roll"), [m](PuzzlePage& p) { m(p)->roll(0); }},
               {QStringLiteral("a block picked"), [m](PuzzlePage& p) { m(p)->playBestMove(); }},
               {QStringLiteral("a black roll"),
                [m](PuzzlePage& p) { m(p)->roll(JengaState::kBlackFace); }},
               {QStringLiteral("a new game"), [m](PuzzlePage& p) { m(p)->newGame(); }},
               {QStringLiteral("Edit"), [m](PuzzlePage& p) { m(p)->setMode(Mode::Edit); }},
               {QStringLiteral("the Every choice tab"), [](PuzzlePage& p) { showTab(p, 1); }},
               // Its sentence on the tower's shading comes and goes below the check box.
               {QStringLiteral("the heat map"), [m](PuzzlePage& p) { m(p)->showHeatMap(true); }},
               {QStringLiteral("no heat map"), [m](PuzzlePage& p) { m(p)->showHeatMap(false); }},
               {QStringLiteral("the heat map again"),
                [m](PuzzlePage& p) { m(p)->showHeatMap(true); }},
               {QStringLiteral("policies"), [m](PuzzlePage& p) { m(p)->comparePolicies(true); }},
               {QStringLiteral("a taller tower"), [m](PuzzlePage& p) { m(p)->setLevelCount(7); }},
               {QStringLiteral("a 40-level tower (a bracket and a long caption)"),
                [](PuzzlePage& p) {
                    QString text = QStringLiteral("40\n");
                    for (int level = 0; level < 40; ++level)
                        text += QStringLiteral("RGB\nGBR\nBRG\nRRG\n").mid(4 * (level % 4), 4);
                    paste(p, text);
                }},
               everyTab(),
               {QStringLiteral("a cancelled solve"),
                [m](PuzzlePage& p) {
                    m(p)->setLevelCount(4);
                    m(p)->cancelSolve();
                }},
               gameAction(QStringLiteral("Solve"), PuzzlePage::GameAction::Solve),
               {QStringLiteral("undo"), [](PuzzlePage& p) { p.model()->undo(); }},
           } +
           gameActions();
}

QList<Action> patienceActions() {
    using Mode = PatienceState::Mode;
    auto m = [](PuzzlePage& p) { return modelOf<PatienceModel>(p); };
    return commonActions(QStringLiteral("KS KH KD KC\nQS QH QD QC\nJS JH JD JC\nTS TH TD TC\n"
                                        "9S 9H 9D 9C\n8S 8H 8D 8C\n7S 7H 7D 7C\n6S 6H 6D 6C\n"
                                        "AS AH AD AC\n")) +
           QList<Action>{
               {QStringLiteral("a pile picked"), [m](PuzzlePage& p) { m(p)->clickPile(0); }},
               {QStringLiteral("the best pair"), [m](PuzzlePage& p) { m(p)->playBestMove(); }},
               {QStringLiteral("another pair"), [m](PuzzlePage& p) { m(p)->playBestMove(); }},
               {QStringLiteral("restart"), [m](PuzzlePage& p) { m(p)->restart(); }},
               {QStringLiteral("Edit"), [m](PuzzlePage& p) { m(p)->setMode(Mode::Edit); }},
               {QStringLiteral("Play"), [m](PuzzlePage& p) { m(p)->setMode(Mode::Play); }},
               {QStringLiteral("a 13-pile deal"), [m](PuzzlePage& p) { m(p)->setLayout(true); }},
               // What a 52-card deal is takes three lines, a standard deal's two.
               {QStringLiteral("a new 52-card deal"),
                [m](PuzzlePage& p) { m(p)->newRandomDeal(); }},
               {QStringLiteral("a 9-pile deal"), [m](PuzzlePage& p) { m(p)->setLayout(false); }},
               {QStringLiteral("a new deal"), [m](PuzzlePage& p) { m(p)->newRandomDeal(); }},
           } +
           gameActions();
}

QList<Action> hackenbushActions() {
    using pw::hackenbush::Colour;
    auto m = [](PuzzlePage& p) { return modelOf<HackenbushModel>(p); };
    return commonActions(QStringLiteral("1\n2 1\nWB\nB\nW\n")) +
           QList<Action>{
               {QStringLiteral("You play Black"),
                [m](PuzzlePage& p) { m(p)->setPlayers(Colour::Black, true); }},
               {QStringLiteral("a game"), [m](PuzzlePage& p) { m(p)->startGame(); }},
               {QStringLiteral("the game stopped"), [m](PuzzlePage& p) { m(p)->stopGame(); }},
               {QStringLiteral("You play White"),
                [m](PuzzlePage& p) { m(p)->setPlayers(Colour::White, false); }},
               {QStringLiteral("Black to move"),
                [m](PuzzlePage& p) { m(p)->setToMove(Colour::Black); }},
               {QStringLiteral("winning moves unmarked"),
                [m](PuzzlePage& p) { m(p)->setMarkWinning(false); }},
               gameAction(QStringLiteral("Hint"), PuzzlePage::GameAction::Hint),
               {QStringLiteral("winning moves marked"),
                [m](PuzzlePage& p) { m(p)->setMarkWinning(true); }},
               {QStringLiteral("a tower added"), [m](PuzzlePage& p) { m(p)->addTower(true); }},
               // A tall C1: a long value, mixed number and sign expansion.
               {QStringLiteral("a tall C1"),
                [](PuzzlePage& p) {
                    paste(p, QStringLiteral("W") + QString(60, QLatin1Char('B')) +
                                 QStringLiteral("WBWWBWBBW|") + QStringLiteral("BW").repeated(40) +
                                 QStringLiteral("|W"));
                }},
               {QStringLiteral("a random position"),
                [m](PuzzlePage& p) { m(p)->randomPosition(); }},
           } +
           gameActions();
}

QList<Action> stonesActions() {
    using Mode = StonesState::Mode;
    auto m = [](PuzzlePage& p) { return modelOf<StonesModel>(p); };
    return commonActions(QStringLiteral("4\n2 3 4\n*aba\na*ab\nba*a\naba*\n")) +
           QList<Action>{
               {QStringLiteral("a step"), [m](PuzzlePage& p) { m(p)->stepNext(); }},
               // The example: its first move played (the comparison of the lines appears), then
               // a detour (it grows), then a cancelled solve (a long answer).
               {QStringLiteral("the example"), [](PuzzlePage& p) { p.model()->loadExample(); }},
               {QStringLiteral("a stone picked"), [m](PuzzlePage& p) { m(p)->clickVertex(3); }},
               {QStringLiteral("an optimal move"), [m](PuzzlePage& p) { m(p)->clickVertex(5); }},
               {QStringLiteral("a detour"),
                [m](PuzzlePage& p) {
                    m(p)->clickVertex(10);
                    m(p)->clickVertex(8);
                }},
               {QStringLiteral("a cancelled solve"),
                [m](PuzzlePage& p) {
                    m(p)->setVertexCount(400);
                    m(p)->cancelSolve();
                }},
               {QStringLiteral("undo"), [](PuzzlePage& p) { p.model()->undo(); }},
               {QStringLiteral("a stone picked"), [m](PuzzlePage& p) { m(p)->clickVertex(3); }},
               {QStringLiteral("a wrong move"), [m](PuzzlePage& p) { m(p)->clickVertex(2); }},
               {QStringLiteral("a move"), [m](PuzzlePage& p) { m(p)->clickVertex(0); }},
               {QStringLiteral("reset"), [m](PuzzlePage& p) { m(p)->resetPlay(); }},
               {QStringLiteral("Edit"), [m](PuzzlePage& p) { m(p)->setMode(Mode::Edit); }},
               {QStringLiteral("a random board"), [m](PuzzlePage& p) { m(p)->randomBoard(); }},
               {QStringLiteral("Play"), [m](PuzzlePage& p) { m(p)->setMode(Mode::Play); }},
           } +
           gameActions();
}

// One notch of the wheel (down) at `at` in the window, as Qt delivers one from the window system:
// to the widget under the pointer, and on to its parents while they ignore it. (A wheel event
// sent by a test is not spontaneous, and Qt passes on only spontaneous ones: the test does it.)
void turnWheel(QWidget& window, QPoint at) {
    bool first = true;
    for (QWidget* w = window.childAt(at); w; w = w->parentWidget()) {
        QWheelEvent wheel(w->mapFrom(&window, at), window.mapToGlobal(at), QPoint(),
                          QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        wheel.setAccepted(first); // a parent gets it as its child left it: ignored
        first = false;
        QCoreApplication::sendEvent(w, &wheel);
        if (wheel.isAccepted() || w->isWindow())
            return;
    }
}

} // namespace

class TestLayoutSteady : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // Tall towers' lower bounds search a few positions only: these test the page.
        JengaModel::setDefaultSearchPositions(kTestSearchPositions);
        PageModel::setDefaultDebounceMs(kTestDebounceMs);
    }

    void steady_data() {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("dark");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<bool>("scrolled");
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            for (const bool dark : {false, true})
                for (const QSize size : {QSize(1024, 700), QSize(1600, 1000)})
                    QTest::addRow("%s %s %dx%d", qPrintable(language), dark ? "dark" : "light",
                                  size.width(), size.height())
                        << language << dark << size << false;
        // In a small window the side panels scroll: scrolled to their end, a panel that got
        // shorter would move everything on it.
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")})
            QTest::addRow("%s 1024x700 scrolled to the end", qPrintable(language))
                << language << false << QSize(1024, 700) << true;
    }

    void steady() {
        QFETCH(QString, language);
        QFETCH(bool, dark);
        QFETCH(QSize, size);
        QFETCH(bool, scrolled);
        QCOMPARE(translations::install(language), language);
        theme::apply(dark ? theme::Theme::Dark : theme::Theme::Light);
        MainWindow window;
        window.setSessionEnabled(false);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QList<std::pair<QString, QList<Action>>> pages = {
            {QStringLiteral("jenga"), jengaActions()},
            {QStringLiteral("patience"), patienceActions()},
            {QStringLiteral("hackenbush"), hackenbushActions()},
            {QStringLiteral("stones"), stonesActions()},
        };
        QStringList moves;
        for (const auto& [id, actions] : pages) {
            QVERIFY(window.showPage(id));
            PuzzlePage& page = *window.currentPage();
            QVERIFY(waitSettled(page));
            auto before = restingControls(page);
            if (scrolled) {
                int scrolledAreas = 0;
                for (QScrollArea* area : page.findChildren<QScrollArea*>()) {
                    QScrollBar* bar = area->verticalScrollBar();
                    scrolledAreas += bar->maximum() > 0;
                    bar->setValue(bar->maximum());
                }
                if (id == QStringLiteral("jenga")) // its panel scrolls at this size
                    QVERIFY(scrolledAreas > 0);
                before = restingControls(page);
            }
            auto labelsBefore = labelSizes(page);
            for (const auto& [what, act] : actions) {
                act(page);
                if (QTest::currentTestFailed())
                    return;
                // No first wait: with no debounce (initTestCase) every action asks for its answer
                // before it returns, so the page is unsettled at once (990 actions: 20 s saved).
                QVERIFY2(waitSettled(page, kHangGuardMs, 0),
                         qPrintable(id + QStringLiteral(": ") + what));
                const auto after = restingControls(page);
                const QString moved = firstMoved(before, after);
                const auto labelsAfter = labelSizes(page);
                const QString covered = firstCovered(page);
                if (!covered.isEmpty())
                    moves << QStringLiteral("%1, after %2: %3").arg(id, what, covered);
                if (!moved.isEmpty())
                    moves << QStringLiteral("%1, after %2: %3 (labels: %4)")
                                 .arg(id, what, moved, resized(labelsBefore, labelsAfter));
                before = after;
                labelsBefore = labelsAfter;
            }
        }
        QVERIFY2(moves.isEmpty(), qPrintable(moves.join(QLatin1Char('\n'))));
    }

    // Vertices typed into its box (which keeps the focus), then the wheel turned over the move
    // list: the panel scrolls, the box passes under the pointer and keeps its value (before, each
    // notch over it dropped a vertex: a step of the history and a solve each).
    void theWheelOverAListLeavesAFocusedBox() {
        translations::install(QStringLiteral("en"));
        MainWindow window;
        window.setSessionEnabled(false);
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPage(QStringLiteral("stones")));
        PuzzlePage& page = *window.currentPage();
        QVERIFY(waitSettled(page));
        auto* box = page.findChild<QSpinBox*>(QStringLiteral("vertexCountSpin"));
        auto* list = page.findChild<QListWidget*>(QStringLiteral("moveList"));
        QVERIFY(box && list);
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, QStringLiteral("20"));
        QTest::keyClick(box, Qt::Key_Return);
        QVERIFY(waitSettled(page));
        QCOMPARE(modelOf<StonesModel>(page)->state().start.vertexCount(), 20);
        QVERIFY(box->hasFocus());
        const int steps = page.model()->historySize();
        // The pointer over the list, in the box's column, as far above the box as the panel can
        // scroll: turning the wheel down brings the box up under it.
        QScrollArea* panel = scrollAreaAround(box);
        QVERIFY(panel && panel->verticalScrollBar()->maximum() > 0);
        const QPoint boxAt = box->mapTo(&window, box->rect().center());
        const QPoint pointer(boxAt.x(), boxAt.y() - panel->verticalScrollBar()->maximum());
        QVERIFY(list->rect().contains(list->mapFrom(&window, pointer)));
        bool passed = false;
        for (int notch = 0; notch < 40; ++notch) {
            turnWheel(window, pointer);
            QTest::qWait(10);
            const QWidget* under = window.childAt(pointer);
            passed = passed || under == box || box->isAncestorOf(under);
        }
        QVERIFY2(passed, "the box never came under the pointer");
        QVERIFY(waitSettled(page));
        QCOMPARE(box->value(), 20);
        QCOMPARE(modelOf<StonesModel>(page)->state().start.vertexCount(), 20);
        QCOMPARE(page.model()->historySize(), steps);
        // The box still takes a turn of the wheel that begins over it.
        const QPoint overBox = box->mapTo(&window, box->rect().center());
        QTest::qWait(500); // the last turn has come to rest
        turnWheel(window, overBox);
        QCOMPARE(box->value(), 19);
    }

    // A tall tower scrolled by the wheel moves under a still pointer: the line under the board
    // then names the block under the pointer now, not the one the pointer was over before.
    void theHoverLineFollowsATowerScrolledByTheWheel() {
        translations::install(QStringLiteral("en"));
        MainWindow window;
        window.setSessionEnabled(false);
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPage(QStringLiteral("jenga")));
        PuzzlePage& page = *window.currentPage();
        QString tower = QStringLiteral("60\n");
        for (int level = 0; level < 60; ++level)
            tower += QStringLiteral("RGB\n");
        paste(page, tower);
        modelOf<JengaModel>(page)->cancelSolve(); // (the answer is not what this is about)
        QWidget* view = page.views().value(0);
        auto* line = page.findChild<QLabel*>(QStringLiteral("hoverLabel"));
        QScrollArea* area = scrollAreaAround(view);
        QVERIFY(area && area->verticalScrollBar()->maximum() > 0);
        QTest::qWait(50);
        const QPoint at = view->mapTo(
            &window, view->mapFrom(area->viewport(), area->viewport()->rect().center()));
        QCursor::setPos(window.mapToGlobal(at));
        QTest::mouseMove(view, view->mapFrom(&window, at));
        const QString before = line->text();
        QVERIFY2(before.startsWith(QStringLiteral("A ")), qPrintable(before));
        for (int notch = 0; notch < 3; ++notch)
            turnWheel(window, at);
        QTest::qWait(50);
        QVERIFY(line->text().startsWith(QStringLiteral("A ")));
        QVERIFY2(line->text() != before, qPrintable(before));
        // The level named is the one under the pointer now.
        const auto* jenga = qobject_cast<JengaView*>(view);
        const auto slot = jenga->slotAt(view->mapFrom(&window, at));
        QVERIFY(slot);
        QVERIFY2(line->text().contains(QStringLiteral("level %1,").arg(slot->first + 1)),
                 qPrintable(line->text()));
    }

    // A game started with the radio button, a roll with the Roll button: the arrow keys then move
    // the board's cursor, from either of them, and the game stays (before, they walked the panel's
    // buttons to the radio buttons and switched to Edit).
    void arrowKeysStayInTheGame() {
        translations::install(QStringLiteral("en"));
        MainWindow window;
        window.setSessionEnabled(false);
        window.resize(1024, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPage(QStringLiteral("jenga")));
        PuzzlePage& page = *window.currentPage();
        QVERIFY(waitSettled(page));
        auto* play = page.findChild<QRadioButton*>(QStringLiteral("playModeRadio"));
        auto* roll = page.findChild<QPushButton*>(QStringLiteral("rollButton"));
        QVERIFY(play && roll);
        play->click();
        QVERIFY(modelOf<JengaModel>(page)->isPlaying());
        play->setFocus();
        for (const Qt::Key key : {Qt::Key_Left, Qt::Key_Up, Qt::Key_Up})
            QTest::keyClick(QApplication::focusWidget(), key);
        QVERIFY(modelOf<JengaModel>(page)->isPlaying());
        QVERIFY(waitSettled(page));
        roll->click();
        roll->setFocus();
        for (const Qt::Key key : {Qt::Key_Right, Qt::Key_Down, Qt::Key_Left, Qt::Key_Up})
            QTest::keyClick(QApplication::focusWidget(), key);
        QVERIFY(modelOf<JengaModel>(page)->isPlaying());
        auto* view = page.views().value(0);
        QVERIFY(view->hasFocus());
    }

    void cleanupTestCase() {
        translations::install(QStringLiteral("en"));
        theme::apply(theme::Theme::Light);
    }
};

QTEST_MAIN(TestLayoutSteady)
#include "test_layout_steady.moc"
