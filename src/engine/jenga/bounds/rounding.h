// Internal to the jenga engine: rounding that keeps a lower bound a lower bound.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <limits>

namespace pw::jenga::detail {

// The float nearest below `value` (or equal to it): a bound stored as a float still holds.
inline float roundedDown(double value) {
    float f = static_cast<float>(value);
    if (static_cast<double>(f) > value)
        f = std::nextafter(f, -std::numeric_limits<float>::infinity());
    return f;
}

// A value computed in doubles from values rounded down stays below the exact one but for the
// last bits of its own sums; this share, taken off the bound, covers them many times over.
inline constexpr double kRoundingMargin = 1e-9;

} // namespace pw::jenga::detail
