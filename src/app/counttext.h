// A count with its noun in English singular or plural ("1 move", "2 moves"), the number in the
// locale's format. Explicit pairs instead of tr()'s %n: no English translation file is loaded.
#pragma once

#include <QLocale>
#include <QString>

inline QString countText(qulonglong count, const QString& one, const QString& many) {
    return (count == 1 ? one : many).arg(QLocale().toString(count));
}
