// Starting and stopping a box: the descriptors the box is given, the process that joins the
// memory cgroup, becomes nobody (when the checker is root) and executes bubblewrap (or the
// supervisor itself), and the wait for the supervisor's first word.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/box_protocol.h"

#include "check/box_state.h"
#include "engine/common/byte_text.h"

#include <cerrno>
#include <chrono>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <pwd.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

namespace pw::check {

namespace {

using namespace process;

constexpr int kStartSeconds = 30; // a loaded machine may be slow to make namespaces

// Everything the child needs, made before the fork: after it only async-signal-safe calls.
struct Launch {
    std::vector<std::string> argv, environment;
    std::vector<char*> argvPointers, environmentPointers;
    std::vector<int> sources; // descriptor k + 3 of the child, all above every target
    int standardError = -1;
    int devNull = -1;
    int cgroup = -1;
    const char* directory = "/";
    std::optional<Identity> identity;
};

std::vector<char*> pointers(std::vector<std::string>& words) {
    std::vector<char*> list;
    for (std::string& word : words)
        list.push_back(word.data());
    list.push_back(nullptr);
    return list;
}

[[noreturn]] void runChild(const Launch& launch) {
    ::setpgid(0, 0); // a terminal's Ctrl+C reaches the checker, which stops the run itself
    sigset_t none;
    ::sigemptyset(&none);
    ::sigprocmask(SIG_SETMASK, &none, nullptr);
    struct sigaction defaults {};
    defaults.sa_handler = SIG_DFL;
    for (int signal = 1; signal < NSIG; ++signal)
        ::sigaction(signal, &defaults, nullptr);
    if (launch.cgroup >= 0 && ::write(launch.cgroup, "0", 1) != 1)
        ::_exit(126);
    ::dup2(launch.devNull, 0);
    ::dup2(launch.devNull, 1);
    ::dup2(launch.standardError, 2);
    const int count = static_cast<int>(launch.sources.size());
    for (int k = 0; k < count; ++k)
        ::dup2(launch.sources[static_cast<std::size_t>(k)], 3 + k);
    if (::syscall(SYS_close_range, static_cast<unsigned>(3 + count), ~0u, 0u) != 0)
        for (int fd = 3 + count; fd < 65536; ++fd)
            ::close(fd);
    const auto fail = [](const char* what) {
        const char* reason = std::strerror(errno);
        [[maybe_unused]] ssize_t wrote = ::write(2, what, std::strlen(what));
        wrote = ::write(2, reason, std::strlen(reason));
        ::_exit(127);
    };
    if (::chdir(launch.directory) != 0)
        fail("cannot enter the working folder: ");
    if (launch.identity && (::setgroups(0, nullptr) != 0 || ::setgid(launch.identity->gid) != 0 ||
                            ::setuid(launch.identity->uid) != 0))
        fail("cannot become the user nobody: ");
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    ::execve(launch.argv[0].c_str(), launch.argvPointers.data(), launch.environmentPointers.data());
    fail("cannot execute the sandbox: ");
    ::_exit(127);
}

Fd openForReading(const std::string& path) {
    Fd file(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
    if (file.get() < 0)
        throw StartError("cannot read " + path + ": " + std::strerror(errno));
    return file;
}

std::string userName(uid_t uid) {
    passwd entry{};
    passwd* found = nullptr;
    char buffer[1024];
    if (::getpwuid_r(uid, &entry, buffer, sizeof buffer, &found) == 0 && found)
        return found->pw_name;
    return "user " + std::to_string(uid);
}

void describe(Box::State& state, const std::string& noCgroup) {
    Enforcement& said = state.enforcement;
    const bool sandbox = state.plan.isolation == Isolation::Sandbox;
    const std::string user = state.identity ? "the user nobody" : userName(::getuid());
    said.isolation =
        sandbox ? "bubblewrap, as " + user +
                      ": new user, PID, network, IPC and UTS namespaces; /usr and the system "
                      "read-only; no home, no other folder, no network; every process ends "
                      "with its run"
                : "none (--no-sandbox): the program sees this machine's files and network as " +
                      user + "; what it starts is killed at the end of its run";
    said.memory = state.cgroup
                      ? "a memory cgroup (" + state.cgroup->version() +
                            ") holds all processes of a run to the memory limit together, their "
                            "files in the box included; each process's address space as well "
                            "(RLIMIT_AS)"
                      : "each process's address space (RLIMIT_AS); no memory cgroup (" + noCgroup +
                            "), so processes together are not limited";
    said.processes = sandbox ? "RLIMIT_NPROC, counted in the box's own user namespace"
                             : "RLIMIT_NPROC, counted over all processes of " + user;
    said.files = sandbox ? "the working folder, /tmp and /dev/shm hold " +
                               byteText(state.plan.folderBytes) +
                               " each, in memory; nothing is written to the disk"
                         : "files up to " + byteText(state.plan.folderBytes) +
                               " each (RLIMIT_FSIZE); the working folder is removed at the end";
}

// What the box's process said before it ended (bubblewrap's reason), in one line.
std::string saidOnError(int fd) {
    ::fcntl(fd, F_SETFL, O_NONBLOCK);
    std::string text;
    char chunk[4096];
    for (ssize_t got = 0; text.size() < 4096 && (got = ::read(fd, chunk, sizeof chunk)) > 0;)
        text.append(chunk, static_cast<std::size_t>(got));
    while (!text.empty() && (text.back() == '\n' || text.back() == ' '))
        text.pop_back();
    for (char& c : text)
        if (c == '\n')
            c = ' ';
    return text;
}

} // namespace

void startBox(Box::State& state, const SandboxTools& tools) {
    const BoxPlan& plan = state.plan;
    const bool sandbox = plan.isolation == Isolation::Sandbox;
    if (::geteuid() == 0)
        state.identity = nobody(); // judges never run a solution as root
    std::string noCgroup;
    state.cgroup = MemoryCgroup::create(noCgroup);
    describe(state, noCgroup);

    int pair[2];
    if (::socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pair) != 0)
        systemError("cannot make the box's socket");
    state.socket = Fd(pair[0]);
    const Fd boxEnd(pair[1]);
    Pipe errors = makePipe();
    const Fd devNull(::open("/dev/null", O_RDWR | O_CLOEXEC));
    std::vector<Fd> files;
    files.push_back(openForReading(tools.supervisor));
    if (sandbox)
        for (const BoxFile& file : plan.files)
            files.push_back(openForReading(file.host));

    Launch launch;
    std::vector<std::string> supervisorArguments{"--socket", "3"};
    if (sandbox) {
        std::vector<int> numbers;
        for (std::size_t k = 0; k < plan.files.size(); ++k)
            numbers.push_back(5 + static_cast<int>(k));
        launch.argv.push_back(tools.bubblewrap);
        for (std::string& word : bubblewrapArguments(plan, numbers, 4))
            launch.argv.push_back(std::move(word));
        launch.argv.emplace_back(kSupervisorInBox);
        for (const char* folder : {kBoxFolder, "/tmp", "/dev/shm"})
            supervisorArguments.insert(supervisorArguments.end(), {"--clear", folder});
    } else {
        state.folder.emplace("pw-check-", state.identity);
        launch.directory = state.folder->path().c_str();
        launch.argv.push_back(tools.supervisor);
        supervisorArguments.insert(supervisorArguments.end(),
                                   {"--subreaper", "--clear", state.folder->path()});
    }
    launch.argv.insert(launch.argv.end(), supervisorArguments.begin(), supervisorArguments.end());
    launch.argv.emplace_back("--");
    launch.argv.insert(launch.argv.end(), plan.argv.begin(), plan.argv.end());
    const std::string home = sandbox ? kBoxFolder : state.folder->path();
    launch.environment = {"PATH=/usr/local/bin:/usr/bin:/bin", "HOME=" + home,
                          "TMPDIR=" + (sandbox ? std::string("/tmp") : home), "LC_ALL=C"};
    launch.argvPointers = pointers(launch.argv);
    launch.environmentPointers = pointers(launch.environment);

    // The child's descriptors 3 (the socket), 4 (the supervisor), 5... (the files) come from
    // copies numbered above all of them, so that no dup2 overwrites one still to be read.
    const int above = 3 + 1 + static_cast<int>(files.size()) + 3;
    std::vector<Fd> copies;
    const auto copy = [&copies, above](int fd) {
        copies.emplace_back(::fcntl(fd, F_DUPFD_CLOEXEC, above));
        if (copies.back().get() < 0)
            systemError("cannot copy a descriptor for the box");
        return copies.back().get();
    };
    launch.sources.push_back(copy(boxEnd.get()));
    for (const Fd& file : files)
        launch.sources.push_back(copy(file.get()));
    launch.standardError = copy(errors.write.get());
    launch.devNull = copy(devNull.get());
    launch.cgroup = state.cgroup ? copy(state.cgroup->joinDescriptor()) : -1;
    launch.identity = state.identity;

    state.pid = ::fork();
    if (state.pid < 0)
        systemError("cannot start a process");
    if (state.pid == 0)
        runChild(launch);
    copies.clear();
    errors.write.reset();
    state.errors = std::move(errors.read);
    state.watch = Fd(static_cast<int>(::syscall(SYS_pidfd_open, state.pid, 0)));

    // The supervisor's Ready, or the process's end with bubblewrap's reason.
    box::Reply reply{};
    bool ready = false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(kStartSeconds);
    while (!ready && std::chrono::steady_clock::now() < deadline) {
        pollfd watched[2] = {{state.socket.get(), POLLIN, 0}, {state.watch.get(), POLLIN, 0}};
        if (::poll(watched, state.watch.get() >= 0 ? 2 : 1, 100) < 0 && errno != EINTR)
            break;
        if (watched[0].revents & POLLIN) {
            ready = ::recv(state.socket.get(), &reply, sizeof reply, 0) ==
                        static_cast<ssize_t>(sizeof reply) &&
                    reply.magic == box::kMagic && reply.kind == box::Reply::Ready;
            if (!ready)
                break;
        } else if (watched[0].revents || watched[1].revents) {
            break;
        }
    }
    if (ready)
        return;
    const std::string said = saidOnError(state.errors.get());
    stopBox(state);
    if (!sandbox)
        throw std::runtime_error("the checker's supervisor did not start: " + said);
    std::string hint = "pass --no-sandbox to run the program on this machine as it is";
    if (said.find("namespace") != std::string::npos)
        hint = "user namespaces seem to be switched off here (the kernel settings "
               "user.max_user_namespaces or kernel.unprivileged_userns_clone): ask the "
               "machine's administrator, or " +
               hint;
    throw SandboxUnavailable("bubblewrap cannot make a sandbox: " +
                             (said.empty() ? std::string("it did not start") : said) + "; " + hint);
}

void stopBox(Box::State& state) {
    state.socket.reset(); // the supervisor reads the end, kills the run's processes and exits
    if (state.pid <= 0)
        return;
    if (state.watch.get() >= 0) {
        pollfd gone{state.watch.get(), POLLIN, 0};
        ::poll(&gone, 1, 1000);
    }
    ::kill(state.pid, SIGKILL); // bubblewrap's end ends the whole box (its PID namespace)
    while (::waitpid(state.pid, nullptr, 0) < 0 && errno == EINTR) {
    }
    state.pid = -1;
    state.dead = true;
}

} // namespace pw::check
