// Notifier: org.freedesktop.Notifications through the session bus (started by D-Bus activation
// when its daemon is not running), else the tray; a click on the notification raises the window.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/notifier.h"

#include "app/screenfit.h"

#include <QApplication>
#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QSystemTrayIcon>
#include <QVariantMap>
#include <QWidget>

namespace {

const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
const QString kDesktopEntry = QStringLiteral("io.github.puzzleworkbench.PuzzleWorkbench");
// The action a click on the notification's body invokes (the specification's "default").
const QString kDefaultAction = QStringLiteral("default");

} // namespace

Notifier::Notifier(QWidget* window) : QObject(window), window_(window) {
    connect(this, &Notifier::activated, window_, [this] { bringToFront(window_); });
}

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
    showOnDesktop(title, body);
}

void Notifier::showOnDesktop(const QString& title, const QString& body) {
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        showInTray(title, body);
        return;
    }
    if (!listening_) {
        listening_ = bus.connect(kService, kPath, kService, QStringLiteral("ActionInvoked"), this,
                                 SLOT(onActionInvoked(uint, QString))) &&
                     bus.connect(kService, kPath, kService, QStringLiteral("NotificationClosed"),
                                 this, SLOT(onNotificationClosed(uint, uint)));
    }
    // Not asked whether a daemon owns the name first: an activatable one owns it only once the
    // bus starts it for this very call (the message's auto-start flag, on by default).
    QDBusMessage notify =
        QDBusMessage::createMethodCall(kService, kPath, kService, QStringLiteral("Notify"));
    QVariantMap hints;
    hints.insert(QStringLiteral("desktop-entry"), kDesktopEntry);
    const QStringList actions{kDefaultAction, tr("Show")};
    notify << QApplication::applicationDisplayName() << 0u << kDesktopEntry << title << body
           << actions << hints << -1;
    // Asynchronous: the GUI thread never waits for the desktop.
    auto* watcher = new QDBusPendingCallWatcher(bus.asyncCall(notify), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this,
            [this, title, body](QDBusPendingCallWatcher* call) {
                const QDBusPendingReply<uint> reply = *call;
                if (reply.isError())
                    showInTray(title, body); // no notification service at all
                else
                    sent_.insert(reply.value());
                call->deleteLater();
            });
}

void Notifier::showInTray(const QString& title, const QString& body) {
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return;
    if (!tray_) {
        tray_ = new QSystemTrayIcon(window_->windowIcon(), this);
        connect(tray_, &QSystemTrayIcon::messageClicked, this, &Notifier::activated);
    }
    tray_->show();
    tray_->showMessage(title, body, window_->windowIcon());
}

void Notifier::onActionInvoked(uint id, const QString& action) {
    if (sent_.contains(id) && action == kDefaultAction)
        emit activated();
}

void Notifier::onNotificationClosed(uint id, uint) {
    sent_.remove(id);
}
