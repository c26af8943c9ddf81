// One running window per user: the first start holds a lock in the data folder and listens on a
// local socket; a later start hands its files and page to it and exits, so two windows never
// write the same session. A lock left by a killed process is recognised as stale and taken over.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QStringList>

class SingleInstance : public QObject {
    Q_OBJECT
public:
    // One instance per data folder (so one per user, and one per HOME in tests).
    explicit SingleInstance(const QString& dataFolder, QObject* parent = nullptr);
    ~SingleInstance() override;

    enum class Role {
        Primary,    // this process runs the window (and owns the session)
        HandedOver, // another process runs it and took `files`: this one should exit
        Alone,      // another process holds the lock but did not answer: run without the session
    };
    // `files` are made absolute here (the other process has another working folder).
    Role start(const QStringList& files, const QString& puzzle, QString* problem);

    // The local socket's name for a data folder.
    static QString serverName(const QString& dataFolder);

signals:
    // A later start's files (absolute paths) and page, for the primary's window.
    void openRequested(const QStringList& files, const QString& puzzle);

private:
    void accept();

    QString folder_;
    QLockFile lock_;
    QLocalServer server_;
};
