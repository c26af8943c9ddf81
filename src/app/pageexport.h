// Pictures, tables and printouts of a page for slides and handouts: any of its views as SVG or
// PNG, its tables as CSV, and the board with its answer on paper (print and print preview).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

class QPainter;
class QRectF;
class QWidget;

namespace pageexport {

// A view as SVG (vector, through QSvgGenerator) or PNG (`scale` times its size on screen).
QByteArray svgOf(QWidget* view, const QString& title);
QByteArray pngOf(QWidget* view, qreal scale = 2.0);

// Draws `views` side by side, fitted into `area`, with `heading` above and `answer` below:
// one page of a printout.
void paintSheet(QPainter& painter, const QRectF& area, const QString& heading,
                const QList<QWidget*>& views, const QString& answer);

// A CSV field quoted as RFC 4180 wants (quotes doubled; commas, quotes or newlines quoted).
QString csvField(const QString& field);
QString csvRow(const QStringList& fields);

} // namespace pageexport
