// The colours and names of Jenga blocks and die faces, shared by the view, the panel and the chart.
#pragma once

#include "engine/jenga/tower.h"

#include <QColor>
#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace jengapalette {

inline QColor colour(pw::jenga::Colour c) {
    switch (c) {
    case pw::jenga::Colour::Red:
        return QColor(0xd2, 0x3f, 0x3a);
    case pw::jenga::Colour::Green:
        return QColor(0x3c, 0x9d, 0x4a);
    case pw::jenga::Colour::Blue:
        return QColor(0x35, 0x67, 0xc8);
    }
    return Qt::gray;
}

inline QString name(pw::jenga::Colour c) {
    switch (c) {
    case pw::jenga::Colour::Red:
        return QCoreApplication::translate("JengaPage", "red");
    case pw::jenga::Colour::Green:
        return QCoreApplication::translate("JengaPage", "green");
    case pw::jenga::Colour::Blue:
        return QCoreApplication::translate("JengaPage", "blue");
    }
    return {};
}

inline QChar letter(pw::jenga::Colour c) { return QLatin1Char(pw::jenga::colourLetter(c)); }

// Slot names as the engine's move text writes them (L, M, R).
inline QString slotName(int slot) {
    switch (slot) {
    case pw::jenga::kLeft:
        return QCoreApplication::translate("JengaPage", "left");
    case pw::jenga::kMiddle:
        return QCoreApplication::translate("JengaPage", "middle");
    default:
        return QCoreApplication::translate("JengaPage", "right");
    }
}

// Exact values with 15 significant digits (the judge accepts 1e-6; users compare digits).
inline QString exactText(double value) { return QString::number(value, 'g', 15); }
// Minutes for estimates and running totals.
inline QString minutesText(double value) { return QLocale().toString(value, 'f', 3); }

} // namespace jengapalette
