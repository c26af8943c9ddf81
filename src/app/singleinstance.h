// One running window per user: the first start holds a lock in the data folder and listens on a
// local socket in the user's runtime folder; a later start hands its files and page to it, hears
// which of them could not be opened, and exits, so two windows never write the same session. A
// lock left by a killed process is recognised as stale and taken over, and its socket replaced.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QElapsedTimer>
#include <QLocalServer>
#include <QLockFile>
#include <QObject>
#include <QStringList>

#include <functional>

class QLocalSocket;

class SingleInstance : public QObject {
    Q_OBJECT
public:
    // One instance per data folder (so one per user, and one per HOME in tests).
    explicit SingleInstance(const QString& dataFolder, QObject* parent = nullptr);
    ~SingleInstance() override;

    enum class Role {
        Primary,    // this process runs the window (and owns the session)
        HandedOver, // another process runs it and took `files`: this one should exit
        Alone,      // another process holds the lock but cannot be reached: run without the session
    };
    // `files` are made absolute here (the other process has another working folder). HandedOver:
    // `refused` holds the running window's one-line reasons for the files it could not open (at
    // most kMaxReasons, then a line saying how many more).
    Role start(const QStringList& files, const QString& puzzle, QString* problem,
               QStringList* refused = nullptr);

    // What the primary does with a later start's files (absolute paths) and page: opens them and
    // returns a one-line reason for each file it could not open.
    using Handler = std::function<QStringList(const QStringList& files, const QString& puzzle)>;
    void setHandler(Handler handler) { handler_ = std::move(handler); }

    // The socket's folder: $XDG_RUNTIME_DIR when it is a folder of this user's that nobody else
    // may enter (mode 0700, as the XDG base directory specification has it), else
    // $TMPDIR/puzzle-workbench-UID, made with mode 0700 and used only when it is a real folder
    // (not a link) of this user's with that mode. Empty, with the reason, when neither is.
    static QString socketFolder(QString* problem);
    // The socket of a data folder, in socketFolder(); empty with the reason when there is none.
    static QString socketPath(const QString& dataFolder, QString* problem);

    // Bounds on what a later start (or anybody else of this user) may make the window hold.
    static constexpr int kMaxConnections = 8;           // open at once; more are closed at once
    static constexpr qint64 kMaxRequestBytes = 1 << 20; // a request's line, paths and all
    static constexpr int kRequestDeadlineMs = 3000;     // from the connection to its whole request
    static constexpr int kMaxReasons = 20;              // in the answer to a later start

private:
    void accept();
    void answer(QLocalSocket* socket);
    void dropConnection(QLocalSocket* socket);

    QString folder_;
    QLockFile lock_;
    QLocalServer server_;
    Handler handler_;
    int connections_ = 0;
};
