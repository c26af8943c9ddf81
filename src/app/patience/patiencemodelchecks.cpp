// PatienceModel, the checks and the study: the exact fraction and the simulation of the position
// shown, and a study of many deals, each a job on the page's runner.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencemodel.h"

using pw::patience::Position;

void PatienceModel::requestExact() {
    if (!canCheck())
        return;
    exactWanted_ = true;
    exactError_.clear();
    const Position position = current_;
    const std::string id = checkKey();
    if (exact_ && exact_->positionId == id) {
        notifyChanged(); // already known
        return;
    }
    auto job = [position, id, rules = rules()](pw::SolveControl& control) {
        auto check = std::make_shared<ExactCheck>();
        check->positionId = id;
        check->exact =
            pw::patience::exactWinProbability(position, control, pw::patience::Play::Random, rules);
        return std::shared_ptr<const ExactCheck>(std::move(check));
    };
    startJob(
        {.lane = kExactLane, .boundToState = true, .holdsSettled = true}, std::move(job),
        [this](std::shared_ptr<const ExactCheck> check) {
            exact_ = std::move(check);
            exactError_.clear();
        },
        [this](const QString& message) { exactError_ = message; });
    notifyChanged();
}

void PatienceModel::cancelExact() {
    exactWanted_ = false;
    if (isJobRunning(kExactLane)) {
        exactError_ = tr("Cancelled.");
        cancelJob(kExactLane);
    }
}

void PatienceModel::requestSimulation(std::uint64_t games) {
    if (!canCheck())
        return;
    simulationError_.clear();
    const Position position = current_;
    const std::string id = checkKey();
    const std::uint64_t seed = ++simulationRuns_;
    auto job = [position, id, games, seed, rules = rules()](pw::SolveControl& control) {
        auto check = std::make_shared<SimulationCheck>();
        check->positionId = id;
        check->seed = seed;
        // The engine checks the stop token every few hundred games and keeps the games played.
        check->estimate = pw::patience::simulate(position, games, seed, control, rules);
        check->complete = check->estimate.status == pw::SolveStatus::Exact;
        return std::shared_ptr<const SimulationCheck>(std::move(check));
    };
    startJob(
        {.lane = kSimulationLane, .boundToState = true, .holdsSettled = true}, std::move(job),
        [this](std::shared_ptr<const SimulationCheck> check) {
            simulation_ = std::move(check);
            simulationError_.clear();
        },
        [this](const QString& message) { simulationError_ = message; });
    notifyChanged();
}

void PatienceModel::cancelSimulation() {
    if (isJobRunning(kSimulationLane)) {
        simulationError_ = tr("Cancelled.");
        cancelJob(kSimulationLane);
    }
}

std::optional<pw::patience::ExactProbability> PatienceModel::exact() const {
    if (exact_ && exact_->positionId == checkKey() &&
        exact_->exact.status == pw::SolveStatus::Exact)
        return exact_->exact;
    return std::nullopt;
}

bool PatienceModel::exactOverBudget() const {
    return exact_ && exact_->positionId == checkKey() &&
           exact_->exact.status == pw::SolveStatus::OverBudget;
}

std::optional<pw::patience::SimulationEstimate> PatienceModel::simulation() const {
    if (simulation_ && simulation_->positionId == checkKey() && simulation_->complete)
        return simulation_->estimate;
    return std::nullopt;
}

void PatienceModel::startStudy(pw::patience::StudyOptions options) {
    options.rules = rules(); // every deal under the page's rules, which the study then names
    studyError_.clear();
    // Stop (finishJob) still delivers the deals it finished; a new study or cancelStudy drops
    // it. Its progress is the deals done, not each deal's own solve.
    auto job = [options](pw::SolveControl& outer) {
        pw::SolveControl inner(
            outer.stopToken(),
            [&outer](const pw::Progress& p) {
                if (p.phase == "study")
                    outer.checkpoint(p.statesExplored, p.phase, p.fraction);
            },
            pw::availableMemoryBudget());
        inner.setReportInterval(std::chrono::milliseconds(0)); // every deal (outer limits the rate)
        return std::make_shared<const pw::patience::Study>(pw::patience::runStudy(options, inner));
    };
    startJob(
        {.lane = kStudyLane, .boundToState = false, .holdsSettled = false}, std::move(job),
        [this](std::shared_ptr<const pw::patience::Study> study) { study_ = std::move(study); },
        [this](const QString& message) { studyError_ = message; });
}

void PatienceModel::stopStudy() {
    finishJob(kStudyLane);
}

void PatienceModel::cancelStudy() {
    cancelJob(kStudyLane);
}
