// MainWindow, files: opening (binding pages to what they came from), saving each page to its own
// document, the workbench document, the quit prompt, recent files and the folders dialogs open in.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "app/dialogfolder.h"

#include "app/messagetext.h"
#include "app/puzzlepage.h"
#include "app/screenfit.h"
#include "app/textfile.h"
#include "ui_mainwindow.h"

#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>

namespace {

constexpr int kRecentFiles = 8;
const QString kDocumentSuffix = QStringLiteral("pwb");

bool isWorkbenchPath(const QString& path) {
    return QFileInfo(path).suffix().compare(kDocumentSuffix, Qt::CaseInsensitive) == 0;
}

} // namespace

bool MainWindow::openFile(const QString& path, QString* error) {
    QString text;
    QString problem;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const bool document = isWorkbenchPath(path);
    Intake::Outcome outcome;
    if (textfile::read(absolute, &text, &problem)) {
        outcome =
            intake_->take(text, tr("Open %1").arg(textfile::displayName(path)),
                          currentPage()->puzzleId(), document || Intake::looksLikeDocument(text));
        problem = tr("%1: %2").arg(textfile::displayName(path), outcome.error);
    }
    if (!outcome.loaded) {
        *error = messagetext::oneLine(problem);
        return false;
    }
    // What was opened is what is on disk: the pages it loaded are saved as they are now, to it.
    const PageModel::DocumentFormat format = outcome.document
                                                 ? PageModel::DocumentFormat::Workbench
                                                 : PageModel::DocumentFormat::JudgeText;
    for (const QString& puzzle : outcome.pages)
        if (PuzzlePage* p = page(puzzle))
            p->model()->bindDocument({absolute, format});
    if (!outcome.puzzle.isEmpty())
        showPage(outcome.puzzle);
    rememberRecent(absolute);
    updateTitle();
    return true;
}

QStringList MainWindow::openRequested(const QStringList& files, const QString& puzzle) {
    if (!puzzle.isEmpty())
        showPage(puzzle);
    QStringList problems;
    for (const QString& file : files) {
        QString error;
        if (!openFile(file, &error))
            problems << error;
    }
    bringToFront(this);
    if (!problems.isEmpty()) {
        // One message however many starts hand over files that fail: an open one takes the
        // new reasons in.
        handOverProblems_ << problems;
        lastMessage_ = problemsSummary(handOverProblems_);
        statusBar()->showMessage(
            messagetext::oneLine(
                QString(lastMessage_).replace(QLatin1Char('\n'), QStringLiteral("; "))),
            10000);
        if (handOverBox_) {
            handOverBox_->setText(lastMessage_);
        } else {
            handOverBox_ = new QMessageBox(QMessageBox::Warning, tr("Open"), lastMessage_,
                                           QMessageBox::Ok, this);
            handOverBox_->setAttribute(Qt::WA_DeleteOnClose);
            connect(handOverBox_, &QDialog::finished, this, [this] { handOverProblems_.clear(); });
            handOverBox_->open();
        }
    }
    return problems;
}

QString MainWindow::problemsSummary(const QStringList& problems) {
    QStringList lines = problems.mid(0, kReasonsShown);
    if (problems.size() > kReasonsShown)
        lines << tr("and %n more file(s) could not be opened.", nullptr,
                    static_cast<int>(problems.size() - kReasonsShown));
    return tr("Nothing was changed: %1").arg(lines.join(QLatin1Char('\n')));
}

bool MainWindow::savePage(PuzzlePage* page, QString* error) {
    const PageModel::Document& document = page->model()->document();
    switch (document.format) {
    case PageModel::DocumentFormat::None:
        *error = tr("the %1 page has no file yet").arg(page->title());
        return false;
    case PageModel::DocumentFormat::Workbench: {
        // The document holds every page; the pages bound to it are saved, the others keep their
        // own files (and stay unsaved until those are written).
        const PageModel::Document bound = document;
        if (!writeWorkbench(bound.path, error))
            return false;
        for (PuzzlePage* p : pages())
            if (p->model()->document() == bound)
                p->model()->bindDocument(bound);
        updateTitle();
        scheduleAutosave();
        return true;
    }
    case PageModel::DocumentFormat::JudgeText:
        break;
    }
    return savePageAs(page, document.path, error);
}

bool MainWindow::writeWorkbench(const QString& path, QString* error) {
    return textfile::writeAtomically(path, intake_->document(currentPage()->puzzleId()), error);
}

bool MainWindow::savePageAs(PuzzlePage* page, const QString& path, QString* error) {
    if (isWorkbenchPath(path))
        return saveWorkbench(path, error);
    const QByteArray bytes = page->model()->judgeText().toUtf8();
    if (bytes.isEmpty()) {
        *error = tr("The %1 page has no judge text to save.").arg(page->title());
        return false;
    }
    // A game in progress does not fit the judge format, nor do rules other than the contest's:
    // nothing is dropped without a word.
    PageModel::JudgeTextLoss loss = page->model()->judgeTextLoss();
    if (!page->model()->hasContestRules()) {
        const QString rules = tr("the rules in force (%1)").arg(page->model()->rulesNote());
        loss.lost = loss.isEmpty() ? rules : tr("%1, and %2").arg(loss.lost, rules);
        if (loss.kept.isEmpty())
            loss.kept = tr("the position");
    }
    if (!loss.isEmpty()) {
        switch (askJudgeTextLoss(page, loss)) {
        case LossAnswer::Cancel:
            error->clear(); // the user's choice: nothing to report
            return false;
        case LossAnswer::Workbench: {
            const QString document = askSavePath(page, true);
            if (document.isEmpty()) {
                error->clear();
                return false;
            }
            return saveWorkbench(document, error);
        }
        case LossAnswer::JudgeTextOnly:
            break;
        }
    }
    if (!textfile::writeAtomically(path, bytes, error))
        return false;
    // Only what the file holds counts as saved: the game left out keeps the page's star.
    page->model()->bindDocument({path, PageModel::DocumentFormat::JudgeText}, loss.isEmpty());
    rememberRecent(path);
    updateTitle();
    scheduleAutosave();
    return true;
}

MainWindow::LossAnswer MainWindow::askJudgeTextLoss(PuzzlePage* page,
                                                    const PageModel::JudgeTextLoss& loss) {
    QMessageBox box(QMessageBox::Question, tr("Save %1").arg(page->title()),
                    tr("The judge format holds %1 only.").arg(loss.kept), QMessageBox::Cancel,
                    this);
    box.setInformativeText(
        tr("Saved as judge text, %1 would not be kept. A workbench document (.pwb) keeps "
           "everything.")
            .arg(loss.lost));
    QPushButton* workbench =
        box.addButton(tr("Save a workbench document…"), QMessageBox::AcceptRole);
    QPushButton* judgeOnly =
        box.addButton(tr("Save %1 only").arg(loss.kept), QMessageBox::DestructiveRole);
    box.setDefaultButton(workbench);
    box.exec();
    if (box.clickedButton() == workbench)
        return LossAnswer::Workbench;
    if (box.clickedButton() == judgeOnly)
        return LossAnswer::JudgeTextOnly;
    return LossAnswer::Cancel;
}

bool MainWindow::saveWorkbench(const QString& path, QString* error) {
    if (!writeWorkbench(path, error))
        return false;
    for (PuzzlePage* p : pages())
        p->model()->bindDocument({path, PageModel::DocumentFormat::Workbench});
    rememberRecent(path);
    updateTitle();
    scheduleAutosave();
    return true;
}

QString MainWindow::startFolder() const {
    return dialogfolder::start();
}

void MainWindow::rememberFolder(const QString& path) {
    dialogfolder::remember(path);
}

QString MainWindow::askSavePath(PuzzlePage* page, bool workbench) {
    const QString documentFilter = tr("Workbench document, every page (*.%1)").arg(kDocumentSuffix);
    const QString judgeFilter = tr("%1 judge text (*.txt)").arg(page->title());
    const PageModel::Document& document = page->model()->document();
    QString proposed = document.path;
    if (proposed.isEmpty() || (workbench != isWorkbenchPath(proposed)))
        proposed = startFolder() + QLatin1Char('/') +
                   (workbench ? QStringLiteral("workbench.%1").arg(kDocumentSuffix)
                              : page->puzzleId() + QStringLiteral(".txt"));
    QString selected = workbench ? documentFilter : judgeFilter;
    const QString filters = workbench ? documentFilter : judgeFilter;
    const QString caption = workbench ? tr("Save Workbench") : tr("Save %1 As").arg(page->title());
    QString path = choosePath_
                       ? choosePath_(caption, proposed, filters, &selected)
                       : QFileDialog::getSaveFileName(this, caption, proposed, filters, &selected);
    if (path.isEmpty())
        return {};
    if (QFileInfo(path).suffix().isEmpty())
        path += workbench ? QLatin1Char('.') + kDocumentSuffix : QStringLiteral(".txt");
    rememberFolder(path);
    return path;
}

bool MainWindow::save() {
    PuzzlePage* p = currentPage();
    if (p->model()->document().format == PageModel::DocumentFormat::None)
        return saveAs();
    QString error;
    if (savePage(p, &error))
        return true;
    if (!error.isEmpty()) // empty: the user cancelled
        showMessage(tr("Save"), error);
    return false;
}

bool MainWindow::saveAs() {
    PuzzlePage* p = currentPage();
    const QString path = askSavePath(p, false);
    if (path.isEmpty())
        return false;
    QString error;
    if (savePageAs(p, path, &error))
        return true;
    if (!error.isEmpty())
        showMessage(tr("Save As"), error);
    return false;
}

bool MainWindow::saveWorkbenchWithDialog() {
    const QString path = askSavePath(currentPage(), true);
    if (path.isEmpty())
        return false;
    QString error;
    if (saveWorkbench(path, &error))
        return true;
    showMessage(tr("Save Workbench"), error);
    return false;
}

bool MainWindow::saveAll(const QList<PuzzlePage*>& toSave) {
    for (PuzzlePage* p : toSave) {
        if (p->model()->isClean())
            continue; // saved with an earlier page's workbench document
        QString error;
        bool saved = false;
        if (p->model()->document().format == PageModel::DocumentFormat::None) {
            showPage(p->puzzleId());
            const QString path = askSavePath(p, false);
            if (path.isEmpty())
                return false;
            saved = savePageAs(p, path, &error);
        } else {
            saved = savePage(p, &error);
        }
        if (!saved) {
            if (!error.isEmpty())
                showMessage(tr("Save"), error);
            return false;
        }
    }
    return true;
}

void MainWindow::openWithDialog() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open"), startFolder(),
        tr("Judge text or workbench document (*.txt *.in *.%1);;All files (*)")
            .arg(kDocumentSuffix));
    if (path.isEmpty())
        return;
    rememberFolder(path);
    QString error;
    if (!openFile(path, &error))
        showMessage(tr("Open"), tr("Nothing was changed: %1").arg(error));
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
    const QList<PuzzlePage*> unsaved = unsavedPages();
    if (!unsaved.isEmpty()) {
        // Every page with changes, by page and by the file it would be saved to.
        QStringList lines;
        for (const PuzzlePage* p : unsaved) {
            const QString path = p->model()->document().path;
            lines << (path.isEmpty() ? tr("%1: not saved to a file yet").arg(p->title())
                                     : tr("%1: %2").arg(p->title(), messagetext::oneLine(path)));
        }
        QMessageBox box(QMessageBox::Question, tr("Unsaved changes"),
                        tr("These pages have changes that are not saved:"),
                        QMessageBox::SaveAll | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.setInformativeText(lines.join(QLatin1Char('\n')));
        box.setDefaultButton(QMessageBox::SaveAll);
        box.button(QMessageBox::SaveAll)->setText(tr("Save All"));
        const int answer = box.exec();
        if (answer == QMessageBox::Cancel || answer == QMessageBox::NoButton ||
            (answer == QMessageBox::SaveAll && !saveAll(unsaved))) {
            event->ignore();
            return;
        }
        if (answer == QMessageBox::Discard)
            for (PuzzlePage* p : unsaved)
                p->model()->discardUnsaved();
    }
    writeSession();
    event->accept();
}
