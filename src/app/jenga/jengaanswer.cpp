// The Colored Jenga answer in words: the exact value, or the optimum bracketed by a proven lower
// bound and a policy's upper bound, each number saying what it is.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengaanswer.h"

#include "app/durationtext.h"
#include "app/jenga/jengatext.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <string>
#include <string_view>

using jengatext::exactText;
using jengatext::minutesText;

namespace jengaanswer {

namespace {

// The engine's names of its policies and bounds, in the interface language.
const char* const kEngineNames[] = {
    QT_TRANSLATE_NOOP("JengaEngine", "end-game table with optimistic aggregation"),
    QT_TRANSLATE_NOOP("JengaEngine",
                      "end-game table with optimistic aggregation, the first moves searched "
                      "exactly"),
    QT_TRANSLATE_NOOP("JengaEngine", "fewest moves at 6/5 minutes each"),
    QT_TRANSLATE_NOOP("JengaEngine",
                      "fewest moves at (the die's faces / its colour faces) minutes each"),
    QT_TRANSLATE_NOOP("JengaEngine", "preferences fitted to exact choices"),
    QT_TRANSLATE_NOOP("JengaEngine", "one-step lookahead on the fitted preferences"),
    QT_TRANSLATE_NOOP("JengaEngine", "two-step policy iteration on the fitted preferences"),
    QT_TRANSLATE_NOOP("JengaEngine", "lookahead on the lower bound's values"),
    QT_TRANSLATE_NOOP("JengaEngine", "kill-first, middle-first"),
};

QString engineName(std::string_view name) {
    const std::string text(name);
    for (const char* known : kEngineNames)
        if (text == known)
            return QCoreApplication::translate("JengaEngine", known);
    return QString::fromStdString(text);
}

QString red(const QString& text) {
    return QStringLiteral("<span style='color:#a00'>%1</span>").arg(text.toHtmlEscaped());
}

bool finished(const JengaOutcome& outcome) {
    return outcome.estimate && outcome.estimate->status == pw::SolveStatus::Exact;
}

// Bounds shown rounded outwards to the 3 decimals printed: what they say still holds.
QString lowerText(double value) {
    return minutesText(std::floor(value * 1000.0) / 1000.0);
}
QString upperText(double value) {
    return minutesText(std::ceil(value * 1000.0) / 1000.0);
}

bool hasLower(const JengaOutcome& outcome) {
    return outcome.lower && outcome.lower->status == pw::SolveStatus::Exact;
}

// The least a move waits on average under the die: its faces over its colour faces ("6/5").
QString waitText(const pw::jenga::Rules& rules) {
    const int colourFaces = rules.colourFaces[0] + rules.colourFaces[1] + rules.colourFaces[2];
    return QStringLiteral("%1/%2").arg(rules.faces()).arg(colourFaces);
}
double waitMinutes(const pw::jenga::Rules& rules) {
    const int colourFaces = rules.colourFaces[0] + rules.colourFaces[1] + rules.colourFaces[2];
    return static_cast<double>(rules.faces()) / static_cast<double>(std::max(1, colourFaces));
}

// How the lower bound was proven, in words.
QString lowerInWords(const pw::jenga::LowerBound& lower, const pw::jenga::Rules& rules) {
    if (lower.exact)
        return QCoreApplication::translate(
            "JengaPage", "the tower lies within the end-game table, so this is its exact optimum, "
                         "rounded down");
    if (lower.method == pw::jenga::LowerBoundMethod::EndgameAggregation && lower.searchDepth > 0)
        return QCoreApplication::translate(
                   "JengaPage",
                   "proven with an end-game table of exact values (every position with at most "
                   "%1 points left: 6 a full level, 3 a middle and side, 2 a top block), an "
                   "aggregation above it that lets the player choose the side colours of every "
                   "full level as it likes, which can only help it, and the first %2 moves of "
                   "play searched exactly over those values (%3 positions)")
            .arg(lower.tablePotential)
            .arg(lower.searchDepth)
            .arg(QLocale().toString(static_cast<qulonglong>(lower.searchedPositions)));
    if (lower.method == pw::jenga::LowerBoundMethod::EndgameAggregation)
        return QCoreApplication::translate(
                   "JengaPage",
                   "proven with an end-game table of exact values (every position with at most "
                   "%1 points left: 6 a full level, 3 a middle and side, 2 a top block) and, "
                   "above it, an aggregation that lets the player choose the side colours of "
                   "every full level as it likes, which can only help it")
            .arg(lower.tablePotential);
    const int moves = static_cast<int>(std::lround(lower.value / waitMinutes(rules)));
    if (!rules.isContest())
        return QCoreApplication::translate(
                   "JengaPage",
                   "proven by counting: the game needs at least %1 more moves, and under this die "
                   "each waits on average at least %2 minutes for a colour that can move (the "
                   "finer bound would need too much memory here)")
            .arg(moves)
            .arg(waitText(rules));
    return QCoreApplication::translate(
               "JengaPage",
               "proven by counting: the game needs at least %1 more moves, and each waits on "
               "average at least 6/5 minutes for a colour that can move (the finer bound would "
               "need too much memory here)")
        .arg(moves);
}

// When the policy's simulated mean lies below the proven lower bound (the bound is close to the
// optimum, and the mean is a sample): what the mean is then.
QString meanBelowLower(const JengaOutcome& outcome) {
    if (!hasLower(outcome) || !(outcome.estimate->mean < outcome.lower->value))
        return {};
    return QCoreApplication::translate(
               "JengaPage",
               "The policy's mean, %1, lies below the proven lower bound %2: it is the average of "
               "a sample of simulated games, not a bound. The policy's own value is at least the "
               "optimum, so at least %2; a sample's average falls below it by chance.")
        .arg(minutesText(outcome.estimate->mean), lowerText(outcome.lower->value));
}

// Why a bracket is wide (more than a tenth of its upper bound apart): a tower too tall for the
// finer lower bound, proven only by counting moves. `full`: the whole reason, else one sentence.
QString whyWide(const JengaOutcome& outcome, bool full) {
    if (!hasLower(outcome))
        return {};
    const double upper = outcome.estimate->high95();
    const double width = upper > 0 ? (upper - outcome.lower->value) / upper : 0.0;
    if (width <= 0.1)
        return {};
    const QString percent = QLocale().toString(std::lround(width * 100.0));
    if (outcome.lower->method != pw::jenga::LowerBoundMethod::MoveCount)
        return full ? QCoreApplication::translate(
                          "JengaPage",
                          "The bracket is wide (%1% of its upper bound): the lower bound's "
                          "end-game table and search reach only part of a tower this tall.")
                          .arg(percent)
                    : QCoreApplication::translate(
                          "JengaPage", "Wide: the lower bound reaches only part of this tower.");
    if (!full)
        return QCoreApplication::translate(
            "JengaPage", "Wide: at this height only the count of moves left can be proven.");
    if (!outcome.rules.isContest())
        return QCoreApplication::translate(
                   "JengaPage",
                   "The bracket is wide (%1% of its upper bound) because the tower is very tall: "
                   "the finer lower bound would need more positions than can be held here, so the "
                   "only bound proven counts the moves the game still needs, each waiting at "
                   "least %2 minutes under this die. A game lasts much longer than that count, "
                   "since many rolls show a colour no block can be taken of; the count cannot see "
                   "them.")
            .arg(percent, waitText(outcome.rules));
    return QCoreApplication::translate(
               "JengaPage",
               "The bracket is wide (%1% of its upper bound) because the tower is very tall: the "
               "finer lower bound would need more positions than can be held here, so the only "
               "bound proven counts the moves the game still needs, each waiting at least 6/5 "
               "minutes. A game lasts much longer than that count, since many rolls show a colour "
               "no block can be taken of; the count cannot see them.")
        .arg(percent);
}

// An estimate's texts: the bracket (or, before the lower bound, the upper bound alone), what
// each number is, and the policy that played. `follows`: what replaces it (nothing when final).
Texts estimateTexts(const JengaOutcome& outcome, const QString& follows) {
    const pw::jenga::PolicyEstimate& e = *outcome.estimate;
    const QString upper = upperText(e.high95());
    Texts texts;
    if (hasLower(outcome)) {
        const QString lower = lowerText(outcome.lower->value);
        texts.answer =
            QCoreApplication::translate(
                "JengaPage", "<big>Optimum between <b>%1</b> and <b>%2</b> minutes</big>")
                .arg(lower, upper);
        texts.detail =
            QCoreApplication::translate(
                "JengaPage", "Not exact: at least %1 (proven), at most %2 with 97.5% confidence.")
                .arg(lower, upper);
    } else {
        texts.answer =
            QCoreApplication::translate("JengaPage", "<big>Optimum at most <b>%1</b> minutes</big>")
                .arg(upper);
        texts.detail = QCoreApplication::translate(
            "JengaPage", "Not exact: an upper bound with 97.5% confidence, from a policy's "
                         "simulated games.");
    }
    if (!follows.isEmpty()) { // "...confidence; the exact value follows."
        texts.detail.chop(1);
        texts.detail += QStringLiteral("; ") + follows + QLatin1Char('.');
    }
    if (hasLower(outcome))
        texts.explanation =
            QCoreApplication::translate("JengaPage", "The optimum is at least %1 minutes: %2.")
                .arg(lowerText(outcome.lower->value), lowerInWords(*outcome.lower, outcome.rules)) +
            QStringLiteral("\n\n");
    texts.explanation +=
        QCoreApplication::translate(
            "JengaPage",
            "The optimum is at most %1 minutes, with 97.5% confidence: no policy beats the "
            "optimum, and the policy \u201c%2\u201d (%3) lasted %4 minutes on average over %5 "
            "simulated games. That mean is the policy's own value, simulated, not the optimum: "
            "its 95% interval is %6 to %1, so the policy's value, and with it the optimum, is at "
            "most %1 with 97.5% confidence.")
            .arg(upper, engineName(e.method), policyInWords(e), minutesText(e.mean),
                 QLocale().toString(static_cast<qulonglong>(e.samples)), minutesText(e.low95()));
    if (const QString below = meanBelowLower(outcome); !below.isEmpty())
        texts.explanation += QLatin1Char(' ') + below;
    if (const QString wide = whyWide(outcome, true); !wide.isEmpty())
        texts.explanation += QStringLiteral("\n\n") + wide;
    return texts;
}

// Whether the solve of the present state was cancelled before its answer.
bool stoppedShort(const JengaModel& model) {
    const auto outcome = model.outcome();
    return model.solvePhase() == PageModel::SolvePhase::Cancelled ||
           (outcome && (outcome->kind == JengaOutcome::Kind::Cancelled ||
                        (outcome->estimate && !finished(*outcome))));
}

} // namespace

// What stopped the solve whose estimate stays shown, as the end of its detail.
QString stoppedWords(bool overBudget, bool exactAsked, const QString& allowedMemory) {
    if (overBudget)
        return QCoreApplication::translate("JengaPage",
                                           "the exact solve needs more than the %1 here")
            .arg(allowedMemory);
    return exactAsked
               ? QCoreApplication::translate("JengaPage", "the exact solve was cancelled")
               : QCoreApplication::translate("JengaPage", "cancelled before the closest estimate");
}

QString policyInWords(const pw::jenga::PolicyEstimate& e) {
    if (e.method == pw::jenga::kTwiceImprovedPolicyName)
        return QCoreApplication::translate(
                   "JengaPage",
                   "a policy found by two steps of policy iteration: a fixed policy learned from "
                   "the exact solution of the top %1 levels, improved twice by taking on each roll "
                   "the move after which the policy before has the shortest expected rest of the "
                   "game, computed exactly")
            .arg(e.trainingLevels);
    if (e.method == pw::jenga::kImprovedPolicyName)
        return QCoreApplication::translate(
                   "JengaPage",
                   "a policy that looks one move ahead: on each roll it takes the move after which "
                   "a fixed policy (learned from the exact solution of the top %1 levels) has the "
                   "shortest expected rest of the game, computed exactly")
            .arg(e.trainingLevels);
    if (e.method == pw::jenga::kBoundLookaheadPolicyName)
        return QCoreApplication::translate(
            "JengaPage",
            "a policy that looks one move ahead on the lower bound's values: on each roll "
            "it takes the move after which the bound (exact in the end game) is least");
    return QCoreApplication::translate(
               "JengaPage", "a fixed policy learned from the exact solution of the top %1 levels")
        .arg(e.trainingLevels);
}

ExactOffer exactOffer(const JengaModel& model) {
    // Offered beside an estimate, also one left by an exact solve cancelled (offered again).
    const bool estimateShown = model.isSettled() && shownEstimate(model);
    const pw::jenga::ExactPrediction prediction = model.exactPrediction();
    ExactOffer offer;
    offer.tooBig =
        model.isTooTall() && estimateShown &&
        (!prediction.fits || model.state().tower.levelCount() > pw::jenga::kMaxExactLevels);
    offer.offer = model.isTooTall() && estimateShown && !offer.tooBig;
    offer.shown = !model.state().tower.validate() && model.isSettled() &&
                  ((solveStopped(model) && !model.isTooTall()) || offer.offer || offer.tooBig);
    return offer;
}

bool solveStopped(const JengaModel& model) {
    const auto phase = model.solvePhase();
    const auto outcome = model.outcome();
    return phase == PageModel::SolvePhase::Cancelled || phase == PageModel::SolvePhase::Failed ||
           (outcome && outcome->kind == JengaOutcome::Kind::OverBudget);
}

namespace {

Texts answerOf(const JengaModel& model) {
    const JengaState& state = model.state();
    const auto outcome = model.outcome();
    const auto phase = model.solvePhase();
    const pw::jenga::ExactPrediction prediction = model.exactPrediction();
    const QString predictedMemory =
        QLocale().formattedDataSize(static_cast<qint64>(prediction.bytes));
    const QString allowedMemory =
        QLocale().formattedDataSize(static_cast<qint64>(prediction.budgetBytes));
    Texts texts;
    if (const auto problem = state.tower.validate()) {
        texts.answer =
            red(QCoreApplication::translate("JengaPage", "This tower cannot be played: %1.")
                    .arg(QString::fromStdString(*problem)));
        return texts;
    }
    if (!model.isSettled()) {
        // A long solve shows its best estimate so far, labelled, until what replaces it arrives.
        const auto interim = model.interimOutcome();
        if (!interim || !finished(*interim)) {
            // After an edit the old value stays, greyed; a tower just opened (or pasted, or
            // made at random) says its answer is coming instead of showing another's.
            if (model.isNewPosition())
                texts.answer = QCoreApplication::translate("JengaPage", "Solving this tower…");
            else
                texts.stale = true;
            return texts;
        }
        texts = estimateTexts(
            *interim, interim->exactFollows
                          ? QCoreApplication::translate("JengaPage", "the exact value follows")
                          : QCoreApplication::translate("JengaPage", "a closer estimate follows"));
        // Counted from the tower's blocks, or, until its solve has counted them, its height's.
        if (interim->exactFollows)
            texts.explanation +=
                QStringLiteral("\n\n") +
                (prediction.provisional
                     ? QCoreApplication::translate(
                           "JengaPage",
                           "The exact solve is predicted to reach about %1 positions in %2 and %3 "
                           "of memory, as a typical tower of this height does; one tower may reach "
                           "from a quarter to one and a half times as many.")
                     : QCoreApplication::translate(
                           "JengaPage",
                           "The exact solve is predicted to reach about %1 positions in %2 and %3 "
                           "of memory, counted from this tower's blocks (within 30% for nearly "
                           "every tower)."))
                    .arg(QLocale().toString(static_cast<qulonglong>(prediction.states)),
                         durationText(prediction.seconds), predictedMemory);
        return texts;
    }
    if (const auto analysis = model.analysis()) {
        const double value = analysis->expectedDuration;
        texts.answer = model.isPlaying() && model.minutesPlayed() > 0
                           ? QCoreApplication::translate(
                                 "JengaPage", "<big>Expected remaining: <b>%1</b> minutes</big>")
                                 .arg(exactText(value))
                           : QCoreApplication::translate(
                                 "JengaPage", "<big>Expected duration: <b>%1</b> minutes</big>")
                                 .arg(exactText(value));
        texts.paperDetail = QCoreApplication::translate("JengaPage", "Exact, under optimal play.");
        if (pw::jenga::isFinished(state.tower))
            texts.detail = texts.paperDetail = QCoreApplication::translate(
                "JengaPage", "No block can come out: the game is over.");
        else if (outcome->solvedStart == state.tower)
            texts.detail =
                QCoreApplication::translate("JengaPage",
                                            "Exact, under optimal play · %1 positions solved in %2")
                    .arg(QLocale().toString(
                             static_cast<qulonglong>(outcome->solved->table.stateCount())),
                         durationText(outcome->solved->stats.seconds));
        else
            texts.detail = QCoreApplication::translate(
                "JengaPage", "Exact, read from the table of the game's start tower (no new solve)");
        return texts;
    }
    if (outcome && outcome->estimate && !finished(*outcome) &&
        !outcome->estimate->message.empty()) {
        texts.answer = QCoreApplication::translate("JengaPage", "No estimate: %1")
                           .arg(QString::fromStdString(outcome->estimate->message))
                           .toHtmlEscaped();
        return texts;
    }
    if (outcome && finished(*outcome)) {
        texts = estimateTexts(*outcome, {});
        if (model.isTooTall())
            texts.explanation =
                (exactOffer(model).offer
                     ? QCoreApplication::translate(
                           "JengaPage",
                           "Towers of up to %1 levels are solved exactly as you edit; this one can "
                           "be solved exactly on request.")
                           .arg(JengaModel::kExactLevelLimit)
                 : prediction.beyondReach
                     ? QCoreApplication::translate(
                           "JengaPage",
                           "Towers of up to %1 levels are solved exactly as you edit; an exact "
                           "solve of this one is far beyond the %2 it may use here, and beyond "
                           "any computer.")
                           .arg(JengaModel::kExactLevelLimit)
                           .arg(allowedMemory)
                     : QCoreApplication::translate(
                           "JengaPage",
                           "Towers of up to %1 levels are solved exactly as you edit; this one "
                           "would need about %2 of memory, more than the %3 an exact solve may "
                           "use here.")
                           .arg(JengaModel::kExactLevelLimit)
                           .arg(predictedMemory, allowedMemory)) +
                QStringLiteral("\n\n") + texts.explanation;
        return texts;
    }
    if (phase == PageModel::SolvePhase::Failed) {
        texts.answer = QCoreApplication::translate("JengaPage", "The solver failed: %1")
                           .arg(model.solveError())
                           .toHtmlEscaped();
        return texts;
    }
    // A solve that stopped (cancelled, or over the memory budget) leaves the best estimate known
    // for the tower shown, saying so: a better number is never replaced by none.
    const bool overBudget = outcome && outcome->kind == JengaOutcome::Kind::OverBudget;
    if (!overBudget && !stoppedShort(model))
        return texts;
    const bool exactAsked = model.requestKind(state) == pw::jenga::TowerRequest::Kind::Exact;
    if (const auto known = model.knownEstimate(); known && finished(*known))
        return estimateTexts(*known, stoppedWords(overBudget, exactAsked, allowedMemory));
    if (overBudget) {
        texts.answer =
            red(QCoreApplication::translate("JengaPage", "Too big for the memory here."));
        texts.detail = QCoreApplication::translate("JengaPage", "The exact solver may use %1 here.")
                           .arg(allowedMemory);
    } else {
        texts.answer =
            QCoreApplication::translate("JengaPage", "Cancelled: no value for this tower.");
        texts.detail = QCoreApplication::translate(
            "JengaPage", "Solve it exactly or estimate it by simulation.");
    }
    return texts;
}

} // namespace

QString rulesLine(const pw::jenga::Rules& rules) {
    return rules.isContest() ? QString()
                             : QCoreApplication::translate("JengaPage", "Under other rules: %1.")
                                   .arg(JengaModel::rulesWords(rules));
}

Texts of(const JengaModel& model) {
    Texts texts = answerOf(model);
    // Every answer under another die says which: the page, the printout, the copy.
    texts.rules = rulesLine(model.rules());
    if (!texts.rules.isEmpty() && !texts.explanation.isEmpty())
        texts.explanation = texts.rules + QStringLiteral("\n\n") + texts.explanation;
    return texts;
}

JengaModel::OutcomePtr shownEstimate(const JengaModel& model) {
    if (!model.isSettled()) {
        const auto interim = model.interimOutcome();
        return interim && finished(*interim) ? interim : nullptr;
    }
    if (model.analysis())
        return nullptr;
    if (const auto outcome = model.outcome(); outcome && finished(*outcome))
        return outcome;
    const auto outcome = model.outcome();
    const bool stopped =
        stoppedShort(model) || (outcome && outcome->kind == JengaOutcome::Kind::OverBudget);
    const auto known = stopped ? model.knownEstimate() : nullptr;
    return known && finished(*known) ? known : nullptr;
}

QString estimateCaption(const JengaOutcome& outcome) {
    const pw::jenga::PolicyEstimate& e = *outcome.estimate;
    QString text =
        QCoreApplication::translate(
            "JengaPage",
            "Simulated games of the policy \u201c%1\u201d (its game length, not the optimum's): "
            "mean <b>%2</b> ± %3 minutes · standard deviation %4.")
            .arg(engineName(e.method).toHtmlEscaped(), minutesText(e.mean),
                 minutesText(e.halfWidth95), QLocale().toString(e.standardDeviation, 'f', 2));
    text += QStringLiteral("<br>");
    const QString upper = upperText(e.high95());
    if (hasLower(outcome))
        text += QCoreApplication::translate("JengaPage",
                                            "The optimum lies between %1 (a proven lower bound: "
                                            "%2) and %3 (an upper bound, with 97.5% confidence).")
                    .arg(lowerText(outcome.lower->value),
                         engineName(outcome.lower->methodName).toHtmlEscaped(), upper);
    else
        text += QCoreApplication::translate("JengaPage",
                                            "The optimum is at most %1, with 97.5% confidence.")
                    .arg(upper);
    for (const QString& note : {meanBelowLower(outcome), whyWide(outcome, false)})
        if (!note.isEmpty())
            text += QStringLiteral("<br>") + note.toHtmlEscaped();
    return text;
}

} // namespace jengaanswer
