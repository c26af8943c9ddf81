// StonesModel, in words: the answer, its detail and the verdict on the move just played, for the
// panel, screen readers and printouts alike; and the rules (the target) the page answers for.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/stones/stonesmodel.h"

#include "app/durationtext.h"

#include <QLocale>

using pw::stones::Move;
using pw::stones::Position;

namespace {

QString movesText(int count) {
    return StonesModel::tr("%n move(s)", nullptr, count);
}

} // namespace

// ---- The rules

QString StonesModel::targetText(const pw::stones::Rules& rules) {
    const auto target = rules.normalized().target;
    return tr("%1, %2, %3", "the three target vertices")
        .arg(target[0] + 1)
        .arg(target[1] + 1)
        .arg(target[2] + 1);
}

QString StonesModel::rulesWords(const pw::stones::Rules& rules, bool contestMark) {
    return contestMark && rules.isContest()
               ? tr("the goal is %1 (the contest's)").arg(targetText(rules))
               : tr("the goal is %1").arg(targetText(rules));
}

QString StonesModel::rulesText() const {
    const pw::stones::Rules& rules = state().rules;
    return rules.isContest() ? QString() : QString::fromStdString(pw::stones::rulesText(rules));
}

QString StonesModel::rulesNote() const {
    return state().rules.isContest() ? QString() : rulesWords(state().rules, false);
}

bool StonesModel::fitTarget(StonesState& next) {
    if (!pw::stones::checkRules(next.rules, next.start.vertexCount()))
        return false;
    next.rules = pw::stones::Rules{};
    return true;
}

void StonesModel::setRules(const pw::stones::Rules& rules) {
    if (rules == state().rules)
        return;
    const int n = state().start.vertexCount();
    if (pw::stones::checkRules(rules, n)) {
        // Said in the page's words; the box goes back to the target in force.
        const auto sorted = rules.normalized().target;
        setMessage(sorted[0] < 0 || sorted[2] >= n
                       ? tr("The target's vertices are 1 to %1 on this board: the rules are "
                            "unchanged.")
                             .arg(n)
                       : tr("The three target vertices must differ: the rules are unchanged."));
        return;
    }
    StonesState next = state();
    next.rules = rules;
    selectedStone_.reset();
    commit(rules.isContest() ? tr("Contest rules") : tr("Target %1").arg(targetText(rules)), next);
}

// ---- The answer

QString StonesModel::answerText() const {
    if (solvePhase() == SolvePhase::Failed)
        return tr("The solver failed: %1").arg(solveError());
    if (solvePhase() == SolvePhase::Cancelled)
        return tr("Cancelled. Edit the position or press Random board to solve again.");
    if (result() && !solved())
        return tr("This board needs more memory than the solver may use.");
    if (!solved())
        return {};
    if (const auto moves = minimumMoves())
        return *moves == 0 ? tr("<big><b>Already solved</b></big>: the stones stand on %1.")
                                 .arg(targetText(state().rules))
                           : tr("<big>Minimum: <b>%1</b></big>").arg(movesText(*moves));
    QString text = tr("<big><b>Impossible</b></big>: no sequence of moves brings the stones to %1.")
                       .arg(targetText(state().rules));
    const OutcomePtr outcome = result();
    if (!outcome || !outcome->impossible)
        return text;
    const pw::stones::Impossibility& why = *outcome->impossible;
    const QLocale locale;
    text += QStringLiteral("<br>") +
            tr("Of the %1 placements of the three stones, %2 can be reached from the start and %3 "
               "can reach the "
               "goal: the two sets never meet.")
                .arg(locale.toString(static_cast<qulonglong>(why.totalPositions)),
                     locale.toString(static_cast<qulonglong>(why.reachableFromStart)),
                     locale.toString(static_cast<qulonglong>(why.canReachGoal)));
    if (!why.witness.empty()) {
        QStringList positions;
        for (const Position& p : why.witness)
            positions << QString::fromStdString(pw::stones::stonesText(p));
        const int count = static_cast<int>(why.witness.size());
        text += QLatin1Char(' ') +
                (why.witnessIsStartSide
                     ? tr("From the start the stones can only ever stand on these %Ln "
                          "placement(s): %1.",
                          nullptr, count)
                     : tr("Only these %Ln placement(s) can reach the goal: %1.", nullptr, count))
                    .arg(positions.join(QStringLiteral(", ")));
    }
    return text;
}

QString StonesModel::detailText() const {
    const ResultPtr result = solved();
    if (!result)
        return {};
    return detailText(result->distances.reachedStates(), result->stats.seconds) +
           rulesLine(state().rules);
}

QString StonesModel::rulesLine(const pw::stones::Rules& rules) {
    // Under another target the answer says which, on a line of its own.
    return rules.isContest()
               ? QString()
               : QStringLiteral("<br>") +
                     tr("Under other rules: %1.").arg(rulesWords(rules, false)).toHtmlEscaped();
}

QString StonesModel::detailText(std::uint64_t positions, double seconds) {
    return tr("%1 positions can reach the goal · solved in %2")
        .arg(QLocale().toString(static_cast<qulonglong>(positions)), durationText(seconds));
}

QString StonesModel::playVerdict() const {
    const StonesState& s = state();
    if (s.played.empty())
        return {};
    Position before = s.start;
    for (std::size_t i = 0; i + 1 < s.played.size(); ++i)
        before = pw::stones::apply(before, s.played[i]);
    const Move last = s.played.back();
    const Position after = pw::stones::apply(before, last);
    const QString moved = tr("Moved %1 → %2.").arg(last.from + 1).arg(last.to + 1);
    if (!solved())
        return moved + QLatin1Char(' ') + tr("The answer is still being computed.");
    const std::optional<int> was = distance(before);
    const std::optional<int> remaining = distance(after);
    const int playedCount = static_cast<int>(s.played.size());
    if (!remaining) // moves are reversible: an unreachable goal stays unreachable
        return moved + QLatin1Char(' ') +
               tr("The goal is out of reach: no sequence of moves leads to %1.")
                   .arg(targetText(state().rules));
    if (*remaining == 0)
        return tr("<b>Goal reached</b> in %1 (the minimum is %2).")
            .arg(movesText(playedCount))
            .arg(minimumMoves().value_or(0));
    if (was && *remaining < *was)
        return moved + QLatin1Char(' ') +
               tr("<b>Optimal move.</b> %1 to go.").arg(movesText(*remaining));
    return moved + QLatin1Char(' ') +
           tr("<b>Not optimal:</b> %1 to go (%2 before this move).")
               .arg(movesText(*remaining))
               .arg(was.value_or(0));
}
