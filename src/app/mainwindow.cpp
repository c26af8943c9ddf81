// MainWindow: builds the pages and routes the File menu to the current page.
#include "app/mainwindow.h"

#include "app/comingsoonpage.h"
#include "app/hackenbush/hackenbushpage.h"
#include "app/stones/stonespage.h"
#include "ui_mainwindow.h"

#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QFileDialog>
#include <QMessageBox>
#include <QStatusBar>

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), ui_(std::make_unique<Ui::MainWindow>()) {
    ui_->setupUi(this);
    auto addPage = [this](PuzzlePage* page) { ui_->pages->addTab(page, page->title()); };
    addPage(new ComingSoonPage(
        QStringLiteral("jenga"), tr("Colored Jenga"),
        tr("The expected length of a game of Colored Jenga under optimal play, updating live as you "
           "recolour or remove blocks of the tower."),
        this));
    addPage(new ComingSoonPage(
        QStringLiteral("patience"), tr("Double Patience"),
        tr("Nine piles of cards: the exact probability of winning when pairs are chosen at random, "
           "and the best move."),
        this));
    addPage(new HackenbushPage(this));
    addPage(new StonesPage(this));
    showPage(QStringLiteral("stones"));

    connect(ui_->openAction, &QAction::triggered, this, &MainWindow::openJudgeFile);
    connect(ui_->pasteAction, &QAction::triggered, this, &MainWindow::pasteJudgeText);
    connect(ui_->copyAction, &QAction::triggered, this, &MainWindow::copyJudgeText);
    connect(ui_->exampleAction, &QAction::triggered, this, [this] { currentPage()->loadExample(); });
    connect(ui_->quitAction, &QAction::triggered, this, &QWidget::close);
    connect(ui_->aboutAction, &QAction::triggered, this, &MainWindow::about);
}

MainWindow::~MainWindow() = default;

PuzzlePage* MainWindow::page(const QString& puzzleId) const {
    for (int i = 0; i < ui_->pages->count(); ++i)
        if (auto* p = qobject_cast<PuzzlePage*>(ui_->pages->widget(i)); p && p->puzzleId() == puzzleId)
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

void MainWindow::openJudgeFile() {
    PuzzlePage* p = currentPage();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open %1 judge file").arg(p->title()), QString(), tr("Text files (*.txt *.in);;All files (*)"));
    if (path.isEmpty())
        return;
    QFile file(path);
    QString error;
    if (!file.open(QIODevice::ReadOnly))
        QMessageBox::warning(this, tr("Open"), tr("Cannot open %1.").arg(path));
    else if (!p->loadJudgeText(QString::fromUtf8(file.readAll()), &error))
        QMessageBox::warning(this, tr("Open"), tr("The position is unchanged.\n%1").arg(error));
}

void MainWindow::pasteJudgeText() {
    QString error;
    if (!currentPage()->loadJudgeText(QApplication::clipboard()->text(), &error))
        QMessageBox::warning(this, tr("Paste"), tr("The position is unchanged.\n%1").arg(error));
}

void MainWindow::copyJudgeText() {
    QApplication::clipboard()->setText(currentPage()->judgeText());
    statusBar()->showMessage(tr("Copied the position as judge text."), 3000);
}

void MainWindow::about() {
    QMessageBox::about(this, tr("About Puzzle Workbench"),
                       tr("<h3>Puzzle Workbench %1</h3><p>Exact answers to four classic probability "
                          "and game puzzles, computed live as you edit.</p>")
                           .arg(QApplication::applicationVersion()));
}
