// Box::run: one request to the supervisor, then one poll loop reading standard output and error,
// watching the clock, the stop token and the supervisor, until the supervisor says the run is
// over (after a Kill when a limit or the caller ends it). ProgramRunner keeps a box for a check.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/box.h"

#include "check/box_channel.h"
#include "check/box_protocol.h"
#include "check/box_state.h"

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <climits>
#include <cmath>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace pw::check {

namespace {

using namespace process;

constexpr std::size_t kErrorHeadBytes = 64 * 1024;
constexpr double kKillGraceSeconds = 10.0; // for the supervisor to kill, reap and clean up
constexpr int kPipeBytes = 1 << 20;        // an unprivileged process may have pipes this large

bool sendRequest(int socket, const box::Request& request, std::initializer_list<int> fds = {}) {
    return box::sendMessage(socket, &request, sizeof request,
                            std::span<const int>(fds.begin(), fds.size()));
}

// A reply and the descriptor that came with it (when `attached` is given), without waiting.
using box::Received;
Received receiveReply(int socket, box::Reply& reply, Fd* attached = nullptr) {
    int fds[1] = {-1};
    const Received received = box::receiveMessage(socket, &reply, sizeof reply, fds, false);
    if (attached)
        *attached = Fd(fds[0]);
    else if (fds[0] >= 0)
        ::close(fds[0]);
    if (received == Received::Message && reply.magic != box::kMagic)
        return Received::Closed; // not the supervisor speaking
    return received;
}

// Reads what is there now (never waits); false at end of file or error. Keeps up to `keep`
// bytes and counts all: past `keep` the bytes are moved to `sink` (/dev/null) by the kernel,
// never copied here.
bool readSome(int fd, std::string& into, std::uint64_t keep, std::uint64_t& total,
              std::vector<char>& buffer, int sink = -1) {
    while (true) {
        ssize_t got = 0;
        if (into.size() >= keep && sink >= 0) {
            got = ::splice(fd, nullptr, sink, nullptr, buffer.size(), SPLICE_F_NONBLOCK);
        } else {
            got = ::read(fd, buffer.data(), buffer.size());
            if (got > 0 && into.size() < keep)
                into.append(buffer.data(),
                            static_cast<std::size_t>(std::min<std::uint64_t>(
                                static_cast<std::uint64_t>(got), keep - into.size())));
        }
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return errno == EAGAIN || errno == EWOULDBLOCK;
        if (got == 0)
            return false;
        total += static_cast<std::uint64_t>(got);
    }
}

std::string startFailure(const std::string& path, int error, bool asNobody, bool sandbox) {
    const std::string reason = std::strerror(error);
    if (error == EACCES && asNobody && !sandbox)
        return "cannot run " + path + ": " + reason +
               " (run as root, the checker runs programs as the user nobody: the program and "
               "its folders must be readable and executable by others)";
    if (error == ENOEXEC)
        return "cannot run " + path +
               ": it is neither a program this machine runs nor a script with a #! line";
    return "cannot run " + path + ": " + reason;
}

rlim_t limitOrNone(std::uint64_t value) {
    return value == 0 ? RLIM_INFINITY : static_cast<rlim_t>(value);
}

} // namespace

Box::Box(const BoxPlan& plan, const SandboxTools& tools) : state_(std::make_unique<State>()) {
    state_->plan = plan;
    startBox(*state_, tools);
}

Box::~Box() {
    stopBox(*state_);
}

bool Box::dead() const {
    return state_->dead;
}

const Enforcement& Box::enforcement() const {
    return state_->enforcement;
}

RunResult Box::run(std::string_view input, const RunLimits& limits, std::stop_token stop) {
    State& state = *state_;
    const bool sandbox = state.plan.isolation == Isolation::Sandbox;
    box::Request request;
    request.kind = box::Request::Run;
    request.cpuSeconds = limits.cpuSeconds > 0
                             ? static_cast<std::uint64_t>(std::ceil(limits.cpuSeconds)) + 1
                             : RLIM_INFINITY;
    request.addressSpace = limitOrNone(limits.memoryBytes);
    request.fileSize = state.plan.folderBytes;
    // The supervisor and the program, then what it may start: in the box's own user namespace
    // only they count; on the real system every process of the user does.
    const long counted = sandbox ? 1 : tasksOf(state.identity ? state.identity->uid : ::getuid());
    request.processes = limits.extraProcesses < 0
                            ? RLIM_INFINITY
                            : static_cast<std::uint64_t>(counted + 1 + limits.extraProcesses);
    if (state.cgroup) {
        // Its files in the box's folders count too, and the supervisor's few pages.
        const std::uint64_t folders = 3 * state.plan.folderBytes + (std::uint64_t{32} << 20);
        state.cgroup->setLimit(limits.memoryBytes ? limits.memoryBytes + folders : 0);
    }
    const std::uint64_t oomBefore = state.cgroup ? state.cgroup->oomKills() : 0;

    Fd in = inputFile(input);
    Pipe out = makePipe();
    Pipe err = makePipe();
    // A large pipe for standard output: a program that writes much wakes the checker less often.
    ::fcntl(out.read.get(), F_SETPIPE_SZ, kPipeBytes);
    std::vector<char> buffer(kPipeBytes);
    const Fd sink(::open("/dev/null", O_WRONLY | O_CLOEXEC));
    const auto started = std::chrono::steady_clock::now();
    if (!sendRequest(state.socket.get(), request, {in.get(), out.write.get(), err.write.get()})) {
        state.dead = true;
        throw std::runtime_error("the box ended before the run");
    }
    in.reset();
    out.write.reset();
    err.write.reset();
    ::fcntl(out.read.get(), F_SETFL, O_NONBLOCK);
    ::fcntl(err.read.get(), F_SETFL, O_NONBLOCK);

    RunResult result;
    const std::uint64_t keep = std::min(limits.outputBytes, kOutputWindowBytes);
    bool outOpen = true, errOpen = true;
    std::optional<RunResult::End> killed;
    std::optional<box::Reply> ended;
    bool startFailed = false;
    int startError = 0;
    const auto elapsed = [&] {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    double killedAt = 0;
    while (!ended || outOpen || errOpen) {
        pollfd watched[4];
        nfds_t count = 0;
        if (outOpen)
            watched[count++] = {out.read.get(), POLLIN, 0};
        if (errOpen)
            watched[count++] = {err.read.get(), POLLIN, 0};
        if (!ended)
            watched[count++] = {state.socket.get(), POLLIN, 0};
        if (!ended && state.watch.get() >= 0)
            watched[count++] = {state.watch.get(), POLLIN, 0};
        ::poll(watched, count, 20); // the stop token and the clock are looked at this often
        if (outOpen)
            outOpen = readSome(out.read.get(), result.output, keep, result.outputBytes, buffer,
                               sink.get());
        if (errOpen)
            errOpen = readSome(err.read.get(), result.errorHead, kErrorHeadBytes, result.errorBytes,
                               buffer);
        if (!ended) {
            box::Reply reply{};
            Received received = Received::Nothing;
            while (!ended &&
                   (received = receiveReply(state.socket.get(), reply)) == Received::Message) {
                if (reply.kind == box::Reply::StartFailed) {
                    // Nothing ran: the supervisor has cleaned up and waits for the next run.
                    startFailed = true;
                    startError = reply.error;
                    ended = reply;
                    result.wallSeconds = elapsed();
                } else if (reply.kind == box::Reply::Ended) {
                    ended = reply;
                    result.wallSeconds = elapsed();
                }
            }
            pollfd gone{state.watch.get(), POLLIN, 0};
            if (!ended &&
                (received == Received::Closed || (gone.fd >= 0 && ::poll(&gone, 1, 0) > 0))) {
                // The supervisor is gone (killed from outside, or by the memory cgroup): so is
                // every process of the run, with what they used.
                stopBox(state);
                result.wallSeconds = elapsed();
                box::Reply lost{};
                lost.kind = box::Reply::Ended;
                lost.waitStatus = SIGKILL; // as if killed by SIGKILL: nothing more is known
                ended = lost;
            }
        }
        if (ended && elapsed() > result.wallSeconds + 2)
            break; // output held open by nothing of the run: never waited for long
        if (ended)
            continue;
        if (!killed) {
            if (result.outputBytes > limits.outputBytes)
                killed = RunResult::End::OutputLimit;
            else if (stop.stop_requested())
                killed = RunResult::End::Stopped;
            else if (elapsed() > limits.wallSeconds)
                killed = RunResult::End::WallTimeout;
            if (killed) {
                killedAt = elapsed();
                result.wallSeconds = killedAt;
                box::Request kill;
                kill.kind = box::Request::Kill;
                sendRequest(state.socket.get(), kill);
            }
        } else if (elapsed() > killedAt + kKillGraceSeconds) {
            // The supervisor does not answer: the whole box goes.
            stopBox(state);
            box::Reply lost{};
            lost.kind = box::Reply::Ended;
            lost.killed = 1;
            ended = lost;
        }
    }
    if (startFailed)
        throw StartError(
            startFailure(state.plan.program.empty() ? state.plan.argv.front() : state.plan.program,
                         startError, state.identity.has_value(), sandbox));
    result.cpuSeconds = static_cast<double>(ended->cpuMicros) / 1e6;
    result.peakMemoryBytes = ended->peakKiB * 1024;
    result.leftovers = static_cast<int>(ended->leftovers);
    result.memoryCgroupKilled = state.cgroup && state.cgroup->oomKills() > oomBefore;
    if (killed) {
        result.end = *killed;
    } else if (WIFSIGNALED(ended->waitStatus)) {
        result.end = RunResult::End::Signalled;
        result.signal = WTERMSIG(ended->waitStatus);
    } else {
        result.exitCode = WEXITSTATUS(ended->waitStatus);
    }
    return result;
}

bool Box::fetch(const std::string& inside, const std::string& host) {
    State& state = *state_;
    box::Request request;
    request.kind = box::Request::Fetch;
    if (inside.size() >= sizeof request.path)
        return false;
    std::memcpy(request.path, inside.c_str(), inside.size());
    if (!sendRequest(state.socket.get(), request))
        return false;
    pollfd ready{state.socket.get(), POLLIN, 0};
    if (::poll(&ready, 1, 10000) <= 0)
        return false;
    box::Reply reply{};
    Fd file;
    if (receiveReply(state.socket.get(), reply, &file) != Received::Message ||
        reply.kind != box::Reply::Fetched || file.get() < 0)
        return false;
    return copyToNewFile(file.get(), host);
}

ProgramRunner::ProgramRunner(const Command& command, Isolation isolation)
    : plan_(planRun(command.path, command.arguments, isolation)),
      tools_(findSandboxTools(isolation)) {}

ProgramRunner::~ProgramRunner() = default;

const Enforcement& ProgramRunner::start() {
    if (!box_ || box_->dead()) {
        box_.reset();
        box_.emplace(plan_, tools_);
    }
    return box_->enforcement();
}

RunResult ProgramRunner::run(std::string_view input, const RunLimits& limits,
                             std::stop_token stop) {
    start();
    return box_->run(input, limits, stop);
}

} // namespace pw::check
