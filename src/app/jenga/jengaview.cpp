// JengaView: isometric painting of the tower (painter's order, far blocks first) and hit testing
// on the same polygons, so what the user sees is exactly what a click selects.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengaview.h"

#include "app/hoverend.h"
#include "app/jenga/jengapalette.h"
#include "app/jenga/jengatext.h"
#include "app/roundstep.h"

#include <QCursor>
#include <QFontMetrics>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QScrollArea>

#include <algorithm>
#include <cmath>

using pw::jenga::Colour;
using pw::jenga::Tower;

namespace {

constexpr double kCos30 = 0.8660254037844386;
constexpr double kSin30 = 0.5;
constexpr double kHeightRatio = 0.2; // a Jenga block is 1.5 high for 7.5 long
constexpr double kGap = 0.012;       // between blocks of a level, in tower widths
constexpr double kLevelGap = 0.05;   // between levels, in level heights
constexpr double kMargin = 28;
constexpr double kMaxLength = 330;
// The lowest a level is drawn: its letter still shows (drawLetter) and a click still finds it.
// A taller tower than the view holds grows the view, which the page scrolls.
constexpr double kMinLevelHeight = 14;

QColor shade(const QColor& colour, int factor) {
    return factor >= 100 ? colour.lighter(factor) : colour.darker(10000 / factor);
}

} // namespace

JengaView::JengaView(QWidget* parent) : QWidget(parent) {
    setMouseTracking(true);
    new HoverEnd(this);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    setAccessibleName(tr("Jenga tower"));
    setToolTip(
        tr("Edit: click a block to change its colour (R → G → B); right-click or Shift+click "
           "takes it out; click an empty slot to put a red block back.\n"
           "Play: after a roll, click a block of the rolled colour, then the slot on top "
           "where it goes.\n"
           "Keyboard: the arrows move the dashed cursor, Space clicks, Shift+Space or Delete takes "
           "out."));
    layoutPieces();
}

void JengaView::setTower(const Tower& tower) {
    const bool same = tower == tower_;
    const bool levelsChanged = tower.levelCount() != tower_.levelCount();
    tower_ = tower;
    hovered_.reset();
    if (levelsChanged)
        fitMinimumHeight();
    layoutPieces();
    if (focus_ && focus_->first >= shownLevels())
        focus_ = SlotRef{shownLevels() - 1, focus_->second};
    if (!same) {
        removable_.clear();
        if (tower_.levelCount() <= 1000 && !tower_.validate())
            for (const pw::jenga::Move& move : pw::jenga::legalMoves(tower_))
                if (removable_.empty() || removable_.back() != SlotRef{move.level, move.slot})
                    removable_.emplace_back(move.level, move.slot);
        announcePartsChanged(this);
    }
    update();
}

void JengaView::setBadges(std::vector<Badge> badges) {
    badges_ = std::move(badges);
    update();
}

void JengaView::setCosts(std::vector<BlockCost> costs) {
    costs_ = std::move(costs);
    update();
}

void JengaView::setSelected(std::optional<SlotRef> slot) {
    selected_ = slot;
    update();
}

void JengaView::setTargets(std::vector<SlotRef> targets) {
    targets_ = std::move(targets);
    update();
}

int JengaView::shownLevels() const {
    return tower_.levelCount() + (tower_.top().isComplete() ? 1 : 0);
}

// a runs along the left face (away from the near corner), b along the right face, z in levels.
QPointF JengaView::project(double a, double b, double z) const {
    return corner_ + QPointF((b - a) * blockLength_ * kCos30,
                             -(a + b) * blockLength_ * kSin30 - z * levelHeight_);
}

void JengaView::fitMinimumHeight() {
    const int levels = tower_.levelCount() + 1; // as layoutPieces: room for one more
    const double blockLength = kMinLevelHeight / kHeightRatio;
    setMinimumHeight(
        static_cast<int>(std::ceil((levels * kHeightRatio + 1.0) * blockLength + 2 * kMargin)));
}

QScrollArea* JengaView::scrollArea() const {
    // In a scroll area the view's parent is the area's viewport.
    return parentWidget() ? qobject_cast<QScrollArea*>(parentWidget()->parentWidget()) : nullptr;
}

void JengaView::layoutPieces() {
    // Always leave room for one more level, so the tower does not jump when one is added.
    const int levels = tower_.levelCount() + 1;
    const double width = std::max(40.0, this->width() - 2 * kMargin - 30);
    const double height = std::max(40.0, this->height() - 2 * kMargin);
    blockLength_ =
        std::min({kMaxLength, width / (2 * kCos30), height / (levels * kHeightRatio + 1.0)});
    levelHeight_ = blockLength_ * kHeightRatio;
    const double towerHeight = levels * levelHeight_ + blockLength_;
    corner_ = QPointF(this->width() / 2.0 + 12, (this->height() + towerHeight) / 2.0);

    pieces_.clear();
    const int shown = shownLevels();
    for (int level = 0; level < shown; ++level) {
        const bool real = level < tower_.levelCount();
        const bool even = level % 2 == 0;
        // Far blocks first: along a (even levels) slot 0 is farthest, along b slot 2 is.
        for (int i = 0; i < 3; ++i) {
            const int slot = even ? i : 2 - i;
            Piece piece;
            piece.level = level;
            piece.slot = slot;
            if (real)
                piece.colour = tower_.level(level).cells[static_cast<std::size_t>(slot)];
            double a0 = 0, a1 = 1, b0 = 0, b1 = 1;
            if (even) {
                a0 = 1.0 - (slot + 1) / 3.0 + kGap;
                a1 = 1.0 - slot / 3.0 - kGap;
            } else {
                b0 = slot / 3.0 + kGap;
                b1 = (slot + 1) / 3.0 - kGap;
            }
            const double z0 = level, z1 = level + 1 - kLevelGap;
            piece.sideA = QPolygonF({project(a0, b0, z0), project(a1, b0, z0), project(a1, b0, z1),
                                     project(a0, b0, z1)});
            piece.sideB = QPolygonF({project(a0, b0, z0), project(a0, b1, z0), project(a0, b1, z1),
                                     project(a0, b0, z1)});
            piece.top = QPolygonF({project(a0, b0, z1), project(a1, b0, z1), project(a1, b1, z1),
                                   project(a0, b1, z1)});
            // Blocks drawn later (above, nearer) cover the tops that are not seen; an empty slot
            // shows its top outline only where a block may be put (top and new level).
            piece.topVisible = piece.colour.has_value() || level >= tower_.levelCount() - 1;
            pieces_.push_back(piece);
        }
    }
}

const JengaView::Piece* JengaView::pieceAt(int level, int slot) const {
    for (const Piece& piece : pieces_)
        if (piece.level == level && piece.slot == slot)
            return &piece;
    return nullptr;
}

QPointF JengaView::slotPoint(int level, int slot) const {
    const Piece* piece = pieceAt(level, slot);
    if (!piece)
        return {};
    const QPolygonF end = piece->end();
    return (end[0] + end[1] + end[2] + end[3]) / 4.0;
}

std::optional<JengaView::SlotRef> JengaView::slotAt(QPointF point) const {
    // Reverse paint order: the piece drawn last is the one seen at that point.
    for (auto it = pieces_.rbegin(); it != pieces_.rend(); ++it) {
        const bool hit =
            it->colour ? it->sideA.containsPoint(point, Qt::OddEvenFill) ||
                             it->sideB.containsPoint(point, Qt::OddEvenFill) ||
                             (it->topVisible && it->top.containsPoint(point, Qt::OddEvenFill))
                       : it->end().containsPoint(point, Qt::OddEvenFill) ||
                             (it->topVisible && it->top.containsPoint(point, Qt::OddEvenFill));
        if (hit)
            return SlotRef{it->level, it->slot};
    }
    return std::nullopt;
}

void JengaView::drawPiece(QPainter& painter, const Piece& piece) const {
    const SlotRef ref{piece.level, piece.slot};
    const bool selected = selected_ == ref;
    const bool hovered = hovered_ == ref;
    const bool target = std::find(targets_.begin(), targets_.end(), ref) != targets_.end();
    if (piece.colour) {
        const QColor base = jengapalette::colour(*piece.colour);
        const QPen edge(base.darker(220), 1.0);
        painter.setPen(edge);
        painter.setBrush(shade(base, 100));
        painter.drawPolygon(piece.sideA);
        painter.setBrush(shade(base, 70));
        painter.drawPolygon(piece.sideB);
        if (piece.topVisible) {
            painter.setBrush(shade(base, 135));
            painter.drawPolygon(piece.top);
        }
        for (const BlockCost& cost : costs_)
            if (cost.level == piece.level && cost.slot == piece.slot && cost.share > 0.0) {
                // Darker with the cost: a translucent layer of the palette's shadow colour, at
                // least a fifth opaque so that the cheapest non-optimal block is told apart.
                QColor dark = palette().color(QPalette::Shadow);
                dark.setAlphaF(static_cast<float>(0.2 + 0.55 * std::min(1.0, cost.share)));
                painter.setPen(Qt::NoPen);
                painter.setBrush(dark);
                painter.drawPolygon(piece.sideA);
                painter.drawPolygon(piece.sideB);
                if (piece.topVisible)
                    painter.drawPolygon(piece.top);
                painter.setPen(edge);
            }
        drawLetter(painter, piece);
        if (selected || hovered) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(selected ? QColor(255, 210, 0) : QColor(255, 255, 255, 200),
                                selected ? 4 : 2));
            painter.drawPolygon(piece.sideA);
            painter.drawPolygon(piece.sideB);
            if (piece.topVisible)
                painter.drawPolygon(piece.top);
        }
        return;
    }
    // An empty slot: a shadowed hole on its end face, and a dashed outline where a block may go.
    // Holes below the top are shaded; the top level's free slots are open air.
    const bool belowTop = piece.level < tower_.levelCount() - 1;
    painter.setPen(Qt::NoPen);
    if (belowTop) {
        painter.setBrush(QColor(0, 0, 0, 90));
        painter.drawPolygon(piece.end());
    }
    QPen dashed(target    ? QColor(255, 190, 0)
                : hovered ? palette().color(QPalette::Highlight)
                          : palette().color(QPalette::Mid),
                target || hovered ? 2.5 : 1.0, Qt::DashLine);
    painter.setPen(dashed);
    painter.setBrush(target ? QBrush(QColor(255, 200, 0, 60)) : QBrush(Qt::NoBrush));
    painter.drawPolygon(piece.end());
    if (piece.topVisible)
        painter.drawPolygon(piece.top);
}

void JengaView::drawLetter(QPainter& painter, const Piece& piece) const {
    // The colour's letter on the block's end, so that the colours are told apart without colour
    // (red and green look alike to one reader in twelve); left out where the end is too small.
    const QRectF end = piece.end().boundingRect();
    const double size = std::min(levelHeight_ * 0.6, end.width() * 0.7);
    double pixels = std::min(size, 16.0);
    if (minTextPixels_ > 0.0) { // a handout: at least its size, where the end holds it
        if (std::min(levelHeight_ * 0.9, end.width() * 0.9) < minTextPixels_)
            return;
        pixels = std::max(pixels, minTextPixels_);
    } else if (size < 8.0) {
        return;
    }
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(std::ceil(pixels)));
    painter.save();
    painter.setFont(font);
    painter.setPen(QColor(255, 255, 255, 215));
    painter.drawText(end, Qt::AlignCenter, QString(jengatext::letter(*piece.colour)));
    painter.restore();
}

void JengaView::drawBadges(QPainter& painter) const {
    double radius = std::clamp(levelHeight_ * 0.38, 7.0, 15.0);
    if (minTextPixels_ > 0.0) // a handout's letters at least its size
        radius = std::max(radius, minTextPixels_ / 1.3);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(static_cast<int>(std::ceil(radius * 1.3)));
    painter.setFont(font);
    // Badges sharing a slot are spread sideways.
    std::vector<std::pair<SlotRef, int>> counts;
    for (const Badge& badge : badges_) {
        const SlotRef ref{badge.level, badge.slot};
        const Piece* piece = pieceAt(badge.level, badge.slot);
        if (!piece)
            continue;
        int index = 0;
        for (auto& [r, n] : counts)
            if (r == ref)
                index = n++;
        if (index == 0)
            counts.emplace_back(ref, 1);
        const QPolygonF face = badge.target && piece->topVisible ? piece->top : piece->end();
        QPointF centre = (face[0] + face[1] + face[2] + face[3]) / 4.0;
        centre.rx() += index * radius * 2.1;
        const QColor colour = jengapalette::colour(badge.colour);
        painter.setPen(QPen(Qt::white, 2));
        painter.setBrush(badge.target ? QColor(255, 255, 255) : colour);
        if (badge.target) {
            painter.setPen(QPen(colour, 3));
        }
        painter.drawEllipse(centre, radius, radius);
        painter.setPen(badge.target ? colour : QColor(Qt::white));
        painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                         Qt::AlignCenter, QString(jengatext::letter(badge.colour)));
    }
}

void JengaView::drawLevelNumbers(QPainter& painter, const QRectF& exposed) const {
    QColor ink = palette().color(QPalette::Text); // softened, in the palette's own text colour
    ink.setAlpha(150);
    painter.setPen(ink);
    QFont font = painter.font();
    font.setPixelSize(static_cast<int>(
        std::ceil(std::max(std::clamp(levelHeight_ * 0.55, 9.0, 14.0), minTextPixels_))));
    painter.setFont(font);
    // Every level's number where they fit, else every 2nd, 5th, 10th, 20th… level's (and the
    // top's), so that numbers never overlap.
    const double room = QFontMetricsF(font).height() * 1.1;
    const auto stride = static_cast<int>(roundstep::wholeAtLeast(room / levelHeight_));
    const int top = tower_.levelCount() - 1;
    for (int level = 0; level <= top; ++level) {
        const bool labelled = (level + 1) % stride == 0 || level == 0 ||
                              (level == top && (top + 1) % stride > stride / 2);
        if (!labelled)
            continue;
        const QPointF p = project(1.0, 0.0, level + 0.5);
        const QRectF box(p.x() - 46, p.y() - room / 2, 40, room);
        if (box.intersects(exposed))
            painter.drawText(box, Qt::AlignRight | Qt::AlignVCenter, QString::number(level + 1));
    }
}

void JengaView::paintEvent(QPaintEvent* event) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    // The table the tower stands on.
    const QPolygonF floor({project(-0.15, -0.15, 0), project(1.15, -0.15, 0),
                           project(1.15, 1.15, 0), project(-0.15, 1.15, 0)});
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette().color(QPalette::AlternateBase).darker(104));
    painter.drawPolygon(floor);
    // A tall tower in its scroll area: only the pieces in the part shown are drawn.
    const QRectF exposed = QRectF(event->rect()).adjusted(-4, -4, 4, 4);
    for (const Piece& piece : pieces_)
        if (piece.bounds().intersects(exposed))
            drawPiece(painter, piece);
    drawLevelNumbers(painter, exposed);
    drawBadges(painter);
    // The keyboard cursor: a thick dashed outline in the highlight colour, over everything.
    if (hasFocus() && focus_ && cursorShown_) {
        if (const Piece* piece = pieceAt(focus_->first, focus_->second)) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(palette().color(QPalette::Highlight), 3.0, Qt::DashLine));
            painter.drawPolygon(piece->end());
            if (piece->topVisible)
                painter.drawPolygon(piece->top);
        }
    }
}

void JengaView::keyPressEvent(QKeyEvent* event) {
    const int levels = shownLevels();
    SlotRef at = focus_.value_or(SlotRef{0, pw::jenga::kMiddle});
    switch (event->key()) {
    case Qt::Key_Up:
        at.first = std::min(at.first + 1, levels - 1);
        break;
    case Qt::Key_Down:
        at.first = std::max(at.first - 1, 0);
        break;
    case Qt::Key_Left:
        at.second = std::max(at.second - 1, 0);
        break;
    case Qt::Key_Right:
        at.second = std::min(at.second + 1, 2);
        break;
    case Qt::Key_Space:
        if (focus_)
            emit slotClicked(focus_->first, focus_->second, Qt::LeftButton, event->modifiers());
        return;
    case Qt::Key_Delete:
        if (focus_)
            emit slotClicked(focus_->first, focus_->second, Qt::RightButton, Qt::NoModifier);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    focus_ = at;
    cursorShown_ = true;
    update();
    if (QScrollArea* area = scrollArea()) { // the cursor stays in sight on a tall tower
        const QPointF centre = slotPoint(at.first, at.second);
        area->ensureVisible(qRound(centre.x()), qRound(centre.y()), 40,
                            qRound(3 * levelHeight_ + 20));
    }
    announceFocus(this, accessibleFocus());
    // What the mouse shows on hover, the keyboard shows for its slot.
    emit slotHovered(at.first, at.second);
}

void JengaView::focusInEvent(QFocusEvent* event) {
    if (!focus_)
        focus_ = SlotRef{0, pw::jenga::kMiddle};
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        cursorShown_ = true;
    update();
    QWidget::focusInEvent(event);
}

void JengaView::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

void JengaView::mouseMoveEvent(QMouseEvent* event) {
    updateHover(event->position());
}

void JengaView::updateHover(QPointF point) {
    const auto slot = slotAt(point);
    if (slot != hovered_) {
        hovered_ = slot;
        update();
        emit slotHovered(slot ? slot->first : -1, slot ? slot->second : -1);
    }
}

void JengaView::moveEvent(QMoveEvent* event) {
    QWidget::moveEvent(event);
    if (underMouse())
        updateHover(mapFromGlobal(QCursor::pos()));
}

void JengaView::mousePressEvent(QMouseEvent* event) {
    cursorShown_ = false; // the mouse is in use: no cursor until a key, from the slot clicked
    update();
    if (const auto slot = slotAt(event->position())) {
        focus_ = *slot;
        emit slotClicked(slot->first, slot->second, event->button(), event->modifiers());
    }
}

void JengaView::leaveEvent(QEvent*) {
    if (hovered_) {
        hovered_.reset();
        update();
        emit slotHovered(-1, -1);
    }
}

void JengaView::resizeEvent(QResizeEvent*) {
    layoutPieces();
}
