// PatienceView: painting and hit testing of the piles; it edits nothing and solves nothing.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patienceview.h"
#include "app/hoverend.h"

#include <QCursor>

#include "app/patience/cardart.h"
#include "engine/patience/judge.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

using pw::patience::Move;
using pw::patience::MoveValue;
using pw::patience::Position;

namespace {

constexpr double kMargin = 14.0;
constexpr double kLabelHeight = 18.0; // the pile number above each pile
constexpr double kGapRatio = 0.16;    // space between piles, as a fraction of the card width
constexpr double kMaxCardWidth = 132.0;

bool involves(const Move& move, int pile) {
    return move.first == pile || move.second == pile;
}

// The judge's own formatting, so a card and the pair list never round a tie differently.
QString valueText(double value) {
    return QString::fromStdString(pw::patience::formatProbability(value));
}

} // namespace

PatienceView::PatienceView(QWidget* parent) : QWidget(parent) {
    new HoverEnd(this); // a popup over the board ends its hover too
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Card piles"));
    setAccessibleDescription(
        tr("The piles of the deal; click two top cards of the same rank to remove them."));
}

void PatienceView::setPosition(const Position& position) {
    const bool sameShape = position.deal() == position_.deal();
    position_ = position;
    if (selectedPile_ &&
        (*selectedPile_ >= position_.pileCount() || position_.height(*selectedPile_) == 0))
        selectedPile_.reset();
    hovered_.reset();
    if (keyboardPile_ >= position_.pileCount())
        keyboardPile_ = -1;
    if (!sameShape)
        updateLayout();
    announcePartsChanged(this);
    // What the hover line says must be about the cards shown now, not the ones just removed:
    // the card under the mouse, else the keyboard's pile, else nothing.
    hovered_ = underMouse() ? cardAt(mapFromGlobal(QCursor::pos())) : std::nullopt;
    if (hovered_)
        emit hoverChanged(describe(hovered_->first, hovered_->second));
    else if (hasFocus() && keyboardPile_ >= 0)
        emit hoverChanged(describe(keyboardPile_, position_.height(keyboardPile_) - 1));
    else
        emit hoverChanged(QString());
    update();
}

void PatienceView::setSelectedPile(std::optional<int> pile) {
    selectedPile_ = pile;
    announcePartsChanged(this);
    update();
}

void PatienceView::setMoveValues(const std::vector<MoveValue>& moves, std::optional<Move> best) {
    moves_ = moves;
    best_ = best;
    announcePartsChanged(this); // the chance each pile's pairing leaves
    update();
}

void PatienceView::setValuesStale(bool stale) {
    stale_ = stale;
    update();
}

void PatienceView::setHighlightedMove(std::optional<Move> move) {
    highlighted_ = move;
    update();
}

void PatienceView::setEditing(bool editing) {
    if (editing == editing_)
        return;
    editing_ = editing;
    dragging_ = false;
    pressed_.reset();
    announcePartsChanged(this); // cards, not piles, while editing
    update();
}

// Picks the number of rows that gives the largest cards: one row of nine reads like a table of
// cards, but when the view is tall two rows give bigger, easier cards.
void PatienceView::updateLayout() {
    const int piles = position_.pileCount();
    slotCards_ = 1;
    for (int p = 0; p < piles; ++p)
        slotCards_ = std::max(slotCards_, position_.deal().pileHeight(p));
    origins_.assign(static_cast<std::size_t>(piles), QPointF());
    if (piles == 0)
        return;
    const double availableWidth = std::max(50.0, width() - 2 * kMargin);
    const double availableHeight = std::max(50.0, height() - 2 * kMargin);
    // Height of one row per unit of card width: the fanned pile plus a gap.
    const double rowPerWidth =
        cardart::kAspect * (1 + (slotCards_ - 1) * cardart::kFan) + kGapRatio;
    double bestWidth = 0;
    int bestRows = 1;
    for (int rows = 1; rows <= piles; ++rows) {
        const int columns = (piles + rows - 1) / rows;
        const double byWidth = availableWidth / (columns + (columns - 1) * kGapRatio);
        const double byHeight = (availableHeight - rows * kLabelHeight) / (rows * rowPerWidth);
        const double w = std::min({byWidth, byHeight, kMaxCardWidth});
        if (w > bestWidth + 0.5) {
            bestWidth = w;
            bestRows = rows;
        }
    }
    cardWidth_ = std::max(24.0, bestWidth);
    cardHeight_ = cardWidth_ * cardart::kAspect;
    fanStep_ = cardHeight_ * cardart::kFan;
    const int columns = (piles + bestRows - 1) / bestRows;
    columns_ = columns;
    const double gap = cardWidth_ * kGapRatio;
    const double slotHeight = cardHeight_ + (slotCards_ - 1) * fanStep_;
    const double rowHeight = kLabelHeight + slotHeight + gap;
    const double top = std::max(kMargin, (height() - bestRows * rowHeight + gap) / 2);
    for (int p = 0; p < piles; ++p) {
        const int row = p / columns;
        const int inRow = std::min(columns, piles - row * columns);
        const double rowWidth = inRow * cardWidth_ + (inRow - 1) * gap;
        const double left = (width() - rowWidth) / 2;
        origins_[static_cast<std::size_t>(p)] = QPointF(left + (p % columns) * (cardWidth_ + gap),
                                                        top + row * rowHeight + kLabelHeight);
    }
}

QRectF PatienceView::cardRect(int pile, int index) const {
    const QPointF origin = origins_.at(static_cast<std::size_t>(pile));
    return QRectF(origin.x(), origin.y() + index * fanStep_, cardWidth_, cardHeight_);
}

QRectF PatienceView::slotRect(int pile) const {
    const QPointF origin = origins_.at(static_cast<std::size_t>(pile));
    const int cards = std::max(1, position_.deal().pileHeight(pile));
    return QRectF(origin.x(), origin.y(), cardWidth_, cardHeight_ + (cards - 1) * fanStep_);
}

QPointF PatienceView::topCardPoint(int pile) const {
    const int height = position_.height(pile);
    return height > 0 ? cardRect(pile, height - 1).center() : cardRect(pile, 0).center();
}

QPointF PatienceView::visiblePoint(int pile, int index) const {
    if (index >= position_.height(pile) - 1)
        return topCardPoint(pile);
    const QRectF card = cardRect(pile, index);
    return QPointF(card.center().x(), card.top() + fanStep_ / 2);
}

std::optional<std::pair<int, int>> PatienceView::cardAt(QPointF point) const {
    for (int p = 0; p < position_.pileCount() && p < static_cast<int>(origins_.size()); ++p) {
        const int height = position_.height(p);
        // The upper cards lie on top, so look from the top card down.
        for (int i = height - 1; i >= 0; --i)
            if (cardRect(p, i).contains(point))
                return std::make_pair(p, i);
        if (height == 0 && cardRect(p, 0).contains(point))
            return std::make_pair(p, -1);
    }
    return std::nullopt;
}

std::optional<double> PatienceView::badgeValue(int pile) const {
    std::optional<double> value;
    for (const MoveValue& mv : moves_) {
        if (!involves(mv.move, pile))
            continue;
        // With a card picked, its partners show the value of that very pair.
        if (selectedPile_ && *selectedPile_ != pile) {
            if (involves(mv.move, *selectedPile_))
                return mv.after.random;
            continue;
        }
        value = std::max(value.value_or(0.0), mv.after.random);
    }
    return value;
}

bool PatienceView::isBestPile(int pile) const {
    return best_ && involves(*best_, pile);
}

void PatienceView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const bool onPaper = minTextPixels_ > 0.0; // a handout: a light table, dark labels
    QLinearGradient felt(0, 0, 0, height());
    felt.setColorAt(0, onPaper ? QColor(0xf2, 0xf6, 0xf2) : QColor(0x23, 0x74, 0x45));
    felt.setColorAt(1, onPaper ? QColor(0xea, 0xf0, 0xea) : QColor(0x18, 0x5a, 0x34));
    painter.fillRect(rect(), felt);
    if (position_.pileCount() == 0) {
        painter.setPen(onPaper ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white));
        painter.drawText(rect(), Qt::AlignCenter, tr("No piles"));
        return;
    }
    for (int p = 0; p < position_.pileCount(); ++p)
        paintPile(painter, p);
    if (!editing_)
        for (int p = 0; p < position_.pileCount(); ++p)
            paintBadge(painter, p);
    // The keyboard's pile, while the board has focus: a ring around its slot.
    if (hasFocus() && keyboardPile_ >= 0 && keyboardPile_ < position_.pileCount()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 3, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(slotRect(keyboardPile_).adjusted(-5, -5, 5, 5), 8, 8);
    }
    if (dragging_ && pressed_ && pressed_->second >= 0) {
        const auto card =
            position_.deal().pile(pressed_->first)[static_cast<std::size_t>(pressed_->second)];
        QRectF r(0, 0, cardWidth_, cardHeight_);
        r.moveCenter(dragPoint_);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, 70));
        painter.drawRoundedRect(r.translated(4, 5), cardWidth_ * 0.08, cardWidth_ * 0.08);
        cardart::paintCard(painter, r, card);
    }
}

void PatienceView::paintPile(QPainter& painter, int pile) const {
    const QRectF first = cardRect(pile, 0);
    const bool onPaper = minTextPixels_ > 0.0;
    QFont labelFont = font();
    labelFont.setPixelSize(static_cast<int>(std::ceil(std::max(12.0, minTextPixels_))));
    labelFont.setBold(selectedPile_ == pile);
    painter.setFont(labelFont);
    painter.setPen(onPaper ? QColor(0x30, 0x30, 0x30) : QColor(255, 255, 255, 200));
    painter.drawText(QRectF(first.left(), first.top() - kLabelHeight, first.width(), kLabelHeight),
                     Qt::AlignHCenter | Qt::AlignVCenter, tr("pile %1").arg(pile + 1));

    const int height = position_.height(pile);
    if (height == 0) {
        cardart::paintEmptySlot(painter, first,
                                position_.deal().pileHeight(pile) > 0 ? tr("removed") : tr("empty"),
                                onPaper, minTextPixels_);
        return;
    }
    const auto& cards = position_.deal().pile(pile);
    for (int i = 0; i < height; ++i) {
        const bool top = i == height - 1;
        cardart::Face face;
        face.showCentre = top;
        face.dimmed = dragging_ && pressed_ == std::make_pair(pile, i);
        face.minTextPixels = minTextPixels_;
        cardart::paintCard(painter, cardRect(pile, i), cards[static_cast<std::size_t>(i)], face);
    }
    // Outlines: picked (blue), pointed at in the list (cyan), best pair (gold), editable (white).
    const QRectF topRect = cardRect(pile, height - 1).adjusted(-2, -2, 2, 2);
    const double radius = cardWidth_ * 0.09;
    auto outline = [&](const QColor& colour, double width) {
        painter.setPen(QPen(colour, width));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(topRect, radius, radius);
    };
    if (editing_) {
        if (hovered_ && hovered_->first == pile && hovered_->second >= 0) {
            painter.setPen(QPen(QColor(255, 255, 255), 2.5));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(cardRect(pile, hovered_->second).adjusted(-2, -2, 2, 2), radius,
                                    radius);
        }
        return;
    }
    if (isBestPile(pile) && !stale_)
        outline(QColor(0xf2, 0xb7, 0x05), 3.5);
    if (highlighted_ && involves(*highlighted_, pile))
        outline(QColor(0x2e, 0xc4, 0xf0), 3.5);
    if (selectedPile_ == pile)
        outline(QColor(0x1e, 0x5b, 0xff), 4.5);
    else if (hovered_ && hovered_->first == pile)
        outline(QColor(255, 255, 255, 160), 2.0);
}

// The chance to win after removing this top card (with the picked card, or its best partner).
void PatienceView::paintBadge(QPainter& painter, int pile) const {
    const auto value = badgeValue(pile);
    const int height = position_.height(pile);
    if (!value || height == 0)
        return;
    const QRectF card = cardRect(pile, height - 1);
    QFont badgeFont = font();
    badgeFont.setPixelSize(std::clamp(static_cast<int>(cardWidth_ * 0.15), 8, 15));
    badgeFont.setBold(true);
    const QString text = valueText(*value);
    const double textWidth = QFontMetricsF(badgeFont).horizontalAdvance(text);
    if (textWidth > card.width() * 0.96)
        badgeFont.setPixelSize(
            std::max(7, static_cast<int>(badgeFont.pixelSize() * card.width() * 0.94 / textWidth)));
    if (badgeFont.pixelSize() < minTextPixels_) // a handout's tag may be wider than its card
        badgeFont.setPixelSize(static_cast<int>(std::ceil(minTextPixels_)));
    const QFontMetricsF metrics(badgeFont);
    QRectF badge(0, 0, metrics.horizontalAdvance(text) + 8, metrics.height() + 3);
    // Straddling the bottom edge, like a tag: the card's own symbols stay readable.
    badge.moveCenter(QPointF(card.center().x(), card.bottom()));
    bool best = isBestPile(pile);
    if (selectedPile_ && *selectedPile_ != pile)
        best = best_ && involves(*best_, *selectedPile_) && involves(*best_, pile);
    QColor fill = stale_ ? QColor(0x9a, 0x9a, 0x9a)
                  : best ? QColor(0xf2, 0xb7, 0x05)
                         : QColor(0x22, 0x33, 0x44);
    painter.setPen(Qt::NoPen);
    painter.setBrush(fill);
    painter.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2);
    painter.setFont(badgeFont);
    painter.setPen(best && !stale_ ? QColor(0x20, 0x20, 0x20) : QColor(Qt::white));
    painter.drawText(badge, Qt::AlignCenter, text);
}

QString PatienceView::describe(int pile, int index) const {
    const int height = position_.height(pile);
    if (index < 0 || height == 0)
        return tr("Pile %1: every card removed").arg(pile + 1);
    const auto& cards = position_.deal().pile(pile);
    QStringList below;
    for (int i = height - 2; i >= 0; --i)
        below << cardart::cardText(cards[static_cast<std::size_t>(i)]);
    QString text = tr("Pile %1: %2 on top")
                       .arg(pile + 1)
                       .arg(cardart::cardText(cards[static_cast<std::size_t>(height - 1)]));
    if (!below.isEmpty())
        text += tr(", then %1 down to the bottom").arg(below.join(QStringLiteral(" ")));
    if (editing_)
        text += tr(" · click to change %1, drag it onto another card to swap")
                    .arg(cardart::cardText(cards[static_cast<std::size_t>(index)]));
    return text;
}

void PatienceView::keyPressEvent(QKeyEvent* event) {
    const int piles = position_.pileCount();
    if (piles == 0)
        return QWidget::keyPressEvent(event);
    int at = keyboardPile_ >= 0 && keyboardPile_ < piles ? keyboardPile_ : 0;
    switch (event->key()) {
    case Qt::Key_Left:
        at = (at + piles - 1) % piles;
        break;
    case Qt::Key_Right:
        at = (at + 1) % piles;
        break;
    case Qt::Key_Up:
        at = at - columns_ >= 0 ? at - columns_ : at;
        break;
    case Qt::Key_Down:
        at = at + columns_ < piles ? at + columns_ : at;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (keyboardPile_ >= 0)
            emit cardClicked(keyboardPile_, position_.height(keyboardPile_) - 1);
        return;
    default:
        return QWidget::keyPressEvent(event);
    }
    keyboardPile_ = at;
    emit hoverChanged(describe(at, position_.height(at) - 1));
    announceFocus(this, accessibleFocus());
    update();
}

void PatienceView::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    if (keyboardPile_ < 0 && position_.pileCount() > 0 &&
        (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason))
        keyboardPile_ = 0;
    update();
}

void PatienceView::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update();
}

void PatienceView::updateHover(QPointF point) {
    const auto spot = cardAt(point);
    if (spot == hovered_)
        return;
    hovered_ = spot;
    emit hoverChanged(spot ? describe(spot->first, spot->second) : QString());
    update();
}

void PatienceView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton)
        return;
    pressed_ = cardAt(event->position());
    pressPoint_ = event->position();
    dragging_ = false;
}

void PatienceView::mouseMoveEvent(QMouseEvent* event) {
    if (pressed_ && (event->buttons() & Qt::LeftButton) && pressed_->second >= 0) {
        // In play mode only a top card can be dragged (onto its partner).
        const bool draggable =
            editing_ || pressed_->second == position_.height(pressed_->first) - 1;
        if (!dragging_ && draggable &&
            (event->position() - pressPoint_).manhattanLength() >=
                QApplication::startDragDistance())
            dragging_ = true;
        if (dragging_) {
            dragPoint_ = event->position();
            update();
        }
    }
    updateHover(event->position());
}

void PatienceView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !pressed_)
        return;
    const auto from = *pressed_;
    const bool wasDragging = dragging_;
    pressed_.reset();
    dragging_ = false;
    update();
    const auto to = cardAt(event->position());
    if (!wasDragging) {
        if (to == from)
            emit cardClicked(from.first, from.second);
        return;
    }
    if (to && *to != from && (editing_ || to->first != from.first))
        emit cardDropped(from.first, from.second, to->first, to->second);
}

void PatienceView::leaveEvent(QEvent*) {
    hovered_.reset();
    emit hoverChanged(QString());
    update();
}

void PatienceView::resizeEvent(QResizeEvent*) {
    updateLayout();
}
