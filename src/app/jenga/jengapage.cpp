// JengaPage: the widgets of the Colored Jenga page and how they send commands to its model.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengapage.h"

#include "app/jenga/jengaanswer.h"
#include "app/jenga/jengachart.h"
#include "app/jenga/jengapalette.h"
#include "app/jenga/jengatext.h"
#include "app/jenga/jengaview.h"
#include "app/pageexport.h"
#include "app/steadylabel.h"
#include "ui_jengapanel.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QTableWidget>
#include <QTextDocumentFragment>

using pw::jenga::Colour;

JengaPage::JengaPage(QWidget* parent)
    : PuzzlePage(new JengaModel, parent), model_(static_cast<JengaModel*>(model())),
      ui_(std::make_unique<Ui::JengaPanel>()) {
    view_ = new JengaView(this);
    view_->setAccessibleName(tr("Tower"));
    auto* panel = new QWidget;
    ui_->setupUi(panel);
    setUpRules(panel); // before the layout: its boxes get the wheel guard with the others
    chart_ = new JengaChart(ui_->chartHost);
    chart_->setAccessibleName(tr("Game-length chart"));
    auto* chartLayout = new QVBoxLayout(ui_->chartHost);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(chart_);
    // The hover text under the board, in room kept for the longest one: neither the board nor
    // the panel moves when it comes, changes or goes.
    hoverLine_ = new SteadyLabel;
    hoverLine_->setObjectName(QStringLiteral("hoverLabel"));
    hoverLine_->setContentsMargins(8, 2, 8, 4);
    setUpLayout({view_}, panel, hoverLine_, ViewFit::ScrollWhenTall);

    bindSolveIndicator(ui_->progressLabel, ui_->cancelButton);
    // One row under the answer, always as tall: the progress and Cancel while a solve runs, else
    // the buttons that start one (or nothing), so the controls below never move.
    for (QWidget* page : {ui_->progressPage, ui_->actionsPage}) // the hidden one counts too
        keepRoomWhenHidden(page);
    // Solve takes the row but for the room of Estimate, kept when that is hidden: the button
    // keeps its width whatever its text (a prediction, a reason it is disabled).
    keepRoomWhenHidden(ui_->simulateButton);
    connect(this, &PuzzlePage::solveIndicatorShown, this, [this](bool shown) {
        ui_->statusStack->setCurrentWidget(shown ? ui_->progressPage : ui_->actionsPage);
    });
    bindHistoryButtons(ui_->undoButton, nullptr);
    for (int face = 0; face < 3; ++face) {
        QPushButton* button = face == 0   ? ui_->redButton
                              : face == 1 ? ui_->greenButton
                                          : ui_->blueButton;
        // The colour only where the button is enabled, through the palette (a style sheet would
        // replace the style's own drawing, and a disabled button would then look enabled).
        QPalette colours = button->palette();
        for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive})
            colours.setColor(group, QPalette::ButtonText,
                             jengapalette::colour(static_cast<Colour>(face)));
        button->setPalette(colours);
        QFont bold = button->font();
        bold.setBold(true);
        button->setFont(bold);
        button->setAccessibleName(
            tr("The die shows %1").arg(jengatext::name(static_cast<Colour>(face))));
    }
    ui_->levelsSpin->setRange(1, JengaModel::kMaxLevels);
    ui_->seedSpin->setRange(0, JengaModel::kMaxSeed);
    for (QSpinBox* spin : {ui_->levelsSpin, ui_->seedSpin})
        spin->setKeyboardTracking(false); // typed numbers apply on Enter or focus-out
    connectPanel();
    for (QAbstractButton* button : ui_->playGroup->findChildren<QAbstractButton*>())
        button->installEventFilter(this);
    render();
}

bool JengaPage::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress && model_->isPlaying() &&
        qobject_cast<QAbstractButton*>(watched)) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool arrow = key->key() == Qt::Key_Left || key->key() == Qt::Key_Right ||
                           key->key() == Qt::Key_Up || key->key() == Qt::Key_Down;
        if (arrow && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            view_->setFocus(Qt::OtherFocusReason);
            QKeyEvent copy(key->type(), key->key(), key->modifiers(), key->text());
            QCoreApplication::sendEvent(view_, &copy);
            return true;
        }
    }
    return PuzzlePage::eventFilter(watched, event);
}

JengaPage::~JengaPage() = default;

void JengaPage::connectPanel() {
    connect(view_, &JengaView::slotClicked, this,
            [this](int level, int slot, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) {
                model_->clickSlot(level, slot,
                                  button == Qt::RightButton || (modifiers & Qt::ShiftModifier));
            });
    connect(view_, &JengaView::slotHovered, this, [this](int level, int slot) {
        hovered_ = {level, slot};
        renderHoverLine();
    });
    connect(ui_->solveButton, &QPushButton::clicked, this,
            [this] { model_->chooseEstimate(false); });
    connect(ui_->simulateButton, &QPushButton::clicked, this,
            [this] { model_->chooseEstimate(true); });
    connect(ui_->heatMapCheck, &QCheckBox::toggled, this,
            [this](bool on) { model_->showHeatMap(on); });
    connect(ui_->policiesCheck, &QCheckBox::toggled, this,
            [this](bool on) { model_->comparePolicies(on); });
    // The choices table: columns as wide as their texts, the last one taking the rest; rows as
    // tall as a line of text.
    QHeaderView* columns = ui_->choicesTable->horizontalHeader();
    columns->setSectionResizeMode(QHeaderView::ResizeToContents);
    columns->setSectionResizeMode(3, QHeaderView::Stretch);
    ui_->choicesTable->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    ui_->choicesTable->verticalHeader()->setDefaultSectionSize(
        ui_->choicesTable->fontMetrics().height() + 6);
    connect(ui_->editModeRadio, &QRadioButton::toggled, this, [this](bool edit) {
        model_->setMode(edit ? JengaState::Mode::Edit : JengaState::Mode::Play);
    });
    connect(ui_->rollButton, &QPushButton::clicked, this, [this] { model_->rollDie(); });
    connect(ui_->redButton, &QPushButton::clicked, this, [this] { model_->roll(0); });
    connect(ui_->greenButton, &QPushButton::clicked, this, [this] { model_->roll(1); });
    connect(ui_->blueButton, &QPushButton::clicked, this, [this] { model_->roll(2); });
    connect(ui_->blackButton, &QPushButton::clicked, this,
            [this] { model_->roll(JengaState::kBlackFace); });
    connect(ui_->applyButton, &QPushButton::clicked, model_, &JengaModel::playBestMove);
    connect(ui_->restartButton, &QPushButton::clicked, model_, &JengaModel::newGame);
    connect(ui_->levelsSpin, &QSpinBox::valueChanged, model_, &JengaModel::setLevelCount);
    connect(ui_->seedSpin, &QSpinBox::valueChanged, model_, &JengaModel::setSeed);
    connect(ui_->addLevelButton, &QPushButton::clicked, this,
            [this] { model_->setLevelCount(model_->state().tower.levelCount() + 1); });
    connect(ui_->removeLevelButton, &QPushButton::clicked, this,
            [this] { model_->setLevelCount(model_->state().tower.levelCount() - 1); });
    connect(ui_->randomButton, &QPushButton::clicked, model_, &JengaModel::randomTower);
    connect(ui_->openButton, &QPushButton::clicked, this, &JengaPage::openFromDialog);
    connect(ui_->pasteButton, &QPushButton::clicked, this, &JengaPage::pasteFromClipboard);

    addShortcut(QKeySequence(Qt::Key_R), [this] {
        if (ui_->rollButton->isEnabled())
            ui_->rollButton->click();
    });
    addShortcut(QKeySequence(Qt::Key_Return), [this] { model_->playBestMove(); });
    addShortcut(QKeySequence(Qt::Key_Plus), [this] { ui_->addLevelButton->click(); });
    addShortcut(QKeySequence(Qt::Key_Minus), [this] { ui_->removeLevelButton->click(); });
    addShortcut(QKeySequence(Qt::Key_Escape), [this] { model_->cancelSolve(); });
}

void JengaPage::render() {
    const JengaState& state = model_->state();
    {
        const QSignalBlocker a(ui_->editModeRadio), b(ui_->playModeRadio), c(ui_->levelsSpin),
            d(ui_->seedSpin);
        ui_->playModeRadio->setChecked(model_->isPlaying());
        ui_->editModeRadio->setChecked(!model_->isPlaying());
        ui_->levelsSpin->setValue(state.tower.levelCount());
        ui_->seedSpin->setValue(state.seed);
    }
    view_->setTower(state.tower);
    renderRules();
    renderAnswer();
    renderBadges();
    renderPlay();
    renderChart();
    renderChoices();
    renderPolicies();
    renderHoverLine();
}

QString JengaPage::answerText() const {
    return QTextDocumentFragment::fromHtml(ui_->answerLabel->text()).toPlainText();
}
QString JengaPage::statusText() const {
    return QTextDocumentFragment::fromHtml(ui_->playStatusLabel->text()).toPlainText();
}

QList<QWidget*> JengaPage::charts() const {
    return {chart_};
}

QList<PuzzlePage::CsvTable> JengaPage::csvTables() const {
    QList<CsvTable> tables;
    const auto outcome = model_->outcome();
    if (outcome && outcome->distribution) {
        QString csv = pageexport::csvRow({tr("minutes"), tr("probability")});
        const auto& p = outcome->distribution->probability;
        for (std::size_t t = 0; t < p.size(); ++t)
            csv += pageexport::csvRow({QString::number(t), pageexport::csvNumber(p[t])});
        tables.push_back(
            {tr("Game-length distribution"), QStringLiteral("jenga-distribution"), csv});
    }
    if (const auto choices = model_->choices()) {
        QString csv = pageexport::csvRow(
            {tr("colour"), tr("move"), tr("expected minutes after"), tr("extra over the best")});
        for (const pw::jenga::ColourTable& colourTable : *choices)
            for (const pw::jenga::ChoiceRow& row : colourTable.rows)
                csv += pageexport::csvRow(
                    {QString(jengatext::letter(colourTable.colour)),
                     QString::fromStdString(pw::jenga::moveText(model_->state().tower, row.move)),
                     pageexport::csvNumber(row.expectedAfter),
                     pageexport::csvNumber(row.extraCost)});
        tables.push_back({tr("Choices per die colour"), QStringLiteral("jenga-choices"), csv});
    }
    if (auto policies = policiesCsv())
        tables.push_back(std::move(*policies));
    return tables;
}

// The Game menu through the panel's commands: Random tower, New game (in play, back to the
// tower the game started from), Apply best move, and Solve exactly where it is offered.
bool JengaPage::gameActionAvailable(GameAction action) const {
    const JengaState& state = model_->state();
    switch (action) {
    case GameAction::New:
        return true;
    case GameAction::Restart:
        return model_->isPlaying() && (!state.minutes.empty() || state.rolled);
    case GameAction::Hint:
        return model_->isPlaying() && state.rolled && model_->analysis();
    case GameAction::Solve: {
        // Where the panel shows its Solve exactly button, enabled.
        const jengaanswer::ExactOffer exact = jengaanswer::exactOffer(*model_);
        return exact.shown && !exact.tooBig;
    }
    }
    return false;
}

void JengaPage::doGameAction(GameAction action) {
    switch (action) {
    case GameAction::New:
        model_->randomTower();
        break;
    case GameAction::Restart:
        model_->newGame();
        break;
    case GameAction::Hint:
        model_->playBestMove();
        break;
    case GameAction::Solve:
        model_->chooseEstimate(false); // the exact solve, on the model's runner
        break;
    }
}

PuzzlePage::Report JengaPage::report() const {
    // The answer and its whole story (the value's tooltip), built from the model by the function
    // that fills the labels, never read back from them; on paper without the solver's statistics
    // and with the best move for each colour in words, as the badges show them.
    const jengaanswer::Texts texts = jengaanswer::of(*model_);
    if (texts.stale)
        return {tr("Computing…"), {}};
    QString explanation = bestMovesHtml();
    if (!texts.explanation.isEmpty())
        explanation += QStringLiteral("<p>%1</p>")
                           .arg(texts.explanation.toHtmlEscaped().replace(QLatin1Char('\n'),
                                                                          QStringLiteral("<br>")));
    return {texts.answer + QStringLiteral("<br>") +
                (texts.paperDetail.isEmpty() ? texts.detail : texts.paperDetail) +
                (texts.rules.isEmpty() ? QString()
                                       : QStringLiteral("<br>") + texts.rules.toHtmlEscaped()),
            explanation};
}

QString JengaPage::bestMovesHtml() const {
    const auto analysis = model_->analysis();
    const JengaState& state = model_->state();
    if (!analysis || !model_->isSettled() || model_->isOver())
        return {};
    QStringList moves;
    for (const Colour colour : pw::jenga::kColours) {
        if (!model_->dieShows(colour))
            continue; // never rolled: no move to offer
        const auto& choice = analysis->choice(colour);
        moves << (choice.hasMove ? tr("<b>%1</b>: %2 (then %3 minutes are expected)")
                                       .arg(jengatext::name(colour),
                                            jengatext::moveWords(state.tower, choice.bestMove),
                                            jengatext::exactText(choice.bestExpectedAfter))
                                 : tr("<b>%1</b>: no block of it can come out; the minute passes")
                                       .arg(jengatext::name(colour)));
    }
    if (model_->rules().blackFaces > 0)
        moves << tr("<b>black</b>: the minute passes with no move");
    return QStringLiteral("<p><b>%1</b><br>%2</p><p>%3</p>")
        .arg(
            tr("The best move for each colour the die can show:"),
            moves.join(QStringLiteral("<br>")),
            tr("On the tower, a filled badge with a colour's letter (R red, G green, B blue) marks "
               "the block to take when the die shows that colour, and an outlined badge the slot "
               "it goes to. Levels are numbered from the bottom."));
}
