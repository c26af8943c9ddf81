// The colours the boards draw with, from the palette: a light board (cream, dark ink) under a
// light palette and a dark one (charcoal, light ink) under a dark palette, so that boards, labels
// and the chart follow the theme. Cubes, stones, cards and blocks keep their own colours.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QPalette>

namespace boardpalette {

// A dark palette: its window colour is darker than mid-grey.
inline bool isDark(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < 128;
}

struct Colours {
    QColor background; // the board
    QColor text;       // labels and values on the board
    QColor stale;      // labels of a value being recomputed
    QColor muted;      // secondary labels (heights, vertex numbers)
    QColor ground;     // the Hackenbush ground line
    QColor note;       // a warning note on the board
    QColor outline;    // edges of dark pieces (black cubes, stones) against the board
};

inline Colours of(const QPalette& palette) {
    if (!isDark(palette))
        return {QColor(0xfb, 0xfa, 0xf6), QColor(0x20, 0x20, 0x20), QColor(0x9a, 0x9a, 0x9a),
                QColor(0x5a, 0x5a, 0x5a), QColor(0x70, 0x60, 0x50), QColor(0x80, 0x50, 0x00),
                QColor(0x25, 0x25, 0x28)};
    return {QColor(0x2a, 0x29, 0x26), QColor(0xec, 0xea, 0xe4), QColor(0x88, 0x88, 0x88),
            QColor(0xb4, 0xb4, 0xb4), QColor(0xb8, 0xa8, 0x96), QColor(0xf0, 0xb0, 0x50),
            QColor(0x9a, 0x9a, 0xa2)};
}

} // namespace boardpalette
