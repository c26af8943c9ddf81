// Where widgets stand within a page, for tests that check that nothing moves under the pointer.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRect>
#include <QWidget>

#include <initializer_list>

// Each widget's rectangle in `page`'s coordinates, in the order given.
inline QList<QRect> geometriesIn(const QWidget& page,
                                 std::initializer_list<const QWidget*> widgets) {
    QList<QRect> rects;
    for (const QWidget* w : widgets)
        rects << QRect(w->mapTo(&page, QPoint(0, 0)), w->size());
    return rects;
}
