// Test helper: runs puzzle-workbench-cli with arguments and standard input, captures everything.
#pragma once

#include <QFile>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QtTest>

struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

inline CliRun runCli(const QStringList& args, const QByteArray& input = {}) {
    QProcess process;
    process.start(QStringLiteral(PW_CLI_PATH), args);
    if (!process.waitForStarted(10000))
        qFatal("cannot start %s", PW_CLI_PATH);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(120000))
        qFatal("puzzle-workbench-cli did not finish");
    return CliRun{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                  process.readAllStandardOutput(), process.readAllStandardError()};
}

inline QByteArray readTestData(const QString& relativePath) {
    QFile file(QStringLiteral(PW_CLI_DATA_DIR "/") + relativePath);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(relativePath));
    return file.readAll();
}
