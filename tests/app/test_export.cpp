// Exports round-trip: every view of every page as SVG (it parses, at the view's size, titled) and
// PNG (twice the view's size), each page's CSV tables holding the values the page shows (checked
// against the widgets and the model), and a printout of the board with its answer as a PDF.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"
#include "app/jenga/jengachart.h"
#include "app/jenga/jengapage.h"
#include "app/mainwindow.h"
#include "app/pageexport.h"
#include "app/patience/patiencepage.h"
#include "app/stones/stonespage.h"
#include "app/theme.h"
#include "common/page_wait.h"

#include <QFile>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QPrinter>
#include <QSvgRenderer>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTreeWidget>
#include <QtTest>

#include <cmath>

namespace {

// The rows of an RFC 4180 CSV whose fields have no quotes or commas (these tables' numbers).
QList<QStringList> rowsOf(const QString& csv) {
    QList<QStringList> rows;
    for (const QString& line : csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts))
        rows << line.split(QLatin1Char(','));
    return rows;
}

PuzzlePage::CsvTable table(const PuzzlePage& page, const QString& fileName) {
    for (const PuzzlePage::CsvTable& t : page.csvTables())
        if (t.fileName == fileName)
            return t;
    return {};
}

bool showSettled(PuzzlePage& page) {
    page.resize(1100, 760);
    page.show();
    return QTest::qWaitForWindowExposed(&page) && waitSettled(page);
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT
private slots:
    // Every view of every page, in the dark theme: an SVG that parses, of the size a handout
    // gives it (the view's, a chart's no taller than its content), with the page's title; a PNG
    // of twice that size, drawn in the light palette (its corner light, not the dark board).
    void everyViewAsSvgAndPng() {
        theme::apply(theme::Theme::Dark);
        JengaPage jenga;
        PatiencePage patience;
        HackenbushPage hackenbush;
        StonesPage stones;
        for (PuzzlePage* page : QList<PuzzlePage*>{&jenga, &patience, &hackenbush, &stones}) {
            QVERIFY(showSettled(*page));
            QVERIFY(!page->views().isEmpty());
            for (QWidget* view : page->views() + page->charts()) {
                const QSize size = pageexport::exportSize(view);
                // (A chart's height is its content's; a narrow one gets room for its labels.)
                if (page->views().contains(view))
                    QCOMPARE(size.width(), view->width());
                if (page->views().contains(view))
                    QVERIFY(size.height() <= view->height());
                else
                    QVERIFY(size.width() >= view->width());
                const QByteArray svg = pageexport::svgOf(view, page->title());
                QSvgRenderer renderer(svg);
                QVERIFY2(renderer.isValid(), qPrintable(page->title()));
                QCOMPARE(renderer.viewBox(), QRect(QPoint(0, 0), size));
                QVERIFY(svg.contains(page->title().toUtf8()));
                const QImage png = QImage::fromData(pageexport::pngOf(view, 2.0), "PNG");
                QCOMPARE(png.size(), size * 2);
                QVERIFY2(png.pixelColor(1, 1).lightness() > 200,
                         qPrintable(view->accessibleName() + QLatin1Char(' ') +
                                    png.pixelColor(1, 1).name()));
            }
        }
        theme::apply(theme::Theme::Light);
    }

    // The game-length CSV is the distribution the page charts: it sums to 1 and its mean is the
    // expected duration shown (to 1e-6: the chart ends where the rest of the tail is below 1e-9);
    // the choices CSV has one row per row of the table, same values.
    void jengaCsvHasTheValuesShown() {
        JengaPage page;
        QVERIFY(showSettled(page));
        const auto expected = page.jenga()->expectedDuration();
        QVERIFY(expected);
        QVERIFY(page.answerText().contains(QString::number(*expected, 'g', 15)));
        const QList<QStringList> rows =
            rowsOf(table(page, QStringLiteral("jenga-distribution")).text);
        QVERIFY(rows.size() > 10);
        double total = 0.0;
        double mean = 0.0;
        for (qsizetype i = 1; i < rows.size(); ++i) {
            QCOMPARE(rows[i].size(), 2);
            const double p = rows[i][1].toDouble();
            total += p;
            mean += rows[i][0].toDouble() * p;
        }
        QVERIFY2(std::abs(total - 1.0) < 1e-9, qPrintable(QString::number(total, 'g', 17)));
        QVERIFY2(std::abs(mean - *expected) < 1e-6, qPrintable(QString::number(mean, 'g', 17)));

        const QList<QStringList> choices =
            rowsOf(table(page, QStringLiteral("jenga-choices")).text);
        auto* shown = page.findChild<QTableWidget*>(QStringLiteral("choicesTable"));
        QVERIFY(shown);
        QCOMPARE(choices.size() - 1, shown->rowCount());
        QStringList csvValues;
        QStringList shownValues;
        for (qsizetype i = 1; i < choices.size(); ++i)
            csvValues << QString::number(choices[i][2].toDouble(), 'g', 15);
        for (int r = 0; r < shown->rowCount(); ++r)
            shownValues << shown->item(r, 2)->text();
        csvValues.sort();
        shownValues.sort();
        QCOMPARE(csvValues, shownValues);
    }

    // The simple policies compared, as the panel's table shows them: the optimum first, each
    // policy's exact expected duration never below it, and its extra over it.
    void jengaPoliciesCsv() {
        JengaPage page;
        QVERIFY(showSettled(page));
        QVERIFY(table(page, QStringLiteral("jenga-policies")).text.isEmpty());
        QCOMPARE(page.charts(), QList<QWidget*>({static_cast<QWidget*>(page.chart())}));
        page.jenga()->comparePolicies(true);
        QVERIFY(waitSettled(page));
        // Seconds in a release build; minutes under a sanitizer.
        QTRY_VERIFY_WITH_TIMEOUT(page.jenga()->policyComparison(), kHangGuardMs);
        const QList<QStringList> rows = rowsOf(table(page, QStringLiteral("jenga-policies")).text);
        QCOMPARE(rows.size(), 1 + 1 + 4);
        const double optimal = rows[1][2].toDouble();
        QCOMPARE(optimal, *page.jenga()->expectedDuration());
        auto* label = page.findChild<QLabel*>(QStringLiteral("policiesLabel"));
        QVERIFY(label);
        const QString shown = QTextDocumentFragment::fromHtml(label->text()).toPlainText();
        for (qsizetype i = 2; i < rows.size(); ++i) {
            QCOMPARE(rows[i].size(), 4);
            const double value = rows[i][2].toDouble();
            QVERIFY2(value >= optimal, qPrintable(rows[i].join(QLatin1Char(','))));
            QCOMPARE(rows[i][3].toDouble(), value - optimal);
            QVERIFY2(shown.contains(rows[i][0]), qPrintable(rows[i][0]));
        }
    }

    // The pairs CSV: one row per pair in the list, with the win chance after it that the list
    // shows (to its six decimals).
    void patienceCsvHasTheValuesShown() {
        PatiencePage page;
        QVERIFY(showSettled(page));
        const QList<QStringList> rows = rowsOf(table(page, QStringLiteral("patience-pairs")).text);
        auto* tree = page.findChild<QTreeWidget*>(QStringLiteral("pairTree"));
        QVERIFY(tree);
        QCOMPARE(rows.size() - 1, tree->topLevelItemCount());
        QStringList csvValues;
        QStringList shownValues;
        for (qsizetype i = 1; i < rows.size(); ++i)
            csvValues << QString::number(rows[i][3].toDouble(), 'f', 6) + QLatin1Char('/') +
                             QString::number(rows[i][4].toDouble(), 'f', 6);
        for (int i = 0; i < tree->topLevelItemCount(); ++i)
            shownValues << tree->topLevelItem(i)->text(1) + QLatin1Char('/') +
                               tree->topLevelItem(i)->text(2);
        csvValues.sort();
        shownValues.sort();
        QCOMPARE(csvValues, shownValues);
    }

    // The values CSV: each position's whole value is the one in the panel.
    void hackenbushCsvHasTheValuesShown() {
        HackenbushPage page;
        QVERIFY(showSettled(page));
        const QList<QStringList> rows =
            rowsOf(table(page, QStringLiteral("hackenbush-values")).text);
        const QString panel = page.report().plainText();
        int wholes = 0;
        for (const QStringList& row : rows)
            if (row.size() == 4 && row[2].isEmpty()) {
                ++wholes;
                QVERIFY2(panel.contains(row[0] + QStringLiteral(" = ") + row[3]),
                         qPrintable(row.join(QLatin1Char(' '))));
            }
        QCOMPARE(wholes, 2);
    }

    // The moves CSV: the optimal line the panel lists, counting down to the goal.
    void stonesCsvHasTheLineShown() {
        StonesPage page;
        QVERIFY(showSettled(page));
        const QList<QStringList> rows = rowsOf(table(page, QStringLiteral("stones-moves")).text);
        QVERIFY(rows.size() > 1);
        const int moves = static_cast<int>(rows.size() - 1);
        QVERIFY2(page.report().plainText().contains(QStringLiteral("Minimum: %1 ").arg(moves)),
                 qPrintable(page.report().plainText()));
        for (int i = 1; i <= moves; ++i) {
            QCOMPARE(rows[i][0].toInt(), i);
            QCOMPARE(rows[i][4].toInt(), moves - i);
            QVERIFY(page.report().plainText().contains(
                QStringLiteral("%1 → %2").arg(rows[i][1], rows[i][2])));
        }
    }

    // File › Export: the name typed decides the format among those of the picture or table
    // picked (x.png under the SVG filter gets PNG bytes, x.svg an SVG document); a name whose
    // extension the item does not have is not given another format.
    void theExtensionDecidesTheFormat() {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.showPage(QStringLiteral("stones")));
        window.resize(1180, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(waitSettled(*window.currentPage()));
        const QList<MainWindow::ExportChoice> choices = window.exportChoices();
        const auto svg = std::find_if(choices.begin(), choices.end(), [](const auto& c) {
            return c.suffix == QLatin1String("svg");
        });
        const auto csv = std::find_if(choices.begin(), choices.end(), [](const auto& c) {
            return c.suffix == QLatin1String("csv");
        });
        QVERIFY(svg != choices.end() && csv != choices.end());
        const QString png = dir.filePath(QStringLiteral("x.png"));
        const MainWindow::ExportChoice asPng = MainWindow::choiceForPath(choices, png, *svg);
        QCOMPARE(asPng.suffix, QStringLiteral("png"));
        QCOMPARE(asPng.view, svg->view);
        QString error;
        QVERIFY2(window.exportTo(png, asPng, &error), qPrintable(error));
        QFile file(png);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().startsWith("\x89PNG"));
        QCOMPARE(MainWindow::choiceForPath(choices, QStringLiteral("Y.SVG"), asPng).suffix,
                 QStringLiteral("svg"));
        // A table stays a table: x.svg names no format of it.
        QCOMPARE(MainWindow::choiceForPath(choices, QStringLiteral("x.svg"), *csv).suffix,
                 QStringLiteral("csv"));
    }
};

QTEST_MAIN(TestExport)
#include "test_export.moc"
