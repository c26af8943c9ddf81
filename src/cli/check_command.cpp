// The `check` command: its options (CLI11, so --help, the man page and the completion list them),
// compiling --source, the run with a progress bar on a terminal and Ctrl+C, the report, and the
// minimal case written through the one atomic writer.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/check_command.h"
#include "engine/registry/registry.h"

#include "check/check_solution.h"
#include "check/compile.h"
#include "check/report.h"
#include "cli/io.h"
#include "cli/option_checks.h"
#include "engine/common/atomic_file.h"
#include "engine/common/parse_error.h"

#include <CLI/CLI.hpp>

#include <any>
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <iostream>
#include <limits>
#include <sstream>
#include <thread>
#include <unistd.h>

namespace pw::cli {

namespace {

std::atomic<bool> interruptRequested{false};

extern "C" void onInterrupt(int) {
    interruptRequested.store(true);
}

// Ctrl+C (and SIGTERM) while a check runs: the first asks it to stop and report; the handler is
// then the default again, so a second one ends the program at once.
class InterruptWatch {
public:
    explicit InterruptWatch(std::stop_source& stop) {
        interruptRequested.store(false);
        struct sigaction action {};
        action.sa_handler = onInterrupt;
        action.sa_flags = SA_RESETHAND;
        ::sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, &oldInt_);
        ::sigaction(SIGTERM, &action, &oldTerm_);
        watcher_ = std::jthread([&stop](std::stop_token done) {
            while (!done.stop_requested()) {
                if (interruptRequested.load()) {
                    stop.request_stop();
                    return;
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(20));
            }
        });
    }
    ~InterruptWatch() {
        watcher_.request_stop();
        watcher_.join();
        ::sigaction(SIGINT, &oldInt_, nullptr);
        ::sigaction(SIGTERM, &oldTerm_, nullptr);
    }
    InterruptWatch(const InterruptWatch&) = delete;
    InterruptWatch& operator=(const InterruptWatch&) = delete;

private:
    struct sigaction oldInt_ {};
    struct sigaction oldTerm_ {};
    std::jthread watcher_;
};

// Progress on standard error: a bar redrawn in place on a terminal, a line every tenth of the
// tests (and when shrinking starts and ends) otherwise.
class ProgressPrinter {
public:
    ProgressPrinter(std::string puzzle, bool quiet)
        : puzzle_(std::move(puzzle)), quiet_(quiet), terminal_(::isatty(STDERR_FILENO) == 1) {}

    void operator()(const check::CheckProgress& progress) {
        if (quiet_)
            return;
        const auto now = std::chrono::steady_clock::now();
        const bool shrinking = progress.phase == check::CheckProgress::Phase::Shrinking;
        if (terminal_) {
            if (shrinking == shrinking_ && now - lastDrawn_ < std::chrono::milliseconds(100))
                return;
            lastDrawn_ = now;
            shrinking_ = shrinking;
            std::string line;
            if (shrinking) {
                line = "shrinking " + progress.current + ": " +
                       std::to_string(progress.shrinkRuns) + " runs, " +
                       std::to_string(progress.shrinkSteps) + " kept, now " + progress.size;
            } else {
                constexpr std::size_t kWidth = 24;
                const std::size_t filled =
                    progress.planned ? kWidth * progress.done / progress.planned : 0;
                line = "[" + std::string(filled, '#') + std::string(kWidth - filled, '.') + "] " +
                       std::to_string(progress.done) + "/" + std::to_string(progress.planned) +
                       ", " + std::to_string(progress.failures) + " failed  " + progress.current;
            }
            if (line.size() > 110)
                line = line.substr(0, 109) + "…";
            std::cerr << "\r\033[K" << oneLine(line) << std::flush;
            drawn_ = true;
            return;
        }
        if (shrinking && !shrinking_) {
            std::cerr << puzzle_ << ": shrinking " << oneLine(progress.current) << "\n";
        } else if (!shrinking && progress.planned > 0) {
            const std::size_t tenth = 10 * progress.done / progress.planned;
            if (tenth != lastTenth_ && progress.done > 0)
                std::cerr << puzzle_ << ": " << progress.done << "/" << progress.planned
                          << " tests, " << progress.failures << " failed\n";
            lastTenth_ = tenth;
        }
        shrinking_ = shrinking;
    }

    void finish() {
        if (drawn_)
            std::cerr << "\r\033[K" << std::flush;
    }

private:
    std::string puzzle_;
    bool quiet_;
    bool terminal_;
    bool shrinking_ = false;
    bool drawn_ = false;
    std::size_t lastTenth_ = 0;
    std::chrono::steady_clock::time_point lastDrawn_{};
};

std::vector<std::string> words(const std::string& text) {
    std::istringstream in(text);
    std::vector<std::string> list;
    for (std::string word; in >> word;)
        list.push_back(word);
    return list;
}

void addOptions(CLI::App& command, CheckRequest& request) {
    constexpr auto kMaxSeed = std::numeric_limits<std::uint64_t>::max();
    command
        .add_option("PROGRAM", request.program,
                    "the program to check and its arguments, after -- (run directly, never "
                    "through a shell; files named among them are copied into the sandbox)")
        ->type_name("PROGRAM [ARGS...]");
    command
        .add_option("--tests", request.tests,
                    "random tests; with --kind all a tenth as many maximal tests")
        ->type_name("N")
        ->capture_default_str()
        ->check(wholeNumber(0, 1000000));
    command
        .add_option("--seed", request.seed,
                    "the seed of the random and maximal tests, 0 to 18446744073709551615")
        ->type_name("N")
        ->capture_default_str()
        ->check(wholeNumber(0, kMaxSeed));
    command.add_option("--kind", request.kind, "which tests: all, sample, edge, random or max")
        ->type_name("KIND")
        ->capture_default_str()
        ->check(CLI::IsMember({"all", "sample", "edge", "random", "max"}));
    command
        .add_option("--time-limit", request.timeLimit,
                    "processor seconds a test, a decimal from 0.01 to 600 (default: the "
                    "contest's); the program is killed at twice it in real time")
        ->type_name("SECONDS")
        ->check(decimalNumber(0.01, 600.0));
    command
        .add_option("--memory-limit", request.memoryLimit,
                    "MiB of address space, 1 to 1048576 (default: the contest's)")
        ->type_name("MIB")
        ->check(wholeNumber(1, std::uint64_t{1} << 20));
    command
        .add_option("--output-limit", request.outputLimit,
                    "MiB of standard output, 1 to " + std::to_string(check::kMaxOutputMebibytes) +
                        "; more is Output Limit Exceeded (the checker keeps at most the first " +
                        std::to_string(check::kOutputWindowBytes >> 20) + " MiB in memory)")
        ->type_name("MIB")
        ->capture_default_str()
        ->check(wholeNumber(1, check::kMaxOutputMebibytes));
    command
        .add_option("--max-failures", request.maxFailures,
                    "stop testing after this many failing tests")
        ->type_name("N")
        ->capture_default_str()
        ->check(wholeNumber(1, 1000000));
    command
        .add_option("--shrink-runs", request.shrinkRuns,
                    "runs of the program at most while shrinking a failure (0: no shrinking)")
        ->type_name("N")
        ->capture_default_str()
        ->check(wholeNumber(0, 1000000));
    command
        .add_option("--shrink-seconds", request.shrinkSeconds,
                    "real seconds at most spent shrinking a failure, a decimal")
        ->type_name("SECONDS")
        ->capture_default_str()
        ->check(decimalNumber(0.01, 86400.0));
    command
        .add_option("--source", request.source,
                    "a C++ source to compile (in the sandbox) and check instead of PROGRAM")
        ->type_name("FILE");
    command.add_option("--compiler", request.compiler, "the compiler for --source")
        ->type_name("PROGRAM")
        ->capture_default_str();
    command
        .add_option("--compile-flags", request.compileFlags,
                    "the compiler's flags for --source, one argument")
        ->type_name("FLAGS")
        ->capture_default_str();
    command
        .add_option("--case-file", request.caseFile,
                    "where to write the minimal failing case (default: PUZZLE-failing.txt)")
        ->type_name("FILE");
    command.add_flag("--no-case-file", request.noCaseFile, "do not write the minimal case");
    command.add_flag("--no-sandbox", request.noSandbox,
                     "run the program (and the compiler) without the sandbox: unconfined, with "
                     "this machine's files and network in its reach; said at the top of the "
                     "report");
    command.add_flag("--json", request.json, "print the report as JSON (docs/cli.md)");
    command.add_flag("--quiet", request.quiet, "no progress on standard error");
}

// Writes the minimal case; the message when it cannot (empty when written).
std::string writeCase(const std::string& path, const std::string& input) {
    try {
        writeFileAtomically(path, input);
        return {};
    } catch (const FileError& error) {
        return error.what();
    }
}

} // namespace

CLI::App* addCheckCommands(CLI::App& app, CheckRequest& request) {
    request.compileFlags = check::joinedWords(check::defaultCompileFlags());
    CLI::App* verb = app.add_subcommand(
        "check", "test a contest solution on generated tests against the exact answers");
    verb->require_subcommand(1, 1);
    for (const pw::registry::Puzzle& puzzle : pw::registry::puzzles()) {
        const check::PuzzleChecker* kit = &puzzle.checker();
        const check::ContestLimits limits = kit->limits();
        std::ostringstream summary;
        summary << "check a solution of " << limits.contest << " (limits " << limits.seconds
                << " s, " << limits.mebibytes << " MiB)";
        CLI::App* sub = verb->add_subcommand(std::string(kit->name()), summary.str());
        addOptions(*sub, request);
        sub->callback([&request, kit] { request.kit = kit; });
    }
    return verb;
}

int runCheckCommand(const CheckRequest& request) {
    const check::PuzzleChecker& kit = *request.kit;
    const std::string prefix = "check " + std::string(kit.name()) + ": ";
    const auto fail = [&](int code, const std::string& message) {
        std::cerr << prefix << oneLine(message) << "\n";
        return code;
    };
    if (request.source.empty() == request.program.empty())
        return fail(kExitUsage, request.source.empty()
                                    ? "no program: give it after -- or --source FILE.cpp"
                                    : "give either --source or a program after --, not both");

    check::CheckOptions options;
    options.tests = request.tests;
    options.seed = request.seed;
    options.kinds = *check::kindSelectionFromName(request.kind);
    options.limits = check::contestLimits(kit);
    if (request.timeLimit > 0) {
        options.limits.cpuSeconds = request.timeLimit;
        options.limits.wallSeconds = check::wallLimitFor(request.timeLimit);
    }
    if (request.memoryLimit > 0)
        options.limits.memoryBytes = request.memoryLimit << 20;
    options.limits.outputBytes = request.outputLimit << 20;
    options.maxFailures = request.maxFailures;
    options.shrink = request.shrinkRuns > 0;
    options.shrinkRuns = request.shrinkRuns;
    options.shrinkSeconds = request.shrinkSeconds;
    options.isolation = request.noSandbox ? check::Isolation::None : check::Isolation::Sandbox;

    // The case file is refused before anything runs when it is one of the command's inputs (the
    // source, the program, a file named among its arguments) or cannot be written at all.
    std::string caseFile;
    if (!request.noCaseFile) {
        caseFile =
            request.caseFile.empty() ? std::string(kit.name()) + "-failing.txt" : request.caseFile;
        std::vector<std::string> inputs{request.source};
        for (const std::string& word : request.program)
            inputs.push_back(word);
        if (!request.program.empty())
            try {
                inputs.push_back(check::resolveCommand(request.program).path);
            } catch (const check::StartError&) {
                // said below, when the program is resolved to run
            }
        try {
            AtomicFile::check(caseFile, inputs);
        } catch (const FileError& error) {
            return fail(kExitIo, std::string("--case-file: ") + error.what());
        }
    }

    check::Solution solution;
    solution.program = request.program;
    solution.source = request.source;
    solution.compiler = request.compiler;
    solution.flags = words(request.compileFlags);
    std::stop_source stop;
    InterruptWatch interrupts(stop);
    ProgressPrinter progress(std::string(kit.name()), request.quiet);
    SolveControl control(stop.get_token());
    control.setMemoryBudget(availableMemoryBudget());
    control.setInterimCallback([&](std::any interim) {
        const auto* now = std::any_cast<check::CheckProgress>(&interim);
        if (!now)
            return;
        if (now->phase == check::CheckProgress::Phase::Compiling) {
            if (!request.quiet)
                std::cerr << prefix << "compiling" << (request.noSandbox ? "" : " in the sandbox")
                          << ": " << oneLine(now->current) << "\n";
            return;
        }
        progress(*now);
    });
    check::SolutionOutcome outcome = check::checkSolution(kit, solution, options, control);
    progress.finish();
    using Problem = check::SolutionOutcome::Problem;
    switch (outcome.problem) {
    case Problem::None:
        break;
    case Problem::NoSandbox:
        return fail(kExitNoSandbox, outcome.message);
    case Problem::CannotStart:
        return fail(kExitIo, outcome.message);
    case Problem::StoppedEarly:
        return fail(kExitInterrupted, "stopped while compiling");
    case Problem::CompileFailed:
        if (!outcome.compilerMessages.empty())
            std::cerr << check::printable(outcome.compilerMessages, 30, "");
        return fail(kExitBadInput, outcome.message);
    }
    const check::CheckReport& report = *outcome.report;

    std::string written;
    std::string caseProblem;
    if (report.failure && !caseFile.empty()) {
        caseProblem = writeCase(caseFile, report.failure->input);
        if (caseProblem.empty())
            written = caseFile;
    }
    std::cout << (request.json ? check::reportJson(report, written)
                               : check::reportText(report, written));
    checkWritten(std::cout);
    if (!caseProblem.empty())
        return fail(kExitIo, caseProblem);
    if (report.failure)
        return kExitFailingCase;
    return report.interrupted ? kExitInterrupted : kExitSuccess;
}

} // namespace pw::cli
