// HelpDialog: a QTextBrowser over the help pages compiled into the resources.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/helpdialog.h"

#include "app/screenfit.h"
#include "app/theme.h"
#include "app/translations.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QLocale>
#include <QPainter>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {

// The texts of the help pictures, for lupdate (the pictures mark them {{text}}).
[[maybe_unused]] const char* const kPictureTexts[] = {
    QT_TRANSLATE_NOOP("HelpPicture", "top: incomplete"),
};

// Shows the help pages, their pictures drawn for the dialog's palette and language.
class HelpBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;
    QVariant loadResource(int type, const QUrl& url) override {
        if (type == QTextDocument::ImageResource && url.path().endsWith(QLatin1String(".svg")))
            return HelpDialog::picture(QLatin1Char(':') + url.path(), palette(),
                                       std::max<qreal>(2.0, devicePixelRatioF()));
        return QTextBrowser::loadResource(type, url);
    }
};

} // namespace

QImage HelpDialog::picture(const QString& resource, const QPalette& palette, qreal scale) {
    QFile file(resource);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray svg = theme::helpPicture(file.readAll(), palette);
    static const QRegularExpression marked(QStringLiteral("\\{\\{([^}]*)\\}\\}"));
    QString text = QString::fromUtf8(svg);
    for (auto match = marked.match(text); match.hasMatch(); match = marked.match(text))
        text.replace(
            match.capturedStart(), match.capturedLength(),
            QCoreApplication::translate("HelpPicture", match.captured(1).toUtf8().constData())
                .toHtmlEscaped());
    QSvgRenderer renderer(text.toUtf8());
    const QSize size = renderer.defaultSize();
    QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    image.setDevicePixelRatio(scale);
    return image;
}

void HelpDialog::changeEvent(QEvent* event) {
    // A new palette (View › Theme) redraws the pictures in it.
    if (event->type() == QEvent::PaletteChange && !topic_.isEmpty())
        showTopic(topic_);
    QDialog::changeEvent(event);
}

HelpDialog::HelpDialog(QWidget* parent) : QDialog(parent), browser_(new HelpBrowser(this)) {
    setWindowTitle(tr("Puzzle Workbench Help"));
    browser_->setOpenExternalLinks(true);
    browser_->setAccessibleName(tr("Help text"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(fittedToScreen(this, QSize(720, 640), minimumSizeHint()));
}

QString HelpDialog::topicPath(const QString& topic) {
    // The language the interface is shown in (not the number locale, which is the user's own).
    const QString translated =
        QStringLiteral(":/help/%1/%2.html").arg(translations::current(), topic);
    if (QFile::exists(translated))
        return translated;
    return QStringLiteral(":/help/%1.html").arg(topic);
}

bool HelpDialog::showTopic(const QString& topic) {
    QFile file(topicPath(topic));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    topic_ = topic;
    browser_->document()->clear(); // (drops the pictures drawn for another palette)
    browser_->setHtml(QString::fromUtf8(file.readAll()));
    return true;
}

QString HelpDialog::text() const {
    return browser_->toPlainText();
}
