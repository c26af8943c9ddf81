// PatienceCardDialog: one button a card (ranks across, suits down), the current card checked.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencecarddialog.h"

#include "app/patience/cardart.h"
#include "ui_patiencecarddialog.h"

#include <QToolButton>

using pw::patience::Card;

PatienceCardDialog::PatienceCardDialog(const pw::patience::Deal& deal, int pile, int index,
                                       QWidget* parent)
    : QDialog(parent), ui_(std::make_unique<Ui::PatienceCardDialog>()) {
    ui_->setupUi(this);
    const Card current = deal.pile(pile)[static_cast<std::size_t>(index)];
    const int height = deal.pileHeight(pile);
    const QString where = index == height - 1 ? tr("the top card")
                          : index == 0        ? tr("the bottom card")
                                              : tr("card %1 from the bottom").arg(index + 1);
    ui_->promptLabel->setText(tr("Pile %1, %2: %3. Pick the card to put there.")
                                  .arg(pile + 1)
                                  .arg(where, cardart::cardHtml(current)));
    // Where each card of the deal lies, for the tooltips.
    std::vector<int> pileOf(
        static_cast<std::size_t>(pw::patience::kRankCount * pw::patience::kSuitCount), -1);
    for (int p = 0; p < deal.pileCount(); ++p)
        for (const Card& card : deal.pile(p))
            pileOf[static_cast<std::size_t>(card.deckIndex())] = p;
    for (int suit = 0; suit < pw::patience::kSuitCount; ++suit) {
        for (int rank = pw::patience::kRankCount - 1; rank >= 0; --rank) {
            const Card card{static_cast<pw::patience::Rank>(rank),
                            static_cast<pw::patience::Suit>(suit)};
            auto* button = new QToolButton(this);
            button->setObjectName(
                QStringLiteral("card_%1").arg(QString::fromStdString(card.text())));
            button->setText(cardart::cardText(card));
            button->setCheckable(true);
            button->setChecked(card == current);
            button->setMinimumSize(38, 30);
            QFont font = button->font();
            font.setPointSizeF(font.pointSizeF() * 1.15);
            const int at = pileOf[static_cast<std::size_t>(card.deckIndex())];
            font.setUnderline(at >= 0);
            font.setBold(card == current);
            button->setFont(font);
            QPalette palette = button->palette();
            palette.setColor(QPalette::ButtonText, cardart::suitColour(card.suit));
            button->setPalette(palette);
            button->setAccessibleName(cardart::cardText(card));
            button->setToolTip(
                at >= 0 ? tr("%1 (now in pile %2)").arg(cardart::cardText(card)).arg(at + 1)
                : card.inShortDeck()
                    ? tr("%1 (not in the deal)").arg(cardart::cardText(card))
                    : tr("%1 (not in the 36-card deck: the deal becomes a custom one)")
                          .arg(cardart::cardText(card)));
            connect(button, &QToolButton::clicked, this, [this, card] {
                chosen_ = card;
                accept();
            });
            ui_->cardGrid->addWidget(button, suit, pw::patience::kRankCount - 1 - rank);
        }
    }
}

PatienceCardDialog::~PatienceCardDialog() = default;

bool PatienceCardDialog::swapWithCopy() const {
    return ui_->swapCheck->isChecked();
}
