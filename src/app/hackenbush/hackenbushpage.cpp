// HackenbushPage: the widgets of the Hackenbush page and how they send commands to its model.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"

#include "app/hackenbush/gametreewindow.h"
#include "app/hackenbush/hackenbushanswer.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/pageexport.h"
#include "ui_hackenbushpanel.h"

#include <QTextBrowser>

#include <QMenu>
#include <QPushButton>
#include <QTextDocumentFragment>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;

HackenbushPage::HackenbushPage(QWidget* parent)
    : PuzzlePage(new HackenbushModel, parent), model_(static_cast<HackenbushModel*>(model())),
      ui_(std::make_unique<Ui::HackenbushPanel>()) {
    firstView_ = new HackenbushView(this);
    secondView_ = new HackenbushView(this);
    firstView_->setAccessibleName(tr("C1 towers"));
    secondView_->setAccessibleName(tr("C2 towers"));
    auto* panel = new QWidget;
    ui_->setupUi(panel);
    setUpRules(panel);                 // before the layout: it lays out every box of the panel
    ui_->playStatusLabel->setLines(7); // your move, the engine's (a stubborn one in four), who won
    setUpLayout({firstView_, secondView_}, panel);
    // One computation serves both positions: one progress line and one Cancel.
    bindSolveIndicator(ui_->progressLabel, ui_->cancelButton);
    ui_->secondProgressLabel->hide();
    keepRoomWhenHidden(
        ui_->secondValueLabel); // hidden in a game: nothing below moves when one starts
    ui_->secondCancelButton->hide();
    bindHistoryButtons(ui_->undoButton, nullptr);
    for (QSpinBox* spin : {ui_->randomHeightSpin, ui_->seedSpin})
        spin->setKeyboardTracking(false);
    connectPanel();
    render();
}

HackenbushPage::~HackenbushPage() = default;

void HackenbushPage::connectPanel() {
    connectView(firstView_, true);
    connectView(secondView_, false);
    connect(ui_->testCombo, &QComboBox::currentIndexChanged, model_, &HackenbushModel::selectTest);
    connect(ui_->openButton, &QPushButton::clicked, this, &HackenbushPage::openFromDialog);
    connect(ui_->pasteButton, &QPushButton::clicked, this, &HackenbushPage::pasteFromClipboard);
    connect(ui_->whiteToMoveRadio, &QRadioButton::toggled, this,
            [this](bool white) { model_->setToMove(white ? Colour::White : Colour::Black); });
    connect(ui_->markWinningCheck, &QCheckBox::toggled, model_, &HackenbushModel::setMarkWinning);
    connect(ui_->humanColourCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        model_->setPlayers(index == 0 ? Colour::White : Colour::Black, model_->state().humanFirst);
    });
    connect(ui_->starterCombo, &QComboBox::currentIndexChanged, this,
            [this](int index) { model_->setPlayers(model_->state().human, index == 0); });
    connect(ui_->newGameButton, &QPushButton::clicked, model_, &HackenbushModel::startGame);
    connect(ui_->engineMoveButton, &QPushButton::clicked, model_, &HackenbushModel::resumeEngine);
    connect(ui_->stopGameButton, &QPushButton::clicked, model_, &HackenbushModel::stopGame);
    for (bool first : {true, false}) {
        QLineEdit* edit = first ? ui_->firstIdEdit : ui_->secondIdEdit;
        connect(edit, &QLineEdit::returnPressed, this, [this, first, edit] {
            edit->setModified(false);
            model_->setFromTextId(first, edit->text());
        });
    }
    connect(ui_->randomHeightSpin, &QSpinBox::valueChanged, this,
            [this](int height) { model_->setRandomOptions(height, model_->state().seed); });
    connect(ui_->seedSpin, &QSpinBox::valueChanged, this,
            [this](int seed) { model_->setRandomOptions(model_->state().randomHeight, seed); });
    connect(ui_->randomButton, &QPushButton::clicked, model_, &HackenbushModel::randomPosition);
    connect(ui_->gameTreeButton, &QPushButton::clicked, this, [this] {
        GameTreeWindow* window = gameTreeWindow();
        window->show();
        window->raise();
        window->activateWindow();
    });

    addShortcut(QKeySequence(Qt::Key_Backspace), [this] { model_->undo(); });
    addShortcut(QKeySequence(Qt::CTRL | Qt::Key_G), [this] { model_->startGame(); });
    addShortcut(QKeySequence(Qt::Key_E), [this] { model_->resumeEngine(); });
    addShortcut(QKeySequence(Qt::Key_Escape), [this] { model_->stopGame(); });
    addShortcut(QKeySequence(Qt::Key_PageDown),
                [this] { model_->selectTest(model_->state().current + 1); });
    addShortcut(QKeySequence(Qt::Key_PageUp),
                [this] { model_->selectTest(model_->state().current - 1); });
}

GameTreeWindow* HackenbushPage::gameTreeWindow() {
    if (!treeWindow_) {
        treeWindow_ = new GameTreeWindow(model_, this);
        // First placed beside C1, over C2 and the panel: the board it previews on stays in sight.
        const QPoint origin = mapToGlobal(QPoint(0, 0));
        const int left = secondView_->mapToGlobal(QPoint(0, 0)).x();
        if (isVisible() && left > origin.x() + width() / 4)
            treeWindow_->setGeometry(left, origin.y(), origin.x() + width() - left, height());
    }
    return treeWindow_;
}

void HackenbushPage::connectView(HackenbushView* view, bool first) {
    connect(view, &HackenbushView::cubeClicked, this, [this, first](int t, int h) {
        // A click on a board that previews a game-tree position returns it to the position.
        if (model_->treePreview()) {
            model_->setTreePreview(std::nullopt);
            return;
        }
        model_->flipCube(first, Move{static_cast<std::size_t>(t), static_cast<std::size_t>(h)});
    });
    connect(view, &HackenbushView::cubeContextMenuRequested, this,
            [this, first](int t, int h, QPoint where) { showCubeMenu(first, t, h, where); });
    connect(view, &HackenbushView::addCubeClicked, this, [this, first](int t, int colour) {
        model_->addCube(first, t, static_cast<Colour>(colour));
    });
    connect(view, &HackenbushView::removeTowerClicked, this,
            [this, first](int t) { model_->removeTower(first, t); });
    connect(view, &HackenbushView::addTowerClicked, this,
            [this, first] { model_->addTower(first); });
    connect(view, &HackenbushView::hoverChanged, ui_->hoverLabel, &QLabel::setText);
    connect(view, &HackenbushView::hoverChanged, this, [this, view, first] {
        // The last tower explained stays until another is hovered (nothing moves under the
        // pointer when it leaves the board).
        if (const auto hovered = view->hoveredCube())
            if (const QString text = hackenbushanswer::explainTower(*model_, first, hovered->tower);
                !text.isEmpty())
                ui_->explainText->setHtml(text);
    });
    view->setCubeDescriber([this, first](Move move) {
        const hackenbushanswer::CubeWords words = hackenbushanswer::cubeWords(*model_, first, move);
        return HackenbushView::CubeWords{words.name, words.effect, words.click, words.press};
    });
}

void HackenbushPage::showCubeMenu(bool first, int tower, int height, QPoint where) {
    if (first && model_->isPlaying())
        return;
    const auto& position = first ? model_->state().test().first : model_->state().test().second;
    const Move cube{static_cast<std::size_t>(tower), static_cast<std::size_t>(height)};
    if (cube.tower >= position.towerCount() || cube.height >= position.tower(cube.tower).height())
        return;
    const int above = static_cast<int>(position.tower(cube.tower).height() - cube.height - 1);
    QMenu menu(this);
    menu.addAction(tr("&Flip colour"), this,
                   [this, first, cube] { model_->flipCube(first, cube); });
    menu.addAction(tr("&Remove this cube and the %Ln above", nullptr, above), this,
                   [this, first, cube] { model_->removeFrom(first, cube); });
    menu.addAction(tr("Remove &tower %1").arg(tower + 1), this,
                   [this, first, tower] { model_->removeTower(first, tower); });
    menu.exec(where);
}

// The Game menu through the panel's commands: Random C1, Restart (the game from C1), and the
// winning moves ringed (what is shown, not a step of the history); Solve runs a stopped solve
// again (the page solves as the towers change).
bool HackenbushPage::gameActionAvailable(GameAction action) const {
    switch (action) {
    case GameAction::New:
        return true;
    case GameAction::Restart:
        return model_->isPlaying() && !model_->state().game->moves.empty();
    case GameAction::Hint:
        return !model_->markWinning();
    case GameAction::Solve:
        return PuzzlePage::gameActionAvailable(action);
    }
    return false;
}

void HackenbushPage::doGameAction(GameAction action) {
    switch (action) {
    case GameAction::New:
        model_->randomPosition();
        break;
    case GameAction::Restart:
        model_->startGame(); // the panel's Restart: the same players, from C1, one step
        break;
    case GameAction::Hint:
        model_->setMarkWinning(true);
        break;
    case GameAction::Solve:
        PuzzlePage::doGameAction(action);
        break;
    }
}

QString HackenbushPage::firstValueText() const {
    return ui_->firstValueLabel->text();
}
QString HackenbushPage::verdictText() const {
    return ui_->verdictLabel->text();
}
QString HackenbushPage::judgeOutputText() const {
    return ui_->judgeOutput->toPlainText();
}
QString HackenbushPage::messageText() const {
    return ui_->messageLabel->text();
}
QString HackenbushPage::playStatusText() const {
    return QTextDocumentFragment::fromHtml(ui_->playStatusLabel->text()).toPlainText();
}

QList<PuzzlePage::CsvTable> HackenbushPage::csvTables() const {
    const auto analysis = model_->analysis();
    if (!analysis)
        return {};
    QString csv = pageexport::csvRow({tr("position"), tr("tower"), tr("cubes"), tr("value")});
    for (bool first : {true, false}) {
        const HackenbushAnalysis::Side& side = first ? analysis->first : analysis->second;
        const pw::hackenbush::Position position = model_->state().shown(first);
        const QString name = first ? tr("C1") : tr("C2");
        for (std::size_t t = 0; t < position.towerCount(); ++t)
            csv += pageexport::csvRow({name, QString::number(t + 1),
                                       QString::fromStdString(position.tower(t).letters()),
                                       side.towerLabels.value(static_cast<qsizetype>(t))});
        csv += pageexport::csvRow({name, tr("all"), QString(), side.fraction});
    }
    QString judge = pageexport::csvRow({tr("test"), tr("answer")});
    for (qsizetype i = 0; i < analysis->judgeAnswers.size(); ++i)
        judge += pageexport::csvRow({QString::number(i + 1), analysis->judgeAnswers[i]});
    return {{tr("Values"), QStringLiteral("hackenbush-values"), csv},
            {tr("Judge answers"), QStringLiteral("hackenbush-answers"), judge}};
}
