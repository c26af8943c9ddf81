// How a playing card looks: rank and suit symbols, suit colours, and painting one card face.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/patience/cardtext.h"
#include "engine/patience/position.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace cardart {

using cardtext::cardHtml; // "K♥" as rich text in the suit's colour, for labels
using cardtext::cardText;
using cardtext::rankText;
using cardtext::suitSymbol;

bool isRed(pw::patience::Suit suit);
QColor suitColour(pw::patience::Suit suit);

// The height of a card for a given width (the poker ratio 88 x 63 mm).
inline constexpr double kAspect = 1.4;
// How much of a card shows below the next one in a fanned pile (fraction of the card height):
// enough for the corner index, rank and suit side by side.
inline constexpr double kFan = 0.27;

struct Face {
    bool dimmed = false;    // drawn faded (a card being dragged away)
    bool showCentre = true; // the big centre symbol (top cards); buried cards show their index only
    double minTextPixels = 0.0; // a handout's: no text smaller (a smaller extra symbol is left out)
};

// A card face with rounded corners, the corner index (rank + suit) at the top left and, when
// showCentre, a large suit symbol and the index upside down at the bottom right.
void paintCard(QPainter& painter, const QRectF& rect, const pw::patience::Card& card,
               const Face& face = {});
// The dashed outline of an empty pile slot.
// `onLight`: on a light table (a handout) instead of the green felt.
void paintEmptySlot(QPainter& painter, const QRectF& rect, const QString& caption,
                    bool onLight = false, double minTextPixels = 0.0);

} // namespace cardart
