// The memory budget's sources: /proc/meminfo, cgroup v1 and v2 files (sample trees in a temporary
// folder, with a container's mount root and a parent's tighter limit) and RLIMIT_AS.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/memory_budget.h"
#include "engine/common/solve_control.h"

#include <QTemporaryDir>
#include <QtTest>

#include <fstream>
#include <sys/resource.h>

namespace {

constexpr std::uint64_t kMiB = std::uint64_t{1} << 20;

// Writes `text` at `root` + `path`, making the folders.
void put(const QString& root, const QString& path, const std::string& text) {
    const QString full = root + path;
    QDir().mkpath(QFileInfo(full).path());
    std::ofstream(full.toStdString(), std::ios::binary) << text;
}

const char* const kMeminfo = "MemTotal:       24684544 kB\n"
                             "MemFree:        21629076 kB\n"
                             "MemAvailable:   22589012 kB\n"
                             "Buffers:          104516 kB\n";

const char* const kV2Mount = "25 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw\n"
                             "30 25 0:26 / /sys/fs/cgroup rw,nosuid,nodev,noexec,relatime shared:4 "
                             "- cgroup2 cgroup2 rw,nsdelegate,memory_recursiveprot\n";

const char* const kV1Mounts =
    "31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755\n"
    "32 31 0:29 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct\n"
    "35 31 0:32 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory\n"
    "41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw\n";

pw::MemorySources sources(const QTemporaryDir& dir) {
    pw::MemorySources s;
    s.root = dir.path().toStdString();
    s.readAddressSpaceLimit = false; // no limit unless the test gives one
    return s;
}

} // namespace

class TestMemoryBudget : public QObject {
    Q_OBJECT

private slots:
    void parsers() {
        QCOMPARE(pw::parseMemAvailable(kMeminfo), std::optional<std::uint64_t>(22589012ull * 1024));
        QCOMPARE(pw::parseMemAvailable("MemTotal: 5 kB\n"), std::optional<std::uint64_t>());
        QCOMPARE(pw::parseVmSize("Name:\tcli\nVmPeak:\t  300 kB\nVmSize:\t  204800 kB\n"),
                 std::optional<std::uint64_t>(200 * kMiB));
        QCOMPARE(pw::parseCgroupLimit("734003200\n"), std::optional<std::uint64_t>(734003200));
        QCOMPARE(pw::parseCgroupLimit("max\n"), std::optional<std::uint64_t>());
        // v1's "unlimited": 2^63 rounded down to a page.
        QCOMPARE(pw::parseCgroupLimit("9223372036854771712\n"), std::optional<std::uint64_t>());
        QCOMPARE(pw::parseCgroupLimit("12abc"), std::optional<std::uint64_t>());
        QCOMPARE(pw::parseCgroupLimit(""), std::optional<std::uint64_t>());
        const char* stat = "anon 1000\nfile 9000\ninactive_file 4096\ntotal_inactive_file 8192\n";
        QCOMPARE(pw::parseStatValue(stat, "inactive_file"), std::optional<std::uint64_t>(4096));
        QCOMPARE(pw::parseStatValue(stat, "total_inactive_file"),
                 std::optional<std::uint64_t>(8192));
        QCOMPARE(pw::parseStatValue(stat, "active_file"), std::optional<std::uint64_t>());
    }

    void findsTheFolderOfEachHierarchy() {
        // v2 with the whole hierarchy mounted.
        auto folder = pw::findCgroupFolder("0::/user.slice/app.scope\n", kV2Mount, "");
        QVERIFY(folder);
        QCOMPARE(folder->mountPoint, std::string("/sys/fs/cgroup"));
        QCOMPARE(folder->relative, std::string("/user.slice/app.scope"));
        // v1: the line whose controllers include memory, and the memory mount.
        folder = pw::findCgroupFolder("5:cpu,cpuacct:/\n4:memory:/process_api/62b5\n0::/\n",
                                      kV1Mounts, "memory");
        QVERIFY(folder);
        QCOMPARE(folder->mountPoint, std::string("/sys/fs/cgroup/memory"));
        QCOMPARE(folder->relative, std::string("/process_api/62b5"));
        QVERIFY(!pw::findCgroupFolder("4:memory:/a\n", kV2Mount, "memory"));
        QVERIFY(!pw::findCgroupFolder("4:memory:/a\n", kV1Mounts, "")); // no "0::" line
        // A container: the mount shows the hierarchy from the container's own cgroup.
        folder = pw::findCgroupFolder(
            "0::/docker/abc/inner\n",
            "30 25 0:26 /docker/abc /sys/fs/cgroup ro,relatime - cgroup2 cgroup2 rw\n", "");
        QVERIFY(folder);
        QCOMPARE(folder->relative, std::string("/inner"));
        // A cgroup namespace: the process sees itself at the root.
        folder = pw::findCgroupFolder("0::/\n", kV2Mount, "");
        QVERIFY(folder);
        QCOMPARE(folder->relative, std::string());
        // A mount point with a space, escaped as \040 in mountinfo.
        folder = pw::findCgroupFolder("0::/a\n",
                                      "30 25 0:26 / /cg\\040root rw - cgroup2 cgroup2 rw\n", "");
        QVERIFY(folder);
        QCOMPARE(folder->mountPoint, std::string("/cg root"));
    }

    // v2: the own cgroup's memory.max minus memory.current (less the inactive file cache), and a
    // parent's tighter memory.high wins.
    void cgroupV2() {
        QTemporaryDir dir;
        const QString root = dir.path();
        put(root, "/proc/self/cgroup", "0::/user.slice/app.scope\n");
        put(root, "/proc/self/mountinfo", kV2Mount);
        const QString app = "/sys/fs/cgroup/user.slice/app.scope";
        put(root, app + "/memory.max", "734003200\n");
        put(root, app + "/memory.high", "max\n");
        put(root, app + "/memory.current", "104857600\n");
        put(root, app + "/memory.stat", "anon 100663296\ninactive_file 4194304\n");
        put(root, "/sys/fs/cgroup/user.slice/memory.max", "max\n");
        put(root, "/sys/fs/cgroup/user.slice/memory.current", "2000000000\n");
        QCOMPARE(pw::cgroupHeadroom(sources(dir)),
                 std::optional<std::uint64_t>(734003200 - (104857600 - 4194304)));

        put(root, "/sys/fs/cgroup/user.slice/memory.high", "2500000000\n");
        QCOMPARE(pw::cgroupHeadroom(sources(dir)), std::optional<std::uint64_t>(500000000));
        // Over its limit already (usage above the limit): no room at all.
        put(root, app + "/memory.current", "900000000\n");
        QCOMPARE(pw::cgroupHeadroom(sources(dir)), std::optional<std::uint64_t>(0));

        put(root, "/proc/meminfo", kMeminfo);
        const pw::MemoryHeadroom headroom = pw::readMemoryHeadroom(sources(dir));
        QCOMPARE(headroom.memAvailable, std::optional<std::uint64_t>(22589012ull * 1024));
        QCOMPARE(headroom.smallest(), std::optional<std::uint64_t>(0));
        QCOMPARE(headroom.limitedBy(), std::string_view("cgroup"));
    }

    // v1: memory.limit_in_bytes minus memory.usage_in_bytes (less total_inactive_file); the
    // root's "unlimited" does not count.
    void cgroupV1() {
        QTemporaryDir dir;
        const QString root = dir.path();
        put(root, "/proc/self/cgroup", "5:cpu,cpuacct:/\n4:memory:/process_api/62b5\n0::/\n");
        put(root, "/proc/self/mountinfo", kV1Mounts);
        const QString own = "/sys/fs/cgroup/memory/process_api/62b5";
        put(root, own + "/memory.limit_in_bytes", "734003200\n");
        put(root, own + "/memory.usage_in_bytes", "692224\n");
        put(root, own + "/memory.stat", "cache 0\ntotal_inactive_file 4096\n");
        put(root, "/sys/fs/cgroup/memory/memory.limit_in_bytes", "9223372036854771712\n");
        put(root, "/sys/fs/cgroup/memory/memory.usage_in_bytes", "105385984\n");
        QCOMPARE(pw::cgroupHeadroom(sources(dir)),
                 std::optional<std::uint64_t>(734003200 - (692224 - 4096)));
        // No limit anywhere: nothing to say.
        put(root, own + "/memory.limit_in_bytes", "9223372036854771712\n");
        QCOMPARE(pw::cgroupHeadroom(sources(dir)), std::optional<std::uint64_t>());
        // Without readable /proc files there is no cgroup figure either.
        QTemporaryDir empty;
        QCOMPARE(pw::cgroupHeadroom(sources(empty)), std::optional<std::uint64_t>());
    }

    // RLIMIT_AS counts the address space: the headroom is the limit less VmSize.
    void addressSpace() {
        QTemporaryDir dir;
        put(dir.path(), "/proc/meminfo", kMeminfo);
        put(dir.path(), "/proc/self/status", "Name:\tcli\nVmSize:\t  102400 kB\n");
        pw::MemorySources s = sources(dir);
        s.addressSpaceLimit = 1024 * kMiB;
        const pw::MemoryHeadroom headroom = pw::readMemoryHeadroom(s);
        QCOMPARE(headroom.addressSpace, std::optional<std::uint64_t>(924 * kMiB));
        QCOMPARE(headroom.cgroup, std::optional<std::uint64_t>());
        QCOMPARE(headroom.smallest(), std::optional<std::uint64_t>(924 * kMiB));
        QCOMPARE(headroom.limitedBy(), std::string_view("RLIMIT_AS"));
        s.addressSpaceLimit.reset();
        QCOMPARE(pw::readMemoryHeadroom(s).limitedBy(), std::string_view("MemAvailable"));
        QTemporaryDir empty;
        QCOMPARE(pw::readMemoryHeadroom(sources(empty)).smallest(), std::optional<std::uint64_t>());
    }

    // The real process under a real RLIMIT_AS (set and restored here): the budget follows it.
    void realAddressSpaceLimit() {
        struct rlimit saved {};
        QCOMPARE(::getrlimit(RLIMIT_AS, &saved), 0);
        const auto vmSize = [] {
            std::ifstream in("/proc/self/status");
            std::string text((std::istreambuf_iterator<char>(in)), {});
            return pw::parseVmSize(text).value_or(0);
        };
        const std::uint64_t before = vmSize();
        if (saved.rlim_max != RLIM_INFINITY && saved.rlim_max < before + 512 * kMiB)
            QSKIP("the hard RLIMIT_AS is too low to set a test limit below it");
        struct rlimit limit = saved;
        limit.rlim_cur = before + 512 * kMiB;
        QCOMPARE(::setrlimit(RLIMIT_AS, &limit), 0);
        const pw::MemoryHeadroom headroom = pw::readMemoryHeadroom();
        const std::size_t budget = pw::availableMemoryBudget();
        const std::uint64_t after = vmSize();
        ::setrlimit(RLIMIT_AS, &saved);
        QVERIFY(headroom.addressSpace);
        QVERIFY(*headroom.addressSpace <= limit.rlim_cur - std::min<std::uint64_t>(before, after));
        QVERIFY(*headroom.addressSpace >= limit.rlim_cur - std::max<std::uint64_t>(before, after));
        if (headroom.limitedBy() == "RLIMIT_AS") // a machine or cgroup with less free is tighter
            QVERIFY(budget <= 512 * kMiB / 4 * 3);
        QVERIFY(budget <= 512 * kMiB);
    }
};

QTEST_APPLESS_MAIN(TestMemoryBudget)
#include "test_memory_budget.moc"
