// MainWindow: builds the pages and routes the File and Edit menus to the current page.
#include "app/mainwindow.h"

#include "app/hackenbush/hackenbushpage.h"
#include "app/helpdialog.h"
#include "app/jenga/jengapage.h"
#include "app/patience/patiencepage.h"
#include "app/translations.h"
#include "app/stones/stonespage.h"
#include "engine/common/parse_error.h"
#include "engine/document/workbench_document.h"
#include "ui_mainwindow.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QJsonDocument>
#include <QMessageBox>
#include <QMimeData>
#include <QSaveFile>
#include <QSettings>
#include <QStatusBar>
#include <QUndoGroup>
#include <QUndoStack>

namespace {

constexpr int kRecentFiles = 8;
const QString kDocumentSuffix = QStringLiteral("pwb");

QString optionsText(const QJsonObject& options) {
    return QString::fromUtf8(QJsonDocument(options).toJson(QJsonDocument::Compact));
}

QJsonObject optionsObject(const QString& text) { return QJsonDocument::fromJson(text.toUtf8()).object(); }

} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), ui_(std::make_unique<Ui::MainWindow>()), undoGroup_(new QUndoGroup(this)) {
    ui_->setupUi(this);
    addPage(new JengaPage(this));
    addPage(new PatiencePage(this));
    addPage(new HackenbushPage(this));
    addPage(new StonesPage(this));
    for (PuzzlePage* p : pages())
        p->loadExample();
    showPage(QStringLiteral("stones"));

    // The pages own the undo shortcuts; here they are shown in the menu without competing.
    QAction* undo = undoGroup_->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setShortcutContext(Qt::WidgetShortcut);
    QAction* redo = undoGroup_->createRedoAction(this, tr("&Redo"));
    redo->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    redo->setShortcutContext(Qt::WidgetShortcut);
    ui_->editMenu->insertActions(ui_->copyIdAction, {undo, redo});
    ui_->editMenu->insertSeparator(ui_->copyIdAction);
    connect(ui_->pages, &QTabWidget::currentChanged, this, [this] {
        undoGroup_->setActiveStack(currentPage()->undoStack());
    });
    undoGroup_->setActiveStack(currentPage()->undoStack());
    connect(undoGroup_, &QUndoGroup::cleanChanged, this, &MainWindow::updateTitle);

    connect(ui_->openAction, &QAction::triggered, this, &MainWindow::openWithDialog);
    connect(ui_->saveAction, &QAction::triggered, this, &MainWindow::save);
    connect(ui_->saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    connect(ui_->pasteAction, &QAction::triggered, this, &MainWindow::pastePosition);
    connect(ui_->copyAction, &QAction::triggered, this, &MainWindow::copyJudgeText);
    connect(ui_->copyIdAction, &QAction::triggered, this, &MainWindow::copyPositionId);
    connect(ui_->exampleAction, &QAction::triggered, this, [this] { currentPage()->loadExample(); });
    connect(ui_->quitAction, &QAction::triggered, this, &QWidget::close);
    connect(ui_->aboutAction, &QAction::triggered, this, &MainWindow::about);
    connect(ui_->aboutQtAction, &QAction::triggered, qApp, &QApplication::aboutQt);
    connect(ui_->helpAction, &QAction::triggered, this, [this] { showHelp(currentPage()->puzzleId()); });
    connect(ui_->shortcutsAction, &QAction::triggered, this, [this] { showHelp(QStringLiteral("shortcuts")); });
    // Ctrl+1 … Ctrl+4 show the pages in tab order.
    for (int i = 0; i < ui_->pages->count(); ++i) {
        auto* show = new QAction(this);
        show->setShortcut(QKeySequence(Qt::CTRL | static_cast<Qt::Key>(Qt::Key_1 + i)));
        connect(show, &QAction::triggered, this, [this, i] { ui_->pages->setCurrentIndex(i); });
        addAction(show);
    }

    // Unsaved edits reach the session within a second, so a crash or a kill loses nothing.
    autosave_.setSingleShot(true);
    autosave_.setInterval(1000);
    connect(&autosave_, &QTimer::timeout, this, &MainWindow::writeSession);
    rebuildRecentMenu();
    buildLanguageMenu();
    updateTitle();
}

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

MainWindow::~MainWindow() = default;

void MainWindow::addPage(PuzzlePage* page) {
    ui_->pages->addTab(page, page->title());
    undoGroup_->addStack(page->undoStack());
    connect(page, &PuzzlePage::positionChanged, this, [this] {
        updateTitle();
        autosave_.start();
    });
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
    if (restoredUnsaved_)
        return true;
    for (PuzzlePage* p : pages())
        if (!p->undoStack()->isClean())
            return true;
    return false;
}

void MainWindow::updateTitle() {
    const QString name = documentPath_.isEmpty() ? tr("Untitled") : QFileInfo(documentPath_).fileName();
    setWindowTitle(tr("%1[*] — Puzzle Workbench").arg(name));
    setWindowModified(hasUnsavedChanges());
}

bool MainWindow::openFile(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot open %1: %2").arg(path, file.errorString());
        return false;
    }
    const QByteArray bytes = file.readAll();
    const bool looksLikeDocument = path.endsWith(QLatin1Char('.') + kDocumentSuffix) ||
                                   bytes.trimmed().startsWith('{') || bytes.startsWith("\xEF\xBB\xBF{");
    if (looksLikeDocument) {
        pw::document::WorkbenchDocument document;
        try {
            document = pw::document::parseDocument(std::string_view(bytes.constData(), bytes.size()));
        } catch (const pw::ParseError& e) {
            *error = QString::fromStdString(e.what());
            return false;
        }
        // Every position was checked by parseDocument, so loading cannot fail half-way.
        for (const auto& [name, entry] : document.pages)
            if (PuzzlePage* p = page(QString::fromStdString(name))) {
                QString pageError;
                p->loadPositionId(QString::fromStdString(entry.position), &pageError);
                p->restoreOptions(optionsObject(QString::fromStdString(entry.optionsJson)));
                p->undoStack()->clear();
            }
        if (!document.currentPuzzle.empty())
            showPage(QString::fromStdString(document.currentPuzzle));
        documentPath_ = path;
        markSaved(true);
    } else {
        if (!currentPage()->openJudgeText(QString::fromUtf8(bytes), error))
            return false;
        documentPath_ = path;
        markSaved(false);
    }
    rememberRecent(path);
    return true;
}

bool MainWindow::saveFile(const QString& path, QString* error) {
    const bool wholeDocument = path.endsWith(QLatin1Char('.') + kDocumentSuffix);
    QByteArray bytes;
    if (wholeDocument) {
        pw::document::WorkbenchDocument document;
        document.currentPuzzle = currentPage()->puzzleId().toStdString();
        for (PuzzlePage* p : pages())
            if (!p->positionId().isEmpty())
                document.pages[p->puzzleId().toStdString()] = {p->positionId().toStdString(),
                                                               optionsText(p->options()).toStdString()};
        bytes = QByteArray::fromStdString(pw::document::formatDocument(document));
    } else {
        bytes = currentPage()->judgeText().toUtf8();
        if (bytes.isEmpty()) {
            *error = tr("The %1 page has no judge text to save.").arg(currentPage()->title());
            return false;
        }
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("Cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    documentPath_ = path;
    markSaved(wholeDocument);
    rememberRecent(path);
    return true;
}

void MainWindow::markSaved(bool wholeDocument) {
    if (wholeDocument) {
        for (PuzzlePage* p : pages())
            p->undoStack()->setClean();
    } else {
        currentPage()->undoStack()->setClean();
    }
    restoredUnsaved_ = false;
    updateTitle();
    autosave_.start();
}

void MainWindow::openWithDialog() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open"), QFileInfo(documentPath_).absolutePath(),
        tr("Judge text or workbench document (*.txt *.in *.%1);;All files (*)").arg(kDocumentSuffix));
    QString error;
    if (!path.isEmpty() && !openFile(path, &error))
        QMessageBox::warning(this, tr("Open"), tr("Nothing was changed.\n%1").arg(error));
}

bool MainWindow::save() {
    if (documentPath_.isEmpty())
        return saveAs();
    QString error;
    if (saveFile(documentPath_, &error))
        return true;
    QMessageBox::warning(this, tr("Save"), error);
    return false;
}

bool MainWindow::saveAs() {
    const QString documentFilter = tr("Workbench document, all pages (*.%1)").arg(kDocumentSuffix);
    const QString judgeFilter = tr("%1 judge text (*.txt)").arg(currentPage()->title());
    QString selected = documentPath_.endsWith(kDocumentSuffix) ? documentFilter : judgeFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Save As"), documentPath_,
                                                judgeFilter + QStringLiteral(";;") + documentFilter, &selected);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += selected == documentFilter ? QLatin1Char('.') + kDocumentSuffix : QStringLiteral(".txt");
    QString error;
    if (saveFile(path, &error))
        return true;
    QMessageBox::warning(this, tr("Save As"), error);
    return false;
}

void MainWindow::pastePosition() {
    QString error;
    if (!currentPage()->loadText(QApplication::clipboard()->text(), &error))
        QMessageBox::warning(this, tr("Paste"), tr("The position is unchanged.\n%1").arg(error));
}

void MainWindow::copyJudgeText() {
    QApplication::clipboard()->setText(currentPage()->judgeText());
    statusBar()->showMessage(tr("Copied the position as judge text."), 3000);
}

void MainWindow::copyPositionId() {
    QApplication::clipboard()->setText(currentPage()->positionId());
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
        QAction* action = ui_->recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            QString error;
            if (!openFile(path, &error))
                QMessageBox::warning(this, tr("Open"), tr("Nothing was changed.\n%1").arg(error));
        });
    }
    ui_->recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::writeSession() const {
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/page"), currentPage()->puzzleId());
    for (PuzzlePage* p : pages()) {
        const QString prefix = QStringLiteral("session/%1/").arg(p->puzzleId());
        settings.setValue(prefix + QStringLiteral("position"), p->positionId());
        settings.setValue(prefix + QStringLiteral("options"), optionsText(p->options()));
    }
    settings.setValue(QStringLiteral("session/documentPath"), documentPath_);
    settings.setValue(QStringLiteral("session/unsaved"), hasUnsavedChanges());
    settings.sync();
}

bool MainWindow::restoreSession() {
    QSettings settings;
    if (!settings.contains(QStringLiteral("window/page")))
        return false;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    for (PuzzlePage* p : pages()) {
        const QString prefix = QStringLiteral("session/%1/").arg(p->puzzleId());
        const QString id = settings.value(prefix + QStringLiteral("position")).toString();
        QString error;
        if (!id.isEmpty() && !p->loadPositionId(id, &error))
            qWarning("session position of %s not restored: %s", qPrintable(p->puzzleId()), qPrintable(error));
        p->restoreOptions(optionsObject(settings.value(prefix + QStringLiteral("options")).toString()));
        p->undoStack()->clear();
    }
    showPage(settings.value(QStringLiteral("window/page")).toString());
    documentPath_ = settings.value(QStringLiteral("session/documentPath")).toString();
    restoredUnsaved_ = settings.value(QStringLiteral("session/unsaved")).toBool();
    updateTitle();
    return true;
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
        if (answer == QMessageBox::Discard) {
            for (PuzzlePage* p : pages())
                p->undoStack()->setClean();
            restoredUnsaved_ = false;
        }
    }
    autosave_.stop();
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
        loaded = url.isLocalFile() && openFile(url.toLocalFile(), &error);
        if (!url.isLocalFile())
            error = tr("Only local files can be opened.");
    } else {
        loaded = currentPage()->loadText(event->mimeData()->text(), &error);
    }
    if (loaded)
        event->acceptProposedAction();
    else
        QMessageBox::warning(this, tr("Drop"), tr("Nothing was changed.\n%1").arg(error));
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
    QMessageBox::about(this, tr("About Puzzle Workbench"),
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
