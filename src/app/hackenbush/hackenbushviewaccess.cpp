// HackenbushView, what it tells others: screen readers (its cubes, or towers, and its edit
// buttons as parts) and handouts (a copy drawn for paper and files).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushview.h"

#include <QAccessibleActionInterface>

#include <algorithm>
#include <climits>
#include <cmath>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;

std::unique_ptr<QWidget> HackenbushView::handoutCopy(QSize size) const {
    auto copy = std::make_unique<HackenbushView>();
    handout::prepareCopy(copy.get(), this, size);
    QFont font = this->font();
    font.setPointSizeF(std::max(font.pointSizeF(), handout::kMinTextPoints));
    copy->setFont(font);
    copy->handout_ = true;
    copy->setEditable(false);
    copy->setPosition(position_);
    copy->setCaption(caption_);
    copy->setTowerLabels(labels_, labelsStale_, labelPowers_);
    copy->setMarkedMoves(marked_);
    // No higher than its towers need at the cubes' size (the screen's view is tall: 60 % of
    // its printout was blank).
    const Layout l = copy->layout();
    bool compressed = false;
    std::size_t tallest = 1;
    for (std::size_t t = 0; t < position_.towerCount(); ++t) {
        compressed = compressed || copy->scaleOf(l, t).compressed;
        tallest = std::max(tallest, position_.tower(t).height());
    }
    const int needed = static_cast<int>(std::ceil(
        l.top + static_cast<double>(tallest) * l.cubeHeight + copy->labelAreaHeight() + 4));
    if (!compressed && needed < size.height())
        copy->resize(size.width(), needed);
    return copy;
}

int HackenbushView::boardPartCount() const {
    return static_cast<int>(partsAreCubes() ? position_.cubeCount() : position_.towerCount());
}

// Each tower's controls: add a cube of each colour offered, then remove the tower.
int HackenbushView::accessibleCount() const {
    const std::size_t perTower = addableColours().size() + 1;
    const auto controls = editable_ ? perTower * position_.towerCount() + 1 : 0;
    return boardPartCount() + static_cast<int>(std::min<std::size_t>(controls, INT_MAX / 2));
}

// (tower, kind): kind 0, 1, 2 adds a white, black or green cube, 3 removes the tower; (-1, 4)
// adds a tower.
std::optional<std::pair<int, int>> HackenbushView::controlOfPart(int part) const {
    const int control = part - boardPartCount();
    if (!editable_ || control < 0 || part >= accessibleCount())
        return std::nullopt;
    if (control == accessibleCount() - boardPartCount() - 1)
        return std::make_pair(-1, 4);
    const int perTower = static_cast<int>(addableColours().size()) + 1;
    const int index = control % perTower;
    return std::make_pair(control / perTower, index == perTower - 1 ? 3 : index);
}

std::optional<Move> HackenbushView::cubeOfPart(int part) const {
    if (part < 0)
        return std::nullopt;
    auto left = static_cast<std::size_t>(part);
    for (std::size_t t = 0; t < position_.towerCount(); ++t) {
        const std::size_t height = position_.tower(t).height();
        if (left < height)
            return Move{t, left};
        left -= height;
    }
    return std::nullopt;
}

int HackenbushView::partOfCube(Move cube) const {
    std::size_t part = cube.height;
    for (std::size_t t = 0; t < cube.tower && t < position_.towerCount(); ++t)
        part += position_.tower(t).height();
    return static_cast<int>(part);
}

QString HackenbushView::accessibleName(int part) const {
    if (const auto control = controlOfPart(part)) {
        const int tower = control->first + 1;
        switch (control->second) {
        case 0:
            return tr("Put a white cube on top of tower %1").arg(tower);
        case 1:
            return tr("Put a black cube on top of tower %1").arg(tower);
        case 2:
            return tr("Put a green cube on top of tower %1").arg(tower);
        case 3:
            return tr("Remove tower %1").arg(tower);
        default:
            return tr("Add an empty tower");
        }
    }
    if (!partsAreCubes()) {
        const auto tower = static_cast<std::size_t>(part);
        return tr("Tower %1: %Ln cube(s), value %2", nullptr,
                  static_cast<int>(std::min<std::size_t>(position_.tower(tower).height(), INT_MAX)))
            .arg(part + 1)
            .arg(labels_.value(part));
    }
    const auto cube = cubeOfPart(part);
    if (!cube)
        return {};
    if (describer_)
        return describer_(*cube).name;
    return tr("Tower %1, cube %2").arg(cube->tower + 1).arg(cube->height + 1);
}

QString HackenbushView::accessiblePartDescription(int part) const {
    if (controlOfPart(part) || !partsAreCubes())
        return {};
    const auto cube = cubeOfPart(part);
    if (!cube || !describer_)
        return {};
    const CubeWords words = describer_(*cube);
    QString text = words.effect;
    if (!text.isEmpty()) {
        text[0] = text[0].toUpper();
        text += QStringLiteral(". ");
    }
    return text + words.press;
}

QRect HackenbushView::accessibleRect(int part) const {
    if (const auto control = controlOfPart(part)) {
        const auto tower = static_cast<std::size_t>(std::max(0, control->first));
        switch (control->second) {
        case 0:
            return addCubeRect(tower, Colour::White).toAlignedRect();
        case 1:
            return addCubeRect(tower, Colour::Black).toAlignedRect();
        case 2:
            return addCubeRect(tower, Colour::Green).toAlignedRect();
        case 3:
            return removeTowerRect(tower).toAlignedRect();
        default:
            return addTowerRect().toAlignedRect();
        }
    }
    if (!partsAreCubes()) {
        const auto tower = static_cast<std::size_t>(part);
        const std::size_t height = position_.tower(tower).height();
        if (height == 0)
            return {};
        return cubeRect(tower, 0).united(cubeRect(tower, height - 1)).toAlignedRect();
    }
    const auto cube = cubeOfPart(part);
    return cube ? cubeRect(cube->tower, cube->height).toAlignedRect() : QRect();
}

QStringList HackenbushView::accessibleActions(int part) const {
    QStringList actions = AccessibleBoard::accessibleActions(part);
    if (editable_ && !controlOfPart(part) && partsAreCubes())
        actions << QAccessibleActionInterface::showMenuAction();
    return actions;
}

void HackenbushView::accessibleDoAction(int part, const QString& action) {
    if (const auto control = controlOfPart(part)) {
        switch (control->second) {
        case 0:
        case 1:
        case 2: // White, Black, Green, as Colour numbers them
            emit addCubeClicked(control->first, control->second);
            break;
        case 3:
            emit removeTowerClicked(control->first);
            break;
        default:
            emit addTowerClicked();
        }
        return;
    }
    if (!partsAreCubes())
        return;
    const auto cube = cubeOfPart(part);
    if (!cube)
        return;
    focusCube_ = *cube; // as a click: the keyboard goes on from there
    if (action == QAccessibleActionInterface::showMenuAction()) {
        // After the screen reader's call returns: the menu runs an event loop of its own.
        const QPoint where = mapToGlobal(cubeRect(cube->tower, cube->height).center().toPoint());
        QMetaObject::invokeMethod(
            this,
            [this, cube = *cube, where] {
                emit cubeContextMenuRequested(static_cast<int>(cube.tower),
                                              static_cast<int>(cube.height), where);
            },
            Qt::QueuedConnection);
    } else
        emit cubeClicked(static_cast<int>(cube->tower), static_cast<int>(cube->height));
}

int HackenbushView::accessibleFocus() const {
    if (!focusCube_)
        return -1;
    return partsAreCubes() ? partOfCube(*focusCube_) : static_cast<int>(focusCube_->tower);
}
