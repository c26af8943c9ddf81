// The Double Patience answer's checks in words: the exact fraction (GMP) and the simulation the
// model computed for the position shown, as the panel's checks show them.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patienceanswer.h"

#include "engine/patience/judge.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace patienceanswer {

namespace {

QString groupDigits(const std::string& digits) {
    // Narrow no-break spaces every three digits keep 20-digit numerators readable, and keep each
    // number whole: a long fraction wraps at the spaces around its "/", never inside a number
    // (a 52-card deal's denominator was broken across two lines).
    QString out;
    const auto length = static_cast<int>(digits.size());
    for (int i = 0; i < length; ++i) {
        if (i > 0 && (length - i) % 3 == 0)
            out += QChar(u'\u202F');
        out += QLatin1Char(digits[static_cast<std::size_t>(i)]);
    }
    return out;
}

QString fixed(double value, int decimals) {
    return QString::number(value, 'f', decimals);
}

} // namespace

QString exactText(const PatienceModel& model) {
    if (!model.exactError().isEmpty())
        return QCoreApplication::translate("PatienceChecks", "Exact fraction: %1")
            .arg(model.exactError().toHtmlEscaped());
    if (const auto exact = model.exact()) {
        const QString fraction =
            exact->denominator == "1"
                ? groupDigits(exact->numerator)
                : QStringLiteral("%1 / %2").arg(groupDigits(exact->numerator),
                                                groupDigits(exact->denominator));
        return QCoreApplication::translate("PatienceChecks",
                                           "<b>Exact:</b> %1<br>= %2… (%3 positions)")
            .arg(fraction, fixed(exact->value, 15),
                 QLocale().toString(static_cast<qulonglong>(exact->stats.statesExplored)));
    }
    if (model.exactOverBudget())
        return QCoreApplication::translate(
            "PatienceChecks",
            "Exact fraction: this deal needs more memory than the solver may use.");
    if (model.isExactWanted() && model.isJobRunning(PatienceModel::kExactLane))
        return QCoreApplication::translate(
            "PatienceChecks", "<span style='color:gray'>Exact fraction: computing…</span>");
    return QString();
}

QString simulationText(const PatienceModel& model) {
    if (!model.simulationError().isEmpty())
        return QCoreApplication::translate("PatienceChecks", "Simulation: %1")
            .arg(model.simulationError().toHtmlEscaped());
    const auto estimate = model.simulation();
    if (!estimate)
        return QString();
    const double low = std::max(0.0, estimate->low95());
    const double high = std::min(1.0, estimate->high95());
    const auto wins = static_cast<qulonglong>(
        std::llround(estimate->mean * static_cast<double>(estimate->samples)));
    QString text =
        QCoreApplication::translate(
            "PatienceChecks",
            "<b>Simulated:</b> %1 ± %2 (95%: %3 – %4)<br>%5 wins in %6 random games, seed %7.")
            .arg(fixed(estimate->mean, 6), fixed(estimate->halfWidth95, 6), fixed(low, 6),
                 fixed(high, 6), QLocale().toString(wins),
                 QLocale().toString(static_cast<qulonglong>(estimate->samples)))
            .arg(model.simulationSeed());
    if (const auto known = model.analysis()) {
        const double reference = model.exact() ? model.exact()->value : known->values.random;
        const bool inside = reference >= low - 1e-12 && reference <= high + 1e-12;
        const QString computed = probability(reference);
        text += QLatin1Char(' ') +
                (inside ? QCoreApplication::translate("PatienceChecks",
                                                      "The computed %1 lies inside the interval.")
                              .arg(computed)
                        : QCoreApplication::translate("PatienceChecks",
                                                      "The computed %1 lies outside the interval "
                                                      "(expected in about 1 run of 20).")
                              .arg(computed));
    }
    return text;
}

} // namespace patienceanswer
