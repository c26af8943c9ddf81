// chartpalette: the palette's colours on a QChart and its axes, and the upright axis title.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/chartpalette.h"

#include <QAbstractAxis>
#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLegend>

#include <algorithm>

namespace chartpalette {

void apply(QChartView* view, QGraphicsSimpleTextItem* uprightTitle) {
    const QPalette& p = view->palette();
    QChart* c = view->chart();
    c->setBackgroundBrush(p.color(QPalette::Base));
    c->setBackgroundPen(Qt::NoPen);
    c->setPlotAreaBackgroundVisible(false);
    c->setTitleBrush(p.color(QPalette::Text));
    QColor grid = p.color(QPalette::Text);
    grid.setAlpha(40);
    for (QAbstractAxis* axis : c->axes()) {
        axis->setLabelsBrush(p.color(QPalette::Text));
        axis->setTitleBrush(p.color(QPalette::Text));
        axis->setLinePenColor(p.color(QPalette::Mid));
        axis->setGridLineColor(grid);
    }
    c->legend()->setLabelColor(p.color(QPalette::Text));
    view->setBackgroundBrush(p.color(QPalette::Base));
    if (uprightTitle)
        uprightTitle->setBrush(p.color(QPalette::Text));
}

bool isUprightScript(const QString& text) {
    return std::any_of(text.begin(), text.end(), [](QChar c) {
        const QChar::Script script = c.script();
        return script == QChar::Script_Han || script == QChar::Script_Hiragana ||
               script == QChar::Script_Katakana || script == QChar::Script_Hangul;
    });
}

void placeUprightTitle(QChartView* view, QAbstractAxis* axis, QGraphicsSimpleTextItem* uprightTitle,
                       bool shown) {
    const bool upright = isUprightScript(axis->titleText());
    uprightTitle->setVisible(upright && shown);
    if (!upright)
        return;
    axis->setTitleVisible(false);
    uprightTitle->setText(axis->titleText());
    uprightTitle->setFont(axis->titleFont());
    uprightTitle->setPos(view->chart()->plotArea().topLeft() + QPointF(6, 2));
}

} // namespace chartpalette
