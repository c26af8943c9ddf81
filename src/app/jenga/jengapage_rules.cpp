// JengaPage, the rules: the Rules box (how many faces of the die show each colour, and Contest
// rules), the answer's line naming a die other than the contest's, and the die of a game.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengaanswer.h"
#include "app/jenga/jengapage.h"
#include "app/jenga/jengatext.h"
#include "app/rulesbox.h"
#include "app/steadylabel.h"
#include "ui_jengapanel.h"

#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>

using pw::jenga::Colour;

namespace {

// The faces' names in what a screen reader says and in tooltips: red, green, blue, black.
QString faceName(int face) {
    return face < 3 ? jengatext::name(static_cast<Colour>(face)) : JengaPage::tr("black");
}

// The fields' labels.
QString faceLabel(int face) {
    switch (face) {
    case 0:
        return JengaPage::tr("Red:");
    case 1:
        return JengaPage::tr("Green:");
    case 2:
        return JengaPage::tr("Blue:");
    default:
        return JengaPage::tr("Black:");
    }
}

int facesOf(const pw::jenga::Rules& rules, int face) {
    return face < 3 ? rules.colourFaces[static_cast<std::size_t>(face)] : rules.blackFaces;
}

// The die's chance of a face, as a fraction of its faces ("2/6").
QString chance(const pw::jenga::Rules& rules, int face) {
    return QStringLiteral("%1/%2").arg(facesOf(rules, face)).arg(rules.faces());
}

} // namespace

void JengaPage::setUpRules(QWidget* panel) {
    rulesBox_ = new RulesBox(panel);
    QGridLayout* grid = rulesBox_->fields();
    auto* caption = new QLabel(tr("Faces of the die:"));
    grid->addWidget(caption, 0, 0, 1, 4);
    for (int face = 0; face < 4; ++face) {
        auto* label = new QLabel(faceLabel(face));
        auto* spin = new QSpinBox;
        spin->setObjectName(QStringLiteral("dieSpin%1").arg(face));
        spin->setRange(0, pw::jenga::kMaxFaceWeight);
        spin->setKeyboardTracking(false); // a typed number applies on Enter or focus-out
        spin->setAccessibleName(tr("Faces of the die showing %1").arg(faceName(face)));
        spin->setAccessibleDescription(
            tr("How many of the die's faces show %1, from 0 to %2; the die needs at least one "
               "red, green or blue face")
                .arg(faceName(face))
                .arg(pw::jenga::kMaxFaceWeight));
        spin->setToolTip(spin->accessibleDescription());
        label->setBuddy(spin);
        grid->addWidget(label, 1 + face / 2, (face % 2) * 2);
        grid->addWidget(spin, 1 + face / 2, (face % 2) * 2 + 1);
        dieSpins_[static_cast<std::size_t>(face)] = spin;
        connect(spin, &QSpinBox::valueChanged, this, [this, face](int faces) {
            pw::jenga::Rules rules = model_->rules();
            if (face < 3)
                rules.colourFaces[static_cast<std::size_t>(face)] = faces;
            else
                rules.blackFaces = faces;
            model_->setRules(rules); // one step, or refused with a message (and redrawn)
        });
    }
    grid->setColumnStretch(4, 1);
    connect(rulesBox_, &RulesBox::contestRequested, this,
            [this] { model_->setRules(pw::jenga::Rules{}); });
    // Last, under the explanations: the chart stays whole above the fold of a small window.
    ui_->panelLayout->addWidget(rulesBox_);

    // The answer's third line names the die when it is not the contest's; its room is kept
    // whatever the die, so that nothing below moves when the rules change.
    rulesLine_ = new SteadyLabel;
    rulesLine_->setObjectName(QStringLiteral("answerRulesLabel"));
    rulesLine_->setAccessibleName(tr("Rules of the answer"));
    ui_->answerLayout->insertWidget(ui_->answerLayout->indexOf(ui_->detailLabel) + 1, rulesLine_);
}

void JengaPage::renderRules() {
    const pw::jenga::Rules& rules = model_->rules();
    for (int face = 0; face < 4; ++face) {
        QSpinBox* spin = dieSpins_[static_cast<std::size_t>(face)];
        const QSignalBlocker blocker(spin);
        spin->setValue(facesOf(rules, face));
    }
    pw::jenga::Rules widest;
    widest.colourFaces = {pw::jenga::kMaxFaceWeight, pw::jenga::kMaxFaceWeight,
                          pw::jenga::kMaxFaceWeight};
    widest.blackFaces = pw::jenga::kMaxFaceWeight;
    rulesBox_->showRules(JengaModel::rulesWords(rules), rules.isContest(),
                         {JengaModel::rulesWords(widest), JengaModel::rulesWords({})});
    rulesLine_->setLongestTexts({jengaanswer::rulesLine(widest).toHtmlEscaped()});
}

void JengaPage::renderDieButtons() {
    const JengaState& state = model_->state();
    const pw::jenga::Rules& rules = state.rules;
    const bool open = model_->isPlaying() && !state.rolled && !model_->isOver();
    ui_->rollButton->setEnabled(open);
    QPushButton* const buttons[] = {ui_->redButton, ui_->greenButton, ui_->blueButton,
                                    ui_->blackButton};
    for (int face = 0; face < 4; ++face) {
        QPushButton* button = buttons[face];
        // A face the die never shows is not offered.
        button->setEnabled(open && facesOf(rules, face) > 0);
        button->setToolTip(facesOf(rules, face) > 0
                               ? (face < 3 ? tr("Pretend the die shows %1").arg(faceName(face))
                                           : tr("Pretend the die shows black: the minute passes "
                                                "with no move"))
                               : tr("The die in force has no %1 face").arg(faceName(face)));
    }
    ui_->rollButton->setToolTip(
        tr("Roll the die at random: red %1, green %2, blue %3, black %4 (R)")
            .arg(chance(rules, 0), chance(rules, 1), chance(rules, 2), chance(rules, 3)));
}
