// cardtext: ranks and suit symbols as text.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/cardtext.h"

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

} // namespace cardtext
