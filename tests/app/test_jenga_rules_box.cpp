// The Colored Jenga page under other dice: the Rules box's die as one step of the history, every
// number following it (the exact value against the command line's, the choices, the heat map, the
// policies, the distribution, the game's die), its JSON, and no answer shown for another die.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengapage.h"
#include "app/jenga/jengatext.h"
#include "app/rulesbox.h"
#include "common/model_wait.h"
#include "common/page_wait.h"
#include "common/timing.h"
#include "engine/jenga/explain.h"
#include "engine/jenga/solver.h"

#include <QApplication>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QWheelEvent>
#include <QtTest>

#include <cmath>

using pw::jenga::Colour;
using pw::jenga::Rules;
using pw::jenga::Tower;

namespace {

constexpr int kTimeoutMs = kHangGuardMs;
// The contest sample (resources/examples/jenga.txt, docs/puzzles.md) under three dice, as
// `puzzle-workbench-cli solve jenga --die` prints them (tests/cli/test_cli_rules.cpp).
const QString kSample = QStringLiteral("RGB/GRG/BBB/GGR/BRG/BRB");

Rules die(int red, int green, int blue, int black) {
    return Rules{{red, green, blue}, black};
}

double freshSolve(const Tower& tower, const Rules& rules) {
    pw::SolveControl control;
    const auto result = pw::jenga::solve(tower, control, rules);
    if (result.status != pw::SolveStatus::Exact)
        qFatal("fresh solve did not finish");
    return result.expectedDuration;
}

QString shown(const JengaModel& model) {
    const auto value = model.expectedDuration();
    return value ? jengatext::exactText(*value) : QString();
}

} // namespace

class TestJengaRulesBox : public QObject {
    Q_OBJECT
private slots:
    // The sample's exact value under the contest's die and two others, as the CLI gives them.
    void theSampleFollowsTheDie() {
        JengaModel model;
        QString error;
        QVERIFY(model.loadText(kSample, QStringLiteral("Paste"), &error));
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(shown(model), QStringLiteral("17.119213696602"));
        model.setRules(die(0, 1, 1, 0));
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(shown(model), QStringLiteral("13.819580078125"));
        model.setRules(die(1, 1, 1, 3));
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(shown(model), QStringLiteral("28.2030398574087"));
        // Each die one step: three back is the contest's value again, at once from the cache.
        model.undo();
        QVERIFY(model.isSettled());
        QCOMPARE(shown(model), QStringLiteral("13.819580078125"));
        model.undo();
        QVERIFY(model.isSettled());
        QCOMPARE(model.rules(), Rules{});
        QCOMPARE(shown(model), QStringLiteral("17.119213696602"));
        model.redo();
        QVERIFY(model.isSettled());
        QCOMPARE(model.rules(), die(0, 1, 1, 0));
        QCOMPARE(shown(model), QStringLiteral("13.819580078125"));
    }

    // A die is one step named after it; a die the engine refuses changes nothing and says why.
    void aDieIsOneStepAndABadOneIsRefused() {
        JengaModel model;
        QVERIFY(waitSettled(model, kTimeoutMs));
        const int steps = model.historySize();
        model.setRules(die(2, 1, 1, 0));
        QCOMPARE(model.historySize(), steps + 1);
        QCOMPARE(model.undoText(), QStringLiteral("Die 2,1,1,0"));
        model.setRules(die(0, 0, 0, 4)); // no colour face
        QCOMPARE(model.historySize(), steps + 1);
        QCOMPARE(model.rules(), die(2, 1, 1, 0));
        QVERIFY2(model.message().contains(QStringLiteral("at least one red, green or blue")),
                 qPrintable(model.message()));
        model.setRules(die(13, 1, 1, 1)); // over 12 faces
        QCOMPARE(model.rules(), die(2, 1, 1, 0));
        model.setRules(Rules{});
        QCOMPARE(model.undoText(), QStringLiteral("Contest rules"));
        QCOMPARE(model.rulesText(), QString());
        model.undo();
        QCOMPARE(model.rulesText(), QStringLiteral("2,1,1,0"));
        QVERIFY(model.rulesNote().contains(QStringLiteral("a die of 2 red, 1 green, 1 blue")));
    }

    // Under a die without red, red offers nothing: no choice rows, no heat-map cost, no badge
    // colour; the choices and the distribution are those of the die.
    void aColourTheDieNeverShowsIsNotOffered() {
        JengaModel model;
        QString error;
        QVERIFY(model.loadText(kSample, QStringLiteral("Paste"), &error));
        model.setRules(die(0, 1, 1, 0));
        QVERIFY(waitSettled(model, kTimeoutMs));
        const auto choices = model.choices();
        QVERIFY(choices.has_value());
        QVERIFY((*choices)[static_cast<int>(Colour::Red)].rows.empty());
        QVERIFY(!(*choices)[static_cast<int>(Colour::Green)].rows.empty());
        const auto costs = model.blockCosts();
        QVERIFY(costs.has_value());
        const Tower& tower = model.state().tower;
        int shaded = 0;
        for (int level = 0; level < tower.levelCount(); ++level)
            for (int slot = 0; slot < 3; ++slot) {
                const auto cell = tower.level(level).cells[static_cast<std::size_t>(slot)];
                const auto& cost =
                    (*costs)[static_cast<std::size_t>(level)][static_cast<std::size_t>(slot)];
                if (cell == Colour::Red)
                    QVERIFY(!cost.has_value());
                shaded += cost ? 1 : 0;
            }
        QVERIFY(shaded > 0);
        // The distribution is the die's: its mean is the value under it.
        const auto outcome = model.outcome();
        QVERIFY(outcome && outcome->distribution);
        QCOMPARE(outcome->rules, die(0, 1, 1, 0));
        QVERIFY(std::abs(outcome->distribution->mean - 13.819580078125) < 1e-9);
        // The best green move after it is what the engine's table under the die says.
        const double after = model.analysis()->choice(Colour::Green).bestExpectedAfter;
        const Tower next =
            pw::jenga::apply(tower, model.analysis()->choice(Colour::Green).bestMove);
        QVERIFY(std::abs(after - freshSolve(next, die(0, 1, 1, 0))) < 1e-9);
    }

    // The simple policies compared are evaluated under the die in force, and a comparison made
    // under another die is not shown.
    void thePoliciesFollowTheDie() {
        JengaModel model;
        QString error;
        QVERIFY(model.loadText(QStringLiteral("RGB/GRG/BBB/GGR"), QStringLiteral("Paste"), &error));
        model.setRules(die(1, 1, 1, 3));
        QVERIFY(waitSettled(model, kTimeoutMs));
        model.comparePolicies(true);
        QTRY_VERIFY_WITH_TIMEOUT(model.policyComparison(), kTimeoutMs);
        const auto comparison = model.policyComparison();
        QCOMPARE(comparison->rules, die(1, 1, 1, 3));
        pw::SolveControl control;
        const auto expected =
            pw::jenga::compareSimplePolicies(model.state().tower, control, die(1, 1, 1, 3));
        QCOMPARE(comparison->values.size(), expected.size());
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(comparison->values[i].expectedDuration, expected[i].expectedDuration);
        model.setRules(Rules{});
        QVERIFY(!model.policyComparison()); // the other die's, until the contest's comes
        QTRY_VERIFY_WITH_TIMEOUT(model.policyComparison(), kTimeoutMs);
        QCOMPARE(model.policyComparison()->rules, Rules{});
    }

    // A die changed while the solve of the one before runs: the late result is never shown, and
    // what is shown is always the present die's. Undone while the new one solves, the old value
    // comes back.
    void aLateResultForTheOldDieIsNotShown() {
        JengaModel model;
        QString error;
        QVERIFY(model.loadText(QStringLiteral("RGB/GRG/BBB/GGR/BRG/BRB/RRG/GBB/RGB"),
                               QStringLiteral("Paste"), &error));
        QVERIFY(waitSettled(model, kTimeoutMs));
        const double contest = *model.expectedDuration();
        int checked = 0;
        connect(&model, &PageModel::resultChanged, this, [&] {
            if (const auto outcome = model.outcome()) {
                QCOMPARE(outcome->rules, model.rules());
                ++checked;
            }
        });
        model.setRules(die(2, 1, 1, 0));
        QTest::qWait(150); // the solve under the new die is running
        model.setRules(die(1, 1, 1, 3));
        QVERIFY(!model.isSettled());
        model.undo(); // back to 2,1,1,0 while 1,1,1,3 solves
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(model.rules(), die(2, 1, 1, 0));
        QCOMPARE(*model.expectedDuration(), freshSolve(model.state().tower, die(2, 1, 1, 0)));
        model.undo();
        QVERIFY(model.isSettled());
        QCOMPARE(*model.expectedDuration(), contest);
        QVERIFY(checked > 0);
    }

    // In a game, the die's faces: a face it never shows cannot be rolled, a pending roll of a
    // colour the new die never shows is taken back, and a die whose colours cannot move has
    // ended the game.
    void theGameRollsTheDieInForce() {
        JengaModel model;
        QVERIFY(waitSettled(model, kTimeoutMs));
        model.setMode(JengaState::Mode::Play);
        model.setRules(die(0, 1, 1, 0));
        const int steps = model.historySize();
        model.roll(static_cast<int>(Colour::Red));
        model.roll(JengaState::kBlackFace);
        QCOMPARE(model.historySize(), steps);
        QVERIFY(!model.state().rolled);
        model.setRules(Rules{});
        model.roll(static_cast<int>(Colour::Red));
        QCOMPARE(model.state().rolled, std::optional<Colour>(Colour::Red));
        model.setRules(die(0, 1, 1, 0));
        QVERIFY(!model.state().rolled);
        model.undo();
        QCOMPARE(model.state().rolled, std::optional<Colour>(Colour::Red));
        // A tower where only red can move is over under a die without red.
        QString error;
        QVERIFY(model.loadText(QStringLiteral("RRR/BBB"), QStringLiteral("Paste"), &error));
        model.setRules(die(0, 2, 2, 1));
        QVERIFY(model.isOver());
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(*model.expectedDuration(), 0.0);
        model.setRules(Rules{});
        QVERIFY(!model.isOver());
    }

    // The die in the state's JSON (documents, sessions): written only when not the contest's,
    // read back; none is the contest's (files written before); a malformed one is refused.
    void theDieIsKeptInTheStatesJson() {
        JengaModel model;
        QVERIFY(!model.stateJson().contains(QStringLiteral("rules")));
        model.setRules(die(1, 1, 1, 3));
        QJsonObject json = model.stateJson();
        QCOMPARE(json.value(QStringLiteral("rules")).toString(), QStringLiteral("1,1,1,3"));
        QString error;
        auto state = model.parseStateJson(json, &error);
        QVERIFY2(state, qPrintable(error));
        QCOMPARE(static_cast<const JengaState&>(*state).rules, die(1, 1, 1, 3));
        json.remove(QStringLiteral("rules"));
        state = model.parseStateJson(json, &error);
        QVERIFY(state);
        QCOMPARE(static_cast<const JengaState&>(*state).rules, Rules{});
        for (const QString& bad :
             {QStringLiteral("0,0,0,1"), QStringLiteral("1,2,2"), QStringLiteral("1,2,2,13")}) {
            json.insert(QStringLiteral("rules"), bad);
            QVERIFY2(!model.parseStateJson(json, &error), qPrintable(bad));
        }
        json.insert(QStringLiteral("rules"), 7);
        QVERIFY(!model.parseStateJson(json, &error));
    }

    // The page: the box's boxes send the die to the model as one step each, Contest rules brings
    // the contest's back, the answer names the die, the face buttons follow it.
    void theRulesBoxDrivesTheModel() {
        JengaPage page;
        page.resize(1200, 900);
        page.show();
        QVERIFY(waitSettled(page, kTimeoutMs));
        auto* box = page.findChild<RulesBox*>(QStringLiteral("rulesGroup"));
        QVERIFY(box);
        auto* red = page.findChild<QSpinBox*>(QStringLiteral("dieSpin0"));
        auto* black = page.findChild<QSpinBox*>(QStringLiteral("dieSpin3"));
        QVERIFY(red && black);
        QVERIFY(!red->accessibleName().isEmpty());
        // The wheel guard: a turn of the wheel over a box without the focus scrolls the panel
        // and changes no rule.
        QCOMPARE(red->focusPolicy(), Qt::StrongFocus);
        QWheelEvent turn(QPointF(5, 5), red->mapToGlobal(QPointF(5, 5)), QPoint(), QPoint(0, -120),
                         Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(red, &turn);
        QVERIFY(!turn.isAccepted());
        QCOMPARE(page.jenga()->rules(), Rules{});
        QVERIFY(!box->contestButton()->isEnabled());
        QVERIFY(!page.answerText().contains(QStringLiteral("Under other rules")));
        red->setValue(0);
        QCOMPARE(page.jenga()->rules(), die(0, 2, 2, 1));
        black->setValue(0);
        QCOMPARE(page.jenga()->rules(), die(0, 2, 2, 0));
        QVERIFY(waitSettled(page, kTimeoutMs));
        QCOMPARE(*page.jenga()->expectedDuration(),
                 freshSolve(page.jenga()->state().tower, die(0, 2, 2, 0)));
        QVERIFY(box->contestButton()->isEnabled());
        const auto* line = page.findChild<QLabel*>(QStringLiteral("answerRulesLabel"));
        QVERIFY(line);
        QVERIFY2(
            line->text().contains(QStringLiteral("a die of 0 red, 2 green, 2 blue and 0 black")),
            qPrintable(line->text()));
        QVERIFY(page.report().answer.contains(QStringLiteral("Under other rules")));
        // In a game the red and black buttons are not offered.
        page.jenga()->setMode(JengaState::Mode::Play);
        const auto button = [&page](const char* name) {
            return page.findChild<QPushButton*>(QString::fromLatin1(name));
        };
        QVERIFY(!button("redButton")->isEnabled());
        QVERIFY(!button("blackButton")->isEnabled());
        QVERIFY(button("greenButton")->isEnabled());
        page.jenga()->undo(); // the mode
        box->contestButton()->click();
        QCOMPARE(page.jenga()->rules(), Rules{});
        QCOMPARE(red->value(), 1);
        QCOMPARE(black->value(), 1);
        page.jenga()->undo();
        QCOMPARE(red->value(), 0);
        QCOMPARE(black->value(), 0);
        // A die of no colour face, typed: refused, the box shows the die in force again.
        for (int face = 1; face < 3; ++face)
            page.findChild<QSpinBox*>(QStringLiteral("dieSpin%1").arg(face))->setValue(0);
        QCOMPARE(page.jenga()->rules(), die(0, 0, 2, 0));
        QCOMPARE(page.findChild<QSpinBox*>(QStringLiteral("dieSpin2"))->value(), 2);
        QVERIFY2(page.statusText().contains(QStringLiteral("at least one red, green or blue")),
                 qPrintable(page.statusText()));
    }
};

QTEST_MAIN(TestJengaRulesBox)
#include "test_jenga_rules_box.moc"
