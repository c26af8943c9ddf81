// What the CLI writes, under faults: `--policy FILE` goes through the atomic writer (a full disk,
// a file size limit or a kill leaves the old file whole and no temporary file), never over its own
// input, through a symbolic link to its target; `--policy ''`, `--estimate --policy` and
// `--json --policy -` are refused as usage errors; `--policy -` puts the policy on standard output
// after the answer.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"

#include <QTemporaryDir>

#include <QElapsedTimer>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <sys/mount.h>
#include <sys/resource.h>
#include <unistd.h>

namespace {

const QByteArray kOld = "old policy, kept whole\n";

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(missing)");
}

void put(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    QCOMPARE(file.write(bytes), bytes.size());
}

QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot,
                                  QDir::Name);
}

} // namespace

class TestCliFiles : public QObject {
    Q_OBJECT

private slots:
    // Issue 23: `solve jenga t.txt --policy t.txt` replaced its own input and exited 0. The input
    // under its own name, another spelling, a hard link and standard input redirected from it.
    void policyNeverReplacesTheInput() {
        QTemporaryDir dir;
        const QByteArray tower = readTestData("jenga/two_levels.in");
        put(dir.filePath("t.txt"), tower);
        QCOMPARE(::link(QFile::encodeName(dir.filePath("t.txt")).constData(),
                        QFile::encodeName(dir.filePath("hard.txt")).constData()),
                 0);
        CliSetup inDir;
        inDir.workingDirectory = dir.path();
        const QByteArray reason =
            "': it is an input of this command (write to another file); the file on disk was "
            "not changed";
        for (const QString target : {"t.txt", "./t.txt", "hard.txt"}) {
            const QString problem =
                failureProblem(runCli({"solve", "jenga", "t.txt", "--policy", target}, {}, inDir),
                               4, "jenga: cannot write the policy to '" + target.toUtf8() + reason);
            QVERIFY2(problem.isEmpty(), qPrintable(target + ": " + problem));
        }
        // `solve jenga --policy t.txt < t.txt`: standard input is the file.
        QProcess process;
        process.setWorkingDirectory(dir.path());
        process.setStandardInputFile(dir.filePath("t.txt"));
        process.start(PW_CLI_PATH, {"solve", "jenga", "--policy", "t.txt"});
        QVERIFY(process.waitForFinished(kHangGuardMs));
        QCOMPARE(process.exitCode(), 4);
        QCOMPARE(process.readAllStandardError(),
                 "jenga: cannot write the policy to 't.txt" + reason + "\n");
        QCOMPARE(contents(dir.filePath("t.txt")), tower);
        QCOMPARE(entries(dir.path()), QStringList({"hard.txt", "t.txt"}));
    }

    // `--policy ''` and `--estimate --policy` wrote nothing and exited 0; `--json --policy -`
    // would mix the policy into the JSON. Usage errors (exit 1) that say why, before any solve.
    void policyUsageErrors() {
        QTemporaryDir dir;
        const QByteArray tower = readTestData("jenga/two_levels.in");
        QString problem =
            failureProblem(runCli({"solve", "jenga", "--policy", ""}, tower), 1,
                           "jenga: --policy needs a file name ('-' for standard output), "
                           "and it was given an empty one");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = failureProblem(
            runCli({"solve", "jenga", "--estimate", "--policy", dir.filePath("p.tsv")}, tower), 1,
            "jenga: --policy writes the exact optimal policy, which --estimate "
            "does not compute: give one or the other");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        problem = failureProblem(runCli({"solve", "jenga", "--json", "--policy", "-"}, tower), 1,
                                 "jenga: --policy - would mix the policy into the JSON on standard "
                                 "output: name a file with --json");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QVERIFY(entries(dir.path()).isEmpty());
        // A usage error is found before the input is read: standard input stays unread.
        CliSetup open;
        open.keepStdinOpen = true;
        QCOMPARE(runCli({"solve", "jenga", "--policy", ""}, {}, open).exitCode, 1);
    }

    // `--policy -` wrote a file named "-"; now the policy follows the answer's line on standard
    // output, exactly the lines a FILE gets.
    void policyOnStandardOutput() {
        QTemporaryDir dir;
        const QByteArray tower = readTestData("jenga/two_levels.in");
        CliSetup inDir;
        inDir.workingDirectory = dir.path();
        const CliRun toStdout = runCli({"solve", "jenga", "--policy", "-"}, tower, inDir);
        QCOMPARE(toStdout.exitCode, 0);
        QCOMPARE(toStdout.err, QByteArray());
        const CliRun toFile = runCli({"solve", "jenga", "--policy", "p.tsv"}, tower, inDir);
        QCOMPARE(toFile.exitCode, 0);
        QCOMPARE(toFile.out, QByteArray("8.592\n"));
        QCOMPARE(toStdout.out, "8.592\n" + contents(dir.filePath("p.tsv")));
        QVERIFY(toStdout.out.split('\n')[1].startsWith("# Colored Jenga optimal policy"));
        QCOMPARE(toStdout.out.count('\n'), 1 + 2 + 61);      // the answer, two comments, 61 states
        QCOMPARE(entries(dir.path()), QStringList{"p.tsv"}); // no file named "-"
    }

    // The writer refuses a folder and a device, and names the reason; a missing folder gives
    // strerror's words. Through a symbolic link it writes the file the link names (issue 38: it
    // refused it), and the link stays a link.
    void policyTargetsThatAreRefused() {
        QTemporaryDir dir;
        put(dir.filePath("real.tsv"), kOld);
        QVERIFY(QFile::link(dir.filePath("real.tsv"), dir.filePath("link.tsv")));
        const QByteArray tower = readTestData("jenga/two_levels.in");
        CliSetup inDir;
        inDir.workingDirectory = dir.path();
        struct Case {
            QString target;
            QByteArray message;
        };
        const Case cases[] = {
            {".", "jenga: cannot write the policy to '.': it is a folder; the file on disk was "
                  "not changed"},
            {"/dev/full", "jenga: cannot write the policy to '/dev/full': it is not a regular "
                          "file (a device, pipe or socket); the file on disk was not changed"},
            {"no/such/p.tsv", "jenga: cannot write the policy to 'no/such/p.tsv': " +
                                  QByteArray(std::strerror(ENOENT))},
        };
        for (const Case& c : cases) {
            const QString problem = failureProblem(
                runCli({"solve", "jenga", "--policy", c.target}, tower, inDir), 4, c.message);
            QVERIFY2(problem.isEmpty(), qPrintable(c.target + ": " + problem));
        }
        QCOMPARE(contents(dir.filePath("real.tsv")), kOld);
        QCOMPARE(entries(dir.path()), QStringList({"link.tsv", "real.tsv"}));
        const CliRun through = runCli({"solve", "jenga", "--policy", "link.tsv"}, tower, inDir);
        QCOMPARE(through.exitCode, 0);
        QVERIFY(contents(dir.filePath("real.tsv")).startsWith("# Colored Jenga optimal policy"));
        QVERIFY(QFileInfo(dir.filePath("link.tsv")).isSymLink());
        QCOMPARE(entries(dir.path()), QStringList({"link.tsv", "real.tsv"}));
    }

    // Issue 38: `kill -9` while a 50 MB policy was written left its hidden temporary file, though
    // these notes said a kill leaves none. Killed as the policy is being written (the process
    // holds a file in the folder open): the old file whole, nothing else.
    void aKillDuringThePolicyWriteLeavesNothing() {
        QTemporaryDir dir;
        const QString path = dir.filePath("p.tsv");
        put(path, kOld);
        // The sample with a seventh level: 50.9 MB of policy.
        const QByteArray tower = "7\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\nRGB\n";
        QProcess cli;
        cli.start(QStringLiteral(PW_CLI_PATH), {"solve", "jenga", "--policy", path});
        QVERIFY(cli.waitForStarted(kHangGuardMs));
        cli.write(tower);
        cli.closeWriteChannel();
        const QString fds = QStringLiteral("/proc/%1/fd").arg(cli.processId());
        const auto writing = [&] {
            if (entries(dir.path()).size() > 1)
                return true; // a temporary file with a name
            for (const QFileInfo& fd : QDir(fds).entryInfoList(QDir::System | QDir::Files))
                if (fd.symLinkTarget().startsWith(dir.path()))
                    return true;
            return false;
        };
        QElapsedTimer clock;
        clock.start();
        while (!writing() && cli.state() == QProcess::Running && clock.elapsed() < kHangGuardMs)
            QTest::qWait(5);
        QVERIFY2(cli.state() == QProcess::Running, "the policy was written before the kill");
        QTest::qWait(100);
        ::kill(static_cast<pid_t>(cli.processId()), SIGKILL);
        QVERIFY(cli.waitForFinished(kHangGuardMs));
        QCOMPARE(cli.exitStatus(), QProcess::CrashExit);
        QCOMPARE(contents(path), kOld);
        QCOMPARE(entries(dir.path()), QStringList{"p.tsv"});
    }

    // Issue 23: the policy was written in place, so a full disk left a truncated file with a
    // valid header. A file size limit (ulimit -f) stops the write half-way: exit 4 with the
    // reason, the old file whole, no temporary file left.
    void policyWriteErrorKeepsTheOldFile() {
        QTemporaryDir dir;
        const QString path = dir.filePath("p.tsv");
        put(path, kOld);
        CliSetup limited;
        limited.childModifier = [] {
            struct rlimit limit {};
            limit.rlim_cur = limit.rlim_max = 1 << 20; // the sample's policy is 11.7 MB
            if (::setrlimit(RLIMIT_FSIZE, &limit) != 0)
                ::_exit(120);
        };
        const CliRun run =
            runCli({"solve", "jenga", "--policy", path}, readTestData("jenga/sample.in"), limited);
        const QString problem =
            failureProblem(run, 4,
                           "jenga: cannot write the policy to '" + path.toUtf8() +
                               "': " + std::strerror(EFBIG) + "; the file on disk was not changed");
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(contents(path), kOld);
        QCOMPARE(entries(dir.path()), QStringList{"p.tsv"});
    }

    // A file system with too little room for the policy (about 66 bytes a state at 6 levels) is
    // refused before anything is written; a 1 MiB tmpfs, where mounting one is allowed.
    void policyNeedsRoomFirst() {
        QTemporaryDir dir;
        const QString mountPoint = dir.filePath("small");
        QVERIFY(QDir().mkdir(mountPoint));
        if (::mount("tmpfs", QFile::encodeName(mountPoint).constData(), "tmpfs", 0, "size=1m") != 0)
            QSKIP(qPrintable(QStringLiteral("cannot mount a 1 MiB tmpfs here (%1)")
                                 .arg(QString::fromLocal8Bit(std::strerror(errno)))));
        const QString path = mountPoint + "/p.tsv";
        put(path, kOld);
        const CliRun run =
            runCli({"solve", "jenga", "--policy", path}, readTestData("jenga/sample.in"));
        const QByteArray err = run.err;
        const QList<QByteArray> left =
            QDir(mountPoint)
                .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot)
                .join(",")
                .toUtf8()
                .split(',');
        const QByteArray kept = contents(path);
        ::umount2(QFile::encodeName(mountPoint).constData(), MNT_DETACH);
        QCOMPARE(run.exitCode, 4);
        QCOMPARE(run.out, QByteArray());
        // 178,410 states of 6 levels: 256 + 178410 * 66 bytes, and a 1 % margin.
        QCOMPARE(err, "jenga: cannot write the policy to '" + path.toUtf8() +
                          "': its file system has 1020.0 KiB free, and the file needs about "
                          "11.3 MiB; the file on disk was not changed\n");
        QCOMPARE(kept, kOld);
        QCOMPARE(left, QList<QByteArray>{"p.tsv"});
    }
};

QTEST_GUILESS_MAIN(TestCliFiles)
#include "test_cli_files.moc"
