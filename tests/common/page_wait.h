// Waits until a page's answer is on screen (PuzzlePage::isSettled). An edit starts a debounce
// first, so the page gets `firstWaitMs` before isSettled() is trusted.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/puzzlepage.h"

#include "common/timing.h"
#include <QElapsedTimer>

#include <QtTest>

inline bool waitSettled(const PuzzlePage& page, int timeoutMs = kHangGuardMs,
                        int firstWaitMs = 20) {
    QElapsedTimer clock;
    clock.start();
    QTest::qWait(firstWaitMs);
    while (!page.isSettled() && clock.elapsed() < timeoutMs)
        QTest::qWait(10);
    return page.isSettled();
}
