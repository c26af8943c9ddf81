// HackenbushView: towers of cubes, drawn cube by cube while they fit and as shaded rows when they
// do not, so a frame costs O(pixels) whatever the height of the towers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushview.h"
#include "app/hoverend.h"

#include <QAccessibleActionInterface>
#include <QContextMenuEvent>
#include <QCursor>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>
#include <climits>
#include <cmath>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

constexpr double kMinColumnWidth = 30.0;
constexpr double kMaxColumnWidth = 110.0;
constexpr double kMaxCubeWidth = 60.0;
// Below this a cube is too thin to see or click: switch to the compressed view.
constexpr double kMinCubeHeight = 5.0;
constexpr double kRowHeight = 2.0;

} // namespace

HackenbushView::HackenbushView(QWidget* parent) : QWidget(parent) {
    new HoverEnd(this); // a popup over the board ends its hover too
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Hackenbush towers"));
    setAccessibleDescription(
        tr("Arrow keys choose a cube; Space clicks it (flip, or remove in a game); "
           "W or B puts a white or black cube on its tower; the menu key offers more."));
}

void HackenbushView::setPosition(const Position& position) {
    position_ = position;
    maxHeight_ = 0;
    for (const auto& tower : position_.towers())
        maxHeight_ = std::max(maxHeight_, tower.height());
    if (hovered_ && (hovered_->tower >= position_.towerCount() ||
                     hovered_->height >= position_.tower(hovered_->tower).height()))
        hovered_.reset();
    if (focusCube_ && (focusCube_->tower >= position_.towerCount() ||
                       focusCube_->height >= position_.tower(focusCube_->tower).height()))
        focusCube_.reset();
    if (hasFocus() && !focusCube_)
        moveFocusCube(0, 0, false); // a keyboard user keeps a cube to act on
    announcePartsChanged(this);
    summariesValid_ = false;
    // What is hovered follows edits, new values and the engine's replies without a mouse move:
    // the cube under the pointer now (a cube taken away leaves none), described anew.
    if (underMouse()) {
        hovered_.reset();
        updateHover(mapFromGlobal(QCursor::pos()));
    } else if (hovered_ && describer_) {
        hoverDescription_ = describer_(*hovered_).hoverLine();
        setToolTip(hoverDescription_);
        emit hoverChanged(hoverDescription_);
    }
    update();
}

double HackenbushView::smallestTextScale(double screen) const {
    return handout_ ? std::max(screen, handout::kMinTextPoints / std::max(1.0, font().pointSizeF()))
                    : screen;
}

void HackenbushView::setCaption(const QString& caption) {
    caption_ = caption;
    update();
}

void HackenbushView::setTowerLabels(const QStringList& labels, bool stale, bool powers) {
    labels_ = labels;
    labelsStale_ = stale;
    labelPowers_ = powers;
    if (!partsAreCubes())
        announcePartsChanged(this); // a tower's part says its value
    update();
}

void HackenbushView::setMarkedMoves(std::vector<Move> moves) {
    marked_ = std::move(moves);
    summariesValid_ = false;
    update();
}

void HackenbushView::setEditable(bool editable) {
    if (editable == editable_)
        return;
    editable_ = editable;
    announcePartsChanged(this); // the edit controls come or go
    update();
}

void HackenbushView::setRemovalPreview(bool preview) {
    removalPreview_ = preview;
    update();
}

void HackenbushView::setCubeDescriber(std::function<CubeWords(Move)> describer) {
    describer_ = std::move(describer);
}

QString HackenbushView::CubeWords::hoverLine() const {
    QString line = name;
    if (!effect.isEmpty())
        line += QStringLiteral(": ") + effect;
    if (!click.isEmpty())
        line += QStringLiteral(". ") + click;
    return line;
}

std::size_t HackenbushView::slotCount() const {
    return position_.towerCount() + (editable_ ? 1 : 0);
}

HackenbushView::Layout HackenbushView::layout() const {
    Layout l;
    const double usable = std::max(1.0, width() - 2 * kMargin);
    const double slotTotal = static_cast<double>(std::max<std::size_t>(1, slotCount()));
    l.columnWidth = std::clamp(usable / slotTotal, kMinColumnWidth, kMaxColumnWidth);
    l.left = kMargin + std::max(0.0, (usable - l.columnWidth * slotTotal) / 2);
    l.cubeWidth = std::min(kMaxCubeWidth, l.columnWidth - 12);
    l.top = kCaptionHeight + kButtonRowHeight + 6;
    l.bottom = std::max(l.top + 20, height() - labelAreaHeight() - 4);
    const double available = l.bottom - l.top;
    l.rowHeight = kRowHeight;
    l.rows = static_cast<std::size_t>(std::max(1.0, std::floor(available / kRowHeight)));
    l.normalLimit = static_cast<std::size_t>(std::max(1.0, std::floor(available / kMinCubeHeight)));
    std::size_t tallestNormal = 1;
    for (const auto& tower : position_.towers())
        if (tower.height() <= l.normalLimit)
            tallestNormal = std::max(tallestNormal, tower.height());
    l.cubeHeight =
        std::min(l.cubeWidth, std::floor(available / static_cast<double>(tallestNormal)));
    return l;
}

HackenbushView::TowerScale HackenbushView::scaleOf(const Layout& l, std::size_t tower) const {
    const std::size_t height = position_.tower(tower).height();
    if (height <= l.normalLimit)
        return {false, 1, l.cubeHeight};
    return {true, (height + l.rows - 1) / l.rows, l.rowHeight};
}

bool HackenbushView::isCompressed() const {
    for (std::size_t t = 0; t < position_.towerCount(); ++t)
        if (isCompressed(t))
            return true;
    return false;
}

bool HackenbushView::isCompressed(std::size_t tower) const {
    return scaleOf(layout(), tower).compressed;
}
std::size_t HackenbushView::cubesPerRow(std::size_t tower) const {
    return scaleOf(layout(), tower).perRow;
}

double HackenbushView::towerCentre(std::size_t tower) const {
    const Layout l = layout();
    return l.left + l.columnWidth * (static_cast<double>(tower) + 0.5);
}

QRectF HackenbushView::cubeRect(std::size_t tower, std::size_t height) const {
    const Layout l = layout();
    const double x = l.left + l.columnWidth * (static_cast<double>(tower) + 0.5) - l.cubeWidth / 2;
    const TowerScale scale = scaleOf(l, tower);
    const double row = static_cast<double>(height / scale.perRow);
    return {x, l.bottom - (row + 1) * scale.unit, l.cubeWidth, scale.unit};
}

std::optional<Move> HackenbushView::cubeAt(QPointF point) const {
    const Layout l = layout();
    if (point.x() < l.left || point.y() > l.bottom || point.y() < l.top)
        return std::nullopt;
    const auto tower = static_cast<std::size_t>((point.x() - l.left) / l.columnWidth);
    if (tower >= position_.towerCount())
        return std::nullopt;
    const double centre = l.left + l.columnWidth * (static_cast<double>(tower) + 0.5);
    if (std::abs(point.x() - centre) > l.cubeWidth / 2)
        return std::nullopt;
    const double fromBottom = l.bottom - point.y();
    const TowerScale scale = scaleOf(l, tower);
    const std::size_t height = static_cast<std::size_t>(fromBottom / scale.unit) * scale.perRow;
    if (height >= position_.tower(tower).height())
        return std::nullopt;
    return Move{tower, height};
}

void HackenbushView::setGreenAllowed(bool allowed) {
    if (allowed == greenAllowed_)
        return;
    greenAllowed_ = allowed;
    announcePartsChanged(this);
    update();
}

std::vector<Colour> HackenbushView::addableColours() const {
    if (greenAllowed_)
        return {Colour::White, Colour::Black, Colour::Green};
    return {Colour::White, Colour::Black};
}

QRectF HackenbushView::addCubeRect(std::size_t tower, Colour colour) const {
    const Layout l = layout();
    // Two buttons (or three, with green cubes) side by side across the tower's column.
    const auto count = static_cast<double>(addableColours().size());
    const double width = std::min(56.0, l.columnWidth - 6) / count;
    const double centre = towerCentre(tower);
    const double index = colour == Colour::White ? 0.0 : colour == Colour::Black ? 1.0 : 2.0;
    const double x = centre - width * count / 2 + index * width + 0.5;
    const double half = width - 1;
    // Just above the tower's top, where the new cube goes.
    const std::size_t height = position_.tower(tower).height();
    const TowerScale scale = scaleOf(l, tower);
    const double towerTop =
        l.bottom - static_cast<double>((height + scale.perRow - 1) / scale.perRow) * scale.unit;
    const double y = std::max(kCaptionHeight + 2, towerTop - kButtonRowHeight);
    return {x, y, half, kButtonRowHeight - 4};
}

QRectF HackenbushView::removeTowerRect(std::size_t tower) const {
    const Layout l = layout();
    // Centred under the tower's height, on a row of its own.
    const double centre = l.left + l.columnWidth * (static_cast<double>(tower) + 0.5);
    return {centre - 9, l.bottom + kLabelAreaHeight - 2, 18, 16};
}

QRectF HackenbushView::addTowerRect() const {
    const Layout l = layout();
    const double centre = towerCentre(position_.towerCount());
    const double w = std::min(l.columnWidth - 6, 70.0);
    return {centre - w / 2, l.bottom - 44, w, 40};
}

bool HackenbushView::isMarked(std::size_t tower, std::size_t height) const {
    return std::binary_search(marked_.begin(), marked_.end(), Move{tower, height});
}

void HackenbushView::updateHover(QPointF point) {
    const std::optional<Move> cube = cubeAt(point);
    QString description;
    if (!cube && editable_) {
        for (std::size_t t = 0; t < position_.towerCount() && description.isEmpty(); ++t) {
            if (addCubeRect(t, Colour::White).contains(point))
                description = tr("Put a white cube on top of tower %1").arg(t + 1);
            else if (addCubeRect(t, Colour::Black).contains(point))
                description = tr("Put a black cube on top of tower %1").arg(t + 1);
            else if (greenAllowed_ && addCubeRect(t, Colour::Green).contains(point))
                description = tr("Put a green cube on top of tower %1").arg(t + 1);
            else if (removeTowerRect(t).contains(point))
                description = tr("Remove tower %1").arg(t + 1);
        }
        if (description.isEmpty() && addTowerRect().contains(point))
            description = tr("Add an empty tower");
    }
    if (cube != hovered_) {
        hovered_ = cube;
        // Describing may cost O(tower height) (the value after the removal): once per cube.
        hoverDescription_ = cube && describer_ ? describer_(*cube).hoverLine() : QString();
        update();
    }
    if (cube)
        description = hoverDescription_;
    setToolTip(description);
    emit hoverChanged(description);
}

void HackenbushView::mouseMoveEvent(QMouseEvent* event) {
    updateHover(event->position());
}

void HackenbushView::leaveEvent(QEvent*) {
    hovered_.reset();
    emit hoverChanged(QString());
    update();
}

void HackenbushView::mousePressEvent(QMouseEvent* event) {
    cursorShown_ = false; // the mouse is in use: no cursor until a key
    update();
    if (event->button() != Qt::LeftButton)
        return;
    const QPointF p = event->position();
    if (const auto cube = cubeAt(p)) {
        emit cubeClicked(static_cast<int>(cube->tower), static_cast<int>(cube->height));
        return;
    }
    if (!editable_)
        return;
    for (std::size_t t = 0; t < position_.towerCount(); ++t) {
        const auto colours = addableColours();
        const auto hit = std::find_if(colours.begin(), colours.end(), [&](Colour colour) {
            return addCubeRect(t, colour).contains(p);
        });
        if (hit != colours.end())
            emit addCubeClicked(static_cast<int>(t), static_cast<int>(*hit));
        else if (removeTowerRect(t).contains(p))
            emit removeTowerClicked(static_cast<int>(t));
        else
            continue;
        return;
    }
    if (addTowerRect().contains(p))
        emit addTowerClicked();
}

void HackenbushView::contextMenuEvent(QContextMenuEvent* event) {
    if (const auto cube = cubeAt(event->pos()))
        emit cubeContextMenuRequested(static_cast<int>(cube->tower), static_cast<int>(cube->height),
                                      event->globalPos());
}

void HackenbushView::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason)
        cursorShown_ = true;
    if (!focusCube_)
        moveFocusCube(0, 0);
    update();
}

void HackenbushView::moveFocusCube(int towerStep, int heightStep, bool announce) {
    // Towers without cubes are skipped; the height is kept as far as the new tower allows.
    const auto count = static_cast<long>(position_.towerCount());
    long tower = focusCube_ ? static_cast<long>(focusCube_->tower) : 0;
    long height = focusCube_ ? static_cast<long>(focusCube_->height) : 0;
    const int direction = towerStep != 0 ? towerStep : 1;
    for (long tries = 0; tries < count; ++tries) {
        if (tries > 0 || towerStep != 0)
            tower = (tower + direction + count) % count;
        const auto towerHeight =
            static_cast<long>(position_.tower(static_cast<std::size_t>(tower)).height());
        if (towerHeight == 0)
            continue;
        // In a compressed tower a step is one row.
        const long step =
            static_cast<long>(scaleOf(layout(), static_cast<std::size_t>(tower)).perRow);
        height = std::clamp(height + heightStep * step, 0L, towerHeight - 1);
        focusCube_ = Move{static_cast<std::size_t>(tower), static_cast<std::size_t>(height)};
        if (announce && describer_)
            emit hoverChanged(describer_(*focusCube_).hoverLine());
        announceFocus(this, accessibleFocus());
        update();
        return;
    }
    focusCube_.reset();
    update();
}

void HackenbushView::keyPressEvent(QKeyEvent* event) {
    switch (event->key()) {
    case Qt::Key_Left:
        moveFocusCube(-1, 0);
        break;
    case Qt::Key_Right:
        moveFocusCube(1, 0);
        break;
    case Qt::Key_Up:
        moveFocusCube(0, 1);
        break;
    case Qt::Key_Down:
        moveFocusCube(0, -1);
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (focusCube_)
            emit cubeClicked(static_cast<int>(focusCube_->tower),
                             static_cast<int>(focusCube_->height));
        break;
    case Qt::Key_Menu:
        if (focusCube_)
            emit cubeContextMenuRequested(
                static_cast<int>(focusCube_->tower), static_cast<int>(focusCube_->height),
                mapToGlobal(cubeRect(focusCube_->tower, focusCube_->height).center().toPoint()));
        break;
    case Qt::Key_W:
    case Qt::Key_B:
    case Qt::Key_G:
        if (event->key() == Qt::Key_G && !greenAllowed_) {
            QWidget::keyPressEvent(event);
            return;
        }
        if (editable_ && focusCube_)
            emit addCubeClicked(static_cast<int>(focusCube_->tower),
                                static_cast<int>(event->key() == Qt::Key_W   ? Colour::White
                                                 : event->key() == Qt::Key_B ? Colour::Black
                                                                             : Colour::Green));
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    cursorShown_ = true;
    update();
    event->accept();
}
