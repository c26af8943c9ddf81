// The chart of the game-length distribution under the optimal policy (probability per minute,
// with the mean marked).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/handout.h"
#include "engine/jenga/exact/distribution.h"

#include <QChartView>

#include <optional>

class QAreaSeries;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QValueAxis;

// A probability axis whose ticks print exactly what they mark: steps of 1, 2, 2.5 or 5 times a
// power of ten, with as many decimals as the step needs (0.025, not "0.03").
struct ProbabilityAxis {
    double top = 0.1;
    double step = 0.025;
    int decimals = 3;
    // About `ticks` steps above zero (fewer when the chart is short, so that no label is cut).
    static ProbabilityAxis forHighest(double highest, int ticks = 5);
};

// A minutes axis whose every label is whole and readable: round steps (1, 2 or 5 times a power of
// ten) no closer than two label widths, over [start, end] widened to whole steps.
struct MinutesAxis {
    double start = 0;
    double end = 40;
    double step = 10;
    static MinutesAxis forRange(double start, double end, double plotWidth, int labelWidth);
};

class JengaChart : public QChartView, public handout::Source {
    Q_OBJECT
public:
    explicit JengaChart(QWidget* parent = nullptr);
    // The probability axis' title is drawn upright (its script reads badly turned on its side).
    bool isProbabilityTitleUpright() const;

    // `title` says what the curve is when it is not the exact distribution (an estimate).
    void setDistribution(const pw::jenga::DurationDistribution& distribution,
                         const QString& title = {});
    // No distribution to show (the reason appears as the chart's title).
    void clearDistribution(const QString& reason);
    bool hasDistribution() const { return hasDistribution_; }
    // Vertical lines at other players' expected durations (simple policies), named in a legend
    // below the chart; the minutes axis widens to show them. Empty: none (and no legend).
    struct Mark {
        QString name;
        double minutes = 0.0;
    };
    void setMarks(const QList<Mark>& marks);
    int markCount() const { return static_cast<int>(marks_.size()); }
    // The mean's line at `minutes`, named in the legend with the value as the answer spells it
    // ("Mean: 17.119213696602 minutes"): the same number as the answer, not the distribution's
    // own sum (which differs in its last digits).
    void setMean(double minutes, const QString& name);
    QString meanName() const;
    // The title a handout gives the chart ("Game length under optimal play").
    void setHandoutTitle(const QString& title) { handoutTitle_ = title; }
    // The chart as a handout shows it: its title, the legend of the mean (and the marks), text
    // of 10 points and more.
    std::unique_ptr<QWidget> handoutCopy(QSize size) const override;

protected:
    void changeEvent(QEvent* event) override;

private:
    // The chart's background, text and grid from the palette (light or dark).
    void applyPalette();
    // The minutes axis: the distribution's span, widened to show every mark, its ticks as many as
    // the width has room for.
    void fitMinutesAxis();
    // The probability axis: the distribution's peak, ticks as many as the height has room for.
    void fitProbabilityAxis();
    // The probability axis' title upright at the axis' top when its script reads badly rotated.
    void placeUprightTitle();
    QGraphicsSimpleTextItem* uprightTitle_ = nullptr;
    QLineSeries* curve_ = nullptr;
    QLineSeries* baseline_ = nullptr;
    QAreaSeries* area_ = nullptr;
    QLineSeries* meanLine_ = nullptr;
    QValueAxis* xAxis_ = nullptr;
    QValueAxis* yAxis_ = nullptr;
    bool hasDistribution_ = false;
    // What was charted, for a handout's copy.
    std::optional<pw::jenga::DurationDistribution> distribution_;
    QString distributionTitle_;
    QList<Mark> markList_;
    QString handoutTitle_;
    QList<QLineSeries*> marks_;
    double distributionStart_ = 0; // the minutes axis' span for the distribution alone
    double distributionEnd_ = 40;
    double highest_ = 0.0; // the distribution's peak probability
    double mean_ = 0.0;
};
