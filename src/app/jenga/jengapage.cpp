// JengaPage: owns the tower and the game; solves through LiveSolve (exact up to 10 levels, a
// simulation estimate beyond) and plays from the solved table, so a game never solves again.
#include "app/jenga/jengapage.h"

#include "app/jenga/jengachart.h"
#include "app/jenga/jengapalette.h"
#include "app/jenga/jengaview.h"
#include "app/livesolve.h"
#include "engine/common/parse_error.h"
#include "ui_jengapanel.h"

#include <QApplication>
#include <QFile>
#include <QHBoxLayout>
#include <QLocale>
#include <QRandomGenerator>
#include <QShortcut>
#include <QUndoStack>

#include <cmath>

using pw::jenga::Analysis;
using pw::jenga::Colour;
using pw::jenga::Move;
using pw::jenga::Tower;

using jengapalette::exactText;
using jengapalette::minutesText;

namespace {

constexpr std::size_t kMemoryBudget = std::size_t{3} << 29; // 1.5 GiB
constexpr std::uint64_t kSimulationSeed = 1;
constexpr std::size_t kCachedTableBytes = std::size_t{128} << 20;

QString faceName(int face) {
    return face == JengaPage::kBlackFace ? JengaPage::tr("black") : jengapalette::name(static_cast<Colour>(face));
}

} // namespace

JengaPage::JengaPage(QWidget* parent) : PuzzlePage(parent), ui_(std::make_unique<Ui::JengaPanel>()) {
    qRegisterMetaType<std::shared_ptr<const JengaOutcome>>();
    view_ = new JengaView(this);
    solve_ = new LiveSolve(this);
    solve_->setCacheCapacity(8);
    // Tables of 9 and 10 levels hold 0.4 and 1.2 GB: only smaller ones are cached (the latest
    // solve is kept in exact_ whatever its size).
    solve_->setCacheable([](const QVariant& value) {
        const auto outcome = value.value<std::shared_ptr<const JengaOutcome>>();
        return outcome && ((outcome->kind == JengaOutcome::Kind::Exact &&
                            outcome->result.table.memoryBytes() <= kCachedTableBytes) ||
                           (outcome->kind == JengaOutcome::Kind::Simulation && outcome->estimate &&
                            outcome->estimate->status == pw::SolveStatus::Exact));
    });

    auto* panel = new QWidget;
    ui_->setupUi(panel);
    chart_ = new JengaChart(ui_->chartHost);
    auto* chartLayout = new QVBoxLayout(ui_->chartHost);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->addWidget(chart_);
    setUpLayout({view_}, panel);

    solve_->bindIndicator(ui_->progressLabel, ui_->cancelButton);
    for (int face = 0; face < 3; ++face) {
        QPushButton* button = face == 0 ? ui_->redButton : face == 1 ? ui_->greenButton : ui_->blueButton;
        button->setStyleSheet(QStringLiteral("QPushButton { color: %1; font-weight: bold; }")
                                  .arg(jengapalette::colour(static_cast<Colour>(face)).name()));
        button->setAccessibleName(tr("The die shows %1").arg(faceName(face)));
    }
    connectPanel();
    setPlaying(false); // shows the first hints
    setTower(Tower());
}

JengaPage::~JengaPage() = default;

void JengaPage::connectPanel() {
    connect(solve_, &LiveSolve::resultReady, this, &JengaPage::onResult);
    connect(solve_, &LiveSolve::stale, this, [this] {
        waiting_ = true;
        refresh();
    });
    connect(solve_, &LiveSolve::failed, this, [this](const QString& message) {
        waiting_ = false;
        solveProblem_ = tr("The solver failed: %1").arg(message);
        refresh();
    });
    connect(solve_, &LiveSolve::cancelled, this, [this] {
        if (quietCancel_)
            return;
        waiting_ = false;
        solveProblem_ = tr("Cancelled: no value for this tower. Solve it exactly or estimate it by simulation.");
        refresh();
    });
    connect(solve_, &LiveSolve::settled, this, &JengaPage::emitSettledIfIdle);

    connect(view_, &JengaView::slotClicked, this, &JengaPage::onSlotClicked);
    connect(view_, &JengaView::slotHovered, this, &JengaPage::onSlotHovered);

    connect(ui_->solveButton, &QPushButton::clicked, this, [this] {
        solveProblem_.clear();
        requestExact();
    });
    connect(ui_->simulateButton, &QPushButton::clicked, this, &JengaPage::requestSimulation);
    connect(ui_->editModeRadio, &QRadioButton::toggled, this, [this](bool edit) { setPlaying(!edit); });
    connect(ui_->rollButton, &QPushButton::clicked, this, [this] {
        // Die weights in sixths: red 1, green 2, blue 2, black 1.
        const int side = static_cast<int>(QRandomGenerator::global()->bounded(pw::jenga::kDieSides));
        roll(side == 0 ? 0 : side <= 2 ? 1 : side <= 4 ? 2 : kBlackFace);
    });
    connect(ui_->redButton, &QPushButton::clicked, this, [this] { roll(0); });
    connect(ui_->greenButton, &QPushButton::clicked, this, [this] { roll(1); });
    connect(ui_->blueButton, &QPushButton::clicked, this, [this] { roll(2); });
    connect(ui_->blackButton, &QPushButton::clicked, this, [this] { roll(kBlackFace); });
    connect(ui_->applyButton, &QPushButton::clicked, this, &JengaPage::applyBestMove);
    connect(ui_->undoButton, &QPushButton::clicked, undoStack(), &QUndoStack::undo);
    connect(undoStack(), &QUndoStack::canUndoChanged, ui_->undoButton, &QPushButton::setEnabled);
    ui_->undoButton->setEnabled(false);
    connect(ui_->restartButton, &QPushButton::clicked, this, [this] {
        QString error;
        const QString start = playStart_;
        recordEdit(tr("New game"), [&] {
            playCursor_ = 0;
            loadPositionId(start, &error);
        });
        showMessage(tr("New game from the start tower."));
    });

    connect(ui_->levelsSpin, &QSpinBox::valueChanged, this, [this](int n) {
        if (n != tower_.levelCount())
            edit(tr("Change the number of levels"), tower_.withLevelCount(n));
    });
    connect(ui_->addLevelButton, &QPushButton::clicked, this, [this] { ui_->levelsSpin->stepUp(); });
    connect(ui_->removeLevelButton, &QPushButton::clicked, this, [this] { ui_->levelsSpin->stepDown(); });
    connect(ui_->randomButton, &QPushButton::clicked, this, [this] {
        edit(tr("Random tower"), pw::jenga::randomTower(ui_->levelsSpin->value(),
                                                        static_cast<std::uint64_t>(ui_->seedSpin->value())));
    });
    connect(ui_->openButton, &QPushButton::clicked, this, &JengaPage::openFile);
    connect(ui_->pasteButton, &QPushButton::clicked, this, &JengaPage::paste);

    auto shortcut = [this](QKeySequence key, auto slot) {
        auto* s = new QShortcut(key, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
    };
    shortcut(QKeySequence(Qt::Key_R), [this] {
        if (ui_->rollButton->isEnabled())
            ui_->rollButton->click();
    });
    shortcut(QKeySequence(Qt::Key_Return), [this] {
        if (ui_->applyButton->isEnabled())
            applyBestMove();
    });
    shortcut(QKeySequence(Qt::Key_Plus), [this] { ui_->levelsSpin->stepUp(); });
    shortcut(QKeySequence(Qt::Key_Minus), [this] { ui_->levelsSpin->stepDown(); });
    shortcut(QKeySequence(Qt::Key_Escape), [this] { solve_->cancel(); });
}

// ---- Loading and saving -------------------------------------------------------------------

bool JengaPage::loadJudgeText(const QString& text, QString* error) {
    try {
        const Tower tower = pw::jenga::parseJudge(text.toStdString());
        if (auto problem = tower.validate())
            throw pw::ParseError(0, *problem);
        resetPlay();
        playStart_ = QString::fromStdString(pw::jenga::textId(tower));
        setTower(tower);
        return true;
    } catch (const pw::ParseError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

QString JengaPage::judgeText() const {
    for (const auto& level : tower_.levels())
        if (!level.isComplete())
            return {}; // the judge format has no empty slots
    return QString::fromStdString(pw::jenga::formatJudge(tower_));
}

void JengaPage::loadExample() {
    QFile file(QStringLiteral(":/examples/jenga.txt"));
    QString error;
    if (!file.open(QIODevice::ReadOnly) || !loadJudgeText(QString::fromUtf8(file.readAll()), &error))
        qWarning("built-in jenga example missing or invalid: %s", qPrintable(error));
}

QString JengaPage::positionId() const { return QString::fromStdString(pw::jenga::textId(tower_)); }

// Unplayable towers load too (they show why): undo must be able to return to any edit.
bool JengaPage::loadPositionId(const QString& id, QString* error) {
    Tower tower;
    try {
        tower = pw::jenga::parseTextId(id.trimmed().toStdString());
    } catch (const pw::ParseError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
    const QString canonical = QString::fromStdString(pw::jenga::textId(tower));
    if (isPlaying()) {
        // Undo and redo in a game move along its minutes: find the nearest minute at this tower.
        int best = -1;
        for (int m = 0; m <= static_cast<int>(minutes_.size()); ++m) {
            const QString at = m == 0 ? playStart_ : minutes_[static_cast<std::size_t>(m - 1)].towerAfter;
            if (at == canonical && (best < 0 || std::abs(m - playCursor_) < std::abs(best - playCursor_)))
                best = m;
        }
        if (best >= 0) {
            playCursor_ = best;
        } else {
            resetPlay();
            playStart_ = canonical;
        }
    } else {
        playStart_ = canonical;
    }
    rolled_.reset();
    setTower(tower);
    return true;
}

QJsonObject JengaPage::options() const {
    return {{QStringLiteral("mode"), isPlaying() ? QStringLiteral("play") : QStringLiteral("edit")},
            {QStringLiteral("seed"), ui_->seedSpin->value()}};
}

void JengaPage::restoreOptions(const QJsonObject& options) {
    ui_->seedSpin->setValue(options.value(QStringLiteral("seed")).toInt(ui_->seedSpin->value()));
    setPlaying(options.value(QStringLiteral("mode")).toString() == QStringLiteral("play"));
}

void JengaPage::openFile() {
    if (const QString problem = openJudgeFileFromDialog(); !problem.isEmpty())
        showMessage(problem.toHtmlEscaped());
}

void JengaPage::paste() {
    if (const QString problem = pasteFromClipboard(); !problem.isEmpty())
        showMessage(problem.toHtmlEscaped());
}

// ---- The tower and its value --------------------------------------------------------------

bool JengaPage::isSettled() const { return solve_->isSettled(); }

std::optional<double> JengaPage::expectedDuration() const {
    return analysis_ ? std::optional<double>(analysis_->expectedDuration) : std::nullopt;
}

void JengaPage::edit(const QString& description, const Tower& tower) {
    recordEdit(description, [&] {
        resetPlay();
        playStart_ = QString::fromStdString(pw::jenga::textId(tower));
        setTower(tower);
    });
}

void JengaPage::setTower(const Tower& tower) {
    tower_ = tower;
    selected_.reset();
    {
        const QSignalBlocker blocker(ui_->levelsSpin);
        ui_->levelsSpin->setValue(tower.levelCount());
    }
    view_->setTower(tower);
    evaluate();
}

void JengaPage::quietCancel() {
    quietCancel_ = true;
    solve_->cancel();
    quietCancel_ = false;
}

void JengaPage::evaluate() {
    analysis_.reset();
    estimate_.reset();
    solveProblem_.clear();
    waiting_ = false;
    tooTall_ = false;
    if (tower_.validate()) {
        quietCancel();
        refresh();
        emitSettledIfIdle();
        return;
    }
    // The latest exact solve is kept even when too big to cache (undo back to it is instant).
    if (exact_ && exact_->tower == tower_) {
        quietCancel();
        analysis_ = exact_->result.startAnalysis;
        refresh();
        emitSettledIfIdle();
        return;
    }
    // In a game every position is in the table of the solved start: no new solve.
    if (isPlaying() && exact_) {
        if (auto analysis = exact_->result.analysis(tower_)) {
            quietCancel();
            analysis_ = std::move(analysis);
            refresh();
            emitSettledIfIdle();
            return;
        }
    }
    if (tower_.levelCount() > kExactLevelLimit) {
        tooTall_ = true;
        requestSimulation();
    } else {
        requestExact();
    }
    refresh();
}

void JengaPage::requestExact() {
    const Tower tower = tower_;
    // Towers of up to 6 levels solve in under 80 ms: a short debounce keeps the answer within
    // ~100 ms of a click; taller ones wait the usual 100 ms so quick edits coalesce.
    solve_->setDebounceInterval(tower.levelCount() <= 6 ? 15 : 100);
    solve_->request(QStringLiteral("exact:") + positionId(), [tower](pw::SolveControl& control) {
        control.setMemoryBudget(std::min(control.memoryBudget(), kMemoryBudget));
        auto outcome = std::make_shared<JengaOutcome>();
        outcome->tower = tower;
        outcome->result = pw::jenga::solve(tower, control);
        switch (outcome->result.status) {
        case pw::SolveStatus::Exact: {
            outcome->kind = JengaOutcome::Kind::Exact;
            auto distribution = pw::jenga::durationDistribution(outcome->result, tower, control);
            if (distribution.status == pw::SolveStatus::Exact)
                outcome->distribution = std::move(distribution);
            break;
        }
        case pw::SolveStatus::OverBudget:
            outcome->kind = JengaOutcome::Kind::OverBudget;
            break;
        case pw::SolveStatus::Cancelled:
            outcome->kind = JengaOutcome::Kind::Cancelled;
            break;
        }
        return QVariant::fromValue(std::shared_ptr<const JengaOutcome>(std::move(outcome)));
    });
}

void JengaPage::requestSimulation() {
    const Tower tower = tower_;
    solve_->request(QStringLiteral("simulation:") + positionId(), [tower](pw::SolveControl& control) {
        auto outcome = std::make_shared<JengaOutcome>();
        outcome->kind = JengaOutcome::Kind::Simulation;
        outcome->tower = tower;
        outcome->estimate = pw::jenga::estimateBySimulation(tower, kSimulationGames, kSimulationSeed, control);
        return QVariant::fromValue(std::shared_ptr<const JengaOutcome>(std::move(outcome)));
    });
}

void JengaPage::onResult(const QVariant& value) {
    const auto outcome = value.value<std::shared_ptr<const JengaOutcome>>();
    if (!outcome || !(outcome->tower == tower_))
        return;
    waiting_ = false;
    switch (outcome->kind) {
    case JengaOutcome::Kind::Exact:
        exact_ = outcome;
        analysis_ = outcome->result.startAnalysis;
        break;
    case JengaOutcome::Kind::OverBudget:
        solveProblem_ = tr("This tower needs more memory than the exact solver may use here (%1 GB).")
                            .arg(QLocale().toString(double(kMemoryBudget) / (1 << 30), 'g', 2));
        break;
    case JengaOutcome::Kind::Cancelled:
        solveProblem_ = tr("Cancelled: no value for this tower.");
        break;
    case JengaOutcome::Kind::Simulation:
        estimate_ = outcome->estimate;
        break;
    }
    refresh();
}

// ---- Play ---------------------------------------------------------------------------------

bool JengaPage::isPlaying() const { return ui_->playModeRadio->isChecked(); }

void JengaPage::setPlaying(bool playing) {
    {
        const QSignalBlocker a(ui_->editModeRadio);
        const QSignalBlocker b(ui_->playModeRadio);
        ui_->playModeRadio->setChecked(playing);
        ui_->editModeRadio->setChecked(!playing);
    }
    resetPlay();
    playStart_ = positionId();
    const QString badges = tr("Filled badges mark the best block to take for each die colour, outlined "
                              "ones where it goes; hover a block to see what taking it leaves.");
    showMessage((playing ? tr("Roll the die (R) or pick the face it shows.")
                         : tr("Click a block to change its colour; right-click or Shift+click takes it out.")) +
                QLatin1Char(' ') + badges);
    evaluate();
}

void JengaPage::resetPlay() {
    minutes_.clear();
    playCursor_ = 0;
    rolled_.reset();
    selected_.reset();
}

int JengaPage::targetLevel() const {
    return tower_.top().isComplete() ? tower_.levelCount() : tower_.levelCount() - 1;
}

void JengaPage::passMinute(int face) {
    minutes_.resize(static_cast<std::size_t>(playCursor_));
    minutes_.push_back(Minute{face, positionId()});
    ++playCursor_;
}

void JengaPage::roll(int face) {
    if (!isPlaying() || rolled_ || tower_.validate() || pw::jenga::isFinished(tower_))
        return;
    if (face == kBlackFace || !pw::jenga::hasLegalMove(tower_, static_cast<Colour>(face))) {
        passMinute(face);
        showMessage(face == kBlackFace
                        ? tr("Black: the minute passes with no move.")
                        : tr("%1: no %2 block can come out, the minute passes.")
                              .arg(jengapalette::letter(static_cast<Colour>(face)))
                              .arg(faceName(face)));
    } else {
        rolled_ = static_cast<Colour>(face);
        QString text = tr("<b>%1</b>: take a %2 block out and put it on top.")
                           .arg(jengapalette::letter(*rolled_))
                           .arg(faceName(face));
        if (analysis_) {
            const auto& choice = analysis_->choice(*rolled_);
            text += QLatin1Char(' ') + tr("Best: %1, leaving %2 minutes.")
                                           .arg(QString::fromStdString(pw::jenga::moveText(tower_, choice.bestMove)))
                                           .arg(minutesText(choice.bestExpectedAfter));
        }
        showMessage(text);
    }
    refresh();
}

bool JengaPage::applyBestMove() {
    if (!rolled_ || !analysis_)
        return false;
    return playMove(analysis_->choice(*rolled_).bestMove);
}

bool JengaPage::playMove(const Move& move) {
    if (!rolled_ || !pw::jenga::isLegal(tower_, move) || pw::jenga::moveColour(tower_, move) != *rolled_) {
        showMessage(tr("Not allowed: take a %1 block whose level still stands without it, and put it on top.")
                        .arg(rolled_ ? jengapalette::name(*rolled_) : tr("rolled")));
        return false;
    }
    const Colour colour = *rolled_;
    const QString text = QString::fromStdString(pw::jenga::moveText(tower_, move));
    std::optional<double> after;
    std::optional<double> best;
    if (analysis_) {
        const auto& choice = analysis_->choice(colour);
        best = choice.bestExpectedAfter;
        for (const auto& mv : choice.moves)
            if (mv.move == move)
                after = mv.expectedAfter;
    }
    const Tower next = pw::jenga::apply(tower_, move);
    recordEdit(tr("Play %1").arg(text), [&] {
        minutes_.resize(static_cast<std::size_t>(playCursor_));
        minutes_.push_back(Minute{static_cast<int>(colour), QString::fromStdString(pw::jenga::textId(next))});
        ++playCursor_;
        rolled_.reset();
        setTower(next);
    });
    if (after && best)
        showMessage(*after <= *best + 1e-12
                        ? tr("Played %1: <b>optimal</b>.").arg(text)
                        : tr("Played %1: <b>not optimal</b>, it leaves %2 minutes; the best leaves %3.")
                              .arg(text, minutesText(*after), minutesText(*best)));
    else
        showMessage(tr("Played %1.").arg(text));
    refresh();
    return true;
}

void JengaPage::onSlotClicked(int level, int slot, Qt::MouseButton button, Qt::KeyboardModifiers modifiers) {
    const bool newLevel = level >= tower_.levelCount();
    pw::jenga::Slot cell;
    if (!newLevel)
        cell = tower_.level(level).cells[static_cast<std::size_t>(slot)];
    if (!isPlaying()) {
        if (newLevel) {
            // A block on the empty level above a complete top starts a new level.
            std::vector<pw::jenga::Level> levels = tower_.levels();
            pw::jenga::Level fresh;
            fresh.cells[static_cast<std::size_t>(slot)] = Colour::Red;
            levels.push_back(fresh);
            edit(tr("Start a new level"), Tower(std::move(levels)));
        } else if (!cell) {
            edit(tr("Put a block back"), tower_.withSlot(level, slot, Colour::Red));
        } else if (button == Qt::RightButton || (modifiers & Qt::ShiftModifier)) {
            edit(tr("Take a block out"), tower_.withSlot(level, slot, std::nullopt));
        } else {
            const auto next = static_cast<Colour>((static_cast<int>(*cell) + 1) % pw::jenga::kColourCount);
            edit(tr("Recolour a block"), tower_.withSlot(level, slot, next));
        }
        return;
    }
    if (!rolled_) {
        showMessage(tr("Roll the die first (R), or pick the face it shows."));
        return;
    }
    if (selected_ && level == targetLevel() && !cell) {
        playMove(Move{selected_->first, selected_->second, slot});
        return;
    }
    if (cell.has_value() && cell.value() == *rolled_ && level < tower_.levelCount() - 1) {
        const bool same = selected_ == std::make_pair(level, slot);
        selected_.reset();
        if (!same) {
            bool removable = false;
            for (const Move& m : pw::jenga::legalMoves(tower_, *rolled_))
                removable = removable || (m.level == level && m.slot == slot);
            if (removable) {
                selected_ = std::make_pair(level, slot);
                showMessage(tr("Now click the free slot on top where the block goes."));
            } else {
                showMessage(tr("That block cannot come out: its level would fall."));
            }
        }
        refresh();
        return;
    }
    showMessage(tr("The die shows %1: click a %1 block below the top level.").arg(jengapalette::name(*rolled_)));
}

void JengaPage::onSlotHovered(int level, int slot) {
    hovered_ = {level, slot};
    refreshAnswer();
}
