// Waits until a page model has the answer for its present state (PageModel::isSettled), for the
// tests that drive models without a window.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"

#include "common/timing.h"
#include <QElapsedTimer>

#include <QtTest>

inline bool waitSettled(const PageModel& model, int timeoutMs = kHangGuardMs) {
    QElapsedTimer clock;
    clock.start();
    while (!model.isSettled() && clock.elapsed() < timeoutMs)
        QTest::qWait(2);
    return model.isSettled();
}
