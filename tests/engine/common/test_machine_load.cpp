// The machine's load as the solvers read it: other processes' busy threads count, each weighted
// by its nice value (two busy loops at nice 0 add two threads, at nice 19 almost none), and this
// process's own threads do not. The counts depend on what else runs, so they are asserted in the
// `timing` run, where this test runs alone; elsewhere only what holds under any load.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/machine_load.h"

#include "common/timing.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace {

// `count` child processes spinning at `nice` until killed.
class BusyChildren {
public:
    BusyChildren(int count, int nice) {
        for (int i = 0; i < count; ++i) {
            const pid_t child = ::fork();
            if (child == 0) {
                ::setpriority(PRIO_PROCESS, 0, nice);
                volatile unsigned long spin = 0;
                for (;;)
                    spin = spin + 1;
            }
            children_.push_back(child);
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(200)); // at their nice, spinning
    }
    ~BusyChildren() {
        for (const pid_t child : children_) {
            ::kill(child, SIGKILL);
            ::waitpid(child, nullptr, 0);
        }
    }

private:
    std::vector<pid_t> children_;
};

} // namespace

class TestMachineLoad : public QObject {
    Q_OBJECT
private slots:
    // Under any load: the figures are counts, the least reading no more than the median.
    void readingsAreCounts() {
        const pw::MachineLoad load = pw::readMachineLoad(9);
        QVERIFY(load.competing >= 0.0);
        QVERIFY(load.least >= 0.0);
        QVERIFY(load.least <= load.competing);
    }

    // Two busy loops of other processes at nice 0 add two competing threads; at nice 19 they
    // weigh about 1.5 % each. Each against a reading just before, and the least of three tries:
    // whatever else runs stays, and a passing job of the machine's (the kernel writing back or
    // compacting what the tests before left: once, right after the other tests, the nice-19 loops
    // seemed to add 1.03) only ever adds.
    void otherProcessesCountByTheirNice() {
        if (!wallClockBoundsChecked())
            QSKIP("asserted in the timing run, alone on the machine (PW_TIMING=1)");
        const auto addedBy = [](int nice) {
            double least = 1e9;
            for (int attempt = 0; attempt < 3; ++attempt) {
                const double before = pw::readMachineLoad(9).competing;
                const BusyChildren busy(2, nice);
                least = std::min(least, pw::readMachineLoad(9).competing - before);
            }
            return least;
        };
        const double atZero = addedBy(0);
        QVERIFY2(atZero >= 1.5 && atZero <= 2.5, qPrintable(QString::number(atZero)));
        {
            const BusyChildren busy(2, 0);
            QVERIFY(!pw::idleCoreLikely(2, 10));
        }
        const double atNineteen = addedBy(19);
        QVERIFY2(atNineteen <= 0.2, qPrintable(QString::number(atNineteen)));
    }

    // This process's own busy threads are not load: a solve replaces its own jobs.
    void ownThreadsAreNotLoad() {
        if (!wallClockBoundsChecked())
            QSKIP("asserted in the timing run, alone on the machine (PW_TIMING=1)");
        std::atomic<bool> stop{false};
        const double before = pw::readMachineLoad(9).competing;
        std::vector<std::thread> spinners;
        for (int i = 0; i < 2; ++i)
            spinners.emplace_back([&stop] {
                while (!stop.load(std::memory_order_relaxed)) {
                }
            });
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
        const pw::MachineLoad load = pw::readMachineLoad(9);
        stop = true;
        for (std::thread& spinner : spinners)
            spinner.join();
        QVERIFY2(load.competing - before <= 0.5,
                 qPrintable(QString::number(load.competing - before)));
    }
};

QTEST_APPLESS_MAIN(TestMachineLoad)
#include "test_machine_load.moc"
