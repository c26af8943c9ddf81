// checkSolution: compileSource or resolveCommand, then runCheck, their exceptions made outcomes.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/check_solution.h"

#include "check/compile.h"

namespace pw::check {

SolutionOutcome checkSolution(const PuzzleChecker& kit, const Solution& solution,
                              const CheckOptions& options, SolveControl& control) {
    const std::stop_token stop = control.stopToken();
    using Problem = SolutionOutcome::Problem;
    SolutionOutcome outcome;
    const auto fail = [&outcome](Problem problem, const std::string& message) {
        outcome.problem = problem;
        outcome.message = message;
        return outcome;
    };
    const bool compiling = !solution.source.empty();
    if (compiling == !solution.program.empty())
        return fail(Problem::CannotStart, compiling ? "give either a source or a program, not both"
                                                    : "no program: name one, or a C++ source");
    try {
        CompiledProgram compiled;
        Command program;
        if (compiling) {
            const std::vector<std::string> flags =
                solution.flags.empty() ? defaultCompileFlags() : solution.flags;
            CheckProgress compilingNow;
            compilingNow.phase = CheckProgress::Phase::Compiling;
            compilingNow.current =
                joinedWords({solution.compiler, joinedWords(flags), solution.source});
            control.publishInterim(compilingNow);
            compiled =
                compileSource(solution.source, solution.compiler, flags, stop, options.isolation);
            program = compiled.command();
            outcome.compileCommand = compiled.commandLine();
            outcome.compilerMessages = compiled.diagnostics();
        } else {
            program = resolveCommand(solution.program);
        }
        CheckReport report = runCheck(kit, program, options, control);
        report.program = compiling ? solution.source : joinedWords(solution.program);
        outcome.report = std::move(report);
        return outcome;
    } catch (const CompileError& error) {
        outcome.compilerMessages = error.diagnostics();
        return fail(stop.stop_requested() ? Problem::StoppedEarly : Problem::CompileFailed,
                    error.what());
    } catch (const SandboxUnavailable& error) {
        return fail(Problem::NoSandbox, error.what());
    } catch (const StartError& error) {
        return fail(Problem::CannotStart, error.what());
    } catch (const std::exception& error) { // no pipes, processes or temporary folders
        return fail(Problem::CannotStart, error.what());
    }
}

} // namespace pw::check
