// The Colored Jenga answer in words, from the page model alone (jengaanswer.h): each kind of
// number names what it is (the exact optimum; a named policy's simulated value and the upper
// bound it gives with 97.5 % confidence; a proven lower bound), and an estimate shown for a tower
// is never replaced by a worse one: not while closer ones arrive, not when "Solve exactly" starts,
// not when that solve is cancelled.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengaanswer.h"
#include "app/jenga/jengamodel.h"
#include "engine/jenga/position.h"

#include <QTextDocumentFragment>
#include <QtTest>

#include "common/gui_budget.h"
#include "common/model_wait.h"
#include "common/sanitizers.h"
#include "common/timing.h"

#include <limits>
#include <vector>

using pw::jenga::Tower;

namespace {

const QString kSample = QStringLiteral("6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\n");

QString plain(const QString& rich) {
    return QTextDocumentFragment::fromHtml(rich).toPlainText();
}

double upperOf(const JengaOutcome& outcome) {
    return outcome.estimate->high95();
}
double lowerOf(const JengaOutcome& outcome) {
    return outcome.lower ? outcome.lower->value : -std::numeric_limits<double>::infinity();
}

// Every estimate the page shows for the model's tower, in order, each one once.
class ShownEstimates : public QObject {
public:
    explicit ShownEstimates(JengaModel& model) {
        connect(&model, &PageModel::changed, this, [this, &model] {
            const auto shown = jengaanswer::shownEstimate(model);
            if (shown && (list.empty() || list.back() != shown))
                list.push_back(shown);
        });
    }
    // Each one no worse than the one before: its upper bound no higher, its lower bound no lower.
    bool neverWorse() const {
        for (std::size_t i = 1; i < list.size(); ++i)
            if (upperOf(*list[i]) > upperOf(*list[i - 1]) ||
                lowerOf(*list[i]) < lowerOf(*list[i - 1]))
                return false;
        return true;
    }
    std::vector<JengaModel::OutcomePtr> list;
};

} // namespace

class TestJengaAnswer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // Tall towers' lower bounds search a few positions only: these test the answer's texts.
        JengaModel::setDefaultSearchPositions(kTestSearchPositions);
    }

    void theExactValueSaysItIsExact() {
        JengaModel model;
        QString error;
        QVERIFY2(model.loadText(kSample, QStringLiteral("Paste"), &error), qPrintable(error));
        QVERIFY(waitSettled(model));
        const jengaanswer::Texts texts = jengaanswer::of(model);
        QVERIFY(!texts.stale);
        QCOMPARE(plain(texts.answer), QStringLiteral("Expected duration: 17.119213696602 minutes"));
        QVERIFY2(texts.detail.startsWith(QStringLiteral("Exact, under optimal play")),
                 qPrintable(texts.detail));
        QVERIFY(jengaanswer::shownEstimate(model) == nullptr);
    }

    // An 11-level tower (beyond the automatic limit): the estimates come closer and closer, the
    // page settles on the bracket, each number labelled. "Solve exactly" shows that same bracket
    // at once (never a cruder estimate, nothing simulated again), and so does a cancel.
    // The caption says what the policy's mean is when it lies below the proven lower bound (a
    // sample's average, not a bound), and why a very tall tower's bracket is wide (the numbers of
    // an 11-level tower and of 999 levels of GGB, as the page showed them).
    void theBracketSaysWhatItsNumbersAre() {
        JengaOutcome below;
        below.kind = JengaOutcome::Kind::Estimate;
        below.estimate.emplace();
        below.estimate->status = pw::SolveStatus::Exact;
        below.estimate->samples = 20000;
        below.estimate->mean = 34.940;
        below.estimate->halfWidth95 = 0.09;
        below.estimate->method = pw::jenga::kBoundLookaheadPolicyName;
        below.lower.emplace();
        below.lower->status = pw::SolveStatus::Exact;
        below.lower->value = 35.0071;
        below.lower->method = pw::jenga::LowerBoundMethod::EndgameAggregation;
        below.lower->searchDepth = 12;
        const QString caption = plain(jengaanswer::estimateCaption(below));
        QVERIFY2(caption.contains(QStringLiteral(
                     "The policy's mean, 34.940, lies below the proven lower bound 35.007: it is "
                     "the average of a sample of simulated games, not a bound.")),
                 qPrintable(caption));
        QVERIFY2(!caption.contains(QStringLiteral("Wide")), qPrintable(caption));

        JengaOutcome tall = below;
        tall.estimate->mean = 3898.869;
        tall.estimate->halfWidth95 = 1.376;
        tall.estimate->method = pw::jenga::kPreferencesPolicyName;
        tall.lower->value = 1796.4;
        tall.lower->method = pw::jenga::LowerBoundMethod::MoveCount;
        const QString wide = plain(jengaanswer::estimateCaption(tall));
        QVERIFY2(wide.contains(QStringLiteral(
                     "Wide: at this height only the count of moves left can be proven.")),
                 qPrintable(wide));
        QVERIFY2(!wide.contains(QStringLiteral("lies below")), qPrintable(wide));
    }

    void theBracketIsLabelledAndNeverGetsWorse() {
        // Mostly green and blue: every step of an 11-level estimate, in a fifth of a random
        // tower's time.
        const Tower tower = pw::jenga::parseTextId("GRB/BGG/GBB/BRG/GGG/BGB/GBR/BBB/GGB/BGG/GBB");
        JengaModel model;
        ShownEstimates shown(model);
        QString error;
        QVERIFY2(model.loadText(QString::fromStdString(pw::jenga::textId(tower)),
                                QStringLiteral("Paste"), &error),
                 qPrintable(error));
        QVERIFY(waitSettled(model, kSanitizedBuild ? 600000 : 300000));
        const auto settled = model.outcome();
        QVERIFY(settled && settled->estimate && settled->lower);
        QCOMPARE(settled->tower, tower);
        QVERIFY(!shown.list.empty());
        QCOMPARE(shown.list.back(), settled);
        QVERIFY(shown.neverWorse());
        for (const auto& outcome : shown.list)
            qInfo("shown: %s, at most %.4f, at least %.4f",
                  std::string(outcome->estimate->method).c_str(), upperOf(*outcome),
                  lowerOf(*outcome));
        const double upper = upperOf(*settled);
        const double lower = lowerOf(*settled);
        QVERIFY(lower < upper);

        const jengaanswer::Texts texts = jengaanswer::of(model);
        const QString answer = plain(texts.answer);
        QVERIFY2(answer.startsWith(QStringLiteral("Optimum between ")), qPrintable(answer));
        // The bounds as printed still hold: rounded outwards.
        const QStringList numbers = answer.split(QLatin1Char(' '));
        QVERIFY(numbers.size() >= 5);
        QVERIFY(QLocale().toDouble(numbers[2]) <= lower);
        QVERIFY(QLocale().toDouble(numbers[4]) >= upper);
        QVERIFY2(texts.detail.contains(QStringLiteral("at least")) &&
                     texts.detail.contains(QStringLiteral("(proven)")) &&
                     texts.detail.contains(QStringLiteral("at most")) &&
                     texts.detail.contains(QStringLiteral("with 97.5% confidence")),
                 qPrintable(texts.detail));
        // The whole story names the policy, says its mean is its own simulated value (not the
        // optimum), and how the lower bound was proven.
        const QString policy = QString::fromUtf8(settled->estimate->method.data(),
                                                 qsizetype(settled->estimate->method.size()));
        QCOMPARE(policy, QString::fromUtf8(pw::jenga::kTwiceImprovedPolicyName.data()));
        QVERIFY2(texts.explanation.contains(QStringLiteral("\u201c") + policy +
                                            QStringLiteral("\u201d")),
                 qPrintable(texts.explanation));
        QVERIFY(texts.explanation.contains(
            QStringLiteral("That mean is the policy's own value, simulated, not the optimum")));
        QVERIFY(texts.explanation.contains(QStringLiteral("The optimum is at least")));
        QVERIFY(texts.explanation.contains(QStringLiteral("proven with an end-game table")));
        // The chart's caption: the policy's games, then the bracket with each bound's kind.
        const QString caption = plain(jengaanswer::estimateCaption(*settled));
        QVERIFY2(
            caption.contains(QStringLiteral("Simulated games of the policy \u201c") + policy) &&
                caption.contains(QStringLiteral("not the optimum's")) &&
                caption.contains(QStringLiteral("a proven lower bound: end-game table")) &&
                caption.contains(QStringLiteral("an upper bound, with 97.5% confidence")),
            qPrintable(caption));

        // Solve exactly: the same bracket at once, saying the exact value follows.
        const std::size_t before = shown.list.size();
        model.chooseEstimate(false);
        QTRY_VERIFY_WITH_TIMEOUT(model.interimOutcome() != nullptr, kHangGuardMs);
        QCOMPARE(model.requestKind(model.state()), pw::jenga::TowerRequest::Kind::Exact);
        const auto interim = model.interimOutcome();
        QCOMPARE(upperOf(*interim), upper);
        QCOMPARE(lowerOf(*interim), lower);
        QVERIFY(interim->exactFollows);
        const jengaanswer::Texts meanwhile = jengaanswer::of(model);
        QCOMPARE(meanwhile.answer, texts.answer);
        QVERIFY2(meanwhile.detail.endsWith(QStringLiteral("; the exact value follows.")),
                 qPrintable(meanwhile.detail));
        QTest::qWait(300);
        for (std::size_t i = before; i < shown.list.size(); ++i) {
            QCOMPARE(upperOf(*shown.list[i]), upper);
            QCOMPARE(lowerOf(*shown.list[i]), lower);
        }
        // Cancelled: the bracket stays, saying so.
        model.cancelSolve();
        QVERIFY(model.isSettled());
        const jengaanswer::Texts cancelled = jengaanswer::of(model);
        QCOMPARE(cancelled.answer, texts.answer);
        QVERIFY2(cancelled.detail.endsWith(QStringLiteral("; the exact solve was cancelled.")),
                 qPrintable(cancelled.detail));
        const auto left = jengaanswer::shownEstimate(model);
        QVERIFY(left);
        QCOMPARE(upperOf(*left), upper);
        QCOMPARE(lowerOf(*left), lower);
        QVERIFY(shown.neverWorse());
        QVERIFY(jengaanswer::exactOffer(model).offer); // and the exact solve is offered again

        // The session saved now, restored by the next start: the choice to solve exactly is not
        // part of it (a solve beyond the automatic limit, minutes and gigabytes and perhaps what
        // killed the last run, waits for a click in this run); the click starts it.
        model.chooseEstimate(false);
        QCOMPARE(model.requestKind(model.state()), pw::jenga::TowerRequest::Kind::Exact);
        JengaModel restored;
        QVERIFY2(restored.restoreSessionJson(model.sessionJson(), &error), qPrintable(error));
        QVERIFY(restored.state().equals(model.state()));
        QCOMPARE(restored.requestKind(restored.state()), pw::jenga::TowerRequest::Kind::Estimate);
        QVERIFY(waitSettled(restored, kSanitizedBuild ? 600000 : 300000));
        QVERIFY(jengaanswer::shownEstimate(restored));
        QVERIFY(jengaanswer::exactOffer(restored).offer);
        restored.chooseEstimate(false);
        QCOMPARE(restored.requestKind(restored.state()), pw::jenga::TowerRequest::Kind::Exact);
        QVERIFY(!restored.isSettled()); // solving exactly, the bracket shown meanwhile
        QTRY_VERIFY_WITH_TIMEOUT(restored.interimOutcome() != nullptr, kHangGuardMs);
        QVERIFY(restored.interimOutcome()->exactFollows);
        restored.cancelSolve();
        model.cancelSolve();
    }
};

QTEST_MAIN(TestJengaAnswer)
#include "test_jenga_answer.moc"
