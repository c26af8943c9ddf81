// StonesPage, the rules: the Rules box (the target's three vertices, Contest rules), drawn from
// the model, each change sent to it as one step; the board rings the target.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rulesbox.h"
#include "app/stones/stonespage.h"
#include "app/stones/stonesview.h"
#include "ui_stonespanel.h"

#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

void StonesPage::setUpRules(QWidget* panel) {
    rulesBox_ = new RulesBox(panel);
    QGridLayout* grid = rulesBox_->fields();
    auto* label = new QLabel(tr("Target vertices:"));
    grid->addWidget(label, 0, 0);
    for (int i = 0; i < 3; ++i) {
        auto* spin = new QSpinBox;
        spin->setObjectName(QStringLiteral("targetSpin%1").arg(i));
        // As wide as the largest board's numbers, whatever the board shown (nothing moves when
        // the number of vertices changes).
        spin->setRange(1, pw::stones::kMaxVertices);
        spin->setMinimumWidth(spin->sizeHint().width());
        spin->setKeyboardTracking(false); // a typed number applies on Enter or focus-out
        spin->setAccessibleName(tr("Target vertex %1 of 3").arg(i + 1));
        spin->setAccessibleDescription(
            tr("One of the three distinct vertices the stones must reach (the contest's: 1, 2, "
               "3)"));
        spin->setToolTip(spin->accessibleDescription());
        grid->addWidget(spin, 0, 1 + i);
        targetSpins_[static_cast<std::size_t>(i)] = spin;
        connect(spin, &QSpinBox::valueChanged, this, [this, i](int vertex) {
            pw::stones::Rules rules = model_->state().rules;
            rules.target[static_cast<std::size_t>(i)] = vertex - 1;
            model_->setRules(rules); // one step, or refused with a message (and redrawn)
        });
    }
    label->setBuddy(targetSpins_[0]);
    grid->setColumnStretch(4, 1);
    connect(rulesBox_, &RulesBox::contestRequested, this,
            [this] { model_->setRules(pw::stones::Rules{}); });
    // Just above the board's box: the goal belongs with the board (and the move list above
    // keeps its place under a panel scrolled to its end).
    ui_->panelLayout->insertWidget(ui_->panelLayout->indexOf(ui_->boardGroup), rulesBox_);
}

void StonesPage::renderRules() {
    const pw::stones::Rules& rules = model_->state().rules;
    const int n = model_->state().start.vertexCount();
    for (int i = 0; i < 3; ++i) {
        QSpinBox* spin = targetSpins_[static_cast<std::size_t>(i)];
        const QSignalBlocker blocker(spin);
        spin->setMaximum(n);
        spin->setValue(rules.target[static_cast<std::size_t>(i)] + 1);
    }
    const int last = pw::stones::kMaxVertices - 1;
    rulesBox_->showRules(
        StonesModel::rulesWords(rules), rules.isContest(),
        {StonesModel::rulesWords({{last - 2, last - 1, last}}), StonesModel::rulesWords({})});
    view_->setGoal(rules.normalized().target);
}
