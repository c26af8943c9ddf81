// wheelguard: the widget each turn of the wheel began over, from an application event filter
// (it sees a wheel event before the widget it is for, and again at each parent it goes on to).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/wheelguard.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QWheelEvent>
#include <QWidget>

namespace wheelguard {

namespace {

constexpr qint64 kRestMs = 400;
constexpr qreal kMoveDistance = 8.0;

class Follower : public QObject {
public:
    using QObject::QObject;
    QPointer<QWidget> began; // the widget under the pointer when the present turn began
    QPointF at;              // where the pointer was at the turn's last event
    QElapsedTimer sinceLast;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        // (A wheel event reaches the window first, a QWindow, then the widgets.)
        if (event->type() == QEvent::Wheel && watched->isWidgetType()) {
            const auto* wheel = static_cast<const QWheelEvent*>(event);
            const QPointF where = wheel->globalPosition();
            const bool sameTurn = sinceLast.isValid() && sinceLast.elapsed() < kRestMs &&
                                  (where - at).manhattanLength() < kMoveDistance;
            // The first widget a wheel event reaches is the one under the pointer; a new turn
            // begins there. (The same event's later stops, at the parents, are the same turn.)
            if (!sameTurn)
                began = static_cast<QWidget*>(watched);
            at = where;
            sinceLast.start();
        }
        return false;
    }
};

Follower* follower() {
    static QPointer<Follower> instance;
    if (!instance && QCoreApplication::instance()) {
        instance = new Follower(QCoreApplication::instance());
        QCoreApplication::instance()->installEventFilter(instance);
    }
    return instance;
}

} // namespace

void install() {
    follower();
}

bool claims(const QWidget* box, const QWheelEvent*) {
    const Follower* f = follower();
    return box->hasFocus() && f && f->began && (f->began == box || box->isAncestorOf(f->began));
}

} // namespace wheelguard
