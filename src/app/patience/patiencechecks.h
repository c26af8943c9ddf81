// The two checks of the patience answer a user can ask for: the exact fraction (GMP) and a
// Monte Carlo simulation, each run on its own worker so the page never waits for them. A view
// helper of the patience page: what it shows follows the position the page model shows.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/patience/explain.h"
#include "engine/patience/solver.h"

#include <QObject>
#include <QString>

#include <memory>
#include <optional>

namespace Ui {
class PatiencePanel;
}
class SolverRunner;

// A check's answer together with the position it is about (a text id), so that an answer that
// arrives for a position the user has left is never shown as the current one.
struct PatienceExactCheck {
    std::string positionId;
    pw::patience::ExactProbability exact;
};
struct PatienceSimulationCheck {
    std::string positionId;
    std::uint64_t seed = 0;
    bool complete = false;
    pw::patience::SimulationEstimate estimate;
};

Q_DECLARE_METATYPE(std::shared_ptr<const PatienceExactCheck>)
Q_DECLARE_METATYPE(std::shared_ptr<const PatienceSimulationCheck>)

class PatienceChecks : public QObject {
    Q_OBJECT
public:
    // Uses the exact… and simulat… widgets of the panel.
    PatienceChecks(Ui::PatiencePanel* ui, QObject* parent = nullptr);
    ~PatienceChecks() override;

    // The position the checks are about, whether it can be solved, and its computed value
    // (random play), once known. The exact fraction, once asked for, follows the position.
    void setPosition(const pw::patience::Position& position, bool solvable,
                     std::optional<double> value);
    void requestExact();
    void requestSimulation();
    bool isSettled() const;

    // The answers for the current position (nullopt when not computed for it).
    std::optional<pw::patience::ExactProbability> exact() const;
    std::optional<pw::patience::SimulationEstimate> simulation() const;
    QString exactText() const;
    QString simulationText() const;

signals:
    void settled();

private:
    void refresh();
    void showProgress();
    QString exactHtml() const;
    QString simulationHtml() const;

    Ui::PatiencePanel* ui_;
    // Each check on its own worker, so a long GMP solve or a million games never delay the
    // live answer; every answer carries the position it is about and is kept only for it.
    SolverRunner* exactRunner_;
    SolverRunner* simulationRunner_;
    pw::patience::Position position_;
    std::string positionId_;
    bool solvable_ = false;
    std::optional<double> value_;
    bool exactWanted_ = false;
    std::uint64_t simulationRuns_ = 0;
    std::shared_ptr<const PatienceExactCheck> exact_;
    std::shared_ptr<const PatienceSimulationCheck> simulation_;
    QString exactError_;
    QString simulationError_;
};
