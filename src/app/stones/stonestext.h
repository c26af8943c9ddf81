// The names of the 26 diagonal colours a..z, as plain text (Qt Core) for the page model and the
// widgets alike; the hues are in stonespalette.h.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QString>

namespace stonestext {

inline constexpr const char* kNames[26] = {
    QT_TRANSLATE_NOOP("stonespalette", "red"),      QT_TRANSLATE_NOOP("stonespalette", "green"),
    QT_TRANSLATE_NOOP("stonespalette", "blue"),     QT_TRANSLATE_NOOP("stonespalette", "orange"),
    QT_TRANSLATE_NOOP("stonespalette", "purple"),   QT_TRANSLATE_NOOP("stonespalette", "cyan"),
    QT_TRANSLATE_NOOP("stonespalette", "magenta"),  QT_TRANSLATE_NOOP("stonespalette", "lime"),
    QT_TRANSLATE_NOOP("stonespalette", "pink"),     QT_TRANSLATE_NOOP("stonespalette", "teal"),
    QT_TRANSLATE_NOOP("stonespalette", "lavender"), QT_TRANSLATE_NOOP("stonespalette", "brown"),
    QT_TRANSLATE_NOOP("stonespalette", "mustard"),  QT_TRANSLATE_NOOP("stonespalette", "maroon"),
    QT_TRANSLATE_NOOP("stonespalette", "mint"),     QT_TRANSLATE_NOOP("stonespalette", "olive"),
    QT_TRANSLATE_NOOP("stonespalette", "apricot"),  QT_TRANSLATE_NOOP("stonespalette", "navy"),
    QT_TRANSLATE_NOOP("stonespalette", "grey"),     QT_TRANSLATE_NOOP("stonespalette", "slate"),
    QT_TRANSLATE_NOOP("stonespalette", "coral"),    QT_TRANSLATE_NOOP("stonespalette", "indigo"),
    QT_TRANSLATE_NOOP("stonespalette", "azure"),    QT_TRANSLATE_NOOP("stonespalette", "raspberry"),
    QT_TRANSLATE_NOOP("stonespalette", "moss"),     QT_TRANSLATE_NOOP("stonespalette", "chocolate"),
};

inline QString name(int index) {
    return QCoreApplication::translate("stonespalette", kNames[index]);
}

// "c (blue)"
inline QString label(int index) {
    return QStringLiteral("%1 (%2)").arg(QChar(u'a' + index)).arg(name(index));
}

} // namespace stonestext
