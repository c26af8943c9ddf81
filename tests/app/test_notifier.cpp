// Issue 38: a notification reaches a daemon that is only D-Bus-activatable (as dunst, mako and
// notification-daemon usually are), and clicking it raises the window. Run by CTest under
// dbus-run-session, on a private session bus whose only service is test_notification_daemon,
// which the bus starts when the first notification is sent (a .service file in the test's own
// XDG_DATA_DIRS). Before, the notifier asked whether a daemon already owned the name: nothing was
// shown.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/notifier.h"

#include "common/timing.h"
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusInterface>
#include <QDBusReply>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QWidget>

#include <QtTest>

namespace {

const QString kService = QStringLiteral("org.freedesktop.Notifications");

// What the test daemon received, once it runs; empty before.
QJsonArray received() {
    QDBusInterface test(kService, QStringLiteral("/test"),
                        QStringLiteral("io.github.puzzleworkbench.TestNotifications"));
    const QDBusReply<QString> reply = test.call(QStringLiteral("Received"));
    return reply.isValid() ? QJsonDocument::fromJson(reply.value().toUtf8()).array() : QJsonArray();
}

} // namespace

class TestNotifier : public QObject {
    Q_OBJECT
private slots:
    void aNotificationReachesAnActivatableDaemon() {
        QDBusConnection bus = QDBusConnection::sessionBus();
        if (!bus.isConnected())
            QFAIL("no session bus: CTest runs this test under dbus-run-session");
        // Nobody owns the name yet; the bus can start a daemon for it.
        QVERIFY(!bus.interface()->isServiceRegistered(kService).value());
        const QDBusReply<QStringList> activatable =
            bus.interface()->call(QStringLiteral("ListActivatableNames"));
        QVERIFY(activatable.value().contains(kService));

        QWidget window;
        window.showMinimized(); // the user went elsewhere
        Notifier notifier(&window);
        notifier.setLongSolveMs(0);
        QSignalSpy activated(&notifier, &Notifier::activated);
        QVERIFY(notifier.solveFinished(
            QStringLiteral("Stones: solved"), [] { return QStringLiteral("Minimum: 1 move"); },
            12000));
        QTRY_COMPARE_WITH_TIMEOUT(received().size(), 1, kHangGuardMs);
        const QJsonObject shown = received().at(0).toObject();
        QCOMPARE(shown.value(QStringLiteral("summary")).toString(),
                 QStringLiteral("Stones: solved"));
        QCOMPARE(shown.value(QStringLiteral("body")).toString(), QStringLiteral("Minimum: 1 move"));
        QCOMPARE(shown.value(QStringLiteral("desktopEntry")).toString(),
                 QStringLiteral("io.github.puzzleworkbench.PuzzleWorkbench"));
        const QJsonArray actions = shown.value(QStringLiteral("actions")).toArray();
        QVERIFY(actions.size() == 2 && actions.at(0).toString() == QStringLiteral("default"));
        QVERIFY(bus.interface()->isServiceRegistered(kService).value()); // started by the bus

        // The user clicks it: the window comes to the front.
        QDBusInterface test(kService, QStringLiteral("/test"),
                            QStringLiteral("io.github.puzzleworkbench.TestNotifications"));
        test.call(QStringLiteral("Click"),
                  static_cast<uint>(shown.value(QStringLiteral("id")).toInt()));
        QVERIFY(activated.wait(5000));
        QVERIFY(!window.isMinimized());
        // Another application's notification clicked is not ours.
        test.call(QStringLiteral("Click"), 99u);
        QVERIFY(!activated.wait(300));
        QCOMPARE(activated.count(), 1);
    }
};

QTEST_MAIN(TestNotifier)
#include "test_notifier.moc"
