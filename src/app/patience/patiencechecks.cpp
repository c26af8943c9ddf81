// PatienceChecks: the exact fraction and the simulation the model computed, shown in the panel
// for the position they are about.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencechecks.h"

#include "app/patience/patiencemodel.h"
#include "engine/patience/judge.h"
#include "ui_patiencepanel.h"

#include <QLocale>
#include <QPushButton>

#include <algorithm>
#include <cmath>

namespace {

QString groupDigits(const std::string& digits) {
    // Narrow no-break spaces every three digits keep 20-digit numerators readable, and keep each
    // number whole: a long fraction wraps at the spaces around its "/", never inside a number
    // (a 52-card deal's denominator was broken across two lines).
    QString out;
    const auto length = static_cast<int>(digits.size());
    for (int i = 0; i < length; ++i) {
        if (i > 0 && (length - i) % 3 == 0)
            out += QChar(u'\u202F');
        out += QLatin1Char(digits[static_cast<std::size_t>(i)]);
    }
    return out;
}

QString fixed(double value, int decimals) {
    return QString::number(value, 'f', decimals);
}

} // namespace

PatienceChecks::PatienceChecks(Ui::PatiencePanel* ui, PatienceModel* model, QObject* parent)
    : QObject(parent), ui_(ui), model_(model) {
    connect(ui_->exactCancelButton, &QPushButton::clicked, model_, &PatienceModel::cancelExact);
    connect(ui_->simulationCancelButton, &QPushButton::clicked, model_,
            &PatienceModel::cancelSimulation);
    connect(ui_->exactButton, &QPushButton::clicked, model_, &PatienceModel::requestExact);
    connect(ui_->simulateButton, &QPushButton::clicked, this, [this] {
        model_->requestSimulation(static_cast<std::uint64_t>(ui_->gamesSpin->value()));
    });
    connect(model_, &PageModel::jobsChanged, this, &PatienceChecks::render);
    render();
}

PatienceChecks::~PatienceChecks() = default;

void PatienceChecks::render() {
    const bool exactRunning = model_->isJobRunning(PatienceModel::kExactLane);
    const bool simulating = model_->isJobRunning(PatienceModel::kSimulationLane);
    ui_->exactProgressLabel->setVisible(exactRunning);
    ui_->exactCancelButton->setVisible(exactRunning);
    ui_->simulationProgressLabel->setVisible(simulating);
    ui_->simulationCancelButton->setVisible(simulating);
    ui_->exactProgressLabel->setText(
        tr("Computing… %1 positions")
            .arg(QLocale().toString(static_cast<qulonglong>(
                model_->jobProgress(PatienceModel::kExactLane).statesExplored))));
    ui_->simulationProgressLabel->setText(
        tr("Simulating… %1%")
            .arg(
                qRound(std::max(0.0, model_->jobProgress(PatienceModel::kSimulationLane).fraction) *
                       100)));
    const bool checkable = model_->canCheck();
    ui_->exactButton->setEnabled(checkable);
    ui_->simulateButton->setEnabled(checkable);
    ui_->gamesSpin->setEnabled(checkable);
    const QString exact = exactHtml();
    ui_->exactLabel->setText(exact);
    ui_->exactLabel->setVisible(!exact.isEmpty());
    const QString simulation = simulationHtml();
    ui_->simulationLabel->setText(simulation);
    ui_->simulationLabel->setVisible(!simulation.isEmpty());
}

QString PatienceChecks::exactText() const {
    return ui_->exactLabel->text();
}
QString PatienceChecks::simulationText() const {
    return ui_->simulationLabel->text();
}

QString PatienceChecks::exactHtml() const {
    if (!model_->exactError().isEmpty())
        return tr("Exact fraction: %1").arg(model_->exactError().toHtmlEscaped());
    if (const auto exact = model_->exact()) {
        const QString fraction =
            exact->denominator == "1"
                ? groupDigits(exact->numerator)
                : QStringLiteral("%1 / %2").arg(groupDigits(exact->numerator),
                                                groupDigits(exact->denominator));
        return tr("<b>Exact:</b> %1<br>= %2… (%3 positions)")
            .arg(fraction, fixed(exact->value, 15),
                 QLocale().toString(static_cast<qulonglong>(exact->stats.statesExplored)));
    }
    if (model_->exactOverBudget())
        return tr("Exact fraction: this deal needs more memory than the solver may use.");
    if (model_->isExactWanted() && model_->isJobRunning(PatienceModel::kExactLane))
        return tr("<span style='color:gray'>Exact fraction: computing…</span>");
    return QString();
}

QString PatienceChecks::simulationHtml() const {
    if (!model_->simulationError().isEmpty())
        return tr("Simulation: %1").arg(model_->simulationError().toHtmlEscaped());
    const auto estimate = model_->simulation();
    if (!estimate)
        return QString();
    const double low = std::max(0.0, estimate->low95());
    const double high = std::min(1.0, estimate->high95());
    const auto wins = static_cast<qulonglong>(
        std::llround(estimate->mean * static_cast<double>(estimate->samples)));
    QString text =
        tr("<b>Simulated:</b> %1 ± %2 (95%: %3 – %4)<br>%5 wins in %6 random games, seed %7.")
            .arg(fixed(estimate->mean, 6), fixed(estimate->halfWidth95, 6), fixed(low, 6),
                 fixed(high, 6), QLocale().toString(wins),
                 QLocale().toString(static_cast<qulonglong>(estimate->samples)))
            .arg(model_->simulationSeed());
    if (const auto known = model_->analysis()) {
        const double reference = model_->exact() ? model_->exact()->value : known->values.random;
        const bool inside = reference >= low - 1e-12 && reference <= high + 1e-12;
        text +=
            QLatin1Char(' ') +
            (inside
                 ? tr("The computed %1 lies inside the interval.")
                       .arg(QString::fromStdString(pw::patience::formatProbability(reference)))
                 : tr("The computed %1 lies outside the interval (expected in about 1 run of 20).")
                       .arg(QString::fromStdString(pw::patience::formatProbability(reference))));
    }
    return text;
}
