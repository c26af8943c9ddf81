// The Colored Jenga page's answer in words, built from its model alone (Qt Core): what the page
// shows, prints and copies. Every number says what it is: the exact optimum, a stated policy's
// simulated value, an upper bound on the optimum with 97.5 % confidence, or a proven lower bound.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/jenga/jengamodel.h"

#include <QString>
#include <QStringList>

namespace jengaanswer {

struct Texts {
    QString answer;      // one line of rich text: the value
    QString detail;      // one line of rich text: what kind of number it is
    QString paperDetail; // the same for a handout: without the solver's statistics
    QString explanation; // plain paragraphs: the whole story (the tooltip, and on paper)
    QString rules;       // plain: which rules are in force, when not the contest's (else empty)
    bool stale = false;  // no answer yet: the old one stays, greyed, until the new one arrives
};

// What the answer says for the model's present state and result.
Texts of(const JengaModel& model);
// "Under other rules: a die of …." for a die that is not the contest's; empty for the contest's.
QString rulesLine(const pw::jenga::Rules& rules);

// The estimate the page shows and charts: while a solve runs, the best it published; once
// settled, the result's; after a solve stopped short, the best known for the tower shown.
// nullptr when an exact value is shown, or no estimate is known.
JengaModel::OutcomePtr shownEstimate(const JengaModel& model);

// Whether the present state's solve stopped without its answer: cancelled, failed, or over the
// memory budget.
bool solveStopped(const JengaModel& model);

// Whether the page offers an exact solve of a tower beyond the automatic limit (its predicted
// memory fits), or says it is too big for this machine; and whether its Solve exactly button is
// shown at all (also to solve again a tower of the automatic limit whose solve stopped). The
// button is enabled unless tooBig.
struct ExactOffer {
    bool offer = false;
    bool tooBig = false;
    bool shown = false;
};
ExactOffer exactOffer(const JengaModel& model);

// The chart's caption under an estimate's simulated game lengths: the policy's mean and spread,
// and the bracket of the optimum.
QString estimateCaption(const JengaOutcome& outcome);

// The policy that played, in words (policy.h).
QString policyInWords(const pw::jenga::PolicyEstimate& estimate);

// What stopped the solve whose estimate stays shown, as the end of its detail: over the memory
// (`allowedMemory` here), the exact solve cancelled, or cancelled before the closest estimate.
QString stoppedWords(bool overBudget, bool exactAsked, const QString& allowedMemory);

// The longest answers and details (fifteen digits of a long game, a bracket of two three-digit
// values, a billion positions solved in a second), for the room the page keeps for them.
QStringList longestAnswers();
QStringList longestDetails();
// The longest estimate captions (a bracket with its note on a mean below the bound, or on a wide
// bracket), for the room the chart's caption keeps: a note that came later grew the tabs.
QStringList longestCaptions();

} // namespace jengaanswer
