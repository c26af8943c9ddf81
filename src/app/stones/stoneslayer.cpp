// StonesLayer: the diagonals drawn into a QImage (which may be painted in any thread).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/stones/stoneslayer.h"

#include "app/stones/stonespalette.h"

#include <QLineF>
#include <QPainter>
#include <QPen>
#include <QVector>
#include <QtMath>

#include <array>

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

namespace {

// Each channel of `pixel` times alpha / 255, two channels at a time (as Qt's BYTE_MUL).
inline QRgb scaled(QRgb pixel, uint alpha) {
    uint redBlue = (pixel & 0xff00ffu) * alpha;
    redBlue = ((redBlue + ((redBlue >> 8) & 0xff00ffu) + 0x800080u) >> 8) & 0xff00ffu;
    uint alphaGreen = ((pixel >> 8) & 0xff00ffu) * alpha;
    alphaGreen = (alphaGreen + ((alphaGreen >> 8) & 0xff00ffu) + 0x800080u) & 0xff00ff00u;
    return alphaGreen | redBlue;
}

// A one-pixel aliased line from `from` to `to` (device pixels), blended pixel by pixel into
// `image` (ARGB32 premultiplied; `colour` premultiplied at its alpha). QPainter draws the same
// picture, but a translucent cosmetic pen hands every few hundred pixels of spans to Qt's fill
// threads and waits for them: 2211 lines took 126 ms of a worker and much of the other core's
// time in those hand-offs, where this takes 6 ms.
void blendLine(QImage& image, QPointF from, QPointF to, QRgb colour) {
    const int width = image.width();
    const int height = image.height();
    uchar* const bits = image.bits();
    const qsizetype stride = image.bytesPerLine();
    const uint keep = 255 - static_cast<uint>(qAlpha(colour));
    const qreal dx = to.x() - from.x();
    const qreal dy = to.y() - from.y();
    const int steps = qMax(1, qCeil(qMax(qAbs(dx), qAbs(dy))));
    const qreal stepX = dx / steps;
    const qreal stepY = dy / steps;
    qreal x = from.x();
    qreal y = from.y();
    for (int i = 0; i <= steps; ++i, x += stepX, y += stepY) {
        if (x < 0 || y < 0)
            continue;
        const int column = static_cast<int>(x); // x >= 0: truncation is the floor
        const int row = static_cast<int>(y);
        if (column >= width || row >= height)
            continue;
        auto* pixel = reinterpret_cast<QRgb*>(bits + row * stride) + column;
        *pixel = colour + scaled(*pixel, keep);
    }
}

} // namespace

QImage StonesLayer::draw(QSize pixels, qreal ratio, const std::vector<QPointF>& points,
                         const pw::stones::Position& position, QColor background) {
    QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(background);
    const int n = position.vertexCount();
    const int alpha = faintAlpha(n);
    std::array<QColor, pw::stones::kColourCount> faint; // each colour at the layer's alpha
    for (int c = 0; c < pw::stones::kColourCount; ++c) {
        faint[static_cast<std::size_t>(c)] = stonespalette::colour(c);
        faint[static_cast<std::size_t>(c)].setAlpha(alpha);
    }
    if (n > kVerticesDrawnAtOnce) {
        // Past 20 vertices the layer is a texture: thin aliased lines, blended where they cross.
        std::array<QRgb, pw::stones::kColourCount> premultiplied{};
        for (std::size_t c = 0; c < faint.size(); ++c)
            premultiplied[c] = qPremultiply(faint[c].rgba());
        for (int a = 0; a < n; ++a)
            for (int b = a + 1; b < n; ++b)
                blendLine(image, points[static_cast<std::size_t>(a)] * ratio,
                          points[static_cast<std::size_t>(b)] * ratio,
                          premultiplied[static_cast<std::size_t>(position.colour(a, b))]);
        return image;
    }
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    std::vector<QVector<QLineF>> byColour(pw::stones::kColourCount);
    for (int a = 0; a < n; ++a)
        for (int b = a + 1; b < n; ++b)
            byColour[position.colour(a, b)].append(
                QLineF(points[static_cast<std::size_t>(a)], points[static_cast<std::size_t>(b)]));
    for (std::size_t c = 0; c < byColour.size(); ++c) {
        if (byColour[c].isEmpty())
            continue;
        painter.setPen(QPen(faint[c], 1.6));
        painter.drawLines(byColour[c]);
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
