// HackenbushPage, the rules: the Rules box (green cubes allowed, Contest rules), drawn from the
// model, each change sent to it as one step. What the page says of positions with green cubes
// (their values are short games) is in hackenbushanswer.h.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/rulesbox.h"
#include "ui_hackenbushpanel.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QPushButton>
#include <QSignalBlocker>

void HackenbushPage::setUpRules(QWidget* panel) {
    rulesBox_ = new RulesBox(panel);
    greenCheck_ = new QCheckBox(tr("Green cubes (either player may take one)"));
    greenCheck_->setObjectName(QStringLiteral("greenCubesCheck"));
    greenCheck_->setAccessibleName(tr("Allow green cubes"));
    greenCheck_->setAccessibleDescription(
        tr("A green cube may be taken by either player, with every cube above it; the values "
           "are then games in CGSuite's notation. The contest has none."));
    greenCheck_->setToolTip(greenCheck_->accessibleDescription());
    rulesBox_->fields()->addWidget(greenCheck_, 0, 0);
    connect(greenCheck_, &QCheckBox::toggled, this,
            [this](bool on) { model_->setRules(pw::hackenbush::Rules{on}); });
    connect(rulesBox_, &RulesBox::contestRequested, this,
            [this] { model_->setRules(pw::hackenbush::Rules{}); });
    // Under the editing box: the cubes the editor offers follow the rules.
    ui_->panelLayout->insertWidget(ui_->panelLayout->indexOf(ui_->editGroup) + 1, rulesBox_);
}

void HackenbushPage::renderRules() {
    const pw::hackenbush::Rules& rules = model_->rules();
    {
        const QSignalBlocker blocker(greenCheck_);
        greenCheck_->setChecked(rules.greenCubes);
    }
    rulesBox_->showRules(HackenbushModel::rulesWords(rules), rules.isContest(),
                         {HackenbushModel::rulesWords(pw::hackenbush::Rules{true}),
                          HackenbushModel::rulesWords({})});
    // The contest's rules have no green cube: while the tests hold one, they are not offered.
    const bool green = model_->state().hasGreen();
    rulesBox_->contestButton()->setEnabled(!rules.isContest() && !green);
    greenCheck_->setEnabled(!rules.greenCubes || !green);
    const QString why = tr("The tests hold green cubes: remove or recolour them first");
    rulesBox_->contestButton()->setToolTip(
        green ? why : tr("Back to the contest's rules, as one step that Undo takes back"));
    firstView_->setGreenAllowed(rules.greenCubes);
    secondView_->setGreenAllowed(rules.greenCubes);
    ui_->explainText->setPlaceholderText(
        rules.greenCubes
            ? tr("Hover a cube to see its tower's value derived step by step: for white and "
                 "black cubes the run at the bottom, each cube's ±1/2^k and the sign expansion; "
                 "with a green cube, the tower cut above each cube as { White's options | "
                 "Black's }.")
            : tr("Hover a cube to see its tower's value derived step by step: the run at the "
                 "bottom, then each cube's "
                 "±1/2^k with the running sum, then the sign expansion."));
}
