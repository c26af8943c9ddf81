// StonesPage: the widgets of the stones page, drawn from its StonesModel.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/stones/stonespage.h"
#include "engine/stones/explain.h"

#include "app/pageexport.h"
#include "app/stones/stonespalette.h"
#include "app/stones/stonestext.h"
#include "app/stones/stonesview.h"
#include "ui_stonespanel.h"

#include <QLocale>
#include <QTextDocumentFragment>

using pw::stones::Move;
using pw::stones::Position;

namespace {

constexpr int kStepAnimationMs = 450;

QIcon swatch(int colour) {
    QPixmap pixmap(14, 14);
    pixmap.fill(stonespalette::colour(colour));
    return QIcon(pixmap);
}

QString moveText(const Position& before, Move move) {
    return QStringLiteral("%1 → %2  (%3)")
        .arg(move.from + 1)
        .arg(move.to + 1)
        .arg(QChar(u'a' + before.colour(move.from, move.to)));
}

QString plain(const QString& html) {
    return QTextDocumentFragment::fromHtml(html).toPlainText();
}

} // namespace

StonesPage::StonesPage(QWidget* parent)
    : PuzzlePage(new StonesModel, parent), model_(static_cast<StonesModel*>(model())),
      ui_(std::make_unique<Ui::StonesPanel>()) {
    view_ = new StonesView(this);
    auto* panel = new QWidget;
    ui_->setupUi(panel);
    setUpRules(panel); // before the layout: its boxes get the wheel guard with the others
    setUpLayout({view_}, panel);
    for (int c = 0; c < pw::stones::kColourCount; ++c)
        ui_->paintColourCombo->addItem(swatch(c), stonestext::label(c));
    // Typed numbers apply on Enter or when the box loses focus, not on every keystroke.
    for (QSpinBox* spin : {ui_->vertexCountSpin, ui_->colourCountSpin, ui_->seedSpin})
        spin->setKeyboardTracking(false);
    ui_->vertexCountSpin->setRange(pw::stones::kMinVertices, pw::stones::kMaxVertices);
    ui_->seedSpin->setRange(0, StonesModel::kMaxRandomSeed);
    bindSolveIndicator(ui_->progressLabel, ui_->cancelButton);
    // The answer, its detail and the comparison of the lines played keep their room whatever
    // they say (an answer of one line or an impossibility explained, no move played or a long
    // detour), so that nothing below them moves: the longest are cut, whole in their tooltips.
    ui_->answerLabel->setLines(4);
    ui_->lineComparisonLabel->setLines(6);
    ui_->detailLabel->setLongestTexts(
        {StonesModel::detailText(Q_UINT64_C(999999999), 59.99) +
         StonesModel::rulesLine({{pw::stones::kMaxVertices - 3, pw::stones::kMaxVertices - 2,
                                  pw::stones::kMaxVertices - 1}})});
    view_->setLayerJobStarter([this](StonesLayer::Job job, StonesLayer::Done done) {
        const JobSpec spec{
            .lane = StonesModel::kLayerLane, .boundToState = false, .holdsSettled = true};
        model_->startJob(spec, std::move(job), std::move(done));
    });
    connectPanel();
    render();
}

StonesPage::~StonesPage() = default;

void StonesPage::connectPanel() {
    connect(view_, &StonesView::vertexClicked, model_, &StonesModel::clickVertex);
    connect(view_, &StonesView::diagonalClicked, model_, &StonesModel::clickDiagonal);
    connect(view_, &StonesView::hoverChanged, ui_->hoverLabel, &QLabel::setText);
    connect(view_, &StonesView::animationFinished, this, &StonesPage::emitSettledIfIdle);
    connect(view_, &StonesView::layerReady, this, &StonesPage::emitSettledIfIdle);
    connect(model_, &StonesModel::moveAnimated, this, [this](Move move) {
        view_->animateMove(move, model_->currentPosition(), kStepAnimationMs);
    });

    connect(ui_->nextButton, &QPushButton::clicked, this,
            [this] { runGameAction(GameAction::Hint); });
    connect(ui_->previousButton, &QPushButton::clicked, this, [this] {
        model_->setPlaying(false);
        model_->stepPrevious();
    });
    // Reset and Next are the Game menu's Restart and Hint: one command, one rule for when.
    connect(ui_->resetButton, &QPushButton::clicked, this,
            [this] { runGameAction(GameAction::Restart); });
    connect(ui_->playButton, &QPushButton::clicked, this,
            [this] { model_->setPlaying(!model_->isPlaying()); });
    connect(ui_->moveList, &QListWidget::itemClicked, this,
            [this](QListWidgetItem* item) { model_->setCursor(ui_->moveList->row(item)); });

    addShortcut(QKeySequence(Qt::Key_Right), [this] { model_->stepNext(); });
    addShortcut(QKeySequence(Qt::Key_Left), [this] { model_->stepPrevious(); });
    addShortcut(QKeySequence(Qt::Key_Home), [this] { model_->setCursor(0); });
    addShortcut(QKeySequence(Qt::Key_Space), [this] { model_->setPlaying(!model_->isPlaying()); });

    connect(ui_->editModeRadio, &QRadioButton::toggled, this, [this](bool edit) {
        model_->setMode(edit ? StonesState::Mode::Edit : StonesState::Mode::Play);
    });
    connect(ui_->paintColourCombo, &QComboBox::currentIndexChanged, model_,
            &StonesModel::setPaintColour);
    connect(ui_->vertexCountSpin, &QSpinBox::valueChanged, model_, &StonesModel::setVertexCount);
    connect(ui_->colourCountSpin, &QSpinBox::valueChanged, this,
            [this](int colours) { model_->setRandomOptions(colours, model_->state().randomSeed); });
    connect(ui_->seedSpin, &QSpinBox::valueChanged, this,
            [this](int seed) { model_->setRandomOptions(model_->state().randomColours, seed); });
    connect(ui_->randomButton, &QPushButton::clicked, model_, &StonesModel::randomBoard);
    connect(ui_->openButton, &QPushButton::clicked, this, &StonesPage::openFromDialog);
    connect(ui_->pasteButton, &QPushButton::clicked, this, &StonesPage::pasteFromClipboard);
}

// The Game menu through the panel's commands: Random board, Reset, and Next (the next step of
// the shortest line, shown on the board: stepping is not a step of the history); Solve runs a
// stopped solve again (the page solves as the board changes).
bool StonesPage::gameActionAvailable(GameAction action) const {
    switch (action) {
    case GameAction::New:
        return true;
    case GameAction::Restart:
        return model_->cursor() > 0 || model_->playedCount() > 0;
    case GameAction::Hint:
        return model_->cursor() < static_cast<int>(model_->line().size());
    case GameAction::Solve:
        return PuzzlePage::gameActionAvailable(action);
    }
    return false;
}

void StonesPage::doGameAction(GameAction action) {
    switch (action) {
    case GameAction::New:
        model_->randomBoard();
        break;
    case GameAction::Restart:
        model_->setPlaying(false);
        model_->resetPlay();
        break;
    case GameAction::Hint:
        model_->stepNext();
        break;
    case GameAction::Solve:
        PuzzlePage::doGameAction(action);
        break;
    }
}

bool StonesPage::viewSettled() const {
    return !view_->isAnimating() && view_->isLayerReady();
}

void StonesPage::render() {
    const StonesState& state = model_->state();
    const bool edit = state.mode == StonesState::Mode::Edit;
    {
        const QSignalBlocker b1(ui_->editModeRadio), b2(ui_->playModeRadio),
            b3(ui_->paintColourCombo), b4(ui_->vertexCountSpin), b5(ui_->colourCountSpin),
            b6(ui_->seedSpin);
        ui_->editModeRadio->setChecked(edit);
        ui_->playModeRadio->setChecked(!edit);
        ui_->paintColourCombo->setCurrentIndex(state.paintColour);
        ui_->paintColourCombo->setEnabled(edit);
        ui_->vertexCountSpin->setValue(state.start.vertexCount());
        ui_->colourCountSpin->setValue(state.randomColours);
        ui_->seedSpin->setValue(state.randomSeed);
    }
    renderRules();
    view_->setEditing(edit);
    if (!view_->isAnimating())
        view_->setPosition(model_->currentPosition());
    view_->setSelectedStone(model_->selectedStone());
    // The picked-up stone's distance map (explain.h), for the present board's solve only.
    std::vector<StonesView::TargetMark> marks;
    const auto solved = model_->solved();
    if (const auto stone = model_->selectedStone();
        stone && solved && solved->status == pw::SolveStatus::Exact && model_->isSettled() &&
        !view_->isAnimating() && model_->currentPosition().hasStoneAt(*stone))
        for (const pw::stones::TargetDistance& target :
             pw::stones::distanceMap(solved->distances, model_->currentPosition(), *stone))
            marks.push_back({target.vertex, target.remaining});
    view_->setTargetMarks(std::move(marks));
    const int cursor = model_->cursor();
    const auto& line = model_->line();
    view_->setHighlightedMove(cursor < static_cast<int>(line.size())
                                  ? std::optional<Move>(line[static_cast<std::size_t>(cursor)])
                                  : std::nullopt);
    // The answer for the present board only; while it is being solved the old one stays, greyed.
    const QString answer = model_->answerText();
    view_->setAccessibleDescription(
        QTextDocumentFragment::fromHtml(answer + StonesModel::rulesLine(state.rules))
            .toPlainText());
    if (model_->isSettled() || !answer.isEmpty()) {
        ui_->answerLabel->setText(answer);
        ui_->detailLabel->setText(model_->detailText());
    }
    ui_->answerLabel->setEnabled(model_->isSettled());
    ui_->detailLabel->setEnabled(model_->isSettled());
    const QString message = model_->message();
    ui_->playStatusLabel->setText(message.isEmpty() ? model_->playVerdict()
                                                    : message.toHtmlEscaped());
    ui_->lineComparisonLabel->setText(lineComparisonText());
    renderMoveList();
    renderLegend();
    ui_->previousButton->setEnabled(cursor > 0);
    ui_->resetButton->setEnabled(gameActionAvailable(GameAction::Restart));
    ui_->nextButton->setEnabled(gameActionAvailable(GameAction::Hint));
    ui_->playButton->setEnabled(!line.empty());
    {
        const QSignalBlocker blocker(ui_->playButton);
        ui_->playButton->setChecked(model_->isPlaying());
        ui_->playButton->setText(model_->isPlaying() ? tr("Pause") : tr("Play"));
    }
}

QStringList StonesPage::lineTexts() const {
    const StonesState& state = model_->state();
    const auto& stones = state.start.stones();
    QStringList texts{
        tr("Start: stones on %1, %2, %3").arg(stones[0] + 1).arg(stones[1] + 1).arg(stones[2] + 1)};
    Position position = state.start;
    const auto& line = model_->line();
    for (std::size_t i = 0; i < line.size(); ++i) {
        QString text = QStringLiteral("%1. %2").arg(i + 1).arg(moveText(position, line[i]));
        if (static_cast<int>(i) < model_->playedCount())
            text += tr("  · yours");
        texts << text;
        position = pw::stones::apply(position, line[i]);
    }
    return texts;
}

void StonesPage::renderMoveList() {
    QListWidget* list = ui_->moveList;
    const QSignalBlocker blocker(list);
    list->clear();
    const int cursor = model_->cursor();
    const QStringList texts = lineTexts();
    for (qsizetype i = 0; i < texts.size(); ++i) {
        auto* item = new QListWidgetItem(texts[i], list);
        if (i > cursor)
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
    }
    if (QListWidgetItem* item = list->item(cursor)) {
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
        item->setText(QStringLiteral("▶ ") + item->text());
        list->setCurrentRow(cursor);
        list->scrollToItem(item);
    }
}

void StonesPage::renderLegend() {
    const Position& position = model_->currentPosition();
    const int n = position.vertexCount();
    std::vector<qulonglong> counts(pw::stones::kColourCount, 0);
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            ++counts[position.colour(a, b)];
    const auto& stones = position.stones();
    QListWidget* list = ui_->legendList;
    list->clear();
    for (int c = 0; c < pw::stones::kColourCount; ++c) {
        const auto count = static_cast<int>(counts[static_cast<std::size_t>(c)]);
        if (count == 0)
            continue;
        QString text = tr("%1: %Ln diagonal(s)", nullptr, count).arg(stonestext::label(c));
        QStringList joins;
        for (int i = 0; i < 3; ++i)
            for (int j = i + 1; j < 3; ++j)
                if (position.colour(stones[static_cast<std::size_t>(i)],
                                    stones[static_cast<std::size_t>(j)]) == c)
                    joins << QStringLiteral("%1–%2")
                                 .arg(stones[static_cast<std::size_t>(i)] + 1)
                                 .arg(stones[static_cast<std::size_t>(j)] + 1);
        auto* item = new QListWidgetItem(swatch(c), text, list);
        if (!joins.isEmpty()) {
            // On a line of its own: the panel may be too narrow for both.
            item->setText(text + QLatin1Char('\n') +
                          tr("joins stones %1").arg(joins.join(QStringLiteral(", "))));
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
    }
}

QString StonesPage::answerText() const {
    return plain(ui_->answerLabel->text());
}
QString StonesPage::playStatusText() const {
    return plain(ui_->playStatusLabel->text());
}

QStringList StonesPage::moveListTexts() const {
    QStringList texts;
    for (int i = 0; i < ui_->moveList->count(); ++i)
        texts << ui_->moveList->item(i)->text();
    return texts;
}

QList<PuzzlePage::CsvTable> StonesPage::csvTables() const {
    QString csv =
        pageexport::csvRow({tr("step"), tr("from"), tr("to"), tr("colour"), tr("moves to go")});
    Position position = model_->state().start;
    const auto& line = model_->line();
    const auto solved = model_->solved();
    for (std::size_t i = 0; i < line.size(); ++i) {
        const Move move = line[i];
        const QString colour = QString(QChar(u'a' + position.colour(move.from, move.to)));
        position = pw::stones::apply(position, move);
        const auto togo = solved ? solved->distances.distanceToGoal(position) : std::nullopt;
        csv += pageexport::csvRow({QString::number(i + 1), QString::number(move.from + 1),
                                   QString::number(move.to + 1), colour,
                                   togo ? QString::number(*togo) : QString()});
    }
    return {{tr("Moves"), QStringLiteral("stones-moves"), csv}};
}

PuzzlePage::Report StonesPage::report() const {
    if (!model_->isSettled())
        return {tr("Computing…"), {}};
    Report report;
    // Without the solver's statistics on paper; with the target when it is not the contest's.
    report.answer = model_->answerText() + StonesModel::rulesLine(model_->state().rules);
    QStringList lines;
    for (const QString& text : lineTexts())
        lines << text.toHtmlEscaped();
    report.explanation = QStringLiteral("<p>%1</p>").arg(lines.join(QStringLiteral("<br>")));
    if (const QString comparison = lineComparisonText(); !comparison.isEmpty())
        report.explanation += QStringLiteral("<p>%1</p>").arg(comparison);
    return report;
}

QString StonesPage::lineComparisonText() const {
    const StonesState& state = model_->state();
    const auto solved = model_->solved();
    if (state.played.empty() || !solved || solved->status != pw::SolveStatus::Exact ||
        !solved->moveCount || !model_->isSettled())
        return {};
    pw::stones::LineComparison line;
    try {
        line = pw::stones::compareLines(*solved, state.played);
    } catch (const std::invalid_argument&) {
        return {}; // the moves do not belong to this board (never shown for another board)
    }
    const auto sequence = [](const std::vector<Move>& moves) {
        QStringList texts;
        for (const Move move : moves)
            texts << QStringLiteral("%1→%2").arg(move.from + 1).arg(move.to + 1);
        return texts.join(QStringLiteral(", "));
    };
    QStringList lines;
    lines << tr("<b>Your line</b>: %n move(s): %1.", nullptr, static_cast<int>(state.played.size()))
                 .arg(sequence(state.played));
    lines << tr("<b>Optimal from the start</b>: %n move(s): %1.", nullptr,
                static_cast<int>(line.optimalFromStart.size()))
                 .arg(sequence(line.optimalFromStart));
    if (!line.firstMistake)
        lines << tr("Every move so far was optimal.");
    else if (!line.remainingNow)
        lines << tr("Your move %1 was the first detour; from here the goal can no longer be "
                    "reached (Reset brings "
                    "back the optimal line).")
                     .arg(*line.firstMistake + 1);
    else
        lines << tr("Your move %1 was the first detour; from here %n more move(s) (%2), so your "
                    "detours cost %3.",
                    nullptr, *line.remainingNow)
                     .arg(*line.firstMistake + 1)
                     .arg(sequence(line.continuation))
                     .arg(tr("+%n move(s)", nullptr, line.extraMoves.value_or(0)));
    return lines.join(QStringLiteral("<br>"));
}
