// Test helper: runs puzzle-workbench-cli with arguments and standard input, captures everything.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "common/timing.h"
#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <QtTest>

#include <functional>

struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// How to run it beyond arguments and input: where, where stdout goes, whether stdin stays open.
struct CliSetup {
    QString workingDirectory;   // empty: the test's own
    QString stdoutFile;         // e.g. /dev/full; empty: captured
    bool keepStdinOpen = false; // the program must finish without reading standard input
    // Runs in the child between fork and exec (only async-signal-safe calls: setrlimit, write),
    // e.g. to set a resource limit or join a cgroup.
    std::function<void()> childModifier;
};

inline CliRun runCli(const QStringList& args, const QByteArray& input = {},
                     const CliSetup& setup = {}) {
    QProcess process;
    if (!setup.workingDirectory.isEmpty())
        process.setWorkingDirectory(setup.workingDirectory);
    if (!setup.stdoutFile.isEmpty())
        process.setStandardOutputFile(setup.stdoutFile);
    if (setup.childModifier)
        process.setChildProcessModifier(setup.childModifier);
    process.start(QStringLiteral(PW_CLI_PATH), args);
    if (!process.waitForStarted(kHangGuardMs))
        qFatal("cannot start %s", PW_CLI_PATH);
    process.write(input);
    if (!setup.keepStdinOpen)
        process.closeWriteChannel();
    if (!process.waitForFinished(kHangGuardMs)) {
        process.kill();
        process.waitForFinished();
        return CliRun{-2, {}, "did not finish"};
    }
    return CliRun{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                  process.readAllStandardOutput(), process.readAllStandardError()};
}

inline QByteArray readTestData(const QString& relativePath) {
    QFile file(QStringLiteral(PW_CLI_DATA_DIR "/") + relativePath);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(relativePath));
    return file.readAll();
}

// Empty when `run` is what bad input must give (exit code 2, nothing on stdout, exactly one
// stderr line starting "<puzzle>: line <line>: "); otherwise what is wrong with it.
inline QString rejectionProblem(const CliRun& run, const QString& puzzle, qint64 line) {
    const QString err = QString::fromUtf8(run.err);
    if (run.exitCode != 2)
        return QStringLiteral("exit code %1, expected 2").arg(run.exitCode);
    if (!run.out.isEmpty())
        return QStringLiteral("stdout is not empty: %1").arg(QString::fromUtf8(run.out));
    if (err.count(QLatin1Char('\n')) != 1 || !err.endsWith(QLatin1Char('\n')))
        return QStringLiteral("stderr is not one line: %1").arg(err);
    if (!err.startsWith(QStringLiteral("%1: line %2: ").arg(puzzle).arg(line)))
        return QStringLiteral("stderr does not name %1 line %2: %3").arg(puzzle).arg(line).arg(err);
    return {};
}

// Empty when solving `inputFile` (from stdin and as a FILE argument) prints exactly the
// contents of `expectedFile` with exit code 0 and nothing on stderr.
inline QString goldenProblem(const QString& puzzle, const QString& inputFile,
                             const QString& expectedFile) {
    const QByteArray expected = readTestData(expectedFile);
    const CliRun fromStdin = runCli({QStringLiteral("solve"), puzzle}, readTestData(inputFile));
    const CliRun fromFile =
        runCli({QStringLiteral("solve"), puzzle, QStringLiteral(PW_CLI_DATA_DIR "/") + inputFile});
    for (const CliRun* run : {&fromStdin, &fromFile}) {
        if (run->exitCode != 0 || !run->err.isEmpty())
            return QStringLiteral("exit code %1, stderr: %2")
                .arg(run->exitCode)
                .arg(QString::fromUtf8(run->err));
        if (run->out != expected)
            return QStringLiteral("stdout differs:\n%1\nexpected:\n%2")
                .arg(QString::fromUtf8(run->out), QString::fromUtf8(expected));
    }
    return {};
}

// Empty when `run` exited with `code`, printed nothing on stdout and exactly `message` and a
// newline on stderr; else what differs.
inline QString failureProblem(const CliRun& run, int code, const QByteArray& message) {
    if (run.exitCode != code)
        return QStringLiteral("exit code %1, expected %2: %3")
            .arg(run.exitCode)
            .arg(code)
            .arg(QString::fromUtf8(run.err));
    if (!run.out.isEmpty())
        return "stdout is not empty: " + QString::fromUtf8(run.out.left(200));
    if (run.err != message + "\n")
        return "stderr is\n" + QString::fromUtf8(run.err) + "expected\n" + message;
    return {};
}
