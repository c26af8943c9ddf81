// runCheckJob: checkSolution of src/check, its progress passed on to the runner as it is.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/checkjob.h"

namespace check = pw::check;

namespace {

QString fromStd(const std::string& text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

std::shared_ptr<const CheckOutcome> runCheckJob(const CheckJob& job, pw::SolveControl& control,
                                                const std::shared_ptr<std::stop_source>& stop) {
    // The check's own control: the dialog's Stop (which keeps what ran) ends it, and so does the
    // runner's cancel, seen whenever the check says how far it is; its progress goes on to the
    // runner as it is, a typed CheckProgress.
    pw::SolveControl checking(stop->get_token());
    checking.setMemoryBudget(control.memoryBudget());
    checking.setInterimCallback([&](std::any progress) {
        if (control.stopRequested())
            stop->request_stop();
        control.publishInterim(std::move(progress));
    });
    check::SolutionOutcome result =
        check::checkSolution(*job.kit, job.solution, job.options, checking);
    auto outcome = std::make_shared<CheckOutcome>();
    outcome->report = std::move(result.report);
    outcome->problem = result.problem;
    outcome->error = fromStd(result.message);
    outcome->compileCommand = fromStd(result.compileCommand);
    outcome->compilerMessages = fromStd(result.compilerMessages);
    return outcome;
}
