// Ends a board's hover when the mouse moves over any other widget. A popup (a menu, a context
// menu) opened over a board takes the mouse without the board being sent a Leave, and its hover
// text would otherwise stay after the popup closes. Installed by the boards on themselves.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QWidget>

class HoverEnd : public QObject {
public:
    explicit HoverEnd(QWidget* view) : QObject(view), view_(view) {
        QCoreApplication::instance()->installEventFilter(this);
    }

    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == view_ &&
            (event->type() == QEvent::Leave || event->type() == QEvent::MouseMove)) {
            inside_ = event->type() == QEvent::MouseMove;
        } else if (inside_ && event->type() == QEvent::MouseMove && watched->isWidgetType() &&
                   !view_->isAncestorOf(static_cast<QWidget*>(watched))) {
            inside_ = false;
            QEvent leave(QEvent::Leave);
            QCoreApplication::sendEvent(view_, &leave);
        }
        return false;
    }

private:
    QWidget* view_;
    bool inside_ = false; // the mouse last moved over the view
};
