// The chart of the game-length distribution under the optimal policy (probability per minute,
// with the mean marked).
#pragma once

#include "engine/jenga/distribution.h"

#include <QChartView>

class QAreaSeries;
class QLineSeries;
class QValueAxis;

class JengaChart : public QChartView {
    Q_OBJECT
public:
    explicit JengaChart(QWidget* parent = nullptr);

    void setDistribution(const pw::jenga::DurationDistribution& distribution);
    // No distribution to show (the reason appears as the chart's title).
    void clearDistribution(const QString& reason);
    bool hasDistribution() const { return hasDistribution_; }

private:
    QLineSeries* curve_ = nullptr;
    QLineSeries* baseline_ = nullptr;
    QAreaSeries* area_ = nullptr;
    QLineSeries* meanLine_ = nullptr;
    QValueAxis* xAxis_ = nullptr;
    QValueAxis* yAxis_ = nullptr;
    bool hasDistribution_ = false;
};
