// The screen's room for a window, less its frame.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/screenfit.h"

#include <QApplication>
#include <QScreen>
#include <QWidget>

namespace {

// The window manager's frame: the borders and the title bar of a common desktop theme.
constexpr QSize kFrame(16, 48);

} // namespace

QSize screenRoom(const QWidget* widget) {
    const QScreen* shown = widget->screen();
    return shown ? shown->availableGeometry().size() - kFrame : QSize();
}

QSize fittedToScreen(const QWidget* widget, QSize wanted, QSize minimum) {
    const QSize room = screenRoom(widget);
    if (room.isValid())
        wanted = wanted.boundedTo(room);
    return wanted.expandedTo(minimum);
}

void bringToFront(QWidget* window) {
    if (window->isMinimized())
        window->showNormal();
    window->raise();
    window->activateWindow();
    if (QWidget* modal = QApplication::activeModalWidget(); modal && modal != window) {
        modal->raise();
        modal->activateWindow();
    }
}
