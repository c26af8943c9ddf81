// HackenbushView painting: a frame walks only the exposed rows of each tower, and a compressed
// tower's rows are summarised once per edit or resize, so painting is O(pixels), not O(cubes).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushtext.h"
#include "app/hackenbush/hackenbushview.h"

#include "app/boardpalette.h"
#include "app/hackenbush/cubecolours.h"

#include <QLocale>
#include <QPaintEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;

namespace {

const QColor kWinning(0x1e, 0xa0, 0x46);
const QColor kHover(0xff, 0xb0, 0x00);
const QColor kFocus(0x20, 0x60, 0xd0);

QColor shade(double blackShare) {
    const auto mix = [blackShare](int white, int black) {
        return static_cast<int>(std::lround(white + (black - white) * blackShare));
    };
    return QColor(mix(cubecolours::kWhite.red(), cubecolours::kBlack.red()),
                  mix(cubecolours::kWhite.green(), cubecolours::kBlack.green()),
                  mix(cubecolours::kWhite.blue(), cubecolours::kBlack.blue()));
}

} // namespace

void HackenbushView::ensureSummaries() {
    if (summariesValid_)
        return;
    summaries_.assign(position_.towerCount(), {});
    const Layout l = layout();
    for (std::size_t t = 0; t < position_.towerCount(); ++t) {
        const TowerScale scale = scaleOf(l, t);
        if (!scale.compressed)
            continue;
        const auto cubes = position_.tower(t).cubes();
        RowSummary& s = summaries_[t];
        const std::size_t rows = (cubes.size() + scale.perRow - 1) / scale.perRow;
        s.blackCounts.assign(rows, 0);
        s.marked.assign(rows, 0);
        for (std::size_t h = 0; h < cubes.size(); ++h)
            s.blackCounts[h / scale.perRow] += cubes[h] == Colour::Black ? 1 : 0;
    }
    for (const Move& m : marked_)
        if (m.tower < summaries_.size() && !summaries_[m.tower].marked.empty())
            summaries_[m.tower].marked[m.height / scaleOf(l, m.tower).perRow] = 1;
    summariesValid_ = true;
}

void HackenbushView::resizeEvent(QResizeEvent*) {
    summariesValid_ = false;
}

void HackenbushView::paintEvent(QPaintEvent* event) {
    ensureSummaries();
    QPainter painter(this);
    // The board follows the palette (boardpalette.h): light or dark, with ink to match.
    const boardpalette::Colours board = boardpalette::of(palette());
    painter.fillRect(rect(), board.background);
    const Layout l = layout();
    lastPaintedCells_ = 0;

    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(board.text);
    const QRectF captionBox(kMargin, 2, width() - 2 * kMargin, kCaptionHeight - 2);
    QRectF captionUsed;
    painter.drawText(captionBox, Qt::AlignLeft | Qt::AlignVCenter,
                     painter.fontMetrics().elidedText(caption_, Qt::ElideMiddle,
                                                      static_cast<int>(captionBox.width())),
                     &captionUsed);
    painter.setFont(font());
    std::vector<std::size_t> compressed;
    for (std::size_t t = 0; t < position_.towerCount(); ++t)
        if (scaleOf(l, t).compressed)
            compressed.push_back(t);
    if (!compressed.empty()) {
        // Said plainly, so a shaded column is not mistaken for grey cubes.
        painter.setPen(board.note);
        const QString note =
            compressed.size() == 1
                ? tr("Tower %1 compressed: 1 row = %2 cubes, shaded by its share of black")
                      .arg(compressed.front() + 1)
                      .arg(QLocale().toString(
                          static_cast<qulonglong>(scaleOf(l, compressed.front()).perRow)))
                : tr("Tall towers compressed: rows of cubes, shaded by their share of black");
        const QRectF noteBox = captionBox.adjusted(captionUsed.width() + 12, 0, 0, 0);
        painter.drawText(noteBox, Qt::AlignRight | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(note, Qt::ElideRight,
                                                          static_cast<int>(noteBox.width())));
    }

    // The ground line.
    painter.setPen(QPen(board.ground, 2));
    painter.drawLine(
        QPointF(l.left - 4, l.bottom + 1),
        QPointF(l.left + l.columnWidth * static_cast<double>(position_.towerCount()) + 4,
                l.bottom + 1));

    const QRectF exposed = event->rect();
    for (std::size_t t = 0; t < position_.towerCount(); ++t)
        paintTower(painter, t, l, exposed);
    paintEditControls(painter, l);
}

void HackenbushView::paintTower(QPainter& painter, std::size_t tower, const Layout& l,
                                const QRectF& exposed) {
    const bool darkBoard = boardpalette::isDark(palette());
    const auto cubes = position_.tower(tower).cubes();
    const double centre = l.left + l.columnWidth * (static_cast<double>(tower) + 0.5);
    const double x = centre - l.cubeWidth / 2;
    const TowerScale scale = scaleOf(l, tower);
    const double unit = scale.unit;
    const std::size_t units =
        scale.compressed ? summaries_[tower].blackCounts.size() : cubes.size();
    // Only the exposed rows: a frame never walks the whole of a tall tower.
    const auto first =
        static_cast<std::size_t>(std::max(0.0, std::floor((l.bottom - exposed.bottom()) / unit)));
    const auto last = std::min(
        units,
        static_cast<std::size_t>(std::max(0.0, std::ceil((l.bottom - exposed.top()) / unit))) + 1);
    const bool hoveredHere = hovered_ && hovered_->tower == tower;

    painter.setRenderHint(QPainter::Antialiasing, false);
    for (std::size_t u = first; u < last; ++u) {
        const QRectF box(x, l.bottom - (static_cast<double>(u) + 1) * unit, l.cubeWidth, unit);
        ++lastPaintedCells_;
        if (scale.compressed) {
            const RowSummary& s = summaries_[tower];
            const std::size_t inRow = std::min(scale.perRow, cubes.size() - u * scale.perRow);
            painter.fillRect(
                box, shade(static_cast<double>(s.blackCounts[u]) / static_cast<double>(inRow)));
            if (s.marked[u])
                painter.fillRect(QRectF(box.right() + 2, box.top(), 5, unit), kWinning);
            continue;
        }
        const bool white = cubes[u] == Colour::White;
        const bool green = cubes[u] == Colour::Green;
        const double gap = unit >= 10 ? 1.0 : 0.0;
        const QRectF body = box.adjusted(gap, gap, -gap, -gap);
        // White and green cubes have a dark edge; black ones a light edge on a dark board.
        painter.setPen(white || green ? QPen(cubecolours::kEdge, unit >= 10 ? 1.5 : 1.0)
                       : darkBoard
                           ? QPen(boardpalette::of(palette()).outline, unit >= 10 ? 1.5 : 1.0)
                           : QPen(Qt::NoPen));
        painter.setBrush(green   ? cubecolours::kGreen
                         : white ? cubecolours::kWhite
                                 : cubecolours::kBlack);
        painter.drawRect(body.adjusted(0.5, 0.5, -0.5, -0.5));
        if (isMarked(tower, u)) {
            // On a green cube the green ring would not show: it is drawn white there.
            const QColor winning = green ? cubecolours::kWhite : kWinning;
            const double ring = std::clamp(unit / 5, 2.0, 4.0);
            painter.setPen(QPen(winning, ring));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(
                body.adjusted(ring / 2 + 0.5, ring / 2 + 0.5, -ring / 2 - 0.5, -ring / 2 - 0.5));
            if (unit >= 24) {
                painter.setBrush(winning);
                painter.setPen(Qt::NoPen);
                const double r = std::min(unit, l.cubeWidth) / 7;
                painter.drawEllipse(body.center(), r, r);
            }
        }
    }
    // The hovered cube, and in play every cube its removal takes away.
    if (hoveredHere) {
        const QRectF at = cubeRect(tower, hovered_->height);
        if (removalPreview_) {
            const double topOfTower = l.bottom - static_cast<double>(units) * unit;
            painter.fillRect(QRectF(x, topOfTower, l.cubeWidth, at.bottom() - topOfTower),
                             QColor(220, 40, 40, 90));
        }
        painter.setPen(QPen(kHover, 2.5));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(at.adjusted(-1, -1, 1, 1));
    }

    if (hasFocus() && cursorShown_ && focusCube_ && focusCube_->tower == tower) {
        painter.setPen(QPen(kFocus, 2, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(cubeRect(tower, focusCube_->height).adjusted(-3, -3, 3, 3));
    }

    // The tower's value and height under it.
    const QRectF valueBox(l.left + l.columnWidth * static_cast<double>(tower), l.bottom + 4,
                          l.columnWidth, 18);
    const QString label = tower < static_cast<std::size_t>(labels_.size())
                              ? labels_[static_cast<int>(tower)]
                              : QString();
    const boardpalette::Colours board = boardpalette::of(palette());
    painter.setPen(labelsStale_ ? board.stale : board.text);
    // The fraction itself: its power of two as a superscript, the font smaller for a narrow
    // column (to 65 %), and only then shortened in the middle.
    const QString shown = labelPowers_ ? hackenbushtext::withSuperscripts(label) : label;
    QFont labelFont = font();
    const double room = l.columnWidth - 2;
    const double smallestValue = smallestTextScale(0.65);
    for (double scale = 1.0; scale >= smallestValue - 1e-9; scale -= 0.05) {
        labelFont.setPointSizeF(font().pointSizeF() * std::max(scale, smallestValue));
        if (QFontMetricsF(labelFont).horizontalAdvance(shown) <= room)
            break;
    }
    painter.setFont(labelFont);
    painter.drawText(
        valueBox, Qt::AlignCenter,
        painter.fontMetrics().elidedText(shown, Qt::ElideMiddle, static_cast<int>(room)));
    painter.setFont(font());
    // The height, the column's width (the remove button has a row of its own below).
    painter.setPen(board.muted);
    const QRectF heightBox(valueBox.left(), l.bottom + 22, l.columnWidth, 16);
    const QString number = QLocale().toString(static_cast<qulonglong>(cubes.size()));
    QString heightText = cubes.size() == 1 ? tr("1 cube") : tr("%1 cubes").arg(number);
    // In a narrow column the font gets smaller (to 60 %) before the word "cubes" is left out
    // (then the number alone, in a column too narrow for anything more).
    QFont small = font();
    const double smallestHeight = smallestTextScale(0.6);
    for (double scale = std::max(0.85, smallestHeight); scale >= smallestHeight - 1e-9;
         scale -= 0.05) {
        small.setPointSizeF(font().pointSizeF() * std::max(scale, smallestHeight));
        if (QFontMetricsF(small).horizontalAdvance(heightText) <= heightBox.width())
            break;
    }
    painter.setFont(small);
    if (painter.fontMetrics().horizontalAdvance(heightText) > heightBox.width())
        heightText = number;
    if (!handout_ || painter.fontMetrics().horizontalAdvance(heightText) <= heightBox.width())
        painter.drawText(heightBox, Qt::AlignCenter, heightText);
    painter.setFont(font());
}

void HackenbushView::paintEditControls(QPainter& painter, const Layout& l) {
    if (!editable_)
        return;
    painter.setRenderHint(QPainter::Antialiasing, true);
    QFont small = font();
    small.setBold(true);
    painter.setFont(small);
    for (std::size_t t = 0; t < position_.towerCount(); ++t) {
        for (Colour colour : addableColours()) {
            const QRectF r = addCubeRect(t, colour);
            const bool black = colour == Colour::Black;
            painter.setPen(QPen(boardpalette::of(palette()).outline, 1));
            painter.setBrush(colour == Colour::White   ? cubecolours::kWhite
                             : colour == Colour::Black ? cubecolours::kBlack
                                                       : cubecolours::kGreen);
            painter.drawRoundedRect(r, 3, 3);
            painter.setPen(black ? cubecolours::kWhite : cubecolours::kBlack);
            painter.drawText(r, Qt::AlignCenter, QStringLiteral("+"));
        }
        const QRectF x = removeTowerRect(t);
        painter.setPen(QPen(QColor(0xa0, 0x30, 0x30), 1));
        painter.setBrush(QColor(0xf6, 0xe4, 0xe4));
        painter.drawRoundedRect(x, 3, 3);
        painter.drawText(x, Qt::AlignCenter, QStringLiteral("×"));
    }
    const QRectF add = addTowerRect();
    painter.setPen(QPen(boardpalette::of(palette()).muted, 1, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(add, 4, 4);
    painter.setFont(font());
    painter.drawText(add, Qt::AlignCenter | Qt::TextWordWrap, tr("+ tower"));
    (void)l;
}
