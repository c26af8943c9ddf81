// MainWindow: builds the pages and routes the File and Edit menus, drops and the session to them.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "app/appicons.h"
#include "app/checkdialog.h"
#include "app/helpdialog.h"
#include "app/messagetext.h"
#include "app/notifier.h"
#include "app/pageexport.h"
#include "app/pages.h"
#include "app/puzzlepage.h"
#include "app/textfile.h"
#include "app/theme.h"
#include "app/translations.h"
#include "engine/registry/registry.h"
#include "ui_mainwindow.h"

#include <QActionGroup>
#include <QMenuBar>
#include <QTabBar>
#include <QToolBar>

#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextDocumentFragment>
#include <algorithm>

namespace {

// The Game menu's actions with what each asks of the page shown.
QList<std::pair<QAction*, PuzzlePage::GameAction>> gameActions(const Ui::MainWindow& ui) {
    using Game = PuzzlePage::GameAction;
    return {{ui.newGameAction, Game::New},
            {ui.restartAction, Game::Restart},
            {ui.hintAction, Game::Hint},
            {ui.solveAction, Game::Solve}};
}

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), ui_(std::make_unique<Ui::MainWindow>()) {
    ui_->setupUi(this);
    notifier_ = new Notifier(this);
    // The pages in the registry's order of their puzzles.
    QList<PuzzlePage*> created = createPages(this);
    const auto rank = [](const PuzzlePage* p) {
        const auto all = pw::registry::puzzles();
        const QByteArray name = p->puzzleId().toUtf8();
        const auto it =
            std::find_if(all.begin(), all.end(), [&](const pw::registry::Puzzle& puzzle) {
                return puzzle.name ==
                       std::string_view(name.constData(), static_cast<std::size_t>(name.size()));
            });
        return it - all.begin();
    };
    std::stable_sort(created.begin(), created.end(),
                     [&](const PuzzlePage* a, const PuzzlePage* b) { return rank(a) < rank(b); });
    for (PuzzlePage* p : created)
        addPage(p);
    QList<PageModel*> models;
    for (PuzzlePage* p : pages())
        models << p->model();
    intake_ = std::make_unique<Intake>(models);
    for (PuzzlePage* p : pages())
        p->setTextIntake([this](const QString& text, const QString& source, QString* error) {
            return takeText(text, source, error);
        });

    // The Edit menu's Undo and Redo trigger the shown page's actions, which own the shortcuts
    // (so they work wherever the page has focus); the menu only displays them.
    undoAction_ = new QAction(tr("&Undo"), this);
    undoAction_->setShortcut(QKeySequence::Undo);
    undoAction_->setShortcutContext(Qt::WidgetShortcut);
    redoAction_ = new QAction(tr("&Redo"), this);
    redoAction_->setShortcuts(QKeySequence::Redo);
    redoAction_->setShortcutContext(Qt::WidgetShortcut);
    connect(undoAction_, &QAction::triggered, this,
            [this] { currentPage()->undoAction()->trigger(); });
    connect(redoAction_, &QAction::triggered, this,
            [this] { currentPage()->redoAction()->trigger(); });
    ui_->editMenu->insertActions(ui_->copyIdAction, {undoAction_, redoAction_});
    ui_->editMenu->insertSeparator(ui_->copyIdAction);
    connect(ui_->pages, &QTabWidget::currentChanged, this, [this] {
        updateEditActions();
        updateGameActions();
        updateTitle();
    });
    // The Game menu acts on the page shown, through its own commands (PuzzlePage::GameAction).
    ui_->gameMenu->setToolTipsVisible(true);
    for (const auto& [action, game] : gameActions(*ui_))
        connect(action, &QAction::triggered, this,
                [this, game = game] { currentPage()->runGameAction(game); });

    setUpDesktopConventions();
    connect(ui_->openAction, &QAction::triggered, this, &MainWindow::openWithDialog);
    connect(ui_->saveAction, &QAction::triggered, this, &MainWindow::save);
    connect(ui_->saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    connect(ui_->saveWorkbenchAction, &QAction::triggered, this,
            &MainWindow::saveWorkbenchWithDialog);
    connect(ui_->pasteAction, &QAction::triggered, this, [this] {
        QString error;
        if (!takeText(QApplication::clipboard()->text(), tr("Paste"), &error))
            showMessage(tr("Paste"), tr("Nothing was changed: %1").arg(error));
    });
    connect(ui_->copyAction, &QAction::triggered, this, &MainWindow::copyJudgeText);
    connect(ui_->copyIdAction, &QAction::triggered, this, &MainWindow::copyPositionId);
    connect(ui_->exportAction, &QAction::triggered, this, &MainWindow::exportWithDialog);
    connect(ui_->printAction, &QAction::triggered, this, &MainWindow::printWithDialog);
    connect(ui_->printPreviewAction, &QAction::triggered, this, &MainWindow::printPreview);
    connect(ui_->exampleAction, &QAction::triggered, this,
            [this] { currentPage()->model()->loadExample(); });
    connect(ui_->quitAction, &QAction::triggered, this, &QWidget::close);
    connect(ui_->aboutAction, &QAction::triggered, this, &MainWindow::about);
    connect(ui_->aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(ui_->helpAction, &QAction::triggered, this,
            [this] { showHelp(currentPage()->puzzleId()); });
    connect(ui_->shortcutsAction, &QAction::triggered, this,
            [this] { showHelp(QStringLiteral("shortcuts")); });
    // Ctrl+1 … Ctrl+4 show the pages in tab order.
    for (int i = 0; i < ui_->pages->count(); ++i) {
        auto* show = new QAction(this);
        show->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
        connect(show, &QAction::triggered, this, [this, i] { ui_->pages->setCurrentIndex(i); });
        addAction(show);
    }

    // Unsaved changes reach the session within a second of the first one, even while changes
    // keep coming (the timer is not restarted by later changes), so a crash loses at most that.
    autosave_.setSingleShot(true);
    autosave_.setInterval(1000);
    connect(&autosave_, &QTimer::timeout, this, [this] { writeSession(); });
    rebuildRecentMenu();
    buildLanguageMenu();
    buildThemeMenu();
    buildFullScreenAction();
    // The pages' keys work wherever the focus is in the window (PuzzlePage::addShortcut), but
    // the page tabs keep their own arrows: Left and Right there choose a tab.
    ui_->pages->tabBar()->installEventFilter(this);
    CheckDialog::install(this); // Tools › Check a Solution…
    updateEditActions();
    updateGameActions();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::setUpDesktopConventions() {
    // The desktop's own keys (QKeySequence::StandardKey), beside the workbench's: plain Ctrl+C
    // and Ctrl+V copy and paste positions when no text field has focus (a text field takes its
    // own copy and paste first, through the shortcut override).
    // (The desktop's keys first; the workbench's own stay, and serve where a platform has none.)
    const auto keys = [](QKeySequence::StandardKey standard, QKeySequence own) {
        QList<QKeySequence> all = QKeySequence::keyBindings(standard);
        if (!own.isEmpty() && !all.contains(own))
            all << own;
        return all;
    };
    ui_->openAction->setShortcuts(keys(QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O)));
    ui_->saveAction->setShortcuts(keys(QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S)));
    ui_->saveAsAction->setShortcuts(
        keys(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    ui_->printAction->setShortcuts(keys(QKeySequence::Print, QKeySequence(Qt::CTRL | Qt::Key_P)));
    ui_->quitAction->setShortcuts(keys(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    ui_->helpAction->setShortcuts(keys(QKeySequence::HelpContents, QKeySequence(Qt::Key_F1)));
    ui_->copyIdAction->setShortcuts(
        keys(QKeySequence::Copy, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)));
    ui_->pasteAction->setShortcuts(
        keys(QKeySequence::Paste, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V)));
    auto* close = new QAction(tr("&Close"), this);
    close->setShortcuts(keys(QKeySequence::Close, QKeySequence(Qt::CTRL | Qt::Key_W)));
    connect(close, &QAction::triggered, this, &QWidget::close);
    ui_->fileMenu->insertAction(ui_->quitAction, close);

    // The toolbar: the actions used most, with the desktop theme's icons (or painted ones), in
    // the menu bar's corner, where it takes no height from the pages.
    toolBar_ = new QToolBar(tr("Main toolbar"), this);
    toolBar_->setObjectName(QStringLiteral("mainToolBar"));
    toolBar_->setIconSize(QSize(16, 16));
    toolBar_->setToolButtonStyle(Qt::ToolButtonIconOnly);
    toolBar_->setStyleSheet(QStringLiteral("QToolBar { border: none; }"));
    menuBar()->setCornerWidget(toolBar_, Qt::TopRightCorner);
    toolBar_->addActions({ui_->openAction, ui_->saveAction});
    toolBar_->addSeparator();
    toolBar_->addActions({undoAction_, redoAction_});
    toolBar_->addSeparator();
    toolBar_->addActions({ui_->copyIdAction, ui_->pasteAction});
    toolBar_->addSeparator();
    toolBar_->addActions({ui_->printAction, ui_->helpAction});
    updateIcons();
}

void MainWindow::updateIcons() {
    const QPalette colours = palette();
    const std::pair<QAction*, const char*> icons[] = {
        {ui_->openAction, "document-open"},   {ui_->saveAction, "document-save"},
        {undoAction_, "edit-undo"},           {redoAction_, "edit-redo"},
        {ui_->copyIdAction, "edit-copy"},     {ui_->pasteAction, "edit-paste"},
        {ui_->printAction, "document-print"}, {ui_->helpAction, "help-contents"}};
    for (const auto& [action, name] : icons)
        action->setIcon(appicons::icon(QString::fromLatin1(name), colours));
}

void MainWindow::changeEvent(QEvent* event) {
    // Painted icons are drawn in the palette's ink: a new theme draws them again.
    if (event->type() == QEvent::PaletteChange && toolBar_)
        updateIcons();
    if (event->type() == QEvent::WindowStateChange && fullScreenAction_)
        fullScreenAction_->setChecked(isFullScreen()); // also when the window manager changed it
    QMainWindow::changeEvent(event);
}

void MainWindow::addPage(PuzzlePage* page) {
    ui_->pages->addTab(page, page->title());
    connect(page->model(), &PageModel::historyChanged, this, [this] {
        updateTitle();
        updateEditActions();
        scheduleAutosave();
    });
    connect(page->model(), &PageModel::documentChanged, this, [this] {
        updateTitle();
        scheduleAutosave();
    });
    connect(page->model(), &PageModel::solveDelivered, this, [this, page](qint64 elapsedMs) {
        notifier_->solveFinished(
            tr("%1: solved").arg(page->title()),
            [page] { return QTextDocumentFragment::fromHtml(page->report().answer).toPlainText(); },
            elapsedMs);
    });
    // A page's message (a paste refused…) is also on the status bar, which is always in sight:
    // the page's own label may be scrolled out of it in a small window.
    connect(page->model(), &PageModel::messageChanged, this, [this, page] {
        if (page == currentPage() && !page->model()->message().isEmpty())
            statusBar()->showMessage(page->model()->message(), 10000);
    });
    connect(page->undoAction(), &QAction::changed, this, &MainWindow::updateEditActions);
    connect(page->redoAction(), &QAction::changed, this, &MainWindow::updateEditActions);
    connect(page, &PuzzlePage::gameActionsChanged, this, [this, page] {
        if (page == currentPage())
            updateGameActions();
    });
}

void MainWindow::scheduleAutosave() {
    if (!autosave_.isActive())
        autosave_.start();
}

void MainWindow::updateEditActions() {
    PuzzlePage* p = currentPage();
    if (!p || !undoAction_)
        return;
    undoAction_->setEnabled(p->undoAction()->isEnabled());
    undoAction_->setText(p->undoAction()->text());
    redoAction_->setEnabled(p->redoAction()->isEnabled());
    redoAction_->setText(p->redoAction()->text());
}

void MainWindow::updateGameActions() {
    const PuzzlePage* p = currentPage();
    for (const auto& [action, game] : gameActions(*ui_))
        action->setEnabled(p && p->gameActionAvailable(game));
}

QList<PuzzlePage*> MainWindow::pages() const {
    QList<PuzzlePage*> result;
    for (int i = 0; i < ui_->pages->count(); ++i)
        if (auto* p = qobject_cast<PuzzlePage*>(ui_->pages->widget(i)))
            result << p;
    return result;
}

PuzzlePage* MainWindow::page(const QString& puzzleId) const {
    for (PuzzlePage* p : pages())
        if (p->puzzleId() == puzzleId)
            return p;
    return nullptr;
}

PuzzlePage* MainWindow::currentPage() const {
    return qobject_cast<PuzzlePage*>(ui_->pages->currentWidget());
}

bool MainWindow::showPage(const QString& puzzleId) {
    PuzzlePage* p = page(puzzleId);
    if (p)
        ui_->pages->setCurrentWidget(p);
    return p != nullptr;
}

QList<PuzzlePage*> MainWindow::unsavedPages() const {
    QList<PuzzlePage*> unsaved;
    for (PuzzlePage* p : pages())
        if (!p->model()->isClean())
            unsaved << p;
    return unsaved;
}

QString MainWindow::documentName(const PuzzlePage* page) {
    const QString path = page->model()->document().path;
    return path.isEmpty() ? tr("Untitled") : messagetext::oneLine(QFileInfo(path).fileName(), 120);
}

void MainWindow::updateTitle() {
    // The shown page's file, the page, and a star while the page has changes its file lacks.
    const PuzzlePage* p = currentPage();
    if (!p)
        return;
    setWindowTitle(tr("%1[*] — %2 — Puzzle Workbench").arg(documentName(p), p->title()));
    setWindowModified(!p->model()->isClean());
    const QString path = p->model()->document().path;
    setWindowFilePath(path);
}

void MainWindow::showMessage(const QString& title, const QString& text) {
    lastMessage_ = text;
    statusBar()->showMessage(messagetext::oneLine(text), 10000);
    auto* box = new QMessageBox(QMessageBox::Warning, title, text, QMessageBox::Ok, this);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

bool MainWindow::takeText(const QString& text, const QString& source, QString* error,
                          bool document) {
    const Intake::Outcome outcome =
        intake_->take(text, source, currentPage()->puzzleId(), document);
    if (!outcome.loaded) {
        if (error)
            *error = outcome.error;
        return false;
    }
    if (!outcome.puzzle.isEmpty())
        showPage(outcome.puzzle);
    return true;
}

void MainWindow::copyJudgeText() {
    // When the judge text is not simply the position (towers merged), say so first.
    if (const QString note = currentPage()->model()->judgeTextNote();
        !note.isEmpty() &&
        QMessageBox::information(this, tr("Copy as judge text"),
                                 note + QStringLiteral("\n\n") + tr("Copy it?"),
                                 QMessageBox::Ok | QMessageBox::Cancel) != QMessageBox::Ok)
        return;
    QApplication::clipboard()->setText(currentPage()->model()->judgeText());
    statusBar()->showMessage(tr("Copied the position as judge text."), 3000);
}

void MainWindow::copyPositionId() {
    QApplication::clipboard()->setText(currentPage()->model()->positionId());
    statusBar()->showMessage(tr("Copied the position id."), 3000);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    if (event->mimeData()->hasUrls() || event->mimeData()->hasText())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    QString error;
    bool loaded = false;
    if (event->mimeData()->hasUrls()) {
        const QUrl url = event->mimeData()->urls().value(0);
        if (url.isLocalFile())
            loaded = openFile(url.toLocalFile(), &error);
        else
            error = tr("only local files can be opened");
    } else {
        loaded = takeText(event->mimeData()->text(), tr("Drop"), &error);
    }
    if (loaded)
        event->acceptProposedAction();
    else
        showMessage(tr("Drop"), tr("Nothing was changed: %1").arg(error));
}

void MainWindow::showHelp(const QString& topic) {
    if (!help_)
        help_ = new HelpDialog(this);
    if (help_->showTopic(topic)) {
        help_->show();
        help_->raise();
    }
}

void MainWindow::about() {
    QMessageBox::about(
        this, tr("About Puzzle Workbench"),
        tr("<h3>Puzzle Workbench %1</h3><p>Exact answers to four classic probability "
           "and game puzzles, computed live as you edit.</p>"
           "<p>Copyright © 2026 the Puzzle Workbench developers</p>"
           "<p>This program is free software: you can redistribute it and/or modify it "
           "under the terms of the GNU General Public License as published by the Free "
           "Software Foundation, either version 3 of the License, or (at your option) any "
           "later version. It comes with ABSOLUTELY NO WARRANTY. See <a href=\"%2\">%2</a> "
           "for the licence text.</p>"
           "<p>Homepage: <a href=\"%3\">%3</a></p>")
            .arg(QApplication::applicationVersion(),
                 QStringLiteral("https://www.gnu.org/licenses/gpl-3.0.html"),
                 QStringLiteral(PW_HOMEPAGE)));
}
