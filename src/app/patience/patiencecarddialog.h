// A small dialog to pick the rank and suit of one card of the deal: the 52 cards in a grid.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/patience/position.h"

#include <QDialog>

#include <memory>
#include <optional>

namespace Ui {
class PatienceCardDialog;
}

class PatienceCardDialog : public QDialog {
    Q_OBJECT
public:
    // Changing card `index` (from the bottom) of `pile` in `deal`.
    PatienceCardDialog(const pw::patience::Deal& deal, int pile, int index,
                       QWidget* parent = nullptr);
    ~PatienceCardDialog() override;

    std::optional<pw::patience::Card> chosenCard() const { return chosen_; }
    bool swapWithCopy() const;

private:
    std::unique_ptr<Ui::PatienceCardDialog> ui_;
    std::optional<pw::patience::Card> chosen_;
};
