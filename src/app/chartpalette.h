// What the Qt Charts charts share: their colours from the palette (light or dark) and a vertical
// axis title that stands upright when its script reads badly turned on its side.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

class QAbstractAxis;
class QChartView;
class QGraphicsSimpleTextItem;

namespace chartpalette {

// The chart's background from QPalette::Base (the view's too, no border, no plot background), its
// title, legend and every axis' labels and title in QPalette::Text, axis lines in QPalette::Mid and
// grid lines in a faint QPalette::Text; `uprightTitle`, when given, in QPalette::Text. Called from
// the chart's constructor and again on QEvent::PaletteChange.
void apply(QChartView* view, QGraphicsSimpleTextItem* uprightTitle = nullptr);

// Text in Chinese, Japanese or Korean script: rotated along a vertical axis, it reads badly.
bool isUprightScript(const QString& text);

// When `axis`' title is in such a script: hides the rotated title and shows it upright in
// `uprightTitle` (a child of the chart) at the top left of the plot, inside it, if `shown`.
// Otherwise hides `uprightTitle` and leaves the axis' title as it is. Called whenever the plot
// area or the title changes.
void placeUprightTitle(QChartView* view, QAbstractAxis* axis, QGraphicsSimpleTextItem* uprightTitle,
                       bool shown);

} // namespace chartpalette
