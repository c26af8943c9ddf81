// HackenbushPage: owns the judge tests and the game; solves C1 and C2 on their own LiveSolves
// (cached by text id, so undo and switching tests are instant) and the judge answers on a third.
#include "app/hackenbush/hackenbushpage.h"

#include "app/hackenbush/hackenbushtext.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/livesolve.h"
#include "engine/common/parse_error.h"
#include "ui_hackenbushpanel.h"

#include <QApplication>
#include <QFile>
#include <QHBoxLayout>
#include <QMenu>
#include <QRegularExpression>
#include <QShortcut>

using pw::hackenbush::Colour;
using pw::hackenbush::JudgeTest;
using pw::hackenbush::Move;
using pw::hackenbush::Position;
using pw::hackenbush::Tower;

namespace {

constexpr int kCachedPositions = 64; // a whole game's worth of undo
constexpr int kEngineDelayMs = 300;  // long enough to see the engine answer, short enough to play
constexpr int kMaxTestsInSelector = 1000;

Position emptyConfiguration() {
    return Position({Tower(), Tower(), Tower()});
}

QString keyOf(const Position& position) {
    return QString::fromStdString(pw::hackenbush::textId(position));
}

// The judge format has three towers a configuration: fewer are padded with empty towers, more
// are merged from the third on into one tower of the same value (its sign expansion), which
// keeps every comparison, the only thing the judge asks about.
Position asThreeTowers(const Position& position) {
    std::vector<Tower> towers = position.towers();
    if (towers.size() > 3) {
        pw::Dyadic rest;
        for (std::size_t i = 2; i < towers.size(); ++i)
            rest += pw::hackenbush::towerValue(towers[i]);
        std::string letters = rest.signExpansion();
        for (char& c : letters)
            c = c == '+' ? 'W' : 'B';
        towers.resize(2);
        towers.push_back(Tower::fromLetters(letters));
    }
    towers.resize(3);
    return Position(std::move(towers));
}

} // namespace

HackenbushPage::HackenbushPage(QWidget* parent)
    : PuzzlePage(parent), ui_(std::make_unique<Ui::HackenbushPanel>()) {
    qRegisterMetaType<ResultPtr>();
    qRegisterMetaType<std::shared_ptr<const HackenbushAnalysis>>();
    firstView_ = new HackenbushView(this);
    secondView_ = new HackenbushView(this);
    firstView_->setAccessibleName(tr("C1 towers"));
    secondView_->setAccessibleName(tr("C2 towers"));
    firstSolve_ = new LiveSolve(this);
    secondSolve_ = new LiveSolve(this);
    judgeSolve_ = new LiveSolve(this);
    const auto exact = [](const QVariant& value) {
        const auto analysis = value.value<std::shared_ptr<const HackenbushAnalysis>>();
        return analysis && analysis->result && analysis->result->status == pw::SolveStatus::Exact;
    };
    for (LiveSolve* solve : {firstSolve_, secondSolve_}) {
        solve->setCacheCapacity(kCachedPositions);
        solve->setCacheable(exact);
    }
    judgeSolve_->setCacheCapacity(4);
    judgeSolve_->setCacheable([](const QVariant& value) { return value.isValid(); });

    auto* panel = new QWidget;
    ui_->setupUi(panel);
    setUpLayout({firstView_, secondView_}, panel);

    firstSolve_->bindIndicator(ui_->progressLabel, ui_->cancelButton);
    secondSolve_->bindIndicator(ui_->secondProgressLabel, ui_->secondCancelButton);
    engineDelay_.setSingleShot(true);
    engineDelay_.setInterval(kEngineDelayMs);
    connectPanel();
    addShortcuts();
    showTests({JudgeTest{emptyConfiguration(), emptyConfiguration()}});
}

HackenbushPage::~HackenbushPage() = default;

void HackenbushPage::connectPanel() {
    connectView(firstView_, true);
    connectView(secondView_, false);
    for (bool first : {true, false}) {
        LiveSolve* solve = first ? firstSolve_ : secondSolve_;
        connect(solve, &LiveSolve::resultReady, this,
                [this, first](const QVariant& v) { onSolved(first, v); });
        connect(solve, &LiveSolve::stale, this, &HackenbushPage::refresh);
        connect(solve, &LiveSolve::failed, this, [this](const QString& message) {
            showMessage(tr("The analysis failed: %1").arg(message));
        });
        connect(solve, &LiveSolve::cancelled, this, [this, first] {
            if (first && game_.isEngineToMove())
                engineStopped_ = true;
            showMessage(
                tr("Cancelled: the values of %1 are not known. Edit it to compute them again.")
                    .arg(first ? QStringLiteral("C1") : QStringLiteral("C2")));
            refresh();
        });
        connect(solve, &LiveSolve::settled, this, &HackenbushPage::emitSettledIfIdle);
    }
    connect(judgeSolve_, &LiveSolve::resultReady, this, [this](const QVariant& value) {
        const QStringList answers = value.toStringList();
        QStringList lines;
        for (int i = 0; i < answers.size() && i < kMaxTestsInSelector; ++i) {
            lines << tr("Test %1: %2").arg(i + 1).arg(answers[i]);
            if (i < ui_->testCombo->count())
                ui_->testCombo->setItemText(i, lines.back());
        }
        if (answers.size() > kMaxTestsInSelector)
            lines << tr("… and %1 more tests").arg(answers.size() - kMaxTestsInSelector);
        ui_->judgeOutput->setPlainText(lines.join(QLatin1Char('\n')));
    });
    connect(judgeSolve_, &LiveSolve::stale, this,
            [this] { ui_->judgeOutput->setPlainText(tr("Computing…")); });
    connect(judgeSolve_, &LiveSolve::settled, this, &HackenbushPage::emitSettledIfIdle);
    connect(&engineDelay_, &QTimer::timeout, this, &HackenbushPage::playEngineMove);

    connect(ui_->testCombo, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index != current_)
            selectTest(index);
    });
    connect(ui_->openButton, &QPushButton::clicked, this, &HackenbushPage::openFile);
    connect(ui_->pasteButton, &QPushButton::clicked, this, &HackenbushPage::paste);
    connect(ui_->whiteToMoveRadio, &QRadioButton::toggled, this, &HackenbushPage::refresh);
    connect(ui_->markWinningCheck, &QCheckBox::toggled, this, &HackenbushPage::refresh);
    connect(ui_->newGameButton, &QPushButton::clicked, this, [this] {
        const Colour human =
            ui_->humanColourCombo->currentIndex() == 0 ? Colour::White : Colour::Black;
        startGame(human,
                  ui_->starterCombo->currentIndex() == 0 ? human : pw::hackenbush::opponent(human));
    });
    connect(ui_->undoButton, &QPushButton::clicked, this, &HackenbushPage::undo);
    connect(ui_->stopGameButton, &QPushButton::clicked, this, &HackenbushPage::stopGame);
    for (bool first : {true, false}) {
        QLineEdit* edit = first ? ui_->firstIdEdit : ui_->secondIdEdit;
        connect(edit, &QLineEdit::returnPressed, this, [this, first, edit] {
            try {
                editPosition(first,
                             pw::hackenbush::parseTextId(edit->text().trimmed().toStdString()));
            } catch (const pw::ParseError& e) {
                showMessage(tr("Not a text id (towers of W and B separated by |): %1")
                                .arg(QString::fromStdString(e.what())));
            }
        });
    }
    connect(ui_->randomButton, &QPushButton::clicked, this, [this] {
        stopGame();
        editPosition(true, pw::hackenbush::randomPosition(
                               3, static_cast<std::size_t>(ui_->randomHeightSpin->value()),
                               static_cast<std::uint64_t>(ui_->seedSpin->value())));
    });
}

void HackenbushPage::connectView(HackenbushView* view, bool first) {
    connect(view, &HackenbushView::cubeClicked, this,
            [this, first](int t, int h) { onCubeClicked(first, t, h); });
    connect(view, &HackenbushView::cubeContextMenuRequested, this,
            [this, first](int t, int h, QPoint where) { onCubeMenu(first, t, h, where); });
    connect(view, &HackenbushView::addCubeClicked, this, [this, first](int t, bool white) {
        const Position& p = shownPosition(first);
        const auto tower = static_cast<std::size_t>(t);
        editPosition(first, p.withTower(tower, p.tower(tower).withCubeOnTop(
                                                   white ? Colour::White : Colour::Black)));
    });
    connect(view, &HackenbushView::removeTowerClicked, this, [this, first](int t) {
        editPosition(first, shownPosition(first).withoutTower(static_cast<std::size_t>(t)));
    });
    connect(view, &HackenbushView::addTowerClicked, this,
            [this, first] { editPosition(first, shownPosition(first).withTowerAdded(Tower())); });
    connect(view, &HackenbushView::hoverChanged, ui_->hoverLabel, &QLabel::setText);
    view->setCubeDescriber([this, first](Move move) { return describeCube(first, move); });
}

void HackenbushPage::addShortcuts() {
    auto shortcut = [this](QKeySequence key, auto slot) {
        auto* s = new QShortcut(key, this, nullptr, nullptr, Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
    };
    // Ctrl+Z undoes edits (the page's QUndoStack); in a game, Backspace takes back moves.
    shortcut(QKeySequence(Qt::Key_Backspace), [this] { undo(); });
    shortcut(QKeySequence(Qt::CTRL | Qt::Key_G), [this] { ui_->newGameButton->click(); });
    shortcut(QKeySequence(Qt::Key_Escape), [this] { stopGame(); });
    shortcut(QKeySequence(Qt::Key_PageDown),
             [this] { selectTest(std::min(current_ + 1, testCount() - 1)); });
    shortcut(QKeySequence(Qt::Key_PageUp), [this] { selectTest(std::max(current_ - 1, 0)); });
}

bool HackenbushPage::loadJudgeText(const QString& text, QString* error) {
    const std::string input = text.toStdString();
    try {
        auto tests = pw::hackenbush::parseJudge(input);
        if (tests.empty())
            throw pw::ParseError(1, "the input has no tests");
        for (const JudgeTest& test : tests)
            for (const Position* p : {&test.first, &test.second})
                if (auto problem = p->validate())
                    throw pw::ParseError(0, *problem);
        showTests(std::move(tests));
        return true;
    } catch (const pw::ParseError& e) {
        // One line of W, B and | is a text id for C1 (what the C1 field shows and copies).
        static const QRegularExpression textIdPattern(QStringLiteral("^[WB|.]+$"));
        const QString trimmed = text.trimmed();
        if (textIdPattern.match(trimmed).hasMatch()) {
            const Position position = pw::hackenbush::parseTextId(trimmed.toStdString());
            if (!position.validate()) {
                stopGame();
                editPosition(true, position);
                return true;
            }
        }
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

QString HackenbushPage::judgeText() const {
    std::vector<JudgeTest> tests;
    tests.reserve(tests_.size());
    for (const JudgeTest& test : tests_)
        tests.push_back(JudgeTest{asThreeTowers(test.first), asThreeTowers(test.second)});
    return QString::fromStdString(pw::hackenbush::formatJudge(tests));
}

void HackenbushPage::loadExample() {
    QFile file(QStringLiteral(":/examples/hackenbush.txt"));
    QString error;
    if (!file.open(QIODevice::ReadOnly) ||
        !loadJudgeText(QString::fromUtf8(file.readAll()), &error))
        qWarning("built-in hackenbush example missing or invalid: %s", qPrintable(error));
}

bool HackenbushPage::isSettled() const {
    const bool engineWaiting = game_.isEngineToMove() && !engineStopped_;
    return firstSolve_->isSettled() && secondSolve_->isSettled() && judgeSolve_->isSettled() &&
           !engineDelay_.isActive() && !engineWaiting;
}

void HackenbushPage::emitSettledIfIdle() {
    if (isSettled())
        emit settled();
}

void HackenbushPage::showTests(std::vector<JudgeTest> tests) {
    stopGame();
    tests_ = std::move(tests);
    current_ = -1;
    {
        const QSignalBlocker blocker(ui_->testCombo);
        ui_->testCombo->clear();
        for (int i = 0; i < testCount() && i < kMaxTestsInSelector; ++i)
            ui_->testCombo->addItem(tr("Test %1").arg(i + 1));
    }
    ui_->testsGroup->setTitle(testCount() > kMaxTestsInSelector
                                  ? tr("Judge tests (%1; the first %2 can be shown)")
                                        .arg(testCount())
                                        .arg(kMaxTestsInSelector)
                              : testCount() == 1 ? tr("Judge tests (1 test)")
                                                 : tr("Judge tests (%1 tests)").arg(testCount()));
    ++judgeGeneration_;
    requestJudgeAnswers();
    selectTest(0);
}

void HackenbushPage::selectTest(int index) {
    if (index < 0 || index >= testCount() || index == current_)
        return;
    stopGame();
    current_ = index;
    {
        const QSignalBlocker blocker(ui_->testCombo);
        ui_->testCombo->setCurrentIndex(index < kMaxTestsInSelector ? index : -1);
    }
    message_.clear();
    requestSolve(true);
    requestSolve(false);
    refresh();
}

void HackenbushPage::setFirst(const Position& position) {
    editPosition(true, position);
}
void HackenbushPage::setSecond(const Position& position) {
    editPosition(false, position);
}

void HackenbushPage::setToMove(Colour colour) {
    (colour == Colour::White ? ui_->whiteToMoveRadio : ui_->blackToMoveRadio)->setChecked(true);
}

Colour HackenbushPage::toMove() const {
    return ui_->whiteToMoveRadio->isChecked() ? Colour::White : Colour::Black;
}

const Position& HackenbushPage::shownPosition(bool first) const {
    if (first && game_.isActive())
        return game_.position();
    return first ? this->first() : second();
}

QString HackenbushPage::positionId() const {
    return QString::fromStdString(pw::hackenbush::testsId(tests_, current_));
}

bool HackenbushPage::loadPositionId(const QString& id, QString* error) {
    try {
        auto parsed = pw::hackenbush::parseTestsId(id.trimmed().toStdString());
        for (const auto& test : parsed.tests)
            for (const Position* configuration : {&test.first, &test.second})
                if (auto problem = configuration->validate())
                    throw pw::ParseError(0, *problem);
        showTests(std::move(parsed.tests));
        selectTest(parsed.current);
        return true;
    } catch (const pw::ParseError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
        return false;
    }
}

void HackenbushPage::editPosition(bool first, const Position& position) {
    recordEdit(first ? tr("Edit C1") : tr("Edit C2"), [&] { applyEdit(first, position); });
}

void HackenbushPage::applyEdit(bool first, const Position& position) {
    if (first && game_.isActive()) {
        showMessage(tr(
            "The game is on: click a cube of your colour to remove it, or press Back to editing."));
        return;
    }
    if (auto problem = position.validate()) {
        showMessage(tr("Not changed: %1").arg(QString::fromStdString(*problem)));
        return;
    }
    JudgeTest& test = tests_[static_cast<std::size_t>(current_)];
    (first ? test.first : test.second) = position;
    message_.clear();
    ++judgeGeneration_;
    requestSolve(first);
    requestJudgeAnswers();
    refresh();
}

void HackenbushPage::requestSolve(bool first) {
    const Position position = shownPosition(first);
    (first ? firstStale_ : secondStale_) = true;
    // Answers through resultReady (cached: at once) or stale (a solve is pending).
    (first ? firstSolve_ : secondSolve_)
        ->request(keyOf(position), [position](pw::SolveControl& control) {
            return QVariant::fromValue(std::make_shared<const HackenbushAnalysis>(HackenbushAnalysis::of(
                std::make_shared<const pw::hackenbush::Result>(pw::hackenbush::solve(position, control)))));
        });
}

void HackenbushPage::requestJudgeAnswers() {
    std::vector<JudgeTest> tests = tests_; // positions share their cubes: a cheap copy
    judgeSolve_->request(
        QStringLiteral("judge:%1").arg(judgeGeneration_), [tests](pw::SolveControl& control) {
            QStringList answers;
            answers.reserve(static_cast<qsizetype>(tests.size()));
            std::uint64_t cubes = 0;
            for (std::size_t i = 0; i < tests.size(); ++i) {
                cubes += tests[i].first.cubeCount() + tests[i].second.cubeCount();
                if (control.checkpoint(cubes, "judge tests",
                                       static_cast<double>(i) / static_cast<double>(tests.size())))
                    return QVariant();
                const bool yes =
                    pw::hackenbush::compare(tests[i].first, tests[i].second).firstAtLeastSecond;
                answers << (yes ? QStringLiteral("Yes") : QStringLiteral("No"));
            }
            return QVariant(answers);
        });
}

void HackenbushPage::onSolved(bool first, const QVariant& value) {
    const auto analysis = value.value<std::shared_ptr<const HackenbushAnalysis>>();
    const ResultPtr result = analysis ? analysis->result : nullptr;
    if (!result || result->status != pw::SolveStatus::Exact ||
        !(result->position == shownPosition(first)))
        return;
    (first ? firstResult_ : secondResult_) = result;
    (first ? firstTexts_ : secondTexts_) = *analysis;
    (first ? firstStale_ : secondStale_) = false;
    if (first && game_.isEngineToMove() && !engineStopped_)
        engineDelay_.start();
    refresh();
}

void HackenbushPage::onCubeClicked(bool first, int tower, int height) {
    const Move move{static_cast<std::size_t>(tower), static_cast<std::size_t>(height)};
    if (first && game_.isActive()) {
        playHumanMove(move);
        return;
    }
    const Position& p = shownPosition(first);
    const Tower& t = p.tower(move.tower);
    editPosition(first, p.withTower(move.tower, t.withCube(move.height, pw::hackenbush::opponent(
                                                                            t.cube(move.height)))));
}

void HackenbushPage::onCubeMenu(bool first, int tower, int height, QPoint where) {
    if (first && game_.isActive())
        return;
    const Position p = shownPosition(first);
    const auto t = static_cast<std::size_t>(tower);
    const auto h = static_cast<std::size_t>(height);
    const std::size_t above = p.tower(t).height() - h - 1;
    QMenu menu(this);
    menu.addAction(tr("&Flip colour"), this,
                   [this, first, tower, height] { onCubeClicked(first, tower, height); });
    menu.addAction(above == 0   ? tr("&Remove this cube")
                   : above == 1 ? tr("&Remove this cube and the one above")
                                : tr("&Remove this cube and the %1 above").arg(above),
                   this, [this, first, p, t, h] {
                       editPosition(first, p.withTower(t, p.tower(t).truncated(h)));
                   });
    menu.addAction(tr("Remove &tower %1").arg(tower + 1), this,
                   [this, first, p, t] { editPosition(first, p.withoutTower(t)); });
    menu.exec(where);
}

void HackenbushPage::openFile() {
    if (const QString problem = openJudgeFileFromDialog(); !problem.isEmpty())
        showMessage(problem);
}

void HackenbushPage::paste() {
    if (const QString problem = pasteFromClipboard(); !problem.isEmpty())
        showMessage(problem);
}

void HackenbushPage::showMessage(const QString& message) {
    message_ = message;
    ui_->messageLabel->setText(message_);
}

QString HackenbushPage::messageText() const {
    return ui_->messageLabel->text();
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
QString HackenbushPage::winningMovesText() const {
    return ui_->winningMovesLabel->text();
}
