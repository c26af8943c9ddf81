// HackenbushModel, the rules: whether green cubes (either player may take one) are allowed, in
// words and as one step of the history.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushmodel.h"

bool HackenbushState::hasGreen() const {
    for (const pw::hackenbush::JudgeTest& test : *tests)
        if (test.first.hasGreen() || test.second.hasGreen())
            return true;
    return false;
}

QString HackenbushModel::rulesWords(const pw::hackenbush::Rules& rules, bool contestMark) {
    if (rules.greenCubes)
        return tr("white, black and green cubes (either player may take a green cube)");
    return contestMark ? tr("white and black cubes (the contest's)") : tr("white and black cubes");
}

QString HackenbushModel::rulesLine(const pw::hackenbush::Rules& rules) {
    return rules.isContest() ? QString()
                             : tr("Under other rules: %1.").arg(rulesWords(rules, false));
}

QString HackenbushModel::rulesText() const {
    return state().rules.isContest()
               ? QString()
               : QString::fromStdString(pw::hackenbush::rulesText(state().rules));
}

QString HackenbushModel::rulesNote() const {
    return state().rules.isContest() ? QString() : rulesWords(state().rules, false);
}

void HackenbushModel::setRules(const pw::hackenbush::Rules& rules) {
    if (rules == state().rules)
        return;
    // Green cubes on the board have no meaning under the contest's rules: they go first.
    if (!rules.greenCubes && state().hasGreen()) {
        setMessage(tr("The tests hold green cubes, which the contest's rules do not have: remove "
                      "or recolour them first."));
        return;
    }
    HackenbushState next = state();
    next.rules = rules;
    commit(rules.greenCubes ? tr("Allow green cubes") : tr("Contest rules"), next);
}
