// A toy page model for the tests of PageModel: the state is a number and a label, its answer the
// number squared (after `delayMs`), and a "check" job besides it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"

#include <QJsonObject>
#include <QString>

#include <atomic>
#include <chrono>
#include <memory>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

// A toy puzzle: the state is a number and a label; solving n gives n * n after `delayMs`.
struct CounterState : PageState {
    int value = 0;
    QString label;
    QJsonObject toJson() const override {
        return {{QStringLiteral("position"), QString::number(value)},
                {QStringLiteral("label"), label}};
    }
    bool equals(const PageState& other) const override {
        const auto& o = static_cast<const CounterState&>(other);
        return value == o.value && label == o.label;
    }
    static std::optional<CounterState> fromJson(const QJsonObject& json, QString* error) {
        bool ok = false;
        CounterState state;
        state.value = json.value(QStringLiteral("position")).toString().toInt(&ok);
        state.label = json.value(QStringLiteral("label")).toString();
        if (!ok || state.value < 0) {
            *error = QStringLiteral("bad position");
            return std::nullopt;
        }
        return state;
    }
};

class CounterModel : public TypedPageModel<CounterState, int> {
public:
    std::atomic<int> solves{0};
    int delayMs = 0;

    CounterModel() { initializeWith(exampleState()); }
    QString puzzleId() const override { return QStringLiteral("counter"); }
    QString title() const override { return QStringLiteral("Counter"); }
    QString judgeText() const override { return QString::number(state().value); }
    QString positionId() const override { return QString::number(state().value); }
    void set(int value) {
        CounterState next = state();
        next.value = value;
        commit(QStringLiteral("Set %1").arg(value), next);
    }
    void setLabel(const QString& label) {
        CounterState next = state();
        next.label = label;
        commit(QStringLiteral("Label"), next);
    }
    std::optional<int> answer() const {
        const ResultPtr present = result();
        return present ? std::optional<int>(*present) : std::nullopt;
    }
    // A background job besides the answer: a "check" of the present value (ten times it, after
    // `delay` ms). Each delivery records the value checked and the value shown at that moment.
    std::vector<std::pair<int, int>> deliveries;
    void startCheck(int delay, bool bound = true, bool holds = false, Lane lane = 1) {
        const int value = state().value;
        startJob(
            {.lane = lane, .boundToState = bound, .holdsSettled = holds},
            [value, delay](pw::SolveControl& control) {
                const auto end =
                    std::chrono::steady_clock::now() + std::chrono::milliseconds(delay);
                while (std::chrono::steady_clock::now() < end && !control.stopRequested())
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                return std::make_shared<const int>(value * 10);
            },
            [this](std::shared_ptr<const int> checked) {
                deliveries.emplace_back(*checked, state().value);
            });
    }

protected:
    std::shared_ptr<const PageState> stateFromText(const QString& text,
                                                   QString* error) const override {
        bool ok = false;
        const int value = text.trimmed().toInt(&ok);
        if (!ok || value < 0) {
            *error = QStringLiteral("not a number: ") + text;
            return nullptr;
        }
        auto next = std::make_shared<CounterState>(state());
        next->value = value;
        return next;
    }
    std::shared_ptr<const PageState> exampleState() const override {
        auto state = std::make_shared<CounterState>();
        state->value = 3;
        return state;
    }
    // The label is not part of what is solved: a label change needs no new solve.
    QString solveKey(const PageState& state) const override {
        return QString::number(static_cast<const CounterState&>(state).value);
    }
    Solve solve(const CounterState& state) const override {
        const int value = state.value;
        const int delay = delayMs;
        auto* counter = const_cast<std::atomic<int>*>(&solves);
        return [value, delay, counter](pw::SolveControl& control) -> ResultPtr {
            ++*counter;
            const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(delay);
            while (std::chrono::steady_clock::now() < end) {
                if (control.checkpoint(1, "waiting"))
                    return nullptr;
                std::this_thread::sleep_for(std::chrono::milliseconds(1));
            }
            return std::make_shared<const int>(value * value);
        };
    }
};
