// The Double Patience answer in words: the chances to win of the position shown, the pairs with
// theirs, what the deal is, and the checks, in the words (and the translations) of the page.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patienceanswer.h"

#include "app/durationtext.h"
#include "app/patience/cardtext.h"
#include "engine/patience/judge.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <map>

using pw::patience::Card;
using pw::patience::Deal;
using pw::patience::MoveValue;
using pw::patience::Position;

namespace patienceanswer {

namespace {

// The heading of the random player's chance, and the line of a lost position, as the rules say
// them.
QString randomHeading(const pw::patience::Rules& rules) {
    return rules.choose == pw::patience::Choose::Pairs
               ? QCoreApplication::translate(
                     "PatiencePage",
                     "<span style='font-size:large'>Random pairs: <b>%1</b></span> (%2)")
               : QCoreApplication::translate(
                     "PatiencePage",
                     "<span style='font-size:large'>Random ranks: <b>%1</b></span> (%2)");
}

QString lostText(const pw::patience::Rules& rules) {
    return rules.pairs == pw::patience::Pairing::Rank
               ? QCoreApplication::translate("PatiencePage",
                                             "<b>Lost</b>: no two top cards share a rank.")
               : QCoreApplication::translate(
                     "PatiencePage", "<b>Lost</b>: no two top cards share a rank and a colour.");
}

QString wonText() {
    return QCoreApplication::translate("PatiencePage", "<b>Won</b>: every card is removed.");
}

QString valuesText(const QString& best, const QString& bestPercent, const QString& worst,
                   const QString& worstPercent) {
    return QCoreApplication::translate("PatiencePage",
                                       "Best play: <b>%1</b> (%2)<br>Worst play: <b>%3</b> (%4)")
        .arg(best, bestPercent, worst, worstPercent);
}

QString fromStartText(int removed, const QString& chance) {
    return QCoreApplication::translate(
               "PatiencePage", "After %n removed pair(s); from the start: %1. ", nullptr, removed)
        .arg(chance);
}

QString statisticsText(const QString& positions, const QString& duration) {
    return QCoreApplication::translate("PatiencePage", "%1 positions reachable · solved in %2")
        .arg(positions, duration);
}

// Repeated cards (with their piles) and, when the deal has a whole deck's number of cards, the
// cards of that deck it lacks: what the user must fix to get a standard deal back.
QString deckDiagnosis(const Deal& deal) {
    std::map<int, QStringList> piles; // deck index -> piles holding it
    bool allShort = true;
    for (int p = 0; p < deal.pileCount(); ++p)
        for (const Card& card : deal.pile(p)) {
            piles[card.deckIndex()] << QString::number(p + 1);
            allShort = allShort && card.inShortDeck();
        }
    auto cardOf = [](int deckIndex) {
        return Card{static_cast<pw::patience::Rank>(deckIndex / pw::patience::kSuitCount),
                    static_cast<pw::patience::Suit>(deckIndex % pw::patience::kSuitCount)};
    };
    QStringList repeated;
    for (auto [index, where] : piles) {
        if (where.size() < 2)
            continue;
        where.removeDuplicates();
        repeated << (where.size() == 1
                         ? QCoreApplication::translate("PatiencePage", "%1 (twice in pile %2)")
                         : QCoreApplication::translate("PatiencePage", "%1 (piles %2)"))
                        .arg(cardtext::cardHtml(cardOf(index)), where.join(QStringLiteral(", ")));
    }
    const int cards = deal.cardCount();
    std::vector<Card> deck;
    if (cards == 36)
        deck = pw::patience::shortDeck();
    else if (cards == 52)
        deck = pw::patience::fullDeck();
    else if (allShort && cards < 36)
        deck = {}; // a partial deal: nothing is "missing"
    QStringList missing;
    for (const Card& card : deck)
        if (!piles.count(card.deckIndex()))
            missing << cardtext::cardHtml(card);
    QStringList parts;
    if (!repeated.isEmpty())
        parts << QCoreApplication::translate("PatiencePage", "Repeated: %1.")
                     .arg(repeated.join(QStringLiteral("; ")));
    if (!missing.isEmpty())
        parts << QCoreApplication::translate("PatiencePage", "Missing: %1.")
                     .arg(missing.join(QStringLiteral(", ")));
    return parts.join(QLatin1Char(' '));
}

} // namespace

QString probability(double value) {
    return QString::fromStdString(pw::patience::formatProbability(value));
}

QString percent(double value) {
    return QLocale().toString(value * 100.0, 'f', 4) + QLatin1Char('%');
}

Texts of(const PatienceModel& model) {
    const PatienceState& state = model.state();
    const Position& current = model.current();
    Texts texts;
    texts.rules = PatienceModel::rulesLine(model.rules());
    const auto known = model.analysis();
    const auto problem = state.start.validate();
    const auto phase = model.solvePhase();
    if (problem) {
        texts.answer =
            QStringLiteral("<span style='color:#d02020'>%1</span>")
                .arg(QCoreApplication::translate("PatiencePage", "This deal cannot be solved: %1.")
                         .arg(cardtext::dealProblem(state.start.deal()))
                         .toHtmlEscaped());
    } else if (!model.isSettled() && model.isNewPosition()) {
        // Not the answer of the deal shown before.
        texts.answer = QCoreApplication::translate("PatiencePage", "Solving this deal…");
    } else if (!model.isSettled()) {
        texts.stale = true; // after an edit the old texts stay, greyed, until the new answer
    } else if (phase == PageModel::SolvePhase::Cancelled) {
        texts.answer = QCoreApplication::translate(
            "PatiencePage", "Cancelled. Change the deal or press New deal to solve again.");
    } else if (phase == PageModel::SolvePhase::Failed) {
        texts.answer = QCoreApplication::translate("PatiencePage", "The solver failed: %1")
                           .arg(model.solveError())
                           .toHtmlEscaped();
    } else if (!known) {
        texts.answer = QCoreApplication::translate(
            "PatiencePage", "This deal needs more memory than the solver may use.");
    } else {
        const auto& v = known->values;
        texts.answer = randomHeading(model.rules()).arg(probability(v.random), percent(v.random));
        texts.values = valuesText(probability(v.best), percent(v.best), probability(v.worst),
                                  percent(v.worst));
        if (current.isWon())
            texts.answer += QStringLiteral("<br>") + wonText();
        else if (current.isLost(model.rules()))
            texts.answer += QStringLiteral("<br>") + lostText(model.rules());
        const auto result = model.solved();
        if (!state.moves.empty())
            texts.detail = fromStartText(static_cast<int>(state.moves.size()),
                                         probability(result->values.random));
        texts.paperDetail = texts.detail.trimmed();
        texts.detail += statisticsText(
            QLocale().toString(static_cast<qulonglong>(result->stats.statesExplored)),
            durationText(result->stats.seconds));
        // Under other rules the answer says which, on a line of its own (the report's answer
        // too).
        if (!texts.rules.isEmpty())
            texts.detail += QStringLiteral("<br>") + texts.rules.toHtmlEscaped();
    }
    return texts;
}

QStringList longestAnswers() {
    const QString one = probability(1.0);
    const QString hundred = percent(1.0);
    const QString won = wonText();
    QStringList answers;
    for (const auto choose : {pw::patience::Choose::Pairs, pw::patience::Choose::Ranks})
        for (const auto pairs : {pw::patience::Pairing::Rank, pw::patience::Pairing::RankColour}) {
            const QString lost = lostText({choose, pairs});
            answers << randomHeading({choose, pairs}).arg(one, hundred) + QStringLiteral("<br>") +
                           (won.size() > lost.size() ? won : lost);
        }
    return answers;
}

QStringList longestValues() {
    const QString one = probability(1.0);
    const QString hundred = percent(1.0);
    return {valuesText(one, hundred, one, hundred)};
}

QStringList longestDetails() {
    return {
        fromStartText(100, probability(1.0)) +
        statisticsText(QLocale().toString(Q_UINT64_C(999999999)), durationText(999.0 / 1000.0)) +
        QStringLiteral("<br>") +
        PatienceModel::rulesLine({pw::patience::Choose::Ranks, pw::patience::Pairing::RankColour})
            .toHtmlEscaped()};
}

std::vector<MoveValue> pairsInOrder(const PatienceModel& model) {
    const auto known = model.analysis();
    std::vector<MoveValue> moves;
    if (known)
        moves = known->moves;
    else
        for (const auto& move : pw::patience::legalMoves(model.current(), model.rules()))
            moves.push_back(MoveValue{move, {}});
    // The most promising pairs first (for the question: random play afterwards).
    std::stable_sort(moves.begin(), moves.end(), [](const MoveValue& a, const MoveValue& b) {
        return a.after.random > b.after.random;
    });
    return moves;
}

QString pairText(const PatienceModel& model, const MoveValue& move, bool best) {
    const Position& current = model.current();
    return QCoreApplication::translate("PatiencePage", "%1%2 + %3  (%4, %5)")
        .arg(best ? QStringLiteral("★ ") : QString(),
             cardtext::cardText(*current.topCard(move.move.first)),
             cardtext::cardText(*current.topCard(move.move.second)))
        .arg(move.move.first + 1)
        .arg(move.move.second + 1);
}

QString noPairText(const PatienceModel& model) {
    return model.current().isWon()
               ? QCoreApplication::translate("PatiencePage", "None: every card is removed.")
           : model.rules().pairs == pw::patience::Pairing::Rank
               ? QCoreApplication::translate("PatiencePage", "None: no two top cards share a rank.")
               : QCoreApplication::translate("PatiencePage",
                                             "None: no two top cards share a rank and a colour.");
}

QString pairsTitle(int count) {
    return QCoreApplication::translate("PatiencePage", "%n pair(s) you can remove", nullptr, count);
}

QString dealInfo(const PatienceModel& model) {
    const Position& start = model.state().start;
    const Deal& d = start.deal();
    QString text;
    const QString diagnosis = deckDiagnosis(d);
    if (const auto problem = start.validate()) {
        text = QStringLiteral("<span style='color:#d02020'><b>%1</b></span> %2 %3")
                   .arg(QCoreApplication::translate("PatiencePage", "Not a valid deal: %1.")
                            .arg(cardtext::dealProblem(d))
                            .toHtmlEscaped(),
                        diagnosis,
                        QCoreApplication::translate("PatiencePage",
                                                    "Change a card (Edit) to fix it."));
    } else if (const QString standard = cardtext::standardDealProblem(d); !standard.isEmpty()) {
        text = QCoreApplication::translate(
                   "PatiencePage",
                   "<b>Custom deal</b>: %1 cards in %2 piles, solved as dealt. Not the contest's "
                   "standard deal: %3.")
                   .arg(d.cardCount())
                   .arg(d.pileCount())
                   .arg(standard.toHtmlEscaped());
        if (!diagnosis.isEmpty())
            text += QLatin1Char(' ') + diagnosis;
    } else {
        text = QCoreApplication::translate(
            "PatiencePage",
            "<b>Standard deal</b>: the 36-card deck in 9 piles of 4, as in the contest.");
    }
    if (const int gone = d.cardCount() - start.remainingCards(); gone > 0)
        text += QLatin1Char(' ') +
                QCoreApplication::translate(
                    "PatiencePage", "%n card(s) were removed before the start.", nullptr, gone);
    return text;
}

QString status(const PatienceModel& model) {
    QString status = model.message().toHtmlEscaped();
    if (status.isEmpty() && model.isEditing())
        status = QCoreApplication::translate(
            "PatiencePage", "Editing the deal as dealt: click a card to change it, drag a card "
                            "onto another to swap them. "
                            "Edits clear the pairs removed.");
    return status;
}

Report report(const PatienceModel& model) {
    const Texts texts = of(model);
    if (texts.stale)
        return {QCoreApplication::translate("PatiencePage", "Computing…"), {}};
    Report report;
    report.answer = texts.answer + QStringLiteral("<br>") + texts.values;
    if (!texts.rules.isEmpty())
        report.answer += QStringLiteral("<br>") + texts.rules.toHtmlEscaped();
    // The pairs as the list shows them, with the chances after each.
    const auto known = model.analysis();
    const auto best = model.bestMove();
    QString rows;
    const std::vector<MoveValue> pairs = pairsInOrder(model);
    for (const MoveValue& mv : pairs)
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                    .arg(pairText(model, mv, best && mv.move == *best).toHtmlEscaped(),
                         known ? probability(mv.after.random) : QStringLiteral("…"),
                         known ? probability(mv.after.best) : QStringLiteral("…"));
    if (rows.isEmpty())
        rows =
            QStringLiteral("<tr><td colspan=3>%1</td></tr>").arg(noPairText(model).toHtmlEscaped());
    report.explanation =
        QStringLiteral("<p><b>%1</b></p><table cellspacing=0 cellpadding=3 border=1>"
                       "<tr><th>%2</th><th>%3</th><th>%4</th></tr>%5</table><p>%6</p><p>%7</p>")
            .arg(pairsTitle(static_cast<int>(pairs.size())),
                 QCoreApplication::translate("PatiencePage", "Pair"),
                 QCoreApplication::translate("PatiencePage", "Random pairs after"),
                 QCoreApplication::translate("PatiencePage", "Best play after"), rows,
                 texts.paperDetail, dealInfo(model));
    return report;
}

} // namespace patienceanswer
