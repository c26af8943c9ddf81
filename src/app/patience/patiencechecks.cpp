// PatienceChecks: the exact fraction and the simulation, each on its own SolverRunner, shown in
// the panel for the position they are about.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencechecks.h"

#include "app/solverrunner.h"
#include "engine/patience/judge.h"
#include "ui_patiencepanel.h"

#include <QLocale>

#include <algorithm>
#include <cmath>

using pw::patience::ExactProbability;
using pw::patience::Position;
using pw::patience::SimulationEstimate;

namespace {

QString groupDigits(const std::string& digits) {
    // Narrow no-break spaces every three digits keep 20-digit numerators readable; a line breaks
    // inside a number only when the number alone is wider than the line.
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

PatienceChecks::PatienceChecks(Ui::PatiencePanel* ui, QObject* parent)
    : QObject(parent), ui_(ui), exactRunner_(new SolverRunner(this)),
      simulationRunner_(new SolverRunner(this)) {
    qRegisterMetaType<std::shared_ptr<const PatienceExactCheck>>();
    qRegisterMetaType<std::shared_ptr<const PatienceSimulationCheck>>();
    connect(exactRunner_, &SolverRunner::finished, this, [this](quint64, const QVariant& value) {
        // The runner delivers only its newest request, which is always about the position shown.
        exact_ = value.value<std::shared_ptr<const PatienceExactCheck>>();
        exactError_.clear();
        refresh();
    });
    connect(simulationRunner_, &SolverRunner::finished, this,
            [this](quint64, const QVariant& value) {
                simulation_ = value.value<std::shared_ptr<const PatienceSimulationCheck>>();
                simulationError_.clear();
                refresh();
            });
    connect(exactRunner_, &SolverRunner::failed, this, [this](quint64, const QString& message) {
        exactError_ = message;
        refresh();
    });
    connect(simulationRunner_, &SolverRunner::failed, this,
            [this](quint64, const QString& message) {
                simulationError_ = message;
                refresh();
            });
    connect(simulationRunner_, &SolverRunner::progressed, this,
            [this](quint64, const pw::Progress& progress) {
                ui_->simulationProgressLabel->setText(
                    tr("Simulating… %1%").arg(qRound(std::max(0.0, progress.fraction) * 100)));
            });
    connect(exactRunner_, &SolverRunner::progressed, this,
            [this](quint64, const pw::Progress& progress) {
                ui_->exactProgressLabel->setText(
                    tr("Computing… %1 positions")
                        .arg(QLocale().toString(static_cast<qulonglong>(progress.statesExplored))));
            });
    for (SolverRunner* runner : {exactRunner_, simulationRunner_})
        connect(runner, &SolverRunner::busyChanged, this, [this] {
            showProgress();
            if (isSettled())
                emit settled();
        });
    connect(ui_->exactCancelButton, &QPushButton::clicked, this, [this] {
        exactRunner_->cancel();
        exactWanted_ = false;
        exactError_ = tr("Cancelled.");
        refresh();
    });
    connect(ui_->simulationCancelButton, &QPushButton::clicked, this, [this] {
        simulationRunner_->cancel();
        simulationError_ = tr("Cancelled.");
        refresh();
    });
    connect(ui_->exactButton, &QPushButton::clicked, this, &PatienceChecks::requestExact);
    connect(ui_->simulateButton, &QPushButton::clicked, this, &PatienceChecks::requestSimulation);
    showProgress();
    refresh();
}

void PatienceChecks::showProgress() {
    ui_->exactProgressLabel->setVisible(exactRunner_->isBusy());
    ui_->exactCancelButton->setVisible(exactRunner_->isBusy());
    ui_->simulationProgressLabel->setVisible(simulationRunner_->isBusy());
    ui_->simulationCancelButton->setVisible(simulationRunner_->isBusy());
}

PatienceChecks::~PatienceChecks() = default;

void PatienceChecks::setPosition(const Position& position, bool solvable,
                                 std::optional<double> value) {
    const std::string id = pw::patience::textId(position);
    const bool moved = id != positionId_ || solvable != solvable_;
    position_ = position;
    positionId_ = id;
    solvable_ = solvable;
    value_ = value;
    if (moved) {
        // A check is about one position: stop it (its "cancelled" is not news here).
        simulationRunner_->cancel();
        exactRunner_->cancel();
        exactError_.clear();
        simulationError_.clear();
        if (exactWanted_ && solvable_)
            requestExact();
    }
    refresh();
}

void PatienceChecks::requestExact() {
    if (!solvable_)
        return;
    exactWanted_ = true;
    exactError_.clear();
    if (exact_ && exact_->positionId == positionId_)
        return refresh(); // already known
    const Position position = position_;
    const std::string id = positionId_;
    exactRunner_->submit([position, id](pw::SolveControl& control) {
        auto check = std::make_shared<PatienceExactCheck>();
        check->positionId = id;
        check->exact = pw::patience::exactWinProbability(position, control);
        return QVariant::fromValue(std::shared_ptr<const PatienceExactCheck>(std::move(check)));
    });
    refresh();
}

void PatienceChecks::requestSimulation() {
    if (!solvable_)
        return;
    simulationError_.clear();
    const Position position = position_;
    const std::string id = positionId_;
    const auto games = static_cast<std::uint64_t>(ui_->gamesSpin->value());
    const std::uint64_t seed = ++simulationRuns_;
    simulationRunner_->submit([position, id, games, seed](pw::SolveControl& control) {
        auto check = std::make_shared<PatienceSimulationCheck>();
        check->positionId = id;
        check->seed = seed;
        // The engine checks the stop token every few hundred games and keeps the games played.
        check->estimate = pw::patience::simulate(position, games, seed, control);
        check->complete = check->estimate.status == pw::SolveStatus::Exact;
        return QVariant::fromValue(
            std::shared_ptr<const PatienceSimulationCheck>(std::move(check)));
    });
    refresh();
}

bool PatienceChecks::isSettled() const {
    return !exactRunner_->isBusy() && !simulationRunner_->isBusy();
}

std::optional<ExactProbability> PatienceChecks::exact() const {
    if (exact_ && exact_->positionId == positionId_ &&
        exact_->exact.status == pw::SolveStatus::Exact)
        return exact_->exact;
    return std::nullopt;
}

std::optional<SimulationEstimate> PatienceChecks::simulation() const {
    if (simulation_ && simulation_->positionId == positionId_ && simulation_->complete)
        return simulation_->estimate;
    return std::nullopt;
}

QString PatienceChecks::exactText() const {
    return ui_->exactLabel->text();
}
QString PatienceChecks::simulationText() const {
    return ui_->simulationLabel->text();
}

QString PatienceChecks::exactHtml() const {
    if (!exactError_.isEmpty())
        return tr("Exact fraction: %1").arg(exactError_.toHtmlEscaped());
    if (const auto exact = this->exact()) {
        const QString fraction =
            exact->denominator == "1"
                ? groupDigits(exact->numerator)
                : QStringLiteral("%1 / %2").arg(groupDigits(exact->numerator),
                                                groupDigits(exact->denominator));
        return tr("<b>Exact:</b> %1<br>= %2… (%3 positions)")
            .arg(fraction, fixed(exact->value, 15),
                 QLocale().toString(static_cast<qulonglong>(exact->stats.statesExplored)));
    }
    if (exact_ && exact_->positionId == positionId_ &&
        exact_->exact.status == pw::SolveStatus::OverBudget)
        return tr("Exact fraction: this deal needs more memory than the solver may use.");
    if (exactWanted_ && exactRunner_->isBusy())
        return tr("<span style='color:gray'>Exact fraction: computing…</span>");
    return QString();
}

QString PatienceChecks::simulationHtml() const {
    if (!simulationError_.isEmpty())
        return tr("Simulation: %1").arg(simulationError_.toHtmlEscaped());
    const auto estimate = simulation();
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
            .arg(simulation_->seed);
    if (value_) {
        const double reference = exact() ? exact()->value : *value_;
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

void PatienceChecks::refresh() {
    ui_->exactButton->setEnabled(solvable_);
    ui_->simulateButton->setEnabled(solvable_);
    ui_->gamesSpin->setEnabled(solvable_);
    const QString exact = exactHtml();
    ui_->exactLabel->setText(exact);
    ui_->exactLabel->setVisible(!exact.isEmpty());
    const QString simulation = simulationHtml();
    ui_->simulationLabel->setText(simulation);
    ui_->simulationLabel->setVisible(!simulation.isEmpty());
}
