// Card faces painted with QPainter and DejaVu's suit glyphs: no image assets to keep in step.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/cardart.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>

using pw::patience::Card;

namespace cardart {

bool isRed(pw::patience::Suit suit) {
    return suit == 2 || suit == 3;
}

QColor suitColour(pw::patience::Suit suit) {
    // The same colours as cardtext::suitColourName's.
    return isRed(suit) ? QColor(0xc8, 0x10, 0x2e) : QColor(0x1a, 0x1a, 0x1a);
}

namespace {

QFont fontOfHeight(const QPainter& painter, double pixels, bool bold, double least = 0.0) {
    QFont font = painter.font();
    font.setPixelSize(std::max(6, static_cast<int>(std::ceil(std::max(pixels, least)))));
    font.setBold(bold);
    return font;
}

} // namespace

void paintCard(QPainter& painter, const QRectF& rect, const Card& card, const Face& face) {
    painter.save();
    const double radius = rect.width() * 0.08;
    painter.setOpacity(face.dimmed ? 0.35 : 1.0);
    painter.setPen(QPen(QColor(0x70, 0x70, 0x70), 1.0));
    painter.setBrush(QColor(0xff, 0xff, 0xfc));
    painter.drawRoundedRect(rect, radius, radius);

    const QColor ink = suitColour(card.suit);
    painter.setPen(ink);
    // The corner index must fit in the visible strip of a buried card (kFan of the height).
    const double strip = rect.height() * kFan;
    const double indexHeight = strip * 0.72;
    const QRectF index(rect.left() + rect.width() * 0.07, rect.top() + strip * 0.1,
                       rect.width() * 0.86, indexHeight);
    const double least = face.minTextPixels;
    painter.setFont(fontOfHeight(painter, indexHeight * 0.92, true, least));
    const QString rank = rankText(card.rank);
    painter.drawText(index, Qt::AlignLeft | Qt::AlignVCenter, rank);
    const double rankWidth = painter.fontMetrics().horizontalAdvance(rank);
    painter.setFont(fontOfHeight(painter, indexHeight * 0.92, false, least));
    painter.drawText(index.adjusted(rankWidth + 1, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                     suitSymbol(card.suit));
    // Readable from the right too, as on real cards fanned the other way.
    if (indexHeight * 0.6 >= least) {
        painter.setFont(fontOfHeight(painter, indexHeight * 0.6, false));
        painter.drawText(index, Qt::AlignRight | Qt::AlignVCenter, suitSymbol(card.suit));
    }

    if (face.showCentre) {
        const QRectF centre = rect.adjusted(0, strip, 0, -strip);
        painter.setFont(
            fontOfHeight(painter, std::min(centre.height() * 0.7, rect.width() * 0.62), false));
        painter.drawText(centre, Qt::AlignCenter, suitSymbol(card.suit));
        painter.save();
        painter.translate(rect.center());
        painter.rotate(180);
        painter.translate(-rect.center());
        painter.setFont(fontOfHeight(painter, indexHeight * 0.8, true, least));
        painter.drawText(index, Qt::AlignLeft | Qt::AlignVCenter, rank + suitSymbol(card.suit));
        painter.restore();
    }
    painter.restore();
}

void paintEmptySlot(QPainter& painter, const QRectF& rect, const QString& caption, bool onLight,
                    double minTextPixels) {
    painter.save();
    const double radius = rect.width() * 0.08;
    const QColor ink = onLight ? QColor(0x40, 0x40, 0x40) : QColor(255, 255, 255);
    painter.setPen(QPen(QColor(ink.red(), ink.green(), ink.blue(), 150), 1.5, Qt::DashLine));
    painter.setBrush(QColor(0, 0, 0, 25));
    painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius);
    painter.setPen(QColor(ink.red(), ink.green(), ink.blue(), 190));
    QFont font = painter.font();
    font.setPixelSize(
        static_cast<int>(std::ceil(std::max({8.0, rect.width() * 0.14, minTextPixels}))));
    painter.setFont(font);
    painter.drawText(rect, Qt::AlignCenter | Qt::TextWordWrap, caption);
    painter.restore();
}

} // namespace cardart
