// runCheckJob: compileSource and runCheck of src/check, their progress turned into the runner's.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/checkjob.h"

#include "check/compile.h"

namespace check = pw::check;

namespace {

QString fromStd(const std::string& text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

std::shared_ptr<const CheckOutcome> runCheckJob(const CheckJob& job, pw::SolveControl& control,
                                                const std::shared_ptr<std::stop_source>& stop) {
    auto outcome = std::make_shared<CheckOutcome>();
    try {
        check::CompiledProgram compiled;
        check::Command program;
        if (job.compile) {
            control.checkpoint(0, "compiling");
            compiled = check::compileSource(job.source, "g++", job.flags, stop->get_token());
            program = compiled.command();
            outcome->compileCommand = fromStd(compiled.commandLine());
            outcome->compilerMessages = fromStd(compiled.diagnostics());
        } else {
            program = check::resolveCommand(job.program);
        }
        // The progress travels as its phase and the test running, one line each.
        check::CheckReport report = check::runCheck(
            *job.kit, program, job.options,
            [&](const check::CheckProgress& p) {
                const bool shrinking = p.phase == check::CheckProgress::Phase::Shrinking;
                const std::string phase =
                    shrinking ? "shrinking\n" + p.size + "\n" + p.current
                              : "testing\n" + std::to_string(p.failures) + "\n" + p.current;
                const double fraction =
                    shrinking || p.planned == 0
                        ? -1.0
                        : static_cast<double>(p.done) / static_cast<double>(p.planned);
                if (control.checkpoint(shrinking ? static_cast<std::uint64_t>(p.shrinkRuns)
                                                 : p.done,
                                       phase, fraction))
                    stop->request_stop();
            },
            stop->get_token());
        std::string name = job.compile ? job.source : std::string();
        if (!job.compile)
            for (const std::string& word : job.program)
                name += (name.empty() ? "" : " ") + word;
        report.program = name;
        outcome->report = std::move(report);
    } catch (const check::CompileError& error) {
        outcome->error = QString::fromUtf8(error.what());
        outcome->compilerMessages = fromStd(error.diagnostics());
    } catch (const std::exception& error) { // StartError, no pipes or temporary directory
        outcome->error = QString::fromUtf8(error.what());
    }
    return outcome;
}
