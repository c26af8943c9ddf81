// GameTreeView: a tidy layered layout (leaves left to right, each parent centred over its
// children), recomputed only when the tree, what is open or the font changes.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/gametreeview.h"

#include "app/boardpalette.h"
#include "app/hackenbush/cubecolours.h"
#include "app/hackenbush/hackenbushtext.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

using pw::hackenbush::Colour;
using pw::hackenbush::TreeNode;

namespace {

constexpr double kMargin = 12.0;
constexpr double kHorizontalGap = 14.0;
constexpr double kVerticalGap = 34.0;
constexpr double kBadge = 15.0; // the "+n" circle under a node with hidden options

} // namespace

GameTreeView::GameTreeView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void GameTreeView::setTree(std::shared_ptr<const pw::hackenbush::GameTree> tree) {
    if (tree == tree_)
        return;
    tree_ = std::move(tree);
    open_.assign(tree_ ? tree_->nodes.size() : 0, 0);
    selected_.reset();
    if (tree_ && !tree_->nodes.empty()) {
        selected_ = 0;
        // Open whole levels while the nodes drawn stay within kInitiallyShown.
        std::vector<std::size_t> level{0};
        std::size_t shown = 1;
        while (!level.empty()) {
            std::vector<std::size_t> next;
            for (std::size_t node : level)
                for (std::size_t child : childrenOf(node))
                    next.push_back(child);
            if (next.empty() || shown + next.size() > kInitiallyShown)
                break;
            for (std::size_t node : level)
                open_[node] = 1;
            shown += next.size();
            level = std::move(next);
        }
        const TreeNode& root = tree_->nodes[0];
        std::size_t tallest = 0;
        for (const auto& tower : root.position.towers())
            tallest = std::max(tallest, tower.height());
        const QFontMetricsF metrics(font());
        double textWidth = 0;
        for (const TreeNode& node : tree_->nodes)
            textWidth = std::max(textWidth,
                                 metrics.horizontalAdvance(hackenbushtext::fraction(node.value)));
        cube_ = std::max(7.0, metrics.height() * 0.55);
        const double pictureWidth = static_cast<double>(root.position.towerCount()) * (cube_ + 4.0);
        nodeWidth_ = std::max({pictureWidth, textWidth, cube_ * 4}) + 10.0;
        pictureHeight_ = static_cast<double>(std::max<std::size_t>(tallest, 1)) * cube_;
        nodeHeight_ = 6.0 + pictureHeight_ + 3.0 + metrics.height() + 4.0;
    }
    relayout();
}

std::vector<std::size_t> GameTreeView::childrenOf(std::size_t node) const {
    std::vector<std::size_t> children;
    const TreeNode& n = tree_->nodes[node];
    for (const auto* options : {&n.leftOptions, &n.rightOptions})
        for (const auto& option : *options)
            if (option.child)
                children.push_back(*option.child);
    return children;
}

void GameTreeView::setOpen(std::size_t node, bool open) {
    if (node >= open_.size() || static_cast<bool>(open_[node]) == open)
        return;
    open_[node] = open ? 1 : 0;
    // A closed node's descendants cannot stay selected: the selection moves up to it.
    if (!open && selected_) {
        for (std::optional<std::size_t> n = tree_->nodes[*selected_].parent; n;
             n = tree_->nodes[*n].parent)
            if (*n == node) {
                select(node);
                break;
            }
    }
    relayout();
}

void GameTreeView::select(std::size_t node) {
    if (!tree_ || node >= tree_->nodes.size())
        return;
    // Every ancestor opens, so the selected node is always drawn.
    bool opened = false;
    for (std::optional<std::size_t> n = tree_->nodes[node].parent; n; n = tree_->nodes[*n].parent)
        if (!open_[*n]) {
            open_[*n] = 1;
            opened = true;
        }
    if (opened)
        relayout();
    if (selected_ == node)
        return;
    selected_ = node;
    update();
    emit selectionChanged(node);
}

double GameTreeView::placeSubtree(std::size_t node, double& cursor) {
    const TreeNode& n = tree_->nodes[node];
    const double top =
        kMargin + 2 * QFontMetricsF(font()).height() + n.depth * (nodeHeight_ + kVerticalGap);
    std::vector<std::size_t> children = open_[node] ? childrenOf(node) : std::vector<std::size_t>{};
    double centre;
    if (children.empty()) {
        centre = cursor + nodeWidth_ / 2;
        cursor += nodeWidth_ + kHorizontalGap;
    } else {
        const double first = placeSubtree(children.front(), cursor);
        double last = first;
        for (std::size_t i = 1; i < children.size(); ++i)
            last = placeSubtree(children[i], cursor);
        centre = (first + last) / 2;
    }
    const std::size_t options = n.leftOptions.size() + n.rightOptions.size();
    placed_[node] = Placed{QRectF(centre - nodeWidth_ / 2, top, nodeWidth_, nodeHeight_),
                           options > children.size()};
    return centre;
}

void GameTreeView::relayout() {
    placed_.assign(tree_ ? tree_->nodes.size() : 0, std::nullopt);
    extent_ = QSizeF(0, 0);
    if (tree_ && !tree_->nodes.empty()) {
        double cursor = kMargin;
        placeSubtree(0, cursor);
        const QFontMetricsF metrics(font());
        // The legend: two 24-pixel line samples, each 6 pixels from its text, 24 pixels apart.
        const double legend =
            metrics.horizontalAdvance(tr("Solid: White removes a white cube (Left)")) +
            metrics.horizontalAdvance(tr("Dashed: Black removes a black cube (Right)")) + 84;
        const double width = std::max(cursor - kHorizontalGap + kMargin, kMargin * 2 + legend);
        double height = 0;
        for (const auto& p : placed_)
            if (p)
                height = std::max(height, p->rect.bottom() + kBadge + 4);
        extent_ = QSizeF(width, height + kMargin);
    }
    updateGeometry();
    resize(sizeHint());
    update();
}

QSize GameTreeView::sizeHint() const {
    return QSize(static_cast<int>(std::ceil(extent_.width() * zoom_)),
                 static_cast<int>(std::ceil(extent_.height() * zoom_)))
        .expandedTo(QSize(200, 120));
}

void GameTreeView::setZoom(double zoom) {
    zoom = std::clamp(zoom, 0.2, 3.0);
    if (zoom == zoom_)
        return;
    zoom_ = zoom;
    updateGeometry();
    resize(sizeHint());
    update();
}

double GameTreeView::zoomToFit(QSize size) const {
    if (extent_.isEmpty())
        return 1.0;
    return std::min({1.0, size.width() / extent_.width(), size.height() / extent_.height()});
}

QRectF GameTreeView::scaled(const QRectF& rect) const {
    return QRectF(rect.x() * zoom_, rect.y() * zoom_, rect.width() * zoom_, rect.height() * zoom_);
}

std::vector<std::size_t> GameTreeView::shownNodes() const {
    std::vector<std::size_t> nodes;
    for (std::size_t i = 0; i < placed_.size(); ++i)
        if (placed_[i])
            nodes.push_back(i);
    return nodes;
}

QRectF GameTreeView::nodeRect(std::size_t node) const {
    return node < placed_.size() && placed_[node] ? scaled(placed_[node]->rect) : QRectF();
}

std::optional<std::size_t> GameTreeView::nodeAt(QPointF point) const {
    for (std::size_t i = 0; i < placed_.size(); ++i)
        if (placed_[i]) {
            QRectF r = scaled(placed_[i]->rect);
            if (placed_[i]->hasHidden || (open_[i] && !childrenOf(i).empty()))
                r.setBottom(r.bottom() +
                            kBadge * zoom_); // the open/close badge belongs to the node
            if (r.contains(point))
                return i;
        }
    return std::nullopt;
}

void GameTreeView::paintNode(QPainter& painter, std::size_t index, const Placed& placed) const {
    const TreeNode& node = tree_->nodes[index];
    const boardpalette::Colours colours = boardpalette::of(palette());
    const QRectF r = placed.rect;
    const bool isSelected = selected_ == index;
    painter.setPen(QPen(isSelected ? palette().color(QPalette::Highlight) : colours.muted,
                        isSelected ? 3.0 : 1.0));
    // Under a dark palette a node is lighter than the board, so that its black cubes stand out.
    painter.setBrush(boardpalette::isDark(palette()) ? colours.background.lighter(175)
                                                     : colours.background);
    painter.drawRoundedRect(r, 5, 5);
    // The towers, bottom up.
    const auto& towers = node.position.towers();
    const double pictureWidth = static_cast<double>(towers.size()) * (cube_ + 4.0) - 4.0;
    double x = r.center().x() - pictureWidth / 2;
    const double ground = r.top() + 6.0 + pictureHeight_;
    painter.setPen(QPen(colours.ground, 1.0));
    painter.drawLine(QPointF(x - 2, ground + 0.5), QPointF(x + pictureWidth + 2, ground + 0.5));
    for (const auto& tower : towers) {
        const auto cubes = tower.cubes();
        for (std::size_t h = 0; h < cubes.size(); ++h) {
            const QRectF cube(x, ground - static_cast<double>(h + 1) * cube_, cube_, cube_ - 1);
            painter.setPen(
                QPen(cubes[h] == Colour::Black ? colours.outline : cubecolours::kEdge, 1.0));
            painter.setBrush(cubes[h] == Colour::White ? cubecolours::kWhite : cubecolours::kBlack);
            painter.drawRect(cube);
        }
        x += cube_ + 4.0;
    }
    painter.setPen(colours.text);
    const QRectF text(r.left(), ground + 3.0, r.width(), r.bottom() - ground - 4.0);
    painter.drawText(text, Qt::AlignHCenter | Qt::AlignVCenter,
                     hackenbushtext::fraction(node.value));
    // The open/close badge: "+n" options not drawn, or "−" to close.
    const std::size_t options = node.leftOptions.size() + node.rightOptions.size();
    const std::size_t drawn = open_[index] ? childrenOf(index).size() : 0;
    if (options == 0 || (drawn == options && !open_[index]))
        return;
    const QString label = drawn > 0 ? (drawn == options ? QStringLiteral("−") : QStringLiteral("+"))
                                    : QStringLiteral("+%1").arg(options);
    QFont small = painter.font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    const double width = std::max(kBadge, QFontMetricsF(small).horizontalAdvance(label) + 6.0);
    const QRectF badge(r.center().x() - width / 2, r.bottom() + 1, width, kBadge);
    painter.setPen(QPen(colours.muted, 1.0));
    painter.setBrush(colours.background);
    painter.drawRoundedRect(badge, kBadge / 2, kBadge / 2);
    painter.save();
    painter.setFont(small);
    painter.setPen(colours.text);
    painter.drawText(badge, Qt::AlignCenter, label);
    painter.restore();
}

void GameTreeView::paintEvent(QPaintEvent*) {
    QPainter painter(this);
    const boardpalette::Colours colours = boardpalette::of(palette());
    painter.fillRect(rect(), colours.background);
    if (!tree_ || tree_->nodes.empty())
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(zoom_, zoom_);
    // The legend.
    const QFontMetricsF metrics(font());
    const double legendY = kMargin + metrics.ascent();
    painter.setPen(QPen(colours.text, 2.0));
    painter.drawLine(QPointF(kMargin, legendY - metrics.ascent() / 3),
                     QPointF(kMargin + 24, legendY - metrics.ascent() / 3));
    painter.drawText(QPointF(kMargin + 30, legendY),
                     tr("Solid: White removes a white cube (Left)"));
    const double second =
        kMargin + 30 + metrics.horizontalAdvance(tr("Solid: White removes a white cube (Left)")) +
        24;
    painter.setPen(QPen(colours.text, 2.0, Qt::DashLine));
    painter.drawLine(QPointF(second, legendY - metrics.ascent() / 3),
                     QPointF(second + 24, legendY - metrics.ascent() / 3));
    painter.setPen(colours.text);
    painter.drawText(QPointF(second + 30, legendY),
                     tr("Dashed: Black removes a black cube (Right)"));
    // Edges first, under the nodes.
    for (std::size_t i = 0; i < placed_.size(); ++i) {
        if (!placed_[i] || !open_[i])
            continue;
        const TreeNode& node = tree_->nodes[i];
        const QRectF from = placed_[i]->rect;
        for (const auto* options : {&node.leftOptions, &node.rightOptions}) {
            const bool left = options == &node.leftOptions;
            for (const auto& option : *options) {
                if (!option.child || !placed_[*option.child])
                    continue;
                const QRectF to = placed_[*option.child]->rect;
                painter.setPen(QPen(colours.text, 1.6, left ? Qt::SolidLine : Qt::DashLine));
                const QPointF start(from.center().x() +
                                        (left ? -from.width() / 4 : from.width() / 4),
                                    from.bottom());
                painter.drawLine(start, QPointF(to.center().x(), to.top()));
            }
        }
    }
    for (std::size_t i = 0; i < placed_.size(); ++i)
        if (placed_[i])
            paintNode(painter, i, *placed_[i]);
    if (hasFocus() && selected_ && placed_[*selected_]) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1.0, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(placed_[*selected_]->rect.adjusted(-4, -4, 4, 4), 7, 7);
    }
}

void GameTreeView::mousePressEvent(QMouseEvent* event) {
    const std::optional<std::size_t> node = nodeAt(event->position());
    if (!node || event->button() != Qt::LeftButton)
        return;
    // A click on the badge opens or closes; anywhere else on the node selects it.
    const QRectF r = scaled(placed_[*node]->rect);
    if (event->position().y() > r.bottom())
        setOpen(*node, !open_[*node]);
    select(*node);
}

void GameTreeView::mouseDoubleClickEvent(QMouseEvent* event) {
    if (const std::optional<std::size_t> node = nodeAt(event->position());
        node && event->position().y() <= scaled(placed_[*node]->rect).bottom())
        emit nodeActivated(*node);
}

void GameTreeView::keyPressEvent(QKeyEvent* event) {
    if (!tree_ || !selected_) {
        QWidget::keyPressEvent(event);
        return;
    }
    const std::size_t node = *selected_;
    const TreeNode& n = tree_->nodes[node];
    std::vector<std::size_t> siblings =
        n.parent ? childrenOf(*n.parent) : std::vector<std::size_t>{node};
    const auto here = std::find(siblings.begin(), siblings.end(), node) - siblings.begin();
    switch (event->key()) {
    case Qt::Key_Up:
        if (n.parent)
            select(*n.parent);
        break;
    case Qt::Key_Down:
        if (const auto children = childrenOf(node); !children.empty()) {
            setOpen(node, true);
            select(children.front());
        }
        break;
    case Qt::Key_Left:
        if (here > 0)
            select(siblings[static_cast<std::size_t>(here - 1)]);
        break;
    case Qt::Key_Right:
        if (here + 1 < static_cast<std::ptrdiff_t>(siblings.size()))
            select(siblings[static_cast<std::size_t>(here + 1)]);
        break;
    case Qt::Key_Space:
        setOpen(node, !open_[node]);
        break;
    case Qt::Key_Plus:
        setOpen(node, true);
        break;
    case Qt::Key_Minus:
        setOpen(node, false);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit nodeActivated(node);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    update();
}
