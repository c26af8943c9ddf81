// The names of Jenga block colours and slots, and how values are written: plain text (Qt Core),
// shared by the page model and the widgets.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/position.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace jengatext {

inline QString name(pw::jenga::Colour c) {
    switch (c) {
    case pw::jenga::Colour::Red:
        return QCoreApplication::translate("JengaPage", "red");
    case pw::jenga::Colour::Green:
        return QCoreApplication::translate("JengaPage", "green");
    case pw::jenga::Colour::Blue:
        return QCoreApplication::translate("JengaPage", "blue");
    }
    return {};
}

// A tower's text id, as the page's history, session and cache keys write it.
inline QString id(const pw::jenga::Tower& tower) {
    return QString::fromStdString(pw::jenga::textId(tower));
}

inline QChar letter(pw::jenga::Colour c) {
    return QLatin1Char(pw::jenga::colourLetter(c));
}

// Slot names as the engine's move text writes them (L, M, R).
inline QString slotName(int slot) {
    switch (slot) {
    case pw::jenga::kLeft:
        return QCoreApplication::translate("JengaPage", "left");
    case pw::jenga::kMiddle:
        return QCoreApplication::translate("JengaPage", "middle");
    default:
        return QCoreApplication::translate("JengaPage", "right");
    }
}

// A move in words: "take the green middle block of level 7; put it on the left of a new level".
inline QString moveWords(const pw::jenga::Tower& tower, const pw::jenga::Move& move) {
    const auto colour = pw::jenga::moveColour(tower, move);
    const bool newLevel = tower.top().isComplete();
    const QString where = newLevel
                              ? QCoreApplication::translate("JengaPage", "a new level (level %1)")
                                    .arg(tower.levelCount() + 1)
                              : QCoreApplication::translate("JengaPage", "the top level (level %1)")
                                    .arg(tower.levelCount());
    return QCoreApplication::translate("JengaPage",
                                       "take the %1 %2 block of level %3; put it on the %4 of %5")
        .arg(name(colour), slotName(move.slot))
        .arg(move.level + 1)
        .arg(slotName(move.targetSlot), where);
}

// The engine's short notation ("G 2M->R", "B 5L->new M": colour, level and slot taken, where it
// goes) with its one word, "new", in the interface language. Files and CSV keep the engine's.
inline QString moveNotation(const pw::jenga::Tower& tower, const pw::jenga::Move& move) {
    QString text = QString::fromStdString(pw::jenga::moveText(tower, move));
    if (tower.top().isComplete())
        text.replace(QStringLiteral("->new "),
                     QStringLiteral("->%1 ").arg(QCoreApplication::translate(
                         "JengaPage", "new",
                         "a new level, in a move's short notation such as B 5L->new M")));
    return text;
}

// Exact values with 15 significant digits (the judge accepts 1e-6; users compare digits).
inline QString exactText(double value) {
    return QString::number(value, 'g', 15);
}
// Minutes for estimates and running totals.
inline QString minutesText(double value) {
    return QLocale().toString(value, 'f', 3);
}

} // namespace jengatext
