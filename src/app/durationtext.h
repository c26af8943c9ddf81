// How long a solve took, for the answer panels: "0.481 ms", "12.3 ms", "161 ms", "1.61 s",
// "2 min 5 s", in the user's number format with three significant digits (never "1E+03 ms": a
// value that rounds up to the next unit is written in it, 999.6 ms as "1.00 s" and 59.996 s as
// "1 min 0 s"), with no-break spaces: a wrapped line never parts a number from its unit.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <algorithm>
#include <cmath>

inline QString durationText(double seconds) {
    const auto unbroken = [](QString text) {
        return text.replace(QLatin1Char(' '), QChar(0x00A0));
    };
    const QLocale locale;
    seconds = std::max(0.0, seconds);
    // Three significant digits of a value below 1000: 0.481, 12.3, 161.
    const auto decimals = [](double value) {
        return value <= 0.0 ? 0
                            : std::clamp(2 - static_cast<int>(std::floor(std::log10(value))), 0, 6);
    };
    const double ms = seconds * 1000.0;
    const int msDecimals = decimals(ms);
    if (std::round(ms * std::pow(10.0, msDecimals)) / std::pow(10.0, msDecimals) < 1000.0)
        return unbroken(QCoreApplication::translate("duration", "%1 ms")
                            .arg(locale.toString(ms, 'f', msDecimals)));
    if (std::round(seconds * 100.0) / 100.0 < 60.0)
        return unbroken(
            QCoreApplication::translate("duration", "%1 s").arg(locale.toString(seconds, 'f', 2)));
    const auto whole = static_cast<long long>(std::llround(seconds));
    return unbroken(
        QCoreApplication::translate("duration", "%1 min %2 s").arg(whole / 60).arg(whole % 60));
}
