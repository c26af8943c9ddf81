// pageexport: QSvgGenerator, QImage and QPainter renderings of a page's views.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pageexport.h"

#include "app/wholepicture.h"
#include "engine/common/csv.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QPrinter>
#include <QStringList>
#include <QSvgGenerator>
#include <QTextDocument>
#include <QTextOption>
#include <QUrl>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <memory>

namespace pageexport {

namespace {

// The view itself, or the whole picture of one that scrolls (kept alive in `copy`).
QWidget* wholeOf(QWidget* view, std::unique_ptr<QWidget>& copy) {
    if (const auto* whole = dynamic_cast<const WholePicture*>(view))
        copy = whole->wholeCopy();
    return copy ? copy.get() : view;
}

} // namespace

QByteArray svgOf(QWidget* shown, const QString& title) {
    std::unique_ptr<QWidget> copy;
    QWidget* view = wholeOf(shown, copy);
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

QByteArray pngOf(QWidget* shown, qreal scale) {
    std::unique_ptr<QWidget> copy;
    QWidget* view = wholeOf(shown, copy);
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

namespace {

// The pictures side by side in one image, `scale` times their size on screen, or less for a
// picture so large (a tall tower scrolled on screen) that the image would pass 30 megapixels.
QImage sideBySide(const QList<QWidget*>& pictures, qreal scale) {
    int width = 0;
    int height = 0;
    for (QWidget* picture : pictures) {
        width += picture->width();
        height = std::max(height, picture->height());
    }
    constexpr qreal kMostPixels = 30e6;
    if (width > 0 && height > 0)
        scale = std::min(scale, std::sqrt(kMostPixels / (qreal(width) * height)));
    QImage image((QSizeF(width, height) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.scale(scale, scale);
    int x = 0;
    for (QWidget* picture : pictures) {
        picture->render(&painter, QPoint(x, 0), QRegion(), QWidget::DrawChildren);
        x += picture->width();
    }
    return image;
}

} // namespace

void printHandout(QPrinter* printer, const Handout& handout) {
    QTextDocument document;
    QFont body = document.defaultFont();
    body.setPointSizeF(kHandoutBodyPoints);
    document.setDefaultFont(body);
    // A text id has no spaces; it breaks anywhere rather than running off the page.
    QTextOption option = document.defaultTextOption();
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    document.setDefaultTextOption(option);
    // QTextDocument::print lays the page out in 96-dpi units with 2 cm margins: the pictures take
    // the width between them, and at most half the page's height.
    const QRectF page = printer->pageLayout().paintRect(QPageLayout::Inch);
    constexpr qreal kMarginInches = 2 * 2.0 / 2.54;
    const qreal widthUnits = (page.width() - kMarginInches) * 96.0;
    const qreal heightUnits = (page.height() - kMarginInches) * 96.0 * 0.5;
    QString picture;
    if (!handout.pictures.isEmpty()) {
        const QImage image = sideBySide(handout.pictures, 3.0);
        const qreal fit = std::min(widthUnits / image.width(), heightUnits / image.height());
        document.addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("pw:board")), image);
        picture = QStringLiteral("<p align=center><img src='pw:board' width=%1 height=%2></p>")
                      .arg(qRound(image.width() * fit))
                      .arg(qRound(image.height() * fit));
    }
    const QString subtitle =
        handout.subtitle.isEmpty()
            ? QString()
            : QStringLiteral("<p style='color:#555'>%1</p>").arg(handout.subtitle.toHtmlEscaped());
    document.setHtml(QStringLiteral("<h1>%1</h1>%2%3<p>%4</p>%5<p><b>%6</b><br><tt>%7</tt></p>")
                         .arg(handout.title.toHtmlEscaped(), subtitle, picture, handout.answer,
                              handout.explanation,
                              QCoreApplication::translate("pageexport", "Position"),
                              handout.textId.toHtmlEscaped()));
    document.print(printer);
}

QString csvRow(const QStringList& fields) {
    std::vector<std::string> row;
    for (const QString& field : fields)
        row.push_back(field.toStdString());
    return QString::fromStdString(pw::csv::row(row));
}

QString csvNumber(double value) {
    return QString::fromStdString(pw::csv::number(value));
}

} // namespace pageexport
