// runProgram: fork and exec with the limits set in the child, then one poll loop in the parent
// reading standard output and error, watching the clock, the stop token and the child's exit.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/run_program.h"

#include "check/process_tools.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <grp.h>
#include <optional>
#include <poll.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

namespace pw::check {

namespace {

using namespace process;

constexpr std::size_t kErrorHeadBytes = 64 * 1024;
constexpr std::size_t kReadChunk = 64 * 1024;

// Everything the child needs, prepared before fork: after it only async-signal-safe calls.
struct ChildSetup {
    const char* path = nullptr;
    std::vector<char*> argv;
    std::vector<char*> envp;
    const char* directory = nullptr;
    int input = -1, output = -1, error = -1, report = -1;
    int maxFd = 1024;
    std::optional<Identity> identity;
    bool trace = true; // stop at exit for the exact peak memory (where ptrace is allowed)
    rlim_t cpuSeconds = RLIM_INFINITY, memoryBytes = RLIM_INFINITY, fileBytes = RLIM_INFINITY,
           tasks = RLIM_INFINITY;
};

// Why the child could not exec: the step and errno, sent through the close-on-exec pipe.
struct StartFailure {
    int step = 0; // 0 exec, 1 working directory, 2 user, 3 limits
    int error = 0;
};

[[noreturn]] void failInChild(int report, int step) {
    const StartFailure failure{step, errno};
    [[maybe_unused]] const ssize_t wrote = ::write(report, &failure, sizeof failure);
    ::_exit(127);
}

void setLimit(int resource, rlim_t soft, rlim_t hard, int report) {
    const rlimit limit{soft, hard};
    if (::setrlimit(resource, &limit) != 0)
        failInChild(report, 3);
}

[[noreturn]] void runChild(const ChildSetup& setup) {
    ::setpgid(0, 0);
    // Whatever the checker blocks or ignores (SIGINT while it reports, SIGPIPE) is the program's
    // own business again.
    sigset_t none;
    ::sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    struct sigaction defaults {};
    defaults.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; ++signal)
        ::sigaction(signal, &defaults, nullptr);
    ::dup2(setup.input, 0);
    ::dup2(setup.output, 1);
    ::dup2(setup.error, 2);
    int report = setup.report;
    if (report != 3) {
        ::dup3(report, 3, O_CLOEXEC);
        report = 3;
    }
    if (::syscall(SYS_close_range, 4u, ~0u, 0u) != 0)
        for (int fd = 4; fd < setup.maxFd; ++fd)
            ::close(fd);
    if (::chdir(setup.directory) != 0)
        failInChild(report, 1);
    setLimit(RLIMIT_CORE, 0, 0, report);
    setLimit(RLIMIT_FSIZE, setup.fileBytes, setup.fileBytes, report);
    if (setup.cpuSeconds != RLIM_INFINITY)
        setLimit(RLIMIT_CPU, setup.cpuSeconds, setup.cpuSeconds + 1, report);
    if (setup.memoryBytes != RLIM_INFINITY) {
        setLimit(RLIMIT_AS, setup.memoryBytes, setup.memoryBytes, report);
        setLimit(RLIMIT_STACK, setup.memoryBytes, setup.memoryBytes, report);
    }
    if (setup.tasks != RLIM_INFINITY)
        setLimit(RLIMIT_NPROC, setup.tasks, setup.tasks, report);
    if (setup.identity) {
        if (::setgroups(0, nullptr) != 0 || ::setgid(setup.identity->gid) != 0 ||
            ::setuid(setup.identity->uid) != 0)
            failInChild(report, 2);
    }
    // Traced, the program stops once more at its exit, with its memory still there to measure.
    // Where tracing is not allowed (a container's seccomp profile), it runs untraced.
    if (setup.trace && ::ptrace(PTRACE_TRACEME, 0, nullptr, nullptr) == 0) {
        const char traced = 'T';
        [[maybe_unused]] const ssize_t wrote = ::write(report, &traced, 1);
    }
    ::execve(setup.path, setup.argv.data(), setup.envp.data());
    failInChild(report, 0);
}

std::string startMessage(const Command& command, const StartFailure& failure, bool asNobody) {
    const std::string reason = std::strerror(failure.error);
    switch (failure.step) {
    case 1:
        return "cannot enter the working directory: " + reason;
    case 2:
        return "cannot switch to the user nobody: " + reason;
    case 3:
        return "cannot set the limits: " + reason;
    default:
        if (failure.error == EACCES && asNobody)
            return "cannot run " + command.path + ": " + reason +
                   " (run as root, the checker runs programs as the user nobody: the program and "
                   "its folders must be readable and executable by others)";
        return "cannot run " + command.path + ": " + reason;
    }
}

// Reads what is there now (never waits); false at end of file or error.
bool readSome(int fd, std::string& into, std::uint64_t keep, std::uint64_t& total) {
    char chunk[kReadChunk];
    while (true) {
        const ssize_t got = ::read(fd, chunk, sizeof chunk);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return errno == EAGAIN || errno == EWOULDBLOCK;
        if (got == 0)
            return false;
        const auto size = static_cast<std::uint64_t>(got);
        if (into.size() < keep)
            into.append(
                chunk, static_cast<std::size_t>(std::min<std::uint64_t>(size, keep - into.size())));
        total += size;
        if (total > keep)
            return true; // the caller sees the limit passed
    }
}

void killGroup(pid_t pid) {
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);
}

// A traced program in a stop resumes: at its exit, after its peak memory is read into `peak`;
// with the signal it stopped for (so a crash still crashes); from a group stop, without one.
void resumeTraced(pid_t pid, std::uint64_t& peak) {
    int status = 0;
    if (::waitpid(pid, &status, WNOHANG | __WALL) != pid || !WIFSTOPPED(status))
        return;
    if (status >> 8 == (SIGTRAP | (PTRACE_EVENT_EXIT << 8))) {
        peak = memoryField(std::to_string(pid), "VmHWM:");
        ::ptrace(PTRACE_CONT, pid, nullptr, nullptr);
        return;
    }
    siginfo_t signal{};
    const long deliver =
        ::ptrace(PTRACE_GETSIGINFO, pid, nullptr, &signal) == 0 ? WSTOPSIG(status) : 0;
    ::ptrace(PTRACE_CONT, pid, nullptr, reinterpret_cast<void*>(deliver));
}

} // namespace

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
                     std::stop_token stop) {
    // Run as nobody when the checker is root and may drop privileges.
    const std::optional<Identity> identity =
        limits.dropPrivileges && ::geteuid() == 0 ? std::optional(nobody()) : std::nullopt;
    std::optional<TemporaryDirectory> temporary;
    if (limits.workDirectory.empty())
        temporary.emplace(identity);
    const std::string& directory =
        limits.workDirectory.empty() ? temporary->path() : limits.workDirectory;

    Fd in = inputFile(input);
    Pipe out = makePipe();
    Pipe err = makePipe();
    Pipe report = makePipe();

    std::vector<std::string> environment{"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + directory,
                                         "TMPDIR=" + directory, "LC_ALL=C"};
    ChildSetup setup;
    setup.path = command.path.c_str();
    for (const std::string& argument : command.arguments)
        setup.argv.push_back(const_cast<char*>(argument.c_str()));
    setup.argv.push_back(nullptr);
    for (const std::string& variable : environment)
        setup.envp.push_back(const_cast<char*>(variable.c_str()));
    setup.envp.push_back(nullptr);
    setup.directory = directory.c_str();
    setup.input = in.get();
    setup.output = out.write.get();
    setup.error = err.write.get();
    setup.report = report.write.get();
    setup.maxFd = static_cast<int>(std::min(65536L, std::max(1024L, ::sysconf(_SC_OPEN_MAX))));
    setup.identity = identity;
    if (limits.cpuSeconds > 0)
        setup.cpuSeconds = static_cast<rlim_t>(std::ceil(limits.cpuSeconds)) + 1;
    if (limits.memoryBytes > 0)
        setup.memoryBytes = limits.memoryBytes;
    // Files the program writes in its directory: as much as it may print.
    setup.fileBytes = std::max<std::uint64_t>(limits.outputBytes, std::uint64_t{1} << 20);
    if (limits.extraProcesses >= 0)
        setup.tasks = static_cast<rlim_t>(tasksOf(identity ? identity->uid : ::getuid()) + 1 +
                                          limits.extraProcesses);

    // The peak memory a child reports when it is reaped (ru_maxrss) keeps the resident set it was
    // forked with, a copy of the checker's (a big application's), across the exec. So the peak is
    // read at the program's exit stop (traced), else taken from ru_maxrss when beyond that size,
    // else sampled while it runs.
    const std::uint64_t forkedBytes = memoryField("self", "VmRSS:");
    const auto started = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid < 0)
        systemError("cannot start a process");
    if (pid == 0)
        runChild(setup);
    ::setpgid(pid, pid); // also here, so the group exists whichever side runs first
    in.reset();
    out.write.reset();
    err.write.reset();
    report.write.reset();

    // The report pipe closes at the exec: before, the child says whether it is traced ('T'),
    // and why it could not exec.
    char reported[1 + sizeof(StartFailure)] = {};
    std::size_t got = 0;
    while (got < sizeof reported) {
        const ssize_t n = ::read(report.read.get(), reported + got, sizeof reported - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    const bool traced = got > 0 && reported[0] == 'T';
    if (got - (traced ? 1 : 0) == sizeof(StartFailure)) {
        StartFailure failure;
        std::memcpy(&failure, reported + (traced ? 1 : 0), sizeof failure);
        int status = 0;
        ::waitpid(pid, &status, __WALL);
        throw StartError(startMessage(command, failure, identity.has_value()));
    }
    std::uint64_t exactPeak = 0;
    if (traced) {
        // The exec's stop: from here the program stops only at its exit (and for signals).
        siginfo_t info{};
        while (::waitid(P_PID, static_cast<id_t>(pid), &info,
                        WEXITED | WSTOPPED | __WALL | WNOWAIT) < 0 &&
               errno == EINTR) {
        }
        int status = 0;
        if (info.si_code == CLD_TRAPPED && ::waitpid(pid, &status, __WALL) == pid) {
            ::ptrace(PTRACE_SETOPTIONS, pid, nullptr,
                     reinterpret_cast<void*>(PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL));
            ::ptrace(PTRACE_CONT, pid, nullptr, nullptr);
        }
    }

    const std::string pidText = std::to_string(pid);
    std::uint64_t polledPeak = memoryField(pidText, "VmHWM:");
    ::fcntl(out.read.get(), F_SETFL, O_NONBLOCK);
    ::fcntl(err.read.get(), F_SETFL, O_NONBLOCK);
    const Fd exitWatch(static_cast<int>(::syscall(SYS_pidfd_open, pid, 0)));
    RunResult result;
    std::uint64_t outputTotal = 0;
    bool outOpen = true, errOpen = true;
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    while (true) {
        pollfd watched[3];
        nfds_t count = 0;
        if (outOpen)
            watched[count++] = {out.read.get(), POLLIN, 0};
        if (errOpen)
            watched[count++] = {err.read.get(), POLLIN, 0};
        if (exitWatch.get() >= 0)
            watched[count++] = {exitWatch.get(), POLLIN, 0};
        // Every 5 ms at most the program is looked at: a traced one may be in its exit stop (no
        // event says so), an untraced one has its peak memory sampled, and without a process file
        // descriptor (old kernels) its exit is looked for.
        ::poll(watched, count, 5);
        if (!traced)
            polledPeak = std::max(polledPeak, memoryField(pidText, "VmHWM:"));
        if (outOpen)
            outOpen = readSome(out.read.get(), result.output, limits.outputBytes, outputTotal);
        if (errOpen)
            errOpen =
                readSome(err.read.get(), result.errorHead, kErrorHeadBytes, result.errorBytes);
        siginfo_t info{};
        const int states = traced ? WEXITED | WSTOPPED | __WALL : WEXITED;
        if (::waitid(P_PID, static_cast<id_t>(pid), &info, states | WNOHANG | WNOWAIT) == 0 &&
            info.si_pid == pid && (info.si_code == CLD_TRAPPED || info.si_code == CLD_STOPPED)) {
            resumeTraced(pid, exactPeak);
        } else if (info.si_pid == pid) {
            // The program ended (a zombie still: its group cannot be reused yet). What it left
            // running goes with the group; what it wrote is in the pipes already.
            result.wallSeconds = elapsed();
            killGroup(pid);
            if (outOpen)
                readSome(out.read.get(), result.output, limits.outputBytes, outputTotal);
            if (errOpen)
                readSome(err.read.get(), result.errorHead, kErrorHeadBytes, result.errorBytes);
            break;
        }
        std::optional<RunResult::End> killed;
        if (outputTotal > limits.outputBytes)
            killed = RunResult::End::OutputLimit;
        else if (stop.stop_requested())
            killed = RunResult::End::Stopped;
        else if (elapsed() > limits.wallSeconds)
            killed = RunResult::End::WallTimeout;
        if (killed) {
            result.wallSeconds = elapsed();
            killGroup(pid);
            result.end = *killed;
            break;
        }
    }

    // Reaped; a traced program killed in a stop is let go on.
    int status = 0;
    rusage usage{};
    while (true) {
        const pid_t reaped = ::wait4(pid, &status, __WALL, &usage);
        if (reaped < 0 && errno == EINTR)
            continue;
        if (reaped != pid || !WIFSTOPPED(status))
            break;
        ::ptrace(PTRACE_CONT, pid, nullptr, nullptr);
    }
    result.cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                        static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    const auto reaped = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
    result.peakMemoryBytes = exactPeak ? exactPeak : reaped > forkedBytes ? reaped : polledPeak;
    if (result.end == RunResult::End::Exited) {
        if (WIFSIGNALED(status)) {
            result.end = RunResult::End::Signalled;
            result.signal = WTERMSIG(status);
        } else {
            result.exitCode = WEXITSTATUS(status);
        }
    }
    return result;
}

} // namespace pw::check
