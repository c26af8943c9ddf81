// PatienceModel, the rules: how the random player chooses and which cards pair, in words and as
// one step of the history.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencemodel.h"

using pw::patience::Move;
using pw::patience::Position;

QString PatienceModel::rulesWords(const pw::patience::Rules& rules, bool contestMark) {
    const QString choose =
        rules.choose == pw::patience::Choose::Pairs
            ? tr("random choices uniform over pairs of piles")
            : tr("random choices uniform over the ranks that can be paired, then over that "
                 "rank's pairs");
    const QString pairs = rules.pairs == pw::patience::Pairing::Rank
                              ? tr("cards of the same rank pair")
                              : tr("cards of the same rank and colour pair");
    const QString words =
        tr("%1; %2", "how the random player chooses; which cards pair").arg(choose, pairs);
    return contestMark && rules.isContest() ? tr("%1 (the contest's rules)").arg(words) : words;
}

QString PatienceModel::rulesLine(const pw::patience::Rules& rules) {
    return rules.isContest() ? QString()
                             : tr("Under other rules: %1.").arg(rulesWords(rules, false));
}

QString PatienceModel::rulesText() const {
    return rules().isContest() ? QString()
                               : QString::fromStdString(pw::patience::rulesText(rules()));
}

QString PatienceModel::rulesNote() const {
    return rules().isContest() ? QString() : rulesWords(rules(), false);
}

std::string PatienceModel::checkKey() const {
    return pw::patience::rulesText(rules()) + "@" + pw::patience::textId(current_);
}

void PatienceModel::setRules(const pw::patience::Rules& rules) {
    if (rules == state().rules)
        return;
    PatienceState next = state();
    next.rules = rules;
    // The pairs removed stay when each can still be removed under the new rules (Choose never
    // changes that; a pairing by colour may not allow a pair of two colours).
    Position position = next.start;
    bool kept = true;
    for (const Move& move : next.moves) {
        if (!pw::patience::isLegal(position, move, rules)) {
            kept = false;
            break;
        }
        position = pw::patience::apply(position, move, rules);
    }
    if (!kept)
        next.moves.clear();
    selectedPile_.reset();
    const QString description =
        rules.isContest()
            ? tr("Contest rules")
            : tr("Rules %1").arg(QString::fromStdString(pw::patience::rulesText(rules)));
    if (commit(description, next) && !kept)
        setMessage(tr("A pair removed cannot be removed under these rules: back to the deal "
                      "(Undo brings the game back)."));
}
