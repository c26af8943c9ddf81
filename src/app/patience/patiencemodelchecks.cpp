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
        return QVariant::fromValue(std::shared_ptr<const ExactCheck>(std::move(check)));
    };
    startJob(
        {kExactChannel, true, true}, std::move(job),
        [this](const QVariant& check) {
            exact_ = check.value<std::shared_ptr<const ExactCheck>>();
            exactError_.clear();
        },
        [this](const QString& message) { exactError_ = message; });
    notifyChanged();
}

void PatienceModel::cancelExact() {
    exactWanted_ = false;
    if (isJobRunning(kExactChannel)) {
        exactError_ = tr("Cancelled.");
        cancelJob(kExactChannel);
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
        return QVariant::fromValue(std::shared_ptr<const SimulationCheck>(std::move(check)));
    };
    startJob(
        {kSimulationChannel, true, true}, std::move(job),
        [this](const QVariant& check) {
            simulation_ = check.value<std::shared_ptr<const SimulationCheck>>();
            simulationError_.clear();
        },
        [this](const QString& message) { simulationError_ = message; });
    notifyChanged();
}

void PatienceModel::cancelSimulation() {
    if (isJobRunning(kSimulationChannel)) {
        simulationError_ = tr("Cancelled.");
        cancelJob(kSimulationChannel);
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
    if (studyStop_)
        studyStop_->request_stop();
    auto stop = std::make_shared<std::stop_source>();
    studyStop_ = stop;
    studyError_.clear();
    // The study's own stop (Stop) still delivers the deals it finished; the runner's (a new study,
    // cancelStudy) drops it. Its progress is the deals done, not each deal's own solve.
    auto job = [options, stop](pw::SolveControl& outer) {
        pw::SolveControl inner(
            stop->get_token(),
            [&outer, stop](const pw::Progress& p) {
                if (p.phase == "study" && outer.checkpoint(p.statesExplored, p.phase, p.fraction))
                    stop->request_stop();
            },
            pw::availableMemoryBudget());
        inner.setReportInterval(std::chrono::milliseconds(0)); // every deal (outer limits the rate)
        return QVariant::fromValue(
            std::make_shared<const pw::patience::Study>(pw::patience::runStudy(options, inner)));
    };
    startJob(
        {kStudyChannel, false, false}, std::move(job),
        [this](const QVariant& study) {
            study_ = study.value<std::shared_ptr<const pw::patience::Study>>();
        },
        [this](const QString& message) { studyError_ = message; });
}

void PatienceModel::stopStudy() {
    if (studyStop_ && isStudying())
        studyStop_->request_stop();
}

void PatienceModel::cancelStudy() {
    if (studyStop_)
        studyStop_->request_stop();
    cancelJob(kStudyChannel);
}
