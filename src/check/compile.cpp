// compileSource: g++ in a fresh directory, two minutes at most, its messages kept.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/compile.h"

#include <cerrno>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <ftw.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>
#include <utility>

namespace pw::check {

namespace {

constexpr double kCompileSeconds = 120.0;

void removeDirectory(const std::string& path) {
    if (path.empty())
        return;
    ::nftw(
        path.c_str(),
        [](const char* name, const struct stat*, int, FTW*) {
            ::remove(name);
            return 0;
        },
        8, FTW_DEPTH | FTW_PHYS);
}

std::string absolute(const std::string& path) {
    if (path.empty() || path.front() == '/')
        return path;
    char here[PATH_MAX];
    return ::getcwd(here, sizeof here) ? std::string(here) + "/" + path : path;
}

} // namespace

std::vector<std::string> defaultCompileFlags() {
    return {"-std=gnu++20", "-O2", "-pipe", "-DONLINE_JUDGE"};
}

CompiledProgram::CompiledProgram(CompiledProgram&& other) noexcept
    : directory_(std::exchange(other.directory_, {})), command_(std::move(other.command_)),
      commandLine_(std::move(other.commandLine_)), diagnostics_(std::move(other.diagnostics_)) {}

CompiledProgram& CompiledProgram::operator=(CompiledProgram&& other) noexcept {
    if (this != &other) {
        removeDirectory(directory_);
        directory_ = std::exchange(other.directory_, {});
        command_ = std::move(other.command_);
        commandLine_ = std::move(other.commandLine_);
        diagnostics_ = std::move(other.diagnostics_);
    }
    return *this;
}

CompiledProgram::~CompiledProgram() {
    removeDirectory(directory_);
}

CompiledProgram compileSource(const std::string& source, const std::string& compiler,
                              const std::vector<std::string>& flags, std::stop_token stop) {
    struct stat info {};
    if (::stat(source.c_str(), &info) != 0 || !S_ISREG(info.st_mode))
        throw StartError("cannot read the source " + source + ": " +
                         (errno ? std::string(std::strerror(errno)) : "not a file"));
    CompiledProgram program;
    const char* base = std::getenv("TMPDIR");
    std::string pattern = std::string(base && *base ? base : "/tmp") + "/pw-check-build-XXXXXX";
    if (!::mkdtemp(pattern.data()))
        throw std::system_error(errno, std::generic_category(), "cannot make a build directory");
    program.directory_ = pattern;
    ::chmod(pattern.c_str(), 0755);
    const std::string binary = pattern + "/solution";
    std::vector<std::string> argv{compiler};
    argv.insert(argv.end(), flags.begin(), flags.end());
    argv.insert(argv.end(), {"-o", binary, absolute(source)});
    for (const std::string& word : argv)
        program.commandLine_ += (program.commandLine_.empty() ? "" : " ") + word;

    RunLimits limits;
    limits.cpuSeconds = kCompileSeconds;
    limits.wallSeconds = 2 * kCompileSeconds;
    limits.memoryBytes = 0;
    limits.outputBytes = std::uint64_t{1} << 20;
    limits.extraProcesses = -1; // the compiler driver starts the compiler, assembler, linker
    limits.dropPrivileges = false;
    limits.workDirectory = pattern;
    const RunResult run = runProgram(resolveCommand(argv), "", limits, stop);
    program.diagnostics_ = run.output + run.errorHead;
    if (run.end == RunResult::End::Stopped)
        throw CompileError("the compilation was stopped", program.diagnostics_);
    if (run.end != RunResult::End::Exited || run.exitCode != 0 || ::access(binary.c_str(), X_OK))
        throw CompileError(source + " does not compile (" + compiler + " " +
                               (run.end == RunResult::End::Exited
                                    ? "exit status " + std::to_string(run.exitCode)
                                    : std::string("was killed")) +
                               ")",
                           program.diagnostics_);
    ::chmod(binary.c_str(), 0755);
    program.command_ = Command{binary, {binary}};
    return program;
}

} // namespace pw::check
