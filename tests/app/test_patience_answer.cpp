// The Double Patience answer in words, from the page model alone (patienceanswer.h, Qt Core):
// the contest sample's chances to their digits, the pairs and what the deal is, the answer under
// other rules, a deal that cannot be played, the checks, the answer on paper, and the page's
// translations applying to the builder's texts (the same context, "PatiencePage").
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/cardtext.h"
#include "app/patience/patienceanswer.h"
#include "app/patience/patiencemodel.h"
#include "engine/patience/judge.h"

#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>
#include <QtTest>

#include "common/model_wait.h"
#include "common/scoped_translator.h"

using pw::patience::Card;
using pw::patience::Choose;
using pw::patience::Pairing;
using pw::patience::Position;

namespace {

// docs/puzzles.md (Double Patience), the sample: 0.589314.
const QString kSample = QStringLiteral("AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n"
                                       "6D TD AD 8S\nQC TH KC 8D\n8C 9D TC 7C\n9C 7H JH 7D\n"
                                       "8H 6S AH 6H\n");
constexpr int kTimeoutMs = 60000;

void loadSample(PatienceModel& model) {
    QString error;
    QVERIFY2(model.loadText(kSample, QStringLiteral("Paste"), &error), qPrintable(error));
    QVERIFY(waitSettled(model, kTimeoutMs));
}

// The chances of the position as the engine gives them, solved afresh.
pw::patience::WinValues engineValues(const Position& position, const pw::patience::Rules& rules) {
    pw::SolveControl control;
    return pw::patience::solve(position, control, rules).values;
}

QString chance(double value) {
    return QString::fromStdString(pw::patience::formatProbability(value));
}

} // namespace

class TestPatienceAnswer : public QObject {
    Q_OBJECT
private slots:
    // Numbers as in English: "58.9314%", "1,234 positions".
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void theSampleToItsDigits() {
        PatienceModel model;
        loadSample(model);
        const patienceanswer::Texts texts = patienceanswer::of(model);
        QVERIFY(!texts.stale);
        QCOMPARE(texts.answer, QStringLiteral("<span style='font-size:large'>Random pairs: "
                                              "<b>0.589314</b></span> (58.9314%)"));
        const pw::patience::WinValues values = engineValues(model.current(), {});
        QCOMPARE(texts.values,
                 QStringLiteral("Best play: <b>%1</b> (%2)<br>Worst play: <b>%3</b> (%4)")
                     .arg(chance(values.best), patienceanswer::percent(values.best),
                          chance(values.worst), patienceanswer::percent(values.worst)));
        QCOMPARE(patienceanswer::probability(values.random), QStringLiteral("0.589314"));
        // Nothing removed yet, under the contest's rules: the solver's statistics alone.
        QVERIFY2(QRegularExpression(QStringLiteral("^[0-9,]+ positions reachable · solved in \\S"))
                     .match(texts.detail)
                     .hasMatch(),
                 qPrintable(texts.detail));
        QVERIFY(!texts.detail.contains(QStringLiteral("<br>")));
        QCOMPARE(texts.paperDetail, QString());
        QCOMPARE(texts.rules, QString());
        QCOMPARE(patienceanswer::dealInfo(model),
                 QStringLiteral("<b>Standard deal</b>: the 36-card deck in 9 piles of 4, as in "
                                "the contest."));
        QCOMPARE(patienceanswer::status(model), model.message().toHtmlEscaped());
    }

    // The pairs, the most promising first, each named by its top cards and piles; the best one
    // starred; and the answer on paper lists them with their chances.
    void thePairsAndThePaper() {
        PatienceModel model;
        loadSample(model);
        const auto pairs = patienceanswer::pairsInOrder(model);
        const auto known = model.analysis();
        QVERIFY(known && !pairs.empty());
        QCOMPARE(pairs.size(), known->moves.size());
        for (std::size_t i = 1; i < pairs.size(); ++i)
            QVERIFY(pairs[i - 1].after.random >= pairs[i].after.random);
        const pw::patience::MoveValue& first = pairs.front();
        const QString name =
            QStringLiteral("%1 + %2  (%3, %4)")
                .arg(cardtext::cardText(*model.current().topCard(first.move.first)),
                     cardtext::cardText(*model.current().topCard(first.move.second)))
                .arg(first.move.first + 1)
                .arg(first.move.second + 1);
        QCOMPARE(patienceanswer::pairText(model, first, false), name);
        QCOMPARE(patienceanswer::pairText(model, first, true), QStringLiteral("★ ") + name);
        // Without a translator the plural stays as written (the page installs one).
        QCOMPARE(patienceanswer::pairsTitle(3), QStringLiteral("3 pair(s) you can remove"));

        const patienceanswer::Texts texts = patienceanswer::of(model);
        const patienceanswer::Report report = patienceanswer::report(model);
        QCOMPARE(report.answer, texts.answer + QStringLiteral("<br>") + texts.values);
        const auto best = model.bestMove();
        QVERIFY(best);
        const auto bestPair = std::find_if(pairs.begin(), pairs.end(),
                                           [&](const auto& mv) { return mv.move == *best; });
        QVERIFY(bestPair != pairs.end());
        QVERIFY(report.explanation.startsWith(
            QStringLiteral("<p><b>%1 pair(s) you can remove</b></p><table cellspacing=0 "
                           "cellpadding=3 border=1><tr><th>Pair</th><th>Random pairs after</th>"
                           "<th>Best play after</th></tr>")
                .arg(pairs.size())));
        QVERIFY(report.explanation.contains(
            QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                .arg(patienceanswer::pairText(model, *bestPair, true).toHtmlEscaped(),
                     chance(bestPair->after.random), chance(bestPair->after.best))));
        QVERIFY(report.explanation.endsWith(
            QStringLiteral("</table><p></p><p><b>Standard deal</b>: the 36-card deck in 9 piles "
                           "of 4, as in the contest.</p>")));
    }

    // After a pair the detail says where the game came from; under other rules the answer says
    // which, on the page and on paper.
    void afterAPairAndUnderOtherRules() {
        PatienceModel model;
        loadSample(model);
        model.playBestMove();
        QVERIFY(waitSettled(model, kTimeoutMs));
        patienceanswer::Texts texts = patienceanswer::of(model);
        QCOMPARE(texts.paperDetail,
                 QStringLiteral("After 1 removed pair(s); from the start: 0.589314."));
        QVERIFY2(texts.detail.startsWith(texts.paperDetail + QStringLiteral(" ")),
                 qPrintable(texts.detail));
        QVERIFY(texts.answer.startsWith(
            QStringLiteral("<span style='font-size:large'>Random pairs: <b>%1</b></span> (")
                .arg(chance(engineValues(model.current(), {}).random))));

        const pw::patience::Rules ranks{Choose::Ranks, Pairing::Rank};
        model.setRules(ranks);
        QVERIFY(waitSettled(model, kTimeoutMs));
        texts = patienceanswer::of(model);
        const QString line = QStringLiteral(
            "Under other rules: random choices uniform over the ranks that can be paired, then "
            "over that rank's pairs; cards of the same rank pair.");
        QCOMPARE(texts.rules, line);
        QVERIFY(texts.detail.endsWith(QStringLiteral("<br>") + line.toHtmlEscaped()));
        const double random = engineValues(model.current(), ranks).random;
        QCOMPARE(texts.answer,
                 QStringLiteral("<span style='font-size:large'>Random ranks: <b>%1</b></span> (%2)")
                     .arg(chance(random), patienceanswer::percent(random)));
        QVERIFY(patienceanswer::report(model).answer.endsWith(QStringLiteral("<br>") +
                                                              line.toHtmlEscaped()));
    }

    // A repeated card: the deal cannot be solved, and what the deal is names what to fix, each
    // card in its suit's colour.
    void aDealThatCannotBePlayed() {
        PatienceModel model;
        loadSample(model);
        const Card jack = model.state().start.deal().pile(1).front(); // J♣
        model.replaceCard(0, 0, jack, false);                         // over A♠
        QVERIFY(waitSettled(model, kTimeoutMs));
        const QString problem = cardtext::dealProblem(model.state().start.deal());
        QVERIFY(!problem.isEmpty());
        QCOMPARE(patienceanswer::of(model).answer,
                 QStringLiteral("<span style='color:#d02020'>%1</span>")
                     .arg(QStringLiteral("This deal cannot be solved: %1.")
                              .arg(problem)
                              .toHtmlEscaped()));
        QCOMPARE(patienceanswer::dealInfo(model),
                 QStringLiteral("<span style='color:#d02020'><b>%1</b></span> Repeated: <span "
                                "style='color:#1a1a1a'>J♣</span> (piles 1, 2). Missing: <span "
                                "style='color:#1a1a1a'>A♠</span>. Change a card (Edit) to fix it.")
                     .arg(QStringLiteral("Not a valid deal: %1.").arg(problem).toHtmlEscaped()));
        QCOMPARE(cardtext::cardHtml(*pw::patience::parseCard("KH")),
                 QStringLiteral("<span style='color:#c8102e'>K♥</span>"));
        QCOMPARE(patienceanswer::status(model), QStringLiteral("Pile 1: A♠ is now J♣."));
        model.setMode(PatienceState::Mode::Edit);
        model.setMessage({});
        QVERIFY(patienceanswer::status(model).startsWith(
            QStringLiteral("Editing the deal as dealt: click a card to change it")));
    }

    // The exact fraction and the simulation, as the checks show them.
    void theChecks() {
        PatienceModel model;
        loadSample(model);
        QCOMPARE(patienceanswer::exactText(model), QString());
        QCOMPARE(patienceanswer::simulationText(model), QString());
        model.requestExact();
        QTRY_VERIFY_WITH_TIMEOUT(model.exact().has_value(), kTimeoutMs);
        pw::SolveControl control;
        const auto expected = pw::patience::exactWinProbability(model.current(), control);
        QCOMPARE(QString(patienceanswer::exactText(model)).remove(QChar(u'\u202F')),
                 QStringLiteral("<b>Exact:</b> %1 / %2<br>= %3… (%4 positions)")
                     .arg(QString::fromStdString(expected.numerator),
                          QString::fromStdString(expected.denominator),
                          QString::number(expected.value, 'f', 15),
                          QLocale().toString(
                              static_cast<qulonglong>(model.exact()->stats.statesExplored))));
        QVERIFY(patienceanswer::exactText(model).contains(QStringLiteral("= 0.589314")));

        model.requestSimulation(20000);
        QTRY_VERIFY_WITH_TIMEOUT(model.simulation().has_value(), kTimeoutMs);
        const auto estimate = *model.simulation();
        QCOMPARE(estimate.samples, std::uint64_t{20000});
        const QString text = patienceanswer::simulationText(model);
        QVERIFY2(text.startsWith(QStringLiteral("<b>Simulated:</b> %1 ± %2 (95%: ")
                                     .arg(QString::number(estimate.mean, 'f', 6),
                                          QString::number(estimate.halfWidth95, 'f', 6))),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral(" random games, seed %1. The computed 0.589314 lies ")
                                   .arg(model.simulationSeed())),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral(" wins in 20,000 random games")));
    }

    // The page's translations apply to the builder's texts: the same contexts ("PatiencePage",
    // "PatienceChecks") and source texts as when the page composed them.
    void thePageTranslationsApply() {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(PW_QM_DIR "/puzzleworkbench_zh_CN.qm")));
        const ScopedTranslator installed(&translator);
        PatienceModel model;
        loadSample(model);
        QCOMPARE(patienceanswer::of(model).answer,
                 QStringLiteral("<span style='font-size:large'>随机选对：<b>0.589314</b></span>"
                                "（58.9314%）"));
        QCOMPARE(patienceanswer::pairsTitle(3), QStringLiteral("可移除 3 对"));
        model.requestExact();
        model.cancelExact();
        QCOMPARE(patienceanswer::exactText(model),
                 QStringLiteral("精确分数：%1")
                     .arg(QCoreApplication::translate("PatienceModel", "Cancelled.")));
        QVERIFY(QCoreApplication::translate("PatienceModel", "Cancelled.") !=
                QStringLiteral("Cancelled."));
    }
};

QTEST_GUILESS_MAIN(TestPatienceAnswer)
#include "test_patience_answer.moc"
