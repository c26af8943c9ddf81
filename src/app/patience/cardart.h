// How a playing card looks: rank and suit symbols, suit colours, and painting one card face.
#pragma once

#include "engine/patience/deal.h"

#include <QColor>
#include <QRectF>
#include <QString>

class QPainter;

namespace cardart {

// "10" for T, otherwise the rank letter; the card faces and lists use this spelling.
QString rankText(pw::patience::Rank rank);
// ♠ ♣ ♦ ♥ for S C D H.
QString suitSymbol(pw::patience::Suit suit);
bool isRed(pw::patience::Suit suit);
QColor suitColour(pw::patience::Suit suit);
// "K♥", "10♠".
QString cardText(const pw::patience::Card& card);
// "K♥" as rich text in the suit's colour, for labels.
QString cardHtml(const pw::patience::Card& card);

// The height of a card for a given width (the poker ratio 88 x 63 mm).
inline constexpr double kAspect = 1.4;
// How much of a card shows below the next one in a fanned pile (fraction of the card height):
// enough for the corner index, rank and suit side by side.
inline constexpr double kFan = 0.27;

struct Face {
    bool dimmed = false;    // drawn faded (a card being dragged away)
    bool showCentre = true; // the big centre symbol (top cards); buried cards show their index only
};

// A card face with rounded corners, the corner index (rank + suit) at the top left and, when
// showCentre, a large suit symbol and the index upside down at the bottom right.
void paintCard(QPainter& painter, const QRectF& rect, const pw::patience::Card& card,
               const Face& face = {});
// The dashed outline of an empty pile slot.
void paintEmptySlot(QPainter& painter, const QRectF& rect, const QString& caption);

} // namespace cardart
