// How long a solve took, for the answer panels: "0.481 ms", "12.3 ms", "161 ms", "1.61 s",
// "2 min 5 s", in the user's number format (never "1.61E+03 ms"), with no-break spaces: a
// wrapped line never parts a number from its unit.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

inline QString durationText(double seconds) {
    const auto unbroken = [](QString text) {
        return text.replace(QLatin1Char(' '), QChar(0x00A0));
    };
    const QLocale locale;
    if (seconds < 1.0)
        return unbroken(QCoreApplication::translate("duration", "%1 ms")
                            .arg(locale.toString(seconds * 1000.0, 'g', 3)));
    if (seconds < 60.0)
        return unbroken(
            QCoreApplication::translate("duration", "%1 s").arg(locale.toString(seconds, 'f', 2)));
    const auto whole = static_cast<long long>(seconds + 0.5);
    return unbroken(
        QCoreApplication::translate("duration", "%1 min %2 s").arg(whole / 60).arg(whole % 60));
}
