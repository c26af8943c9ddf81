// Draws a stones position: the polygon, its coloured diagonals, the stones, hints and hover.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/boardaccessible.h"
#include "app/handout.h"
#include "app/stones/stoneslayer.h"

#include "engine/stones/position.h"

#include <QImage>
#include <QVariantAnimation>
#include <QWidget>

#include <array>
#include <optional>
#include <utility>
#include <vector>

class StonesView : public QWidget, public AccessibleBoard, public handout::Source {
    Q_OBJECT
public:
    explicit StonesView(QWidget* parent = nullptr);

    void setPosition(const pw::stones::Position& position);
    const pw::stones::Position& position() const { return position_; }
    // A stone picked up by the user (drawn with a ring), or none.
    void setSelectedStone(std::optional<int> vertex);
    // The move to emphasise (the next step of the path): its stone and its diagonal.
    void setHighlightedMove(std::optional<pw::stones::Move> move);
    // The distance map of a picked-up stone: each vertex it may move to, marked with the moves
    // that would remain (green for the fewest, warmer for more) or as losing the goal (grey, x).
    struct TargetMark {
        int vertex = 0;
        std::optional<int> remaining; // nullopt: the goal can no longer be reached
    };
    void setTargetMarks(std::vector<TargetMark> marks);
    // The goal's three vertices (the rules' target, ascending; the contest's 1, 2, 3 at first):
    // ringed, and numbered before any other vertex.
    void setGoal(const std::array<int, 3>& goal);
    bool isGoal(int vertex) const {
        return vertex == goal_[0] || vertex == goal_[1] || vertex == goal_[2];
    }
    const std::vector<TargetMark>& targetMarks() const { return targetMarks_; }
    // Slides the stone of `move` to its destination, then shows `after`.
    void animateMove(pw::stones::Move move, const pw::stones::Position& after, int milliseconds);
    bool isAnimating() const;
    // Editing (stones placed, diagonals painted) or playing: what pressing a part does.
    void setEditing(bool editing);
    // For screen readers: the vertices (the keyboard's vertex is the focused one), then, on a
    // board of at most kMaxAccessibleDiagonalVertices, every diagonal (1–2, 1–3, …, 2–3, …).
    static constexpr int kMaxAccessibleDiagonalVertices = 70; // the contest's largest board
    int accessibleCount() const override;
    QString accessibleName(int part) const override;
    QString accessiblePartDescription(int part) const override;
    QRect accessibleRect(int part) const override;
    void accessibleDoAction(int part, const QString& action) override;
    int accessibleFocus() const override { return keyboardVertex_; }
    int accessiblePartAt(QPoint point) const override;
    // The diagonal of a part past the vertices (a < b), and back.
    std::optional<std::pair<int, int>> diagonalOfPart(int part) const;
    int partOfDiagonal(int a, int b) const;

    // False while the faint layer of every diagonal is being drawn on a worker thread.
    bool isLayerReady() const;
    // How the layer's drawing job reaches the page model's runner (stoneslayer.h).
    void setLayerJobStarter(StonesLayer::JobStarter starter) {
        layer_.setJobStarter(std::move(starter));
    }

    // Geometry, in widget coordinates (tests click through these).
    QPointF vertexPoint(int vertex) const;
    int vertexAt(QPointF point) const; // -1 when no vertex is under the point
    double stoneRadius() const;
    // The keyboard cursor (a dashed ring while the view has focus; -1 before the first key):
    // Up/Down move it to the next or previous vertex, Page Down/Page Up to the next or previous
    // stone, and Enter acts on its vertex as a click does (pick a stone up, move it there).
    int keyboardVertex() const { return keyboardVertex_; }
    std::optional<std::pair<int, int>> diagonalAt(QPointF point) const;
    // The vertex numbers as drawn: each box lies inside the view, clear of the caption, of the
    // rings around the stones and of every other box. The goal's vertices always have a number
    // (one "1–3" for three in a row when theirs would touch), then the stones' vertices, then
    // every 1st, 5th, 10th, … vertex, as many as fit.
    struct VertexLabel {
        QRectF box;
        QString text;
        bool goal = false;
    };
    std::vector<VertexLabel> labelLayout() const;
    // The line under the polygon on big boards (empty when there is none).
    QRectF captionRect() const;

    // The board for a handout: every diagonal drawn as a line (not the screen's picture), the
    // next move of the line shown, no picked-up stone, marks, hover or cursor; every text 10
    // points and more.
    std::unique_ptr<QWidget> handoutCopy(QSize size) const override;

    QSize sizeHint() const override { return {640, 640}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

signals:
    void vertexClicked(int vertex);
    void diagonalClicked(int first, int second);
    // A one-line description of what is under the mouse (empty when nothing is).
    void hoverChanged(const QString& description);
    void animationFinished();
    void layerReady();

protected:
    void paintEvent(QPaintEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The rings drawn around a vertex reach this far beyond the stone: the keyboard cursor (6 px
    // out, a 2.5 px pen), the picked-up stone's ring (5 px, 3 px) and the goal ring (3 px, 2.5 px).
    static constexpr double kRingBeyondStone = 7.5;
    static constexpr double kLargestStoneRadius = 15.0;
    static constexpr double kLabelGap = 2.0;

    double radius() const;
    QPointF centre() const;
    double vertexSpacing() const;
    QFont labelFont(bool goal) const;
    double labelReach() const; // room from a vertex outwards for its ring and its number
    void requestDiagonalsLayer();
    void drawDiagonal(QPainter& painter, int a, int b, double width, int alpha,
                      Qt::PenStyle style = Qt::SolidLine) const;
    void drawStones(QPainter& painter) const;
    // The letter of the colour of diagonal a-b, at `along` (0 to 1) from a to b.
    void drawColourLetter(QPainter& painter, int a, int b, double along) const;
    void drawTargetMarks(QPainter& painter) const;
    void drawLabels(QPainter& painter) const;
    void updateHover(QPointF point);
    void setHover(int vertex, std::optional<std::pair<int, int>> diagonal);

    pw::stones::Position position_;
    // A QImage in the raster engine's own format: a QPixmap here was converted on every blit,
    // which Qt splits over its thread pool (costly hand-offs on two cores).
    StonesLayer layer_;
    // The legal moves' dashed lines (in the diagonals' own colours, whatever the palette), drawn
    // once for each position and size rather than at every paint: a hover repaints the view, and
    // the 450 dashed lines of a 150-vertex board took up to 85 ms a paint. Null: to be drawn
    // again.
    QImage movesImage_;
    void drawLegalMoves(QPainter& painter) const;
    std::optional<int> selectedStone_;
    std::vector<TargetMark> targetMarks_;
    std::array<int, 3> goal_{0, 1, 2};
    // "4–6" for a goal of three vertices in a row (one label when theirs would touch), else
    // empty.
    QString goalRange() const;
    std::optional<pw::stones::Move> highlightedMove_;
    int hoveredVertex_ = -1;
    int keyboardVertex_ = -1;
    bool editing_ = false;
    bool handout_ = false; // a handout's copy (handoutCopy)
    std::optional<std::pair<int, int>> hoveredDiagonal_;
    QVariantAnimation animation_;
    std::optional<pw::stones::Move> animatedMove_;
    pw::stones::Position afterAnimation_;
};
