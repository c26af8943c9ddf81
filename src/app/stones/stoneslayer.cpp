// StonesLayer: the diagonals drawn into a QImage (which may be painted in any thread).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/stones/stoneslayer.h"

#include "app/stones/stonespalette.h"

#include <QLineF>
#include <QPainter>
#include <QPen>
#include <QVector>

int StonesLayer::faintAlpha(int n) {
    if (n <= 8)
        return 150;
    if (n <= 20)
        return 90;
    if (n <= 40)
        return 55;
    if (n <= 100)
        return 34;
    return 14;
}

QImage StonesLayer::draw(QSize pixels, qreal ratio, const std::vector<QPointF>& points,
                         const pw::stones::Position& position, QColor background) {
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(background);
    QPainter painter(&image);
    const int n = position.vertexCount();
    // Past 20 vertices the layer is a texture: thin aliased lines look the same and cost far
    // less than antialiased strokes.
    painter.setRenderHint(QPainter::Antialiasing, n <= 20);
    std::vector<QVector<QLineF>> byColour(pw::stones::kColourCount);
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            byColour[position.colour(a, b)].append(
                QLineF(points[static_cast<std::size_t>(a)], points[static_cast<std::size_t>(b)]));
    const int alpha = faintAlpha(n);
    for (int c = 0; c < pw::stones::kColourCount; ++c) {
        if (byColour[static_cast<std::size_t>(c)].isEmpty())
            continue;
        QColor colour = stonespalette::colour(c);
        colour.setAlpha(alpha);
        painter.setPen(QPen(colour, n <= 20 ? 1.6 : 0.0)); // 0: a cosmetic one-pixel line
        painter.drawLines(byColour[static_cast<std::size_t>(c)]);
    }
    return image;
}

void StonesLayer::request(const pw::stones::Position& position, QSize pixels, qreal ratio,
                          std::vector<QPointF> points, QColor background,
                          std::function<void()> arrived) {
    const quint64 generation = ++generation_;
    valid_ = true; // requested: not again until the board, size or colours change
    const int n = position.vertexCount();
    if (n > kMaxVerticesForAllDiagonals) {
        image_ = QImage();
        pending_ = false;
        return;
    }
    if (n <= kVerticesDrawnAtOnce || !startJob_) {
        image_ = draw(pixels, ratio, points, position, background);
        pending_ = false;
        return;
    }
    pending_ = true;
    startJob_([pixels, ratio, points = std::move(points), position, background](
                  pw::SolveControl&) { return draw(pixels, ratio, points, position, background); },
              [this, generation, arrived = std::move(arrived)](QImage picture) {
                  if (generation != generation_)
                      return; // asked again meanwhile: a newer layer is on its way
                  image_ = std::move(picture);
                  pending_ = false;
                  arrived();
              });
}
