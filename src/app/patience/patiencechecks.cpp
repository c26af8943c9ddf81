// PatienceChecks: the exact fraction and the simulation the model computed, shown in the panel
// for the position they are about, in the words of patienceanswer.h.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencechecks.h"

#include "app/patience/patienceanswer.h"
#include "app/patience/patiencemodel.h"
#include "ui_patiencepanel.h"

#include <QLocale>
#include <QPushButton>

#include <algorithm>

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
    return patienceanswer::exactText(*model_);
}

QString PatienceChecks::simulationHtml() const {
    return patienceanswer::simulationText(*model_);
}
