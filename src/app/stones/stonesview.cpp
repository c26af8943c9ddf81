// StonesView: painting and hit testing of the polygon; it edits nothing and solves nothing.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/stones/stonesview.h"
#include "app/hoverend.h"

#include "app/boardpalette.h"

#include "app/stones/stonespalette.h"
#include "app/stones/stonestext.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

using pw::stones::Move;
using pw::stones::Position;

namespace {

// The rings drawn around a vertex reach this far beyond the stone: the keyboard cursor (6 px out,
// a 2.5 px pen), the picked-up stone's ring (5 px, 3 px) and the goal ring (3 px, 2.5 px).
constexpr double kRingBeyondStone = 7.5;
constexpr double kLargestStoneRadius = 15.0;
constexpr double kLabelGap = 2.0;

double distanceToSegment(QPointF p, QPointF a, QPointF b) {
    const QPointF ab = b - a;
    const double lengthSquared = QPointF::dotProduct(ab, ab);
    double t = lengthSquared > 0 ? QPointF::dotProduct(p - a, ab) / lengthSquared : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF closest = a + t * ab;
    return std::hypot(p.x() - closest.x(), p.y() - closest.y());
}

} // namespace

StonesView::StonesView(QWidget* parent) : QWidget(parent) {
    new HoverEnd(this); // a popup over the board ends its hover too
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Stones board"));
    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    animation_.setEasingCurve(QEasingCurve::InOutCubic);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        animatedMove_.reset();
        setPosition(afterAnimation_);
        emit animationFinished();
    });
}

void StonesView::setPosition(const Position& position) {
    if (!position.sameBoard(position_) || position.vertexCount() != position_.vertexCount())
        layer_.invalidate();
    position_ = position;
    hoveredVertex_ = std::min(hoveredVertex_, position_.vertexCount() - 1);
    if (hoveredDiagonal_ &&
        std::max(hoveredDiagonal_->first, hoveredDiagonal_->second) >= position_.vertexCount())
        hoveredDiagonal_.reset();
    update();
}

void StonesView::setSelectedStone(std::optional<int> vertex) {
    selectedStone_ = vertex;
    update();
}

void StonesView::setHighlightedMove(std::optional<Move> move) {
    highlightedMove_ = move;
    update();
}

void StonesView::animateMove(Move move, const Position& after, int milliseconds) {
    if (animation_.state() == QAbstractAnimation::Running) {
        animation_.stop();
        setPosition(afterAnimation_);
    }
    animatedMove_ = move;
    afterAnimation_ = after;
    animation_.setDuration(std::max(1, milliseconds));
    animation_.start();
}

bool StonesView::isAnimating() const {
    return animation_.state() == QAbstractAnimation::Running;
}

QRectF StonesView::captionRect() const {
    if (position_.vertexCount() <= StonesLayer::kMaxVerticesForAllDiagonals)
        return {};
    const double height = QFontMetricsF(font()).height() + 6;
    return QRectF(8, this->height() - height, std::max(0, width() - 16), height - 2);
}

// The polygon stands above the caption, far enough from the edges for its numbers.
QPointF StonesView::centre() const {
    return QPointF(width() / 2.0, (height() - captionRect().height()) / 2.0);
}

double StonesView::radius() const {
    const double side = std::min<double>(width(), height() - captionRect().height());
    return std::max(10.0, side / 2.0 - labelReach());
}

QFont StonesView::labelFont(bool goal) const {
    QFont labelFont = font();
    labelFont.setPointSizeF(position_.vertexCount() <= 40 ? 9.5 : 7.5);
    labelFont.setBold(goal);
    return labelFont;
}

// A number's box is centred beyond the rings, as far out as its extent in that direction: at most
// its width plus half its height from the rings, for the widest number drawn.
double StonesView::labelReach() const {
    const QFontMetricsF metrics(labelFont(true));
    const double width =
        std::max(metrics.horizontalAdvance(QString::number(position_.vertexCount())),
                 metrics.horizontalAdvance(QStringLiteral("1–3"))) +
        2;
    return kLargestStoneRadius + kRingBeyondStone + kLabelGap + width + metrics.height() / 2 + 1;
}

double StonesView::vertexSpacing() const {
    return 2.0 * radius() * std::sin(std::numbers::pi / position_.vertexCount());
}

double StonesView::stoneRadius() const {
    return std::clamp(vertexSpacing() * 0.38, 6.0, kLargestStoneRadius);
}

QPointF StonesView::vertexPoint(int vertex) const {
    // Vertex 1 at the top, numbered clockwise.
    const double angle =
        -std::numbers::pi / 2 + 2 * std::numbers::pi * vertex / position_.vertexCount();
    return centre() + radius() * QPointF(std::cos(angle), std::sin(angle));
}

int StonesView::vertexAt(QPointF point) const {
    const double pickRadius = std::max(stoneRadius(), std::min(12.0, vertexSpacing() / 2));
    int best = -1;
    double bestDistance = pickRadius;
    for (int v = 0; v < position_.vertexCount(); ++v) {
        const QPointF d = vertexPoint(v) - point;
        const double distance = std::hypot(d.x(), d.y());
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = v;
        }
    }
    return best;
}

std::optional<std::pair<int, int>> StonesView::diagonalAt(QPointF point) const {
    constexpr double kPickDistance = 4.0;
    const int n = position_.vertexCount();
    std::vector<QPointF> points(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v)
        points[static_cast<std::size_t>(v)] = vertexPoint(v);
    std::optional<std::pair<int, int>> best;
    double bestDistance = kPickDistance;
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b) {
            const double d = distanceToSegment(point, points[static_cast<std::size_t>(a)],
                                               points[static_cast<std::size_t>(b)]);
            if (d < bestDistance) {
                bestDistance = d;
                best = std::make_pair(a, b);
            }
        }
    return best;
}

void StonesView::drawDiagonal(QPainter& painter, int a, int b, double width, int alpha,
                              Qt::PenStyle style) const {
    QColor colour = stonespalette::colour(position_.colour(a, b));
    colour.setAlpha(alpha);
    QPen pen(colour, width, style, Qt::RoundCap);
    painter.setPen(pen);
    painter.drawLine(vertexPoint(a), vertexPoint(b));
}

void StonesView::requestDiagonalsLayer() {
    const int n = position_.vertexCount();
    std::vector<QPointF> points(static_cast<std::size_t>(n));
    for (int v = 0; v < n; ++v)
        points[static_cast<std::size_t>(v)] = vertexPoint(v);
    const qreal ratio = devicePixelRatioF();
    layer_.request(position_, (QSizeF(size()) * ratio).toSize(), ratio, std::move(points),
                   boardpalette::of(palette()).background, [this] {
                       update();
                       emit layerReady();
                   });
}

void StonesView::paintEvent(QPaintEvent*) {
    if (layer_.needsDrawing())
        requestDiagonalsLayer();
    QPainter painter(this);
    if (!layer_.image().isNull())
        painter.drawImage(0, 0, layer_.image());
    else
        painter.fillRect(rect(), boardpalette::of(palette()).background);
    const int n = position_.vertexCount();
    if (n > StonesLayer::kMaxVerticesForAllDiagonals) {
        const QRectF caption = captionRect();
        const QString text =
            tr("%1 vertices: only the diagonals that matter are drawn; hover a vertex "
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
    if (!animatedMove_) {
        // Dashed antialiased strokes are the slowest kind; on big boards (many moves) aliased.
        painter.setRenderHint(QPainter::Antialiasing, n <= 40);
        for (const Move& move : pw::stones::legalMoves(position_))
            drawDiagonal(painter, move.from, move.to, 2.0, 200, Qt::DashLine);
        painter.setRenderHint(QPainter::Antialiasing);
    }
    for (int i = 0; i < 3; ++i)
        for (int j = i + 1; j < 3; ++j)
            drawDiagonal(painter, stones[static_cast<std::size_t>(i)],
                         stones[static_cast<std::size_t>(j)], 4.0, 255);

    if (hoveredDiagonal_) {
        const auto [a, b] = *hoveredDiagonal_;
        QColor halo = boardpalette::of(palette()).text;
        halo.setAlpha(160);
        painter.setPen(QPen(halo, 7.0, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(vertexPoint(a), vertexPoint(b));
        drawDiagonal(painter, a, b, 4.0, 255);
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
        const QPointF at = p + outward * (stoneRadius() + kRingBeyondStone + kLabelGap + extent);
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

    // 1, 2 and 3 first, apart when they fit apart.
    const int goals = std::min(n, 3);
    bool apart = true;
    std::vector<QRectF> goalBoxes;
    for (int v = 0; v < goals; ++v)
        goalBoxes.push_back(boxFor(v, QString::number(v + 1), true));
    for (std::size_t a = 0; a < goalBoxes.size(); ++a)
        for (std::size_t b = a + 1; b < goalBoxes.size(); ++b)
            apart = apart && !goalBoxes[a].adjusted(-1, -1, 1, 1).intersects(goalBoxes[b]);
    if (apart)
        for (int v = 0; v < goals; ++v)
            place(v, QString::number(v + 1), true, true);
    else
        place(1, QStringLiteral("1–3"), true, true);
    // Then where the stones stand, then every step-th vertex, wherever a number still fits.
    for (int stone : position_.stones())
        if (stone >= goals)
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
    for (int v = goals; v < n; ++v)
        if ((v + 1) % step == 0 && !position_.hasStoneAt(v))
            place(v, QString::number(v + 1), false, false);
    return labels;
}

void StonesView::drawLabels(QPainter& painter) const {
    const boardpalette::Colours board = boardpalette::of(palette());
    const bool dark = boardpalette::isDark(palette());
    const int n = position_.vertexCount();
    const double dot = std::clamp(vertexSpacing() * 0.12, 1.5, 4.0);
    for (int v = 0; v < n; ++v) {
        const bool goal = v < 3;
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

void StonesView::setTargetMarks(std::vector<TargetMark> marks) {
    targetMarks_ = std::move(marks);
    update();
}

// The distance map: a disc on each vertex the picked-up stone may go to, with the moves left.
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

void StonesView::updateHover(QPointF point) {
    const int vertex = vertexAt(point);
    std::optional<std::pair<int, int>> diagonal;
    if (vertex < 0)
        diagonal = diagonalAt(point);
    setHover(vertex, diagonal);
}

void StonesView::keyPressEvent(QKeyEvent* event) {
    const int n = position_.vertexCount();
    if (n == 0)
        return QWidget::keyPressEvent(event);
    int at = keyboardVertex_ >= 0 && keyboardVertex_ < n ? keyboardVertex_ : -1;
    const auto nextStone = [&](int step) {
        for (int k = 1; k <= n; ++k) {
            const int v = ((at < 0 ? (step > 0 ? -1 : 0) : at) + step * k % n + n) % n;
            if (position_.hasStoneAt(v))
                return v;
        }
        return at;
    };
    switch (event->key()) {
    case Qt::Key_Up:
        at = at < 0 ? 0 : (at + 1) % n;
        break;
    case Qt::Key_Down:
        at = at < 0 ? n - 1 : (at + n - 1) % n;
        break;
    case Qt::Key_PageDown:
        at = nextStone(1);
        break;
    case Qt::Key_PageUp:
        at = nextStone(-1);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (at >= 0 && !isAnimating())
            emit vertexClicked(at);
        return;
    default:
        return QWidget::keyPressEvent(event);
    }
    keyboardVertex_ = at;
    // What the mouse shows on hover, the keyboard shows for its vertex.
    setHover(at, std::nullopt);
    update();
}

void StonesView::focusOutEvent(QFocusEvent* event) {
    update();
    QWidget::focusOutEvent(event);
}

void StonesView::setHover(int vertex, std::optional<std::pair<int, int>> diagonal) {
    if (vertex == hoveredVertex_ && diagonal == hoveredDiagonal_)
        return;
    hoveredVertex_ = vertex;
    hoveredDiagonal_ = diagonal;
    QString description;
    if (vertex >= 0) {
        description = position_.hasStoneAt(vertex)
                          ? tr("Vertex %1 (stone; it moves along %2)")
                                .arg(vertex + 1)
                                .arg(stonestext::label(position_.colourToFollow(vertex)))
                          : tr("Vertex %1").arg(vertex + 1);
    } else if (diagonal) {
        description =
            tr("Diagonal %1–%2: %3")
                .arg(diagonal->first + 1)
                .arg(diagonal->second + 1)
                .arg(stonestext::label(position_.colour(diagonal->first, diagonal->second)));
    }
    emit hoverChanged(description);
    update();
}

void StonesView::mouseMoveEvent(QMouseEvent* event) {
    updateHover(event->position());
}

void StonesView::leaveEvent(QEvent*) {
    hoveredVertex_ = -1;
    hoveredDiagonal_.reset();
    emit hoverChanged(QString());
    update();
}

void StonesView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || isAnimating())
        return;
    const int vertex = vertexAt(event->position());
    if (vertex >= 0) {
        emit vertexClicked(vertex);
        return;
    }
    if (const auto diagonal = diagonalAt(event->position()))
        emit diagonalClicked(diagonal->first, diagonal->second);
}

void StonesView::resizeEvent(QResizeEvent*) {
    layer_.invalidate();
}

void StonesView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange) {
        layer_.invalidate(); // the faint layer is drawn on the board's colour
        update();
    }
    QWidget::changeEvent(event);
}

// A hidden view draws nothing and asks for no layer: it has nothing left to do.
bool StonesView::isLayerReady() const {
    return !isVisible() || layer_.isReady();
}
