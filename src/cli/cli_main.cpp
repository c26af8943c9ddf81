// The command line's grammar (CLI11) and dispatch to the puzzle commands: cliMain, which the
// program's main and the fuzz target call.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_main.h"
#include "cli/check_command.h"
#include "cli/io.h"
#include "cli/option_checks.h"
#include "cli/puzzle_command.h"
#include "cli/self_docs.h"
#include "engine/common/parse_error.h"
#include "engine/registry/registry.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <iostream>
#include <new>
#include <sstream>
#include <vector>

namespace {

using namespace pw::cli;

constexpr const char* kProgram = "puzzle-workbench-cli";

// One command per registry puzzle (with its CLI extension when it has one), then `document`.
std::vector<PuzzleCommand> commands() {
    const std::array extensions{jengaCommand(), patienceCommand(), hackenbushCommand(),
                                stonesCommand()};
    std::vector<PuzzleCommand> all;
    for (const pw::registry::Puzzle& puzzle : pw::registry::puzzles()) {
        const auto extension =
            std::find_if(extensions.begin(), extensions.end(),
                         [&](const PuzzleCommand& c) { return c.name == puzzle.name; });
        PuzzleCommand command = extension != extensions.end() ? *extension : PuzzleCommand{};
        command.name = puzzle.name;
        command.summary = std::string(puzzle.title) + ": " + std::string(puzzle.summary);
        all.push_back(std::move(command));
    }
    all.push_back(documentCommand());
    return all;
}

constexpr const char* kExitCodes =
    "Exit codes: 0 success, 1 usage error, 2 bad input (or larger than "
    "the input limit), 3 cannot solve (over budget), 4 cannot read FILE "
    "or write the output, 5 check: a failing case was found, 6 check: no sandbox can be had, "
    "130/143 stopped by SIGINT/SIGTERM.";

// The man page's sections beyond the command tree (docs/cli.md has the same, in more words).
std::string manSections() {
    const std::string docs = roff(PW_DOC_DIR);
    return R"(.SH EXIT STATUS
.TP
0
success
.TP
1
usage error: unknown command or option, a value out of range, options that contradict one another (\-\-estimate with \-\-policy, \-\-json with \-\-policy \-, an empty \-\-policy)
.TP
2
bad input: not in the judge format (the message names the line), an invalid document, or larger than the input limit
.TP
3
cannot solve: over the memory budget, or a tower too tall for the estimate
.TP
4
FILE cannot be read (missing, a directory) or the output cannot be written; an output file (\-\-policy) is the input, a symbolic link, a folder or a device, lacks room, or a write to it failed (it is written to a temporary file renamed over it when whole, so the old file stays whole); check: the program cannot be started, or the minimal case cannot be written
.TP
5
check: a failing case was found (and shrunk; it is written to PUZZLE\-failing.txt unless \-\-no\-case\-file)
.TP
6
check: no sandbox can be had (bubblewrap is not installed, or user namespaces are switched off) and \-\-no\-sandbox was not given: nothing was run
.TP
130, 143
study patience stopped by SIGINT (130) or SIGTERM (143): the rows written are whole, the JSON document is closed and a line on standard error says how many deals were done; a second signal ends the process at once. check: stopped by Ctrl+C (130) before any failing case was found (what ran is still reported)
.SH CHECK
\fBcheck\fR \fIPUZZLE\fR [\fIOPTIONS\fR] \-\- \fIPROGRAM\fR [\fIARGS\fR...] runs PROGRAM as a judge does on the puzzle's samples, edge cases, seeded random tests and maximal tests: the test on standard input, never through a shell, under the contest's time and memory limits. Every run, and the compiler for \-\-source, is inside a sandbox made with \fBbwrap\fR(1) (bubblewrap, which must be installed, with user namespaces allowed): new user, PID, network, IPC and UTS namespaces, /usr and a few /etc files read\-only, private size\-limited folders as /tmp and the working folder, only the program and the files named on its command line copied in; no home, no other folder, no network; as root, as the user nobody; every process it starts ends with its run. A memory cgroup limits all its processes together where one can be made (as root on cgroup v1, or in a delegated cgroup v2 folder). Without a sandbox check refuses (exit 6) unless \-\-no\-sandbox is given, which runs the program unconfined and says so at the top of the report. Outputs are judged as the contest's checker does (Jenga within 1e\-6; Patience with six decimals within 1e\-6; Hackenbush against exact values; Stones: the fewest moves, replayed for legality). A run killed at the real\-time limit with its processor time under the time limit is an Idleness Limit (run again once), never a Time Limit. The smallest failing test is shrunk while the program still fails the same way (at most \-\-shrink\-runs runs and \-\-shrink\-seconds seconds), and printed with the expected and received output and where they differ. See )" +
           docs + R"(/cli.md.gz.
.SH LIMITS
Input is at most 536870912 bytes (512 MiB) unless \-\-max\-input says otherwise; each solve stops at 3/4 of the memory available unless \-\-memory\-budget says otherwise: the smallest of MemAvailable in /proc/meminfo, the headroom of the process's cgroup (v2 memory.max or memory.high less memory.current, v1 memory.limit_in_bytes less memory.usage_in_bytes, at every level up to the root) and RLIMIT_AS less the address space in use (4 GiB where none is known); a .pwb document nests at most 64 levels and nothing may follow its JSON value. Byte counts (\-\-max\-input, \-\-memory\-budget) are digits with an optional K, M, G or T (times 1024, 1024^2, 1024^3, 1024^4); other numbers are digits only (\-\-seed is 0 to 18446744073709551615).
.SH DIAGNOSTICS
Every error is one line on standard error. Text from the input is quoted whole, as UTF\-8: control characters and bytes that are not UTF\-8 are shown as \exNN, invisible characters (no\-break spaces, bidirectional marks) as \euNNNN.
.SH FILES
.TP
.I )" + docs +
           R"(/cli.md.gz
This command line in more words: every command, option, exit code and limit, and the fields of the JSON output.
.TP
.I )" + docs +
           R"(/puzzles.md.gz
The four puzzles: their rules, judge formats, samples and traps.
.TP
.I ~/.local/share/puzzle\-workbench/session.json
The last session of the desktop application, puzzle\-workbench(1).
.TP
.I ~/.config/puzzle\-workbench/puzzle\-workbench.conf
The settings of the desktop application.
.PP
puzzle\-workbench\-cli reads and writes neither of the application's files and keeps none of its own: it reads FILE (or standard input) and writes to standard output; \-\-policy writes to the file named, and check writes its minimal failing case to PUZZLE\-failing.txt in the current folder (see \-\-case\-file and \-\-no\-case\-file).
.SH SEE ALSO
.BR puzzle\-workbench (1)
)";
}

// What the command line asked for, filled by the parser.
struct Request {
    const PuzzleCommand* command = nullptr;
    bool bench = false;
    bool study = false;
    std::string file;
    std::uint64_t maxInput = kDefaultMaxInputBytes;
    Options options;
};

void addSolve(CLI::App& solve, const PuzzleCommand& command, Request& request) {
    CLI::App* sub = solve.add_subcommand(std::string(command.name), command.summary);
    sub->add_option("FILE", request.file,
                    command.name == "document"
                        ? "the .pwb document to check and solve ('-': standard input)"
                        : "the judge input ('-' or none: standard input)");
    sub->add_flag("--json", request.options.json, "print the full analysis as JSON (docs/cli.md)");
    sub->add_option("--max-input", request.maxInput,
                    "refuse input larger than this many bytes (K, M, G, T: times 1024, 1024^2, "
                    "...)")
        ->capture_default_str()
        ->type_name("BYTES")
        ->transform(byteCount(1, std::uint64_t{1} << 40));
    sub->add_option("--memory-budget", request.options.memoryBudget,
                    "stop a solve (exit 3) whose tables would need more than this many bytes (K, "
                    "M, G, T: times 1024, 1024^2, ...; default: 3/4 of the memory available, 4 "
                    "GiB where that is unknown)")
        ->type_name("BYTES")
        ->transform(byteCount(std::uint64_t{1} << 10, std::uint64_t{1} << 42));
    if (command.solveOptions)
        command.solveOptions(*sub, request.options);
    sub->callback([&request, &command] { request.command = &command; });
}

void addBench(CLI::App& bench, const PuzzleCommand& command, Request& request) {
    if (!command.bench)
        return;
    CLI::App* sub =
        bench.add_subcommand(std::string(command.name), "fixed benchmarks: " + command.summary);
    if (command.benchOptions)
        command.benchOptions(*sub, request.options);
    sub->callback([&request, &command] {
        request.command = &command;
        request.bench = true;
    });
}

void addStudy(CLI::App& study, const PuzzleCommand& command, Request& request) {
    if (!command.study)
        return;
    CLI::App* sub = study.add_subcommand(std::string(command.name),
                                         "a study over random positions: " + command.summary);
    sub->add_flag("--json", request.options.json, "print the whole study as JSON (docs/cli.md)");
    sub->add_option("--memory-budget", request.options.memoryBudget,
                    "stop (exit 3) when one solve's tables would need more than this many bytes "
                    "(K, M, G, T: times 1024, 1024^2, ...; default: 3/4 of the memory available, "
                    "4 GiB where that is unknown)")
        ->type_name("BYTES")
        ->transform(byteCount(std::uint64_t{1} << 10, std::uint64_t{1} << 42));
    if (command.studyOptions)
        command.studyOptions(*sub, request.options);
    sub->callback([&request, &command] {
        request.command = &command;
        request.study = true;
    });
}

// CLI11 reports an unknown command word only as "A subcommand is required"; this names the word
// and the commands that were expected instead. Empty when the command words are all known.
std::string unknownCommandWord(CLI::App& app, int argc, char** argv) {
    CLI::App* level = &app;
    for (int i = 1; i < argc; ++i) {
        const std::string word = argv[i];
        const auto subcommands = level->get_subcommands([](CLI::App*) { return true; });
        if (word.starts_with("-") || subcommands.empty())
            return {};
        const auto known = std::find_if(subcommands.begin(), subcommands.end(),
                                        [&](CLI::App* sub) { return sub->get_name() == word; });
        if (known == subcommands.end()) {
            std::string names;
            for (CLI::App* sub : subcommands)
                if (!sub->get_group().empty()) // not the hidden build-time commands
                    names += (names.empty() ? "" : ", ") + sub->get_name();
            return "unknown command '" + oneLine(word) + "' (expected " + names + ")";
        }
        level = *known;
    }
    return {};
}

// `code`, or kExitIo with a message when what was printed to stdout did not reach it.
int printed(int code) {
    try {
        checkWritten(std::cout);
        return code;
    } catch (const CliError& error) {
        std::cerr << kProgram << ": " << oneLine(error.message()) << "\n";
        return error.code();
    }
}

int run(const Request& request) {
    const PuzzleCommand& command = *request.command;
    if (request.bench || request.study) {
        const int code =
            (request.bench ? command.bench : command.study)(request.options, std::cout);
        checkWritten(std::cout);
        return code;
    }
    Options options = request.options;
    // Standard input by its /dev name, so that an output file can be compared with it (the same
    // file redirected with `<` is refused as well).
    options.inputPath =
        request.file.empty() || request.file == "-" ? std::string("/dev/stdin") : request.file;
    if (command.check)
        command.check(options);
    const std::string input = readInput(request.file, request.maxInput);
    if (request.options.json && command.streams) {
        command.json(input, options, std::cout);
    } else if (!request.options.json && command.plainStreams && command.plainStreams(options)) {
        command.plain(input, options, std::cout);
    } else {
        std::ostringstream out;
        if (request.options.json && command.json) {
            command.json(input, options, out);
        } else if (request.options.json) { // a puzzle without a CLI extension: its answer only
            pw::SolveControl control = solveControl(request.options);
            out << nlohmann::json{{"puzzle", command.name},
                                  {"answer",
                                   pw::registry::find(command.name)->answerJudge(input, control)}}
                       .dump()
                << "\n";
        } else if (command.plain) {
            command.plain(input, options, out);
        } else {
            pw::SolveControl control = solveControl(request.options);
            out << pw::registry::find(command.name)->answerJudge(input, control);
        }
        std::cout << out.view();
    }
    checkWritten(std::cout);
    return kExitSuccess;
}

} // namespace

int pw::cli::cliMain(int argc, char** argv) {
    static const auto all = commands();
    Request request;
    CLI::App app("Solves the four Puzzle Workbench puzzles in their contest judge formats.",
                 kProgram);
    app.footer(kExitCodes);
    app.set_version_flag("--version", std::string(kProgram) + " " PW_VERSION);
    app.require_subcommand(1, 1);
    CLI::App* solve =
        app.add_subcommand("solve", "read a judge file (or a .pwb document) and print its answer");
    CLI::App* bench = app.add_subcommand("bench", "run a puzzle's fixed benchmarks");
    CLI::App* study =
        app.add_subcommand("study", "solve many seeded random positions exactly and sum them up");
    for (CLI::App* verb : {solve, bench, study})
        verb->require_subcommand(1, 1)->footer(kExitCodes);
    CheckRequest checkRequest;
    addCheckCommands(app, checkRequest)->footer(kExitCodes);
    for (const PuzzleCommand& command : all) {
        addSolve(*solve, command, request);
        addBench(*bench, command, request);
        addStudy(*study, command, request);
    }
    // Hidden (empty group): the build runs them to generate the installed man page and completion.
    bool manPage = false;
    bool completion = false;
    app.add_subcommand("man-page", "print the man page")->group("")->callback([&] {
        manPage = true;
    });
    app.add_subcommand("bash-completion", "print the bash completion script")
        ->group("")
        ->callback([&] { completion = true; });
    if (const std::string unknown = unknownCommandWord(app, argc, argv); !unknown.empty()) {
        std::cerr << kProgram << ": " << unknown << " (see --help)\n";
        return kExitUsage;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& help) {
        return printed(app.exit(help));
    } catch (const CLI::CallForVersion& version) {
        return printed(app.exit(version));
    } catch (const CLI::ParseError& error) {
        std::cerr << kProgram << ": " << oneLine(error.what()) << " (see --help)\n";
        return kExitUsage;
    }

    if (manPage || completion) {
        if (manPage)
            writeManPage(app, {PW_VERSION, PW_RELEASE_DATE, PW_DOC_DIR, manSections()}, std::cout);
        else
            writeBashCompletion(app, std::cout);
        return printed(kExitSuccess);
    }
    if (checkRequest.kit) {
        try {
            return runCheckCommand(checkRequest);
        } catch (const CliError& error) {
            std::cerr << "check: " << oneLine(error.what()) << "\n";
            return error.code();
        } catch (const std::bad_alloc&) {
            std::cerr << "check: not enough memory\n";
            return kExitCannotSolve;
        } catch (const std::exception& error) {
            std::cerr << "check: " << oneLine(error.what()) << "\n";
            return kExitCannotSolve;
        }
    }
    const std::string prefix = std::string(request.command->name) + ": ";
    try {
        return run(request);
    } catch (const CliError& error) { // messages as std::string: a NUL must not cut them short
        std::cerr << prefix << oneLine(error.message()) << "\n";
        return error.code();
    } catch (const pw::ParseError& error) {
        const std::string where =
            error.line() > 0 ? "line " + std::to_string(error.line()) + ": " : std::string();
        std::cerr << prefix << oneLine(where + error.message()) << "\n";
        return kExitBadInput;
    } catch (const pw::CannotSolve& error) {
        std::string message = error.message();
        if (error.status() == pw::SolveStatus::OverBudget)
            message += "; " + budgetText(request.options.memoryBudget);
        std::cerr << prefix << oneLine(message) << "\n";
        return kExitCannotSolve;
    } catch (const std::bad_alloc&) {
        std::cerr << prefix << "not enough memory\n";
        return kExitCannotSolve;
    } catch (const std::exception& error) {
        std::cerr << prefix << oneLine(error.what()) << "\n";
        return kExitCannotSolve;
    }
}
