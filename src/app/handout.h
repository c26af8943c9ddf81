// What a board or a chart looks like on paper and in exported files: drawn in the light palette
// whatever the theme, without what only the screen shows (the part under the pointer, the
// keyboard's cursor, a piece picked up, edit controls), a chart with its title and legend and
// no more height than its content, and no text smaller than 10 points on paper, where a pixel
// is 1/96 inch (smaller labels are left out rather than printed unreadable).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSize>
#include <QWidget>

#include <memory>

namespace handout {

// The smallest text of a handout, in points and in pixels of 1/96 inch: 10.5 points, a whole
// number of pixels (Qt rounds a font's pixel size: 10 points would be drawn at 9.75).
inline constexpr double kMinTextPoints = 10.5;
inline constexpr double kMinTextPixels = kMinTextPoints * 96.0 / 72.0;

// A view or chart that draws itself for a handout.
class Source {
public:
    virtual ~Source() = default;
    // An unshown copy drawn as a handout shows it, laid out at `size` (a chart keeps the width
    // and takes the height of its content).
    virtual std::unique_ptr<QWidget> handoutCopy(QSize size) const = 0;
};

// The light palette the copies are drawn with (theme.h), and a copy's usual setup: unshown,
// the font and the palette of a handout.
void prepareCopy(QWidget* copy, const QWidget* original, QSize size);

} // namespace handout
