// The names of Jenga block colours and slots, and how values are written: plain text (Qt Core),
// shared by the page model and the widgets.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/tower.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace jengatext {

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

} // namespace jengatext
