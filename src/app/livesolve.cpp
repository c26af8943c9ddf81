// LiveSolve: debounce, delayed progress indicator, cancel and a small LRU cache of results.
#include "app/livesolve.h"

#include <QAbstractButton>
#include <QLabel>
#include <QLocale>

LiveSolve::LiveSolve(QObject* parent) : QObject(parent) {
    debounce_.setSingleShot(true);
    debounce_.setInterval(100);
    indicatorDelay_.setSingleShot(true);
    indicatorDelay_.setInterval(100);
    connect(&debounce_, &QTimer::timeout, this, [this] {
        runningKey_ = pendingKey_;
        runner_.submit(std::move(pendingJob_));
        pendingJob_ = {};
        indicatorDelay_.start();
    });
    connect(&indicatorDelay_, &QTimer::timeout, this, [this] { showIndicator(true); });
    connect(&runner_, &SolverRunner::progressed, this,
            [this](quint64, const pw::Progress& progress) { onProgress(progress); });
    connect(&runner_, &SolverRunner::finished, this, [this](quint64, const QVariant& value) {
        showIndicator(false);
        if (!cacheable_ || cacheable_(value))
            remember(runningKey_, value);
        emit resultReady(value);
        if (isSettled())
            emit settled();
    });
    connect(&runner_, &SolverRunner::failed, this, [this](quint64, const QString& message) {
        showIndicator(false);
        emit failed(message);
        if (isSettled())
            emit settled();
    });
}

void LiveSolve::bindIndicator(QLabel* progressLabel, QAbstractButton* cancelButton) {
    progressLabel_ = progressLabel;
    cancelButton_ = cancelButton;
    if (cancelButton_)
        connect(cancelButton_, &QAbstractButton::clicked, this, &LiveSolve::cancel);
    showIndicator(false);
}

void LiveSolve::request(const QString& key, SolverRunner::Job job) {
    if (const QVariant* value = cached(key)) {
        debounce_.stop();
        runner_.cancel();
        showIndicator(false);
        const QVariant result = *value; // the cache may change inside the slots
        emit resultReady(result);
        emit settled();
        return;
    }
    pendingKey_ = key;
    pendingJob_ = std::move(job);
    debounce_.start();
    emit stale();
}

void LiveSolve::cancel() {
    const bool wasActive = !isSettled();
    debounce_.stop();
    pendingJob_ = {};
    runner_.cancel();
    showIndicator(false);
    if (wasActive) {
        emit cancelled();
        emit settled();
    }
}

bool LiveSolve::isSettled() const { return !debounce_.isActive() && !runner_.isBusy(); }

const QVariant* LiveSolve::cached(const QString& key) {
    for (auto it = cache_.begin(); it != cache_.end(); ++it)
        if (it->first == key) {
            cache_.splice(cache_.begin(), cache_, it);
            return &cache_.front().second;
        }
    return nullptr;
}

void LiveSolve::remember(const QString& key, const QVariant& value) {
    if (cached(key))
        cache_.pop_front();
    cache_.emplace_front(key, value);
    while (static_cast<int>(cache_.size()) > capacity_)
        cache_.pop_back();
}

void LiveSolve::showIndicator(bool visible) {
    if (!visible)
        indicatorDelay_.stop();
    if (progressLabel_) {
        if (visible)
            progressLabel_->setText(tr("Computing…"));
        progressLabel_->setVisible(visible);
    }
    if (cancelButton_)
        cancelButton_->setVisible(visible);
}

void LiveSolve::onProgress(const pw::Progress& progress) {
    if (!progressLabel_ || !progressLabel_->isVisible())
        return;
    const QString states = QLocale().toString(static_cast<qulonglong>(progress.statesExplored));
    QString text = progress.fraction >= 0
                       ? tr("Computing… %1 positions (%2%)").arg(states).arg(qRound(progress.fraction * 100))
                       : tr("Computing… %1 positions").arg(states);
    if (!progress.phase.empty())
        text += QStringLiteral(" · ") + QString::fromStdString(progress.phase);
    progressLabel_->setText(text);
}
