// Draws a Colored Jenga tower in isometric view (levels alternate direction, as in a real tower)
// with hint badges, the selected block and move targets; hit-tests clicks to (level, slot).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/boardaccessible.h"
#include "app/handout.h"
#include "engine/jenga/position.h"

#include <QPolygonF>
#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class JengaView : public QWidget, public AccessibleBoard, public handout::Source {
    Q_OBJECT
public:
    // A marker on a slot: the block to take for a die colour, or where it goes (target).
    struct Badge {
        pw::jenga::Colour colour = pw::jenga::Colour::Red;
        int level = 0;
        int slot = 0;
        bool target = false;
    };
    using SlotRef = std::pair<int, int>; // (level, slot); level == levelCount() is the new level

    explicit JengaView(QWidget* parent = nullptr);

    void setTower(const pw::jenga::Tower& tower);
    const pw::jenga::Tower& tower() const { return tower_; }
    void setBadges(std::vector<Badge> badges);
    const std::vector<Badge>& badges() const { return badges_; }
    void setSelected(std::optional<SlotRef> slot);
    // Slots drawn as possible destinations of the selected block.
    void setTargets(std::vector<SlotRef> targets);
    // The heat map: for each block that may come out, its extra cost over the best block of its
    // colour as a share of the largest such cost (0: an optimal block, drawn as it is; 1: the
    // costliest, darkest); blocks not listed are drawn as they are. Empty: no heat map.
    struct BlockCost {
        int level = 0;
        int slot = 0;
        double share = 0.0;
    };
    void setCosts(std::vector<BlockCost> costs);
    const std::vector<BlockCost>& costs() const { return costs_; }

    // Geometry in widget coordinates (tests click through these): a point inside the visible
    // end of a slot, and the slot under a point (empty slots and the new level included).
    QPointF slotPoint(int level, int slot) const;
    std::optional<SlotRef> slotAt(QPointF point) const;
    // The keyboard cursor: arrows move it, Space acts on its slot as a click does (Shift+Space as
    // a Shift+click), Delete as a right-click. Drawn while the view has focus and the keyboard is
    // in use (after a key, or focus by Tab); a click hides it and puts it on the clicked slot.
    std::optional<SlotRef> keyboardSlot() const { return focus_; }
    bool isKeyboardCursorShown() const { return hasFocus() && focus_ && cursorShown_; }

    // Editing (clicks recolour, take out, put back) or playing (clicks pick a block and place it):
    // what pressing a part says it does.
    void setEditing(bool editing);

    // Screen readers: one part a slot shown (blocks and empty slots), named with its level, place
    // and colour, and whether the block can be taken; Press clicks it, Take out (editing) takes
    // the block out as a right click does.
    int accessibleCount() const override { return static_cast<int>(pieces_.size()); }
    QString accessibleName(int part) const override;
    QString accessiblePartDescription(int part) const override;
    QRect accessibleRect(int part) const override;
    QStringList accessibleActions(int part) const override;
    QString accessibleActionText(const QString& action) const override;
    void accessibleDoAction(int part, const QString& action) override;
    int accessibleFocus() const override;
    // A legal move may take the block of this part now.
    bool canBeTaken(int part) const;

    // The tower and its badges for a handout: no hover, cursor, selection or shading; the
    // letters, badges and level numbers at least 10 points (fewer where they would not fit).
    std::unique_ptr<QWidget> handoutCopy(QSize size) const override;

    QSize sizeHint() const override { return {560, 720}; }
    QSize minimumSizeHint() const override { return {260, 320}; }

signals:
    void slotClicked(int level, int slot, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    // The slot under the mouse, or (-1, -1) when none.
    void slotHovered(int level, int slot);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    // A tall tower scrolled by the wheel moves under a still pointer: what is hovered follows.
    void moveEvent(QMoveEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // One drawn box (a block or an empty slot), in paint order; faces are screen polygons.
    struct Piece {
        int level = 0;
        int slot = 0;
        std::optional<pw::jenga::Colour> colour; // nullopt: an empty slot
        QPolygonF sideA;                         // the face on the left side of the tower
        QPolygonF sideB;                         // the face on the right side
        QPolygonF top;
        bool topVisible = false;
        QPolygonF end() const { return level % 2 == 0 ? sideA : sideB; } // the face with 3 ends
        QRectF bounds() const {
            return sideA.boundingRect() | sideB.boundingRect() | top.boundingRect();
        }
    };

    void layoutPieces();
    // The slot under the mouse now (after a move, a scroll or a new tower), told when it changed.
    void updateHover(QPointF point);
    // A tall tower keeps levels tall enough to read and click (kMinLevelHeight): the view asks
    // for the height that needs, and the page scrolls it.
    void fitMinimumHeight();
    // The scroll area the page placed the view in, if any.
    class QScrollArea* scrollArea() const;
    QPointF project(double a, double b, double z) const;
    void drawPiece(QPainter& painter, const Piece& piece) const;
    void drawLetter(QPainter& painter, const Piece& piece) const;
    void drawBadges(QPainter& painter) const;
    void drawLevelNumbers(QPainter& painter, const QRectF& exposed) const;
    const Piece* pieceAt(int level, int slot) const;
    int shownLevels() const;

    pw::jenga::Tower tower_;
    std::vector<Badge> badges_;
    std::vector<BlockCost> costs_;
    std::optional<SlotRef> selected_;
    std::vector<SlotRef> targets_;
    std::optional<SlotRef> hovered_;
    std::optional<SlotRef> focus_;
    std::vector<SlotRef> removable_; // the blocks a legal move may take
    bool cursorShown_ = false;
    bool editing_ = true;
    double minTextPixels_ = 0.0; // a handout's: no text smaller
    std::vector<Piece> pieces_;
    double blockLength_ = 100; // tower width L along each horizontal axis, in pixels
    double levelHeight_ = 20;
    QPointF corner_; // the nearest bottom corner of the tower
};
