// Messages that quote outside text: one line, no raw control characters, bounded length.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace messagetext {

// Control characters become visible escapes (\n, \t, \x00...), so a NUL cannot cut a message
// and a newline cannot split it; very long messages are shortened in the middle.
inline QString oneLine(const QString& text, qsizetype maxLength = 400) {
    QString line;
    line.reserve(std::min(text.size(), maxLength) + 8);
    for (QChar c : text) {
        const char16_t u = c.unicode();
        if (u == u'\n')
            line += QStringLiteral("\\n");
        else if (u == u'\r')
            line += QStringLiteral("\\r");
        else if (u == u'\t')
            line += QStringLiteral("\\t");
        else if (u < 0x20 || u == 0x7f || (u >= 0x80 && u < 0xa0) || u == 0x2028 || u == 0x2029)
            line += QStringLiteral("\\x%1").arg(static_cast<unsigned>(u), 2, 16, QLatin1Char('0'));
        else
            line += c;
    }
    if (line.size() > maxLength)
        line = line.left(maxLength / 2) + QStringLiteral(" … ") + line.right(maxLength / 2 - 3);
    return line;
}

} // namespace messagetext
