// The Double Patience page under other rules: the Rules box's choice and pairing as one step of
// the history, the chances, the pairs, the exact fraction, the simulation and the study following
// them, a game whose pairs the new pairing refuses, and the rules' JSON.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencepage.h"
#include "app/rulesbox.h"
#include "app/translations.h"
#include "common/model_wait.h"
#include "common/page_wait.h"
#include "common/timing.h"
#include "engine/patience/explain.h"
#include "engine/patience/judge.h"
#include "engine/patience/solver.h"

#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QPushButton>
#include <QtTest>

using pw::patience::Choose;
using pw::patience::Move;
using pw::patience::Pairing;
using pw::patience::Position;
using pw::patience::Rules;

namespace {

constexpr int kTimeoutMs = kHangGuardMs;

QString chance(double value) {
    return QString::fromStdString(pw::patience::formatProbability(value));
}

pw::patience::WinValues fresh(const Position& start, const Rules& rules) {
    pw::SolveControl control;
    return pw::patience::solve(start, control, rules).values;
}

// A random standard deal that random play can win under `rules`.
Position winnableUnder(const Rules& rules) {
    for (std::uint64_t seed = 1; seed < 500; ++seed) {
        const Position deal(pw::patience::randomDeal(seed, pw::patience::DealLayout::standard()));
        if (fresh(deal, rules).random > 0.01)
            return deal;
    }
    qFatal("no deal random play can win under the rules");
}

double randomChance(const PatienceModel& model) {
    const auto analysis = model.analysis();
    return analysis ? analysis->values.random : -1.0;
}

} // namespace

class TestPatienceRulesBox : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { translations::install(QStringLiteral("en")); }

    // The sample (resources/examples/patience.txt) under the four rules, as `puzzle-workbench-cli
    // solve patience --choose --pairs` prints them; each change one step, undone from the cache.
    void theSampleFollowsTheRules() {
        PatienceModel model;
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(chance(randomChance(model)), QStringLiteral("0.589314"));
        model.setRules({Choose::Ranks, Pairing::Rank});
        QCOMPARE(model.undoText(), QStringLiteral("Rules ranks,rank"));
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(chance(randomChance(model)), QStringLiteral("0.573901"));
        model.setRules({Choose::Pairs, Pairing::RankColour});
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(chance(randomChance(model)), QStringLiteral("0.000000"));
        QCOMPARE(model.analysis()->values.random,
                 fresh(model.state().start, {Choose::Pairs, Pairing::RankColour}).random);
        model.undo();
        QVERIFY(model.isSettled());
        QCOMPARE(chance(randomChance(model)), QStringLiteral("0.573901"));
        model.undo();
        QVERIFY(model.isSettled());
        QCOMPARE(chance(randomChance(model)), QStringLiteral("0.589314"));
        QCOMPARE(model.rulesText(), QString());
    }

    // A deal random play can win when cards pair by rank and colour: every value of the page
    // (random, best, worst, each pair's) is the engine's under those rules, and so are the exact
    // fraction and a seeded simulation.
    void everyValueFollowsThePairing() {
        const Rules rules{Choose::Ranks, Pairing::RankColour};
        const Position deal = winnableUnder(rules);
        PatienceModel model;
        QString error;
        QVERIFY(model.loadText(QString::fromStdString(pw::patience::textId(deal)),
                               QStringLiteral("Paste"), &error));
        model.setRules(rules);
        QVERIFY(waitSettled(model, kTimeoutMs));
        pw::SolveControl control;
        const auto expected = pw::patience::solve(deal, control, rules);
        const auto shown = model.analysis();
        QVERIFY(shown.has_value());
        QCOMPARE(shown->values.random, expected.values.random);
        QCOMPARE(shown->values.best, expected.values.best);
        QCOMPARE(shown->values.worst, expected.values.worst);
        QCOMPARE(shown->moves.size(), pw::patience::legalMoves(deal, rules).size());
        model.requestExact();
        QTRY_VERIFY_WITH_TIMEOUT(model.exact().has_value(), kTimeoutMs);
        const auto exact =
            pw::patience::exactWinProbability(deal, control, pw::patience::Play::Random, rules);
        QCOMPARE(model.exact()->numerator, exact.numerator);
        QCOMPARE(model.exact()->denominator, exact.denominator);
        // The fraction under the contest's rules is another answer: not shown for these.
        model.setRules({});
        QVERIFY(!model.exact() ||
                model.exact()->numerator != pw::patience::exactWinProbability(
                                                deal, control, pw::patience::Play::Random, rules)
                                                .numerator);
        model.undo();
        model.requestSimulation(2000);
        QTRY_VERIFY_WITH_TIMEOUT(model.simulation().has_value(), kTimeoutMs);
        const auto simulated =
            pw::patience::simulate(deal, 2000, model.simulationSeed(), control, rules);
        QCOMPARE(model.simulation()->mean, simulated.mean);
    }

    // A pairing that refuses a pair removed takes the game back to the deal, in the same step,
    // and says so; undo brings the game back.
    void aGameThePairingRefusesGoesBackToTheDeal() {
        PatienceModel model;
        QVERIFY(waitSettled(model, kTimeoutMs));
        // The sample's K♠ (pile 1) and K♥ (pile 2): a black and a red king.
        QVERIFY(model.playMove(Move{0, 1}));
        model.setRules({Choose::Pairs, Pairing::RankColour});
        QVERIFY(model.state().moves.empty());
        QVERIFY2(model.message().contains(QStringLiteral("back to the deal")),
                 qPrintable(model.message()));
        model.undo();
        QCOMPARE(model.state().moves.size(), std::size_t{1});
        QVERIFY(model.rules().isContest());
        // Choosing by ranks refuses no pair: the game stays.
        model.setRules({Choose::Ranks, Pairing::Rank});
        QCOMPARE(model.state().moves.size(), std::size_t{1});
        // Under the colour pairing a red and a black king do not pair.
        model.undo();
        model.undo();
        model.setRules({Choose::Pairs, Pairing::RankColour});
        QVERIFY(!model.playMove(Move{0, 1}));
        QVERIFY2(model.message().contains(QStringLiteral("same rank and colour")),
                 qPrintable(model.message()));
    }

    // The rules in the state's JSON: written only when not the contest's; none is the contest's;
    // malformed ones are refused; the pairs removed are replayed under them.
    void theRulesAreKeptInTheStatesJson() {
        PatienceModel model;
        QVERIFY(!model.stateJson().contains(QStringLiteral("rules")));
        model.setRules({Choose::Ranks, Pairing::RankColour});
        QJsonObject json = model.stateJson();
        QCOMPARE(json.value(QStringLiteral("rules")).toString(),
                 QStringLiteral("ranks,rank-colour"));
        QString error;
        auto state = model.parseStateJson(json, &error);
        QVERIFY2(state, qPrintable(error));
        QCOMPARE(static_cast<const PatienceState&>(*state).rules,
                 (Rules{Choose::Ranks, Pairing::RankColour}));
        json.remove(QStringLiteral("rules"));
        QVERIFY(static_cast<const PatienceState&>(*model.parseStateJson(json, &error))
                    .rules.isContest());
        for (const QString& bad : {QStringLiteral("ranks"), QStringLiteral("suits,rank"),
                                   QStringLiteral("pairs,colour")}) {
            json.insert(QStringLiteral("rules"), bad);
            QVERIFY2(!model.parseStateJson(json, &error), qPrintable(bad));
        }
        // A red and a black king removed, read under the colour pairing: refused.
        json.insert(QStringLiteral("rules"), QStringLiteral("pairs,rank-colour"));
        json.insert(QStringLiteral("moves"), QJsonArray{QStringLiteral("1-2")});
        QVERIFY(!model.parseStateJson(json, &error));
        json.insert(QStringLiteral("rules"), QStringLiteral("ranks,rank"));
        QVERIFY2(model.parseStateJson(json, &error), qPrintable(error));
    }

    // A study started on the page solves its deals under the page's rules.
    void theStudyFollowsTheRules() {
        PatienceModel model;
        model.setRules({Choose::Ranks, Pairing::Rank});
        pw::patience::StudyOptions options;
        options.deals = 3;
        model.startStudy(options);
        QTRY_VERIFY_WITH_TIMEOUT(model.study() && !model.isStudying(), kTimeoutMs);
        const auto study = model.study();
        QCOMPARE(study->options.rules, (Rules{Choose::Ranks, Pairing::Rank}));
        QCOMPARE(study->rows.size(), std::size_t{3});
        const Position first(pw::patience::randomDeal(options.seed, options.layout));
        QCOMPARE(study->rows[0].values.random, fresh(first, {Choose::Ranks, Pairing::Rank}).random);
    }

    // The page: the two boxes send the rules as one step each, Contest rules brings the
    // contest's back, the answer and the report name other rules.
    void theRulesBoxDrivesTheModel() {
        PatiencePage page;
        page.resize(1200, 900);
        page.show();
        QVERIFY(waitSettled(page, kTimeoutMs));
        auto* box = page.findChild<RulesBox*>(QStringLiteral("rulesGroup"));
        auto* choose = page.findChild<QComboBox*>(QStringLiteral("chooseCombo"));
        auto* pairs = page.findChild<QComboBox*>(QStringLiteral("pairsCombo"));
        QVERIFY(box && choose && pairs);
        QVERIFY(!choose->accessibleName().isEmpty() && !pairs->accessibleName().isEmpty());
        QVERIFY(!box->contestButton()->isEnabled());
        choose->setCurrentIndex(1);
        QCOMPARE(page.patience()->rules(), (Rules{Choose::Ranks, Pairing::Rank}));
        QVERIFY(waitSettled(page, kTimeoutMs));
        QVERIFY2(page.report().answer.contains(QStringLiteral("0.573901")) &&
                     page.report().answer.contains(QStringLiteral("Under other rules")),
                 qPrintable(page.report().answer));
        pairs->setCurrentIndex(1);
        QCOMPARE(page.patience()->rules(), (Rules{Choose::Ranks, Pairing::RankColour}));
        box->contestButton()->click();
        QVERIFY(page.patience()->rules().isContest());
        QCOMPARE(choose->currentIndex(), 0);
        QCOMPARE(pairs->currentIndex(), 0);
        page.patience()->undo();
        QCOMPARE(choose->currentIndex(), 1);
        QCOMPARE(pairs->currentIndex(), 1);
    }
};

QTEST_MAIN(TestPatienceRulesBox)
#include "test_patience_rules_box.moc"
