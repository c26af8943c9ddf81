// puzzle-workbench-cli entry point: argument parsing and dispatch to the puzzle commands.
#include "cli/puzzle_command.h"
#include "engine/common/parse_error.h"

#include <array>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

namespace {

using pw::cli::PuzzleCommand;

constexpr int kExitUsage = 1;
constexpr int kExitBadInput = 2;
constexpr int kExitCannotSolve = 3; // valid input beyond what the solver can do (over budget)

std::array<PuzzleCommand, 5> commands() {
    return {pw::cli::jengaCommand(), pw::cli::patienceCommand(), pw::cli::hackenbushCommand(),
            pw::cli::stonesCommand(), pw::cli::documentCommand()};
}

void printUsage(std::ostream& out) {
    out << "usage: puzzle-workbench-cli solve PUZZLE [FILE] [--json] [--exact]\n"
           "       puzzle-workbench-cli bench PUZZLE [--quick]\n"
           "Reads the contest judge format (standard input without FILE) and prints the judge "
           "answer.\nPuzzles:\n";
    for (const auto& command : commands())
        out << "  " << command.name << "  " << command.summary << "\n";
    out << "Exit codes: 0 success, 1 usage error, 2 bad input, 3 cannot solve (over budget).\n";
}

const PuzzleCommand* findCommand(std::string_view name) {
    static const auto all = commands();
    for (const auto& command : all)
        if (command.name == name)
            return &command;
    return nullptr;
}

} // namespace

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty() || args[0] == "--help" || args[0] == "-h") {
        printUsage(args.empty() ? std::cerr : std::cout);
        return args.empty() ? kExitUsage : 0;
    }
    const std::string verb = args[0];
    if ((verb != "solve" && verb != "bench") || args.size() < 2) {
        std::cerr << "puzzle-workbench-cli: expected 'solve PUZZLE' or 'bench PUZZLE' (see --help)\n";
        return kExitUsage;
    }
    const PuzzleCommand* command = findCommand(args[1]);
    if (!command) {
        std::cerr << "puzzle-workbench-cli: unknown puzzle '" << args[1]
                  << "' (expected jenga, patience, hackenbush, stones or document)\n";
        return kExitUsage;
    }

    pw::cli::Options options;
    std::string file;
    for (std::size_t i = 2; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--json")
            options.json = true;
        else if (arg == "--exact")
            options.exact = true;
        else if (arg.starts_with("--"))
            options.extra.push_back(arg);
        else if (file.empty() && verb == "solve")
            file = arg;
        else {
            std::cerr << "puzzle-workbench-cli: unexpected argument '" << arg << "'\n";
            return kExitUsage;
        }
    }

    if (verb == "bench")
        return command->bench(options, std::cout);

    std::string input;
    if (file.empty() || file == "-") {
        input.assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    } else {
        std::ifstream in(file, std::ios::binary);
        if (!in) {
            std::cerr << "puzzle-workbench-cli: cannot open '" << file << "'\n";
            return kExitUsage;
        }
        input.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
    }

    std::ostringstream out;
    try {
        command->solve(input, options, out);
    } catch (const pw::ParseError& error) {
        std::cerr << command->name << ": " << error.what() << "\n";
        return kExitBadInput;
    } catch (const std::exception& error) {
        std::cerr << command->name << ": " << error.what() << "\n";
        return kExitCannotSolve;
    }
    std::cout << out.str();
    std::cout.flush();
    return 0;
}
