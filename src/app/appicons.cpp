// appicons: line drawings of the toolbar's actions at 16, 24 and 32 px, in the palette's ink.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/appicons.h"

#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace appicons {

namespace {

// Draws `name` in a 24 x 24 box (scaled to the pixmap).
void draw(QPainter& p, const QString& name) {
    if (name == QLatin1String("document-open")) {
        p.drawPolyline(QPolygonF({{3, 19}, {3, 6}, {9, 6}, {11, 8}, {19, 8}, {19, 11}}));
        p.drawPolygon(QPolygonF({{3, 19}, {7, 11}, {22, 11}, {18, 19}}));
    } else if (name == QLatin1String("document-save")) {
        p.drawRoundedRect(QRectF(4, 4, 16, 16), 2, 2);
        p.drawRect(QRectF(8, 4, 8, 5));
        p.drawRect(QRectF(7, 13, 10, 7));
    } else if (name == QLatin1String("edit-undo") || name == QLatin1String("edit-redo")) {
        if (name == QLatin1String("edit-redo")) {
            p.translate(24, 0);
            p.scale(-1, 1);
        }
        QPainterPath arc;
        arc.moveTo(6, 10);
        arc.lineTo(15, 10);
        arc.cubicTo(22, 10, 22, 20, 15, 20);
        arc.lineTo(10, 20);
        p.drawPath(arc);
        p.drawPolyline(QPolygonF({{10, 5}, {5, 10}, {10, 15}}));
    } else if (name == QLatin1String("edit-copy")) {
        p.drawRoundedRect(QRectF(8, 8, 12, 13), 1.5, 1.5);
        p.drawPolyline(QPolygonF({{5, 16}, {4, 16}, {4, 3}, {15, 3}, {15, 5}}));
    } else if (name == QLatin1String("edit-paste")) {
        p.drawRoundedRect(QRectF(5, 5, 14, 16), 1.5, 1.5);
        p.drawRoundedRect(QRectF(9, 3, 6, 4), 1, 1);
        p.drawLine(QPointF(8, 12), QPointF(16, 12));
        p.drawLine(QPointF(8, 16), QPointF(14, 16));
    } else if (name == QLatin1String("document-print")) {
        p.drawRect(QRectF(7, 3, 10, 6));
        p.drawRoundedRect(QRectF(3, 9, 18, 8), 1.5, 1.5);
        p.drawRect(QRectF(7, 14, 10, 7));
    } else if (name == QLatin1String("help-contents")) {
        p.drawEllipse(QRectF(3, 3, 18, 18));
        QPainterPath hook;
        hook.moveTo(9.5, 9.5);
        hook.cubicTo(9.5, 6, 14.5, 6, 14.5, 9.5);
        hook.cubicTo(14.5, 12, 12, 12, 12, 14.5);
        p.drawPath(hook);
        p.drawPoint(QPointF(12, 17.5));
    } else if (name == QLatin1String("media-playback-start")) {
        p.drawPolygon(QPolygonF({{7, 4}, {19, 12}, {7, 20}}));
    }
}

} // namespace

QIcon painted(const QString& name, const QPalette& palette) {
    QIcon icon;
    for (const int size : {16, 24, 32, 48}) {
        for (const QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled}) {
            QPixmap pixmap(size, size);
            pixmap.fill(Qt::transparent);
            QPainter painter(&pixmap);
            painter.setRenderHint(QPainter::Antialiasing);
            painter.scale(size / 24.0, size / 24.0);
            const QColor ink =
                palette.color(mode == QIcon::Disabled ? QPalette::Disabled : QPalette::Active,
                              QPalette::ButtonText);
            QPen pen(ink, 1.8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
            painter.setPen(pen);
            painter.setBrush(Qt::NoBrush);
            draw(painter, name);
            painter.end();
            icon.addPixmap(pixmap, mode);
        }
    }
    return icon;
}

QIcon icon(const QString& name, const QPalette& palette) {
    return QIcon::fromTheme(name, painted(name, palette));
}

} // namespace appicons
