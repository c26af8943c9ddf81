// theme: the light and dark palettes, the choice kept in the settings, and help pictures redrawn
// for a dark palette.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/theme.h"

#include "app/boardpalette.h"

#include <QApplication>
#include <QPainter>
#include <QProxyStyle>
#include <QSettings>
#include <QStyleOption>

#include <algorithm>

namespace theme {

namespace {

const QString kSettingsKey = QStringLiteral("theme");

// The platform's palette, kept from the first time a theme is applied (System gives it back).
QPalette& systemPalette() {
    static QPalette palette = QApplication::palette();
    return palette;
}

// The platform's style, but for radio buttons under a dark palette: Fusion draws the checked one's
// dot small and grey on a near-black disc, so that which is checked barely shows. Here the dot is
// the palette's highlight colour, at 40 % of the disc, within a clear ring.
class ClearRadioStyle : public QProxyStyle {
public:
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget) const override {
        if (element != PE_IndicatorRadioButton || !boardpalette::isDark(option->palette)) {
            QProxyStyle::drawPrimitive(element, option, painter, widget);
            return;
        }
        const bool enabled = option->state & State_Enabled;
        const QPalette::ColorGroup group = enabled ? QPalette::Active : QPalette::Disabled;
        const qreal side = std::min(option->rect.width(), option->rect.height()) - 2.0;
        QRectF disc(0, 0, side, side);
        disc.moveCenter(QRectF(option->rect).center());
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(option->palette.color(group, QPalette::WindowText), 1.2));
        painter->setBrush(option->palette.color(group, QPalette::Base));
        painter->drawEllipse(disc);
        if (option->state & State_On) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(
                option->palette.color(group, enabled ? QPalette::Highlight : QPalette::WindowText));
            painter->drawEllipse(disc.center(), side * 0.27, side * 0.27);
        }
        painter->restore();
    }
};

} // namespace

Theme chosen() {
    const QString name = QSettings().value(kSettingsKey).toString();
    return name == QLatin1String("dark")    ? Theme::Dark
           : name == QLatin1String("light") ? Theme::Light
                                            : Theme::System;
}

void choose(Theme theme) {
    QSettings().setValue(kSettingsKey, theme == Theme::Dark    ? QStringLiteral("dark")
                                       : theme == Theme::Light ? QStringLiteral("light")
                                                               : QStringLiteral("system"));
}

QPalette lightPalette() {
    QPalette p(QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::Window, QColor(0xef, 0xef, 0xef));
    p.setColor(QPalette::WindowText, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(0xf5, 0xf5, 0xf5));
    p.setColor(QPalette::Text, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::Button, QColor(0xe6, 0xe6, 0xe6));
    p.setColor(QPalette::ButtonText, QColor(0x1a, 0x1a, 0x1a));
    p.setColor(QPalette::ToolTipBase, QColor(0xff, 0xff, 0xdc));
    p.setColor(QPalette::ToolTipText, Qt::black);
    p.setColor(QPalette::Highlight, QColor(0x30, 0x8c, 0xc6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x1a, 0x5f, 0xb4));
    p.setColor(QPalette::PlaceholderText, QColor(0x1a, 0x1a, 0x1a, 0x80));
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x8c, 0x8c, 0x8c));
    return p;
}

QPalette darkPalette() {
    QPalette p(QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::Window, QColor(0x2d, 0x2d, 0x2d));
    p.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Base, QColor(0x1f, 0x1f, 0x1f));
    p.setColor(QPalette::AlternateBase, QColor(0x29, 0x29, 0x29));
    p.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::BrightText, QColor(0xff, 0x6b, 0x6b));
    p.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    p.setColor(QPalette::ToolTipText, QColor(0xe8, 0xe8, 0xe8));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x8e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x7c, 0xb7, 0xff));
    p.setColor(QPalette::LinkVisited, QColor(0xb8, 0x9c, 0xff));
    p.setColor(QPalette::Light, QColor(0x4a, 0x4a, 0x4a));
    p.setColor(QPalette::Midlight, QColor(0x40, 0x40, 0x40));
    p.setColor(QPalette::Mid, QColor(0x60, 0x60, 0x60));
    p.setColor(QPalette::Dark, QColor(0x20, 0x20, 0x20));
    p.setColor(QPalette::Shadow, QColor(0x10, 0x10, 0x10));
    p.setColor(QPalette::PlaceholderText, QColor(0xe8, 0xe8, 0xe8, 0x80));
    for (const QPalette::ColorRole role :
         {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x80, 0x80, 0x80));
    p.setColor(QPalette::Disabled, QPalette::Button, QColor(0x33, 0x33, 0x33));
    return p;
}

void apply(Theme theme) {
    const QPalette system = systemPalette(); // (kept the first time, before any change)
    static const bool styled = [] {
        QApplication::setStyle(new ClearRadioStyle); // (the application owns it)
        return true;
    }();
    Q_UNUSED(styled);
    QApplication::setPalette(theme == Theme::Dark    ? darkPalette()
                             : theme == Theme::Light ? lightPalette()
                                                     : system);
}

QByteArray helpPicture(QByteArray svg, const QPalette& palette) {
    // The pictures draw with the light board's colours (boardpalette.h): the board #fbfaf6, the
    // ink of labels #202020, the outline of dark pieces #252528, the ground #706050. Pieces use
    // other colours and keep them.
    if (!boardpalette::isDark(palette))
        return svg;
    const boardpalette::Colours dark = boardpalette::of(palette);
    svg.replace("#fbfaf6", dark.background.name().toLatin1());
    svg.replace("#202020", dark.text.name().toLatin1());
    svg.replace("#252528", dark.outline.name().toLatin1());
    svg.replace("#706050", dark.ground.name().toLatin1());
    return svg;
}

} // namespace theme
