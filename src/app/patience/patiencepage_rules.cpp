// PatiencePage, the rules: the Rules box (how the random player chooses, which cards pair, and
// Contest rules), drawn from the model, each change sent to it as one step.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencepage.h"
#include "app/rulesbox.h"
#include "ui_patiencepanel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>

using pw::patience::Choose;
using pw::patience::Pairing;

void PatiencePage::setUpRules(QWidget* panel) {
    rulesBox_ = new RulesBox(panel);
    QGridLayout* grid = rulesBox_->fields();
    chooseCombo_ = new QComboBox;
    chooseCombo_->setObjectName(QStringLiteral("chooseCombo"));
    chooseCombo_->addItem(tr("a pair of piles, uniformly"), static_cast<int>(Choose::Pairs));
    chooseCombo_->addItem(tr("a rank, then one of its pairs"), static_cast<int>(Choose::Ranks));
    chooseCombo_->setAccessibleName(tr("How the random player chooses"));
    chooseCombo_->setAccessibleDescription(
        tr("Uniformly among the pairs of piles that can be removed (the contest), or first a rank "
           "uniformly among those that can be paired, then one of that rank's pairs"));
    chooseCombo_->setToolTip(chooseCombo_->accessibleDescription());
    pairsCombo_ = new QComboBox;
    pairsCombo_->setObjectName(QStringLiteral("pairsCombo"));
    pairsCombo_->addItem(tr("the same rank"), static_cast<int>(Pairing::Rank));
    pairsCombo_->addItem(tr("the same rank and colour"), static_cast<int>(Pairing::RankColour));
    pairsCombo_->setAccessibleName(tr("Which cards pair"));
    pairsCombo_->setAccessibleDescription(
        tr("Two top cards of the same rank pair (the contest), or only two of the same rank and "
           "colour: red with red, black with black"));
    pairsCombo_->setToolTip(pairsCombo_->accessibleDescription());
    auto* chooseLabel = new QLabel(tr("Random player picks:"));
    chooseLabel->setBuddy(chooseCombo_);
    auto* pairsLabel = new QLabel(tr("Cards pair with:"));
    pairsLabel->setBuddy(pairsCombo_);
    grid->addWidget(chooseLabel, 0, 0);
    grid->addWidget(chooseCombo_, 0, 1);
    grid->addWidget(pairsLabel, 1, 0);
    grid->addWidget(pairsCombo_, 1, 1);
    grid->setColumnStretch(2, 1);
    const auto send = [this] {
        model_->setRules({static_cast<Choose>(chooseCombo_->currentData().toInt()),
                          static_cast<Pairing>(pairsCombo_->currentData().toInt())});
    };
    connect(chooseCombo_, &QComboBox::currentIndexChanged, this, send);
    connect(pairsCombo_, &QComboBox::currentIndexChanged, this, send);
    connect(rulesBox_, &RulesBox::contestRequested, this,
            [this] { model_->setRules(pw::patience::Rules{}); });
    // Under the deal's box, before the checks (which check under these rules).
    ui_->panelLayout->insertWidget(ui_->panelLayout->indexOf(ui_->dealGroup) + 1, rulesBox_);
}

void PatiencePage::renderRules() {
    const pw::patience::Rules& rules = model_->rules();
    {
        const QSignalBlocker a(chooseCombo_), b(pairsCombo_);
        chooseCombo_->setCurrentIndex(chooseCombo_->findData(static_cast<int>(rules.choose)));
        pairsCombo_->setCurrentIndex(pairsCombo_->findData(static_cast<int>(rules.pairs)));
    }
    QStringList longest;
    for (const auto choose : {Choose::Pairs, Choose::Ranks})
        for (const auto pairs : {Pairing::Rank, Pairing::RankColour})
            longest << PatienceModel::rulesWords({choose, pairs});
    rulesBox_->showRules(PatienceModel::rulesWords(rules), rules.isContest(), longest);
}
