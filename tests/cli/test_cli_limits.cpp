// The CLI under real memory limits: in a memory cgroup of 700 MB and under RLIMIT_AS it refuses a
// tower too big for the limit (exit 3, "over-budget") instead of being killed or aborting.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"
#include "common/sanitizers.h"
#include "engine/common/memory_budget.h"

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fcntl.h>
#include <fstream>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// A 10-level tower whose exact solve needs 358 MB with its layers in memory (94 MB with them on
// disk): refused under a 300 MB cgroup or 300 MB of address space when they stay in memory.
const QByteArray kTen = "10\nRBR\nGRG\nGGB\nGRR\nGRG\nGBR\nBGG\nBRB\nRGR\nRRB\n";

std::string readAll(const std::string& path) {
    std::ifstream in(path);
    return std::string((std::istreambuf_iterator<char>(in)), {});
}

bool writeText(const std::string& path, const std::string& text) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    return ::close(fd) == 0 && ok;
}

// A memory cgroup made for one test and removed after it: v2 (a child of the hierarchy's root,
// the only place a process may join without the "no internal processes" rule getting in the way)
// or v1 (a child of this process's own memory cgroup). `problem` says why neither could be made.
class TestCgroup {
public:
    explicit TestCgroup(std::uint64_t limit) {
        const std::string cgroup = readAll("/proc/self/cgroup");
        const std::string mountinfo = readAll("/proc/self/mountinfo");
        const std::string name = "/pw-test-" + std::to_string(::getpid());
        if (const auto v2 = pw::findCgroupFolder(cgroup, mountinfo, "")) {
            const std::string root = v2->mountPoint;
            if (readAll(root + "/cgroup.controllers").find("memory") == std::string::npos)
                problems_ += "cgroup v2 at " + root + " has no memory controller; ";
            else if (!make(root + name, "memory.max", limit, root + "/cgroup.subtree_control"))
                problems_ += "cgroup v2: " + why_ + "; ";
        }
        if (folder_.empty())
            if (const auto v1 = pw::findCgroupFolder(cgroup, mountinfo, "memory")) {
                if (!make(v1->mountPoint + v1->relative + name, "memory.limit_in_bytes", limit, ""))
                    problems_ += "cgroup v1: " + why_ + "; ";
            }
        if (folder_.empty() && problems_.empty())
            problems_ = "no memory cgroup hierarchy is mounted";
        procs_ = folder_ + "/cgroup.procs";
    }
    ~TestCgroup() {
        if (!folder_.empty())
            ::rmdir(folder_.c_str());
    }
    bool made() const { return !folder_.empty(); }
    QString problem() const { return QString::fromStdString(problems_); }
    // Joins the cgroup from a child process (async-signal-safe); exits 120 when it cannot.
    std::function<void()> join() const {
        const std::string procs = procs_;
        return [procs] {
            char pid[24];
            const auto end = std::to_chars(pid, pid + sizeof pid, ::getpid()).ptr;
            const int fd = ::open(procs.c_str(), O_WRONLY | O_CLOEXEC);
            if (fd < 0 || ::write(fd, pid, static_cast<std::size_t>(end - pid)) != end - pid)
                ::_exit(120);
            ::close(fd);
        };
    }

private:
    bool make(const std::string& folder, const char* limitFile, std::uint64_t limit,
              const std::string& subtreeControl) {
        if (!subtreeControl.empty() &&
            readAll(subtreeControl).find("memory") == std::string::npos &&
            !writeText(subtreeControl, "+memory")) {
            why_ =
                "cannot enable the memory controller (" + std::string(std::strerror(errno)) + ")";
            return false;
        }
        if (::mkdir(folder.c_str(), 0755) != 0) {
            why_ = "cannot create " + folder + " (" + std::strerror(errno) + ")";
            return false;
        }
        if (!writeText(folder + "/" + limitFile, std::to_string(limit))) {
            why_ = "cannot set " + std::string(limitFile) + " (" + std::strerror(errno) + ")";
            ::rmdir(folder.c_str());
            return false;
        }
        folder_ = folder;
        return true;
    }

    std::string folder_;
    std::string procs_;
    std::string why_;
    std::string problems_;
};

} // namespace

class TestCliLimits : public QObject {
    Q_OBJECT

private slots:
    // Issue 23: in a 700 MB cgroup the budget came from the host's MemAvailable and the CLI was
    // OOM-killed (exit 137) on an 11-level tower. The same at a third of the size: in a 300 MB
    // cgroup, a 10-level tower (358 MB in memory, 94 MB with its layers on disk) kept in memory
    // is refused from the cgroup's budget; by default the layers the solve is not reading go to
    // disk, and it is solved within the cgroup.
    void cgroupLimitIsTheBudget() {
        if (kSanitizedBuild) // the sanitizer's shadow memory and quarantine count in the cgroup
            QSKIP("a sanitizer's own memory would fill the 300 MB; the release build is tested");
        TestCgroup cgroup(300'000'000);
        if (!cgroup.made())
            QSKIP(qPrintable("no memory cgroup can be created here: " + cgroup.problem()));
        CliSetup setup;
        setup.childModifier = cgroup.join();
        const CliRun solved = runCli({"solve", "jenga"}, kTen, setup);
        QVERIFY2(solved.exitCode != 120, "the child could not join the cgroup");
        QVERIFY2(solved.exitCode == 0, solved.err.constData());
        QVERIFY(
            QRegularExpression("^\\d+\\.\\d+\n$").match(QString::fromUtf8(solved.out)).hasMatch());
        const CliRun run = runCli({"solve", "jenga", "--layers", "memory"}, kTen, setup);
        QVERIFY2(run.exitCode != 120, "the child could not join the cgroup");
        QCOMPARE(run.exitCode, 3);
        QCOMPARE(run.out, QByteArray());
        // The budget is 3/4 of what the cgroup leaves (300 MB less what the process uses).
        const QRegularExpression message(
            "^jenga: the tower of 10 levels is beyond exact reach \\(over-budget\\); --estimate "
            "brackets the optimum between a proven lower bound and a policy's upper bound; the "
            "memory budget was (\\d+\\.\\d) MiB, 3/4 of the "
            "memory left in this process's cgroup \\(--memory-budget changes it\\)\n$");
        const auto match = message.match(QString::fromUtf8(run.err));
        QVERIFY2(match.hasMatch(), run.err.constData());
        QVERIFY(match.captured(1).toDouble() > 150 && match.captured(1).toDouble() <= 214.6);
    }

    // RLIMIT_AS (prlimit --as, ulimit -v) is a limit too: refused from the budget, not by an
    // allocation failing somewhere (which, on a worker thread, would abort).
    void addressSpaceLimitIsTheBudget() {
        if (kSanitizedBuild) // ASan reserves terabytes of address space for its shadow memory
            QSKIP("a sanitizer cannot run under RLIMIT_AS; the release build is tested");
        CliSetup setup;
        setup.childModifier = [] {
            struct rlimit limit {};
            limit.rlim_cur = limit.rlim_max = 300'000'000;
            if (::setrlimit(RLIMIT_AS, &limit) != 0)
                ::_exit(120);
        };
        // With the layers kept in memory (a layer file's mappings would count against the limit
        // too: by default the solve is refused for that, exit 3 as well).
        const CliRun run = runCli({"solve", "jenga", "--layers", "memory"}, kTen, setup);
        QVERIFY2(run.exitCode != 120, "setrlimit failed in the child");
        QCOMPARE(run.exitCode, 3);
        const QRegularExpression message(
            "^jenga: the tower of 10 levels is beyond exact reach \\(over-budget\\); --estimate "
            "brackets the optimum between a proven lower bound and a policy's upper bound; the "
            "memory budget was (\\d+\\.\\d) MiB, 3/4 of the "
            "address space left under RLIMIT_AS \\(--memory-budget changes it\\)\n$");
        const auto match = message.match(QString::fromUtf8(run.err));
        QVERIFY2(match.hasMatch(), run.err.constData());
        // 300 MB less the program's own address space (libraries, stacks: about 20 to 100 MB).
        QVERIFY(match.captured(1).toDouble() > 100 && match.captured(1).toDouble() < 214.6);
    }
};

QTEST_GUILESS_MAIN(TestCliLimits)
#include "test_cli_limits.moc"
