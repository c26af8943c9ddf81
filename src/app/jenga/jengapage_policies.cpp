// JengaPage, the simple policies compared: their exact expected durations beside the optimum,
// as a table, as marks on the chart and as a CSV table.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengapage.h"

#include "app/jenga/jengachart.h"
#include "app/jenga/jengatext.h"
#include "app/pageexport.h"
#include "ui_jengapanel.h"

#include <QCheckBox>
#include <QLocale>
#include <QSignalBlocker>

using jengatext::exactText;

namespace {

QString policyName(pw::jenga::SimplePolicy policy) {
    using pw::jenga::SimplePolicy;
    switch (policy) {
    case SimplePolicy::Optimal:
        return JengaPage::tr("optimal play");
    case SimplePolicy::KillFirst:
        return JengaPage::tr("kill first");
    case SimplePolicy::Random:
        return JengaPage::tr("a random legal move");
    case SimplePolicy::MiddleFirst:
        return JengaPage::tr("always the middle");
    case SimplePolicy::SideFirst:
        return JengaPage::tr("always a side");
    }
    return {};
}

// For the chart's legend, where room is short.
QString policyShortName(pw::jenga::SimplePolicy policy) {
    using pw::jenga::SimplePolicy;
    switch (policy) {
    case SimplePolicy::KillFirst:
        return JengaPage::tr("kill", "legend: kill-first play");
    case SimplePolicy::Random:
        return JengaPage::tr("random", "legend: random play");
    case SimplePolicy::MiddleFirst:
        return JengaPage::tr("middle", "legend: always-the-middle play");
    case SimplePolicy::SideFirst:
        return JengaPage::tr("side", "legend: always-a-side play");
    case SimplePolicy::Optimal:
        break;
    }
    return {};
}

QString policyRule(pw::jenga::SimplePolicy policy) {
    using pw::jenga::SimplePolicy;
    switch (policy) {
    case SimplePolicy::KillFirst:
        return JengaPage::tr("a block after which its level gives nothing more");
    case SimplePolicy::Random:
        return JengaPage::tr("every legal block and place equally likely");
    case SimplePolicy::MiddleFirst:
        return JengaPage::tr("a middle block when there is one");
    case SimplePolicy::SideFirst:
        return JengaPage::tr("a side block when there is one");
    case SimplePolicy::Optimal:
        break;
    }
    return {};
}

} // namespace

void JengaPage::renderPolicies() {
    {
        const QSignalBlocker blocker(ui_->policiesCheck);
        ui_->policiesCheck->setChecked(model_->comparesPolicies());
    }
    const auto outcome = model_->isSettled() ? model_->outcome() : nullptr;
    const auto analysis = model_->isSettled() ? model_->analysis() : std::nullopt;
    const auto comparison = model_->policyComparison();
    QList<JengaChart::Mark> marks;
    if (!model_->comparesPolicies()) {
        ui_->policiesLabel->setText(
            tr("How long the game lasts, on average, for players who follow a simple rule "
               "instead of the optimal choice, each computed exactly."));
    } else if (!model_->isSettled() || (analysis && !comparison)) {
        // The exact value is already on the page; the policies follow it.
        ui_->policiesLabel->setText(tr("Computing…"));
    } else if (!analysis || !comparison) {
        ui_->policiesLabel->setText(tr("Only towers with an exact value are compared."));
    } else {
        const double optimal = analysis->expectedDuration;
        QString rows =
            QStringLiteral("<tr><td><b>%1</b></td><td align='right'><b>%2</b></td><td></td></tr>")
                .arg(policyName(pw::jenga::SimplePolicy::Optimal), exactText(optimal));
        for (const pw::jenga::SimplePolicyValue& value : comparison->values) {
            const QString name = QStringLiteral("%1<br><small>%2</small>")
                                     .arg(policyName(value.policy), policyRule(value.policy));
            if (value.status != pw::SolveStatus::Exact) {
                rows += QStringLiteral("<tr><td>%1</td><td colspan='2'>%2</td></tr>")
                            .arg(name, tr("over the memory budget"));
                continue;
            }
            const double extra = value.expectedDuration - optimal;
            rows +=
                QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'>+%3 "
                               "(+%4%)</td></tr>")
                    .arg(name, exactText(value.expectedDuration), QLocale().toString(extra, 'f', 3),
                         QLocale().toString(optimal > 0 ? 100.0 * extra / optimal : 0.0, 'f', 1));
            marks.append({policyShortName(value.policy), value.expectedDuration});
        }
        ui_->policiesLabel->setText(
            QStringLiteral("<table cellspacing='0' cellpadding='3'><tr><th align='left'>%1</th><th "
                           "align='right'>%2</th>"
                           "<th align='right'>%3</th></tr>%4</table><p>%5</p>")
                .arg(tr("Player"), tr("Expected minutes"), tr("Over optimal"), rows,
                     tr("Exact expected durations from this tower; on the chart, each player's "
                        "mean.")));
    }
    // Marks go with the exact distribution only (not with an estimate's).
    chart_->setMarks(outcome && outcome->distribution && model_->comparesPolicies()
                         ? marks
                         : QList<JengaChart::Mark>{});
}

std::optional<PuzzlePage::CsvTable> JengaPage::policiesCsv() const {
    const auto analysis = model_->isSettled() ? model_->analysis() : std::nullopt;
    const auto comparison = model_->policyComparison();
    if (!analysis || !comparison)
        return std::nullopt;
    const double optimal = analysis->expectedDuration;
    QString csv =
        pageexport::csvRow({tr("player"), tr("rule"), tr("expected minutes"), tr("over optimal")});
    csv += pageexport::csvRow({policyName(pw::jenga::SimplePolicy::Optimal), QString(),
                               pageexport::csvNumber(optimal), pageexport::csvNumber(0.0)});
    for (const pw::jenga::SimplePolicyValue& value : comparison->values) {
        const bool exact = value.status == pw::SolveStatus::Exact;
        csv += pageexport::csvRow(
            {policyName(value.policy), policyRule(value.policy),
             exact ? pageexport::csvNumber(value.expectedDuration) : tr("over the memory budget"),
             exact ? pageexport::csvNumber(value.expectedDuration - optimal) : QString()});
    }
    return CsvTable{tr("Simple policies compared"), QStringLiteral("jenga-policies"), csv};
}
