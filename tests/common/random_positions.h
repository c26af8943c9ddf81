// Random positions of every puzzle as their text ids, from a seed: the same seed gives the same
// position, and sizes vary so that solves take different times.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/hackenbush/judge.h"
#include "engine/jenga/position.h"
#include "engine/patience/position.h"
#include "engine/stones/position.h"

#include <QString>

#include <cstdint>

inline QString randomId(const QString& puzzle, int seed) {
    const auto s = static_cast<std::uint64_t>(seed);
    if (puzzle == QLatin1String("stones"))
        return QString::fromStdString(
            pw::stones::textId(pw::stones::randomPosition(8 + seed % 60, 1 + seed % 5, s)));
    if (puzzle == QLatin1String("jenga")) // 2 to 6 levels: each solve well under the edit pace
        return QString::fromStdString(pw::jenga::textId(pw::jenga::randomTower(2 + seed % 5, s)));
    if (puzzle == QLatin1String("patience"))
        return QString::fromStdString(pw::patience::textId(pw::patience::randomDeal(s)));
    using namespace pw::hackenbush;
    return QString::fromStdString(testsId(
        {JudgeTest{randomPosition(3, 1 + seed % 60, s), randomPosition(3, 1 + seed % 40, s + 7)}},
        0));
}
