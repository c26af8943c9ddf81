// The colours of Jenga blocks and die faces, shared by the view, the panel and the chart (their
// names are in jengatext.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/position.h"

#include <QColor>

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

} // namespace jengapalette
