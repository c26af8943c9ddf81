// HackenbushPage, what is shown: the views, the values in words and numbers, the comparison,
// the winning moves, the tests and the game, all drawn from the model (their texts built by
// hackenbushanswer.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"

#include "app/hackenbush/hackenbushanswer.h"
#include "app/hackenbush/hackenbushview.h"
#include "ui_hackenbushpanel.h"

#include <QLocale>
#include <QTextDocumentFragment>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

// Text ids longer than this are not put in the line edits (they would be megabytes).
constexpr std::size_t kMaxEditableCubes = 100'000;

} // namespace

void HackenbushPage::render() {
    const HackenbushState& state = model_->state();
    const bool playing = model_->isPlaying();
    {
        const QSignalBlocker a(ui_->whiteToMoveRadio), b(ui_->blackToMoveRadio),
            c(ui_->markWinningCheck), d(ui_->humanColourCombo), e(ui_->starterCombo),
            f(ui_->randomHeightSpin), g(ui_->seedSpin);
        // In a game, "To move" is the game's side to move.
        const Colour toMove = playing ? state.gameToMove() : state.toMove;
        ui_->whiteToMoveRadio->setChecked(toMove == Colour::White);
        ui_->blackToMoveRadio->setChecked(toMove == Colour::Black);
        ui_->markWinningCheck->setChecked(model_->markWinning());
        ui_->humanColourCombo->setCurrentIndex(state.human == Colour::White ? 0 : 1);
        ui_->starterCombo->setCurrentIndex(state.humanFirst ? 0 : 1);
        ui_->randomHeightSpin->setValue(state.randomHeight);
        ui_->seedSpin->setValue(state.seed);
    }
    renderRules();
    renderView(true);
    renderView(false);
    renderValues();
    renderWinningMoves();
    renderTests();
    renderPlay();
    renderTreeLabel();
    ui_->messageLabel->setText(model_->message().toHtmlEscaped());
    for (bool first : {true, false}) {
        QLineEdit* edit = first ? ui_->firstIdEdit : ui_->secondIdEdit;
        const Position& p = first ? state.test().first : state.test().second;
        if (edit->hasFocus() && edit->isModified())
            continue; // the user is typing there
        if (p.cubeCount() <= kMaxEditableCubes) {
            edit->setText(QString::fromStdString(pw::hackenbush::textId(p)));
            edit->setPlaceholderText(tr("(no towers)"));
        } else {
            edit->clear();
            edit->setPlaceholderText(
                tr("%1 cubes: too long to show")
                    .arg(QLocale().toString(static_cast<qulonglong>(p.cubeCount()))));
        }
        edit->setModified(false);
    }
    ui_->firstIdEdit->setEnabled(!playing);
}

void HackenbushPage::renderView(bool first) {
    HackenbushView* view = first ? firstView_ : secondView_;
    const HackenbushState& state = model_->state();
    const bool playing = first && model_->isPlaying();
    const HackenbushAnalysis::Side* side = model_->side(first);
    const bool stale = !model_->isSettled() || !side;
    view->setVisible(first || !model_->isPlaying() || model_->previewNode(first));
    // A position picked in the game tree window: shown read-only, with its own tower values.
    if (const pw::hackenbush::TreeNode* node = model_->previewNode(first)) {
        view->setPosition(node->position);
        view->setEditable(false);
        view->setRemovalPreview(false);
        view->setTowerLabels(side->treeTowerLabels[model_->treePreview()->node], false);
        view->setMarkedMoves({});
        view->setCaption(hackenbushanswer::caption(*model_, first));
        return;
    }
    const Position position = state.shown(first);
    view->setPosition(position);
    view->setEditable(!playing);
    view->setRemovalPreview(playing);
    view->setTowerLabels(side && side->towerLabels.size() ==
                                     static_cast<qsizetype>(position.towerCount())
                             ? side->towerLabels
                             : QStringList(),
                         stale, !(side && side->game));
    // The player whose winning moves are marked: the chosen one, or in a game the user on turn.
    std::vector<Move> marked;
    if (model_->markWinning() && side && !stale && (!playing || model_->isHumanToMove()))
        marked = side->winningMoves(playing ? state.human : state.toMove);
    view->setMarkedMoves(std::move(marked));
    view->setCaption(hackenbushanswer::caption(*model_, first));
}

void HackenbushPage::renderTreeLabel() {
    ui_->treeLabel->setText(hackenbushanswer::treeNote(*model_));
}

void HackenbushPage::renderValues() {
    const bool playing = model_->isPlaying();
    const bool settled = model_->isSettled();
    const hackenbushanswer::Texts texts = hackenbushanswer::of(*model_);
    for (const bool first : {true, false}) {
        SpokenLabel* label = first ? ui_->firstValueLabel : ui_->secondValueLabel;
        label->setEnabled(settled && model_->side(first));
        if (const auto& text = first ? texts.first : texts.second) {
            label->setText(*text);
            (first ? firstView_ : secondView_)
                ->setAccessibleDescription(QTextDocumentFragment::fromHtml(*text).toPlainText());
        }
    }
    ui_->secondValueLabel->setVisible(!playing); // keeps its room (see the constructor)
    // Each value keeps the room of the longest it can be (its texts are shortened to
    // hackenbushtext::kMaxShownLength), so a tall tower moves nothing below it.
    ui_->firstValueLabel->setLongestTexts(hackenbushanswer::longestValues());
    ui_->secondValueLabel->setLongestTexts(hackenbushanswer::longestValues());
    // The verdict keeps the room of its longest usual text, so nothing below moves when a game
    // starts or ends.
    ui_->verdictLabel->setLongestTexts(hackenbushanswer::longestVerdicts());
    ui_->verdictLabel->setEnabled(texts.verdict.has_value());
    if (texts.verdict)
        ui_->verdictLabel->setText(*texts.verdict);
}

void HackenbushPage::renderWinningMoves() {
    const bool playing = model_->isPlaying();
    ui_->whiteToMoveRadio->setEnabled(!playing);
    ui_->blackToMoveRadio->setEnabled(!playing);
    ui_->winningMovesLabel->setText(hackenbushanswer::winningMoves(*model_, true));
    ui_->winningMovesLabel->setLongestTexts(hackenbushanswer::longestWinningMoves());
}

void HackenbushPage::renderTests() {
    const int count = model_->testCount();
    {
        const QSignalBlocker blocker(ui_->testCombo);
        const int shown = std::min(count, hackenbushanswer::kMaxTestsShown);
        if (ui_->testCombo->count() != shown) {
            ui_->testCombo->clear();
            for (int i = 0; i < shown; ++i)
                ui_->testCombo->addItem(hackenbushanswer::testName(*model_, i));
        }
        for (int i = 0; i < shown; ++i)
            ui_->testCombo->setItemText(i, hackenbushanswer::testName(*model_, i));
        ui_->testCombo->setCurrentIndex(model_->state().current < shown ? model_->state().current
                                                                        : -1);
    }
    ui_->testsGroup->setTitle(hackenbushanswer::testsTitle(count));
    if (const auto output = hackenbushanswer::judgeOutput(*model_))
        ui_->judgeOutput->setPlainText(*output);
}

void HackenbushPage::renderPlay() {
    const bool playing = model_->isPlaying();
    ui_->stopGameButton->setEnabled(playing);
    ui_->engineMoveButton->setEnabled(model_->isEngineWaiting());
    ui_->newGameButton->setText(playing ? tr("Restart") : tr("New game"));
    ui_->playStatusLabel->setText(model_->playStatus());
}

PuzzlePage::Report HackenbushPage::report() const {
    // Built from the model by the builder that fills the labels, never read back from them.
    const hackenbushanswer::Report report = hackenbushanswer::report(*model_);
    return {report.answer, report.explanation};
}
