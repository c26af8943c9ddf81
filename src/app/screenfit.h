// The one rule for sizing a window to the screen it is on: what fits beside the window frame;
// and the one way to bring a window to the front.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>

class QWidget;

// The room a window of `widget` has on its screen: the available area (without panels) less
// the frame the window manager draws around it. An invalid size when it is on no screen.
QSize screenRoom(const QWidget* widget);

// `wanted`, made smaller where it does not fit the screen's room, but never below `minimum`
// (a window that cannot be smaller than that may then pass the screen's edge).
QSize fittedToScreen(const QWidget* widget, QSize wanted, QSize minimum = {});

// Shows `window` in front and active (restored when minimised), and any modal dialog open over
// the application in front of it: raised alone, the window could cover that dialog (where no
// window manager keeps a dialog above its parent) and, blocked by it, take no input at all.
void bringToFront(QWidget* window);
