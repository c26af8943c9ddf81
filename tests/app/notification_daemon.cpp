// A notification daemon for test_notifier, started only by D-Bus activation on the test's private
// session bus: it owns org.freedesktop.Notifications, keeps every notification it is sent, and
// says so (and "clicks" one) when the test asks through its own test interface.
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QCoreApplication>
#include <QDBusConnection>
#include <QDBusContext>
#include <QDBusMessage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>
#include <QVariantMap>

#include <cstdio>

namespace {

const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");

} // namespace

class Daemon : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")
public slots:
    uint Notify(const QString& application, uint replaces, const QString& icon,
                const QString& summary, const QString& body, const QStringList& actions,
                const QVariantMap& hints, int timeout) {
        Q_UNUSED(replaces);
        Q_UNUSED(timeout);
        const uint id = ++lastId_;
        received_.append(
            QJsonObject{{QStringLiteral("id"), static_cast<int>(id)},
                        {QStringLiteral("application"), application},
                        {QStringLiteral("icon"), icon},
                        {QStringLiteral("summary"), summary},
                        {QStringLiteral("body"), body},
                        {QStringLiteral("actions"), QJsonArray::fromStringList(actions)},
                        {QStringLiteral("desktopEntry"),
                         hints.value(QStringLiteral("desktop-entry")).toString()}});
        return id;
    }
    QStringList GetCapabilities() { return {QStringLiteral("actions"), QStringLiteral("body")}; }
    void CloseNotification(uint id) { emit NotificationClosed(id, 3); }
    QString GetServerInformation(QString& vendor, QString& version, QString& specification) {
        vendor = QStringLiteral("Puzzle Workbench tests");
        version = QStringLiteral("1");
        specification = QStringLiteral("1.2");
        return QStringLiteral("test_notification_daemon");
    }

signals:
    void ActionInvoked(uint id, const QString& action);
    void NotificationClosed(uint id, uint reason);

public:
    QJsonArray received_;
    uint lastId_ = 100;
};

// What the test asks the daemon (not part of the specification).
class TestSide : public QObject {
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "io.github.puzzleworkbench.TestNotifications")
public:
    explicit TestSide(Daemon* daemon) : daemon_(daemon) {}
public slots:
    // Every notification received so far, as a JSON array.
    QString Received() {
        return QString::fromUtf8(QJsonDocument(daemon_->received_).toJson(QJsonDocument::Compact));
    }
    // As a user clicking the notification's body.
    void Click(uint id) { emit daemon_->ActionInvoked(id, QStringLiteral("default")); }

private:
    Daemon* daemon_;
};

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    Daemon daemon;
    TestSide test(&daemon);
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.registerObject(kPath, &daemon,
                            QDBusConnection::ExportAllSlots | QDBusConnection::ExportAllSignals) ||
        !bus.registerObject(QStringLiteral("/test"), &test, QDBusConnection::ExportAllSlots) ||
        !bus.registerService(kService)) {
        std::fprintf(stderr, "test_notification_daemon: cannot serve %s\n", qPrintable(kService));
        return 1;
    }
    // Gone with the test's bus (dbus-run-session ends it after the test), or after two minutes.
    bus.connect(QString(), QStringLiteral("/org/freedesktop/DBus/Local"),
                QStringLiteral("org.freedesktop.DBus.Local"), QStringLiteral("Disconnected"), &app,
                SLOT(quit()));
    QTimer::singleShot(120000, &app, &QCoreApplication::quit);
    return app.exec();
}

#include "notification_daemon.moc"
