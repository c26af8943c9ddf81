// PatiencePage, what is shown: the answer, the pairs with their values, the deal and whether it
// is the contest's standard one, and the buttons, all drawn from the model (their texts built by
// patienceanswer.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/cardart.h"
#include "app/patience/patienceanswer.h"
#include "app/patience/patiencechecks.h"
#include "app/patience/patiencepage.h"
#include "app/patience/patienceview.h"
#include "app/steadylabel.h"
#include "ui_patiencepanel.h"

#include <QTextDocumentFragment>

#include <algorithm>

using patienceanswer::probability;
using pw::patience::MoveValue;

void PatiencePage::render() {
    const PatienceState& state = model_->state();
    const bool editing = model_->isEditing();
    {
        const QSignalBlocker a(ui_->editModeRadio), b(ui_->playModeRadio), c(ui_->layoutCombo),
            d(ui_->seedSpin);
        ui_->editModeRadio->setChecked(editing);
        ui_->playModeRadio->setChecked(!editing);
        ui_->layoutCombo->setCurrentIndex(state.fullDeck ? 1 : 0);
        ui_->seedSpin->setValue(state.seed);
    }
    {
        // The deal selector, for a judge file of several deals.
        const int deals = model_->dealCount();
        ui_->dealNumberLabel->setVisible(deals > 1);
        ui_->dealSpin->setVisible(deals > 1);
        ui_->dealCountLabel->setVisible(deals > 1);
        const QSignalBlocker blocker(ui_->dealSpin);
        ui_->dealSpin->setMaximum(std::max(1, deals));
        ui_->dealSpin->setValue(state.dealIndex + 1);
        ui_->dealCountLabel->setText(tr("of %L1").arg(deals));
    }
    renderRules();
    view_->setEditing(editing);
    view_->setPosition(editing ? state.start : model_->current());
    view_->setSelectedPile(model_->selectedPile());
    renderAnswer();
    renderPairs();
    renderDealInfo();
    renderButtons();
    ui_->statusLabel->setText(patienceanswer::status(*model_));
    checks_->render();
}

void PatiencePage::renderAnswer() {
    const patienceanswer::Texts texts = patienceanswer::of(*model_);
    ui_->answerLabel->setEnabled(!texts.stale);
    ui_->playValuesLabel->setEnabled(!texts.stale);
    if (texts.stale)
        return;
    ui_->answerLabel->setText(texts.answer);
    view_->setAccessibleDescription(QTextDocumentFragment::fromHtml(texts.answer).toPlainText());
    ui_->playValuesLabel->setText(texts.values);
    ui_->detailLabel->setText(texts.detail);
    reserveAnswerRoom();
}

// The answer's labels keep the room of their longest usual texts (a percentage of 100, the
// won or lost line, a hundred pairs removed, a billion positions, a second's solve), so that the
// pair list and the buttons below never move as the game goes on.
void PatiencePage::reserveAnswerRoom() {
    ui_->answerLabel->setLongestTexts(patienceanswer::longestAnswers());
    ui_->playValuesLabel->setLongestTexts(patienceanswer::longestValues());
    ui_->detailLabel->setLongestTexts(patienceanswer::longestDetails());
}

void PatiencePage::renderPairs() {
    QTreeWidget* tree = ui_->pairTree;
    const QSignalBlocker blocker(tree);
    tree->clear();
    view_->setHighlightedMove(std::nullopt);
    const auto known = model_->analysis();
    const std::vector<MoveValue> moves = patienceanswer::pairsInOrder(*model_);
    const auto best = model_->bestMove();
    const auto selected = model_->selectedPile();
    // No numbers on the cards until they are known (zeros would read as lost positions).
    view_->setMoveValues(model_->isEditing() || !known ? std::vector<MoveValue>{} : known->moves,
                         best);
    view_->setValuesStale(!known);
    for (const MoveValue& mv : moves) {
        auto* item = new QTreeWidgetItem(tree);
        const bool isBest = best && mv.move == *best;
        const bool picked = selected && (mv.move.first == *selected || mv.move.second == *selected);
        item->setText(0, patienceanswer::pairText(*model_, mv, isBest));
        item->setToolTip(0, tr("Piles %1 and %2").arg(mv.move.first + 1).arg(mv.move.second + 1));
        item->setText(1, known ? probability(mv.after.random) : QStringLiteral("…"));
        if (known)
            item->setData(1, kChanceRole, mv.after.random);
        item->setText(2, known ? probability(mv.after.best) : QStringLiteral("…"));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(0, Qt::UserRole, mv.move.first);
        item->setData(0, Qt::UserRole + 1, mv.move.second);
        if (isBest || picked) {
            QFont font = item->font(0);
            font.setBold(true);
            for (int c = 0; c < 3; ++c)
                item->setFont(c, font);
        }
        if (isBest)
            for (int c = 0; c < 3; ++c)
                item->setBackground(c, QColor(0xf2, 0xb7, 0x05, 70));
    }
    if (moves.empty()) {
        auto* item = new QTreeWidgetItem(tree);
        item->setText(0, patienceanswer::noPairText(*model_));
        item->setFlags(Qt::NoItemFlags);
        item->setFirstColumnSpanned(true);
    }
    ui_->pairsGroup->setTitle(patienceanswer::pairsTitle(static_cast<int>(moves.size())));
    chart_->setData(chartData(moves));
}

PatienceChart::Data PatiencePage::chartData(const std::vector<MoveValue>& moves) const {
    const auto known = model_->analysis();
    const auto best = model_->bestMove();
    PatienceChart::Data data;
    data.empty = patienceanswer::noPairText(*model_);
    // The highest chance as the list prints it: every pair that reaches it is a best first move
    // for the chart's question (random play afterwards), ties included.
    const QString highest =
        known && !moves.empty() ? probability(moves.front().after.random) : QString();
    for (const MoveValue& mv : moves) {
        PatienceChart::Bar bar;
        bar.move = mv.move;
        bar.label = patienceanswer::pairText(*model_, mv, best && mv.move == *best);
        if (known) {
            bar.value = mv.after.random;
            bar.valueText = probability(mv.after.random);
            bar.highlighted = bar.valueText == highest;
        } else {
            bar.valueText = QStringLiteral("…");
        }
        data.bars.push_back(std::move(bar));
    }
    if (known && !moves.empty()) {
        data.reference = known->values.random;
        data.referenceText = probability(known->values.random);
    }
    return data;
}

void PatiencePage::renderDealInfo() {
    ui_->dealLabel->setText(patienceanswer::dealInfo(*model_));
}

PuzzlePage::Report PatiencePage::report() const {
    // Built from the model by the builder that fills the labels, never read back from them.
    const patienceanswer::Report report = patienceanswer::report(*model_);
    return {report.answer, report.explanation};
}

void PatiencePage::renderButtons() {
    const bool playing = !model_->isEditing();
    const bool canMove =
        playing && !pw::patience::legalMoves(model_->current(), model_->rules()).empty();
    ui_->restartButton->setEnabled(gameActionAvailable(GameAction::Restart));
    ui_->bestMoveButton->setEnabled(gameActionAvailable(GameAction::Hint));
    ui_->randomMoveButton->setEnabled(canMove);
    ui_->pairTree->setEnabled(playing);
    chart_->setEnabled(playing);
}
