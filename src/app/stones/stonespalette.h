// The 26 diagonal colours a..z: distinct hues that stay readable on the light board (their names
// are in stonestext.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QLatin1String>

namespace stonespalette {

inline constexpr const char* kHex[26] = {
    "#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#1fb5d1", "#f032e6",
    "#8cc61f", "#e87fa8", "#469990", "#a07fe0", "#9a6324", "#c9b600", "#800000",
    "#44c98a", "#808000", "#f0a868", "#000075", "#808080", "#2f4f4f", "#ff6f61",
    "#6a5acd", "#0096e0", "#b03060", "#556b2f", "#d2691e",
};

inline QColor colour(int index) {
    return QColor(QLatin1String(kHex[index]));
}

} // namespace stonespalette
