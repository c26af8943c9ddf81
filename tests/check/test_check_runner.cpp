// The checker's runner: a program runs as a judge runs it (in the sandbox: an empty working
// folder, limits, nobody for root), its verdicts (TLE, IL, RE with the signal or status, MLE,
// OLE), and programs that fork, flood their output, never read their input or wait for ever
// cannot hang the check or fill the machine; the same without the sandbox (--no-sandbox).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/run_program.h"
#include "check/verdict.h"
#include "common/processes.h"
#include "common/timing.h"

#include <QElapsedTimer>
#include <QFile>
#include <QtTest>

#include <csignal>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <thread>
#include <unistd.h>

using namespace pw::check;

namespace {

Command fixture(const std::string& mode, const std::string& extra = {}) {
    std::vector<std::string> argv{PW_CHECK_FIXTURE_DIR "/misbehave", mode};
    if (!extra.empty())
        argv.push_back(extra);
    return resolveCommand(argv);
}

RunLimits quickLimits() {
    RunLimits limits;
    limits.cpuSeconds = 0.3;
    limits.wallSeconds = wallLimitFor(limits.cpuSeconds);
    limits.memoryBytes = std::uint64_t{64} << 20;
    limits.outputBytes = std::uint64_t{1} << 20;
    limits.extraProcesses = 8;
    return limits;
}

std::vector<long> numbersIn(const std::string& text) {
    std::vector<long> numbers;
    std::istringstream in(text);
    for (long n; in >> n;)
        numbers.push_back(n);
    return numbers;
}

} // namespace

class TestCheckRunner : public QObject {
    Q_OBJECT
private slots:
    void acceptedRunKeepsOutputAndTimes() {
        RunLimits limits = quickLimits();
        const RunResult run = runProgram(fixture("noread"), "", limits);
        QCOMPARE(run.end, RunResult::End::Exited);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.output, std::string("0\n"));
        QVERIFY(run.peakMemoryBytes > 0);
        PW_VERIFY_FASTER(run.wallSeconds, limits.wallSeconds);
        QVERIFY(!runVerdict(run, limits));
    }

    // The input is a file: a program that never reads 20 MB of it is not blocked, nor the runner.
    void programThatNeverReadsItsInput() {
        const std::string big(20u << 20, '7');
        QElapsedTimer timer;
        timer.start();
        const RunResult run = runProgram(fixture("noread"), big, quickLimits());
        PW_VERIFY_FASTER(timer.elapsed(), 3000); // the runner does not wait
        QCOMPARE(run.output, std::string("0\n"));
        QVERIFY(!runVerdict(run, quickLimits()));
    }

    // Killed at the real-time limit with next to no processor time: an idleness limit, never a
    // time limit (on a busy machine a program that waits for nothing looks the same).
    void sleepingProgramIsKilledAtTheWallClockLimit() {
        QElapsedTimer timer;
        timer.start();
        const RunLimits limits = quickLimits();
        const RunResult run = runProgram(fixture("sleep"), "x", limits);
        QCOMPARE(run.end, RunResult::End::WallTimeout);
        QVERIFY(run.wallSeconds >= limits.wallSeconds);
        PW_VERIFY_FASTER(timer.elapsed(), 3000); // killed in time
        const auto verdict = runVerdict(run, limits);
        QVERIFY(verdict);
        QCOMPARE(verdict->verdict, Verdict::IdlenessLimit);
        QVERIFY2(verdict->detail.starts_with("killed at the real-time limit of 0.8 s: it was "
                                             "waiting (for input, a sleep or a child), with 0.0"),
                 verdict->detail.c_str());
    }

    // Busy a quarter of the time: at the real-time limit its processor time is under the limit,
    // as for a correct program on a loaded machine. An idleness limit, said to be busy.
    void halfSleepingProgramIsAnIdlenessLimit() {
        RunLimits limits = quickLimits();
        const RunResult run = runProgram(fixture("halfsleep"), "", limits);
        QCOMPARE(run.end, RunResult::End::WallTimeout);
        // Some processor time (a loaded machine gives it less than its quarter of 0.8 s).
        QVERIFY2(run.cpuSeconds > 0.0 && run.cpuSeconds < limits.cpuSeconds,
                 std::to_string(run.cpuSeconds).c_str());
        const auto verdict = runVerdict(run, limits);
        QVERIFY(verdict);
        QCOMPARE(verdict->verdict, Verdict::IdlenessLimit);
    }

    void spinningProgramExceedsTheTimeLimit() {
        const RunLimits limits = quickLimits();
        const RunResult run = runProgram(fixture("spin"), "", limits);
        // On a loaded machine the wall-clock limit may come first.
        QVERIFY(run.cpuSeconds > limits.cpuSeconds || run.end == RunResult::End::WallTimeout);
        const auto verdict = runVerdict(run, limits);
        QVERIFY(verdict);
        QCOMPARE(verdict->verdict, Verdict::TimeLimit);
    }

    void crashIsARuntimeErrorWithItsSignal() {
        const RunResult run = runProgram(fixture("crash"), "", quickLimits());
        QCOMPARE(run.end, RunResult::End::Signalled);
        QCOMPARE(run.signal, SIGSEGV);
        const auto verdict = runVerdict(run, quickLimits());
        QVERIFY(verdict);
        QCOMPARE(verdict->verdict, Verdict::RuntimeError);
        QVERIFY(verdict->detail.starts_with("killed by SIGSEGV"));
        QCOMPARE(verdict->failureKey(), std::string("RE:killed by SIGSEGV (Segmentation fault)"));
    }

    void exitStatusIsARuntimeError() {
        const RunResult run = runProgram(fixture("exit3"), "", quickLimits());
        QCOMPARE(run.exitCode, 3);
        QCOMPARE(run.output, std::string("0\n"));
        const auto verdict = runVerdict(run, quickLimits());
        QVERIFY(verdict);
        QCOMPARE(verdict->verdict, Verdict::RuntimeError);
        QCOMPARE(verdict->failureKey(), std::string("RE:exit status 3"));
    }

    // Output beyond the limit kills the program; the runner keeps exactly the limit.
    void floodIsCutAtTheOutputLimit() {
        const RunLimits limits = quickLimits();
        const RunResult run = runProgram(fixture("flood"), "", limits);
        QCOMPARE(run.end, RunResult::End::OutputLimit);
        QCOMPARE(run.output.size(), std::size_t{1} << 20);
        const auto verdict = runVerdict(run, limits);
        QVERIFY(verdict);
        QCOMPARE(verdict->verdict, Verdict::OutputLimit);
    }

    void allocationBeyondTheLimitIsAMemoryLimit() {
        const RunResult run = runProgram(fixture("memory"), "", quickLimits());
        QVERIFY(run.end == RunResult::End::Signalled || run.exitCode != 0);
        QVERIFY(run.errorHead.find("bad_alloc") != std::string::npos);
        QVERIFY(run.peakMemoryBytes < (std::uint64_t{64} << 20));
        const auto verdict = runVerdict(run, quickLimits());
        QVERIFY(verdict);
        QCOMPARE(verdict->verdict, Verdict::MemoryLimit);
    }

    // The peak memory is the program's own, also when the checker itself holds much more (the
    // kernel's figure for a child starts from the resident set it was forked with).
    void peakMemoryIsTheProgramsOwn() {
        RunLimits limits = quickLimits();
        limits.memoryBytes = std::uint64_t{256} << 20;
        for (const bool bigChecker : {false, true}) {
            std::vector<char> ballast(bigChecker ? std::size_t{300} << 20 : 1, 1);
            std::memset(ballast.data(), 2, ballast.size()); // resident in the checker
            const RunResult small = runProgram(fixture("noread"), "", limits);
            QVERIFY2(small.peakMemoryBytes < (std::uint64_t{16} << 20),
                     std::to_string(small.peakMemoryBytes).c_str());
            const RunResult held = runProgram(fixture("hold"), "", limits);
            QVERIFY2(held.peakMemoryBytes >= (std::uint64_t{96} << 20) &&
                         held.peakMemoryBytes < (std::uint64_t{128} << 20),
                     std::to_string(held.peakMemoryBytes).c_str());
            QVERIFY(!runVerdict(held, limits));
            QCOMPARE(ballast.back(), 2);
        }
    }

    // The program leaves children holding its output open: the run ends when it does, and the
    // children are gone when it returns (looked up on the whole machine by a marker in their
    // command line), with and without the sandbox.
    void childrenLeftBehindAreKilled() {
        for (const Isolation isolation : {Isolation::Sandbox, Isolation::None}) {
            const std::string marker = "pw-test-children-" + std::to_string(::getpid()) + "-" +
                                       std::to_string(static_cast<int>(isolation));
            QElapsedTimer timer;
            timer.start();
            const RunResult run =
                runProgram(fixture("fork", marker), "", quickLimits(), {}, isolation);
            PW_VERIFY_FASTER(timer.elapsed(), 3000); // the children are not waited for
            QCOMPARE(run.end, RunResult::End::Exited);
            QCOMPARE(numbersIn(run.output).size(), std::size_t{3});
            QCOMPARE(run.leftovers, 3);
            QCOMPARE(processesMarked(marker), 0);
        }
    }

    // A fork loop gets no more processes than the limit (as root too: it runs as nobody).
    // In the sandbox the limit counts the box's processes only (its own user namespace): exactly
    // the processes allowed; without it, all of the user's (nobody's) count.
    void processesAreLimited() {
        RunLimits limits = quickLimits();
        limits.extraProcesses = 5;
        for (const Isolation isolation : {Isolation::Sandbox, Isolation::None}) {
            const RunResult run = runProgram(fixture("forkmany"), "", limits, {}, isolation);
            const std::vector<long> made = numbersIn(run.output);
            QCOMPARE(made.size(), std::size_t{1});
            if (isolation == Isolation::Sandbox)
                QCOMPARE(made[0], 5L);
            else
                QVERIFY2(made[0] <= 5, run.output.c_str());
        }
    }

    // A child that leaves the process group keeps the output open for 4 s: the run does not wait.
    void escapedChildDoesNotHoldTheRun() {
        QElapsedTimer timer;
        timer.start();
        const RunResult run = runProgram(fixture("escape"), "", quickLimits());
        PW_VERIFY_FASTER(timer.elapsed(), 2500); // nor the escaped child
        QCOMPARE(run.output, std::string("0\n"));
    }

    // An empty working folder: the box's own (/box), or without the sandbox a temporary
    // directory removed afterwards; as root the program runs as nobody, and its environment is
    // the judge's few variables.
    void runsInAnEmptyDirectoryAsNobody() {
        for (const Isolation isolation : {Isolation::Sandbox, Isolation::None}) {
            const RunResult run = runProgram(fixture("where"), "", quickLimits(), {}, isolation);
            std::istringstream lines(run.output);
            std::string directory, entry;
            std::getline(lines, directory);
            if (isolation == Isolation::Sandbox) {
                QCOMPARE(directory, std::string("/box"));
            } else {
                QVERIFY(directory.find("pw-check-") != std::string::npos);
                QVERIFY(!std::filesystem::exists(directory));
            }
            std::vector<std::string> entries;
            while (std::getline(lines, entry))
                entries.push_back(entry);
            std::sort(entries.begin(), entries.end());
            QCOMPARE(entries, (std::vector<std::string>{".", ".."}));
        }

        const RunResult who = runProgram(fixture("whoami"), "", quickLimits());
        const std::vector<long> uid = numbersIn(who.output.substr(0, who.output.find('\n')));
        QCOMPARE(uid.size(), std::size_t{1});
        if (::geteuid() == 0)
            QCOMPARE(uid[0], 65534L);
        else
            QCOMPARE(uid[0], static_cast<long>(::getuid()));
        // bubblewrap adds PWD, the working folder.
        QCOMPARE(who.output.substr(who.output.find('\n') + 1),
                 std::string("PATH\nHOME\nTMPDIR\nLC_ALL\nPWD\n"));
    }

    void stopKillsTheRunAtOnce() {
        std::stop_source stop;
        std::jthread stopper([&stop] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            stop.request_stop();
        });
        RunLimits limits = quickLimits();
        limits.cpuSeconds = 30;
        limits.wallSeconds = 60;
        QElapsedTimer timer;
        timer.start();
        const RunResult run = runProgram(fixture("sleep"), "", limits, stop.get_token());
        QCOMPARE(run.end, RunResult::End::Stopped);
        PW_VERIFY_FASTER(timer.elapsed(), 2000);
        QVERIFY(!runVerdict(run, limits)); // a stopped run has no verdict
    }

    void commandsAreResolvedWithoutAShell() {
        QVERIFY_THROWS_EXCEPTION(StartError, resolveCommand({}));
        QVERIFY_THROWS_EXCEPTION(StartError, resolveCommand({"./no-such-program"}));
        QVERIFY_THROWS_EXCEPTION(StartError, resolveCommand({"no-such-program-in-path"}));
        QVERIFY_THROWS_EXCEPTION(StartError, resolveCommand({"/etc/passwd"})); // not executable
        const Command found = resolveCommand({"true", "a b"});
        QVERIFY(found.path.ends_with("/true"));
        QCOMPARE(found.arguments, (std::vector<std::string>{"true", "a b"}));
        // An argument with shell syntax reaches the program as it is.
        const RunResult run =
            runProgram(resolveCommand({"echo", "$HOME; exit 3"}), "", quickLimits());
        QCOMPARE(run.output, std::string("$HOME; exit 3\n"));
    }

    void verdictNames() {
        QCOMPARE(shortName(Verdict::WrongAnswer), std::string_view("WA"));
        QCOMPARE(longName(Verdict::TimeLimit), std::string_view("Time Limit Exceeded"));
        QCOMPARE(verdictFromShortName("MLE"), std::optional(Verdict::MemoryLimit));
        QVERIFY(!verdictFromShortName("XX"));
        QCOMPARE(signalText(SIGABRT), std::string("SIGABRT (Aborted)"));
    }
};

QTEST_GUILESS_MAIN(TestCheckRunner)
#include "test_check_runner.moc"
