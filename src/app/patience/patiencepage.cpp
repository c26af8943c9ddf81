// PatiencePage: the widgets of the patience page and how they send commands to its model.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencepage.h"

#include "app/pageexport.h"
#include "app/patience/cardart.h"
#include "app/patience/patiencecarddialog.h"
#include "app/patience/patiencechecks.h"
#include "app/patience/patiencestudydialog.h"
#include "app/patience/patienceview.h"
#include "engine/patience/judge.h"
#include "ui_patiencepanel.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHeaderView>
#include <QRandomGenerator>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

#include <algorithm>

using pw::patience::Move;
using pw::patience::MoveValue;
using pw::patience::Position;

PatiencePage::PatiencePage(QWidget* parent)
    : PuzzlePage(new PatienceModel, parent), model_(static_cast<PatienceModel*>(model())),
      ui_(std::make_unique<Ui::PatiencePanel>()) {
    view_ = new PatienceView(this);
    auto* panel = new QWidget;
    ui_->setupUi(panel);
    setUpRules(panel); // before the layout: its boxes get the wheel guard with the others
    setUpLayout({view_}, panel);
    QHeaderView* header = ui_->pairTree->header();
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    header->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    header->setStretchLastSection(false);
    // The chart fills the pair group's second tab, as tall as the list in the first.
    chart_ = new PatienceChart(ui_->pairChartTab);
    chart_->setObjectName(QStringLiteral("pairChart"));
    auto* chartLayout = new QVBoxLayout(ui_->pairChartTab);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(chart_);
    // The list no taller than the chart: both tabs the chart's height, whichever is shown.
    ui_->pairTree->setMaximumHeight(chart_->sizeHint().height());
    ui_->seedSpin->setKeyboardTracking(false);
    ui_->seedSpin->setRange(0, PatienceModel::kMaxSeed);
    bindSolveIndicator(ui_->progressLabel, ui_->cancelButton);
    // What the deal is keeps the room of four lines (a 52-card deal's takes three), so that the
    // buttons below never move; a longer diagnosis is cut, whole in its tooltip.
    ui_->dealLabel->setLines(4);
    // The game's status is below its buttons (a message never moves them) in room for two lines.
    // The page's own Undo and Redo are the history's: the same as Ctrl+Z and Edit › Undo.
    bindHistoryButtons(ui_->undoButton, ui_->redoButton);
    checks_ = new PatienceChecks(ui_.get(), model_, this);
    connectPanel();
    render();
}

PatiencePage::~PatiencePage() = default;

void PatiencePage::connectPanel() {
    connect(view_, &PatienceView::cardClicked, this, [this](int pile, int index) {
        if (model_->isEditing()) {
            if (index >= 0)
                editCard(pile, index);
        } else {
            model_->clickPile(pile);
        }
    });
    connect(view_, &PatienceView::cardDropped, this,
            [this](int fromPile, int fromIndex, int toPile, int toIndex) {
                if (model_->isEditing()) {
                    if (fromIndex >= 0 && toIndex >= 0)
                        model_->swapCards(fromPile, fromIndex, toPile, toIndex);
                    return;
                }
                // Dropping a top card onto another pile's top card removes the pair, as two clicks
                // would.
                model_->clearSelection();
                model_->clickPile(fromPile);
                model_->clickPile(toPile);
            });
    connect(view_, &PatienceView::hoverChanged, ui_->hoverLabel, &QLabel::setText);
    // Restart and Best pair are the Game menu's Restart and Hint: one command, one rule for when.
    connect(ui_->restartButton, &QPushButton::clicked, this,
            [this] { runGameAction(GameAction::Restart); });
    connect(ui_->bestMoveButton, &QPushButton::clicked, this,
            [this] { runGameAction(GameAction::Hint); });
    connect(ui_->randomMoveButton, &QPushButton::clicked, this,
            [this] { model_->playRandomMove(QRandomGenerator::global()->generate()); });
    connect(ui_->randomDealButton, &QPushButton::clicked, model_, &PatienceModel::newRandomDeal);
    connect(ui_->studyButton, &QPushButton::clicked, this, [this] {
        PatienceStudyDialog* dialog = studyDialog();
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
    connect(ui_->layoutCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { model_->setLayout(index == 1); });
    connect(ui_->seedSpin, &QSpinBox::valueChanged, model_, &PatienceModel::setSeed);
    connect(ui_->dealSpin, &QSpinBox::valueChanged, model_,
            [this](int deal) { model_->showDeal(deal - 1); });
    connect(ui_->openButton, &QPushButton::clicked, this, &PatiencePage::openFromDialog);
    connect(ui_->pasteButton, &QPushButton::clicked, this, &PatiencePage::pasteFromClipboard);
    connect(ui_->copyButton, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(model_->judgeText());
        model_->setMessage(tr("Copied the deal as %1.")
                               .arg(model_->state().start.deal().isStandard() ? tr("judge text")
                                                                              : tr("a text id")));
    });
    connect(ui_->editModeRadio, &QRadioButton::toggled, this, [this](bool edit) {
        model_->setMode(edit ? PatienceState::Mode::Edit : PatienceState::Mode::Play);
    });
    connect(ui_->pairTree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (const auto move = moveOfItem(item))
            model_->playMove(*move);
    });
    connect(ui_->pairTree, &QTreeWidget::itemEntered, this,
            [this](QTreeWidgetItem* item) { view_->setHighlightedMove(moveOfItem(item)); });
    connect(ui_->pairTree, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item) { view_->setHighlightedMove(moveOfItem(item)); });
    ui_->pairTree->viewport()->installEventFilter(this);
    // A bar of the chart is its pair as a row of the list is: pointed at on the table while
    // hovered, removed by the same command when activated.
    connect(chart_, &PatienceChart::pairHovered, this, [this](int pile, int otherPile) {
        view_->setHighlightedMove(pile >= 0 ? std::optional<Move>(Move{pile, otherPile})
                                            : moveOfItem(ui_->pairTree->currentItem()));
    });
    connect(chart_, &PatienceChart::pairActivated, this, [this](int pile, int otherPile) {
        model_->playMove(Move{pile, otherPile});
    });

    addShortcut(QKeySequence(Qt::Key_Home), [this] { model_->restart(); });
    addShortcut(QKeySequence(Qt::Key_B), [this] { model_->playBestMove(); });
    addShortcut(QKeySequence(Qt::Key_R), [this] { ui_->randomMoveButton->click(); });
    addShortcut(QKeySequence(Qt::Key_N), [this] { model_->newRandomDeal(); });
    addShortcut(QKeySequence(Qt::Key_Escape), [this] { model_->clearSelection(); });
}

bool PatiencePage::eventFilter(QObject* watched, QEvent* event) {
    // Leaving the pair list stops pointing at its pair on the table.
    if (watched == ui_->pairTree->viewport() && event->type() == QEvent::Leave)
        view_->setHighlightedMove(moveOfItem(ui_->pairTree->currentItem()));
    return PuzzlePage::eventFilter(watched, event);
}

void PatiencePage::editCard(int pile, int index) {
    auto* dialog = new PatienceCardDialog(model_->state().start.deal(), pile, index, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const pw::patience::Deal edited = model_->state().start.deal();
    connect(dialog, &QDialog::accepted, this, [this, dialog, edited, pile, index] {
        // Only if the deal was not replaced meanwhile (e.g. by a paste).
        if (const auto card = dialog->chosenCard();
            card && edited.sharesDataWith(model_->state().start.deal()))
            model_->replaceCard(pile, index, *card, dialog->swapWithCopy());
    });
    dialog->open();
}

std::optional<Move> PatiencePage::moveOfItem(const QTreeWidgetItem* item) const {
    if (!item || !item->data(0, Qt::UserRole).isValid())
        return std::nullopt;
    return Move{item->data(0, Qt::UserRole).toInt(), item->data(0, Qt::UserRole + 1).toInt()};
}

QString PatiencePage::answerText() const {
    return ui_->answerLabel->text();
}
QString PatiencePage::statusText() const {
    return ui_->statusLabel->text();
}
QString PatiencePage::dealText() const {
    return ui_->dealLabel->text();
}

QList<QWidget*> PatiencePage::charts() const {
    return {chart_};
}

QList<PuzzlePage::CsvTable> PatiencePage::csvTables() const {
    const auto known = model_->analysis();
    if (!known)
        return {};
    const Position& position = model_->current();
    QString csv = pageexport::csvRow({tr("pile"), tr("pile"), tr("cards"), tr("random play after"),
                                      tr("best play after"), tr("worst play after")});
    for (const MoveValue& mv : known->moves)
        csv += pageexport::csvRow(
            {QString::number(mv.move.first + 1), QString::number(mv.move.second + 1),
             QStringLiteral("%1 %2").arg(
                 QString::fromStdString(position.topCard(mv.move.first)->text()),
                 QString::fromStdString(position.topCard(mv.move.second)->text())),
             pageexport::csvNumber(mv.after.random), pageexport::csvNumber(mv.after.best),
             pageexport::csvNumber(mv.after.worst)});
    return {{tr("Pairs"), QStringLiteral("patience-pairs"), csv}};
}

// The Game menu through the panel's commands: Random deal, Restart, Best pair; Solve runs a
// stopped solve again (the page solves as the deal changes).
bool PatiencePage::gameActionAvailable(GameAction action) const {
    const bool playing = !model_->isEditing();
    switch (action) {
    case GameAction::New:
        return true;
    case GameAction::Restart:
        return playing && !model_->state().moves.empty();
    case GameAction::Hint:
        return playing && !pw::patience::legalMoves(model_->current(), model_->rules()).empty() &&
               model_->bestMove().has_value();
    case GameAction::Solve:
        return PuzzlePage::gameActionAvailable(action);
    }
    return false;
}

void PatiencePage::doGameAction(GameAction action) {
    switch (action) {
    case GameAction::New:
        model_->newRandomDeal();
        break;
    case GameAction::Restart:
        model_->restart();
        break;
    case GameAction::Hint:
        model_->playBestMove();
        break;
    case GameAction::Solve:
        PuzzlePage::doGameAction(action);
        break;
    }
}

PatienceStudyDialog* PatiencePage::studyDialog() {
    if (!studyDialog_) {
        studyDialog_ = new PatienceStudyDialog(model_, this);
        pw::patience::StudyOptions options;
        options.seed = static_cast<std::uint64_t>(std::max(0, model_->state().seed));
        options.layout = model_->state().fullDeck ? pw::patience::DealLayout::fullDeck13x4()
                                                  : pw::patience::DealLayout::standard();
        studyDialog_->setOptions(options);
    }
    return studyDialog_;
}
