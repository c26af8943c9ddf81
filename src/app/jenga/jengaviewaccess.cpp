// JengaView, what it tells others: screen readers (its slots as parts, their names, actions and
// the keyboard's part) and handouts (a copy drawn for paper and files).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengatext.h"
#include "app/jenga/jengaview.h"

#include <algorithm>

namespace {
// The action that takes a block out, as a right click (or Shift+click) does.
const char* const kTakeOutAction = "Take out";
} // namespace

QString JengaView::accessibleName(int part) const {
    const Piece& piece = pieces_.at(static_cast<std::size_t>(part));
    const QString where =
        tr("Level %1, %2").arg(piece.level + 1).arg(jengatext::slotName(piece.slot));
    if (!piece.colour)
        return tr("%1: empty").arg(where);
    return canBeTaken(part)
               ? tr("%1: %2 block, can be taken").arg(where, jengatext::name(*piece.colour))
               : tr("%1: %2 block").arg(where, jengatext::name(*piece.colour));
}

std::unique_ptr<QWidget> JengaView::handoutCopy(QSize size) const {
    auto copy = std::make_unique<JengaView>();
    handout::prepareCopy(copy.get(), this, size);
    copy->minTextPixels_ = handout::kMinTextPixels;
    copy->setTower(tower_);
    copy->setBadges(badges_);
    copy->setMinimumHeight(0); // the handout's room, however tall the tower
    copy->resize(size);
    copy->layoutPieces();
    return copy;
}

void JengaView::setEditing(bool editing) {
    editing_ = editing;
}

QString JengaView::accessiblePartDescription(int part) const {
    const Piece& piece = pieces_.at(static_cast<std::size_t>(part));
    if (!editing_)
        return piece.colour ? tr("Press to pick this block up after a roll of its colour.")
                            : tr("Press to put the picked-up block here.");
    if (!piece.colour)
        return piece.level >= tower_.levelCount()
                   ? tr("Press to start a new level with a red block here.")
                   : tr("Press to put a red block back here.");
    return tr("Press to change its colour (red, green, blue in turn); Take out removes it.");
}

QStringList JengaView::accessibleActions(int part) const {
    QStringList actions = AccessibleBoard::accessibleActions(part);
    if (editing_ && pieces_.at(static_cast<std::size_t>(part)).colour)
        actions << QString::fromLatin1(kTakeOutAction);
    return actions;
}

QString JengaView::accessibleActionText(const QString& action) const {
    return action == QLatin1String(kTakeOutAction) ? tr("Take out") : QString();
}

void JengaView::accessibleDoAction(int part, const QString& action) {
    const Piece& piece = pieces_.at(static_cast<std::size_t>(part));
    const int level = piece.level;
    const int slot = piece.slot;
    focus_ = SlotRef{level, slot}; // as a click: the keyboard goes on from there
    emit slotClicked(level, slot,
                     action == QLatin1String(kTakeOutAction) ? Qt::RightButton : Qt::LeftButton,
                     Qt::NoModifier);
}

QRect JengaView::accessibleRect(int part) const {
    const Piece& piece = pieces_.at(static_cast<std::size_t>(part));
    QRectF box = piece.end().boundingRect();
    if (piece.topVisible)
        box = box.united(piece.top.boundingRect());
    return box.toAlignedRect();
}

bool JengaView::canBeTaken(int part) const {
    if (part < 0 || part >= accessibleCount())
        return false;
    const Piece& piece = pieces_[static_cast<std::size_t>(part)];
    return piece.colour && std::find(removable_.begin(), removable_.end(),
                                     SlotRef{piece.level, piece.slot}) != removable_.end();
}

int JengaView::accessibleFocus() const {
    if (!focus_)
        return -1;
    for (std::size_t i = 0; i < pieces_.size(); ++i)
        if (SlotRef{pieces_[i].level, pieces_[i].slot} == *focus_)
            return static_cast<int>(i);
    return -1;
}
