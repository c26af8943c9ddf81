// The Double Patience page's answer in words, built from its model alone (Qt Core): what the page
// shows, prints and copies. The random player's chance to win with the best and worst play
// beside it, the pairs with their chances after each, what the deal is, and the two checks the
// user can ask for (the exact fraction and a simulation).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/patience/patiencemodel.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace patienceanswer {

struct Texts {
    QString answer;      // rich text: the random player's chance (and won or lost), or why none
    QString values;      // rich text: best and worst play
    QString detail;      // rich text: from the start, the solver's statistics, other rules
    QString paperDetail; // the detail for a handout: without the statistics nor the rules line
    QString rules;       // plain: which rules are in force, when not the contest's (else empty)
    bool stale = false;  // no answer yet: the old one stays, greyed, until the new one arrives
};

// What the answer says for the model's present state and result.
Texts of(const PatienceModel& model);

// A chance as the judge prints it ("0.589314"), and as a percentage in the interface's locale.
QString probability(double value);
QString percent(double value);

// The longest answers, values and details (a chance of 100 %, the won or lost line, a hundred
// pairs removed, a billion positions, a second's solve), for the room the page keeps for them.
QStringList longestAnswers();
QStringList longestValues();
QStringList longestDetails();

// The pairs that can be removed, the most promising first (by the chance with random play
// afterwards); without their values while they are computed.
std::vector<pw::patience::MoveValue> pairsInOrder(const PatienceModel& model);
// "★ K♥ + K♠  (3, 7)": a pair by its top cards and piles, starred when it is the best pair.
QString pairText(const PatienceModel& model, const pw::patience::MoveValue& move, bool best);
// The pair list's only line when no pair can be removed: won, or why not.
QString noPairText(const PatienceModel& model);
// "3 pairs you can remove".
QString pairsTitle(int count);

// What the deal is (standard, custom, or not valid, with what to fix), rich text.
QString dealInfo(const PatienceModel& model);
// The status line: the model's message, or what editing does.
QString status(const PatienceModel& model);

// The checks of the answer for the position shown, rich text; empty when none was asked for.
QString exactText(const PatienceModel& model);
QString simulationText(const PatienceModel& model);

// The answer on paper (a printout, a copy): the chances and the rules line, then the pairs as a
// table with their chances, the detail without statistics and what the deal is.
struct Report {
    QString answer;      // rich text
    QString explanation; // rich text
};
Report report(const PatienceModel& model);

} // namespace patienceanswer
