// puzzle-workbench-box: the supervisor inside a checker's box. It runs one contestant's program a
// request (src/check/box_protocol.h), with the run's limits and its three descriptors, and when
// the program ends (or the checker asks) it kills every process the run left, reaps them all, sums
// their processor time and largest resident set, empties the working folders and answers. Inside
// the sandbox it is the box's first process (PID 1 of its own PID namespace: kill(-1) reaches
// every process of the run and nothing else); with --subreaper (the checker's --no-sandbox) it
// adopts the run's orphans and kills its own descendants instead.
//
//   puzzle-workbench-box --socket FD [--subreaper] [--clear FOLDER]... -- PROGRAM [ARGS...]
//
// Not for people: the checker starts it. It is small on purpose: its resident set is where every
// program's peak memory starts (a child's figure begins with its parent's).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/box_channel.h"
#include "check/box_protocol.h"
#include "check/tree_removal.h"

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <poll.h>
#include <string>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>
#include <utility>
#include <vector>

extern char** environ;

namespace {

using pw::check::box::Reply;
using pw::check::box::Request;

struct Options {
    int socket = -1;
    bool subreaper = false;
    std::vector<std::string> clear;
    std::vector<char*> program; // null-terminated
};

[[noreturn]] void usage(const char* why) {
    std::fprintf(stderr, "puzzle-workbench-box: %s (it is started by the solution checker)\n", why);
    std::exit(2);
}

Options parse(int argc, char** argv) {
    Options options;
    int i = 1;
    for (; i < argc && std::strcmp(argv[i], "--") != 0; ++i) {
        if (std::strcmp(argv[i], "--socket") == 0 && i + 1 < argc)
            options.socket = std::atoi(argv[++i]);
        else if (std::strcmp(argv[i], "--clear") == 0 && i + 1 < argc)
            options.clear.emplace_back(argv[++i]);
        else if (std::strcmp(argv[i], "--subreaper") == 0)
            options.subreaper = true;
        else
            usage("unknown argument");
    }
    for (++i; i < argc; ++i)
        options.program.push_back(argv[i]);
    if (options.socket < 0 || options.program.empty())
        usage("missing --socket or the program");
    options.program.push_back(nullptr);
    return options;
}

void send(int socket, const Reply& reply) {
    pw::check::box::sendMessage(socket, &reply, sizeof reply);
}

// One request and the descriptors that came with it (-1 where none came); false at the end of
// the checker's side.
bool receive(int socket, Request& request, int (&fds)[3]) {
    return pw::check::box::receiveMessage(socket, &request, sizeof request, fds, true) ==
               pw::check::box::Received::Message &&
           request.magic == pw::check::box::kMagic;
}

// What the run's processes used, summed as they are reaped (each reaping gives a process with
// the descendants it reaped itself; orphans are reaped here, so nothing counts twice).
struct Usage {
    std::uint64_t cpuMicros = 0;
    std::uint64_t peakKiB = 0;
    void add(const rusage& usage) {
        cpuMicros +=
            static_cast<std::uint64_t>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000000 +
            static_cast<std::uint64_t>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
        if (static_cast<std::uint64_t>(usage.ru_maxrss) > peakKiB)
            peakKiB = static_cast<std::uint64_t>(usage.ru_maxrss);
    }
};

// Reaps what has ended; returns true when `program` was among them (its status in `status`).
bool reapEnded(pid_t program, int& status, Usage& usage, bool block) {
    bool programEnded = false;
    while (true) {
        int childStatus = 0;
        rusage childUsage{};
        const pid_t pid = ::wait4(-1, &childStatus, block ? 0 : WNOHANG, &childUsage);
        if (pid < 0 && errno == EINTR)
            continue;
        if (pid <= 0)
            return programEnded;
        usage.add(childUsage);
        if (pid == program) {
            status = childStatus;
            programEnded = true;
            if (block)
                return true;
        }
    }
}

// The descendants of this process now, from /proc (a subreaper's run: it may not kill(-1)).
std::vector<pid_t> descendants() {
    std::vector<std::pair<pid_t, pid_t>> parents; // (pid, parent)
    if (DIR* proc = ::opendir("/proc")) {
        while (const dirent* entry = ::readdir(proc)) {
            if (entry->d_name[0] < '1' || entry->d_name[0] > '9')
                continue;
            const std::string path = std::string("/proc/") + entry->d_name + "/stat";
            const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
            if (fd < 0)
                continue;
            char text[512] = {};
            const ssize_t got = ::read(fd, text, sizeof text - 1);
            ::close(fd);
            const char* close = got > 0 ? std::strrchr(text, ')') : nullptr;
            int parent = 0;
            if (close && std::sscanf(close + 1, " %*c %d", &parent) == 1)
                parents.emplace_back(static_cast<pid_t>(std::atoi(entry->d_name)), parent);
        }
        ::closedir(proc);
    }
    std::vector<pid_t> found{::getpid()};
    for (std::size_t k = 0; k < found.size(); ++k)
        for (const auto& [pid, parent] : parents)
            if (parent == found[k])
                found.push_back(pid);
    found.erase(found.begin());
    return found;
}

// Kills every process of the run and reaps them all; returns how many besides the program were
// still there to reap.
std::uint32_t killAll(const Options& options, pid_t program, int& status, bool& programEnded,
                      Usage& usage) {
    std::uint32_t leftovers = 0;
    while (true) {
        if (options.subreaper) {
            for (const pid_t pid : descendants())
                ::kill(pid, SIGKILL);
        } else {
            ::kill(-1, SIGKILL); // PID 1 of the box: every other process of it, never itself
        }
        int childStatus = 0;
        rusage childUsage{};
        const pid_t pid = ::wait4(-1, &childStatus, options.subreaper ? WNOHANG : 0, &childUsage);
        if (pid < 0 && errno == EINTR)
            continue;
        if (pid < 0)
            break; // ECHILD: no process of the run is left
        if (pid == 0) {
            ::usleep(1000); // a subreaper's orphans are still on their way to it
            continue;
        }
        usage.add(childUsage);
        if (pid == program && !programEnded) {
            status = childStatus;
            programEnded = true;
        } else if (pid != program) {
            ++leftovers;
        }
    }
    return leftovers;
}

std::uint64_t clearFolders(const Options& options) {
    std::uint64_t left = 0;
    for (const std::string& path : options.clear) {
        const int folder = ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (folder < 0) {
            ++left;
            continue;
        }
        left += pw::check::clearFolder(folder);
        ::close(folder);
    }
    return left;
}

// The program's process: its limits, its descriptors, the default signal handling, then exec;
// what failed is reported through `report` as its errno.
[[noreturn]] void startProgram(const Options& options, const Request& request, const int (&fds)[3],
                               int report) {
    const auto fail = [&report] {
        const int error = errno;
        [[maybe_unused]] const ssize_t wrote = ::write(report, &error, sizeof error);
        ::_exit(127);
    };
    const auto limit = [&fail](int resource, std::uint64_t soft, std::uint64_t hard) {
        const rlimit value{static_cast<rlim_t>(soft), static_cast<rlim_t>(hard)};
        if (::setrlimit(resource, &value) != 0)
            fail();
    };
    sigset_t none;
    sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    ::signal(SIGPIPE, SIG_DFL);
    for (int fd = 0; fd < 3; ++fd)
        if (::dup2(fds[fd], fd) < 0)
            fail();
    if (report != 3 && ::dup3(report, 3, O_CLOEXEC) < 0)
        fail();
    report = 3;
    if (::syscall(SYS_close_range, 4u, ~0u, 0u) != 0)
        for (int fd = 4; fd < 1024; ++fd)
            ::close(fd);
    limit(RLIMIT_CORE, 0, 0);
    limit(RLIMIT_FSIZE, request.fileSize, request.fileSize);
    if (request.cpuSeconds != RLIM_INFINITY)
        limit(RLIMIT_CPU, request.cpuSeconds, request.cpuSeconds + 1);
    if (request.addressSpace != RLIM_INFINITY) {
        limit(RLIMIT_AS, request.addressSpace, request.addressSpace);
        limit(RLIMIT_STACK, request.addressSpace, request.addressSpace);
    }
    if (request.processes != RLIM_INFINITY)
        limit(RLIMIT_NPROC, request.processes, request.processes);
    ::execve(options.program[0], options.program.data(), environ);
    fail();
    ::_exit(127);
}

// One run, from the request to the Ended reply.
void run(const Options& options, const Request& request, int (&fds)[3], int signals) {
    Reply reply;
    int report[2];
    if (fds[0] < 0 || fds[1] < 0 || fds[2] < 0 || ::pipe2(report, O_CLOEXEC) != 0) {
        reply.kind = Reply::StartFailed;
        reply.error = fds[2] < 0 ? EBADF : errno;
        send(options.socket, reply);
        return;
    }
    const pid_t program = ::fork();
    if (program == 0) {
        ::close(report[0]);
        startProgram(options, request, fds, report[1]);
    }
    for (int& fd : fds)
        ::close(std::exchange(fd, -1));
    ::close(report[1]);
    int error = 0;
    ssize_t got = -1;
    while ((got = ::read(report[0], &error, sizeof error)) < 0 && errno == EINTR) {
    }
    ::close(report[0]);
    Usage usage;
    int status = 0;
    bool programEnded = false;
    if (program < 0 || got == sizeof error) {
        reply.kind = Reply::StartFailed;
        reply.error = program < 0 ? EAGAIN : error;
        killAll(options, program, status, programEnded, usage);
        clearFolders(options);
        send(options.socket, reply);
        return;
    }
    reply.kind = Reply::Started;
    send(options.socket, reply);

    bool killed = false;
    while (!programEnded && !killed) {
        pollfd watched[2] = {{options.socket, POLLIN, 0}, {signals, POLLIN, 0}};
        if (::poll(watched, 2, -1) < 0 && errno != EINTR)
            break;
        if (watched[1].revents) {
            signalfd_siginfo info;
            while (::read(signals, &info, sizeof info) > 0) {
            }
            programEnded = reapEnded(program, status, usage, false);
        }
        if (watched[0].revents) {
            Request next;
            int more[3];
            const bool open = receive(options.socket, next, more);
            for (const int fd : more)
                if (fd >= 0)
                    ::close(fd);
            if (!open) {
                killAll(options, program, status, programEnded, usage);
                ::_exit(0); // the checker is gone: so is the run
            }
            killed = next.kind == Request::Kill;
        }
    }
    reply.kind = Reply::Ended;
    reply.killed = killed && !programEnded ? 1 : 0;
    reply.leftovers = killAll(options, program, status, programEnded, usage);
    reply.waitStatus = status;
    reply.cpuMicros = usage.cpuMicros;
    reply.peakKiB = usage.peakKiB;
    reply.cleanFails = clearFolders(options);
    send(options.socket, reply);
}

// Answers a Fetch: the file opened for reading (never through a link), sent along the reply.
void fetch(int socket, const Request& request) {
    Reply reply;
    reply.kind = Reply::Fetched;
    char path[sizeof request.path + 1] = {};
    std::memcpy(path, request.path, sizeof request.path);
    const int file = ::open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    if (file < 0) {
        reply.error = errno;
        send(socket, reply);
        return;
    }
    const int fds[] = {file};
    pw::check::box::sendMessage(socket, &reply, sizeof reply, fds);
    ::close(file);
}

} // namespace

int main(int argc, char** argv) {
    const Options options = parse(argc, argv);
    // No one of the run may trace this process (and so read or change its replies), and it goes
    // when the checker goes.
    ::prctl(PR_SET_DUMPABLE, 0);
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (options.subreaper)
        ::prctl(PR_SET_CHILD_SUBREAPER, 1);
    ::signal(SIGPIPE, SIG_IGN);
    sigset_t children;
    sigemptyset(&children);
    sigaddset(&children, SIGCHLD);
    ::sigprocmask(SIG_BLOCK, &children, nullptr);
    const int signals = ::signalfd(-1, &children, SFD_NONBLOCK | SFD_CLOEXEC);
    if (signals < 0)
        usage("no signalfd");
    ::fcntl(options.socket, F_SETFD, FD_CLOEXEC);
    send(options.socket, Reply{});
    while (true) {
        Request request;
        int fds[3];
        if (!receive(options.socket, request, fds))
            return 0;
        if (request.kind == Request::Run) {
            run(options, request, fds, signals);
        } else if (request.kind == Request::Fetch) {
            for (const int fd : fds)
                if (fd >= 0)
                    ::close(fd);
            fetch(options.socket, request);
        } else {
            for (const int fd : fds)
                if (fd >= 0)
                    ::close(fd);
        }
    }
}
