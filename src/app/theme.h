// The application's theme (View › Theme): the system's palette, or the application's own light
// or dark one. Qt 6.4 has no colour-scheme setting, so a dark theme is a palette of our own; the
// boards, charts, help pictures and printouts follow the palette they are drawn with.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPalette>
#include <QString>

namespace theme {

enum class Theme { System, Light, Dark };

// The theme chosen in the settings (System when none was).
Theme chosen();
void choose(Theme theme);
// Sets the application's palette for `theme` (System: the palette the platform gave at start).
void apply(Theme theme);
// The palettes of the light and dark themes.
QPalette lightPalette();
QPalette darkPalette();
// A help picture (SVG text) drawn for `palette`: under a dark one, the board colour and the ink
// of the pictures become the dark board's (the pieces keep their colours).
QByteArray helpPicture(QByteArray svg, const QPalette& palette);

} // namespace theme
