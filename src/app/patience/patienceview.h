// Draws a Double Patience position as fanned piles of playing cards, with the values of the
// available pairs on the top cards; hit testing and drag-to-swap. It edits and solves nothing.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/boardaccessible.h"
#include "app/handout.h"
#include "engine/patience/solver.h"

#include <QWidget>

#include <optional>
#include <vector>

class PatienceView : public QWidget, public AccessibleBoard, public handout::Source {
    Q_OBJECT
public:
    explicit PatienceView(QWidget* parent = nullptr);

    // The cards present are drawn; a pile whose cards are all gone shows an empty outline.
    void setPosition(const pw::patience::Position& position);
    const pw::patience::Position& position() const { return position_; }
    // The pile whose top card the user picked first (outlined), or none.
    void setSelectedPile(std::optional<int> pile);
    // The legal moves with their values (empty while unknown) and the best of them (gold).
    void setMoveValues(const std::vector<pw::patience::MoveValue>& moves,
                       std::optional<pw::patience::Move> best);
    // Values of an older position: drawn grey until new ones arrive.
    void setValuesStale(bool stale);
    // A pair to point at (e.g. the row under the mouse in the pair list).
    void setHighlightedMove(std::optional<pw::patience::Move> move);
    // Edit mode: every card is a click/drag target and no values are drawn.
    void setEditing(bool editing);

    // Geometry in widget coordinates (tests click through these). index counts from the bottom
    // card (0); a pile's slot is the area its full height would cover.
    QRectF cardRect(int pile, int index) const;
    QRectF slotRect(int pile) const;
    QPointF topCardPoint(int pile) const; // the middle of the top card (or of the empty slot)
    // A point on the visible part of a card (its corner strip when cards lie on it).
    QPointF visiblePoint(int pile, int index) const;
    // The card drawn under the point: {pile, index}; index -1 for an empty slot.
    std::optional<std::pair<int, int>> cardAt(QPointF point) const;
    double cardWidth() const { return cardWidth_; }

    // The pile the keyboard is on (Left/Right, Up/Down between rows; Enter or Space clicks its
    // top card, as a click does), or -1.
    int keyboardPile() const { return keyboardPile_; }

    // For screen readers: the piles (Press picks the top card as a click does); while editing,
    // every card (Press changes it) and every empty pile.
    int accessibleCount() const override;
    QString accessibleName(int part) const override;
    QString accessiblePartDescription(int part) const override;
    QRect accessibleRect(int part) const override;
    QAccessible::Role accessibleRole(int) const override { return QAccessible::ListItem; }
    void accessibleDoAction(int part, const QString& action) override;
    int accessibleFocus() const override;
    // The card of a part ({pile, index}; index -1 for an empty pile), and back.
    std::pair<int, int> cardOfPart(int part) const;
    int partOfCard(int pile, int index) const;

    // The piles and the chances on their top cards for a handout: on a light table, without
    // the picked card, hover, cursor or drag; every text 10 points and more.
    std::unique_ptr<QWidget> handoutCopy(QSize size) const override;

    QSize sizeHint() const override { return {760, 640}; }
    QSize minimumSizeHint() const override { return {320, 260}; }

signals:
    // A click on a card ({pile, index}; index -1 on an empty slot).
    void cardClicked(int pile, int index);
    // A card dragged onto another card (or slot).
    void cardDropped(int fromPile, int fromIndex, int toPile, int toIndex);
    // What is under the mouse, one line (empty when nothing is).
    void hoverChanged(const QString& description);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    void updateLayout();
    void paintPile(QPainter& painter, int pile) const;
    void paintBadge(QPainter& painter, int pile) const;
    std::optional<double> badgeValue(int pile) const;
    bool isBestPile(int pile) const;
    void updateHover(QPointF point);
    QString describe(int pile, int index) const;

    pw::patience::Position position_;
    std::optional<int> selectedPile_;
    std::vector<pw::patience::MoveValue> moves_;
    std::optional<pw::patience::Move> best_;
    std::optional<pw::patience::Move> highlighted_;
    bool stale_ = false;
    bool editing_ = false;
    double minTextPixels_ = 0.0; // a handout's (on a light table): no text smaller

    // Layout: the top-left corner of each pile's slot, the card size and the fan step.
    std::vector<QPointF> origins_;
    double cardWidth_ = 60;
    double cardHeight_ = 84;
    double fanStep_ = 22;
    int slotCards_ = 1;

    int columns_ = 1; // piles in a row of the layout
    int keyboardPile_ = -1;
    std::optional<std::pair<int, int>> hovered_;
    std::optional<std::pair<int, int>> pressed_;
    QPointF pressPoint_;
    bool dragging_ = false;
    QPointF dragPoint_;
};
