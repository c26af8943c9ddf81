// The round steps of the charts' axes and of the tower's level numbers.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <span>

namespace roundstep {

// Which round numbers a step may be: 1, 2 or 5 times a power of ten, or 2.5 times one as well
// (a probability axis, where 0.025 reads as well as 0.02).
enum class Kind { OneTwoFive, WithTwoAndAHalf };

// The smallest round step not below `least` (> 0).
inline double atLeast(double least, Kind kind = Kind::OneTwoFive) {
    static constexpr double kOneTwoFive[] = {1.0, 2.0, 5.0};
    static constexpr double kWithTwoAndAHalf[] = {1.0, 2.0, 2.5, 5.0};
    const std::span<const double> factors =
        kind == Kind::OneTwoFive ? std::span<const double>(kOneTwoFive) : kWithTwoAndAHalf;
    const double power = std::pow(10.0, std::floor(std::log10(least)));
    for (const double factor : factors)
        if (factor * power >= least)
            return factor * power;
    return 10.0 * power;
}

// Whether `step` (> 0) is itself such a round step, within rounding (0.05 is, 0.04 is not).
inline bool isRound(double step, Kind kind = Kind::OneTwoFive) {
    return step > 0 && std::abs(atLeast(step * (1 - 1e-9), kind) - step) <= 1e-6 * step;
}

// The same among whole steps (1 and up), for counts and for every n-th of something.
inline double wholeAtLeast(double least) {
    return least <= 1.0 ? 1.0 : atLeast(least);
}

} // namespace roundstep
