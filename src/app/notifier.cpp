// Notifier: org.freedesktop.Notifications when the session bus has it, else the tray.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/notifier.h"

#include "app/screenfit.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QSystemTrayIcon>
#include <QVariantMap>
#include <QWidget>

Notifier::Notifier(QWidget* window) : QObject(window), window_(window) {}

bool Notifier::solveFinished(const QString& title, const std::function<QString()>& body,
                             qint64 elapsedMs) {
    if (elapsedMs < longSolveMs_ || window_->isActiveWindow())
        return false;
    show(title, body());
    return true;
}

void Notifier::show(const QString& title, const QString& body) {
    if (sink_) {
        sink_(title, body);
        return;
    }
    QApplication::alert(window_); // the task bar marks the window in every case
    if (showOnDesktop(title, body))
        return;
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return;
    if (!tray_) {
        tray_ = new QSystemTrayIcon(window_->windowIcon(), this);
        connect(tray_, &QSystemTrayIcon::messageClicked, window_,
                [this] { bringToFront(window_); });
    }
    tray_->show();
    tray_->showMessage(title, body, window_->windowIcon());
}

bool Notifier::showOnDesktop(const QString& title, const QString& body) {
    QDBusConnection bus = QDBusConnection::sessionBus();
    const QString service = QStringLiteral("org.freedesktop.Notifications");
    if (!bus.isConnected() || !bus.interface() ||
        !bus.interface()->isServiceRegistered(service).value())
        return false;
    QDBusMessage notify =
        QDBusMessage::createMethodCall(service, QStringLiteral("/org/freedesktop/Notifications"),
                                       service, QStringLiteral("Notify"));
    QVariantMap hints;
    hints.insert(QStringLiteral("desktop-entry"),
                 QStringLiteral("io.github.puzzleworkbench.PuzzleWorkbench"));
    notify << QApplication::applicationDisplayName() << 0u
           << QStringLiteral("io.github.puzzleworkbench.PuzzleWorkbench") << title << body
           << QStringList() << hints << -1;
    return bus.send(notify); // asynchronous: the GUI thread never waits for the desktop
}
