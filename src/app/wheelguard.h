// The wheel changes a value only where the user turned it: a turn of the wheel that began over a
// list or a panel keeps scrolling what it scrolled when a spin box or a combo box passes under
// the pointer, even one with the focus (one notch over a focused Vertices box dropped a vertex,
// a step of the history and a solve, on each pass).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QWheelEvent;
class QWidget;

namespace wheelguard {

// Follows every wheel event of the application (once; every page calls it).
void install();
// Whether `box` may take `event`: it has the focus and the present turn of the wheel began over
// it (a turn ends when the wheel rests for 400 ms or the pointer moves).
bool claims(const QWidget* box, const QWheelEvent* event);

} // namespace wheelguard
