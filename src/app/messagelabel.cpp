// MessageLabel: a fixed number of lines, the text cut to fit them.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/messagelabel.h"

#include "app/translations.h"

#include <QEvent>
#include <QTextDocumentFragment>

MessageLabel::MessageLabel(QWidget* parent) : SpokenLabel(parent) {
    setWordWrap(true);
    setTextFormat(Qt::RichText);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    probe_.setWordWrap(true);
    // Named, a label does not tell screen readers of each text it is given to measure.
    probe_.setAccessibleName(QStringLiteral("probe"));
    updateHeight();
}

void MessageLabel::setLines(int lines) {
    lines_ = std::max(1, lines);
    updateHeight();
    fit();
}

void MessageLabel::setText(const QString& text) {
    if (text == full_ && !text.isEmpty())
        return;
    full_ = text;
    fit();
    if (!accessibleName().isEmpty())
        announceText();
}

QString MessageLabel::spokenText() const {
    return Qt::mightBeRichText(full_) ? QTextDocumentFragment::fromHtml(full_).toPlainText()
                                      : full_;
}

void MessageLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    fit();
}

void MessageLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange ||
        event->type() == QEvent::LanguageChange) {
        updateHeight();
        fit();
    }
}

int MessageLabel::neededHeight(const QString& text, int width) const {
    probe_.setFont(font());
    probe_.setTextFormat(Qt::RichText);
    probe_.setContentsMargins(contentsMargins());
    probe_.setIndent(indent());
    probe_.setMargin(margin());
    probe_.setText(text);
    return probe_.heightForWidth(width);
}

void MessageLabel::updateHeight() {
    // The room of `lines_` lines of the interface's language (a CJK font may be taller).
    const QString sample = translations::current().startsWith(QLatin1String("zh"))
                               ? QStringLiteral("中文")
                               : QStringLiteral("Mg");
    QStringList lines;
    for (int i = 0; i < lines_; ++i)
        lines << sample;
    setFixedHeight(neededHeight(lines.join(QStringLiteral("<br>")), 400));
}

void MessageLabel::fit() {
    const int width = contentsRect().width() > 0 ? this->width() : 400;
    // No line holds more than this many characters, so a longer text cannot fit: it is cut
    // without laying it out whole (a message may quote a position of a million cubes).
    const qsizetype most = static_cast<qsizetype>(lines_) * 400;
    cut_ = false;
    if (full_.isEmpty() || (full_.size() <= 4 * most && neededHeight(full_, width) <= height())) {
        QLabel::setText(full_);
        setToolTip(QString());
        return;
    }
    // Too long: the plain text, cut at the last word that fits, ended with "…".
    QString plain = full_.size() <= 4 * most
                        ? QTextDocumentFragment::fromHtml(full_).toPlainText()
                        : QTextDocumentFragment::fromHtml(full_.left(4 * most)).toPlainText();
    plain.truncate(most);
    auto shown = [&plain](qsizetype n) {
        return (plain.left(n).trimmed() + QStringLiteral("…"))
            .toHtmlEscaped()
            .replace(QLatin1Char('\n'), QStringLiteral("<br>"));
    };
    qsizetype low = 0;
    qsizetype high = plain.size();
    while (low < high) { // the longest prefix that fits
        const qsizetype mid = (low + high + 1) / 2;
        if (neededHeight(shown(mid), width) <= height())
            low = mid;
        else
            high = mid - 1;
    }
    qsizetype cut = low;
    for (qsizetype i = low; i > low / 2; --i)
        if (plain.at(i - 1).isSpace()) { // end at a word when one ends near the cut
            cut = i;
            break;
        }
    cut_ = true;
    QLabel::setText(shown(cut));
    setToolTip(plain.size() < full_.size() && !Qt::mightBeRichText(full_) ? full_.left(most * 2)
                                                                          : plain);
}
