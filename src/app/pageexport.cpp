// pageexport: pictures of a page's views (SVG through QSvgGenerator, PNG through QImage) and
// its printed handout, each drawn as a handout shows it (handout.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pageexport.h"

#include "app/handout.h"
#include "app/theme.h"
#include "engine/common/csv.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QImage>
#include <QPainter>
#include <QPicture>
#include <QPrinter>
#include <QStringList>
#include <QSvgGenerator>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

namespace handout {

void prepareCopy(QWidget* copy, const QWidget* original, QSize size) {
    copy->setAttribute(Qt::WA_DontShowOnScreen);
    copy->setFont(original->font());
    copy->setPalette(theme::lightPalette());
    copy->setAccessibleName(original->accessibleName());
    copy->resize(size);
}

} // namespace handout

namespace pageexport {

namespace {

// The widget a file or a printout draws: the view's handout copy, or (a view without one) the
// view itself under the light palette for the time of the drawing.
class Drawn {
public:
    Drawn(QWidget* view, QSize size) : view_(view) {
        if (const auto* source = dynamic_cast<const handout::Source*>(view))
            copy_ = source->handoutCopy(size);
        if (!copy_) {
            hadPalette_ = view->testAttribute(Qt::WA_SetPalette);
            palette_ = view->palette();
            view->setPalette(theme::lightPalette());
        }
    }
    ~Drawn() {
        if (!copy_)
            view_->setPalette(hadPalette_ ? palette_ : QPalette());
    }
    Drawn(const Drawn&) = delete;
    Drawn& operator=(const Drawn&) = delete;
    QWidget* widget() const { return copy_ ? copy_.get() : view_; }

private:
    QWidget* view_;
    std::unique_ptr<QWidget> copy_;
    QPalette palette_;
    bool hadPalette_ = false;
};

} // namespace

QByteArray svgOf(QWidget* shown, const QString& title, const QString& description) {
    const Drawn drawn(shown, shown->size());
    QWidget* view = drawn.widget();
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(view->size());
    generator.setViewBox(QRect(QPoint(0, 0), view->size()));
    generator.setTitle(title);
    generator.setDescription(description.isEmpty()
                                 ? QStringLiteral("Puzzle Workbench")
                                 : QStringLiteral("Puzzle Workbench: ") + description);
    {
        QPainter painter(&generator);
        view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    }
    return buffer.data();
}

QSize exportSize(QWidget* shown) {
    const Drawn drawn(shown, shown->size());
    return drawn.widget()->size();
}

QByteArray pngOf(QWidget* shown, qreal scale, const QString& description) {
    const Drawn drawn(shown, shown->size());
    QWidget* view = drawn.widget();
    QImage image((QSizeF(view->size()) * scale).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(view->palette().color(view->backgroundRole()));
    {
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.scale(scale, scale);
        view->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
    }
    if (!description.isEmpty())
        image.setText(QStringLiteral("Description"), description); // a tEXt chunk
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

void printHandout(QPrinter* printer, const Handout& handout) {
    // The handout is laid out in pixels of 1/96 inch (on an image of that resolution, so that a
    // point is a point whatever the screen), then drawn scaled to the printer: point sizes are
    // points on paper, and the text breaks into pages between lines.
    QImage units(1, 1, QImage::Format_RGB32);
    units.setDotsPerMeterX(qRound(96 / 0.0254));
    units.setDotsPerMeterY(qRound(96 / 0.0254));
    QTextDocument document;
    document.documentLayout()->setPaintDevice(&units);
    const double toPrinter = printer->logicalDpiX() / 96.0;
    const QSizeF page(printer->width() / toPrinter, printer->height() / toPrinter);
    document.setPageSize(page);
    document.setDocumentMargin(0.5 / 2.54 * 96.0); // within the printer's own margins
    QFont body = document.defaultFont();
    body.setPointSizeF(kHandoutBodyPoints);
    document.setDefaultFont(body);
    // A text id has no spaces; it breaks anywhere rather than running off the page.
    QTextOption option = document.defaultTextOption();
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    document.setDefaultTextOption(option);

    // The boards side by side, as wide as the text, at most half the page high: each drawn as
    // a handout at the size it is printed (its labels then 10 points and more), recorded as a
    // picture (vector, its text as text).
    const double width = page.width() - 2 * document.documentMargin();
    const double gap = 12.0;
    const auto count = static_cast<double>(handout.pictures.size());
    std::vector<QPicture> pictures;
    std::vector<QSize> sizes;
    double boardsHeight = 0.0;
    for (QWidget* view : handout.pictures) {
        const double each = (width - gap * (count - 1)) / count;
        const double aspect = view->width() > 0 ? double(view->height()) / view->width() : 1.0;
        const QSize size(static_cast<int>(each),
                         static_cast<int>(std::min(each * aspect, page.height() * 0.5)));
        const Drawn drawn(view, size);
        QPicture picture;
        {
            QPainter painter(&picture);
            drawn.widget()->render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        }
        pictures.push_back(picture);
        sizes.push_back(drawn.widget()->size());
        boardsHeight = std::max(boardsHeight, double(drawn.widget()->height()));
    }

    QTextCursor cursor(&document);
    const QString subtitle =
        handout.subtitle.isEmpty()
            ? QString()
            : QStringLiteral("<p style='color:#555'>%1</p>").arg(handout.subtitle.toHtmlEscaped());
    cursor.insertHtml(QStringLiteral("<h1>%1</h1>%2").arg(handout.title.toHtmlEscaped(), subtitle));
    // The boards' room: an empty block that high, the boards drawn into it.
    cursor.insertBlock();
    const QTextBlock boardsBlock = cursor.block();
    if (!pictures.empty()) {
        QTextBlockFormat room;
        room.setTopMargin(boardsHeight + gap);
        cursor.setBlockFormat(room);
    }
    cursor.insertHtml(QStringLiteral("<p>%1</p>%2<p><b>%3</b><br><tt>%4</tt></p>")
                          .arg(handout.answer, handout.explanation,
                               QCoreApplication::translate("pageexport", "Position"),
                               handout.textId.toHtmlEscaped()));
    // (The block's rectangle starts below its top margin, the room.)
    const double boardsTop = document.documentLayout()->blockBoundingRect(boardsBlock).top() -
                             boardsBlock.blockFormat().topMargin();

    // Page by page, as QTextDocument::print does.
    QPainter painter(printer);
    if (!painter.isActive())
        return;
    painter.scale(toPrinter, toPrinter);
    for (int index = 0; index < document.pageCount(); ++index) {
        if (index > 0)
            printer->newPage();
        painter.save();
        const QRectF view(0, index * page.height(), page.width(), page.height());
        painter.translate(0, -view.top());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black); // paper, whatever the theme
        document.documentLayout()->draw(&painter, context);
        // The boards on the page their room is on, centred side by side. (A picture plays at
        // the device's resolution, a pixel of it 1/96 inch: drawn unscaled.)
        if (!pictures.empty() && boardsTop >= view.top() && boardsTop < view.bottom()) {
            double total = gap * (count - 1);
            for (const QSize& size : sizes)
                total += size.width();
            double x = (page.width() - total) / 2.0;
            for (std::size_t i = 0; i < pictures.size(); ++i) {
                painter.save();
                // (Bottoms aligned: two towers' ground lines on one line.)
                painter.translate(x, boardsTop + boardsHeight - sizes[i].height());
                painter.scale(1.0 / toPrinter, 1.0 / toPrinter);
                painter.drawPicture(0, 0, pictures[i]);
                painter.restore();
                x += sizes[i].width() + gap;
            }
        }
        painter.restore();
    }
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

QString csvWithColumn(const QString& csv, const QString& header, const QString& value) {
    // Row ends are the CRLFs outside quoted fields (a quoted field may hold a line break).
    const QString headerField = QString::fromStdString(pw::csv::field(header.toStdString()));
    const QString valueField = QString::fromStdString(pw::csv::field(value.toStdString()));
    QString out;
    out.reserve(csv.size() + csv.count(QLatin1Char('\n')) * (valueField.size() + 1));
    bool quoted = false;
    bool first = true;
    for (qsizetype i = 0; i < csv.size(); ++i) {
        const QChar c = csv[i];
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        if (!quoted && c == QLatin1Char('\r') && i + 1 < csv.size() &&
            csv[i + 1] == QLatin1Char('\n')) {
            out += QLatin1Char(',') + (first ? headerField : valueField);
            first = false;
        }
        out += c;
    }
    return out;
}

} // namespace pageexport
