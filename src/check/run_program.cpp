// resolveCommand, the wall-clock limit, and one run in a box of its own.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/run_program.h"

#include "check/box.h"

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace pw::check {

double wallLimitFor(double cpuSeconds) {
    return std::max(2 * cpuSeconds, cpuSeconds + 0.5);
}

Command resolveCommand(const std::vector<std::string>& argv) {
    if (argv.empty() || argv.front().empty())
        throw StartError("no program to run");
    const std::string& name = argv.front();
    const auto executable = [](const std::string& path) {
        struct stat info {};
        return ::stat(path.c_str(), &info) == 0 && S_ISREG(info.st_mode) &&
               ::access(path.c_str(), X_OK) == 0;
    };
    std::string path;
    if (name.find('/') != std::string::npos) {
        path = name;
        if (name.front() != '/') {
            char here[PATH_MAX];
            if (!::getcwd(here, sizeof here))
                throw StartError("cannot tell the current directory: " +
                                 std::string(std::strerror(errno)));
            path = std::string(here) + "/" + name;
        }
        if (!executable(path))
            throw StartError("'" + name + "' is not an executable file");
    } else {
        const char* search = std::getenv("PATH");
        std::string_view rest = search ? search : "/usr/local/bin:/usr/bin:/bin";
        while (path.empty()) {
            const std::size_t colon = rest.find(':');
            const std::string folder(rest.substr(0, colon));
            if (const std::string candidate = (folder.empty() ? "." : folder) + "/" + name;
                executable(candidate))
                path = candidate;
            if (colon == std::string_view::npos)
                break;
            rest.remove_prefix(colon + 1);
        }
        if (path.empty())
            throw StartError("'" + name + "' is not found in PATH");
    }
    return Command{path, argv};
}

RunResult runProgram(const Command& command, std::string_view input, const RunLimits& limits,
                     std::stop_token stop, Isolation isolation) {
    ProgramRunner runner(command, isolation);
    return runner.run(input, limits, stop);
}

} // namespace pw::check
