// Draws a Hackenbush game tree: each node a small picture of its towers with its value, White's
// moves (Left) as solid edges on the left, Black's (Right) as dashed edges on the right; nodes
// open and close, one is selected. Painting, layout and hit testing only (it solves nothing).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/hackenbush/explain.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class GameTreeView : public QWidget {
    Q_OBJECT
public:
    explicit GameTreeView(QWidget* parent = nullptr);

    // A new tree (or none): the root is selected and opened as far as kInitiallyShown nodes go
    // level by level. The same tree again keeps what is open and selected.
    void setTree(std::shared_ptr<const pw::hackenbush::GameTree> tree);
    const pw::hackenbush::GameTree* tree() const { return tree_.get(); }
    std::optional<std::size_t> selected() const { return selected_; }
    void select(std::size_t node);
    void setOpen(std::size_t node, bool open);
    // The nodes drawn, and where (widget coordinates; tests click through these).
    std::vector<std::size_t> shownNodes() const;
    QRectF nodeRect(std::size_t node) const;
    std::optional<std::size_t> nodeAt(QPointF point) const;
    // 1 = the natural size; the widget resizes to the drawing.
    void setZoom(double zoom);
    double zoom() const { return zoom_; }
    // The zoom at which the drawing fits into `size` (at most 1).
    double zoomToFit(QSize size) const;

    QSize sizeHint() const override;

    static constexpr std::size_t kInitiallyShown = 24;

signals:
    void selectionChanged(std::size_t node);
    // Double click or Enter on a node: make it the position.
    void nodeActivated(std::size_t node);

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    // Up: the parent; Down: the first child (opening the node); Left/Right: the siblings;
    // Space or +/-: open or close; Enter: make it the position.
    void keyPressEvent(QKeyEvent* event) override;

private:
    struct Placed {
        QRectF rect;            // at zoom 1
        bool hasHidden = false; // options not drawn (closed, or beyond the tree's budget)
    };
    // The node's options in drawing order (White's, then Black's) that have a node.
    std::vector<std::size_t> childrenOf(std::size_t node) const;
    void relayout();
    double placeSubtree(std::size_t node, double& cursor);
    QRectF scaled(const QRectF& rect) const;
    void paintNode(QPainter& painter, std::size_t node, const Placed& placed) const;

    std::shared_ptr<const pw::hackenbush::GameTree> tree_;
    std::vector<char> open_;
    std::optional<std::size_t> selected_;
    std::vector<std::optional<Placed>> placed_; // per node, when drawn
    QSizeF extent_;                             // of the drawing at zoom 1
    double zoom_ = 1.0;
    // Node geometry at zoom 1, from the root (every node's towers are the root's, shorter).
    double cube_ = 9.0, nodeWidth_ = 60.0, nodeHeight_ = 40.0, pictureHeight_ = 0.0;
};
