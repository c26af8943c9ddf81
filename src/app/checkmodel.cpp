// CheckModel: the check dialog's run as a job in a lane; runCheckJob, checkSolution of src/check
// with its progress passed on to the runner as it is.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/checkmodel.h"

namespace check = pw::check;

namespace {

QString fromStd(const std::string& text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

std::shared_ptr<const CheckOutcome> runCheckJob(const CheckJob& job, pw::SolveControl& control) {
    check::SolutionOutcome result =
        check::checkSolution(*job.kit, job.solution, job.options, control);
    auto outcome = std::make_shared<CheckOutcome>();
    outcome->report = std::move(result.report);
    outcome->problem = result.problem;
    outcome->error = fromStd(result.message);
    outcome->compileCommand = fromStd(result.compileCommand);
    outcome->compilerMessages = fromStd(result.compilerMessages);
    return outcome;
}

CheckModel::CheckModel(QObject* parent) : QObject(parent) {
    connect(&lanes_, &JobLanes::interimPublished, this, [this](Lane lane) {
        if (const auto progress = lanes_.interim<check::CheckProgress>(lane))
            emit progressed(*progress);
    });
}

CheckModel::~CheckModel() = default; // the runner stops the run and waits for it

void CheckModel::start(const CheckJob& job) {
    outcome_.reset();
    lanes_.start(
        {.lane = kCheckLane, .boundToState = false, .holdsSettled = false},
        [job](pw::SolveControl& control) { return runCheckJob(job, control); },
        [this](std::shared_ptr<const CheckOutcome> outcome) {
            outcome_ = std::move(outcome);
            emit finished();
        },
        [this](const QString& message) { emit failed(message); });
}

void CheckModel::stop() {
    lanes_.finish(kCheckLane);
}

void CheckModel::cancel() {
    lanes_.cancel(kCheckLane);
}
