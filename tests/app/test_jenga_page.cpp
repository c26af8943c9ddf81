// The Colored Jenga page driven like a user: clicks on the tower recolour and take out blocks,
// the die buttons and Apply play a game; values checked against contest samples and fresh solves.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengachart.h"
#include "app/jenga/jengamodel.h"
#include "app/jenga/jengapage.h"
#include "app/jenga/jengaview.h"
#include "app/translations.h"
#include "common/gui_budget.h"
#include "common/page_wait.h"
#include "common/sanitizers.h"
#include "common/timing.h"
#include "common/widget_geometry.h"
#include "engine/jenga/exact/optimal_policy.h"
#include "engine/jenga/judge.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QUndoStack>
#include <QWheelEvent>
#include <QtTest>

#include <algorithm>
#include <map>
#include <vector>

using pw::jenga::Colour;
using pw::jenga::Tower;

namespace {

// Taller towers in these tests take seconds to solve on a loaded machine.
// Under a sanitizer the policies of a 6-level tower take 86 s on two loaded cores.
constexpr int kSolveTimeoutMs = kHangGuardMs;

const char* kSample = "6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n"; // docs/puzzles.md (Colored Jenga)
constexpr double kSampleValue = 17.119213696601992;

double freshSolve(const Tower& tower) {
    pw::SolveControl control;
    const auto result = pw::jenga::solve(tower, control);
    if (result.status != pw::SolveStatus::Exact)
        qFatal("fresh solve did not finish");
    return result.expectedDuration;
}

void clickSlot(JengaPage& page, int level, int slot, Qt::MouseButton button = Qt::LeftButton) {
    JengaView* view = page.view();
    const QPointF point = view->slotPoint(level, slot);
    QCOMPARE(view->slotAt(point), (std::optional<JengaView::SlotRef>({level, slot})));
    QTest::mouseClick(view, button, {}, point.toPoint());
}

// Pastes the seeded random tower of `levels` levels as its text id; false when it was refused.
bool pasteRandomTower(JengaPage& page, int levels, std::uint64_t seed) {
    return page.jenga()->loadText(
        QString::fromStdString(pw::jenga::textId(pw::jenga::randomTower(levels, seed))),
        QStringLiteral("Paste"), nullptr);
}

QPushButton* button(JengaPage& page, const char* name) {
    auto* b = page.findChild<QPushButton*>(QString::fromLatin1(name));
    if (!b)
        qFatal("no button %s", name);
    return b;
}

} // namespace

class TestJengaPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // Tall towers' lower bounds search a few positions only: these test the page.
        JengaModel::setDefaultSearchPositions(kTestSearchPositions);
    }

    void sampleShowsTheOfficialValue() {
        JengaPage page;
        page.resize(1100, 800);
        page.show();
        QString error;
        QVERIFY2(
            page.jenga()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"), &error),
            qPrintable(error));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QVERIFY(page.jenga()->expectedDuration());
        QVERIFY(std::abs(*page.jenga()->expectedDuration() - kSampleValue) < 1e-12);
        // At least 12 significant digits on screen.
        QVERIFY2(page.answerText().contains(QStringLiteral("17.1192136966")),
                 qPrintable(page.answerText()));
        QCOMPARE(page.jenga()->positionId(), QStringLiteral("RGB/GRG/BBB/GGR/BRG/BRB"));
        // One badge on the block to take and one on its target, for each colour.
        QCOMPARE(page.view()->badges().size(), std::size_t{6});
    }

    void exampleIsTheSample() {
        JengaPage page;
        page.jenga()->loadExample();
        QCOMPARE(page.jenga()->judgeText(), QString::fromLatin1(kSample));
    }

    void twoLevelsGive8592() {
        JengaPage page;
        page.show();
        QVERIFY(page.jenga()->loadText(QStringLiteral("2\nRGB\nRGB\n"), QStringLiteral("Paste"),
                                       nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QVERIFY(page.jenga()->expectedDuration());
        QVERIFY(std::abs(*page.jenga()->expectedDuration() - 8.592) < 1e-12);
        QVERIFY2(page.answerText().contains(QStringLiteral("8.592")),
                 qPrintable(page.answerText()));
    }

    // docs/puzzles.md: 3 / RRR / RRR / RRR lasts 18 minutes (three kills at 6 minutes a red
    // roll). By hand: taking a middle kills its level and leaves two kills, 12 minutes; taking a
    // side leaves the other side, the other level, the old top and the level the placements
    // complete, four moves or 24 minutes (+12). Two lower levels, three slots, three places on
    // the new level: 18 rows, the six middle takes first.
    void choicesTableListsEveryMoveWithItsCost() {
        JengaPage page;
        page.show();
        QVERIFY(page.jenga()->loadText(QStringLiteral("3\nRRR\nRRR\nRRR\n"),
                                       QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QVERIFY(std::abs(*page.jenga()->expectedDuration() - 18.0) < 1e-12);
        auto* table = page.findChild<QTableWidget*>(QStringLiteral("choicesTable"));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 18);
        for (int r = 0; r < table->rowCount(); ++r) {
            const bool middle = r < 6;
            QCOMPARE(table->item(r, 0)->text(), QStringLiteral("red"));
            QVERIFY2(table->item(r, 1)->text().contains(middle ? QStringLiteral("M->")
                                                               : QStringLiteral("->")),
                     qPrintable(table->item(r, 1)->text()));
            QCOMPARE(table->item(r, 1)->text().contains(QStringLiteral("M->")), middle);
            QCOMPARE(table->item(r, 2)->text(),
                     middle ? QStringLiteral("12") : QStringLiteral("24"));
            QCOMPARE(table->item(r, 3)->text(),
                     middle ? QStringLiteral("best") : QStringLiteral("+12.000000"));
            QCOMPARE(table->item(r, 0)->font().bold(), middle);
            QVERIFY(table->item(r, 1)->toolTip().startsWith(QStringLiteral("take the red ")));
        }
        // The heat map, merely shown (no step of the history): the middles (optimal) unshaded,
        // the sides darkest.
        QVERIFY(page.view()->costs().empty());
        const QStringList history = page.jenga()->historyDescriptions();
        page.findChild<QCheckBox*>(QStringLiteral("heatMapCheck"))->click();
        QVERIFY(page.jenga()->showsHeatMap());
        QCOMPARE(page.jenga()->historyDescriptions(), history);
        const auto costs = page.view()->costs();
        QCOMPARE(costs.size(), std::size_t{6});
        for (const auto& cost : costs)
            QCOMPARE(cost.share, cost.slot == pw::jenga::kMiddle ? 0.0 : 1.0);
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("choicesLabel"))
                    ->text()
                    .contains(QStringLiteral("+12.000 minutes")));
        // Undo gives back the position before, and the heat map stays on, shading it.
        page.jenga()->undo();
        QVERIFY(page.jenga()->showsHeatMap());
        QVERIFY(page.findChild<QCheckBox*>(QStringLiteral("heatMapCheck"))->isChecked());
        page.jenga()->redo();
        QCOMPARE(page.view()->costs().size(), std::size_t{6});
        page.findChild<QCheckBox*>(QStringLiteral("heatMapCheck"))->click();
        QVERIFY(!page.jenga()->showsHeatMap());
        QVERIFY(page.view()->costs().empty());
        QCOMPARE(page.jenga()->historyDescriptions(), history);
        page.findChild<QCheckBox*>(QStringLiteral("heatMapCheck"))->click();
        QCOMPARE(page.view()->costs().size(), std::size_t{6});
        // A change empties the table until the new tower's analysis is there, then it answers it.
        QVERIFY(
            page.jenga()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"), nullptr));
        QVERIFY(page.jenga()->isSettled() || table->rowCount() == 0);
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        const auto analysis = page.jenga()->analysis();
        QVERIFY(analysis);
        int moves = 0;
        for (const auto& choice : analysis->colours)
            moves += static_cast<int>(choice.moves.size());
        QCOMPARE(table->rowCount(), moves);
        QCOMPARE(table->item(0, 3)->text(), QStringLiteral("best"));
    }

    // Simple policies beside the optimum on 3 / RRR / RRR / RRR (18 minutes). By hand: kill-first
    // and always-the-middle take the three middles (18); always-a-side takes both sides of
    // every level, and every third placement turns the full top into one more lower level with
    // two sides: 12 moves, 72 minutes. One undoable step; the chart marks each player's mean.
    void simplePoliciesAgainstOptimalPlay() {
        JengaPage page;
        page.show();
        QVERIFY(page.jenga()->loadText(QStringLiteral("3\nRRR\nRRR\nRRR\n"),
                                       QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QCOMPARE(page.chart()->markCount(), 0);
        const QStringList history = page.jenga()->historyDescriptions();
        page.findChild<QCheckBox*>(QStringLiteral("policiesCheck"))->click();
        QVERIFY(page.jenga()->comparesPolicies());
        QCOMPARE(page.jenga()->historyDescriptions(), history); // merely shown
        QTRY_VERIFY_WITH_TIMEOUT(page.jenga()->policyComparison(), kSolveTimeoutMs);
        const auto comparison = page.jenga()->policyComparison();
        QCOMPARE(comparison->values.size(), std::size_t{4});
        using pw::jenga::SimplePolicy;
        const std::map<SimplePolicy, double> byHand{{SimplePolicy::KillFirst, 18.0},
                                                    {SimplePolicy::MiddleFirst, 18.0},
                                                    {SimplePolicy::SideFirst, 72.0}};
        for (const auto& value : comparison->values) {
            QVERIFY(value.status == pw::SolveStatus::Exact);
            if (const auto known = byHand.find(value.policy); known != byHand.end())
                QVERIFY2(std::abs(value.expectedDuration - known->second) < 1e-9,
                         qPrintable(QString::number(value.expectedDuration, 'g', 17)));
            else // random play lies between the best and the worst of them
                QVERIFY(value.expectedDuration > 18.0 && value.expectedDuration < 72.0);
        }
        const QString label = page.findChild<QLabel*>(QStringLiteral("policiesLabel"))->text();
        QVERIFY2(label.contains(QStringLiteral("always a side")) &&
                     label.contains(QStringLiteral("+54.000 (+300.0%)")),
                 qPrintable(label));
        QCOMPARE(page.chart()->markCount(), 4);
        page.findChild<QCheckBox*>(QStringLiteral("policiesCheck"))->click();
        QVERIFY(!page.jenga()->comparesPolicies());
        QCOMPARE(page.chart()->markCount(), 0);
        QVERIFY(!page.jenga()->policyComparison());
    }

    // The exact value of an edited tower is shown as soon as it is solved; the policies'
    // comparison (slower) follows in a job of its own and never holds it back.
    void comparedPoliciesDoNotHoldBackTheExactValue() {
        JengaPage page;
        page.show();
        QVERIFY(page.jenga()->loadText(QStringLiteral("3\nRRR\nRRR\nRRR\n"),
                                       QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        page.jenga()->comparePolicies(true);
        QTRY_VERIFY_WITH_TIMEOUT(page.jenga()->policyComparison(), kSolveTimeoutMs);
        // An edit: while its exact value is computed, no other tower's comparison is shown; once
        // it is there the page is settled and the policies are computed for it.
        // (Six levels: solved in tens of milliseconds, its policies take seconds.)
        QVERIFY(page.jenga()->loadText(QStringLiteral("6\nRGB\nGBR\nBRG\nRRG\nGGB\nBBR\n"),
                                       QStringLiteral("Paste"), nullptr));
        QVERIFY(!page.jenga()->policyComparison());
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QVERIFY(page.jenga()->analysis());
        QVERIFY(page.jenga()->isComparingPolicies());
        QVERIFY(!page.jenga()->policyComparison());
        QCOMPARE(page.findChild<QLabel*>(QStringLiteral("policiesLabel"))->text(),
                 QStringLiteral("Computing…"));
        QTRY_VERIFY_WITH_TIMEOUT(page.jenga()->policyComparison(), kSolveTimeoutMs);
        QVERIFY(page.jenga()->policyComparison()->tower == page.jenga()->state().tower);
        QCOMPARE(page.chart()->markCount(), 4);
    }

    void clickingABlockChangesItsColourAndTheValue() {
        JengaPage page;
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(
            page.jenga()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        // Level 2 (index 1) left is G; a click makes it B.
        QElapsedTimer latency;
        latency.start();
        clickSlot(page, 1, pw::jenga::kLeft);
        QCOMPARE(page.jenga()->state().tower.level(1).cells[0],
                 std::optional<Colour>(Colour::Blue));
        QCOMPARE(page.jenga()->positionId(), QStringLiteral("RGB/BRG/BBB/GGR/BRG/BRB"));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        qInfo("new value after %lld ms", static_cast<long long>(latency.elapsed()));
        QVERIFY(page.jenga()->expectedDuration());
        QCOMPARE(*page.jenga()->expectedDuration(), freshSolve(page.jenga()->state().tower));
        QVERIFY(std::abs(*page.jenga()->expectedDuration() - kSampleValue) > 1e-6);

        // A right click takes the block out; the new value is again a fresh solve's.
        clickSlot(page, 2, pw::jenga::kMiddle, Qt::RightButton);
        QCOMPARE(page.jenga()->positionId(), QStringLiteral("RGB/BRG/B.B/GGR/BRG/BRB"));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QVERIFY(page.jenga()->expectedDuration());
        QCOMPARE(*page.jenga()->expectedDuration(), freshSolve(page.jenga()->state().tower));

        // Clicking the empty slot puts a red block back; undo goes back step by step.
        clickSlot(page, 2, pw::jenga::kMiddle);
        QCOMPARE(page.jenga()->positionId(), QStringLiteral("RGB/BRG/BRB/GGR/BRG/BRB"));
        page.jenga()->undo();
        QCOMPARE(page.jenga()->positionId(), QStringLiteral("RGB/BRG/B.B/GGR/BRG/BRB"));
        page.jenga()->undo();
        page.jenga()->undo();
        QCOMPARE(page.jenga()->positionId(), QStringLiteral("RGB/GRG/BBB/GGR/BRG/BRB"));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QVERIFY(std::abs(*page.jenga()->expectedDuration() - kSampleValue) < 1e-12);
    }

    void unplayableTowerShowsWhyAndNoValue() {
        JengaPage page;
        page.show();
        page.resize(1100, 800);
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(
            page.jenga()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        // Taking the middle and then a side of level 1 leaves a lone side block.
        clickSlot(page, 0, pw::jenga::kMiddle, Qt::RightButton);
        clickSlot(page, 0, pw::jenga::kLeft, Qt::RightButton);
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QCOMPARE(page.jenga()->expectedDuration(), std::nullopt);
        QVERIFY2(page.answerText().contains(QStringLiteral("cannot be played")),
                 qPrintable(page.answerText()));
        QVERIFY(page.answerText().contains(QStringLiteral("level 1")));
    }

    void playingTheOptimalMoveFollowsTheEngine() {
        JengaPage page;
        page.resize(1100, 800);
        page.show();
        QVERIFY(
            page.jenga()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        page.findChild<QRadioButton*>(QStringLiteral("playModeRadio"))->setChecked(true);
        QVERIFY(page.jenga()->isPlaying());
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QCOMPARE(page.jenga()->minutesPlayed(), 0);

        const Tower start = page.jenga()->state().tower;
        pw::SolveControl control;
        const auto result = pw::jenga::solve(start, control);
        const auto analysis = pw::jenga::optimalAnalysis(result.table, start);
        const auto& green = analysis->choice(Colour::Green);
        QVERIFY(green.hasMove);

        button(page, "greenButton")->click();
        QCOMPARE(page.jenga()->state().rolled, std::optional<Colour>(Colour::Green));
        QCOMPARE(page.view()->badges().size(), std::size_t{2}); // only the rolled colour's hint
        button(page, "applyButton")->click();
        QCOMPARE(page.jenga()->state().tower, pw::jenga::apply(start, green.bestMove));
        QCOMPARE(page.jenga()->minutesPlayed(), 1);
        // Read from the solved table (no new solve): only the rest-of-game chart is computed.
        QVERIFY(waitSettled(page));
        QVERIFY(page.jenga()->expectedDuration());
        QCOMPARE(*page.jenga()->expectedDuration(), green.bestExpectedAfter);
        QVERIFY(page.statusText().contains(QStringLiteral("optimal")));

        // Black: a minute passes, the tower stays.
        const Tower afterMove = page.jenga()->state().tower;
        button(page, "blackButton")->click();
        QCOMPARE(page.jenga()->minutesPlayed(), 2);
        QCOMPARE(page.jenga()->state().tower, afterMove);

        // Undo goes back exactly one step each time: the black roll, the move, the green roll.
        button(page, "undoButton")->click();
        QCOMPARE(page.jenga()->state().tower, afterMove);
        QCOMPARE(page.jenga()->minutesPlayed(), 1);
        button(page, "undoButton")->click();
        QCOMPARE(page.jenga()->state().tower, start);
        QCOMPARE(page.jenga()->state().rolled, std::optional<Colour>(Colour::Green));
        QVERIFY2(page.statusText().contains(QStringLiteral("Best")), qPrintable(page.statusText()));
        QTest::keyClick(page.view(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(page.jenga()->minutesPlayed(), 0);
        QCOMPARE(page.jenga()->state().rolled, std::nullopt);
        // The advice follows the state: no leftover "leaving ..." once the roll is undone.
        QVERIFY2(!page.statusText().contains(QStringLiteral("leaving")),
                 qPrintable(page.statusText()));
        QVERIFY(std::abs(*page.jenga()->expectedDuration() - kSampleValue) < 1e-12);
        page.jenga()->redo();
        page.jenga()->redo();
        QCOMPARE(page.jenga()->state().tower, afterMove);
        QCOMPARE(page.jenga()->minutesPlayed(), 1);
        QVERIFY(page.isSettled()); // every step of the game was answered before: nothing solves
    }

    void playingByClicksChecksTheRules() {
        JengaPage page;
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.jenga()->loadText(QStringLiteral("2\nRGB\nRGB\n"), QStringLiteral("Paste"),
                                       nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        page.jenga()->setMode(JengaState::Mode::Play);
        page.jenga()->roll(static_cast<int>(Colour::Red));
        // The only red block below the top is level 1 left; it goes to a new level (index 2).
        clickSlot(page, 0, pw::jenga::kMiddle); // green: refused
        QCOMPARE(page.jenga()->minutesPlayed(), 0);
        clickSlot(page, 0, pw::jenga::kLeft);
        clickSlot(page, 2, pw::jenga::kRight);
        QCOMPARE(page.jenga()->positionId(), QStringLiteral(".GB/RGB/..R"));
        QCOMPARE(page.jenga()->minutesPlayed(), 1);
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QVERIFY(page.jenga()->expectedDuration());
        QCOMPARE(*page.jenga()->expectedDuration(), freshSolve(page.jenga()->state().tower));
    }

    // The same game and edits without a mouse: the arrows move the dashed cursor (its slot's
    // hover text follows), Space clicks, Delete takes a block out.
    void keyboardPlaysAndEdits() {
        JengaPage page;
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.jenga()->loadText(QStringLiteral("2\nRGB\nRGB\n"), QStringLiteral("Paste"),
                                       nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        JengaView* view = page.view();
        view->setFocus();
        QTRY_VERIFY_WITH_TIMEOUT(view->hasFocus(), kHangGuardMs);
        QCOMPARE(view->keyboardSlot(),
                 (std::optional<JengaView::SlotRef>({0, pw::jenga::kMiddle})));
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(view->keyboardSlot(), (std::optional<JengaView::SlotRef>({0, pw::jenga::kLeft})));
        QTRY_VERIFY_WITH_TIMEOUT(page.hoverText().contains(QStringLiteral("Taking it leaves")),
                                 kHangGuardMs); // as a hover would
        QTest::keyClick(view, Qt::Key_Left);    // stays at the edge
        QCOMPARE(view->keyboardSlot(), (std::optional<JengaView::SlotRef>({0, pw::jenga::kLeft})));
        QVERIFY(view->isKeyboardCursorShown());
        // A click hides the cursor (the mouse is in use) and puts it on the slot clicked, undone
        // here; the next key shows it again from there.
        QTest::mouseClick(view, Qt::LeftButton, {},
                          view->slotPoint(1, pw::jenga::kRight).toPoint());
        QVERIFY(!view->isKeyboardCursorShown());
        page.jenga()->undo();
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QTest::keyClick(view, Qt::Key_Left);
        QVERIFY(view->isKeyboardCursorShown());
        QCOMPARE(view->keyboardSlot(),
                 (std::optional<JengaView::SlotRef>({1, pw::jenga::kMiddle})));
        QTest::keyClick(view, Qt::Key_Down);
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(view->keyboardSlot(), (std::optional<JengaView::SlotRef>({0, pw::jenga::kLeft})));

        // Edit: Space recolours (R -> G), Delete takes the block out; each is one undoable step.
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(page.jenga()->positionId(), QStringLiteral("GGB/RGB"));
        QTest::keyClick(view, Qt::Key_Delete);
        QCOMPARE(page.jenga()->positionId(), QStringLiteral(".GB/RGB"));
        page.jenga()->undo();
        page.jenga()->undo();
        QCOMPARE(page.jenga()->positionId(), QStringLiteral("RGB/RGB"));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));

        // Play: after a red roll, Space on level 1 left picks the block up; Up twice reaches the
        // new level, Right twice its right slot, and Space puts it there.
        page.jenga()->setMode(JengaState::Mode::Play);
        page.jenga()->roll(static_cast<int>(Colour::Red));
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(page.jenga()->selected(),
                 (std::optional<std::pair<int, int>>({0, pw::jenga::kLeft})));
        for (Qt::Key key :
             {Qt::Key_Up, Qt::Key_Up, Qt::Key_Up, Qt::Key_Right, Qt::Key_Right, Qt::Key_Right})
            QTest::keyClick(view, key);
        QCOMPARE(view->keyboardSlot(), (std::optional<JengaView::SlotRef>({2, pw::jenga::kRight})));
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(page.jenga()->positionId(), QStringLiteral(".GB/RGB/..R"));
        QCOMPARE(page.jenga()->minutesPlayed(), 1);
    }

    // Live means immediate: after a pause, a click on a 6-level tower shows the new exact value
    // within 100 ms (median of five clicks, each after a pause longer than the debounce).
    void aClickShowsItsValueWithin100Ms() {
        JengaPage page;
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(
            page.jenga()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        std::vector<qint64> times;
        for (int i = 0; i < 5; ++i) {
            QTest::qWait(250); // a pause: the next edit is solved at once
            const double before = *page.jenga()->expectedDuration();
            QElapsedTimer clock;
            qint64 shown = -1; // when the page had the new value on screen (its model settled)
            const auto connection = connect(page.jenga(), &PageModel::settled, &page, [&] {
                if (shown < 0 && page.jenga()->expectedDuration() &&
                    *page.jenga()->expectedDuration() != before)
                    shown = clock.elapsed();
            });
            clock.start();
            clickSlot(page, i % 4, pw::jenga::kLeft); // recolours the block: a new tower
            QTRY_VERIFY_WITH_TIMEOUT(shown >= 0, kSolveTimeoutMs);
            disconnect(connection);
            times.push_back(shown);
            QCOMPARE(*page.jenga()->expectedDuration(), freshSolve(page.jenga()->state().tower));
        }
        std::sort(times.begin(), times.end());
        qInfo("click to value: %lld / %lld / %lld ms (min / median / max)", times.front(), times[2],
              times.back());
        if (!kSanitizedBuild) // under a sanitizer the time measures the sanitizer
            PW_VERIFY_FASTER(times[2], 101);
    }

    // The probability axis' title stands upright in Chinese (rotated, 概率 reads badly) and is
    // turned along the axis in English.
    void chineseAxisTitleIsUpright() {
        // English again however this test ends: the tests after it read English texts.
        const auto english = qScopeGuard([] { translations::install(QStringLiteral("en")); });
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            QCOMPARE(translations::install(language), language);
            JengaPage page;
            page.resize(1100, 800);
            page.show();
            QVERIFY(QTest::qWaitForWindowExposed(&page));
            QVERIFY(waitSettled(page, kSolveTimeoutMs));
            QCOMPARE(page.chart()->isProbabilityTitleUpright(),
                     language == QStringLiteral("zh_CN"));
            // At once, not only after the plot area happens to change: a chart shown, then given
            // a curve, with no event in between.
            JengaChart chart;
            chart.resize(500, 300);
            chart.show();
            QVERIFY(QTest::qWaitForWindowExposed(&chart));
            pw::jenga::DurationDistribution curve;
            curve.probability = {0.0, 0.25, 0.5, 0.25};
            curve.mean = 2.0;
            chart.setDistribution(curve);
            QCOMPARE(chart.isProbabilityTitleUpright(), language == QStringLiteral("zh_CN"));
        }
    }

    void hoveringABlockShowsTheValueOfTakingIt() {
        JengaPage page;
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.jenga()->loadText(QStringLiteral("2\nRGB\nRGB\n"), QStringLiteral("Paste"),
                                       nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QTest::mouseMove(page.view(), page.view()->slotPoint(0, pw::jenga::kMiddle).toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(page.hoverText().contains(QStringLiteral("Taking it leaves")),
                                 kHangGuardMs);
        const auto analysis = page.jenga()->analysis();
        QVERIFY(analysis);
        const auto& choice = analysis->choice(Colour::Green);
        QVERIFY(page.hoverText().contains(QString::number(choice.bestExpectedAfter, 'g', 15)));
    }

    // Nothing moves under the pointer: hovering blocks (short and long texts), the empty slot
    // above and leaving the board change the line under the board, never the geometry of the
    // board, the line or the panel; the line is never clipped. At 1024x700 the chart is whole
    // above the fold.
    void hoveringMovesNothing() {
        JengaPage page;
        page.resize(1024, 640);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(pasteRandomTower(page, 6, 1));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        auto* line = page.findChild<QLabel*>(QStringLiteral("hoverLabel"));
        auto* tabs = page.findChild<QWidget*>(QStringLiteral("explainTabs"));
        QVERIFY(line && tabs);
        const auto geometry = [&] { return geometriesIn(page, {page.view(), line, tabs}); };
        // The layout the answer's arrival asked for is done first (it is not the hover's doing).
        QList<QRect> settled;
        for (QList<QRect> now = geometry(); now != settled; now = geometry()) {
            settled = now;
            QTest::qWait(50);
        }
        const QList<QRect> before = geometry();
        const QString idle = line->text();
        QStringList seen;
        for (const auto& [level, slot] :
             std::vector<std::pair<int, int>>{{0, 1}, {5, 0}, {6, 1}, {2, 2}}) {
            QTest::mouseMove(page.view(), page.view()->slotPoint(level, slot).toPoint());
            QTRY_VERIFY_WITH_TIMEOUT(!page.hoverText().isEmpty(), kHangGuardMs);
            QApplication::processEvents();
            seen << page.hoverText();
            QCOMPARE(geometry(), before);
            QVERIFY2(line->height() >= line->heightForWidth(line->width()),
                     qPrintable(page.hoverText()));
        }
        QVERIFY(seen.first().contains(QStringLiteral("Taking it leaves")));
        QVERIFY(seen.at(1).contains(QStringLiteral("never taken from the top")));
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(page.view(), &leave);
        QTRY_COMPARE_WITH_TIMEOUT(line->text(), idle, kHangGuardMs);
        QCOMPARE(geometry(), before);
        // A move over another widget ends the hover even when the board was not told that the
        // mouse left (as after a menu opened over it).
        QTest::mouseMove(page.view(), page.view()->slotPoint(0, 1).toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(!page.hoverText().isEmpty(), kHangGuardMs);
        QMouseEvent elsewhere(QEvent::MouseMove, QPointF(5, 5), tabs->mapToGlobal(QPointF(5, 5)),
                              Qt::NoButton, Qt::NoButton, Qt::NoModifier);
        QApplication::sendEvent(tabs, &elsewhere);
        QTRY_COMPARE_WITH_TIMEOUT(line->text(), idle, kHangGuardMs);
        // The chart and its axis title are inside the page at this size, with no scrolling.
        const QRect chart(page.chart()->mapTo(&page, QPoint(0, 0)), page.chart()->size());
        QVERIFY2(QRect(QPoint(0, 0), page.size()).contains(chart),
                 qPrintable(QStringLiteral("%1,%2 %3x%4")
                                .arg(chart.x())
                                .arg(chart.y())
                                .arg(chart.width())
                                .arg(chart.height())));
    }

    // The Solve button of a tall tower in a small window: its text is whole (the prediction in
    // as many words as fit, all of it on hover), beside Estimate after a cancelled solve too,
    // and its width does not follow its text.
    void theSolveButtonsTextIsWholeAndItsWidthSteady() {
        JengaPage page;
        page.resize(1024, 640);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(pasteRandomTower(page, 13, 1));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QPushButton* solve = button(page, "solveButton");
        const auto whole = [solve] { return widthForText(*solve) <= solve->width(); };
        const auto predicted = [solve] {
            return (solve->text() + solve->toolTip()).contains(QStringLiteral("GiB"));
        };
        QVERIFY(solve->isVisible() && solve->isEnabled());
        QVERIFY2(whole(), qPrintable(solve->text()));
        // What the solve takes, in words: the memory, and the time where the button is wide
        // enough (the time goes first).
        // (With less memory free the prediction adds the disk: "8 GiB memory, 8 GiB disk".)
        QVERIFY2(solve->text().startsWith(QStringLiteral("Solve exactly: ")) &&
                     solve->text().contains(QStringLiteral(" GiB")) &&
                     solve->text().contains(QStringLiteral("memory")),
                 qPrintable(solve->text()));
        QVERIFY(predicted());
        QVERIFY2(solve->toolTip().startsWith(QStringLiteral("Solve exactly: about ")) &&
                     solve->toolTip().contains(QStringLiteral(" GiB of memory")),
                 qPrintable(solve->toolTip()));
        // In a larger font the prediction is cut short, the whole of it on hover.
        QFont larger = solve->font();
        larger.setPointSizeF(larger.pointSizeF() * 1.6);
        solve->setFont(larger);
        QVERIFY2(whole(), qPrintable(solve->text()));
        QVERIFY2(solve->text().startsWith(QStringLiteral("Solve exactly")),
                 qPrintable(solve->text()));
        QVERIFY(predicted());
        QVERIFY(solve->toolTip().contains(QStringLiteral("GiB")));
        QCOMPARE(solve->accessibleDescription(), solve->toolTip());
        const int width = solve->width();
        QTest::mouseClick(solve, Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(page.jenga()->solvePhase() == PageModel::SolvePhase::Running,
                                 kHangGuardMs);
        page.jenga()->cancelSolve();
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QTRY_VERIFY_WITH_TIMEOUT(button(page, "simulateButton")->isVisible(), kHangGuardMs);
        QVERIFY(solve->isVisible());
        QCOMPARE(solve->width(), width);
        QVERIFY2(whole(), qPrintable(solve->text()));
        QVERIFY2(solve->text().startsWith(QStringLiteral("Solve exactly")),
                 qPrintable(solve->text()));
        QVERIFY(predicted());
    }

    // A panel scrolled to its end (a small window) stays where it is while the chart's caption
    // grows and shrinks (an estimate's long one, an exact one) and while the user goes through
    // the tabs: the tabs keep the room once needed, so the scroll range never shrinks under the
    // scroll position and nothing on the panel moves under the pointer.
    void aPanelScrolledToItsEndStaysPut() {
        JengaPage page;
        page.resize(1024, 640);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        auto* tabs = page.findChild<QTabWidget*>(QStringLiteral("explainTabs"));
        QVERIFY(tabs);
        QScrollArea* scroll = scrollAreaAround(tabs);
        QVERIFY(scroll);
        const auto tabBarAt = [&] { return tabs->tabBar()->mapTo(&page, QPoint(0, 0)); };
        const auto settle = [&] {
            QVERIFY(waitSettled(page, kSolveTimeoutMs));
            QTest::qWait(100); // the layouts the texts asked for
        };
        QString tall = QStringLiteral("40\n");
        for (int level = 0; level < 40; ++level)
            tall += QStringLiteral("RGB\nGBR\nBRG\n").mid(4 * (level % 3), 4);
        // The longest caption first, so that the room it needs is known; then to the end.
        QVERIFY(page.jenga()->loadText(tall, QStringLiteral("Paste"), nullptr));
        settle();
        QVERIFY(scroll->verticalScrollBar()->maximum() > 0);
        scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
        QTest::qWait(50);
        const QPoint before = tabBarAt();
        QVERIFY(page.jenga()->loadText(QStringLiteral("2\nRGB\nGBR\n"), QStringLiteral("Paste"),
                                       nullptr));
        settle();
        QCOMPARE(tabBarAt(), before);
        for (int i = tabs->count() - 1; i >= 0; --i) {
            tabs->setCurrentIndex(i);
            QTest::qWait(50);
            QCOMPARE(tabBarAt(), before);
        }
        QVERIFY(page.jenga()->loadText(tall, QStringLiteral("Paste"), nullptr));
        settle();
        QCOMPARE(tabBarAt(), before);
    }

    // Scrolling the panel with the wheel over a spin box leaves the value alone and passes the
    // wheel on (not accepted: a real wheel event then goes to the scroll area, which scrolls;
    // a test's event is not passed on by Qt); once the box has focus, the wheel changes it.
    void wheelScrollsThePanelNotTheValues() {
        JengaPage page;
        page.resize(1024, 420);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        auto* levels = page.findChild<QSpinBox*>(QStringLiteral("levelsSpin"));
        QScrollArea* scroll = scrollAreaAround(levels);
        QVERIFY(levels && scroll);
        const int value = levels->value();
        const auto wheel = [&] {
            QWheelEvent down(QPointF(5, 5), levels->mapToGlobal(QPointF(5, 5)), QPoint(),
                             QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
                             false);
            QApplication::sendEvent(levels, &down);
            return down.isAccepted();
        };
        QVERIFY(!wheel());
        QCOMPARE(levels->value(), value);
        QCOMPARE(page.jenga()->state().tower.levelCount(), value);
        page.activateWindow();
        levels->setFocus();
        QTRY_VERIFY_WITH_TIMEOUT(levels->hasFocus(), kHangGuardMs);
        QVERIFY(wheel());
        QCOMPARE(levels->value(), value - 1);
    }

    void badPasteLeavesTheTowerUntouched() {
        JengaPage page;
        page.show();
        QVERIFY(
            page.jenga()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        const QString before = page.jenga()->positionId();
        QGuiApplication::clipboard()->setText(QStringLiteral("3\nRGB\nRXB\nRGB\n"));
        button(page, "pasteButton")->click();
        QCOMPARE(page.jenga()->positionId(), before);
        QVERIFY2(page.statusText().contains(QStringLiteral("Not pasted")),
                 qPrintable(page.statusText()));
        QVERIFY(page.statusText().contains(QStringLiteral("line")));
        QCOMPARE(page.jenga()->historySize(), 1); // the sample is the example: no step
        // A good one-line id pastes as one undoable edit.
        QGuiApplication::clipboard()->setText(QStringLiteral("RGB/RGB"));
        button(page, "pasteButton")->click();
        QCOMPARE(page.jenga()->positionId(), QStringLiteral("RGB/RGB"));
        QCOMPARE(page.jenga()->historySize(), 2);
    }

    void optionsAreStateAndSurviveASession() {
        JengaPage page;
        page.jenga()->loadExample();
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        page.findChild<QSpinBox*>(QStringLiteral("seedSpin"))->setValue(42);
        page.jenga()->setMode(JengaState::Mode::Play);
        page.jenga()->roll(JengaState::kBlackFace);
        JengaPage other;
        QVERIFY(other.jenga()->restoreSessionJson(page.jenga()->sessionJson(), nullptr));
        QVERIFY(other.jenga()->isPlaying());
        QCOMPARE(other.jenga()->minutesPlayed(), 1);
        QVERIFY(other.findChild<QRadioButton*>(QStringLiteral("playModeRadio"))->isChecked());
        QCOMPARE(other.findChild<QSpinBox*>(QStringLiteral("seedSpin"))->value(), 42);
        // The random tower of a seed is the engine's.
        other.jenga()->setMode(JengaState::Mode::Edit);
        other.findChild<QSpinBox*>(QStringLiteral("levelsSpin"))->setValue(4);
        button(other, "randomButton")->click();
        QCOMPARE(other.jenga()->state().tower, pw::jenga::randomTower(4, 42));
    }

    // The level box covers every tower a file may hold, applies typed numbers on Enter only, and
    // "−" removes exactly one level from the tower shown (the old page turned 1000 into 29).
    void minusOnAThousandLevelTowerLeaves999() {
        JengaPage page;
        page.show();
        auto* levels = page.findChild<QSpinBox*>(QStringLiteral("levelsSpin"));
        QCOMPARE(levels->minimum(), 1);
        QCOMPARE(levels->maximum(), 1000);
        QVERIFY(!levels->keyboardTracking());
        QVERIFY(!page.findChild<QSpinBox*>(QStringLiteral("seedSpin"))->keyboardTracking());
        QString id = QStringLiteral("RGB");
        for (int i = 1; i < 1000; ++i)
            id += QStringLiteral("/GBR");
        QVERIFY(page.jenga()->loadText(id, QStringLiteral("Paste"), nullptr));
        QCOMPARE(levels->value(), 1000);
        button(page, "removeLevelButton")->click();
        QCOMPARE(page.jenga()->state().tower.levelCount(), 999);
        QCOMPARE(levels->value(), 999);
        QCOMPARE(page.jenga()->historySize(), 3); // start, paste, remove: one step
        page.jenga()->undo();
        QCOMPARE(levels->value(), 1000);
        // Typing "12" changes nothing until Enter; then it is one step.
        page.jenga()->redo();
        levels->setFocus();
        levels->selectAll();
        QTest::keyClicks(levels, QStringLiteral("12"));
        QCOMPARE(page.jenga()->state().tower.levelCount(), 999);
        QTest::keyClick(levels, Qt::Key_Return);
        QCOMPARE(page.jenga()->state().tower.levelCount(), 12);
        QCOMPARE(page.jenga()->historySize(), 4);
        page.jenga()->cancelSolve();
    }

    // Paste during a game: a new game on the pasted tower, and the chart and its caption are the
    // new tower's (the old page kept the old chart).
    void pasteInPlayModeReplacesTheChartAndTheGame() {
        JengaPage page;
        page.show();
        page.jenga()->loadExample();
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        page.findChild<QRadioButton*>(QStringLiteral("playModeRadio"))->setChecked(true);
        button(page, "blackButton")->click();
        QCOMPARE(page.jenga()->minutesPlayed(), 1);
        auto* caption = page.findChild<QLabel*>(QStringLiteral("distributionLabel"));
        QVERIFY2(caption->text().contains(QStringLiteral("17.1192136966")),
                 qPrintable(caption->text()));
        QGuiApplication::clipboard()->setText(QStringLiteral("2\nRGB\nRGB\n"));
        button(page, "pasteButton")->click();
        QVERIFY(page.jenga()->isPlaying());
        QCOMPARE(page.jenga()->minutesPlayed(), 0);
        QCOMPARE(page.jenga()->state().gameStart, page.jenga()->state().tower);
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QVERIFY2(caption->text().contains(QStringLiteral("8.592")), qPrintable(caption->text()));
        QVERIFY2(!caption->text().contains(QStringLiteral("17.119")), qPrintable(caption->text()));
        QVERIFY(page.answerText().contains(QStringLiteral("8.592")));
        // One Ctrl+Z takes back the paste (the game with its black minute returns, already solved).
        QTest::keyClick(page.view(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(page.jenga()->minutesPlayed(), 1);
        QVERIFY(page.isSettled());
        QVERIFY2(caption->text().contains(QStringLiteral("17.1192136966")),
                 qPrintable(caption->text()));
    }

    // A solve predicted to take longer than 0.3 s shows the fitted policy's estimate first,
    // labelled, within a second; the exact value replaces it. 9 levels are solved as they are
    // edited (about 2 s); 11 levels (beyond the automatic limit) on request: the page first
    // settles on the estimate with the predicted cost on the button, then the click shows the
    // estimate again within a second and the exact value after about 17-35 s and 1.2 GB. The
    // exact values are those of `puzzle-workbench-cli solve jenga` (the 9-level one is bench
    // jenga's). The 11-level tower has few blue blocks, so its exact solve takes seconds, not
    // the half minute of a random one.
    void longSolvesShowAnEstimateFirst_data() {
        QTest::addColumn<int>("levels");
        QTest::addColumn<QString>("text");
        QTest::addColumn<double>("expected");
        QTest::addColumn<QString>("shown");
        QTest::newRow("9 levels, as edited")
            << 9
            << QString::fromStdString(pw::jenga::formatJudge(pw::jenga::randomTower(9, 20261131u)))
            << 25.8549595368804 << QStringLiteral("25.85495953688");
        // Mostly green and blue: the same steps as any 11-level tower, at a fifth of the cost
        // (an exact solve of 1.4 s and an estimate of 2.7 s on the idle 2-core machine).
        QTest::newRow("11 levels, on request")
            << 11 << QStringLiteral("11\nGRB\nBGG\nGBB\nBRG\nGGG\nBGB\nGBR\nBBB\nGGB\nBGG\nGBB\n")
            << 25.225153174192 << QStringLiteral("25.225153174192");
    }
    void longSolvesShowAnEstimateFirst() {
        QFETCH(int, levels);
        QFETCH(QString, text);
        QFETCH(double, expected);
        QFETCH(QString, shown);
        const bool onRequest = levels > JengaModel::kExactLevelLimit;
        const Tower tower = pw::jenga::parseJudge(text.toStdString());
        JengaPage page;
        page.resize(1100, 800);
        page.show();
        QElapsedTimer clock;
        clock.start();
        QVERIFY(page.jenga()->loadText(text, QStringLiteral("Paste"), nullptr));
        std::optional<pw::jenga::PolicyEstimate> best;
        if (onRequest) { // the estimate first, then the exact solve on request
            // The quick policies' estimates come first, each replaced by a closer one.
            QTRY_VERIFY_WITH_TIMEOUT(page.jenga()->interimOutcome() != nullptr, kHangGuardMs);
            QVERIFY2(page.findChild<QLabel*>(QStringLiteral("detailLabel"))
                         ->text()
                         .contains(QStringLiteral("a closer estimate follows")),
                     qPrintable(page.findChild<QLabel*>(QStringLiteral("detailLabel"))->text()));
            QVERIFY(waitSettled(page, kSolveTimeoutMs));
            QVERIFY(page.jenga()->outcome()->estimate);
            best = page.jenga()->outcome()->estimate;
            QCOMPARE(best->method, pw::jenga::kTwiceImprovedPolicyName);
            // The bracket, and under it what each bound is; the whole story (which policy) in the
            // tooltip.
            QVERIFY2(page.answerText().startsWith(QStringLiteral("Optimum between")),
                     qPrintable(page.answerText()));
            const QString detail = page.findChild<QLabel*>(QStringLiteral("detailLabel"))->text();
            QVERIFY2(detail.contains(QStringLiteral("(proven)")) &&
                         detail.contains(QStringLiteral("at most")) &&
                         detail.contains(QStringLiteral("97.5% confidence")),
                     qPrintable(detail));
            QVERIFY(page.findChild<QLabel*>(QStringLiteral("answerLabel"))
                        ->toolTip()
                        .contains(QStringLiteral("policy iteration")));
            QVERIFY(!page.jenga()->expectedDuration().has_value());
            QVERIFY(button(page, "solveButton")->isVisible());
            QVERIFY2(button(page, "solveButton")->text().contains(QStringLiteral("memory")),
                     qPrintable(button(page, "solveButton")->text()));
            clock.restart();
            QTest::mouseClick(button(page, "solveButton"), Qt::LeftButton);
        }
        // Within a second (under a sanitizer the time measures the sanitizer: 1056 ms once).
        const int firstMs = kSanitizedBuild ? 10000 : 1000;
        QTRY_VERIFY_WITH_TIMEOUT(page.jenga()->interimOutcome() != nullptr, kSolveTimeoutMs);
        PW_VERIFY_FASTER(clock.elapsed(), firstMs);
        QVERIFY(!page.isSettled());
        const auto quick = page.jenga()->interimOutcome();
        QVERIFY(quick->interim && quick->estimate && quick->tower == tower);
        QVERIFY2(page.answerText().contains(QStringLiteral("Optimum")),
                 qPrintable(page.answerText()));
        if (best) { // the closest estimate stays: never replaced by a cruder one meanwhile
            QCOMPARE(quick->estimate->high95(), best->high95());
            QCOMPARE(quick->estimate->method, best->method);
            QVERIFY(page.answerText().startsWith(QStringLiteral("Optimum between")));
        } else { // no lower bound before an exact solve: the upper bound alone, labelled
            QVERIFY(page.answerText().startsWith(QStringLiteral("Optimum at most")));
        }
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("detailLabel"))
                    ->text()
                    .contains(QStringLiteral("the exact value follows")));
        QVERIFY(!page.jenga()->expectedDuration().has_value()); // never shown as exact
        QVERIFY(page.chart()->hasDistribution());
        QVERIFY(page.chart()->chart()->title().contains(QStringLiteral("Estimated")));
        QVERIFY(waitSettled(page, onRequest ? 300000 : kSolveTimeoutMs));
        QVERIFY(page.jenga()->interimOutcome() == nullptr);
        const auto exact = page.jenga()->expectedDuration();
        QVERIFY(exact.has_value());
        QVERIFY2(std::abs(*exact - expected) < 1e-9, qPrintable(QString::number(*exact, 'g', 17)));
        // The estimate is an upper bound's: the optimum lies below its interval's top.
        QVERIFY(*exact <= quick->estimate->high95());
        if (best) { // two steps of policy iteration: within 1 % (measured: -0.23 %)
            QVERIFY(*exact <= best->high95());
            QVERIFY2(std::abs(best->mean - *exact) < 0.01 * *exact,
                     qPrintable(QString::number(best->mean)));
        }
        QVERIFY(!page.answerText().contains(QStringLiteral("Optimum")));
        QVERIFY(page.findChild<QLabel*>(QStringLiteral("detailLabel"))
                    ->text()
                    .startsWith(QStringLiteral("Exact, under optimal play")));
        QVERIFY2(page.answerText().contains(shown), qPrintable(page.answerText()));
        QVERIFY(page.chart()->chart()->title().isEmpty());
    }

    // The answer box grows with its texts: the estimate's detail, the progress line and the hover
    // text together are never clipped (each label as tall as its text needs at its width).
    void answerTextsAreNeverClipped() {
        const Tower tower = pw::jenga::randomTower(9, 20261122u + 9u);
        JengaPage page;
        page.resize(1400, 860);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(page.jenga()->loadText(QString::fromStdString(pw::jenga::textId(tower)),
                                       QStringLiteral("Paste"), nullptr));
        QTRY_VERIFY_WITH_TIMEOUT(page.jenga()->interimOutcome() != nullptr, kHangGuardMs);
        QTest::mouseMove(page.view(), page.view()->slotPoint(3, pw::jenga::kLeft).toPoint());
        QTRY_VERIFY_WITH_TIMEOUT(!page.hoverText().isEmpty(), kHangGuardMs);
        const auto unclipped = [&] {
            for (const char* name : {"answerLabel", "detailLabel", "progressLabel", "hoverLabel"}) {
                auto* label = page.findChild<QLabel*>(QString::fromLatin1(name));
                if (label && label->isVisible() && label->wordWrap() &&
                    label->height() < label->heightForWidth(label->width()))
                    return false;
            }
            return true;
        };
        QTRY_VERIFY_WITH_TIMEOUT(unclipped(), kHangGuardMs);
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
    }

    // Nothing below the answer moves as the answer changes: between exact values, an estimate
    // shown while an exact solve runs (with its progress line), and a tall tower's estimate with
    // the button that solves it exactly (a click on + at 10 levels must leave + where it was).
    void controlsBelowTheAnswerNeverMove() {
        JengaPage page;
        page.resize(1100, 800);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        auto* play = page.findChild<QWidget*>(QStringLiteral("playGroup"));
        auto* tower = page.findChild<QWidget*>(QStringLiteral("towerGroup"));
        QVERIFY(play && tower);
        const auto geometry = [&] { return geometriesIn(page, {play, tower}); };
        QTest::qWait(50);
        const QList<QRect> before = geometry();
        // 9 levels: the estimate first, with the progress line, then the exact value.
        QVERIFY(pasteRandomTower(page, 9, 5));
        QTRY_VERIFY_WITH_TIMEOUT(page.jenga()->interimOutcome() != nullptr, kHangGuardMs);
        QTRY_VERIFY_WITH_TIMEOUT(
            page.findChild<QWidget*>(QStringLiteral("progressLabel"))->isVisible(), kHangGuardMs);
        QApplication::processEvents();
        QCOMPARE(geometry(), before);
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QApplication::processEvents();
        QCOMPARE(geometry(), before);
        // 10 levels, then + : 11 levels get their estimate and the Solve exactly button (a tower
        // of mostly green and blue: its solves are quick, its steps those of any tower).
        QVERIFY(page.jenga()->loadText(
            QStringLiteral("10\nGRB\nBGG\nGBB\nBRG\nGGG\nBGB\nGBR\nBBB\nGGB\nBGG\n"),
            QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QTest::mouseClick(button(page, "addLevelButton"), Qt::LeftButton);
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QCOMPARE(page.jenga()->state().tower.levelCount(), 11);
        QVERIFY(button(page, "solveButton")->isVisible());
        QApplication::processEvents();
        QCOMPARE(geometry(), before);
    }

    void tallTowersGetALabelledEstimate() {
        JengaPage page;
        page.show();
        QVERIFY(pasteRandomTower(page, 14, 3));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QCOMPARE(page.jenga()->expectedDuration(), std::nullopt);
        QVERIFY(page.jenga()->outcome()->estimate);
        QCOMPARE(page.jenga()->outcome()->estimate->samples, JengaModel::kSimulationGames);
        // 14 levels: the bracket, each bound saying what it is, the lower one proven by the
        // end-game table and aggregation, the upper one from the lookahead on its values.
        const auto outcome = page.jenga()->outcome();
        QVERIFY(outcome->lower && outcome->lower->status == pw::SolveStatus::Exact);
        QCOMPARE(outcome->lower->method, pw::jenga::LowerBoundMethod::EndgameAggregation);
        QCOMPARE(outcome->estimate->method, pw::jenga::kBoundLookaheadPolicyName);
        QVERIFY(outcome->lower->value < outcome->estimate->high95());
        QVERIFY2(page.answerText().startsWith(QStringLiteral("Optimum between")),
                 qPrintable(page.answerText()));
        const QString detail = page.findChild<QLabel*>(QStringLiteral("detailLabel"))->text();
        QVERIFY2(detail.contains(QStringLiteral("(proven)")) &&
                     detail.contains(QStringLiteral("97.5% confidence")),
                 qPrintable(detail));
        const QString caption =
            page.findChild<QLabel*>(QStringLiteral("distributionLabel"))->text();
        QVERIFY2(caption.contains(QStringLiteral("lookahead on the lower bound's values")) &&
                     caption.contains(QStringLiteral("a proven lower bound")),
                 qPrintable(caption));
        // On paper the same story, from the model: the policy's mean named as its own value.
        const QString summary = page.report().plainText();
        QVERIFY2(summary.contains(QStringLiteral("Optimum between")) &&
                     summary.contains(QStringLiteral("The optimum is at least")) &&
                     summary.contains(QStringLiteral("not the optimum")),
                 qPrintable(summary));
    }

    // One number, one spelling: the tower GGB/GRR/GRB lasts 11.7612662518519 minutes; its
    // distribution's own sum of t·p(t) is 11.7612662518518 to fifteen digits. The answer, the
    // chart's caption, the chart's legend and the printed report all say the former.
    void oneNumberOneSpelling() {
        JengaPage page;
        page.show();
        QVERIFY(page.jenga()->loadText(QStringLiteral("3\nGGB\nGRR\nGRB\n"),
                                       QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        const QString value = QStringLiteral("11.7612662518519");
        QVERIFY2(page.answerText().contains(value), qPrintable(page.answerText()));
        auto* caption = page.findChild<QLabel*>(QStringLiteral("distributionLabel"));
        QVERIFY2(caption->text().contains(QStringLiteral("Mean <b>%1</b> minutes").arg(value)),
                 qPrintable(caption->text()));
        QCOMPARE(page.chart()->meanName(), QStringLiteral("Mean: %1 minutes").arg(value));
        const auto copy = page.chart()->handoutCopy(page.chart()->size());
        QCOMPARE(static_cast<JengaChart*>(copy.get())->meanName(),
                 QStringLiteral("Mean: %1 minutes").arg(value));
        const QString report = page.report().plainText();
        QVERIFY2(report.contains(value) && !report.contains(QStringLiteral("11.7612662518518")),
                 qPrintable(report));
    }

    // The chart's probability axis prints the values it marks (0.025, never "0.03").
    void chartTicksPrintWhatTheyMark() {
        const auto sample = ProbabilityAxis::forHighest(0.0905); // the contest sample's peak
        QCOMPARE(sample.step, 0.02);
        QCOMPARE(sample.decimals, 2);
        QVERIFY(std::abs(sample.top - 0.1) < 1e-12);
        const auto quarter = ProbabilityAxis::forHighest(0.1); // steps of 0.025 need 3 decimals
        QCOMPARE(quarter.step, 0.025);
        QCOMPARE(quarter.decimals, 3);
        const auto tall = ProbabilityAxis::forHighest(0.5);
        QCOMPARE(tall.step, 0.2);
        QCOMPARE(tall.decimals, 1);
        const auto flat = ProbabilityAxis::forHighest(0.012);
        QCOMPARE(flat.step, 0.005);
        QCOMPARE(flat.decimals, 3);
        for (const auto& axis : {sample, quarter, tall, flat})
            for (double tick = 0; tick <= axis.top + 1e-12; tick += axis.step)
                QCOMPARE(QString::number(tick, 'f', axis.decimals).toDouble(),
                         std::round(tick / axis.step) * axis.step);
    }

    // A tower just opened says its answer is coming; it never shows the tower before's answer,
    // greyed, as an edit of the same tower does.
    void aNewTowerNeverShowsTheOldAnswer() {
        JengaPage page;
        page.show();
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        auto* answer = page.findChild<QLabel*>(QStringLiteral("answerLabel"));
        const QString sample = answer->text();
        const Tower tower = pw::jenga::randomTower(9, 20261131u); // about 2 s to solve
        QVERIFY(page.jenga()->loadText(QString::fromStdString(pw::jenga::formatJudge(tower)),
                                       QStringLiteral("Paste"), nullptr));
        QVERIFY(!page.isSettled());
        QVERIFY(page.jenga()->isNewPosition());
        QVERIFY2(answer->text() != sample, qPrintable(answer->text()));
        QVERIFY(answer->isEnabled());
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        const QString solved = answer->text();
        // An edit of it (one block's colour): the old value stays, greyed, until the new one.
        page.jenga()->clickSlot(0, 0, false);
        QVERIFY(!page.jenga()->isNewPosition());
        if (!page.isSettled()) {
            QCOMPARE(answer->text(), solved);
            QVERIFY(!answer->isEnabled());
        }
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        QVERIFY(answer->isEnabled());
        // Undo: back to a position already answered, from the cache.
        page.jenga()->undo();
        QVERIFY(!page.jenga()->isNewPosition());
    }

    // The minutes axis: round steps no closer than two label widths, so that no label is cut to
    // "…" at any length (10 levels' 0-110 minutes, 1000 levels' 3100-3700).
    void minutesTicksAreWholeAtEveryLength() {
        // 0 to 110 minutes in 400 px, labels 24 px wide: at most 8 steps, so steps of 20.
        const MinutesAxis short_ = MinutesAxis::forRange(0, 110, 400, 24);
        QCOMPARE(short_.step, 20.0);
        QCOMPARE(short_.start, 0.0);
        QCOMPARE(short_.end, 120.0);
        // A 1000-level game: 3163 to 3656 minutes in 360 px with labels 32 px wide (5 steps at
        // most): steps of 100 from 3100.
        const MinutesAxis tall = MinutesAxis::forRange(3163, 3656, 360, 32);
        QCOMPARE(tall.step, 100.0);
        QCOMPARE(tall.start, 3100.0);
        QCOMPARE(tall.end, 3700.0);
        // A 40-minute game: every minute in 1600 px (40 labels of 20 px with their gaps), every
        // 2 in 1000 px (at most 25 steps), every 10 in 300 px (at most 7.5).
        QCOMPARE(MinutesAxis::forRange(0, 40, 1600, 20).step, 1.0);
        QCOMPARE(MinutesAxis::forRange(0, 40, 1000, 20).step, 2.0);
        QCOMPARE(MinutesAxis::forRange(0, 40, 300, 20).step, 10.0);
    }

    // A tower taller than the page scrolls: its levels stay tall enough to read and click, every
    // level is numbered once, and the keyboard cursor is kept in sight.
    void tallTowersScrollAndStayReadable() {
        JengaPage page;
        page.resize(1024, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QString text = QStringLiteral("300\n");
        for (int i = 0; i < 300; ++i)
            text += QStringLiteral("RGB\n");
        QVERIFY(page.jenga()->loadText(text, QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page, kSolveTimeoutMs));
        JengaView* view = page.view();
        auto* area = qobject_cast<QScrollArea*>(view->parentWidget()->parentWidget());
        QVERIFY(area);
        QVERIFY(area->verticalScrollBar()->maximum() > 0);
        QVERIFY(view->height() > area->viewport()->height());
        const double levelStep = view->slotPoint(0, 1).y() - view->slotPoint(1, 1).y();
        QVERIFY2(levelStep >= 13.9, qPrintable(QString::number(levelStep)));
        // The top is in sight when the tower opens (where blocks go).
        const QPoint top = view->mapTo(area->viewport(), view->slotPoint(299, 1).toPoint());
        QVERIFY(area->viewport()->rect().contains(top));
        // Down from the top to the bottom with the keyboard: the cursor's level stays in sight.
        view->setFocus();
        QTest::keyClick(view, Qt::Key_Up); // the cursor starts at the bottom
        for (int i = 0; i < 310; ++i)
            QTest::keyClick(view, Qt::Key_Up);
        QVERIFY(area->viewport()->rect().contains(
            view->mapTo(area->viewport(), view->slotPoint(299, 1).toPoint())));
        for (int i = 0; i < 310; ++i)
            QTest::keyClick(view, Qt::Key_Down);
        QVERIFY(area->viewport()->rect().contains(
            view->mapTo(area->viewport(), view->slotPoint(0, 1).toPoint())));
        // Beyond the solver's 28 levels no exact solve is offered with a capped figure.
        auto* solve = button(page, "solveButton");
        QVERIFY2(!solve->text().contains(QStringLiteral("PiB")), qPrintable(solve->text()));
        QVERIFY(solve->isVisible() && !solve->isEnabled());
        QVERIFY2(solve->text().contains(QStringLiteral("far beyond")), qPrintable(solve->text()));
    }
};

QTEST_MAIN(TestJengaPage)
#include "test_jenga_page.moc"
