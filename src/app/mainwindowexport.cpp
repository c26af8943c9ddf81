// MainWindow, what leaves the window: File › Export (every view and chart as SVG or PNG, every
// table as CSV, the format named by the file's extension) and the printed handout.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "app/pageexport.h"
#include "app/puzzlepage.h"
#include "app/screenfit.h"
#include "app/textfile.h"

#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QSettings>
#include <QStatusBar>

#include <optional>

QList<MainWindow::ExportChoice> MainWindow::exportChoices() const {
    QList<ExportChoice> choices;
    const PuzzlePage* p = currentPage();
    for (QWidget* view : p->views() + p->charts()) {
        const QString name = view->accessibleName().isEmpty() ? p->title() : view->accessibleName();
        choices.push_back(
            {tr("%1 as SVG picture (*.svg)").arg(name), QStringLiteral("svg"), view, {}});
        choices.push_back(
            {tr("%1 as PNG picture (*.png)").arg(name), QStringLiteral("png"), view, {}});
    }
    // Under rules other than the contest's every table says which, in a column of its own.
    const QString rules = p->model()->rulesText();
    for (const PuzzlePage::CsvTable& table : p->csvTables())
        choices.push_back(
            {tr("%1 as CSV table (*.csv)").arg(table.name), QStringLiteral("csv"), nullptr,
             rules.isEmpty() ? table.text
                             : pageexport::csvWithColumn(table.text, tr("rules"), rules)});
    return choices;
}

MainWindow::ExportChoice MainWindow::choiceForPath(const QList<ExportChoice>& choices,
                                                   const QString& path,
                                                   const ExportChoice& selected) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    for (const ExportChoice& choice : choices)
        if (choice.suffix == suffix && choice.view == selected.view &&
            (choice.view || choice.csv == selected.csv))
            return choice;
    return selected;
}

bool MainWindow::exportTo(const QString& path, const ExportChoice& choice, QString* error) {
    QByteArray bytes;
    // A picture of a page under other rules than the contest's names them.
    const QString note = currentPage()->model()->rulesNote();
    const QString rules = note.isEmpty() ? QString() : tr("under other rules: %1").arg(note);
    if (choice.suffix == QLatin1String("svg"))
        bytes = pageexport::svgOf(choice.view, currentPage()->title(), rules);
    else if (choice.suffix == QLatin1String("png"))
        bytes = pageexport::pngOf(choice.view, 2.0, rules);
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
    const QString base = startFolder() + QLatin1Char('/') + currentPage()->puzzleId();
    QString path = QFileDialog::getSaveFileName(this, tr("Export"), base,
                                                filters.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    rememberFolder(path);
    const ExportChoice& picked = choices.at(std::max<qsizetype>(0, filters.indexOf(selected)));
    // The name typed decides the format among those of the picture or table picked: x.png under
    // the SVG filter is a PNG. A name without a known extension gets the filter's.
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + picked.suffix;
    ExportChoice choice = choiceForPath(choices, path, picked);
    if (QFileInfo(path).suffix().toLower() != choice.suffix) {
        showMessage(tr("Export"),
                    tr("%1: this picture or table is saved as .%2, not as .%3; nothing was "
                       "written.")
                        .arg(textfile::displayName(path), choice.suffix, QFileInfo(path).suffix()));
        return;
    }
    QString error;
    if (exportTo(path, choice, &error))
        statusBar()->showMessage(tr("Exported %1.").arg(textfile::displayName(path)), 5000);
    else
        showMessage(tr("Export"), error);
}

void MainWindow::printCurrentPage(QPrinter* printer) {
    const PuzzlePage* p = currentPage();
    const PuzzlePage::Report report = p->report();
    const QString path = p->model()->document().path;
    pageexport::Handout handout;
    handout.title = p->title();
    handout.subtitle =
        (path.isEmpty() ? QString() : QFileInfo(path).fileName() + QStringLiteral(" · ")) +
        QLocale().toString(QDate::currentDate(), QLocale::LongFormat);
    handout.pictures = p->views();
    handout.answer = report.answer;
    handout.explanation = report.explanation;
    handout.textId = p->model()->positionId();
    pageexport::printHandout(printer, handout);
}

void MainWindow::printWithDialog() {
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted)
        printCurrentPage(&printer);
}

void MainWindow::printPreview() {
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, this);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, &MainWindow::printCurrentPage);
    // Opened at a readable size: the page as wide as the dialog, which takes most of the screen.
    if (auto* widget = preview.findChild<QPrintPreviewWidget*>())
        widget->setZoomMode(QPrintPreviewWidget::FitToWidth);
    preview.resize(fittedToScreen(this, QSize(900, QWIDGETSIZE_MAX), QSize(480, 360)));
    preview.exec();
}
