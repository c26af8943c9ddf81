// PatienceView, what it tells others: screen readers (its piles, or its cards while editing, as
// parts) and handouts (a copy drawn for paper and files).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/cardart.h"
#include "app/patience/patienceview.h"

#include <algorithm>

std::unique_ptr<QWidget> PatienceView::handoutCopy(QSize size) const {
    auto copy = std::make_unique<PatienceView>();
    handout::prepareCopy(copy.get(), this, size);
    copy->minTextPixels_ = handout::kMinTextPixels;
    copy->setPosition(position_);
    copy->setMoveValues(moves_, best_);
    copy->setValuesStale(stale_);
    copy->setEditing(editing_);
    copy->updateLayout();
    return copy;
}

int PatienceView::accessibleCount() const {
    if (!editing_)
        return position_.pileCount();
    int parts = 0;
    for (int pile = 0; pile < position_.pileCount(); ++pile)
        parts += std::max(1, position_.height(pile));
    return parts;
}

std::pair<int, int> PatienceView::cardOfPart(int part) const {
    if (!editing_)
        return {part, position_.height(part) - 1};
    for (int pile = 0; pile < position_.pileCount(); ++pile) {
        const int height = position_.height(pile);
        if (part < std::max(1, height))
            return {pile, height == 0 ? -1 : part};
        part -= std::max(1, height);
    }
    return {-1, -1};
}

int PatienceView::partOfCard(int pile, int index) const {
    if (!editing_)
        return pile;
    int part = 0;
    for (int p = 0; p < pile && p < position_.pileCount(); ++p)
        part += std::max(1, position_.height(p));
    return part + std::max(0, index);
}

QString PatienceView::accessibleName(int part) const {
    const auto [pile, index] = cardOfPart(part);
    if (editing_) {
        if (index < 0)
            return tr("Pile %1: every card removed").arg(pile + 1);
        const auto& cards = position_.deal().pile(pile);
        return tr("Pile %1, card %2 from the bottom: %3")
            .arg(pile + 1)
            .arg(index + 1)
            .arg(cardart::cardText(cards[static_cast<std::size_t>(index)]));
    }
    QString name = describe(pile, index);
    if (selectedPile_ == pile)
        name += QStringLiteral(", ") + tr("picked");
    if (const auto value = badgeValue(pile))
        name += QStringLiteral("; ") +
                tr("pairing it leaves a chance of %1").arg(QString::number(*value, 'f', 6));
    return name;
}

QString PatienceView::accessiblePartDescription(int part) const {
    if (editing_)
        return cardOfPart(part).second < 0 ? QString() : tr("Press to change this card.");
    if (position_.height(part) == 0)
        return {};
    return selectedPile_ == part
               ? tr("Press to put its top card down again.")
               : tr("Press to pick its top card; pick another of the same rank to remove the "
                    "pair.");
}

QRect PatienceView::accessibleRect(int part) const {
    const auto [pile, index] = cardOfPart(part);
    if (!editing_ || index < 0)
        return slotRect(pile).toAlignedRect();
    // The part of the card that shows: up to the next card's edge.
    QRectF card = cardRect(pile, index);
    if (index + 1 < position_.height(pile))
        card.setBottom(cardRect(pile, index + 1).top());
    return card.toAlignedRect();
}

void PatienceView::accessibleDoAction(int part, const QString&) {
    const auto [pile, index] = cardOfPart(part);
    if (pile < 0)
        return;
    keyboardPile_ = pile; // as a click: the keyboard goes on from there
    emit cardClicked(pile, index);
}

int PatienceView::accessibleFocus() const {
    if (keyboardPile_ < 0 || keyboardPile_ >= position_.pileCount())
        return -1;
    return partOfCard(keyboardPile_, position_.height(keyboardPile_) - 1);
}
