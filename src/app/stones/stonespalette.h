// The 26 diagonal colours a..z: distinct hues that stay readable on the light board.
#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

namespace stonespalette {

struct Entry {
    const char* hex;
    const char* name;
};

inline constexpr Entry kEntries[26] = {
    {"#e6194b", QT_TRANSLATE_NOOP("stonespalette", "red")},
    {"#3cb44b", QT_TRANSLATE_NOOP("stonespalette", "green")},
    {"#4363d8", QT_TRANSLATE_NOOP("stonespalette", "blue")},
    {"#f58231", QT_TRANSLATE_NOOP("stonespalette", "orange")},
    {"#911eb4", QT_TRANSLATE_NOOP("stonespalette", "purple")},
    {"#1fb5d1", QT_TRANSLATE_NOOP("stonespalette", "cyan")},
    {"#f032e6", QT_TRANSLATE_NOOP("stonespalette", "magenta")},
    {"#8cc61f", QT_TRANSLATE_NOOP("stonespalette", "lime")},
    {"#e87fa8", QT_TRANSLATE_NOOP("stonespalette", "pink")},
    {"#469990", QT_TRANSLATE_NOOP("stonespalette", "teal")},
    {"#a07fe0", QT_TRANSLATE_NOOP("stonespalette", "lavender")},
    {"#9a6324", QT_TRANSLATE_NOOP("stonespalette", "brown")},
    {"#c9b600", QT_TRANSLATE_NOOP("stonespalette", "mustard")},
    {"#800000", QT_TRANSLATE_NOOP("stonespalette", "maroon")},
    {"#44c98a", QT_TRANSLATE_NOOP("stonespalette", "mint")},
    {"#808000", QT_TRANSLATE_NOOP("stonespalette", "olive")},
    {"#f0a868", QT_TRANSLATE_NOOP("stonespalette", "apricot")},
    {"#000075", QT_TRANSLATE_NOOP("stonespalette", "navy")},
    {"#808080", QT_TRANSLATE_NOOP("stonespalette", "grey")},
    {"#2f4f4f", QT_TRANSLATE_NOOP("stonespalette", "slate")},
    {"#ff6f61", QT_TRANSLATE_NOOP("stonespalette", "coral")},
    {"#6a5acd", QT_TRANSLATE_NOOP("stonespalette", "indigo")},
    {"#0096e0", QT_TRANSLATE_NOOP("stonespalette", "azure")},
    {"#b03060", QT_TRANSLATE_NOOP("stonespalette", "raspberry")},
    {"#556b2f", QT_TRANSLATE_NOOP("stonespalette", "moss")},
    {"#d2691e", QT_TRANSLATE_NOOP("stonespalette", "chocolate")},
};

inline QColor colour(int index) { return QColor(QLatin1String(kEntries[index].hex)); }

inline QString name(int index) {
    return QCoreApplication::translate("stonespalette", kEntries[index].name);
}

// "c (blue)"
inline QString label(int index) {
    return QStringLiteral("%1 (%2)").arg(QChar(u'a' + index)).arg(name(index));
}

} // namespace stonespalette
