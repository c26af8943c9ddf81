// SingleInstance: the instance lock, the local server of the first start (bounded: connections,
// request size, a deadline each, this user's peers only), and the hand-over of a later one (one
// JSON line each way).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/singleinstance.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalSocket>
#include <QTimer>

#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

// How long a later start tries to reach the first (which may itself be starting up), and waits
// for it to open the files.
constexpr int kConnectMs = 5000;
constexpr int kAnswerMs = 30000;
const char* const kConnectedProperty = "pwCounted";

// The user on the other end of a local socket; -1 when it cannot be told.
qint64 peerUser(qintptr descriptor) {
    struct ucred peer {};
    socklen_t length = sizeof peer;
    if (::getsockopt(static_cast<int>(descriptor), SOL_SOCKET, SO_PEERCRED, &peer, &length) != 0)
        return -1;
    return peer.uid;
}

// A folder only this user may enter: a real folder (not a link), this user's, mode 0700.
bool isPrivateFolder(const QString& path, QString* why) {
    struct stat info {};
    if (::lstat(QFile::encodeName(path).constData(), &info) != 0) {
        *why = QString::fromLocal8Bit(std::strerror(errno));
        return false;
    }
    if (!S_ISDIR(info.st_mode))
        *why = SingleInstance::tr("it is not a folder");
    else if (info.st_uid != ::geteuid())
        *why = SingleInstance::tr("it belongs to another user");
    else if ((info.st_mode & 077) != 0)
        *why = SingleInstance::tr("others may enter it (mode %1, not 700)")
                   .arg(info.st_mode & 0777, 3, 8, QLatin1Char('0'));
    else
        return true;
    return false;
}

} // namespace

SingleInstance::SingleInstance(const QString& dataFolder, QObject* parent)
    : QObject(parent), folder_(dataFolder), lock_(dataFolder + QStringLiteral("/instance.lock")) {
    // Held for the life of the process: only a lock whose process is gone is stale.
    lock_.setStaleLockTime(0);
    connect(&server_, &QLocalServer::newConnection, this, &SingleInstance::accept);
}

SingleInstance::~SingleInstance() {
    server_.close(); // removes the socket file
}

QString SingleInstance::socketFolder(QString* problem) {
    QString why;
    const QString runtime = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!runtime.isEmpty() && QFileInfo(runtime).isAbsolute() && isPrivateFolder(runtime, &why))
        return runtime;
    const QString own = QDir::tempPath() + QStringLiteral("/puzzle-workbench-%1").arg(::geteuid());
    const QByteArray name = QFile::encodeName(own);
    if (::mkdir(name.constData(), 0700) != 0 && errno != EEXIST) {
        *problem = tr("cannot make the folder %1: %2")
                       .arg(own, QString::fromLocal8Bit(std::strerror(errno)));
        return {};
    }
    if (!isPrivateFolder(own, &why)) {
        *problem = tr("the folder %1 is not used: %2").arg(own, why);
        return {};
    }
    return own;
}

QString SingleInstance::socketPath(const QString& dataFolder, QString* problem) {
    const QString folder = socketFolder(problem);
    if (folder.isEmpty())
        return {};
    const QByteArray digest = QCryptographicHash::hash(QDir(dataFolder).absolutePath().toUtf8(),
                                                       QCryptographicHash::Sha1);
    return folder + QStringLiteral("/puzzle-workbench-") +
           QString::fromLatin1(digest.toHex().left(16));
}

SingleInstance::Role SingleInstance::start(const QStringList& files, const QString& puzzle,
                                           QString* problem, QStringList* refused) {
    QDir().mkpath(folder_);
    QString folderProblem;
    const QString path = socketPath(folder_, &folderProblem);
    if (lock_.tryLock(0)) {
        if (path.isEmpty()) {
            *problem =
                tr("later starts cannot hand their files to this window: %1").arg(folderProblem);
            return Role::Primary;
        }
        // Whatever has this name was left by a window that is gone (this process holds the
        // lock), in a folder only this user may enter: it is replaced.
        QLocalServer::removeServer(path);
        server_.setSocketOptions(QLocalServer::UserAccessOption);
        server_.setMaxPendingConnections(kMaxConnections);
        if (!server_.listen(path))
            *problem = tr("later starts cannot hand their files to this window: %1")
                           .arg(server_.errorString());
        return Role::Primary;
    }
    if (path.isEmpty()) {
        *problem =
            tr("another Puzzle Workbench is running but cannot be reached: %1").arg(folderProblem);
        return Role::Alone;
    }
    QJsonArray paths;
    for (const QString& file : files)
        paths.append(QFileInfo(file).absoluteFilePath());
    const QByteArray request = QJsonDocument(QJsonObject{{QStringLiteral("files"), paths},
                                                         {QStringLiteral("puzzle"), puzzle}})
                                   .toJson(QJsonDocument::Compact) +
                               '\n';
    const QByteArray socketName = QFile::encodeName(path);
    QElapsedTimer clock;
    clock.start();
    QByteArray answer;
    QString unanswered = tr("no socket yet");
    for (;;) {
        // Only this user's socket is used: another user's would receive the paths of the files
        // this user opens (and could answer that it opened them).
        struct stat info {};
        const bool there = ::lstat(socketName.constData(), &info) == 0;
        if (there && (!S_ISSOCK(info.st_mode) || info.st_uid != ::geteuid())) {
            *problem = tr("another Puzzle Workbench is running, but %1 is not this user's socket "
                          "and was not used")
                           .arg(path);
            return Role::Alone;
        }
        answer.clear();
        if (there) {
            QLocalSocket socket;
            socket.connectToServer(path);
            if (socket.waitForConnected(500)) {
                if (peerUser(socket.socketDescriptor()) != ::geteuid()) {
                    *problem = tr("another Puzzle Workbench is running, but %1 answers for "
                                  "another user and was not used")
                                   .arg(path);
                    return Role::Alone;
                }
                socket.write(request);
                socket.flush();
                while (!answer.contains('\n') && clock.elapsed() < kAnswerMs &&
                       socket.state() == QLocalSocket::ConnectedState) {
                    socket.waitForReadyRead(200);
                    answer += socket.readAll();
                }
                answer += socket.readAll();
                if (answer.contains('\n'))
                    break;
            }
            unanswered = socket.errorString();
        }
        // Not there yet (the first start is starting), or it turned this connection away (as
        // many others were open): again, for a while.
        if (clock.elapsed() > kConnectMs) {
            *problem =
                tr("another Puzzle Workbench is running but does not answer (%1)").arg(unanswered);
            return Role::Alone;
        }
        // A pause with the event loop running (no thread sleeps in the application).
        QEventLoop pause;
        QTimer::singleShot(100, &pause, &QEventLoop::quit);
        pause.exec();
    }
    if (answer.startsWith("ok\n"))
        return Role::HandedOver;
    if (answer.startsWith("refused ")) {
        const QJsonObject reasons =
            QJsonDocument::fromJson(answer.mid(8, answer.indexOf('\n') - 8)).object();
        if (refused) {
            for (const QJsonValue& reason : reasons.value(QStringLiteral("reasons")).toArray())
                *refused << reason.toString();
            if (const int more = reasons.value(QStringLiteral("more")).toInt(); more > 0)
                *refused << tr("and %n more file(s) could not be opened", nullptr, more);
        }
        return Role::HandedOver;
    }
    *problem = tr("another Puzzle Workbench is running but did not take the files");
    return Role::Alone;
}

void SingleInstance::accept() {
    while (QLocalSocket* socket = server_.nextPendingConnection()) {
        // Bounded: a few connections at once, only this user's (the folder admits no other, but
        // root could connect), each with a deadline and a bounded request, so that connections
        // left half-sent cannot make the window hold their data.
        if (connections_ >= kMaxConnections ||
            peerUser(socket->socketDescriptor()) != ::geteuid()) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        ++connections_;
        socket->setProperty(kConnectedProperty, true);
        socket->setReadBufferSize(kMaxRequestBytes);
        connect(socket, &QLocalSocket::disconnected, this,
                [this, socket] { dropConnection(socket); });
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] { answer(socket); });
        QTimer::singleShot(kRequestDeadlineMs, socket, [this, socket] {
            if (socket->property(kConnectedProperty).toBool() &&
                !socket->property("pwAnswered").toBool())
                dropConnection(socket);
        });
    }
}

void SingleInstance::dropConnection(QLocalSocket* socket) {
    if (socket->property(kConnectedProperty).toBool()) {
        socket->setProperty(kConnectedProperty, false);
        --connections_;
    }
    socket->disconnect(this);
    socket->abort();
    socket->deleteLater();
}

void SingleInstance::answer(QLocalSocket* socket) {
    if (!socket->canReadLine()) {
        if (socket->bytesAvailable() >= kMaxRequestBytes)
            dropConnection(socket); // no request is that long
        return;
    }
    disconnect(socket, &QLocalSocket::readyRead, this, nullptr);
    socket->setProperty("pwAnswered", true); // opening the files may take longer than the deadline
    const QJsonObject request =
        QJsonDocument::fromJson(socket->readLine(kMaxRequestBytes)).object();
    QStringList files;
    for (const QJsonValue& file : request.value(QStringLiteral("files")).toArray())
        if (const QString path = file.toString(); QFileInfo(path).isAbsolute())
            files << path;
    const QStringList reasons =
        handler_ ? handler_(files, request.value(QStringLiteral("puzzle")).toString())
                 : QStringList();
    QByteArray reply = "ok\n";
    if (!reasons.isEmpty()) {
        QJsonArray first;
        for (const QString& reason : reasons.mid(0, kMaxReasons))
            first.append(reason);
        reply = "refused " +
                QJsonDocument(QJsonObject{{QStringLiteral("reasons"), first},
                                          {QStringLiteral("more"),
                                           std::max<qsizetype>(0, reasons.size() - kMaxReasons)}})
                    .toJson(QJsonDocument::Compact) +
                '\n';
    }
    socket->write(reply);
    socket->flush();
    socket->disconnectFromServer();
}
