// CheckDialog: the settings, the run (compile, then check, held by its CheckModel), its
// progress and the controls; it computes and judges nothing itself (what a run leaves, the
// report and the minimal case, is shown by checkdialog_outcome.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/checkdialog.h"
#include "engine/registry/registry.h"

#include "app/checkmodel.h"
#include "app/mainwindow.h"
#include "app/puzzlepage.h"
#include "app/screenfit.h"
#include "check/compile.h"
#include "check/report.h"

#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace check = pw::check;

namespace {

std::vector<std::string> toStd(const QStringList& list) {
    std::vector<std::string> words;
    for (const QString& word : list)
        words.push_back(word.toStdString());
    return words;
}

QPlainTextEdit* textPane(const QString& name) {
    auto* pane = new QPlainTextEdit;
    pane->setReadOnly(true);
    pane->setLineWrapMode(QPlainTextEdit::NoWrap);
    pane->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    pane->setAccessibleName(name);
    return pane;
}

// Widgets side by side; the one at `stretch` takes the room left.
QHBoxLayout* rowOf(std::initializer_list<QWidget*> widgets, int stretch = 0) {
    auto* row = new QHBoxLayout;
    int index = 0;
    for (QWidget* widget : widgets)
        row->addWidget(widget, index++ == stretch ? 1 : 0);
    return row;
}

} // namespace

void CheckDialog::install(MainWindow* window) {
    auto* tools = new QMenu(tr("&Tools"), window);
    QAction* before = nullptr;
    if (auto* help = window->findChild<QMenu*>(QStringLiteral("helpMenu")))
        before = help->menuAction();
    window->menuBar()->insertMenu(before, tools);
    QAction* action = tools->addAction(tr("&Check a Solution…"));
    action->setObjectName(QStringLiteral("checkSolutionAction"));
    action->setToolTip(tr("Run a contest solution on generated tests against the exact answers"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        CheckDialog* dialog = of(window);
        if (PuzzlePage* page = window->currentPage(); page && !dialog->isRunning())
            dialog->setPuzzle(page->puzzleId());
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    });
}

CheckDialog* CheckDialog::of(MainWindow* window) {
    if (auto* dialog = window->findChild<CheckDialog*>())
        return dialog;
    return new CheckDialog(window);
}

CheckDialog::CheckDialog(MainWindow* window)
    : QDialog(window), window_(window), model_(new CheckModel(this)) {
    setWindowTitle(tr("Check a Solution"));
    auto* layout = new QVBoxLayout(this);

    auto* form = new QFormLayout;
    puzzleCombo_ = new QComboBox;
    for (const pw::registry::Puzzle& puzzle : pw::registry::puzzles()) {
        const check::PuzzleChecker* kit = &puzzle.checker();
        const QString id = QString::fromStdString(std::string(kit->name()));
        const PuzzlePage* page = window_->page(id);
        puzzleCombo_->addItem(QStringLiteral("%1 (%2)").arg(page ? page->title() : id,
                                                            QLatin1String(kit->limits().contest)),
                              id);
    }
    form->addRow(tr("&Puzzle:"), puzzleCombo_);

    programRadio_ = new QRadioButton(tr("P&rogram:"));
    programRadio_->setChecked(true);
    programEdit_ = new QLineEdit;
    programEdit_->setPlaceholderText(tr("the program and its arguments, run without a shell"));
    auto* browseProgram = new QPushButton(tr("Browse…"));
    form->addRow(programRadio_, rowOf({programEdit_, browseProgram}));

    sourceRadio_ = new QRadioButton(tr("C++ &source:"));
    sourceEdit_ = new QLineEdit;
    auto* browseSource = new QPushButton(tr("Browse…"));
    form->addRow(sourceRadio_, rowOf({sourceEdit_, browseSource}));
    QStringList flags;
    for (const std::string& flag : check::defaultCompileFlags())
        flags << QString::fromStdString(flag);
    compilerEdit_ = new QLineEdit(QStringLiteral("g++"));
    compilerEdit_->setToolTip(tr("The compiler, found in PATH; it runs in the sandbox too"));
    flagsEdit_ = new QLineEdit(flags.join(QLatin1Char(' ')));
    flagsEdit_->setToolTip(tr("The compiler's flags; the source is compiled, then checked"));
    auto* compilerLabel = new QLabel(tr("&Flags:"));
    compilerLabel->setBuddy(flagsEdit_);
    QHBoxLayout* compilerRow = rowOf({compilerEdit_, compilerLabel, flagsEdit_}, 2);
    auto* compilerTitle = new QLabel(tr("Co&mpiler:"));
    compilerTitle->setBuddy(compilerEdit_);
    form->addRow(compilerTitle, compilerRow);

    testsSpin_ = new QSpinBox;
    testsSpin_->setRange(0, 100000);
    testsSpin_->setValue(100);
    testsSpin_->setToolTip(tr("Random tests; with all kinds, a tenth as many maximal tests"));
    seedSpin_ = new QSpinBox;
    seedSpin_->setRange(0, 999999999);
    seedSpin_->setValue(1);
    seedSpin_->setToolTip(tr("The same seed gives the same tests, here and in the command-line "
                             "tool"));
    kindCombo_ = new QComboBox;
    kindCombo_->addItem(tr("All kinds"), QStringLiteral("all"));
    kindCombo_->addItem(tr("Samples"), QStringLiteral("sample"));
    kindCombo_->addItem(tr("Edge cases"), QStringLiteral("edge"));
    kindCombo_->addItem(tr("Random"), QStringLiteral("random"));
    kindCombo_->addItem(tr("Maximal"), QStringLiteral("max"));
    QHBoxLayout* testsRow = rowOf({testsSpin_, new QLabel(tr("Seed:")), seedSpin_, kindCombo_}, 3);
    auto* testsLabel = new QLabel(tr("&Tests:"));
    testsLabel->setBuddy(testsSpin_);
    form->addRow(testsLabel, testsRow);

    timeSpin_ = new QDoubleSpinBox;
    timeSpin_->setRange(0.01, 600.0);
    timeSpin_->setDecimals(2);
    timeSpin_->setSuffix(tr(" s"));
    timeSpin_->setToolTip(tr("Processor time a test; the program is killed at twice it in real "
                             "time"));
    memorySpin_ = new QSpinBox;
    memorySpin_->setRange(1, 1 << 20);
    memorySpin_->setSuffix(tr(" MiB"));
    QHBoxLayout* limitsRow = rowOf({timeSpin_, new QLabel(tr("Memory:")), memorySpin_});
    limitsRow->addStretch(1);
    auto* limitsLabel = new QLabel(tr("Time &limit:"));
    limitsLabel->setBuddy(timeSpin_);
    form->addRow(limitsLabel, limitsRow);

    // What the sandbox does, and the one way around it, said where the choice is made.
    auto* sandboxText = new QLabel(
        tr("Programs and the compiler run in a sandbox (bubblewrap): no network, none of your "
           "files, the system read-only, and every process they start ends with their run. It "
           "needs the bubblewrap package and user namespaces."));
    sandboxText->setWordWrap(true);
    unsandboxedCheck_ = new QCheckBox(tr("Run &without the sandbox (unsafe: only for a program "
                                         "you trust)"));
    unsandboxedCheck_->setToolTip(
        tr("The program then runs with your files and the network in its reach; the report says "
           "so at its top"));
    auto* sandboxBox = new QVBoxLayout;
    sandboxBox->addWidget(sandboxText);
    sandboxBox->addWidget(unsandboxedCheck_);
    form->addRow(tr("Sandbox:"), sandboxBox);
    layout->addLayout(form);

    startButton_ = new QPushButton(tr("&Check"));
    stopButton_ = new QPushButton(tr("S&top"));
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    layout->addLayout(rowOf({startButton_, stopButton_, progress_}, 2));
    status_ = new QLabel;
    status_->setWordWrap(true);
    // Two lines always: nothing below moves when the text changes length.
    status_->setFixedHeight(status_->fontMetrics().lineSpacing() * 2 + 4);
    status_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    status_->setTextFormat(Qt::PlainText);
    layout->addWidget(status_);
    summary_ = textPane(tr("The report"));
    layout->addWidget(summary_, 2);

    auto* caseBox = new QGroupBox(tr("The smallest failing case"));
    auto* caseLayout = new QVBoxLayout(caseBox);
    caseTitle_ = new QLabel;
    caseTitle_->setWordWrap(true);
    caseTitle_->setTextFormat(Qt::PlainText);
    caseLayout->addWidget(caseTitle_);
    auto* panes = new QHBoxLayout;
    caseInput_ = textPane(tr("The case, as contest input"));
    expected_ = textPane(tr("The exact answer"));
    received_ = textPane(tr("What the program printed"));
    const std::pair<QString, QPlainTextEdit*> columns[] = {
        {tr("Input"), caseInput_}, {tr("Expected"), expected_}, {tr("Received"), received_}};
    for (const auto& [title, pane] : columns) {
        auto* column = new QVBoxLayout;
        column->addWidget(new QLabel(title));
        column->addWidget(pane, 1);
        panes->addLayout(column, 1);
    }
    caseLayout->addLayout(panes, 1);
    where_ = new QLabel;
    where_->setWordWrap(true);
    where_->setTextFormat(Qt::PlainText);
    where_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    caseLayout->addWidget(where_);
    layout->addWidget(caseBox, 3);

    auto* buttons = new QHBoxLayout;
    openButton_ = new QPushButton(tr("&Open on Its Page"));
    openButton_->setToolTip(tr("Show the case on its page, with the exact answer explained"));
    saveButton_ = new QPushButton(tr("Sa&ve the Case…"));
    auto* closeButton = new QPushButton(tr("Close"));
    buttons->addWidget(openButton_);
    buttons->addWidget(saveButton_);
    buttons->addStretch(1);
    buttons->addWidget(closeButton);
    layout->addLayout(buttons);
    for (QPushButton* button : findChildren<QPushButton*>())
        button->setAutoDefault(false);
    resize(fittedToScreen(this, QSize(820, 760), minimumSizeHint()));

    connect(puzzleCombo_, &QComboBox::currentIndexChanged, this,
            [this] { setPuzzle(puzzleCombo_->currentData().toString()); });
    connect(programRadio_, &QRadioButton::toggled, this, &CheckDialog::updateControls);
    connect(browseProgram, &QPushButton::clicked, this, &CheckDialog::browseProgram);
    connect(browseSource, &QPushButton::clicked, this, &CheckDialog::browseSource);
    connect(startButton_, &QPushButton::clicked, this, &CheckDialog::start);
    connect(stopButton_, &QPushButton::clicked, this, &CheckDialog::stop);
    connect(closeButton, &QPushButton::clicked, this, &QDialog::close);
    connect(openButton_, &QPushButton::clicked, this, [this] {
        QString error;
        if (!openCaseOnPage(&error)) {
            status_->setText(tr("The case was not opened: %1").arg(error));
            return;
        }
        // The dialog steps aside for the page; Tools › Check a Solution… brings it back with
        // its report.
        hide();
    });
    connect(saveButton_, &QPushButton::clicked, this, &CheckDialog::saveCaseWithDialog);
    connect(model_, &CheckModel::progressed, this, &CheckDialog::showProgress);
    connect(model_, &CheckModel::finished, this, &CheckDialog::finished);
    connect(model_, &CheckModel::failed, this, [this](const QString& message) {
        status_->setText(tr("The check failed: %1").arg(message));
        updateControls();
    });
    if (PuzzlePage* page = window_->currentPage())
        setPuzzle(page->puzzleId());
    else
        setPuzzle(puzzleCombo_->itemData(0).toString());
    status_->setText(tr("Choose a program and press Check."));
    showOutcome();
}

CheckDialog::~CheckDialog() = default; // the model's runner stops the run and waits for it

void CheckDialog::setPuzzle(const QString& puzzle) {
    const int index = puzzleCombo_->findData(puzzle);
    const check::PuzzleChecker* kit = check::checkerFor(puzzle.toStdString());
    if (index < 0 || !kit)
        return;
    const QSignalBlocker block(puzzleCombo_);
    puzzleCombo_->setCurrentIndex(index);
    timeSpin_->setValue(kit->limits().seconds);
    memorySpin_->setValue(static_cast<int>(kit->limits().mebibytes));
}

QString CheckDialog::puzzle() const {
    return puzzleCombo_->currentData().toString();
}

void CheckDialog::setProgram(const QString& commandLine) {
    programEdit_->setText(commandLine);
    programRadio_->setChecked(true);
}

void CheckDialog::setSource(const QString& path, const QString& flags) {
    sourceEdit_->setText(path);
    flagsEdit_->setText(flags);
    sourceRadio_->setChecked(true);
}

void CheckDialog::setCompiler(const QString& compiler) {
    compilerEdit_->setText(compiler);
}

void CheckDialog::setSandboxed(bool sandboxed) {
    unsandboxedCheck_->setChecked(!sandboxed);
}

void CheckDialog::setTests(int tests, int seed, const QString& kind) {
    testsSpin_->setValue(tests);
    seedSpin_->setValue(seed);
    kindCombo_->setCurrentIndex(std::max(0, kindCombo_->findData(kind)));
}

void CheckDialog::setTimeLimit(double seconds) {
    timeSpin_->setValue(seconds);
}

bool CheckDialog::isRunning() const {
    return model_->isRunning();
}

QString CheckDialog::statusText() const {
    return status_->text();
}

QString CheckDialog::reportText() const {
    return summary_->toPlainText();
}

void CheckDialog::start() {
    CheckJob settings;
    settings.kit = check::checkerFor(puzzle().toStdString());
    const bool compile = sourceRadio_->isChecked();
    if (compile) {
        settings.solution.source = sourceEdit_->text().toStdString();
        settings.solution.compiler = compilerEdit_->text().trimmed().toStdString();
        settings.solution.flags = toStd(QProcess::splitCommand(flagsEdit_->text()));
    } else {
        settings.solution.program = toStd(QProcess::splitCommand(programEdit_->text()));
    }
    settings.options.isolation =
        unsandboxedCheck_->isChecked() ? check::Isolation::None : check::Isolation::Sandbox;
    settings.options.tests = static_cast<std::uint64_t>(testsSpin_->value());
    settings.options.seed = static_cast<std::uint64_t>(seedSpin_->value());
    settings.options.kinds =
        check::kindSelectionFromName(kindCombo_->currentData().toString().toStdString())
            .value_or(check::KindSelection::All);
    settings.options.limits = check::contestLimits(*settings.kit);
    settings.options.limits.cpuSeconds = timeSpin_->value();
    settings.options.limits.wallSeconds = check::wallLimitFor(timeSpin_->value());
    settings.options.limits.memoryBytes = static_cast<std::uint64_t>(memorySpin_->value()) << 20;
    if (compile ? settings.solution.source.empty() : settings.solution.program.empty()) {
        status_->setText(compile ? tr("Choose the C++ source to compile and check.")
                                 : tr("Choose the program to check."));
        return;
    }
    if (compile && settings.solution.compiler.empty())
        settings.solution.compiler = "g++";
    // A run in progress ends (its result dropped); only the new run is shown: the last report,
    // its case and its buttons go.
    model_->start(settings);
    showOutcome();
    clock_.start();
    progress_->setRange(0, 1000);
    progress_->setValue(0);
    status_->setText(tr("Starting…"));
    updateControls();
}

void CheckDialog::stop() {
    if (model_->isRunning()) {
        model_->stop();
        status_->setText(tr("Stopping…"));
    }
}

void CheckDialog::closeEvent(QCloseEvent* event) {
    // Closing ends the run: nothing is left running for a window no one sees.
    model_->cancel();
    updateControls();
    QDialog::closeEvent(event);
}

void CheckDialog::showProgress(const check::CheckProgress& progress) {
    switch (progress.phase) {
    case check::CheckProgress::Phase::Compiling:
        progress_->setRange(0, 0); // no end known: the bar runs
        status_->setText(unsandboxedCheck_->isChecked() ? tr("Compiling…")
                                                        : tr("Compiling in the sandbox…"));
        break;
    case check::CheckProgress::Phase::Shrinking:
        progress_->setRange(0, 0);
        status_->setText(tr("Shrinking %1: %2 runs so far, now %3.")
                             .arg(QString::fromStdString(progress.current))
                             .arg(progress.shrinkRuns)
                             .arg(QString::fromStdString(progress.size)));
        break;
    case check::CheckProgress::Phase::Testing:
        progress_->setRange(0, 1000);
        if (progress.planned > 0)
            progress_->setValue(static_cast<int>(1000 * progress.done / progress.planned));
        status_->setText(tr("%1 tests done, %2 failed. Running %3")
                             .arg(progress.done)
                             .arg(progress.failures)
                             .arg(QString::fromStdString(progress.current)));
        break;
    }
}

void CheckDialog::finished() {
    progress_->setRange(0, 1000);
    // Full only when the tests ran: a compile error or a refusal ran none.
    progress_->setValue(outcome() && outcome()->report ? progress_->maximum() : 0);
    showOutcome();
    updateControls();
    emit runFinished();
}

void CheckDialog::updateControls() {
    const bool busy = model_->isRunning();
    const bool source = sourceRadio_->isChecked();
    startButton_->setEnabled(!busy);
    stopButton_->setEnabled(busy);
    for (QWidget* widget : std::initializer_list<QWidget*>{
             puzzleCombo_, programRadio_, sourceRadio_, testsSpin_, seedSpin_, kindCombo_,
             timeSpin_, memorySpin_, unsandboxedCheck_})
        widget->setEnabled(!busy);
    programEdit_->setEnabled(!busy && !source);
    sourceEdit_->setEnabled(!busy && source);
    compilerEdit_->setEnabled(!busy && source);
    flagsEdit_->setEnabled(!busy && source);
    const bool hasCase = outcome() && outcome()->report && outcome()->report->failure;
    openButton_->setEnabled(hasCase);
    saveButton_->setEnabled(hasCase);
}

void CheckDialog::browseProgram() {
    const QString path = QFileDialog::getOpenFileName(this, tr("The Program to Check"));
    // The line is split like a command line: a path with spaces is quoted.
    if (!path.isEmpty())
        setProgram(path.contains(QLatin1Char(' ')) ? QLatin1Char('"') + path + QLatin1Char('"')
                                                   : path);
}

void CheckDialog::browseSource() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("The C++ Source to Check"), QString(),
                                     tr("C++ sources (*.cpp *.cc *.cxx *.C);;All files (*)"));
    if (!path.isEmpty())
        setSource(path, flagsEdit_->text());
}
