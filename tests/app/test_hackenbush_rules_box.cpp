// The Hackenbush page with green cubes: the Rules box's switch as one step of the history, the
// editor's green cubes, each tower's canonical form (G = *, GW = ^*, WG = 1*, WWG = 2*, GG = *2),
// the outcome classes, the comparison of two games (greater, less, equal, confused) and the judge
// answers it gives, a game against the engine, and the rules' JSON.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/rulesbox.h"
#include "app/translations.h"
#include "common/model_wait.h"
#include "common/page_wait.h"
#include "common/timing.h"

#include <QCheckBox>
#include <QJsonObject>
#include <QPushButton>
#include <QtTest>

using pw::hackenbush::Colour;
using pw::hackenbush::GameOrder;
using pw::hackenbush::Move;
using pw::hackenbush::OutcomeClass;
using pw::hackenbush::Rules;

namespace {

constexpr int kTimeoutMs = kHangGuardMs;
const Rules kGreen{true};

// A model under green cubes with C1 and C2 of the test shown set from their text ids.
void setUp(HackenbushModel& model, const QString& first, const QString& second) {
    model.setRules(kGreen);
    QVERIFY(model.setFromTextId(true, first));
    QVERIFY(model.setFromTextId(false, second));
    QVERIFY(waitSettled(model, kTimeoutMs));
}

} // namespace

class TestHackenbushRulesBox : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { translations::install(QStringLiteral("en")); }

    // The known values of the issue, as the towers' labels and C1's value.
    void theKnownCanonicalForms() {
        HackenbushModel model;
        setUp(model, QStringLiteral("G|GW|WG|WWG|GG"), QStringLiteral("W"));
        const HackenbushAnalysis::Side* c1 = model.side(true);
        QVERIFY(c1 && c1->game);
        QCOMPARE(c1->towerLabels,
                 (QStringList{QStringLiteral("*"), QStringLiteral("^*"), QStringLiteral("1*"),
                              QStringLiteral("2*"), QStringLiteral("*2")}));
        // * + ^* + 1* + 2* + *2 = 3 + ^ + *(1 xor 1 xor 1 xor 1 xor 2) = 3^*2.
        QCOMPARE(QString::fromStdString(c1->game->value), QStringLiteral("3^*2"));
        QCOMPARE(int(c1->game->outcome), int(OutcomeClass::WhiteWins));
        // C2 has no green cube: a number, as in the contest.
        QVERIFY(model.side(false)->result && !model.side(false)->game);
    }

    // The four outcome classes and the four orders of two games, each with the judge's answer
    // (Yes exactly when C1 >= C2).
    void comparisonsAndOutcomes_data() {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        QTest::addColumn<int>("order");
        QTest::addColumn<int>("outcome"); // C1's
        QTest::addColumn<QString>("answer");
        QTest::newRow("* confused with 0")
            << "G"
            << "." << int(GameOrder::Confused) << int(OutcomeClass::FirstPlayerWins) << "No";
        QTest::newRow("^* greater than *")
            << "GW"
            << "G" << int(GameOrder::Greater) << int(OutcomeClass::FirstPlayerWins) << "Yes";
        QTest::newRow("* + * equal to 0")
            << "G|G"
            << "." << int(GameOrder::Equal) << int(OutcomeClass::SecondPlayerWins) << "Yes";
        QTest::newRow("-1* less than 1*")
            << "BG"
            << "WG" << int(GameOrder::Less) << int(OutcomeClass::BlackWins) << "No";
    }
    void comparisonsAndOutcomes() {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QFETCH(int, order);
        QFETCH(int, outcome);
        QFETCH(QString, answer);
        HackenbushModel model;
        setUp(model, first, second);
        const auto analysis = model.analysis();
        QVERIFY(analysis && analysis->comparison);
        QCOMPARE(int(analysis->comparison->order), order);
        QCOMPARE(int(model.side(true)->game->outcome), outcome);
        QCOMPARE(analysis->judgeAnswers.value(model.state().current), answer);
    }

    // The rules are one step; going back to the contest's is refused while a green cube is on
    // the board; the editor's clicks and keys give green cubes only under the rules.
    void theRulesAndTheEditor() {
        HackenbushModel model;
        QVERIFY(model.setFromTextId(true, QStringLiteral("WB")));
        model.addCube(true, 0, Colour::Green);
        QVERIFY(model.message().contains(QStringLiteral("Rules box")));
        QVERIFY(!model.setFromTextId(true, QStringLiteral("WG"))); // G is no cube here
        const int steps = model.historySize();
        model.setRules(kGreen);
        QCOMPARE(model.historySize(), steps + 1);
        QCOMPARE(model.undoText(), QStringLiteral("Allow green cubes"));
        model.flipCube(true, Move{0, 1}); // B -> G
        QCOMPARE(model.state().test().first.tower(0).letters(), std::string("WG"));
        model.flipCube(true, Move{0, 1}); // G -> W
        QCOMPARE(model.state().test().first.tower(0).letters(), std::string("WW"));
        model.addCube(true, 0, Colour::Green);
        QCOMPARE(model.state().test().first.tower(0).letters(), std::string("WWG"));
        model.setRules({});
        QVERIFY(model.rules().greenCubes);
        QVERIFY(model.message().contains(QStringLiteral("green cubes")));
        model.undo(); // the green cube
        model.setRules({});
        QVERIFY(model.rules().isContest());
        model.undo();
        QVERIFY(model.rules().greenCubes);
    }

    // Undo of the rules takes back the answer too: the values come back from the cache.
    void undoRestoresTheAnswer() {
        HackenbushModel model;
        setUp(model, QStringLiteral("GW"), QStringLiteral("G"));
        QCOMPARE(model.analysis()->judgeAnswers.value(model.state().current),
                 QStringLiteral("Yes"));
        model.flipCube(true, Move{0, 1}); // GW -> GB: v*, less than *? v* - * = v < 0
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(int(model.analysis()->comparison->order), int(GameOrder::Less));
        model.undo();
        QVERIFY(model.isSettled());
        QCOMPARE(int(model.analysis()->comparison->order), int(GameOrder::Greater));
    }

    // A game against the engine on a position with green cubes: the user's move is judged from
    // the game's winning moves, and the engine answers with a legal move.
    void aGameWithGreenCubes() {
        HackenbushModel model;
        setUp(model, QStringLiteral("GW|G"), QStringLiteral("."));
        model.setPlayers(Colour::White, true);
        model.startGame();
        QVERIFY(waitSettled(model, kTimeoutMs));
        const auto& winning = model.side(true)->winningMoves(Colour::White);
        QVERIFY(!winning.empty()); // ^* + * = ^ > 0: White wins
        QVERIFY(model.playHumanMove(winning.front()));
        QVERIFY(model.state().game->moves.back().winning);
        QTRY_VERIFY_WITH_TIMEOUT(model.state().game->moves.size() == 2 || model.state().gameOver(),
                                 kTimeoutMs);
        if (model.state().game->moves.size() == 2)
            QVERIFY(model.state().game->moves.back().byEngine);
    }

    // The judge text of configurations with green cubes: up to three towers as they are; more,
    // the white and black ones merged into one tower of their value; still more than three, none
    // (a sum of games is no tower), with a note saying why.
    void judgeTextWithGreenCubes() {
        HackenbushModel model;
        setUp(model, QStringLiteral("WG|GW|W|W"), QStringLiteral("G"));
        const QString text = model.judgeText();
        QVERIFY2(text.contains(QStringLiteral("W G\nG W\nW W\n")), qPrintable(text));
        pw::SolveControl control;
        const auto tests = pw::hackenbush::parseJudgeWith(text.toStdString(), kGreen);
        QCOMPARE(
            int(pw::hackenbush::compareGames(tests[0].first, model.state().test().first, control)
                    .order),
            int(GameOrder::Equal));
        QVERIFY(model.judgeTextNote().contains(QStringLiteral("become one tower")));
        QVERIFY(model.setFromTextId(true, QStringLiteral("G|G|G|W")));
        QVERIFY(model.judgeText().isEmpty());
        QVERIFY2(model.judgeTextNote().contains(QStringLiteral("have no judge text")),
                 qPrintable(model.judgeTextNote()));
    }

    // The rules in the state's JSON: only with green cubes; a green test read without them is
    // refused.
    void theRulesAreKeptInTheStatesJson() {
        HackenbushModel model;
        QVERIFY(!model.stateJson().contains(QStringLiteral("rules")));
        model.setRules(kGreen);
        QVERIFY(model.setFromTextId(true, QStringLiteral("WG|G")));
        QJsonObject json = model.stateJson();
        QCOMPARE(json.value(QStringLiteral("rules")).toString(), QStringLiteral("WBG"));
        QString error;
        auto state = model.parseStateJson(json, &error);
        QVERIFY2(state, qPrintable(error));
        const auto& parsed = static_cast<const HackenbushState&>(*state);
        QVERIFY(parsed.rules.greenCubes);
        QCOMPARE(parsed.test().first.tower(0).letters(), std::string("WG"));
        json.remove(QStringLiteral("rules"));
        QVERIFY(!model.parseStateJson(json, &error));
        json.insert(QStringLiteral("rules"), QStringLiteral("WBX"));
        QVERIFY(!model.parseStateJson(json, &error));
    }

    // The page: the switch sends the rules, the editor offers green cubes, the Contest button
    // is refused (disabled, saying why) while a green cube is on the board, the answer and the
    // report name the rules, and the hover explains a green tower as a game.
    void theRulesBoxDrivesTheModel() {
        HackenbushPage page;
        page.resize(1300, 900);
        page.show();
        QVERIFY(waitSettled(page, kTimeoutMs));
        auto* box = page.findChild<RulesBox*>(QStringLiteral("rulesGroup"));
        auto* green = page.findChild<QCheckBox*>(QStringLiteral("greenCubesCheck"));
        QVERIFY(box && green);
        QVERIFY(!green->accessibleName().isEmpty());
        QVERIFY(!page.firstView()->isGreenAllowed());
        green->setChecked(true);
        QVERIFY(page.hackenbush()->rules().greenCubes);
        QVERIFY(page.firstView()->isGreenAllowed());
        QCOMPARE(page.firstView()->addableColours().size(), std::size_t{3});
        QVERIFY(box->contestButton()->isEnabled());
        QVERIFY(page.hackenbush()->setFromTextId(true, QStringLiteral("WG|GW")));
        QVERIFY(waitSettled(page, kTimeoutMs));
        QVERIFY(!box->contestButton()->isEnabled());
        QVERIFY(!green->isEnabled());
        QVERIFY2(page.firstValueText().contains(QStringLiteral("1^")) &&
                     page.firstValueText().contains(QStringLiteral("White wins")),
                 qPrintable(page.firstValueText()));
        QVERIFY2(page.verdictText().contains(QStringLiteral("Under other rules")),
                 qPrintable(page.verdictText()));
        QVERIFY(page.report().answer.contains(QStringLiteral("green cubes")));
        QVERIFY(page.report().explanation.contains(QStringLiteral("{")));
        page.hackenbush()->undo(); // the towers
        QVERIFY(box->contestButton()->isEnabled());
        box->contestButton()->click();
        QVERIFY(page.hackenbush()->rules().isContest());
        QVERIFY(!green->isChecked());
    }
};

QTEST_MAIN(TestHackenbushRulesBox)
#include "test_hackenbush_rules_box.moc"
