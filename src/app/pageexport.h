// Pictures, tables and printouts of a page for slides and handouts: any of its views as SVG or
// PNG, its tables as CSV, and the board with its answer on paper (print and print preview).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QSize>
#include <QString>

class QPainter;
class QPrinter;
class QRectF;
class QWidget;

namespace pageexport {

// A view as SVG (vector, through QSvgGenerator) or PNG (`scale` times its size), drawn as a
// handout shows it (handout.h): in the light palette, without hover or controls, a chart with its
// title and legend, as high as its content. exportSize is the size they have.
// `description`, when given, is said in the file (the SVG's <desc>, a PNG text chunk): the rules
// a page answered under, when not the contest's.
QByteArray svgOf(QWidget* view, const QString& title, const QString& description = {});
QByteArray pngOf(QWidget* view, qreal scale = 2.0, const QString& description = {});
QSize exportSize(QWidget* view);

// A printout a teacher can hand out: the page's title, its boards drawn as handouts (handout.h,
// vector, their labels 10 points and more), the answer and its explanation as the page states
// them, and the position's text id.
struct Handout {
    QString title;
    QString subtitle;         // e.g. the file the position came from
    QList<QWidget*> pictures; // drawn side by side, as wide as the text
    QString answer;           // rich text
    QString explanation;      // rich text
    QString textId;           // the position's one-line id (wrapped anywhere)
};
// Body text of a handout, in points: legible on A4 and Letter.
inline constexpr qreal kHandoutBodyPoints = 11.0;
// Prints `handout` on `printer` (a PDF file or paper), paginated, with its text at printable
// sizes whatever the printer's resolution.
void printHandout(QPrinter* printer, const Handout& handout);

// A CSV row through the one CSV writer (engine/common/csv.h), and a number in it: the shortest
// decimal that reads back exactly, without binary noise (0.1, not 0.10000000000000001).
QString csvRow(const QStringList& fields);
QString csvNumber(double value);
// The table with one more column, `header` in its first row and `value` in every other: the
// rules a table was computed under, when not the contest's.
QString csvWithColumn(const QString& csv, const QString& header, const QString& value);

} // namespace pageexport
