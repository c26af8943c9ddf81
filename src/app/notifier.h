// Says that a long solve has finished when the user is elsewhere: a desktop notification
// (freedesktop Notifications over D-Bus, whose daemon the bus starts when it is only activatable,
// as dunst, mako and notification-daemon usually are; clicking it raises the window), or the
// system tray's message where the bus has no such service, and the window marked for attention
// (QApplication::alert) in every case.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QSet>
#include <QString>

#include <functional>

class QDBusPendingCallWatcher;

class QSystemTrayIcon;
class QWidget;

class Notifier : public QObject {
    Q_OBJECT
public:
    // Solves shorter than this are not announced (the user is probably still waiting).
    static constexpr int kLongSolveMs = 10000;

    explicit Notifier(QWidget* window);
    // Announces `body()` under `title` when the window is not the active one and the solve took
    // at least longSolveMs(); returns whether it did. The body is made only then (a page's answer
    // can take a while to write out, and most solves are not announced).
    bool solveFinished(const QString& title, const std::function<QString()>& body,
                       qint64 elapsedMs);
    void setLongSolveMs(int ms) { longSolveMs_ = ms; }
    int longSolveMs() const { return longSolveMs_; }
    // Where notifications go instead of the desktop (tests).
    using Sink = std::function<void(const QString& title, const QString& body)>;
    void setSink(Sink sink) { sink_ = std::move(sink); }

signals:
    // The user clicked a notification (its default action): the window was brought to the front.
    void activated();

private slots:
    // org.freedesktop.Notifications' signals, for the notifications sent from here.
    void onActionInvoked(uint id, const QString& action);
    void onNotificationClosed(uint id, uint reason);

private:
    void show(const QString& title, const QString& body);
    // Sends the notification without waiting: the bus starts an activatable daemon; when there
    // is none, or it fails, the tray's message is shown instead.
    void showOnDesktop(const QString& title, const QString& body);
    void showInTray(const QString& title, const QString& body);

    QWidget* window_;
    int longSolveMs_ = kLongSolveMs;
    Sink sink_;
    QSystemTrayIcon* tray_ = nullptr;
    bool listening_ = false;
    QSet<uint> sent_; // ids of the notifications shown and not yet closed
};
