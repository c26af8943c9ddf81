// StonesPage: owns the edited position and the move line; solves through its SolverRunner and
// recalls solved boards from a small cache, so moving stones or stepping never re-solves.
#include "app/stones/stonespage.h"

#include "app/counttext.h"
#include "app/livesolve.h"
#include "app/stones/stonespalette.h"
#include "app/stones/stonesview.h"
#include "engine/common/parse_error.h"
#include "ui_stonespanel.h"

#include <QApplication>
#include <QFile>
#include <QHBoxLayout>
#include <QLocale>
#include <QPainter>
#include <QShortcut>

#include <functional>
#include <string_view>

using pw::stones::DistanceTable;
using pw::stones::Move;
using pw::stones::Position;

namespace {

constexpr int kCachedBoards = 8;
constexpr int kStepAnimationMs = 450;
constexpr int kPlayIntervalMs = 800;

// Solutions depend on the colouring only (the distances cover every stone placement), so the
// cache is keyed by the board: moving stones on a solved board never solves again.
QString boardKey(const Position& position) {
    const auto& colours = position.colours();
    QString key = QString::number(position.vertexCount()) + QLatin1Char(':');
    key.reserve(key.size() + static_cast<qsizetype>(colours.size()));
    for (pw::stones::Colour c : colours)
        key += QLatin1Char(pw::stones::colourLetter(c));
    return key;
}

QIcon swatch(int colour) {
    QPixmap pixmap(14, 14);
    pixmap.fill(stonespalette::colour(colour));
    return QIcon(pixmap);
}

QString movesText(int count) {
    return countText(static_cast<qulonglong>(count), StonesPage::tr("%1 move"), StonesPage::tr("%1 moves"));
}

QString moveText(const Position& before, Move move) {
    return QStringLiteral("%1 → %2  (%3)")
        .arg(move.from + 1)
        .arg(move.to + 1)
        .arg(QChar(u'a' + before.colour(move.from, move.to)));
}

} // namespace

StonesPage::StonesPage(QWidget* parent)
    : PuzzlePage(parent), ui_(std::make_unique<Ui::StonesPanel>()) {
    qRegisterMetaType<std::shared_ptr<const pw::stones::Result>>();
    view_ = new StonesView(this);
    solve_ = new LiveSolve(this);
    solve_->setCacheCapacity(kCachedBoards);
    solve_->setCacheable([](const QVariant& value) {
        const auto result = value.value<std::shared_ptr<const pw::stones::Result>>();
        return result && result->status == pw::SolveStatus::Exact;
    });

    auto* panel = new QWidget;
    ui_->setupUi(panel);
    setUpLayout({view_}, panel);

    for (int c = 0; c < pw::stones::kColourCount; ++c)
        ui_->paintColourCombo->addItem(swatch(c), stonespalette::label(c));
    solve_->bindIndicator(ui_->progressLabel, ui_->cancelButton);
    playTimer_.setInterval(kPlayIntervalMs);
    connectPanel();
    start_ = current_ = Position();
    refresh();
}

StonesPage::~StonesPage() = default;

void StonesPage::connectPanel() {
    connect(solve_, &LiveSolve::resultReady, this, &StonesPage::onSolved);
    connect(solve_, &LiveSolve::stale, this, [this] {
        solved_.reset();
        refresh();
    });
    connect(solve_, &LiveSolve::failed, this, [this](const QString& message) {
        solveError_ = tr("The solver failed: %1").arg(message);
        refresh();
    });
    connect(solve_, &LiveSolve::cancelled, this, [this] {
        solveError_ = tr("Cancelled. Edit the position or press Random board to solve again.");
        refresh();
    });
    connect(solve_, &LiveSolve::settled, this, &StonesPage::emitSettledIfIdle);

    connect(view_, &StonesView::vertexClicked, this, &StonesPage::onVertexClicked);
    connect(view_, &StonesView::diagonalClicked, this, &StonesPage::onDiagonalClicked);
    connect(view_, &StonesView::hoverChanged, ui_->hoverLabel, &QLabel::setText);
    connect(view_, &StonesView::animationFinished, this, &StonesPage::emitSettledIfIdle);
    connect(view_, &StonesView::layerReady, this, &StonesPage::emitSettledIfIdle);

    connect(ui_->nextButton, &QPushButton::clicked, this, &StonesPage::stepNext);
    connect(ui_->previousButton, &QPushButton::clicked, this, &StonesPage::stepPrevious);
    connect(ui_->resetButton, &QPushButton::clicked, this, &StonesPage::resetSteps);
    connect(ui_->playButton, &QPushButton::toggled, this, &StonesPage::setPlaying);
    connect(&playTimer_, &QTimer::timeout, this, [this] {
        if (cursor_ < static_cast<int>(line_.size()))
            stepNext();
        else
            setPlaying(false);
    });
    connect(ui_->moveList, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        setCursor(ui_->moveList->row(item), false);
    });

    auto shortcut = [this](QKeySequence key, auto slot) {
        auto* s = new QShortcut(key, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
    };
    shortcut(QKeySequence(Qt::Key_Right), [this] { stepNext(); });
    shortcut(QKeySequence(Qt::Key_Left), [this] { stepPrevious(); });
    shortcut(QKeySequence(Qt::Key_Home), [this] { resetSteps(); });
    shortcut(QKeySequence(Qt::Key_Space), [this] { ui_->playButton->toggle(); });

    connect(ui_->editModeRadio, &QRadioButton::toggled, this, [this](bool edit) {
        selectedStone_.reset();
        view_->setSelectedStone(std::nullopt);
        ui_->paintColourCombo->setEnabled(edit);
        showMessage(edit ? tr("Click a stone, then a free vertex to put it there. Click a diagonal "
                              "to paint it in the paint colour.")
                         : tr("Click a stone, then the vertex it should move to."));
    });
    ui_->paintColourCombo->setEnabled(false);

    connect(ui_->randomButton, &QPushButton::clicked, this, [this] {
        recordEdit(tr("Random board"), [this] {
            setStart(pw::stones::randomPosition(ui_->vertexCountSpin->value(),
                                                ui_->colourCountSpin->value(),
                                                static_cast<std::uint64_t>(ui_->seedSpin->value())));
        });
    });
    connect(ui_->vertexCountSpin, &QSpinBox::valueChanged, this, [this](int n) {
        if (n != current_.vertexCount())
            recordEdit(tr("Change the number of vertices"), [this, n] { setStart(current_.withVertexCount(n)); });
    });
    connect(ui_->openButton, &QPushButton::clicked, this, &StonesPage::openFile);
    connect(ui_->pasteButton, &QPushButton::clicked, this, &StonesPage::paste);
}

bool StonesPage::loadJudgeText(const QString& text, QString* error) {
    try {
        Position position = pw::stones::parseJudge(text.toStdString());
        if (auto problem = position.validate())
            throw pw::ParseError(0, *problem);
        setStart(position);
        // The random-board parameters follow the loaded board, so "Random board" stays alike.
        const auto& colours = position.colours();
        int highest = 0;
        for (int a = 0; a < position.vertexCount(); ++a)
            for (int b = a + 1; b < position.vertexCount(); ++b)
                highest = std::max(highest, int{colours[static_cast<std::size_t>(a * position.vertexCount() + b)]});
        ui_->colourCountSpin->setValue(highest + 1);
        return true;
    } catch (const pw::ParseError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

QString StonesPage::positionId() const { return QString::fromStdString(pw::stones::textId(start_)); }

bool StonesPage::loadPositionId(const QString& id, QString* error) {
    try {
        Position position = pw::stones::parseTextId(id.toStdString());
        if (auto problem = position.validate())
            throw pw::ParseError(0, *problem);
        setStart(position);
        return true;
    } catch (const pw::ParseError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

QJsonObject StonesPage::options() const {
    return {{QStringLiteral("mode"), ui_->editModeRadio->isChecked() ? QStringLiteral("edit") : QStringLiteral("play")},
            {QStringLiteral("paintColour"), ui_->paintColourCombo->currentIndex()},
            {QStringLiteral("colours"), ui_->colourCountSpin->value()},
            {QStringLiteral("seed"), ui_->seedSpin->value()}};
}

void StonesPage::restoreOptions(const QJsonObject& options) {
    (options.value(QStringLiteral("mode")).toString() == QStringLiteral("edit") ? ui_->editModeRadio
                                                                                : ui_->playModeRadio)
        ->setChecked(true);
    ui_->paintColourCombo->setCurrentIndex(
        std::clamp(options.value(QStringLiteral("paintColour")).toInt(), 0, pw::stones::kColourCount - 1));
    ui_->colourCountSpin->setValue(options.value(QStringLiteral("colours")).toInt(ui_->colourCountSpin->value()));
    ui_->seedSpin->setValue(options.value(QStringLiteral("seed")).toInt(ui_->seedSpin->value()));
}

QString StonesPage::judgeText() const {
    return QString::fromStdString(pw::stones::formatJudge(start_));
}

void StonesPage::loadExample() {
    QFile file(QStringLiteral(":/examples/stones.txt"));
    QString error;
    if (!file.open(QIODevice::ReadOnly) || !loadJudgeText(QString::fromUtf8(file.readAll()), &error))
        qWarning("built-in stones example missing or invalid: %s", qPrintable(error));
}

bool StonesPage::isSettled() const {
    return solve_->isSettled() && !view_->isAnimating() && view_->isLayerReady();
}

std::optional<int> StonesPage::minimumMoves() const {
    return solved_ ? solved_->distances.distanceToGoal(start_) : std::nullopt;
}

void StonesPage::setStart(const Position& position) {
    setPlaying(false);
    start_ = current_ = position;
    line_.clear();
    playedByUser_.clear();
    cursor_ = 0;
    selectedStone_.reset();
    view_->setSelectedStone(std::nullopt);
    playStatus_.clear();
    solveError_.clear();
    {
        const QSignalBlocker blocker(ui_->vertexCountSpin);
        ui_->vertexCountSpin->setValue(position.vertexCount());
    }
    // Answers through resultReady (cached board) or stale (solve pending); both refresh.
    const Position board = position;
    solve_->request(boardKey(position), [board](pw::SolveControl& control) {
        return QVariant::fromValue(
            std::make_shared<const pw::stones::Result>(pw::stones::solve(board, control)));
    });
}

void StonesPage::onSolved(const QVariant& value) {
    const auto result = value.value<std::shared_ptr<const pw::stones::Result>>();
    if (!result)
        return;
    if (result->status == pw::SolveStatus::Exact) {
        // The result may come from the cache, solved for another start on this board.
        solved_ = result;
        extendLineOptimally();
    } else if (result->status == pw::SolveStatus::OverBudget) {
        solveError_ = tr("This board needs more memory than the solver may use.");
    }
    refresh();
}

// Keeps the moves up to the cursor and continues with one optimal path from there.
void StonesPage::extendLineOptimally() {
    line_.resize(static_cast<std::size_t>(cursor_));
    playedByUser_.resize(static_cast<std::size_t>(cursor_));
    if (!solved_)
        return;
    for (const Move& move : solved_->distances.optimalPath(current_)) {
        line_.push_back(move);
        playedByUser_.push_back(false);
    }
}

void StonesPage::setCursor(int cursor, bool animate) {
    cursor = std::clamp(cursor, 0, static_cast<int>(line_.size()));
    Position position = start_;
    for (int i = 0; i < cursor; ++i)
        position = pw::stones::apply(position, line_[static_cast<std::size_t>(i)]);
    const bool oneForward = animate && cursor == cursor_ + 1;
    const Move step = oneForward ? line_[static_cast<std::size_t>(cursor_)] : Move{};
    cursor_ = cursor;
    current_ = position;
    selectedStone_.reset();
    view_->setSelectedStone(std::nullopt);
    refresh();
    if (oneForward)
        view_->animateMove(step, current_, kStepAnimationMs);
}

void StonesPage::stepNext() {
    if (cursor_ < static_cast<int>(line_.size()))
        setCursor(cursor_ + 1, true);
}

void StonesPage::stepPrevious() {
    setPlaying(false);
    setCursor(cursor_ - 1, false);
}

void StonesPage::resetSteps() {
    setPlaying(false);
    setCursor(0, false);
}

void StonesPage::setPlaying(bool playing) {
    if (playing && cursor_ >= static_cast<int>(line_.size()))
        setCursor(0, false);
    if (playing && line_.empty())
        playing = false;
    {
        const QSignalBlocker blocker(ui_->playButton);
        ui_->playButton->setChecked(playing);
    }
    ui_->playButton->setText(playing ? tr("Pause") : tr("Play"));
    if (playing) {
        stepNext();
        playTimer_.start();
    } else {
        playTimer_.stop();
    }
}

bool StonesPage::playMove(Move move) {
    if (!pw::stones::isLegal(current_, move)) {
        const int stone = move.from;
        if (!current_.hasStoneAt(stone) || current_.hasStoneAt(move.to) || move.to == move.from) {
            showMessage(tr("Not a move: pick a stone and a free vertex."));
        } else {
            const pw::stones::Colour need = current_.colourToFollow(stone);
            showMessage(tr("Not allowed: the stone on %1 must move along %2, the colour joining the "
                           "other two stones; diagonal %1–%3 is %4.")
                            .arg(stone + 1)
                            .arg(stonespalette::label(need))
                            .arg(move.to + 1)
                            .arg(stonespalette::label(current_.colour(move.from, move.to))));
        }
        return false;
    }
    setPlaying(false);
    // -1 stands for "cannot reach the goal" (or not known yet).
    const int before = solved_ ? solved_->distances.distanceToGoal(current_).value_or(-1) : -1;
    const Position after = pw::stones::apply(current_, move);
    line_.resize(static_cast<std::size_t>(cursor_));
    playedByUser_.resize(static_cast<std::size_t>(cursor_));
    line_.push_back(move);
    playedByUser_.push_back(true);
    ++cursor_;
    current_ = after;
    extendLineOptimally();

    const QString moved = tr("Moved %1 → %2.").arg(move.from + 1).arg(move.to + 1);
    const int remaining = solved_ ? solved_->distances.distanceToGoal(after).value_or(-1) : -1;
    if (!solved_) {
        playStatus_ = moved + QLatin1Char(' ') + tr("The answer is still being computed.");
    } else if (remaining < 0) {
        // Moves are reversible, so an unreachable goal stays unreachable whatever is played.
        playStatus_ = moved + QLatin1Char(' ') +
                      tr("The goal is out of reach: no sequence of moves leads to 1, 2, 3.");
    } else if (remaining == 0) {
        playStatus_ = tr("<b>Goal reached</b> in %1").arg(movesText(cursor_)) +
                      tr(" (the minimum is %1).").arg(minimumMoves().value_or(0));
    } else if (remaining < before) {
        playStatus_ = moved + QLatin1Char(' ') + tr("<b>Optimal move.</b> %1 to go.").arg(movesText(remaining));
    } else {
        playStatus_ = moved + QLatin1Char(' ') +
                      tr("<b>Not optimal:</b> %1 to go").arg(movesText(remaining)) +
                      tr(" (%1 before this move).").arg(before);
    }
    selectedStone_.reset();
    view_->setSelectedStone(std::nullopt);
    refresh();
    view_->animateMove(move, current_, 250);
    return true;
}

void StonesPage::onVertexClicked(int vertex) {
    if (current_.hasStoneAt(vertex)) {
        selectedStone_ = selectedStone_ == vertex ? std::nullopt : std::optional<int>(vertex);
        view_->setSelectedStone(selectedStone_);
        return;
    }
    if (!selectedStone_) {
        showMessage(tr("Click a stone first, then vertex %1.").arg(vertex + 1));
        return;
    }
    const int from = *selectedStone_;
    if (ui_->editModeRadio->isChecked()) {
        auto stones = current_.stones();
        for (int& s : stones)
            if (s == from)
                s = vertex;
        recordEdit(tr("Place stone"), [this, stones] { setStart(current_.withStones(stones)); });
    } else {
        playMove(Move{from, vertex});
    }
}

void StonesPage::onDiagonalClicked(int first, int second) {
    if (!ui_->editModeRadio->isChecked()) {
        showMessage(tr("To paint diagonals, switch the mouse to Edit."));
        return;
    }
    const auto colour = static_cast<pw::stones::Colour>(ui_->paintColourCombo->currentIndex());
    if (current_.colour(first, second) != colour)
        recordEdit(tr("Paint diagonal"),
                   [this, first, second, colour] { setStart(current_.withColour(first, second, colour)); });
}

void StonesPage::openFile() {
    if (const QString problem = openJudgeFileFromDialog(); !problem.isEmpty())
        showMessage(problem);
}

void StonesPage::paste() {
    if (const QString problem = pasteFromClipboard(); !problem.isEmpty())
        showMessage(problem);
}

void StonesPage::showMessage(const QString& message) {
    playStatus_ = message.toHtmlEscaped();
    ui_->playStatusLabel->setText(playStatus_);
}

void StonesPage::emitSettledIfIdle() {
    if (isSettled())
        emit settled();
}

QString StonesPage::answerText() const { return ui_->answerLabel->text(); }
QString StonesPage::playStatusText() const { return ui_->playStatusLabel->text(); }

void StonesPage::refresh() {
    view_->setPosition(current_);
    view_->setHighlightedMove(cursor_ < static_cast<int>(line_.size())
                                  ? std::optional<Move>(line_[static_cast<std::size_t>(cursor_)])
                                  : std::nullopt);
    refreshAnswer();
    refreshMoveList();
    refreshLegend();
    ui_->playStatusLabel->setText(playStatus_);
    const bool haveLine = !line_.empty();
    ui_->previousButton->setEnabled(cursor_ > 0);
    ui_->resetButton->setEnabled(cursor_ > 0);
    ui_->nextButton->setEnabled(cursor_ < static_cast<int>(line_.size()));
    ui_->playButton->setEnabled(haveLine);
}

void StonesPage::refreshAnswer() {
    QString answer;
    QString detail;
    if (!solveError_.isEmpty()) {
        answer = QStringLiteral("<span style='color:#d02020'>%1</span>").arg(solveError_.toHtmlEscaped());
    } else if (!solved_) {
        // Stale until the new answer arrives: keep the old text, greyed.
        answer = ui_->answerLabel->text();
        ui_->answerLabel->setEnabled(false);
        return;
    } else if (const auto moves = solved_->distances.distanceToGoal(start_)) {
        answer = *moves == 0 ? tr("<big><b>Already solved</b></big>: the stones stand on 1, 2, 3.")
                             : tr("<big>Minimum: <b>%1</b></big>").arg(movesText(*moves));
    } else {
        answer = tr("<big><b>Impossible</b></big>: no sequence of moves brings the stones to 1, 2, 3.");
    }
    if (solved_)
        detail = tr("%1 positions can reach the goal · solved in %2 ms")
                     .arg(QLocale().toString(static_cast<qulonglong>(solved_->distances.reachedStates())))
                     .arg(QLocale().toString(solved_->stats.seconds * 1000.0, 'g', 3));
    ui_->answerLabel->setEnabled(true);
    ui_->answerLabel->setText(answer);
    ui_->detailLabel->setText(detail);
}

void StonesPage::refreshMoveList() {
    QListWidget* list = ui_->moveList;
    const QSignalBlocker blocker(list);
    list->clear();
    list->addItem(tr("Start: stones on %1, %2, %3")
                      .arg(start_.stones()[0] + 1)
                      .arg(start_.stones()[1] + 1)
                      .arg(start_.stones()[2] + 1));
    Position position = start_;
    for (std::size_t i = 0; i < line_.size(); ++i) {
        QString text = QStringLiteral("%1. %2").arg(i + 1).arg(moveText(position, line_[i]));
        if (playedByUser_[i])
            text += tr("  · yours");
        auto* item = new QListWidgetItem(text, list);
        if (static_cast<int>(i) >= cursor_)
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
        position = pw::stones::apply(position, line_[i]);
    }
    if (QListWidgetItem* item = list->item(cursor_)) {
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
        item->setText(QStringLiteral("▶ ") + item->text());
        list->setCurrentRow(cursor_);
        list->scrollToItem(item);
    }
}

void StonesPage::refreshLegend() {
    const int n = current_.vertexCount();
    std::vector<int> counts(pw::stones::kColourCount, 0);
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            ++counts[current_.colour(a, b)];
    const auto& stones = current_.stones();
    QListWidget* list = ui_->legendList;
    list->clear();
    for (int c = 0; c < pw::stones::kColourCount; ++c) {
        if (counts[static_cast<std::size_t>(c)] == 0)
            continue;
        QString text = QStringLiteral("%1: %2").arg(stonespalette::label(c),
                                                    countText(static_cast<qulonglong>(counts[static_cast<std::size_t>(c)]), tr("%1 diagonal"),
                                                            tr("%1 diagonals")));
        QStringList joins;
        for (int i = 0; i < 3; ++i)
            for (int j = i + 1; j < 3; ++j)
                if (current_.colour(stones[static_cast<std::size_t>(i)], stones[static_cast<std::size_t>(j)]) == c)
                    joins << QStringLiteral("%1–%2").arg(stones[static_cast<std::size_t>(i)] + 1).arg(stones[static_cast<std::size_t>(j)] + 1);
        auto* item = new QListWidgetItem(swatch(c), text, list);
        if (!joins.isEmpty()) {
            item->setText(text + tr(" · joins stones %1").arg(joins.join(QStringLiteral(", "))));
            QFont font = item->font();
            font.setBold(true);
            item->setFont(font);
        }
    }
}
