// Waits until a page model has the answer for its present state (PageModel::isSettled), for the
// tests that drive models without a window.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"

#include "common/gui_budget.h"
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

// For a test function that drives a model through hundreds of changes and waits for each answer:
// models made while it lives ask for their answers at once (kTestDebounceMs), and the product's
// debounce is back afterwards. How bursts are coalesced is test_page_model's.
class NoDebounceHere {
public:
    NoDebounceHere() { PageModel::setDefaultDebounceMs(kTestDebounceMs); }
    ~NoDebounceHere() { PageModel::setDefaultDebounceMs(SolveCycle::kDebounceMs); }
    NoDebounceHere(const NoDebounceHere&) = delete;
    NoDebounceHere& operator=(const NoDebounceHere&) = delete;
};
