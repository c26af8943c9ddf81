// StonesView: the polygon's geometry, hit testing, hover, keys and animation; it edits nothing and
// solves nothing (its painting is stonesviewpaint.cpp).
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
    movesImage_ = QImage();
    announcePartsChanged(this);
    hoveredVertex_ = std::min(hoveredVertex_, position_.vertexCount() - 1);
    if (hoveredDiagonal_ &&
        std::max(hoveredDiagonal_->first, hoveredDiagonal_->second) >= position_.vertexCount())
        hoveredDiagonal_.reset();
    update();
}

std::unique_ptr<QWidget> StonesView::handoutCopy(QSize size) const {
    auto copy = std::make_unique<StonesView>();
    handout::prepareCopy(copy.get(), this, size);
    QFont font = this->font();
    font.setPointSizeF(std::max(font.pointSizeF(), handout::kMinTextPoints));
    copy->setFont(font);
    copy->handout_ = true;
    copy->setPosition(animatedMove_ ? afterAnimation_ : position_);
    copy->setHighlightedMove(animatedMove_ ? std::nullopt : highlightedMove_);
    return copy;
}

void StonesView::setSelectedStone(std::optional<int> vertex) {
    selectedStone_ = vertex;
    announcePartsChanged(this);
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
    // (A handout's are the least it prints.)
    labelFont.setPointSizeF(handout_                        ? handout::kMinTextPoints
                            : position_.vertexCount() <= 40 ? 9.5
                                                            : 7.5);
    labelFont.setBold(goal);
    return labelFont;
}

// A number's box is centred beyond the rings, as far out as its extent in that direction: at most
// its width plus half its height from the rings, for the widest number drawn.
double StonesView::labelReach() const {
    const QFontMetricsF metrics(labelFont(true));
    const double width =
        std::max(metrics.horizontalAdvance(QString::number(position_.vertexCount())),
                 metrics.horizontalAdvance(goalRange())) +
        2;
    return StonesView::kLargestStoneRadius + StonesView::kRingBeyondStone + StonesView::kLabelGap +
           width + metrics.height() / 2 + 1;
}

double StonesView::vertexSpacing() const {
    return 2.0 * radius() * std::sin(std::numbers::pi / position_.vertexCount());
}

double StonesView::stoneRadius() const {
    return std::clamp(vertexSpacing() * 0.38, 6.0, StonesView::kLargestStoneRadius);
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

void StonesView::setGoal(const std::array<int, 3>& goal) {
    if (goal == goal_)
        return;
    goal_ = goal;
    announcePartsChanged(this);
    update();
}

QString StonesView::goalRange() const {
    return goal_[1] == goal_[0] + 1 && goal_[2] == goal_[1] + 1
               ? QStringLiteral("%1–%2").arg(goal_[0] + 1).arg(goal_[2] + 1)
               : QString();
}

void StonesView::setTargetMarks(std::vector<TargetMark> marks) {
    targetMarks_ = std::move(marks);
    announcePartsChanged(this);
    update();
}

// The distance map: a disc on each vertex the picked-up stone may go to, with the moves left.
void StonesView::updateHover(QPointF point) {
    const int vertex = vertexAt(point);
    std::optional<std::pair<int, int>> diagonal;
    if (vertex < 0)
        diagonal = diagonalAt(point);
    setHover(vertex, diagonal);
}

void StonesView::setEditing(bool editing) {
    editing_ = editing;
}

int StonesView::accessibleCount() const {
    const int n = position_.vertexCount();
    return n <= kMaxAccessibleDiagonalVertices ? n + n * (n - 1) / 2 : n;
}

std::optional<std::pair<int, int>> StonesView::diagonalOfPart(int part) const {
    const int n = position_.vertexCount();
    int index = part - n;
    if (index < 0 || part >= accessibleCount())
        return std::nullopt;
    for (int a = 0; a < n; ++a) {
        const int after = n - 1 - a; // the diagonals a–b with b > a
        if (index < after)
            return std::make_pair(a, a + 1 + index);
        index -= after;
    }
    return std::nullopt;
}

int StonesView::partOfDiagonal(int a, int b) const {
    const int n = position_.vertexCount();
    if (a > b)
        std::swap(a, b);
    if (n > kMaxAccessibleDiagonalVertices || a < 0 || b >= n || a == b)
        return -1;
    // The diagonals of the vertices before a, then a's own up to b.
    return n + a * n - a * (a + 1) / 2 + (b - a - 1);
}

QString StonesView::accessibleName(int part) const {
    if (const auto diagonal = diagonalOfPart(part))
        return tr("Diagonal %1–%2: %3")
            .arg(diagonal->first + 1)
            .arg(diagonal->second + 1)
            .arg(stonestext::label(position_.colour(diagonal->first, diagonal->second)));
    const int vertex = part;
    QString name = tr("Vertex %1").arg(vertex + 1);
    if (isGoal(vertex))
        name += QLatin1Char(' ') + tr("(goal)");
    name += QStringLiteral(": ") + (position_.hasStoneAt(vertex) ? tr("a stone") : tr("empty"));
    if (selectedStone_ == vertex)
        name += QStringLiteral(", ") + tr("picked up");
    for (const TargetMark& mark : targetMarks_)
        if (mark.vertex == vertex)
            name += QStringLiteral(", ") +
                    (mark.remaining
                         ? tr("%n move(s) to go after moving there", nullptr, *mark.remaining)
                         : tr("the goal cannot be reached after moving there"));
    return name;
}

QString StonesView::accessiblePartDescription(int part) const {
    if (diagonalOfPart(part))
        return editing_ ? tr("Press to paint it in the paint colour.")
                        : tr("To paint it, switch the mouse to Edit.");
    if (position_.hasStoneAt(part))
        return selectedStone_ == part ? tr("Press to put the stone down again.")
               : editing_ ? tr("Press to pick this stone up, then press a vertex to place it.")
                          : tr("Press to pick this stone up, then press the vertex it moves to.");
    return selectedStone_ ? tr("Press to move the picked-up stone here.")
                          : tr("Pick a stone up first, then press this vertex.");
}

QRect StonesView::accessibleRect(int part) const {
    if (const auto diagonal = diagonalOfPart(part)) {
        // The line's bounding box, at least a few pixels across.
        const QRectF box = QRectF(vertexPoint(diagonal->first), vertexPoint(diagonal->second))
                               .normalized()
                               .adjusted(-2, -2, 2, 2);
        return box.toAlignedRect();
    }
    const double r = stoneRadius() + kRingBeyondStone;
    const QPointF at = vertexPoint(part);
    return QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r).toAlignedRect();
}

int StonesView::accessiblePartAt(QPoint point) const {
    if (const int vertex = vertexAt(point); vertex >= 0)
        return vertex;
    const auto diagonal = diagonalAt(point);
    return diagonal ? partOfDiagonal(diagonal->first, diagonal->second) : -1;
}

void StonesView::accessibleDoAction(int part, const QString&) {
    if (isAnimating())
        return;
    if (const auto diagonal = diagonalOfPart(part)) {
        emit diagonalClicked(diagonal->first, diagonal->second);
        return;
    }
    keyboardVertex_ = part; // as a click: the keyboard goes on from there
    emit vertexClicked(part);
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
    announceFocus(this, at);
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
    movesImage_ = QImage();
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
