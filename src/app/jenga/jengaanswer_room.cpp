// The Colored Jenga answer's room: the longest texts each of its labels can show (the answer,
// its detail, the chart's caption), which the page keeps room for so that nothing moves.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengaanswer.h"

#include "app/durationtext.h"
#include "app/jenga/jengatext.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

using jengatext::exactText;
using jengatext::minutesText;

namespace jengaanswer {

QStringList longestAnswers() {
    const QString value = exactText(28.7110468090843);
    const QString minutes = minutesText(888.888);
    return {
        QCoreApplication::translate("JengaPage", "<big>Expected remaining: <b>%1</b> minutes</big>")
            .arg(value),
        QCoreApplication::translate("JengaPage",
                                    "<big>Optimum between <b>%1</b> and <b>%2</b> minutes</big>")
            .arg(minutes, minutes)};
}

QStringList longestDetails() {
    const QString minutes = minutesText(888.888);
    const QString upperOnly = QCoreApplication::translate(
        "JengaPage",
        "Not exact: an upper bound with 97.5% confidence, from a policy's simulated games.");
    const QString bracket =
        QCoreApplication::translate(
            "JengaPage", "Not exact: at least %1 (proven), at most %2 with 97.5% confidence.")
            .arg(minutes, minutes);
    QStringList details{
        QCoreApplication::translate("JengaPage",
                                    "Exact, under optimal play · %1 positions solved in %2")
            .arg(QLocale().toString(Q_UINT64_C(999999999)), durationText(999.0 / 1000.0)),
        QCoreApplication::translate(
            "JengaPage", "Exact, read from the table of the game's start tower (no new solve)")};
    // An estimate's detail is longest with what follows or stopped it: the two longest of those
    // (each measured text costs a layout whenever the label's width changes).
    QStringList ends{QCoreApplication::translate("JengaPage", "the exact value follows"),
                     QCoreApplication::translate("JengaPage", "a closer estimate follows"),
                     stoppedWords(true, true, QLocale().formattedDataSize(Q_INT64_C(999) << 30)),
                     stoppedWords(false, true, {}), stoppedWords(false, false, {})};
    std::sort(ends.begin(), ends.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    for (const QString& end : ends.mid(0, 2))
        for (QString detail : {upperOnly, bracket}) {
            detail.chop(1);
            details.append(detail + QStringLiteral("; ") + end + QLatin1Char('.'));
        }
    return details;
}

QStringList longestCaptions() {
    // Three-digit values, the longest names of a policy and of a bound.
    JengaOutcome outcome;
    outcome.kind = JengaOutcome::Kind::Estimate;
    outcome.estimate.emplace();
    outcome.estimate->status = pw::SolveStatus::Exact;
    outcome.estimate->samples = 20000;
    outcome.estimate->standardDeviation = 888.88;
    outcome.lower.emplace();
    outcome.lower->status = pw::SolveStatus::Exact;
    QStringList captions;
    for (const std::string_view policy :
         {pw::jenga::kTwiceImprovedPolicyName, pw::jenga::kImprovedPolicyName,
          pw::jenga::kBoundLookaheadPolicyName, pw::jenga::kPreferencesPolicyName}) {
        outcome.estimate->method = policy;
        // A mean below the bound (a narrow bracket) ...
        outcome.estimate->mean = 887.888;
        outcome.estimate->halfWidth95 = 0.888;
        outcome.lower->value = 888.888;
        outcome.lower->methodName = pw::jenga::kSearchedAggregationName;
        outcome.lower->method = pw::jenga::LowerBoundMethod::EndgameAggregation;
        captions << estimateCaption(outcome);
        // ... or a wide one, proven by counting the moves.
        outcome.estimate->mean = 888.888;
        outcome.lower->value = 188.888;
        outcome.lower->methodName = pw::jenga::kMoveCountName;
        outcome.lower->method = pw::jenga::LowerBoundMethod::MoveCount;
        captions << estimateCaption(outcome);
    }
    std::sort(captions.begin(), captions.end(),
              [](const QString& a, const QString& b) { return a.size() > b.size(); });
    return captions.mid(0, 2);
}

} // namespace jengaanswer
