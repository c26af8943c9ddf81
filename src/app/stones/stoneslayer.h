// The faint layer of every diagonal of a Stones board, as a picture: drawn at once for small
// boards, as a job on the page model's runner for large ones (thousands of lines), and kept until
// the board, the size or the colours change.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/stones/position.h"

#include <QColor>
#include <QImage>
#include <QPointF>
#include <QSize>

#include <functional>
#include <vector>

class StonesLayer {
public:
    // Beyond this many vertices the faint diagonals are only noise (and 125,000 lines at n = 500
    // would stall a frame): the board then shows the diagonals that matter and those of the
    // hovered vertex only.
    static constexpr int kMaxVerticesForAllDiagonals = 150;
    // Up to this many vertices the layer is drawn at once (a few milliseconds); beyond, as a job.
    static constexpr int kVerticesDrawnAtOnce = 20;

    // Runs the drawing job on the page model's runner; `done` gets the picture only if no later
    // request superseded it.
    using Job = std::function<QImage(pw::SolveControl&)>;
    using Done = std::function<void(QImage)>;
    using JobStarter = std::function<void(Job job, Done done)>;
    void setJobStarter(JobStarter starter) { startJob_ = std::move(starter); }

    // The board, size or colours changed: the next request draws again.
    void invalidate() { valid_ = false; }
    bool needsDrawing() const { return !valid_; }
    // Draws the layer of `position` with its vertices at `points`; `arrived` is called when a
    // picture drawn as a job arrives.
    void request(const pw::stones::Position& position, QSize pixels, qreal ratio,
                 std::vector<QPointF> points, QColor background, std::function<void()> arrived);
    // True once the layer asked for is drawn (or none is needed).
    bool isReady() const { return valid_ && !pending_; }
    // The picture to paint (null while it is drawn, or when the board has too many vertices).
    const QImage& image() const { return pending_ ? empty_ : image_; }

    // Faint enough that 2415 diagonals at n = 70 stay a texture, strong enough at n = 5 to read.
    static int faintAlpha(int n);

private:
    static QImage draw(QSize pixels, qreal ratio, const std::vector<QPointF>& points,
                       const pw::stones::Position& position, QColor background);

    JobStarter startJob_;
    QImage image_;
    QImage empty_;
    bool valid_ = false;
    bool pending_ = false;
    quint64 generation_ = 0;
};
