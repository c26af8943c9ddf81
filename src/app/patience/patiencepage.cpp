// PatiencePage: owns the deal and the move history; solves each deal once through LiveSolve and
// answers every position of the game from the solved table, so playing and undo never re-solve.
#include "app/patience/patiencepage.h"

#include "app/livesolve.h"
#include "app/patience/cardart.h"
#include "app/patience/patiencechecks.h"
#include "app/patience/patienceview.h"
#include "engine/common/parse_error.h"
#include "engine/patience/judge_format.h"
#include "ui_patiencepanel.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLocale>
#include <QRandomGenerator>
#include <QShortcut>
#include <QUndoStack>

#include <algorithm>

using pw::patience::Analysis;
using pw::patience::Move;
using pw::patience::MoveValue;
using pw::patience::Position;
using pw::patience::Result;

namespace {

constexpr int kCachedDeals = 16;

QString probability(double value) {
    return QString::fromStdString(pw::patience::formatProbability(value));
}

QString percent(double value) {
    return QLocale().toString(value * 100.0, 'f', 4) + QLatin1Char('%');
}

// "K♥ + K♦" of a move in a position where both cards are on top.
QString pairText(const Position& position, Move move) {
    return QStringLiteral("%1 + %2").arg(cardart::cardText(*position.topCard(move.first)),
                                         cardart::cardText(*position.topCard(move.second)));
}

QString pairHtml(const Position& position, Move move) {
    return PatiencePage::tr("%1 (pile %2) and %3 (pile %4)")
        .arg(cardart::cardHtml(*position.topCard(move.first)))
        .arg(move.first + 1)
        .arg(cardart::cardHtml(*position.topCard(move.second)))
        .arg(move.second + 1);
}

// The pair a best player takes: highest best-play value, then the highest random-play value.
bool betterPair(const MoveValue& a, const MoveValue& b) {
    if (a.after.best != b.after.best)
        return a.after.best > b.after.best;
    return a.after.random > b.after.random;
}

} // namespace

PatiencePage::PatiencePage(QWidget* parent)
    : PuzzlePage(parent), ui_(std::make_unique<Ui::PatiencePanel>()) {
    qRegisterMetaType<std::shared_ptr<const Result>>();
    view_ = new PatienceView(this);
    solve_ = new LiveSolve(this);
    solve_->setCacheCapacity(kCachedDeals);
    solve_->setCacheable([](const QVariant& value) {
        const auto result = value.value<std::shared_ptr<const Result>>();
        return result && result->status == pw::SolveStatus::Exact;
    });

    auto* panel = new QWidget;
    ui_->setupUi(panel);
    setUpLayout({view_}, panel);

    QHeaderView* header = ui_->pairTree->header();
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    header->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    header->setStretchLastSection(false);
    solve_->bindIndicator(ui_->progressLabel, ui_->cancelButton);
    checks_ = new PatienceChecks(ui_.get(), this);
    connectPanel();
    refresh();
}

PatiencePage::~PatiencePage() {
    // The undo stack belongs to PuzzlePage and outlives this part of the object: its last
    // signals must not reach a PatiencePage slot (UBSan: a downcast of a destroyed object).
    disconnect(undoStack(), nullptr, this, nullptr);
}

void PatiencePage::connectPanel() {
    connect(solve_, &LiveSolve::resultReady, this, &PatiencePage::onSolved);
    connect(solve_, &LiveSolve::stale, this, [this] {
        result_.reset();
        refresh();
    });
    connect(solve_, &LiveSolve::failed, this, [this](const QString& message) {
        solveError_ = tr("The solver failed: %1").arg(message);
        refresh();
    });
    connect(solve_, &LiveSolve::cancelled, this, [this] {
        solveError_ = tr("Cancelled. Change the deal or press New deal to solve again.");
        refresh();
    });
    connect(solve_, &LiveSolve::settled, this, &PatiencePage::emitSettledIfIdle);
    connect(checks_, &PatienceChecks::settled, this, &PatiencePage::emitSettledIfIdle);

    connect(view_, &PatienceView::cardClicked, this, &PatiencePage::onCardClicked);
    connect(view_, &PatienceView::cardDropped, this, &PatiencePage::onCardDropped);
    connect(view_, &PatienceView::hoverChanged, ui_->hoverLabel, &QLabel::setText);

    connect(ui_->undoButton, &QPushButton::clicked, this, &PatiencePage::undo);
    connect(undoStack(), &QUndoStack::indexChanged, this, &PatiencePage::refreshButtons);
    connect(ui_->redoButton, &QPushButton::clicked, this, &PatiencePage::redo);
    connect(ui_->restartButton, &QPushButton::clicked, this, &PatiencePage::restart);
    connect(ui_->bestMoveButton, &QPushButton::clicked, this, &PatiencePage::playBestMove);
    connect(ui_->randomMoveButton, &QPushButton::clicked, this, &PatiencePage::playRandomMove);
    connect(ui_->randomDealButton, &QPushButton::clicked, this, &PatiencePage::newRandomDeal);
    connect(ui_->openButton, &QPushButton::clicked, this, &PatiencePage::openFile);
    connect(ui_->pasteButton, &QPushButton::clicked, this, &PatiencePage::paste);
    connect(ui_->copyButton, &QPushButton::clicked, this, [this] {
        QApplication::clipboard()->setText(judgeText());
        showMessage(tr("Copied the deal as %1.")
                        .arg(deal().isStandard() ? tr("judge text") : tr("a text id")));
    });
    connect(ui_->editModeRadio, &QRadioButton::toggled, this, &PatiencePage::setEditing);

    connect(ui_->pairTree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (const auto move = moveOfItem(item))
            playMove(*move);
    });
    connect(ui_->pairTree, &QTreeWidget::itemEntered, this,
            [this](QTreeWidgetItem* item) { view_->setHighlightedMove(moveOfItem(item)); });
    connect(ui_->pairTree, &QTreeWidget::currentItemChanged, this,
            [this](QTreeWidgetItem* item) { view_->setHighlightedMove(moveOfItem(item)); });
    ui_->pairTree->viewport()->installEventFilter(this);

    auto shortcut = [this](QKeySequence key, auto slot) {
        auto* s = new QShortcut(key, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
    };
    // Ctrl+Z / Ctrl+Shift+Z are the page's undo actions (PuzzlePage): removals are recorded.
    shortcut(QKeySequence(Qt::Key_Home), [this] { restart(); });
    shortcut(QKeySequence(Qt::Key_B), [this] { playBestMove(); });
    shortcut(QKeySequence(Qt::Key_R), [this] { playRandomMove(); });
    shortcut(QKeySequence(Qt::Key_N), [this] { newRandomDeal(); });
    shortcut(QKeySequence(Qt::Key_Escape), [this] {
        selectedPile_.reset();
        view_->setSelectedPile(std::nullopt);
        refreshPairs();
    });
}

bool PatiencePage::eventFilter(QObject* watched, QEvent* event) {
    // Leaving the pair list stops pointing at its pair on the table.
    if (watched == ui_->pairTree->viewport() && event->type() == QEvent::Leave)
        view_->setHighlightedMove(moveOfItem(ui_->pairTree->currentItem()));
    return PuzzlePage::eventFilter(watched, event);
}

bool PatiencePage::isSettled() const {
    return solve_->isSettled() && checks_->isSettled();
}

void PatiencePage::emitSettledIfIdle() {
    if (isSettled())
        emit settled();
}

void PatiencePage::setStart(const Position& start) {
    start_ = current_ = start;
    history_.clear();
    cursor_ = 0;
    selectedPile_.reset();
    view_->setSelectedPile(std::nullopt);
    solveError_.clear();
    dealProblem_ = start.validate();
    if (dealProblem_) {
        // Nothing to solve: drop any solve in flight so its answer is not taken for this deal.
        solve_->cancel();
        solveError_.clear();
        result_.reset();
        refresh();
        return;
    }
    // Answers through resultReady (cached deal) or stale (solve pending); both refresh.
    const Position position = start;
    solve_->request(QString::fromStdString(pw::patience::textId(start)),
                    [position](pw::SolveControl& control) {
                        return QVariant::fromValue(
                            std::make_shared<const Result>(pw::patience::solve(position, control)));
                    });
}

void PatiencePage::onSolved(const QVariant& value) {
    const auto result = value.value<std::shared_ptr<const Result>>();
    if (!result || !(result->start == start_))
        return;
    if (result->status == pw::SolveStatus::Exact) {
        result_ = result;
        solveError_.clear();
    } else if (result->status == pw::SolveStatus::OverBudget) {
        solveError_ = tr("This deal needs more memory than the solver may use.");
    }
    refresh();
}

std::optional<Analysis> PatiencePage::analysis() const {
    return result_ ? result_->analysis(current_) : std::nullopt;
}

std::optional<Move> PatiencePage::bestMove() const {
    const auto known = analysis();
    if (!known || known->moves.empty())
        return std::nullopt;
    return std::min_element(known->moves.begin(), known->moves.end(), betterPair)->move;
}

bool PatiencePage::playMove(Move move) {
    if (move.first > move.second)
        std::swap(move.first, move.second);
    if (isEditing()) {
        showMessage(tr("Switch the mouse to Play to remove pairs."));
        return false;
    }
    if (!pw::patience::isLegal(current_, move)) {
        showMessage(tr("Piles %1 and %2 do not show two cards of the same rank.")
                        .arg(move.first + 1)
                        .arg(move.second + 1));
        return false;
    }
    const auto before = analysis();
    const QString removed = pairHtml(current_, move);
    recordEdit(tr("Remove a pair"), [&] {
        history_.resize(static_cast<std::size_t>(cursor_));
        history_.push_back(move);
        setCursor(cursor_ + 1);
    });
    QString message = tr("Removed %1.").arg(removed);
    if (const auto after = analysis(); before && after)
        message += QLatin1Char(' ') +
                   tr("Chance to win: %1 → <b>%2</b>.")
                       .arg(probability(before->values.random), probability(after->values.random));
    showMessage(message);
    return true;
}

void PatiencePage::setCursor(int cursor) {
    cursor = std::clamp(cursor, 0, static_cast<int>(history_.size()));
    Position position = start_;
    for (int i = 0; i < cursor; ++i)
        position = pw::patience::apply(position, history_[static_cast<std::size_t>(i)]);
    cursor_ = cursor;
    current_ = position;
    selectedPile_.reset();
    view_->setSelectedPile(std::nullopt);
    status_.clear();
    refresh();
}

// Undo and redo go through the page's QUndoStack, which replays position ids (loadPositionId).
void PatiencePage::undo() {
    if (isEditing() || !undoStack()->canUndo())
        return;
    const QString step = undoStack()->undoText();
    undoStack()->undo();
    showMessage(tr("Undone: %1.").arg(step.toHtmlEscaped()));
}

void PatiencePage::redo() {
    if (isEditing() || !undoStack()->canRedo())
        return;
    const QString step = undoStack()->redoText();
    undoStack()->redo();
    showMessage(tr("Redone: %1.").arg(step.toHtmlEscaped()));
}

void PatiencePage::restart() {
    if (cursor_ > 0 && !isEditing()) {
        recordEdit(tr("Restart"), [this] { setCursor(0); });
        showMessage(tr("Back at the start; Redo replays the removed pairs."));
    }
}

QString PatiencePage::positionId() const { return QString::fromStdString(pw::patience::textId(current_)); }

bool PatiencePage::loadPositionId(const QString& id, QString* error) {
    try {
        const Position position = pw::patience::parseTextId(id.trimmed().toStdString());
        if (auto problem = position.validate())
            throw pw::ParseError(1, *problem);
        // A position of the game being played (undo, redo) moves the cursor; any other starts anew.
        Position along = start_;
        for (int k = 0; k <= static_cast<int>(history_.size()); ++k) {
            if (along == position) {
                setCursor(k);
                return true;
            }
            if (k < static_cast<int>(history_.size()))
                along = pw::patience::apply(along, history_[static_cast<std::size_t>(k)]);
        }
        setStart(position);
        return true;
    } catch (const std::exception& e) { // ParseError, or invalid_argument for impossible layouts
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

void PatiencePage::playBestMove() {
    if (const auto move = bestMove())
        playMove(*move);
    else if (!pw::patience::legalMoves(current_).empty())
        showMessage(tr("The values are still being computed."));
}

void PatiencePage::playRandomMove() {
    const auto moves = pw::patience::legalMoves(current_);
    if (!moves.empty())
        playMove(moves[QRandomGenerator::global()->bounded(static_cast<quint32>(moves.size()))]);
}

void PatiencePage::onCardClicked(int pile, int index) {
    if (isEditing()) {
        if (index >= 0)
            editCard(pile, index);
        return;
    }
    onPileClicked(pile);
}

// First click picks a top card, the second removes the pair when the ranks match.
void PatiencePage::onPileClicked(int pile) {
    const auto top = current_.topCard(pile);
    if (!top) {
        showMessage(tr("Pile %1 is empty.").arg(pile + 1));
        return;
    }
    if (selectedPile_ == pile) {
        selectedPile_.reset();
        view_->setSelectedPile(std::nullopt);
        showMessage(QString());
        refreshPairs();
        return;
    }
    QStringList partners;
    for (int p = 0; p < current_.pileCount(); ++p)
        if (p != pile && current_.topCard(p) && current_.topCard(p)->rank == top->rank)
            partners << QString::number(p + 1);
    if (selectedPile_) {
        const pw::patience::Card first = *current_.topCard(*selectedPile_);
        if (first.rank == top->rank) {
            playMove(Move{*selectedPile_, pile});
            return;
        }
        showMessage(tr("%1 and %2 differ in rank: only two top cards of the same rank can be "
                       "removed together.")
                        .arg(cardart::cardHtml(first), cardart::cardHtml(*top)));
        return;
    }
    if (partners.isEmpty()) {
        showMessage(tr("No other top card is a %1, so %2 cannot be removed now.")
                        .arg(cardart::rankText(top->rank), cardart::cardHtml(*top)));
        return;
    }
    selectedPile_ = pile;
    view_->setSelectedPile(pile);
    showMessage(tr("Picked %1 from pile %2; now click the other %3 (pile %4). The values on the "
                   "cards are for "
                   "removing each pair.")
                    .arg(cardart::cardHtml(*top))
                    .arg(pile + 1)
                    .arg(cardart::rankText(top->rank), partners.join(tr(" or "))));
    refreshPairs();
}

void PatiencePage::onCardDropped(int fromPile, int fromIndex, int toPile, int toIndex) {
    if (isEditing()) {
        if (fromIndex >= 0 && toIndex >= 0)
            swapCards(fromPile, fromIndex, toPile, toIndex);
        return;
    }
    // Dropping a top card onto another pile's top card removes the pair, as two clicks would.
    selectedPile_ = fromPile;
    onPileClicked(toPile);
}

std::optional<Move> PatiencePage::moveOfItem(const QTreeWidgetItem* item) const {
    if (!item || !item->data(0, Qt::UserRole).isValid())
        return std::nullopt;
    return Move{item->data(0, Qt::UserRole).toInt(), item->data(0, Qt::UserRole + 1).toInt()};
}

void PatiencePage::showMessage(const QString& html) {
    status_ = html;
    ui_->statusLabel->setText(status_);
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

void PatiencePage::refresh() {
    view_->setPosition(isEditing() ? start_ : current_);
    refreshAnswer();
    refreshPairs();
    refreshDealInfo();
    refreshButtons();
    ui_->statusLabel->setText(status_);
    const auto known = analysis();
    checks_->setPosition(current_, !dealProblem_,
                         known ? std::optional<double>(known->values.random) : std::nullopt);
}

void PatiencePage::refreshAnswer() {
    QString answer;
    QString values;
    QString detail;
    const auto known = analysis();
    if (dealProblem_) {
        answer = QStringLiteral("<span style='color:#d02020'>%1</span>")
                     .arg(tr("This deal cannot be solved: %1.")
                              .arg(QString::fromStdString(*dealProblem_))
                              .toHtmlEscaped());
    } else if (!solveError_.isEmpty()) {
        answer =
            QStringLiteral("<span style='color:#d02020'>%1</span>").arg(solveError_.toHtmlEscaped());
    } else if (!known) {
        // Stale until the new answer arrives: keep the old text, greyed.
        ui_->answerLabel->setEnabled(false);
        ui_->playValuesLabel->setEnabled(false);
        return;
    } else {
        const auto& v = known->values;
        answer = tr("<span style='font-size:large'>Random pairs: <b>%1</b></span> (%2)")
                     .arg(probability(v.random), percent(v.random));
        values =
            tr("Best play: <b>%1</b> (%2)<br>Worst play: <b>%3</b> (%4)")
                .arg(probability(v.best), percent(v.best), probability(v.worst), percent(v.worst));
        if (current_.isWon())
            answer += QStringLiteral("<br>") + tr("<b>Won</b>: every card is removed.");
        else if (current_.isLost())
            answer += QStringLiteral("<br>") + tr("<b>Lost</b>: no two top cards share a rank.");
        if (cursor_ > 0)
            detail = tr("After %1 of %2 removed pairs; from the start: %3. ")
                         .arg(cursor_)
                         .arg(history_.size())
                         .arg(probability(result_->values.random));
        detail +=
            tr("%1 positions reachable · solved in %2 ms")
                .arg(QLocale().toString(static_cast<qulonglong>(result_->stats.statesExplored)))
                .arg(QLocale().toString(result_->stats.seconds * 1000.0, 'g', 3));
    }
    ui_->answerLabel->setEnabled(true);
    ui_->playValuesLabel->setEnabled(true);
    ui_->answerLabel->setText(answer);
    ui_->playValuesLabel->setText(values);
    ui_->playValuesLabel->setVisible(!values.isEmpty());
    ui_->detailLabel->setText(detail);
}

void PatiencePage::refreshPairs() {
    QTreeWidget* tree = ui_->pairTree;
    const QSignalBlocker blocker(tree);
    tree->clear();
    view_->setHighlightedMove(std::nullopt);
    const auto known = analysis();
    std::vector<MoveValue> moves;
    if (known)
        moves = known->moves;
    else
        for (const Move& move : pw::patience::legalMoves(current_))
            moves.push_back(MoveValue{move, {}});
    const auto best = bestMove();
    // No numbers on the cards until they are known (zeros would read as lost positions).
    view_->setMoveValues(isEditing() || !known ? std::vector<MoveValue>{} : moves, best);
    view_->setValuesStale(!known);
    // The most promising pairs first (for the question: random play afterwards).
    std::stable_sort(moves.begin(), moves.end(), [](const MoveValue& a, const MoveValue& b) {
        return a.after.random > b.after.random;
    });
    for (const MoveValue& mv : moves) {
        auto* item = new QTreeWidgetItem(tree);
        const bool isBest = best && mv.move == *best;
        const bool picked =
            selectedPile_ && (mv.move.first == *selectedPile_ || mv.move.second == *selectedPile_);
        item->setText(
            0, tr("%1%2  (%3, %4)")
                   .arg(isBest ? QStringLiteral("★ ") : QString(), pairText(current_, mv.move))
                   .arg(mv.move.first + 1)
                   .arg(mv.move.second + 1));
        item->setToolTip(0, tr("Piles %1 and %2").arg(mv.move.first + 1).arg(mv.move.second + 1));
        item->setText(1, known ? probability(mv.after.random) : QStringLiteral("…"));
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
        item->setText(0, current_.isWon() ? tr("None: every card is removed.")
                                          : tr("None: no two top cards share a rank."));
        item->setFlags(Qt::NoItemFlags);
        item->setFirstColumnSpanned(true);
    }
    ui_->pairsGroup->setTitle(moves.size() == 1 ? tr("1 pair you can remove")
                                                : tr("%1 pairs you can remove").arg(moves.size()));
}

void PatiencePage::refreshButtons() {
    const bool playing = !isEditing();
    const bool canMove = playing && !pw::patience::legalMoves(current_).empty();
    ui_->undoButton->setEnabled(playing && undoStack()->canUndo());
    ui_->redoButton->setEnabled(playing && undoStack()->canRedo());
    ui_->restartButton->setEnabled(playing && cursor_ > 0);
    ui_->bestMoveButton->setEnabled(canMove && bestMove().has_value());
    ui_->randomMoveButton->setEnabled(canMove);
    ui_->pairTree->setEnabled(playing);
}
