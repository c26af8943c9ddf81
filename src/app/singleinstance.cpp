// SingleInstance: the instance lock, the local server of the first start, and the hand-over of a
// later one (one JSON line each way).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/singleinstance.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocalSocket>
#include <QThread>

namespace {

// A request is a few paths: anything larger is not one.
constexpr qint64 kMaxRequestBytes = 1 << 20;
// How long a later start tries to reach the first (which may itself be starting up).
constexpr int kConnectMs = 5000;
constexpr int kAnswerMs = 10000;

} // namespace

SingleInstance::SingleInstance(const QString& dataFolder, QObject* parent)
    : QObject(parent), folder_(dataFolder), lock_(dataFolder + QStringLiteral("/instance.lock")) {
    // Held for the life of the process: only a lock whose process is gone is stale.
    lock_.setStaleLockTime(0);
    connect(&server_, &QLocalServer::newConnection, this, &SingleInstance::accept);
}

SingleInstance::~SingleInstance() {
    server_.close();
}

QString SingleInstance::serverName(const QString& dataFolder) {
    const QByteArray digest = QCryptographicHash::hash(QDir(dataFolder).absolutePath().toUtf8(),
                                                       QCryptographicHash::Sha1);
    return QStringLiteral("puzzle-workbench-") + QString::fromLatin1(digest.toHex().left(16));
}

SingleInstance::Role SingleInstance::start(const QStringList& files, const QString& puzzle,
                                           QString* problem) {
    QDir().mkpath(folder_);
    const QString name = serverName(folder_);
    if (lock_.tryLock(0)) {
        // Whoever made a socket of this name before is gone (this process holds the lock).
        QLocalServer::removeServer(name);
        server_.setSocketOptions(QLocalServer::UserAccessOption);
        if (!server_.listen(name))
            *problem = tr("later starts cannot hand their files to this window: %1")
                           .arg(server_.errorString());
        return Role::Primary;
    }
    QJsonArray paths;
    for (const QString& file : files)
        paths.append(QFileInfo(file).absoluteFilePath());
    const QByteArray request = QJsonDocument(QJsonObject{{QStringLiteral("files"), paths},
                                                         {QStringLiteral("puzzle"), puzzle}})
                                   .toJson(QJsonDocument::Compact) +
                               '\n';
    QLocalSocket socket;
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        socket.connectToServer(name);
        if (socket.waitForConnected(500))
            break;
        if (clock.elapsed() > kConnectMs) {
            *problem = tr("another Puzzle Workbench is running but does not answer (%1)")
                           .arg(socket.errorString());
            return Role::Alone;
        }
        QThread::msleep(100);
    }
    socket.write(request);
    socket.flush();
    QByteArray answer;
    while (!answer.contains('\n') && clock.elapsed() < kAnswerMs &&
           socket.state() == QLocalSocket::ConnectedState) {
        socket.waitForReadyRead(200);
        answer += socket.readAll();
    }
    if (!answer.startsWith("ok")) {
        *problem = tr("another Puzzle Workbench is running but did not take the files");
        return Role::Alone;
    }
    return Role::HandedOver;
}

void SingleInstance::accept() {
    while (QLocalSocket* socket = server_.nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (!socket->canReadLine()) {
                if (socket->bytesAvailable() > kMaxRequestBytes)
                    socket->abort();
                return;
            }
            const QJsonObject request =
                QJsonDocument::fromJson(socket->readLine(kMaxRequestBytes)).object();
            QStringList files;
            for (const QJsonValue& file : request.value(QStringLiteral("files")).toArray())
                if (const QString path = file.toString(); QFileInfo(path).isAbsolute())
                    files << path;
            socket->write("ok\n");
            socket->flush();
            socket->disconnectFromServer();
            emit openRequested(files, request.value(QStringLiteral("puzzle")).toString());
        });
    }
}
