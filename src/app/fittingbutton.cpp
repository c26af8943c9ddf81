// The first text that fits, and the shortest's size for the layout.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/fittingbutton.h"

#include <QEvent>
#include <QStyle>
#include <QStyleOptionButton>

void FittingButton::setTexts(const QStringList& texts, const QString& toolTip) {
    if (texts == texts_ && toolTip == toolTip_)
        return;
    const bool shortestChanged =
        texts_.isEmpty() || texts.isEmpty() || texts.last() != texts_.last();
    texts_ = texts;
    toolTip_ = toolTip;
    fit();
    if (shortestChanged)
        updateGeometry();
}

QSize FittingButton::sizeFor(const QString& text) const {
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text = text;
    const QSize contents = fontMetrics().size(Qt::TextShowMnemonic, text);
    return style()->sizeFromContents(QStyle::CT_PushButton, &option, contents, this);
}

QSize FittingButton::sizeHint() const {
    return texts_.isEmpty() ? QPushButton::sizeHint() : sizeFor(texts_.last());
}

QSize FittingButton::minimumSizeHint() const {
    return sizeHint();
}

void FittingButton::resizeEvent(QResizeEvent* event) {
    QPushButton::resizeEvent(event);
    fit();
}

void FittingButton::changeEvent(QEvent* event) {
    QPushButton::changeEvent(event);
    // Another font or style: other widths, for the texts and for the room asked.
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        fit();
        updateGeometry();
    }
}

void FittingButton::fit() {
    if (texts_.isEmpty())
        return;
    QString chosen = texts_.last();
    for (const QString& text : texts_)
        if (sizeFor(text).width() <= width()) {
            chosen = text;
            break;
        }
    setText(chosen);
    // Cut short, the whole text is a hover away, and what a screen reader says after the name.
    setToolTip(chosen == texts_.first() ? toolTip_ : texts_.first());
    setAccessibleDescription(chosen == texts_.first() ? QString() : texts_.first());
}
