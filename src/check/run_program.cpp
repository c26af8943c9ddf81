// runProgram: fork and exec with the limits set in the child, then one poll loop in the parent
// reading standard output and error, watching the clock, the stop token and the child's exit.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/run_program.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <grp.h>
#include <optional>
#include <poll.h>
#include <pwd.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <system_error>
#include <unistd.h>
#include <utility>

namespace pw::check {

namespace {

constexpr std::size_t kErrorHeadBytes = 64 * 1024;
constexpr std::size_t kReadChunk = 64 * 1024;

[[noreturn]] void systemError(const char* what) {
    throw std::system_error(errno, std::generic_category(), what);
}

// A file descriptor, closed when it goes.
class Fd {
public:
    Fd() = default;
    explicit Fd(int fd) : fd_(fd) {}
    Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    Fd& operator=(Fd&& other) noexcept {
        reset(std::exchange(other.fd_, -1));
        return *this;
    }
    ~Fd() { reset(); }
    int get() const { return fd_; }
    void reset(int fd = -1) {
        if (fd_ >= 0)
            ::close(fd_);
        fd_ = fd;
    }

private:
    int fd_ = -1;
};

struct Pipe {
    Fd read;
    Fd write;
};

Pipe makePipe() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0)
        systemError("cannot make a pipe");
    return {Fd(fds[0]), Fd(fds[1])};
}

struct Identity {
    uid_t uid = 0;
    gid_t gid = 0;
};

// Who the program runs as when the checker is root and may drop privileges: nobody.
std::optional<Identity> unprivilegedIdentity(const RunLimits& limits) {
    if (!limits.dropPrivileges || ::geteuid() != 0)
        return std::nullopt;
    passwd entry{};
    passwd* found = nullptr;
    char buffer[1024];
    if (::getpwnam_r("nobody", &entry, buffer, sizeof buffer, &found) == 0 && found)
        return Identity{found->pw_uid, found->pw_gid};
    return Identity{65534, 65534};
}

// The tasks (processes and threads) a user runs now: what RLIMIT_NPROC counts.
long tasksOf(uid_t uid) {
    long tasks = 0;
    DIR* proc = ::opendir("/proc");
    if (!proc)
        return 0;
    while (const dirent* entry = ::readdir(proc)) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9')
            continue;
        struct stat info {};
        const std::string path = std::string("/proc/") + entry->d_name;
        if (::stat(path.c_str(), &info) != 0 || info.st_uid != uid)
            continue;
        char status[4096] = {};
        const Fd file(::open((path + "/status").c_str(), O_RDONLY | O_CLOEXEC));
        const ssize_t got = file.get() < 0 ? -1 : ::read(file.get(), status, sizeof status - 1);
        const char* threads = got > 0 ? std::strstr(status, "\nThreads:") : nullptr;
        tasks += threads ? std::max(1L, std::atol(threads + 9)) : 1;
    }
    ::closedir(proc);
    return tasks;
}

// Removes a directory tree without following links (the program may have left anything).
void removeTree(const std::string& path) {
    // Directories first made writable (a program may have taken that away), then removed deepest
    // first.
    ::nftw(
        path.c_str(),
        [](const char* name, const struct stat* info, int type, FTW*) {
            if (type == FTW_D)
                ::chmod(name, (info->st_mode & 07777) | S_IRWXU);
            return 0;
        },
        16, FTW_PHYS);
    ::nftw(
        path.c_str(),
        [](const char* name, const struct stat*, int, FTW*) {
            ::remove(name); // what cannot go stays (never a reason to stop removing the rest)
            return 0;
        },
        16, FTW_DEPTH | FTW_PHYS);
}

// An empty directory of its own for one run, owned by whom the program runs as.
class TemporaryDirectory {
public:
    explicit TemporaryDirectory(const std::optional<Identity>& owner) {
        const char* base = std::getenv("TMPDIR");
        std::string pattern = std::string(base && *base ? base : "/tmp") + "/pw-check-XXXXXX";
        if (!::mkdtemp(pattern.data()))
            systemError("cannot make a temporary directory");
        path_ = pattern;
        if (owner && ::chown(path_.c_str(), owner->uid, owner->gid) != 0) {
            const int error = errno;
            removeTree(path_);
            errno = error;
            systemError("cannot give the temporary directory to nobody");
        }
    }
    ~TemporaryDirectory() { removeTree(path_); }
    TemporaryDirectory(const TemporaryDirectory&) = delete;
    TemporaryDirectory& operator=(const TemporaryDirectory&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
};

// The input as a file in memory: the program may read it or not, seek in it, and a program that
// never reads it blocks nobody (a pipe would fill up).
Fd inputFile(std::string_view input) {
    Fd file(static_cast<int>(::syscall(SYS_memfd_create, "pw-check-input", MFD_CLOEXEC)));
    if (file.get() < 0)
        systemError("cannot make the input file");
    for (std::size_t done = 0; done < input.size();) {
        const ssize_t wrote = ::write(file.get(), input.data() + done, input.size() - done);
        if (wrote < 0 && errno != EINTR)
            systemError("cannot write the input file");
        done += wrote > 0 ? static_cast<std::size_t>(wrote) : 0;
    }
    if (::lseek(file.get(), 0, SEEK_SET) != 0)
        systemError("cannot rewind the input file");
    return file;
}

// Everything the child needs, prepared before fork: after it only async-signal-safe calls.
struct ChildSetup {
    const char* path = nullptr;
    std::vector<char*> argv;
    std::vector<char*> envp;
    const char* directory = nullptr;
    int input = -1, output = -1, error = -1, report = -1;
    int maxFd = 1024;
    std::optional<Identity> identity;
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
    const std::optional<Identity> identity = unprivilegedIdentity(limits);
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

    StartFailure failure;
    ssize_t got = 0;
    do
        got = ::read(report.read.get(), &failure, sizeof failure);
    while (got < 0 && errno == EINTR);
    if (got == static_cast<ssize_t>(sizeof failure)) {
        int status = 0;
        ::waitpid(pid, &status, 0);
        throw StartError(startMessage(command, failure, identity.has_value()));
    }

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
        // Without a process file descriptor (old kernels) the exit is looked for every 5 ms.
        const int wait = exitWatch.get() >= 0 ? 20 : 5;
        ::poll(watched, count, wait);
        if (outOpen)
            outOpen = readSome(out.read.get(), result.output, limits.outputBytes, outputTotal);
        if (errOpen)
            errOpen =
                readSome(err.read.get(), result.errorHead, kErrorHeadBytes, result.errorBytes);
        siginfo_t info{};
        if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 &&
            info.si_pid == pid) {
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

    int status = 0;
    rusage usage{};
    while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    result.cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
                        static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    result.peakMemoryBytes = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
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
