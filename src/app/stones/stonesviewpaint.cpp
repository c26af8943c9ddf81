// StonesView, painting: the faint diagonals layer, the diagonals that matter, the stones, the
// marks of a stone's distance map and the vertex numbers, placed so that none overlap.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/boardpalette.h"
#include "app/stones/stonespalette.h"
#include "app/stones/stonestext.h"
#include "app/stones/stonesview.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <numbers>

using pw::stones::Move;
using pw::stones::Position;

void StonesView::drawDiagonal(QPainter& painter, int a, int b, double width, int alpha,
                              Qt::PenStyle style) const {
    QColor colour = stonespalette::colour(position_.colour(a, b));
    colour.setAlpha(alpha);
    QPen pen(colour, width, style, Qt::RoundCap);
    painter.setPen(pen);
    painter.drawLine(vertexPoint(a), vertexPoint(b));
}

void StonesView::drawLegalMoves(QPainter& painter) const {
    // Dashed antialiased strokes are the slowest kind; on big boards (many moves) aliased.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, position_.vertexCount() <= 40);
    for (const Move& move : pw::stones::legalMoves(position_))
        drawDiagonal(painter, move.from, move.to, 2.0, 200, Qt::DashLine);
    painter.restore();
}

void StonesView::drawColourLetter(QPainter& painter, int a, int b, double along) const {
    // The colour's letter on the line, so that colours are told apart without telling hues
    // apart (colour-blind users, greyscale printouts): a ring in the colour around the letter.
    const int colour = position_.colour(a, b);
    const QPointF at = vertexPoint(a) + (vertexPoint(b) - vertexPoint(a)) * along;
    const boardpalette::Colours board = boardpalette::of(palette());
    QFont font = this->font();
    font.setBold(true);
    const double r = QFontMetricsF(font).height() * 0.6;
    painter.save();
    painter.setPen(QPen(stonespalette::colour(colour), 2.0));
    painter.setBrush(board.background);
    painter.drawEllipse(at, r, r);
    painter.setFont(font);
    painter.setPen(board.text);
    painter.drawText(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                     QString(QChar(u'a' + colour)));
    painter.restore();
}

void StonesView::paintEvent(QPaintEvent*) {
    const int n = position_.vertexCount();
    QPainter painter(this);
    if (handout_) {
        // On paper every diagonal is a line of its own (the screen's faint picture is pixels).
        painter.fillRect(rect(), boardpalette::of(palette()).background);
        if (n <= StonesLayer::kMaxVerticesForAllDiagonals) {
            painter.setRenderHint(QPainter::Antialiasing);
            for (int a = 0; a < n; ++a)
                for (int b = a + 1; b < n; ++b)
                    drawDiagonal(painter, a, b, 1.0, StonesLayer::faintAlpha(n));
        }
    } else {
        if (layer_.needsDrawing())
            requestDiagonalsLayer();
        if (!layer_.image().isNull())
            painter.drawImage(0, 0, layer_.image());
        else
            painter.fillRect(rect(), boardpalette::of(palette()).background);
    }
    if (n > StonesLayer::kMaxVerticesForAllDiagonals) {
        const QRectF caption = captionRect();
        const QString text =
            handout_ ? tr("%1 vertices: only the diagonals that matter are drawn.").arg(n)
                     : tr("%1 vertices: only the diagonals that matter are drawn; hover a vertex "
                          "to see all of its diagonals.")
                           .arg(n);
        painter.setPen(boardpalette::of(palette()).muted);
        painter.drawText(caption, Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetricsF(font()).elidedText(text, Qt::ElideRight, caption.width()));
    }
    painter.setRenderHint(QPainter::Antialiasing);

    if (hoveredVertex_ >= 0)
        for (int b = 0; b < n; ++b)
            if (b != hoveredVertex_)
                drawDiagonal(painter, hoveredVertex_, b, 1.6, 230);

    // The colours that matter now: the diagonals joining two stones, and the moves they allow.
    const auto& stones = position_.stones();
    if (!animatedMove_ && handout_) {
        drawLegalMoves(painter); // on paper, lines
    } else if (!animatedMove_) {
        const qreal ratio = devicePixelRatioF();
        const QSize pixels = (QSizeF(size()) * ratio).toSize();
        if (movesImage_.size() != pixels || movesImage_.devicePixelRatio() != ratio) {
            movesImage_ = QImage(pixels, QImage::Format_ARGB32_Premultiplied);
            movesImage_.setDevicePixelRatio(ratio);
            movesImage_.fill(Qt::transparent);
            QPainter moves(&movesImage_);
            drawLegalMoves(moves);
        }
        painter.drawImage(QPointF(0, 0), movesImage_);
    }
    for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j)
            drawDiagonal(painter, stones[static_cast<std::size_t>(i)],
                         stones[static_cast<std::size_t>(j)], 4.0, 255);
    // Their colours' letters: a move goes along the colour of the diagonal joining the other
    // two stones, so these three letters say which moves each stone has.
    for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j)
            drawColourLetter(painter, stones[static_cast<std::size_t>(i)],
                             stones[static_cast<std::size_t>(j)], 0.5);

    if (hoveredDiagonal_) {
        const auto [a, b] = *hoveredDiagonal_;
        QColor halo = boardpalette::of(palette()).text;
        halo.setAlpha(160);
        painter.setPen(QPen(halo, 7.0, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(vertexPoint(a), vertexPoint(b));
        drawDiagonal(painter, a, b, 4.0, 255);
        drawColourLetter(painter, a, b, 0.5);
    }

    const std::optional<Move> arrowMove = animatedMove_ ? animatedMove_ : highlightedMove_;
    if (arrowMove) {
        const QPointF from = vertexPoint(arrowMove->from);
        const QPointF to = vertexPoint(arrowMove->to);
        painter.setPen(QPen(boardpalette::of(palette()).text, 8.0, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from, to);
        drawDiagonal(painter, arrowMove->from, arrowMove->to, 5.0, 255);
        // Arrow head at the destination.
        const QPointF direction =
            (to - from) / std::max(1.0, std::hypot(to.x() - from.x(), to.y() - from.y()));
        const QPointF normal(-direction.y(), direction.x());
        const double size = 9.0 + stoneRadius() * 0.6;
        const QPointF tip = to - direction * stoneRadius();
        QPolygonF head;
        head << tip << tip - direction * size + normal * size * 0.55
             << tip - direction * size - normal * size * 0.55;
        painter.setPen(QPen(boardpalette::of(palette()).text, 1.5));
        painter.setBrush(stonespalette::colour(position_.colour(arrowMove->from, arrowMove->to)));
        painter.drawPolygon(head);
        drawColourLetter(painter, arrowMove->from, arrowMove->to, 0.35);
    }

    drawLabels(painter);
    drawTargetMarks(painter);
    drawStones(painter);
}

std::vector<StonesView::VertexLabel> StonesView::labelLayout() const {
    const int n = position_.vertexCount();
    std::vector<VertexLabel> labels;
    if (n == 0)
        return labels;
    const QRectF caption = captionRect();
    const QRectF inside = QRectF(rect());
    const QFontMetricsF goalMetrics(labelFont(true));
    const QFontMetricsF plainMetrics(labelFont(false));
    const auto boxFor = [&](int vertex, const QString& text, bool goal) {
        const QFontMetricsF& metrics = goal ? goalMetrics : plainMetrics;
        const double w = metrics.horizontalAdvance(text) + 2;
        const double h = metrics.height();
        const QPointF p = vertexPoint(vertex);
        const QPointF outward = (p - centre()) / radius();
        const double extent = std::abs(outward.x()) * w / 2 + std::abs(outward.y()) * h / 2;
        const QPointF at = p + outward * (stoneRadius() + StonesView::kRingBeyondStone +
                                          StonesView::kLabelGap + extent);
        return QRectF(at.x() - w / 2, at.y() - h / 2, w, h);
    };
    const auto clear = [&](const QRectF& box) {
        if (!inside.contains(box) || (!caption.isEmpty() && caption.intersects(box)))
            return false;
        const QRectF padded = box.adjusted(-1, -1, 1, 1);
        return std::none_of(labels.begin(), labels.end(),
                            [&](const VertexLabel& l) { return l.box.intersects(padded); });
    };
    const auto place = [&](int vertex, const QString& text, bool goal, bool always) {
        const QRectF box = boxFor(vertex, text, goal);
        if (always || clear(box))
            labels.push_back({box, text, goal});
    };

    // The goal's vertices first (1, 2 and 3 in the contest), apart when they fit apart.
    std::vector<int> goals;
    for (int v : goal_)
        if (v < n)
            goals.push_back(v);
    bool apart = true;
    std::vector<QRectF> goalBoxes;
    for (int v : goals)
        goalBoxes.push_back(boxFor(v, QString::number(v + 1), true));
    for (std::size_t a = 0; a < goalBoxes.size(); ++a)
        for (std::size_t b = a + 1; b < goalBoxes.size(); ++b)
            apart = apart && !goalBoxes[a].adjusted(-1, -1, 1, 1).intersects(goalBoxes[b]);
    const QString range = goalRange();
    if (!apart && !range.isEmpty() && goals.size() == 3)
        place(goals[1], range, true, true); // three in a row: one number for them
    else
        for (std::size_t i = 0; i < goals.size(); ++i) // the first always, the others if clear
            place(goals[i], QString::number(goals[i] + 1), true, apart || i == 0);
    // Then where the stones stand, then every step-th vertex, wherever a number still fits.
    for (int stone : position_.stones())
        if (!isGoal(stone))
            place(stone, QString::number(stone + 1), false, false);
    // The smallest step at which the numbers of every step-th vertex stand clear of each other.
    int step = 1;
    for (int candidate : {1, 2, 5, 10, 20, 25, 50, 100, 250}) {
        step = candidate;
        const QRectF first = boxFor(candidate - 1, QString::number(candidate), false);
        QRectF previous = first;
        bool fits = inside.contains(first);
        for (int v = 2 * candidate - 1; fits && v < n; v += candidate) {
            const QRectF box = boxFor(v, QString::number(v + 1), false);
            fits = inside.contains(box) && !box.adjusted(-1, -1, 1, 1).intersects(previous);
            previous = box;
        }
        if (fits && previous != first) // the last number beside the first, around the polygon
            fits = !previous.adjusted(-1, -1, 1, 1).intersects(first);
        if (fits)
            break;
    }
    for (int v = 0; v < n; ++v)
        if (!isGoal(v) && (v + 1) % step == 0 && !position_.hasStoneAt(v))
            place(v, QString::number(v + 1), false, false);
    return labels;
}

void StonesView::drawLabels(QPainter& painter) const {
    const boardpalette::Colours board = boardpalette::of(palette());
    const bool dark = boardpalette::isDark(palette());
    const int n = position_.vertexCount();
    const double dot = std::clamp(vertexSpacing() * 0.12, 1.5, 4.0);
    for (int v = 0; v < n; ++v) {
        const bool goal = isGoal(v);
        painter.setPen(goal ? QPen(QColor(0, 130, 60), 2.5) : Qt::NoPen);
        painter.setBrush(goal ? QColor(0, 160, 80, 60) : board.muted);
        const double r = goal ? stoneRadius() + 3 : dot;
        painter.drawEllipse(vertexPoint(v), r, r);
    }
    for (const VertexLabel& label : labelLayout()) {
        painter.setPen(label.goal ? (dark ? QColor(90, 210, 130) : QColor(0, 110, 50))
                                  : board.text);
        painter.setFont(labelFont(label.goal));
        painter.drawText(label.box, Qt::AlignCenter, label.text);
    }
}

void StonesView::drawTargetMarks(QPainter& painter) const {
    if (targetMarks_.empty())
        return;
    int fewest = std::numeric_limits<int>::max();
    int most = 0;
    for (const TargetMark& mark : targetMarks_)
        if (mark.remaining) {
            fewest = std::min(fewest, *mark.remaining);
            most = std::max(most, *mark.remaining);
        }
    const double r = stoneRadius() * 0.85;
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(8, static_cast<int>(r * 1.1)));
    painter.setFont(font);
    for (const TargetMark& mark : targetMarks_) {
        const QPointF p = vertexPoint(mark.vertex);
        QColor fill(150, 150, 150);
        if (mark.remaining) {
            // Green for the best, through yellow to orange for the most moves left.
            const double t = most > fewest
                                 ? static_cast<double>(*mark.remaining - fewest) / (most - fewest)
                                 : 0.0;
            fill = *mark.remaining == fewest ? QColor(40, 170, 80)
                                             : QColor::fromHsvF(0.16 - 0.09 * t, 0.85, 0.95);
        }
        painter.setPen(QPen(QColor(20, 20, 20), 1.2));
        painter.setBrush(fill);
        painter.drawEllipse(p, r, r);
        painter.setPen(QColor(20, 20, 20));
        painter.drawText(QRectF(p.x() - r, p.y() - r, 2 * r, 2 * r), Qt::AlignCenter,
                         mark.remaining ? QString::number(*mark.remaining)
                                        : QStringLiteral("\u00d7"));
    }
}

void StonesView::drawStones(QPainter& painter) const {
    const double r = stoneRadius();
    // The keyboard cursor: a dashed ring in the highlight colour around its vertex.
    if (hasFocus() && keyboardVertex_ >= 0 && keyboardVertex_ < position_.vertexCount()) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2.5, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(vertexPoint(keyboardVertex_), r + 6, r + 6);
    }
    for (int stone : position_.stones()) {
        QPointF p = vertexPoint(stone);
        if (animatedMove_ && animatedMove_->from == stone) {
            const double t = animation_.currentValue().toDouble();
            p = p + t * (vertexPoint(animatedMove_->to) - p);
        }
        const bool moving = (highlightedMove_ && highlightedMove_->from == stone) ||
                            (animatedMove_ && animatedMove_->from == stone);
        if (moving || selectedStone_ == stone) {
            painter.setPen(QPen(selectedStone_ == stone ? QColor(255, 190, 0)
                                                        : boardpalette::of(palette()).text,
                                3.0));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(p, r + 5, r + 5);
        }
        QRadialGradient gradient(p - QPointF(r / 3, r / 3), r * 1.4);
        gradient.setColorAt(0, QColor(110, 110, 120));
        gradient.setColorAt(1, QColor(15, 15, 20));
        painter.setPen(QPen(Qt::white, 1.5));
        painter.setBrush(gradient);
        painter.drawEllipse(p, r, r);
    }
}
