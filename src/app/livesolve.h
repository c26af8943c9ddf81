// The life cycle every page shares around its SolverRunner: edits are debounced, "computing…"
// with progress appears only when a solve outlasts the debounce, results are cached by key so
// returning to a position is instant, and a cancel button stops the solve.
#pragma once

#include "app/solverrunner.h"

#include <QPointer>
#include <QString>
#include <QTimer>
#include <QVariant>

#include <functional>
#include <list>
#include <utility>

class QAbstractButton;
class QLabel;

class LiveSolve : public QObject {
    Q_OBJECT
public:
    explicit LiveSolve(QObject* parent = nullptr);

    // Asks for the result of `key` (a text id of what the job solves). A cached result arrives
    // at once through resultReady; otherwise the job runs after the debounce interval, and a
    // newer request replaces this one.
    void request(const QString& key, SolverRunner::Job job);
    void cancel();
    // True when nothing is pending or running: the last result delivered is the current one.
    bool isSettled() const;
    // Only results this predicate accepts are cached (e.g. exact ones, not over-budget ones).
    void setCacheable(std::function<bool(const QVariant&)> cacheable) { cacheable_ = std::move(cacheable); }
    void setCacheCapacity(int entries) { capacity_ = entries; }
    void setDebounceInterval(int milliseconds) { debounce_.setInterval(milliseconds); }
    // The label shows "Computing… N positions" and the button cancels, while a solve is slow.
    void bindIndicator(QLabel* progressLabel, QAbstractButton* cancelButton);
    SolverRunner* runner() { return &runner_; }

signals:
    void resultReady(const QVariant& result);
    // The previous result no longer matches the position (views grey it until resultReady).
    void stale();
    void failed(const QString& message);
    void cancelled();
    // Emitted whenever isSettled() becomes true.
    void settled();

private:
    const QVariant* cached(const QString& key);
    void remember(const QString& key, const QVariant& value);
    void showIndicator(bool visible);
    void onProgress(const pw::Progress& progress);

    SolverRunner runner_;
    QTimer debounce_;
    QTimer indicatorDelay_;
    QString pendingKey_;
    SolverRunner::Job pendingJob_;
    QString runningKey_;
    std::list<std::pair<QString, QVariant>> cache_; // most recent first
    int capacity_ = 16;
    std::function<bool(const QVariant&)> cacheable_;
    QPointer<QLabel> progressLabel_;
    QPointer<QAbstractButton> cancelButton_;
};
