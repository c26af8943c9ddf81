// Cards as text (Qt Core): "K♥", "10♠", plain or in their suit's colour, for the page model and
// the widgets alike.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/patience/position.h"

#include <QString>

namespace cardtext {

// "10" for T, otherwise the rank letter; the card faces and lists use this spelling.
QString rankText(pw::patience::Rank rank);
// ♠ ♣ ♦ ♥ for S C D H.
QString suitSymbol(pw::patience::Suit suit);
// "K♥", "10♠".
QString cardText(const pw::patience::Card& card);
// The suit's colour as "#rrggbb" (red for hearts and diamonds), as the card art paints it.
QString suitColourName(pw::patience::Suit suit);
// "K♥" as rich text in the suit's colour, for labels.
QString cardHtml(const pw::patience::Card& card);

// Why a deal cannot be played (Deal::validate), and why it is not the contest's standard deal
// (Deal::standardDealProblem), in the interface language: the engine's checks, its words
// translated. Empty when there is nothing to say.
QString dealProblem(const pw::patience::Deal& deal);
QString standardDealProblem(const pw::patience::Deal& deal);

} // namespace cardtext
