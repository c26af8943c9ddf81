// runCheckJob: checkSolution of src/check, its progress turned into the runner's.
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
    check::SolutionProgress progress;
    progress.compiling = [&](const std::string&) {
        if (control.checkpoint(0, "compiling"))
            stop->request_stop();
    };
    // The progress travels as its phase and the test running, one line each.
    progress.checking = [&](const check::CheckProgress& p) {
        const bool shrinking = p.phase == check::CheckProgress::Phase::Shrinking;
        const std::string phase = shrinking
                                      ? "shrinking\n" + p.size + "\n" + p.current
                                      : "testing\n" + std::to_string(p.failures) + "\n" + p.current;
        const double fraction = shrinking || p.planned == 0
                                    ? -1.0
                                    : static_cast<double>(p.done) / static_cast<double>(p.planned);
        if (control.checkpoint(shrinking ? static_cast<std::uint64_t>(p.shrinkRuns) : p.done, phase,
                               fraction))
            stop->request_stop();
    };
    check::SolutionOutcome result =
        check::checkSolution(*job.kit, job.solution, job.options, progress, stop->get_token());
    auto outcome = std::make_shared<CheckOutcome>();
    outcome->report = std::move(result.report);
    outcome->problem = result.problem;
    outcome->error = fromStd(result.message);
    outcome->compileCommand = fromStd(result.compileCommand);
    outcome->compilerMessages = fromStd(result.compilerMessages);
    return outcome;
}
