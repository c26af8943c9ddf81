// pageexport: QSvgGenerator, QImage and QPainter renderings of a page's views.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pageexport.h"

#include <QBuffer>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QStringList>
#include <QSvgGenerator>
#include <QTextDocument>
#include <QWidget>

namespace pageexport {

QByteArray svgOf(QWidget* view, const QString& title) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(view->size());
    generator.setViewBox(QRect(QPoint(0, 0), view->size()));
    generator.setTitle(title);
    generator.setDescription(QStringLiteral("Puzzle Workbench"));
    {
        QPainter painter(&generator);
        view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    }
    return buffer.data();
}

QByteArray pngOf(QWidget* view, qreal scale) {
    QImage image((QSizeF(view->size()) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(view->palette().color(view->backgroundRole()));
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(scale, scale);
        view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    }
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

void paintSheet(QPainter& painter, const QRectF& area, const QString& heading,
                const QList<QWidget*>& views, const QString& answer) {
    painter.save();
    QFont headingFont = painter.font();
    headingFont.setPointSizeF(headingFont.pointSizeF() * 1.6);
    headingFont.setBold(true);
    painter.setFont(headingFont);
    const QFontMetricsF headingMetrics(headingFont, painter.device());
    const QRectF headingRect(area.left(), area.top(), area.width(), headingMetrics.height() * 1.5);
    painter.drawText(headingRect, Qt::AlignLeft | Qt::AlignTop, heading);

    // The answer below, as rich text wrapped to the width.
    QTextDocument answerText;
    answerText.setDefaultFont(QFont());
    answerText.setTextWidth(area.width());
    answerText.setPlainText(answer);
    const qreal answerHeight = answer.isEmpty() ? 0.0 : answerText.size().height();

    const QRectF board(area.left(), headingRect.bottom(), area.width(),
                       area.height() - headingRect.height() - answerHeight - 12);
    qreal totalWidth = 0;
    qreal maxHeight = 0;
    for (QWidget* view : views) {
        totalWidth += view->width();
        maxHeight = std::max(maxHeight, qreal(view->height()));
    }
    if (totalWidth > 0 && maxHeight > 0) {
        const qreal scale = std::min(board.width() / totalWidth, board.height() / maxHeight);
        qreal x = board.left() + (board.width() - totalWidth * scale) / 2;
        for (QWidget* view : views) {
            painter.save();
            painter.translate(x, board.top());
            painter.scale(scale, scale);
            view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
            painter.restore();
            x += view->width() * scale;
        }
    }
    if (!answer.isEmpty()) {
        painter.translate(area.left(), area.bottom() - answerHeight);
        answerText.drawContents(&painter);
    }
    painter.restore();
}

QString csvField(const QString& field) {
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')) &&
        !field.contains(QLatin1Char('\n')) && !field.contains(QLatin1Char('\r')))
        return field;
    QString quoted = field;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvRow(const QStringList& fields) {
    QStringList quoted;
    for (const QString& field : fields)
        quoted << csvField(field);
    return quoted.join(QLatin1Char(',')) + QStringLiteral("\r\n");
}

} // namespace pageexport
