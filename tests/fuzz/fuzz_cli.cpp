// libFuzzer target: the command line's own argument and input handling. The bytes are split at
// NUL bytes into up to five arguments; what follows the fifth NUL (or nothing) is the input,
// given as FILE. Any exit code is fine; a crash, a sanitizer report or an escaping exception is
// a finding. Commands that run for long (bench, the hidden build commands), check (which runs any
// program it is given) and jenga's --policy (which writes a file at the path it is given) are
// skipped, and every solve gets a small memory budget. Run with -close_fd_mask=1 (stdout is noise).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_main.h"

#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string bytes(reinterpret_cast<const char*>(data), size);
    std::vector<std::string> args{"puzzle-workbench-cli"};
    std::size_t at = 0;
    while (args.size() < 6 && at <= bytes.size()) {
        const std::size_t end = bytes.find('\0', at);
        if (end == std::string::npos)
            break;
        args.push_back(bytes.substr(at, end - at));
        at = end + 1;
    }
    for (const char* slow : {"bench", "study", "man-page", "bash-completion"})
        if (args.size() > 1 && args[1] == slow)
            return 0; // fixed workloads, no input to handle
    if (args.size() > 1 && args[1] == "check")
        return 0; // runs the program its arguments name and writes files: never generated ones
    for (const std::string& arg : args)
        if (arg.find("--policy") != std::string::npos || arg.find("--pol") == 0)
            return 0; // writes a file wherever its argument says: not with generated paths

    const std::string input = at <= bytes.size() ? bytes.substr(at) : std::string();
    static const std::string path = "/tmp/pw-fuzz-cli-" + std::to_string(::getpid()) + ".in";
    if (std::FILE* file = std::fopen(path.c_str(), "wb")) {
        std::fwrite(input.data(), 1, input.size(), file);
        std::fclose(file);
    }
    args.push_back(path);
    args.push_back("--memory-budget=1048576");
    args.push_back("--max-input=65536");
    std::vector<char*> argv;
    for (std::string& arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    (void)pw::cli::cliMain(static_cast<int>(args.size()), argv.data());
    return 0;
}
