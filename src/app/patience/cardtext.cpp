// cardtext: ranks and suit symbols as text, and what is wrong with a deal in words.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/cardtext.h"

#include <QCoreApplication>

#include <bitset>

using pw::patience::Card;

namespace cardtext {

QString rankText(pw::patience::Rank rank) {
    if (rank >= pw::patience::kRankCount)
        return QStringLiteral("?");
    const char letter = pw::patience::kRankLetters[rank];
    return letter == 'T' ? QStringLiteral("10") : QString(QLatin1Char(letter));
}

QString suitSymbol(pw::patience::Suit suit) {
    static constexpr char16_t kSymbols[] = {u'♠', u'♣', u'♦', u'♥'};
    return suit < 4 ? QString(QChar(kSymbols[suit])) : QStringLiteral("?");
}

QString cardText(const Card& card) {
    return rankText(card.rank) + suitSymbol(card.suit);
}

QString suitColourName(pw::patience::Suit suit) {
    // Hearts and diamonds red, spades and clubs near black: the card art's suit colours.
    return suit == 2 || suit == 3 ? QStringLiteral("#c8102e") : QStringLiteral("#1a1a1a");
}

QString cardHtml(const Card& card) {
    return QStringLiteral("<span style='color:%1'>%2</span>")
        .arg(suitColourName(card.suit), cardText(card));
}

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("cardtext", text);
}

} // namespace

// The checks are Deal::validate's and Deal::standardDealProblem's, in their order, so that the
// same problem is named; the engine's own sentence is kept should they ever disagree.
QString dealProblem(const pw::patience::Deal& deal) {
    std::bitset<pw::patience::kRankCount * pw::patience::kSuitCount> seen;
    for (int p = 0; p < deal.pileCount(); ++p)
        for (const Card& card : deal.pile(p)) {
            if (card.rank >= pw::patience::kRankCount || card.suit >= pw::patience::kSuitCount)
                return tr("pile %1 holds an unknown card").arg(p + 1);
            if (seen.test(static_cast<std::size_t>(card.deckIndex())))
                return tr("card %1 appears twice (pile %2)").arg(cardText(card)).arg(p + 1);
            seen.set(static_cast<std::size_t>(card.deckIndex()));
        }
    const auto engine = deal.validate();
    return engine ? QString::fromStdString(*engine) : QString();
}

QString standardDealProblem(const pw::patience::Deal& deal) {
    if (const QString problem = dealProblem(deal); !problem.isEmpty())
        return problem;
    if (deal.pileCount() != 9)
        return tr("a standard deal has 9 piles, not %1").arg(deal.pileCount());
    for (int p = 0; p < deal.pileCount(); ++p) {
        if (deal.pileHeight(p) != 4)
            return tr("pile %1 has %2 cards, expected 4").arg(p + 1).arg(deal.pileHeight(p));
        for (const Card& card : deal.pile(p))
            if (!card.inShortDeck())
                return tr("card %1 is not in the 36-card deck (ranks 6 to A)").arg(cardText(card));
    }
    const auto engine = deal.standardDealProblem();
    return engine ? QString::fromStdString(*engine) : QString();
}

} // namespace cardtext
