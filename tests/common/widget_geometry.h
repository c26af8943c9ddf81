// Where widgets stand within a page, for tests that check that nothing moves under the pointer
// and that every text is whole.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QPushButton>
#include <QRect>
#include <QScrollArea>
#include <QStyle>
#include <QStyleOptionButton>
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

// The width the style asks for to show a button's present text whole.
inline int widthForText(const QPushButton& button) {
    QStyleOptionButton option;
    option.initFrom(&button);
    option.text = button.text();
    const QSize text = button.fontMetrics().size(Qt::TextShowMnemonic, button.text());
    return button.style()->sizeFromContents(QStyle::CT_PushButton, &option, text, &button).width();
}

// The scroll area `widget` lies in (the nearest), or nullptr.
inline QScrollArea* scrollAreaAround(QWidget* widget) {
    for (QWidget* w = widget; w; w = w->parentWidget())
        if (auto* area = qobject_cast<QScrollArea*>(w))
            return area;
    return nullptr;
}
