// The sandbox from the inside: hostile programs (tests/check/fixtures/hostile.cpp) run through the
// real bubblewrap box, each asserting that nothing escaped (canaries intact, no process left, no
// network, no file of the machine's read or written); the removal of what a program leaves,
// through descriptors, racing a program that swaps a folder for a link; the compiler's limits;
// and the checker's memory under a flood. Runs as whoever runs the tests (test_check_hostile runs
// the command line as root and as nobody).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/box.h"
#include "check/check_run.h"
#include "check/compile.h"
#include "check/tree_removal.h"
#include "check/verdict.h"
#include "common/processes.h"
#include "common/timing.h"

#include <QtTest>

#include <arpa/inet.h>
#include <atomic>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

using namespace pw::check;
namespace fs = std::filesystem;

namespace {

Command hostile(const std::vector<std::string>& arguments,
                const std::string& program = PW_CHECK_FIXTURE_DIR "/hostile") {
    std::vector<std::string> argv{program};
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return resolveCommand(argv);
}

RunLimits limits() {
    RunLimits limits;
    limits.cpuSeconds = 2;
    // What stops a runaway is the processor time; the wall clock only stops a program that waits,
    // and is long enough for a box to start and fill 2,000 files on a loaded machine.
    limits.wallSeconds = 30;
    limits.memoryBytes = std::uint64_t{256} << 20;
    return limits;
}

// A fresh folder of the test's own, removed at the end.
struct Scratch {
    fs::path path;
    Scratch() {
        std::string pattern = (fs::temp_directory_path() / "pw-sandbox-test-XXXXXX").string();
        path = ::mkdtemp(pattern.data());
    }
    ~Scratch() { fs::remove_all(path); }
};

std::size_t filesIn(const fs::path& folder) {
    return static_cast<std::size_t>(
        std::distance(fs::directory_iterator(folder), fs::directory_iterator()));
}

void fillCanary(const fs::path& folder, int files) {
    fs::create_directories(folder);
    for (int i = 0; i < files; ++i)
        std::ofstream(folder / ("keep" + std::to_string(i))) << i;
}

} // namespace

class TestCheckSandbox : public QObject {
    Q_OBJECT
private slots:
    // A canary in $HOME and one beside the program: the program cannot see either.
    void canariesInHomeAndBesideTheProgramStay() {
        Scratch scratch;
        const fs::path home = qEnvironmentVariable("HOME").toStdString();
        const fs::path homeCanary = home / "pw-canary-home";
        std::ofstream(homeCanary) << "keep";
        fs::copy_file(PW_CHECK_FIXTURE_DIR "/hostile", scratch.path / "hostile");
        fs::permissions(scratch.path, fs::perms(0755));
        const fs::path besideCanary = scratch.path / "canary";
        std::ofstream(besideCanary) << "keep";
        const RunResult home_ =
            runProgram(hostile({"unlink", "path=" + homeCanary.string()}), "", limits());
        const RunResult beside =
            runProgram(hostile({"unlink-beside", "canary"}, (scratch.path / "hostile").string()),
                       "", limits());
        QVERIFY2(fs::exists(homeCanary), home_.output.c_str());
        QVERIFY2(fs::exists(besideCanary), beside.output.c_str());
        QVERIFY2(home_.output.find("No such file or directory") != std::string::npos,
                 home_.output.c_str());
        QVERIFY2(beside.output.find(": done") == std::string::npos, beside.output.c_str());
        fs::remove(homeCanary);
    }

    // 20 children that call setsid() and sleep: none is alive when the run returns.
    void setsidChildrenDoNotOutliveTheRun() {
        const std::string marker = "pw-sleeper-" + std::to_string(::getpid());
        const RunResult run = runProgram(hostile({"sleepers", "20", marker}), "", limits());
        QCOMPARE(run.output, std::string("20\n"));
        QCOMPARE(run.leftovers, 20);
        QCOMPARE(processesMarked(marker), 0);
    }

    // A child swaps the working folder's sub-folder for a link to a canary folder while the box
    // is emptied: with and without the sandbox, the canary folder keeps every file.
    void cleanupNeverFollowsALink() {
        Scratch scratch;
        const fs::path canary = scratch.path / "canary";
        fillCanary(canary, 200);
        fs::permissions(scratch.path, fs::perms(0755));
        for (const Isolation isolation : {Isolation::Sandbox, Isolation::None}) {
            const RunResult run = runProgram(hostile({"swap-race", "path=" + canary.string()}), "",
                                             limits(), {}, isolation);
            QCOMPARE(run.output, std::string("0\n"));
            QCOMPARE(filesIn(canary), std::size_t{200});
        }
    }

    // The removal itself, racing a thread that swaps a sub-folder for a link to a canary folder.
    void removalThroughDescriptorsRacesALink() {
        Scratch scratch;
        const fs::path canary = scratch.path / "canary";
        fillCanary(canary, 300);
        for (int round = 0; round < 20; ++round) {
            const fs::path box = scratch.path / ("box" + std::to_string(round));
            fillCanary(box / "sub", 300);
            std::atomic<bool> done{false};
            std::thread swapper([&] {
                while (!done.load()) {
                    std::error_code ignored;
                    fs::rename(box / "sub", box / "away", ignored);
                    fs::create_directory_symlink(canary, box / "sub", ignored);
                    fs::remove(box / "sub", ignored);
                    fs::rename(box / "away", box / "sub", ignored);
                }
            });
            const int folder = ::open(box.c_str(), O_RDONLY | O_DIRECTORY);
            clearFolder(folder);
            done = true;
            swapper.join();
            clearFolder(folder);
            ::close(folder);
            QCOMPARE(filesIn(canary), std::size_t{300});
        }
    }

    // Folders nested past the path length limit go too.
    void deeplyNestedFoldersAreRemoved() {
        Scratch scratch;
        const fs::path top = scratch.path / "top";
        fs::create_directory(top);
        int fd = ::open(top.c_str(), O_RDONLY | O_DIRECTORY);
        for (int depth = 0; depth < 3000; ++depth) {
            ::mkdirat(fd, "a-rather-long-folder-name", 0700);
            const int next = ::openat(fd, "a-rather-long-folder-name", O_RDONLY | O_DIRECTORY);
            ::close(fd);
            fd = next;
        }
        ::close(fd);
        const int folder = ::open(top.c_str(), O_RDONLY | O_DIRECTORY);
        QCOMPARE(clearFolder(folder), std::size_t{0});
        ::close(folder);
        QCOMPARE(filesIn(top), std::size_t{0});
    }

    // No network: a port the test listens on is out of reach.
    void networkIsOutOfReach() {
        const int server = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::bind(server, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
        QCOMPARE(::listen(server, 4), 0);
        socklen_t length = sizeof address;
        ::getsockname(server, reinterpret_cast<sockaddr*>(&address), &length);
        const std::string port = std::to_string(ntohs(address.sin_port));
        const RunResult run = runProgram(hostile({"connect", port}), "", limits());
        QCOMPARE(run.output, std::string("connect: Connection refused\n"));
        ::close(server);
    }

    // The machine's files: /etc/shadow is not there to read; a folder anyone may write is not
    // there to write.
    void machineFilesCannotBeReadOrWritten() {
        const RunResult read = runProgram(hostile({"read", "path=/etc/shadow"}), "", limits());
        QCOMPARE(read.output, std::string("read /etc/shadow: No such file or directory\n"));
        Scratch scratch;
        fs::permissions(scratch.path, fs::perms::all);
        const std::string target = (scratch.path / "written").string();
        for (const std::string& path : {target, std::string("/usr/pw-written")}) {
            const RunResult write = runProgram(hostile({"write", "path=" + path}), "", limits());
            QVERIFY2(write.output.find(": done") == std::string::npos, write.output.c_str());
            QVERIFY(!fs::exists(path));
        }
    }

    // 1,000 forks, 1 GiB to /tmp: each bounded.
    void forksAndFilesAreBounded() {
        const RunResult forks = runProgram(hostile({"forks", "1000"}), "", limits());
        QCOMPARE(forks.output, std::string("64\n"));
        QCOMPARE(forks.leftovers, 64);
        const RunResult fill = runProgram(hostile({"fill-tmp", "1024"}), "", limits());
        QVERIFY2(fill.output.starts_with("64 MiB written: ") ||
                     fill.output.starts_with("63 MiB written: "),
                 fill.output.c_str());
    }

    // Output past the checker's window is counted, not kept: the checker's memory stays bounded
    // whatever the output limit (the command line's test measures the whole process).
    void outputPastTheWindowIsCountedNotKept() {
        RunLimits flood = limits();
        flood.outputBytes = std::uint64_t{256} << 20;
        const RunResult run =
            runProgram(resolveCommand({PW_CHECK_FIXTURE_DIR "/misbehave", "flood"}), "", flood);
        QCOMPARE(run.end, RunResult::End::OutputLimit);
        QCOMPARE(run.output.size(), kOutputWindowBytes);
        QVERIFY(run.outputBytes > flood.outputBytes);
    }

    // `#include "/dev/zero"` grows the compiler without end: its limit stops it, and it is a
    // compile failure.
    void compilingDevZeroIsStoppedByItsLimit() {
        QElapsedTimer timer;
        timer.start();
        try {
            compileSource(PW_CHECK_FIXTURE_SOURCE_DIR "/include_dev_zero.cpp", "g++",
                          defaultCompileFlags());
            QFAIL("it compiled");
        } catch (const CompileError& error) {
            QVERIFY2(std::string(error.what()).find("does not compile") != std::string::npos,
                     error.what());
        }
        PW_VERIFY_FASTER(timer.elapsed(), 1000 * static_cast<qint64>(kCompileWallSeconds));
    }

    // A source compiles in the sandbox and the program made runs.
    void aSourceCompilesInTheSandbox() {
        const CompiledProgram program = compileSource(
            PW_CHECK_FIXTURE_SOURCE_DIR "/hackenbush_solution.cpp", "g++", defaultCompileFlags());
        QCOMPARE(program.commandLine(), std::string("g++ -std=gnu++20 -O2 -pipe -DONLINE_JUDGE -o "
                                                    "solution hackenbush_solution.cpp"));
        const std::string sample = "2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\n"
                                   "W B B\nTest 2\n3 3 2\nW B B\nW B W\nB B\n3 3 3\nB W W\n"
                                   "B W W\nW B B\n";
        const RunResult run = runProgram(program.command(), sample, limits());
        const RunResult built =
            runProgram(resolveCommand({PW_CHECK_FIXTURE_DIR "/hackenbush_ok"}), sample, limits());
        QCOMPARE(run.output, built.output);
        QVERIFY(run.output.starts_with("Test 1: "));
    }

    // A file that is no program: said at once, in words.
    void aFileThatIsNoProgramIsSaidAtOnce() {
        Scratch scratch;
        const fs::path text = scratch.path / "notes.txt";
        std::ofstream(text) << "not a program\n";
        fs::permissions(text, fs::perms(0755));
        QElapsedTimer clock;
        clock.start();
        try {
            runProgram(resolveCommand({text.string()}), "", limits());
            QFAIL("it ran");
        } catch (const StartError& error) {
            QVERIFY2(std::string(error.what()) ==
                         "cannot run " + text.string() +
                             ": it is neither a program this machine runs nor a script with a #! "
                             "line",
                     error.what());
        }
        PW_VERIFY_FASTER(clock.elapsed(), 3000);
    }

    // Without bubblewrap there is no sandbox: refused, never run unconfined unless asked.
    void noBubblewrapIsRefused() {
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", "/nonexistent");
        QVERIFY_THROWS_EXCEPTION(SandboxUnavailable, findSandboxTools(Isolation::Sandbox));
        const SandboxTools tools = findSandboxTools(Isolation::None);
        QVERIFY(tools.bubblewrap.empty() && !tools.supervisor.empty());
        qputenv("PATH", path);
    }
};

QTEST_GUILESS_MAIN(TestCheckSandbox)
#include "test_check_sandbox.moc"
