// Hackenbush value texts: exact, shortened with an explicit "…" rather than approximated.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushtext.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace hackenbushtext {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("hackenbushtext", text);
}

constexpr std::uint64_t kLongestPlainDenominator = 40;

} // namespace

QString shortened(const QString& text, int maxLength) {
    if (text.size() <= maxLength)
        return text;
    const int head = maxLength * 2 / 3;
    const int tail = maxLength - head;
    return tr("%1…%2 (%3 characters)")
        .arg(text.left(head), text.right(tail),
             QLocale().toString(static_cast<qlonglong>(text.size())));
}

QString fraction(const pw::Dyadic& value) {
    if (value.exponent() <= kLongestPlainDenominator)
        return shortened(QString::fromStdString(value.toFractionString()));
    // numerator / 2^e: the numerator is the value times 2^e, an integer.
    const pw::Dyadic numerator = value.timesPowerOfTwo(static_cast<std::int64_t>(value.exponent()));
    return QStringLiteral("%1/2^%2")
        .arg(shortened(QString::fromStdString(numerator.toFractionString())))
        .arg(value.exponent());
}

QString withSuperscripts(QString text) {
    static const QString kSuperscripts = QStringLiteral("⁰¹²³⁴⁵⁶⁷⁸⁹");
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] != QLatin1Char('^')) {
            out += text[i];
            continue;
        }
        ++i;
        if (i < text.size() && text[i] == QLatin1Char('-'))
            out += QChar(0x207B), ++i;
        while (i < text.size() && text[i].isDigit())
            out += kSuperscripts[text[i++].digitValue()];
        --i;
    }
    return out;
}

QString approximate(const pw::Dyadic& value) {
    const pw::hackenbush::ValueSummary summary = pw::hackenbush::summarise(value, 20, 0);
    if (value.isZero())
        return QStringLiteral("0");
    // summary.decimal is "[-]d.ddd…e<exponent>"; summary.binaryShort "m.mmmm × 2^<exponent>".
    const QString decimal = QString::fromStdString(summary.decimal);
    const qsizetype e = decimal.indexOf(QLatin1Char('e'));
    const bool negative = decimal.startsWith(QLatin1Char('-'));
    QString digits = decimal.mid(negative ? 1 : 0, e - (negative ? 1 : 0)).remove(QLatin1Char('.'));
    const int exponent10 = decimal.mid(e + 1).toInt();
    QString text;
    if (exponent10 >= -6 && exponent10 <= 15) {
        if (exponent10 < 0)
            digits.prepend(QString(-exponent10, QLatin1Char('0')));
        const qsizetype point = std::max(1, exponent10 + 1);
        if (digits.size() < point)
            digits.append(QString(point - digits.size(), QLatin1Char('0')));
        text = digits.left(point);
        QString fractionDigits = digits.mid(point);
        while (fractionDigits.endsWith(QLatin1Char('0')))
            fractionDigits.chop(1);
        if (!fractionDigits.isEmpty())
            text += QLocale::c().decimalPoint() + fractionDigits;
    } else {
        text = digits.left(1) + QLatin1Char('.') + digits.mid(1) +
               withSuperscripts(QStringLiteral(" × 10^%1").arg(exponent10));
    }
    text = QStringLiteral("≈ ") + (negative ? QStringLiteral("−") : QString()) + text;
    const QString binary = QString::fromStdString(summary.binaryShort);
    const int exponent2 = binary.mid(binary.indexOf(QLatin1Char('^')) + 1).toInt();
    if (std::abs(exponent2) >= 20)
        text += QStringLiteral(" · ≈ ") + withSuperscripts(binary);
    return text;
}

QString mixed(const pw::Dyadic& value) {
    if (value.exponent() <= kLongestPlainDenominator)
        return shortened(QString::fromStdString(value.toMixedString()));
    // The whole part, then the fraction left over, written like fraction().
    const std::string text = value.toMixedString();
    const auto space = text.find(' ');
    if (space == std::string::npos)
        return fraction(value);
    const pw::Dyadic whole = pw::Dyadic::parse(text.substr(0, space));
    pw::Dyadic rest = value - whole;
    if (rest.sign() < 0)
        rest = -rest;
    return QStringLiteral("%1 %2").arg(QString::fromStdString(whole.toFractionString()),
                                       fraction(rest));
}

QString signs(const pw::Dyadic& value) {
    if (value.isZero())
        return tr("(empty)");
    const std::uint64_t length = value.signExpansionLength();
    if (length <= static_cast<std::uint64_t>(kMaxShownLength))
        return QString::fromStdString(value.signExpansion());
    const QString head = QString::fromStdString(value.signExpansion(kMaxShownLength - 8));
    return tr("%1… (%2 signs)").arg(head, QLocale().toString(static_cast<qulonglong>(length)));
}

QString longestSigns() {
    return tr("%1… (%2 signs)")
        .arg(QString(kMaxShownLength - 8, QLatin1Char('+')),
             QLocale().toString(Q_UINT64_C(999999999)));
}

QString outcome(pw::hackenbush::Outcome outcome) {
    switch (outcome) {
    case pw::hackenbush::Outcome::WhiteWins:
        return tr("White wins whoever starts");
    case pw::hackenbush::Outcome::BlackWins:
        return tr("Black wins whoever starts");
    case pw::hackenbush::Outcome::SecondPlayerWins:
        break;
    }
    return tr("The second player wins");
}

QString player(pw::hackenbush::Colour colour) {
    return colour == pw::hackenbush::Colour::White ? tr("White") : tr("Black");
}

QString cube(pw::hackenbush::Colour colour) {
    return colour == pw::hackenbush::Colour::White   ? tr("white")
           : colour == pw::hackenbush::Colour::Black ? tr("black")
                                                     : tr("green");
}

QString outcomeClass(pw::hackenbush::OutcomeClass outcome) {
    switch (outcome) {
    case pw::hackenbush::OutcomeClass::WhiteWins:
        return tr("White wins whoever starts");
    case pw::hackenbush::OutcomeClass::BlackWins:
        return tr("Black wins whoever starts");
    case pw::hackenbush::OutcomeClass::FirstPlayerWins:
        return tr("The first player wins");
    case pw::hackenbush::OutcomeClass::SecondPlayerWins:
        break;
    }
    return tr("The second player wins");
}

QString order(pw::hackenbush::GameOrder order) {
    switch (order) {
    case pw::hackenbush::GameOrder::Greater:
        return tr("greater than");
    case pw::hackenbush::GameOrder::Less:
        return tr("less than");
    case pw::hackenbush::GameOrder::Equal:
        return tr("equal to");
    case pw::hackenbush::GameOrder::Confused:
        break;
    }
    return tr("confused with (incomparable to)");
}

QString simplicityRule(const pw::hackenbush::TreeNode& node) {
    using pw::hackenbush::SimplestReason;
    const QString value = fraction(node.value);
    switch (node.rule.reason) {
    case SimplestReason::NoOptions:
        return tr("Neither player can move, so the value is the simplest number of all: 0.");
    case SimplestReason::IntegerClosestToZero:
        if (node.maxLeft && node.minRight)
            return tr("Whole numbers lie strictly between White's best %1 and Black's best %2; the "
                      "one closest "
                      "to 0 is %3, so that is the value.")
                .arg(fraction(*node.maxLeft), fraction(*node.minRight), value);
        if (node.maxLeft)
            return tr("Only White can move; the integer closest to 0 above White's best %1 is %2, "
                      "so the value "
                      "is %2.")
                .arg(fraction(*node.maxLeft), value);
        return tr("Only Black can move; the integer closest to 0 below Black's best %1 is %2, so "
                  "the value is %2.")
            .arg(fraction(*node.minRight), value);
    case SimplestReason::SmallestDenominator:
        return tr("No integer lies strictly between White's best %1 and Black's best %2, so the "
                  "value is the "
                  "number between them with the smallest power of 2 as denominator: %3.")
            .arg(fraction(*node.maxLeft), fraction(*node.minRight), value);
    }
    return value;
}

} // namespace hackenbushtext
