// compileSource: the compiler in a box with the source copied in as /box/NAME and its output
// folder /out, then the program fetched into a temporary directory of the checker's own; without a
// sandbox, the same in a temporary directory on the disk.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/compile.h"

#include "check/box.h"
#include "check/process_tools.h"

#include <cerrno>
#include <climits>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pw::check {

namespace {

std::string absolute(const std::string& path) {
    if (path.empty() || path.front() == '/')
        return path;
    char here[PATH_MAX];
    return ::getcwd(here, sizeof here) ? std::string(here) + "/" + path : path;
}

std::string baseName(const std::string& path) {
    return path.substr(path.rfind('/') + 1);
}

// Why the compiler's run ended as it did, when it did not simply fail.
std::string endedBy(const RunResult& run, const std::string& compiler) {
    switch (run.end) {
    case RunResult::End::WallTimeout:
        return run.cpuSeconds > kCompileSeconds
                   ? compiler + " passed its limit of " +
                         std::to_string(static_cast<int>(kCompileSeconds)) + " s of processor time"
                   : compiler + " passed its limit of " +
                         std::to_string(static_cast<int>(kCompileWallSeconds)) + " s in all";
    case RunResult::End::OutputLimit:
        return compiler + " wrote more than 1 MiB of messages";
    case RunResult::End::Signalled:
        return run.memoryCgroupKilled
                   ? compiler + " passed its memory limit of " +
                         std::to_string(kCompileMemoryBytes >> 20) + " MiB"
                   : compiler + " was killed by signal " + std::to_string(run.signal);
    default:
        return run.exitCode == 0 ? compiler + " made no program"
                                 : compiler + " exit status " + std::to_string(run.exitCode);
    }
}

} // namespace

std::vector<std::string> defaultCompileFlags() {
    return {"-std=gnu++20", "-O2", "-pipe", "-DONLINE_JUDGE"};
}

CompiledProgram::CompiledProgram() = default;
CompiledProgram::CompiledProgram(CompiledProgram&& other) noexcept = default;
CompiledProgram& CompiledProgram::operator=(CompiledProgram&& other) noexcept = default;
CompiledProgram::~CompiledProgram() = default;

CompiledProgram compileSource(const std::string& source, const std::string& compiler,
                              const std::vector<std::string>& flags, std::stop_token stop,
                              Isolation isolation) {
    struct stat info {};
    errno = 0;
    if (::stat(source.c_str(), &info) != 0 || !S_ISREG(info.st_mode) ||
        ::access(source.c_str(), R_OK) != 0)
        throw StartError("cannot read the source " + source + ": " +
                         (errno ? std::string(std::strerror(errno)) : "not a file"));
    const Command resolved = resolveCommand({compiler});
    const bool sandbox = isolation == Isolation::Sandbox;
    if (sandbox && !visibleInBox(resolved.path))
        throw StartError("the compiler " + resolved.path +
                         " is outside the system folders the sandbox shows (/usr, /bin, /lib): "
                         "install it there, or pass --no-sandbox");
    CompiledProgram program;
    // The program made, in a directory of the checker's own: readable by nobody, who runs it
    // when the checker is root.
    program.directory_ =
        std::make_unique<process::TemporaryDirectory>("pw-check-build-", std::nullopt, 0755);
    const std::string binary = program.directory_->path() + "/solution";
    const std::string name = baseName(source);

    BoxPlan plan;
    plan.isolation = isolation;
    plan.program = resolved.path;
    plan.folderBytes = std::uint64_t{256} << 20;
    std::vector<std::string> shown{compiler};
    shown.insert(shown.end(), flags.begin(), flags.end());
    std::optional<process::TemporaryDirectory> workshop; // without a sandbox: where it compiles
    if (sandbox) {
        plan.outputFolder = true;
        plan.files.push_back({absolute(source), std::string(kBoxFolder) + "/" + name, false});
        plan.argv = {resolved.path};
        plan.argv.insert(plan.argv.end(), flags.begin(), flags.end());
        plan.argv.insert(plan.argv.end(), {"-o", "/out/solution", name});
        shown.insert(shown.end(), {"-o", "solution", name});
    } else {
        // The compiler runs as nobody when the checker is root: the source is copied where it
        // can read it.
        const std::optional<process::Identity> owner =
            ::geteuid() == 0 ? std::optional(process::nobody()) : std::nullopt;
        workshop.emplace("pw-check-compile-", owner, 0755);
        const std::string copy = workshop->path() + "/" + name;
        if (!process::copyFile(source, copy) ||
            (owner && ::chown(copy.c_str(), owner->uid, owner->gid)))
            throw StartError("cannot copy the source " + source + " to " + copy);
        plan.argv = {resolved.path};
        plan.argv.insert(plan.argv.end(), flags.begin(), flags.end());
        plan.argv.insert(plan.argv.end(), {"-o", workshop->path() + "/solution", copy});
        shown.insert(shown.end(), {"-o", workshop->path() + "/solution", copy});
    }
    program.commandLine_ = joinedWords(shown);

    RunLimits limits;
    limits.cpuSeconds = kCompileSeconds;
    limits.wallSeconds = kCompileWallSeconds;
    limits.memoryBytes = kCompileMemoryBytes;
    limits.outputBytes = std::uint64_t{1} << 20;
    limits.extraProcesses = 16; // the driver starts the compiler proper, the assembler, the linker
    Box box(plan, findSandboxTools(isolation));
    const RunResult run = box.run("", limits, stop);
    program.diagnostics_ = run.output + run.errorHead;
    if (run.end == RunResult::End::Stopped)
        throw CompileError("the compilation was stopped", program.diagnostics_);
    const bool made = run.end == RunResult::End::Exited && run.exitCode == 0 &&
                      (sandbox ? box.fetch("/out/solution", binary)
                               : process::copyFile(workshop->path() + "/solution", binary));
    if (!made)
        throw CompileError(source + " does not compile (" + endedBy(run, compiler) + ")",
                           program.diagnostics_);
    ::chmod(binary.c_str(), 0755);
    program.command_ = Command{binary, {binary}};
    return program;
}

std::string joinedWords(const std::vector<std::string>& words) {
    std::string line;
    for (const std::string& word : words)
        line += (line.empty() ? "" : " ") + word;
    return line;
}

} // namespace pw::check
