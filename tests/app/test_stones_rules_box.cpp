// The stones page under another target: the Rules box's three vertices as one step of the
// history, the answer, the path, the impossibility and play following them, the board ringing
// them, their JSON, and a board made smaller than the target.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rulesbox.h"
#include "app/stones/stonespage.h"
#include "app/stones/stonesview.h"
#include "common/model_wait.h"
#include "common/page_wait.h"
#include "common/timing.h"
#include "engine/stones/solver.h"

#include <QFile>
#include <QJsonObject>
#include <QPushButton>
#include <QSpinBox>
#include <QtTest>

using pw::stones::Move;
using pw::stones::Position;
using pw::stones::Rules;

namespace {

constexpr int kTimeoutMs = kHangGuardMs;

Rules target(int a, int b, int c) {
    return Rules{{a - 1, b - 1, c - 1}};
}

pw::stones::Result freshSolve(const Position& position, const Rules& rules) {
    pw::SolveControl control;
    return pw::stones::solve(position, control, rules);
}

// A random board on which the contest's goal can be reached and `rules`' cannot.
Position reachableOnlyForTheContest(const Rules& rules) {
    for (std::uint64_t seed = 1; seed < 2000; ++seed) {
        const Position p = pw::stones::randomPosition(7, 2, seed);
        if (freshSolve(p, {}).moveCount && !freshSolve(p, rules).moveCount)
            return p;
    }
    qFatal("no board reaches 1, 2, 3 but not the target");
}

QString idOf(const Position& position) {
    return QString::fromStdString(pw::stones::textId(position));
}

} // namespace

class TestStonesRulesBox : public QObject {
    Q_OBJECT
private slots:
    // The example (resources/examples/stones.txt): 5 moves to 1, 2, 3 and 4 to 2, 4, 5, as
    // `puzzle-workbench-cli solve stones --target 2,4,5` says; the path ends on the target.
    void theAnswerAndThePathFollowTheTarget() {
        StonesModel model;
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(model.minimumMoves(), std::optional<int>(5));
        model.setRules(target(5, 2, 4)); // any order
        QCOMPARE(model.undoText(), QStringLiteral("Target 2, 4, 5"));
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(model.minimumMoves(), std::optional<int>(4));
        Position position = model.state().start;
        for (const Move move : model.line())
            position = pw::stones::apply(position, move);
        QVERIFY(position.isGoal(target(2, 4, 5)));
        QVERIFY(!position.isGoal({}));
        QVERIFY2(
            model.detailText().contains(QStringLiteral("Under other rules: the goal is 2, 4, 5")),
            qPrintable(model.detailText()));
        model.undo();
        QVERIFY(model.isSettled()); // the contest's answer, kept
        QCOMPARE(model.minimumMoves(), std::optional<int>(5));
        QVERIFY(!model.detailText().contains(QStringLiteral("Under other rules")));
        model.redo();
        QVERIFY(model.isSettled());
        QCOMPARE(model.minimumMoves(), std::optional<int>(4));
    }

    // Playing towards the target: the verdicts count the moves to it.
    void playFollowsTheTarget() {
        StonesModel model;
        model.setRules(target(2, 4, 5));
        QVERIFY(waitSettled(model, kTimeoutMs));
        const std::vector<Move> line = model.line();
        for (const Move move : line) {
            QVERIFY(model.playMove(move));
            QVERIFY(waitSettled(model, kTimeoutMs));
        }
        QVERIFY2(model.playVerdict().contains(QStringLiteral("Goal reached")),
                 qPrintable(model.playVerdict()));
    }

    // On a board where 1, 2, 3 can be reached but 5, 6, 7 cannot, the answer says so of the
    // target, with the sizes of the two sets.
    void theImpossibilityFollowsTheTarget() {
        const Rules rules = target(5, 6, 7);
        const Position board = reachableOnlyForTheContest(rules);
        StonesModel model;
        QString error;
        QVERIFY(model.loadText(idOf(board), QStringLiteral("Paste"), &error));
        QVERIFY(waitSettled(model, kTimeoutMs));
        QVERIFY(model.minimumMoves().has_value());
        model.setRules(rules);
        QVERIFY(waitSettled(model, kTimeoutMs));
        QVERIFY(!model.minimumMoves());
        QVERIFY2(model.answerText().contains(QStringLiteral("Impossible")) &&
                     model.answerText().contains(QStringLiteral("to 5, 6, 7")) &&
                     model.answerText().contains(QStringLiteral("the two sets never meet")),
                 qPrintable(model.answerText()));
    }

    // A target that is not three distinct vertices of the board is refused, nothing changes.
    void aBadTargetIsRefused() {
        StonesModel model;
        const int steps = model.historySize();
        model.setRules(target(1, 1, 3));
        QVERIFY2(model.message().contains(QStringLiteral("must differ")),
                 qPrintable(model.message()));
        model.setRules(target(1, 2, 13)); // the example has 12 vertices
        QVERIFY2(model.message().contains(QStringLiteral("1 to 12")), qPrintable(model.message()));
        QCOMPARE(model.historySize(), steps);
        QVERIFY(model.state().rules.isContest());
    }

    // A board made smaller than the target goes back to the contest's target in the same step,
    // and says so; undo brings both back.
    void aSmallerBoardTakesTheContestsTarget() {
        StonesModel model;
        model.setRules(target(10, 11, 12));
        model.setVertexCount(9);
        QVERIFY(model.state().rules.isContest());
        QVERIFY2(model.message().contains(QStringLiteral("the goal is 1, 2, 3 again")),
                 qPrintable(model.message()));
        model.undo();
        QCOMPARE(model.state().start.vertexCount(), 12);
        QCOMPARE(model.state().rules, target(10, 11, 12));
        model.setVertexCount(13); // a larger board keeps it
        QCOMPARE(model.state().rules, target(10, 11, 12));
    }

    // The target in the state's JSON: only when not the contest's, ascending; none is the
    // contest's; one off the board or malformed is refused.
    void theTargetIsKeptInTheStatesJson() {
        StonesModel model;
        QVERIFY(!model.stateJson().contains(QStringLiteral("rules")));
        model.setRules(target(9, 2, 4));
        QJsonObject json = model.stateJson();
        QCOMPARE(json.value(QStringLiteral("rules")).toString(), QStringLiteral("2,4,9"));
        QCOMPARE(model.rulesText(), QStringLiteral("2,4,9"));
        QString error;
        auto state = model.parseStateJson(json, &error);
        QVERIFY2(state, qPrintable(error));
        QCOMPARE(static_cast<const StonesState&>(*state).rules, target(2, 4, 9));
        json.remove(QStringLiteral("rules"));
        QVERIFY(
            static_cast<const StonesState&>(*model.parseStateJson(json, &error)).rules.isContest());
        for (const QString& bad : {QStringLiteral("1,2,13"), QStringLiteral("1,1,2"),
                                   QStringLiteral("1,2"), QStringLiteral("a,b,c")}) {
            json.insert(QStringLiteral("rules"), bad);
            QVERIFY2(!model.parseStateJson(json, &error), qPrintable(bad));
        }
    }

    // The page: the three boxes send the target as one step each, the board rings it, Contest
    // rules brings 1, 2, 3 back, and the report names another target.
    void theRulesBoxDrivesTheModel() {
        StonesPage page;
        page.resize(1200, 900);
        page.show();
        QVERIFY(waitSettled(page, kTimeoutMs));
        auto* box = page.findChild<RulesBox*>(QStringLiteral("rulesGroup"));
        auto* third = page.findChild<QSpinBox*>(QStringLiteral("targetSpin2"));
        QVERIFY(box && third);
        QVERIFY(!box->contestButton()->isEnabled());
        QCOMPARE(third->maximum(), 12);
        third->setValue(7);
        QCOMPARE(page.stones()->state().rules, target(1, 2, 7));
        QVERIFY(page.view()->isGoal(6));
        QVERIFY(!page.view()->isGoal(2));
        QVERIFY(page.view()->accessibleName(6).contains(QStringLiteral("(goal)")));
        QVERIFY(waitSettled(page, kTimeoutMs));
        QCOMPARE(page.stones()->minimumMoves(),
                 freshSolve(page.stones()->state().start, target(1, 2, 7)).moveCount);
        QVERIFY(page.report().answer.contains(QStringLiteral("Under other rules")));
        third->setValue(2); // the same as the second: refused, the box shows 7 again
        QCOMPARE(third->value(), 7);
        QVERIFY(box->contestButton()->isEnabled());
        box->contestButton()->click();
        QVERIFY(page.stones()->state().rules.isContest());
        QCOMPARE(third->value(), 3);
        QVERIFY(page.view()->isGoal(2));
    }
};

QTEST_MAIN(TestStonesRulesBox)
#include "test_stones_rules_box.moc"
