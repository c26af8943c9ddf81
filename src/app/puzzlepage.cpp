// PuzzlePage: wires a page model to its widgets once for every puzzle.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/puzzlepage.h"

#include "app/boardaccessible.h"
#include "app/dialogfolder.h"
#include "app/durationtext.h"
#include "app/steadylabel.h"
#include "app/wheelguard.h"

#include <QCoreApplication>

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QBoxLayout>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QShortcut>
#include <QSplitter>
#include <QTextDocumentFragment>
#include <QVBoxLayout>
#include <QWheelEvent>

#include "app/textfile.h"

PuzzlePage::PuzzlePage(PageModel* model, QWidget* parent)
    : QWidget(parent), model_(model), undoAction_(new QAction(tr("&Undo"), this)),
      redoAction_(new QAction(tr("&Redo"), this)) {
    model_->setParent(this);
    installBoardAccessibility();
    wheelguard::install();
    // The page's keys work wherever the focus is in its window (on the page tabs too); of the
    // pages of a window only the one shown is visible, so only its keys act.
    undoAction_->setShortcuts(QKeySequence::Undo);
    undoAction_->setShortcutContext(Qt::WindowShortcut);
    redoAction_->setShortcuts(QKeySequence::Redo);
    redoAction_->setShortcutContext(Qt::WindowShortcut);
    addAction(undoAction_);
    addAction(redoAction_);
    connect(undoAction_, &QAction::triggered, model_, &PageModel::undo);
    connect(redoAction_, &QAction::triggered, model_, &PageModel::redo);

    indicatorDelay_.setSingleShot(true);
    indicatorDelay_.setInterval(100);
    connect(&indicatorDelay_, &QTimer::timeout, this, &PuzzlePage::updateIndicator);

    // Every change of the model redraws the page from the model, once; nothing else does.
    connect(model_, &PageModel::changed, this, [this] {
        render();
        emit gameActionsChanged();
    });
    connect(model_, &PageModel::resultChanged, this, [this] {
        if (model_->isSettled())
            updateIndicator();
        else
            indicatorDelay_.start();
        emit gameActionsChanged();
    });
    connect(model_, &PageModel::progressChanged, this, &PuzzlePage::updateIndicator);
    connect(model_, &PageModel::historyChanged, this, &PuzzlePage::updateHistoryActions);
    connect(model_, &PageModel::settled, this, &PuzzlePage::emitSettledIfIdle);
    updateHistoryActions();
}

PuzzlePage::~PuzzlePage() {
    // The model is a child of this widget; its signals must not reach a half-destroyed page.
    disconnect(model_, nullptr, this, nullptr);
}

QString PuzzlePage::Report::plainText() const {
    QString text = QTextDocumentFragment::fromHtml(answer).toPlainText();
    if (!explanation.isEmpty())
        text += QLatin1Char('\n') + QTextDocumentFragment::fromHtml(explanation).toPlainText();
    return text;
}

void PuzzlePage::emitSettledIfIdle() {
    if (isSettled())
        emit settled();
    emit gameActionsChanged();
}

bool PuzzlePage::gameActionAvailable(GameAction action) const {
    const PageModel::SolvePhase phase = model_->solvePhase();
    return action == GameAction::Solve &&
           (phase == PageModel::SolvePhase::Cancelled || phase == PageModel::SolvePhase::Failed);
}

void PuzzlePage::doGameAction(GameAction action) {
    if (action == GameAction::Solve)
        model_->refreshSolve(); // on the model's runner, never on this thread
}

bool PuzzlePage::runGameAction(GameAction action) {
    if (!gameActionAvailable(action))
        return false;
    doGameAction(action);
    return true;
}

bool PuzzlePage::takeText(const QString& text, const QString& source, QString* error) {
    if (intake_)
        return intake_(text, source, error);
    return model_->loadText(text, source, error);
}

void PuzzlePage::updateHistoryActions() {
    undoAction_->setEnabled(model_->canUndo());
    redoAction_->setEnabled(model_->canRedo());
    undoAction_->setText(model_->canUndo() ? tr("&Undo %1").arg(model_->undoText()) : tr("&Undo"));
    redoAction_->setText(model_->canRedo() ? tr("&Redo %1").arg(model_->redoText()) : tr("&Redo"));
}

void PuzzlePage::bindHistoryButtons(QAbstractButton* undoButton, QAbstractButton* redoButton) {
    auto bind = [this](QAbstractButton* button, QAction* action) {
        if (!button)
            return;
        connect(button, &QAbstractButton::clicked, action, &QAction::trigger);
        auto sync = [button, action] {
            button->setEnabled(action->isEnabled());
            button->setToolTip(action->text().remove(QLatin1Char('&')));
        };
        connect(action, &QAction::changed, button, sync);
        sync();
    };
    bind(undoButton, undoAction_);
    bind(redoButton, redoAction_);
}

void PuzzlePage::keepRoomWhenHidden(QWidget* widget) {
    QSizePolicy policy = widget->sizePolicy();
    policy.setRetainSizeWhenHidden(true);
    widget->setSizePolicy(policy);
}

void PuzzlePage::bindSolveIndicator(SteadyLabel* label, QAbstractButton* cancelButton) {
    progressLabel_ = label;
    cancelButton_ = cancelButton;
    for (QWidget* w : {static_cast<QWidget*>(label), static_cast<QWidget*>(cancelButton)})
        if (w)
            keepRoomWhenHidden(w);
    if (progressLabel_) // (a language switch makes a new window, so once is enough)
        progressLabel_->setLongestTexts({longestProgressText()});
    if (cancelButton_)
        connect(cancelButton_, &QAbstractButton::clicked, model_, &PageModel::cancelSolve);
    updateIndicator();
}

namespace {

// The engine's phase names (SolveControl::checkpoint), in the interface language.
const char* const kPhaseNames[] = {
    QT_TRANSLATE_NOOP("Phase", "comparing"),
    QT_TRANSLATE_NOOP("Phase", "distribution"),
    QT_TRANSLATE_NOOP("Phase", "exact fraction"),
    QT_TRANSLATE_NOOP("Phase", "exploring"),
    QT_TRANSLATE_NOOP("Phase", "game tree"),
    QT_TRANSLATE_NOOP("Phase", "policy"),
    QT_TRANSLATE_NOOP("Phase", "policy states"),
    QT_TRANSLATE_NOOP("Phase", "simulating"),
    QT_TRANSLATE_NOOP("Phase", "solved"),
    QT_TRANSLATE_NOOP("Phase", "solving"),
    QT_TRANSLATE_NOOP("Phase", "start component"),
    QT_TRANSLATE_NOOP("Phase", "study"),
    QT_TRANSLATE_NOOP("Phase", "values"),
    QT_TRANSLATE_NOOP("Phase", "winning moves"),
    QT_TRANSLATE_NOOP("Phase", "end-game table"),
    QT_TRANSLATE_NOOP("Phase", "lookahead table"),
    QT_TRANSLATE_NOOP("Phase", "lower bound"),
    QT_TRANSLATE_NOOP("Phase", "search from both ends"),
};

QString phaseName(const std::string& phase) {
    for (const char* name : kPhaseNames)
        if (phase == name)
            return QCoreApplication::translate("Phase", name);
    return QString::fromStdString(phase);
}

} // namespace

QString PuzzlePage::progressText(std::uint64_t states, double fraction, double secondsLeft,
                                 const std::string& phase) {
    const QString count = QLocale().toString(static_cast<qulonglong>(states));
    // A simulation counts the games it played, a solve the positions it reached.
    const bool games = phase == "simulating";
    QString text =
        states == 0 ? tr("Computing…")
        : fraction >= 0
            ? (games ? tr("Computing… %1 games (%2%)") : tr("Computing… %1 positions (%2%)"))
                  .arg(count)
                  .arg(qRound(fraction * 100))
            : (games ? tr("Computing… %1 games") : tr("Computing… %1 positions")).arg(count);
    if (states > 0 && secondsLeft >= 0)
        text += QStringLiteral(" · ") + tr("about %1 left").arg(durationText(secondsLeft));
    if (!phase.empty())
        text += QStringLiteral(" · ") + phaseName(phase);
    return text;
}

// The longest progress text in the present language: a billion positions, 100 %, an hour
// left and the longest phase name.
QString PuzzlePage::longestProgressText() {
    std::string phase;
    QString longest;
    for (const char* name : kPhaseNames)
        if (const QString text = QCoreApplication::translate("Phase", name);
            text.size() > longest.size()) {
            longest = text;
            phase = name;
        }
    return std::max(progressText(Q_UINT64_C(999999999), 1.0, 3599.0, phase),
                    progressText(Q_UINT64_C(999999999), 1.0, 3599.0, "simulating"),
                    [](const QString& a, const QString& b) { return a.size() < b.size(); });
}

void PuzzlePage::updateIndicator() {
    // Shown only once a solve has outlasted the delay; hidden as soon as it settles.
    const bool busy = !model_->isSettled();
    const bool visible = busy && !indicatorDelay_.isActive();
    if (progressLabel_) {
        const pw::Progress& progress = model_->progress();
        const auto [fraction, secondsLeft] = predictedProgress(progress);
        progressLabel_->setText(
            progressText(progress.statesExplored, fraction, secondsLeft, progress.phase));
        progressLabel_->setVisible(visible);
    }
    if (cancelButton_)
        cancelButton_->setVisible(visible);
    if (visible != indicatorShown_) {
        indicatorShown_ = visible;
        emit solveIndicatorShown(visible);
    }
}

void PuzzlePage::setUpLayout(const QList<QWidget*>& views, QWidget* panel, QWidget* underViews,
                             ViewFit fit) {
    views_ = views;
    auto* scroll = new QScrollArea;
    scroll->setWidget(panel);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Always there, so the panel's width never changes when the scroll bar comes and goes: the
    // height the scroll area gives the panel is its height for that width, and a word-wrapped
    // label that wraps once more under a new scroll bar would otherwise be clipped.
    scroll->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    scroll->setMinimumWidth(panel->minimumSizeHint().width() +
                            scroll->verticalScrollBar()->sizeHint().width() + 4);
    // A panel that ends in a spacer gives all its spare height to it: a group holding a text box
    // would otherwise take a share, and give it back when a text above or below grew, so that
    // the buttons between moved (starting a Hackenbush game moved New game up under the pointer).
    if (auto* box = qobject_cast<QBoxLayout*>(panel->layout());
        box && box->count() > 0 && box->itemAt(box->count() - 1)->spacerItem())
        box->setStretch(box->count() - 1, 1);
    const auto valueWidgets = panel->findChildren<QWidget*>();
    for (QWidget* widget : valueWidgets)
        if (qobject_cast<QAbstractSpinBox*>(widget) || qobject_cast<QComboBox*>(widget)) {
            widget->setFocusPolicy(Qt::StrongFocus); // not Qt::WheelFocus: the wheel gives no focus
            widget->installEventFilter(this);
        }
    auto* splitter = new QSplitter(Qt::Horizontal, this);
    for (QWidget* board : views) {
        QWidget* view = board;
        if (fit == ViewFit::ScrollWhenTall) {
            auto* area = new QScrollArea;
            area->setWidget(board);
            area->setWidgetResizable(true);
            area->setFrameShape(QFrame::NoFrame);
            area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
            area->setFocusPolicy(Qt::NoFocus); // the board takes the focus, not its frame
            view = area;
        }
        if (underViews && board == views.last()) {
            auto* column = new QWidget;
            auto* layout = new QVBoxLayout(column);
            layout->setContentsMargins(0, 0, 0, 0);
            layout->addWidget(view, 1);
            layout->addWidget(underViews, 0);
            splitter->addWidget(column);
        } else {
            splitter->addWidget(view);
        }
        splitter->setStretchFactor(splitter->count() - 1, 1);
    }
    splitter->addWidget(scroll);
    splitter->setStretchFactor(splitter->count() - 1, 0);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

bool PuzzlePage::eventFilter(QObject* watched, QEvent* event) {
    // A plain key typed into a box is the box's (Return applies the value typed, the arrows step
    // it): the page's shortcuts on the same keys wait until the box loses focus.
    if (event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const auto* combo = qobject_cast<QComboBox*>(watched);
        const bool typing =
            qobject_cast<QAbstractSpinBox*>(watched) || (combo && combo->isEditable());
        if (typing && (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::Wheel) {
        // A box takes the wheel only with the focus and only for a turn that began over it.
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget && !wheelguard::claims(widget, static_cast<QWheelEvent*>(event))) {
            event->ignore(); // on to the scroll area, which scrolls the panel
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void PuzzlePage::addShortcut(const QKeySequence& key, std::function<void()> slot) {
    auto* shortcut = new QShortcut(key, this, nullptr, nullptr, Qt::WindowShortcut);
    connect(shortcut, &QShortcut::activated, this, std::move(slot));
}

void PuzzlePage::openFromDialog() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open %1 judge file").arg(title()),
                                                      dialogfolder::start(),
                                                      tr("Text files (*.txt *.in);;All files (*)"));
    if (path.isEmpty())
        return;
    dialogfolder::remember(path);
    QString text;
    QString error;
    if (!textfile::read(path, &text, &error) ||
        !takeText(text, tr("Open %1").arg(textfile::displayName(path)), &error))
        model_->setMessage(tr("Not opened, nothing was changed: %1").arg(error));
}

void PuzzlePage::pasteFromClipboard() {
    QString error;
    if (!takeText(QApplication::clipboard()->text(), tr("Paste"), &error))
        model_->setMessage(tr("Not pasted, nothing was changed: %1").arg(error));
}
