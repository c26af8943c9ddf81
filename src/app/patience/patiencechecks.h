// The two checks of the patience answer a user can ask for, in the panel: the exact fraction
// (GMP) and a Monte Carlo simulation of the position the page model shows.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

namespace Ui {
class PatiencePanel;
}

class PatienceModel;

// Shows the checks the model computes (PatienceModel::requestExact and requestSimulation, jobs
// on the page's runner) and sends it the panel's requests; it computes nothing itself.
class PatienceChecks : public QObject {
    Q_OBJECT
public:
    // Uses the exact… and simulat… widgets of the panel.
    PatienceChecks(Ui::PatiencePanel* ui, PatienceModel* model, QObject* parent = nullptr);
    ~PatienceChecks() override;

    // Redraws from the model.
    void render();
    // What the panel shows (tests read these).
    QString exactText() const;
    QString simulationText() const;

private:
    QString exactHtml() const;
    QString simulationHtml() const;

    Ui::PatiencePanel* ui_;
    PatienceModel* model_;
};
