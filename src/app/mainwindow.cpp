// MainWindow: builds the pages and routes the File and Edit menus, drops and the session to them.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "app/checkdialog.h"
#include "app/helpdialog.h"
#include "app/messagetext.h"
#include "app/pageexport.h"
#include "app/pages.h"
#include "app/puzzlepage.h"
#include "app/textfile.h"
#include "app/translations.h"
#include "engine/registry/registry.h"
#include "ui_mainwindow.h"

#include <QActionGroup>

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
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <algorithm>

namespace {

constexpr int kRecentFiles = 8;
const QString kDocumentSuffix = QStringLiteral("pwb");

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), ui_(std::make_unique<Ui::MainWindow>()) {
    ui_->setupUi(this);
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
    redoAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    redoAction_->setShortcutContext(Qt::WidgetShortcut);
    connect(undoAction_, &QAction::triggered, this,
            [this] { currentPage()->undoAction()->trigger(); });
    connect(redoAction_, &QAction::triggered, this,
            [this] { currentPage()->redoAction()->trigger(); });
    ui_->editMenu->insertActions(ui_->copyIdAction, {undoAction_, redoAction_});
    ui_->editMenu->insertSeparator(ui_->copyIdAction);
    connect(ui_->pages, &QTabWidget::currentChanged, this, &MainWindow::updateEditActions);

    connect(ui_->openAction, &QAction::triggered, this, &MainWindow::openWithDialog);
    connect(ui_->saveAction, &QAction::triggered, this, &MainWindow::save);
    connect(ui_->saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    connect(ui_->pasteAction, &QAction::triggered, this, [this] {
        QString error;
        if (!takeText(QApplication::clipboard()->text(), tr("Paste"), &error))
            showMessage(tr("Paste"), tr("Nothing was changed: %1").arg(error));
    });
    connect(ui_->copyAction, &QAction::triggered, this, &MainWindow::copyJudgeText);
    connect(ui_->copyIdAction, &QAction::triggered, this, &MainWindow::copyPositionId);
    connect(ui_->exportAction, &QAction::triggered, this, &MainWindow::exportWithDialog);
    connect(ui_->printAction, &QAction::triggered, this, [this] {
        QPrinter printer(QPrinter::HighResolution);
        QPrintDialog dialog(&printer, this);
        if (dialog.exec() == QDialog::Accepted)
            printCurrentPage(&printer);
    });
    connect(ui_->printPreviewAction, &QAction::triggered, this, [this] {
        QPrinter printer(QPrinter::HighResolution);
        QPrintPreviewDialog preview(&printer, this);
        connect(&preview, &QPrintPreviewDialog::paintRequested, this,
                &MainWindow::printCurrentPage);
        preview.exec();
    });
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
    CheckDialog::install(this); // Tools › Check a Solution…
    updateEditActions();
    updateTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildLanguageMenu() {
    QMenu* menu = ui_->viewMenu->addMenu(tr("&Language"));
    auto* group = new QActionGroup(menu);
    const QString current = translations::chosen();
    for (const QString& code : QStringList{QString()} + translations::available()) {
        QAction* action = menu->addAction(translations::displayName(code));
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            if (code != translations::chosen()) {
                translations::choose(code);
                emit languageChangeRequested();
            }
        });
    }
}

void MainWindow::addPage(PuzzlePage* page) {
    ui_->pages->addTab(page, page->title());
    connect(page->model(), &PageModel::historyChanged, this, [this] {
        updateTitle();
        updateEditActions();
        scheduleAutosave();
    });
    connect(page->undoAction(), &QAction::changed, this, &MainWindow::updateEditActions);
    connect(page->redoAction(), &QAction::changed, this, &MainWindow::updateEditActions);
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

bool MainWindow::hasUnsavedChanges() const {
    for (PuzzlePage* p : pages())
        if (!p->model()->isClean())
            return true;
    return false;
}

void MainWindow::updateTitle() {
    const QString name =
        documentPath_.isEmpty() ? tr("Untitled") : QFileInfo(documentPath_).fileName();
    setWindowTitle(tr("%1[*] — Puzzle Workbench").arg(messagetext::oneLine(name, 120)));
    setWindowModified(hasUnsavedChanges());
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

bool MainWindow::openFile(const QString& path, QString* error) {
    QString text;
    if (!textfile::read(path, &text, error))
        return false;
    const bool document =
        path.endsWith(QLatin1Char('.') + kDocumentSuffix) || Intake::looksLikeDocument(text);
    if (!takeText(text, tr("Open %1").arg(textfile::displayName(path)), error, document))
        return false;
    documentPath_ = path;
    // What was opened is what is on disk: the pages it changed are saved as they are now.
    if (document) {
        for (PuzzlePage* p : pages())
            p->model()->setClean();
    } else {
        currentPage()->model()->setClean();
    }
    rememberRecent(path);
    updateTitle();
    return true;
}

bool MainWindow::saveFile(const QString& path, QString* error) {
    const bool wholeDocument = path.endsWith(QLatin1Char('.') + kDocumentSuffix);
    QByteArray bytes;
    if (wholeDocument) {
        bytes = intake_->document(currentPage()->puzzleId());
    } else {
        bytes = currentPage()->model()->judgeText().toUtf8();
        if (bytes.isEmpty()) {
            *error = tr("The %1 page has no judge text to save.").arg(currentPage()->title());
            return false;
        }
    }
    if (!textfile::writeAtomically(path, bytes, error))
        return false;
    documentPath_ = path;
    if (wholeDocument) {
        for (PuzzlePage* p : pages())
            p->model()->setClean();
    } else {
        currentPage()->model()->setClean();
    }
    rememberRecent(path);
    updateTitle();
    scheduleAutosave();
    return true;
}

void MainWindow::openWithDialog() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open"), QFileInfo(documentPath_).absolutePath(),
        tr("Judge text or workbench document (*.txt *.in *.%1);;All files (*)")
            .arg(kDocumentSuffix));
    QString error;
    if (!path.isEmpty() && !openFile(path, &error))
        showMessage(tr("Open"), tr("Nothing was changed: %1").arg(error));
}

bool MainWindow::save() {
    if (documentPath_.isEmpty())
        return saveAs();
    QString error;
    if (saveFile(documentPath_, &error))
        return true;
    showMessage(tr("Save"), error);
    return false;
}

bool MainWindow::saveAs() {
    const QString documentFilter = tr("Workbench document, all pages (*.%1)").arg(kDocumentSuffix);
    const QString judgeFilter = tr("%1 judge text (*.txt)").arg(currentPage()->title());
    QString selected = documentPath_.endsWith(kDocumentSuffix) ? documentFilter : judgeFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Save As"), documentPath_,
                                                judgeFilter + QStringLiteral(";;") + documentFilter,
                                                &selected);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += selected == documentFilter ? QLatin1Char('.') + kDocumentSuffix
                                           : QStringLiteral(".txt");
    QString error;
    if (saveFile(path, &error))
        return true;
    showMessage(tr("Save As"), error);
    return false;
}

QList<MainWindow::ExportChoice> MainWindow::exportChoices() const {
    QList<ExportChoice> choices;
    const PuzzlePage* p = currentPage();
    for (QWidget* view : p->views()) {
        const QString name = view->accessibleName().isEmpty() ? p->title() : view->accessibleName();
        choices.push_back(
            {tr("%1 as SVG picture (*.svg)").arg(name), QStringLiteral("svg"), view, {}});
        choices.push_back(
            {tr("%1 as PNG picture (*.png)").arg(name), QStringLiteral("png"), view, {}});
    }
    for (const PuzzlePage::CsvTable& table : p->csvTables())
        choices.push_back({tr("%1 as CSV table (*.csv)").arg(table.name), QStringLiteral("csv"),
                           nullptr, table.text});
    return choices;
}

bool MainWindow::exportTo(const QString& path, const ExportChoice& choice, QString* error) {
    QByteArray bytes;
    if (choice.suffix == QLatin1String("svg"))
        bytes = pageexport::svgOf(choice.view, currentPage()->title());
    else if (choice.suffix == QLatin1String("png"))
        bytes = pageexport::pngOf(choice.view);
    else
        bytes = choice.csv.toUtf8();
    return textfile::writeAtomically(path, bytes, error);
}

void MainWindow::exportWithDialog() {
    const QList<ExportChoice> choices = exportChoices();
    QStringList filters;
    for (const ExportChoice& choice : choices)
        filters << choice.filter;
    QString selected = filters.value(0);
    const QString base =
        QFileInfo(documentPath_).absolutePath() + QLatin1Char('/') + currentPage()->puzzleId();
    QString path = QFileDialog::getSaveFileName(this, tr("Export"), base,
                                                filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    const ExportChoice& choice = choices.at(std::max<qsizetype>(0, filters.indexOf(selected)));
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + choice.suffix;
    QString error;
    if (exportTo(path, choice, &error))
        statusBar()->showMessage(tr("Exported %1.").arg(textfile::displayName(path)), 5000);
    else
        showMessage(tr("Export"), error);
}

void MainWindow::printCurrentPage(QPrinter* printer) {
    QPainter painter(printer);
    const PuzzlePage* p = currentPage();
    // The painter's origin is the printable area's corner: the sheet fills that area.
    const QRect printable = printer->pageLayout().paintRectPixels(printer->resolution());
    pageexport::paintSheet(painter, QRectF(QPointF(0, 0), printable.size()), p->title(), p->views(),
                           p->answerSummary());
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

void MainWindow::rememberRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    settings.setValue(QStringLiteral("recentFiles"), recent.mid(0, kRecentFiles));
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu() {
    ui_->recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    for (const QString& path : recent) {
        QAction* action = ui_->recentMenu->addAction(textfile::displayName(path));
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            QString error;
            if (!openFile(path, &error))
                showMessage(tr("Open"), tr("Nothing was changed: %1").arg(error));
        });
    }
    ui_->recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::closeEvent(QCloseEvent* event) {
    if (hasUnsavedChanges()) {
        const auto answer = QMessageBox::question(
            this, tr("Unsaved changes"), tr("Save the changes before closing?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Cancel || (answer == QMessageBox::Save && !save())) {
            event->ignore();
            return;
        }
        if (answer == QMessageBox::Discard)
            for (PuzzlePage* p : pages())
                p->model()->discardUnsaved();
    }
    writeSession();
    event->accept();
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
