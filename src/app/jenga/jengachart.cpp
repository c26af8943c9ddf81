// JengaChart: a Qt Charts area plot of P(game lasts t minutes), t on the x axis, mean as a line.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengachart.h"

#include "app/chartpalette.h"
#include "app/roundstep.h"

#include <QAbstractAxis>
#include <QAreaSeries>
#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <cmath>

#include <algorithm>

JengaChart::JengaChart(QWidget* parent) : QChartView(parent) {
    auto* chart = new QChart;
    chart->legend()->hide();
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    curve_ = new QLineSeries;
    baseline_ = new QLineSeries;
    area_ = new QAreaSeries(curve_, baseline_);
    area_->setName(tr("P(game lasts t minutes)"));
    area_->setColor(QColor(0x35, 0x67, 0xc8, 140));
    area_->setBorderColor(QColor(0x35, 0x67, 0xc8));
    meanLine_ = new QLineSeries;
    meanLine_->setName(tr("Mean"));
    QPen pen(QColor(0xd2, 0x3f, 0x3a), 2, Qt::DashLine);
    meanLine_->setPen(pen);
    chart->addSeries(area_);
    chart->addSeries(meanLine_);
    xAxis_ = new QValueAxis;
    xAxis_->setTitleText(tr("minutes"));
    xAxis_->setLabelFormat(QStringLiteral("%d"));
    xAxis_->setTickType(QValueAxis::TicksDynamic);
    xAxis_->setTickAnchor(0);
    xAxis_->setTickInterval(10);
    yAxis_ = new QValueAxis;
    yAxis_->setTickType(QValueAxis::TicksDynamic);
    yAxis_->setTickAnchor(0);
    yAxis_->setTitleText(tr("probability"));
    chart->addAxis(xAxis_, Qt::AlignBottom);
    chart->addAxis(yAxis_, Qt::AlignLeft);
    for (QAbstractSeries* series :
         {static_cast<QAbstractSeries*>(area_), static_cast<QAbstractSeries*>(meanLine_)}) {
        series->attachAxis(xAxis_);
        series->attachAxis(yAxis_);
    }
    setChart(chart);
    // A title in Chinese or Japanese script is not turned on its side (rotated, it reads badly):
    // it stands upright at the top of the probability axis, inside the plot.
    uprightTitle_ = new QGraphicsSimpleTextItem(chart);
    uprightTitle_->setZValue(10);
    connect(chart, &QChart::plotAreaChanged, this, [this] {
        if (hasDistribution_)
            fitProbabilityAxis();
        fitMinutesAxis();
        placeUprightTitle();
    });
    setRenderHint(QPainter::Antialiasing);
    setAccessibleName(tr("Distribution of the game length"));
    // Room for a title, the plot, its tick labels and the axis title in every language (below
    // this Qt Charts writes the labels as "…"); the panel scrolls in a small window.
    setMinimumHeight(150);
    clearDistribution(QString());
    applyPalette();
}

void JengaChart::applyPalette() {
    chartpalette::apply(this, uprightTitle_);
}

bool JengaChart::isProbabilityTitleUpright() const {
    return uprightTitle_->isVisible() && !yAxis_->isTitleVisible();
}

void JengaChart::placeUprightTitle() {
    chartpalette::placeUprightTitle(this, yAxis_, uprightTitle_, hasDistribution_);
}

// As many probability ticks as the plot's height gives room for (a short chart at 1024x700
// would otherwise elide its labels to "…"), the axis title only where it fits whole, and the
// mean and marks as tall as the axis. Called again whenever the plot area changes.
void JengaChart::fitProbabilityAxis() {
    if (!(highest_ > 0))
        return;
    const double plotHeight = chart()->plotArea().height();
    const int line = fontMetrics().height();
    const int ticks =
        plotHeight > 0 ? std::clamp(static_cast<int>(plotHeight / (2.2 * line)), 2, 5) : 5;
    const ProbabilityAxis axis = ProbabilityAxis::forHighest(highest_, ticks);
    meanLine_->replace({QPointF(mean_, 0), QPointF(mean_, axis.top)});
    for (QLineSeries* mark : marks_) {
        const double minutes = mark->at(0).x();
        mark->replace({QPointF(minutes, 0), QPointF(minutes, axis.top)});
    }
    yAxis_->setTickInterval(axis.step);
    yAxis_->setLabelFormat(QStringLiteral("%.%1f").arg(axis.decimals));
    yAxis_->setRange(0, axis.top);
    const int titleWidth = QFontMetrics(yAxis_->titleFont()).horizontalAdvance(yAxis_->titleText());
    yAxis_->setTitleVisible(plotHeight <= 0 || titleWidth + line <= plotHeight);
    placeUprightTitle();
}

void JengaChart::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

void JengaChart::setDistribution(const pw::jenga::DurationDistribution& distribution,
                                 const QString& title) {
    const auto& p = distribution.probability;
    // Show the minutes that hold all but 1e-4 of the probability.
    int last = static_cast<int>(p.size()) - 1;
    double remaining = distribution.tailProbability;
    while (last > 0 && remaining + p[static_cast<std::size_t>(last)] < 1e-4)
        remaining += p[static_cast<std::size_t>(last--)];
    QList<QPointF> points;
    QList<QPointF> zeros;
    double highest = 0;
    for (int t = 0; t <= last; ++t) {
        points.append(QPointF(t, p[static_cast<std::size_t>(t)]));
        zeros.append(QPointF(t, 0));
        highest = std::max(highest, p[static_cast<std::size_t>(t)]);
    }
    curve_->replace(points);
    baseline_->replace(zeros);
    highest_ = highest;
    mean_ = distribution.mean;
    // Likewise the minutes before the first 1e-4 of the probability: a long tower's games all
    // last hours, and an axis from zero would leave its curve a sliver at the right.
    int first = 0;
    double before = 0;
    while (first < last && before + p[static_cast<std::size_t>(first)] < 1e-4)
        before += p[static_cast<std::size_t>(first++)];
    distributionStart_ = first;
    distributionEnd_ = std::max(10, last);
    // Before the axes are fitted: placing the upright title asks whether there is a curve (set
    // after, the title stayed hidden until the plot area happened to change).
    hasDistribution_ = true;
    fitProbabilityAxis();
    fitMinutesAxis();
    chart()->setTitle(title);
    distribution_ = distribution;
    distributionTitle_ = title;
    meanLine_->setName(tr("Mean"));
}

void JengaChart::setMean(double minutes, const QString& name) {
    mean_ = minutes;
    meanLine_->setName(name);
    fitProbabilityAxis(); // the line drawn at the new place
}

QString JengaChart::meanName() const {
    return meanLine_->name();
}

std::unique_ptr<QWidget> JengaChart::handoutCopy(QSize size) const {
    auto copy = std::make_unique<JengaChart>();
    handout::prepareCopy(copy.get(), this, size);
    // Every text 10 points at least: a pixel is 1/96 inch in a handout.
    QFont font = this->font();
    font.setPointSizeF(std::max(font.pointSizeF(), handout::kMinTextPoints));
    copy->setFont(font);
    QChart* chart = copy->chart();
    chart->setTitleFont(font);
    chart->legend()->setFont(font);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(font);
        axis->setTitleFont(font);
    }
    if (distribution_) {
        copy->setDistribution(*distribution_, distributionTitle_);
        copy->setMean(mean_, meanLine_->name());
    } else {
        copy->clearDistribution(this->chart()->title());
    }
    copy->setMarks(markList_);
    if (!handoutTitle_.isEmpty())
        chart->setTitle(handoutTitle_);
    // The legend names the lines: the mean (with its value) and the marks (the curve is named
    // by its axes; with it the mean's name would be cut).
    chart->legend()->setVisible(true);
    for (QLegendMarker* marker : chart->legend()->markers())
        marker->setVisible(marker->series() != copy->area_);
    copy->applyPalette();
    return copy;
}

ProbabilityAxis ProbabilityAxis::forHighest(double highest, int ticks) {
    if (!(highest > 0))
        highest = 0.1;
    const double rough = highest * 1.1 / std::max(1, ticks);
    ProbabilityAxis axis;
    axis.step = roundstep::atLeast(rough, roundstep::Kind::WithTwoAndAHalf);
    axis.top = std::ceil(highest * 1.1 / axis.step - 1e-9) * axis.step;
    // Decimals: enough for the step itself (2.5 x 10^-2 needs three).
    axis.decimals = 0;
    while (axis.decimals < 12 && std::abs(std::round(axis.step * std::pow(10.0, axis.decimals)) -
                                          axis.step * std::pow(10.0, axis.decimals)) > 1e-9)
        ++axis.decimals;
    return axis;
}

void JengaChart::clearDistribution(const QString& reason) {
    curve_->clear();
    baseline_->clear();
    meanLine_->clear();
    distributionStart_ = 0;
    distributionEnd_ = 40;
    fitMinutesAxis();
    yAxis_->setTickInterval(0.025);
    yAxis_->setLabelFormat(QStringLiteral("%.3f"));
    yAxis_->setRange(0, 0.1);
    chart()->setTitle(reason);
    hasDistribution_ = false;
    distribution_.reset();
    placeUprightTitle();
}

void JengaChart::setMarks(const QList<Mark>& marks) {
    markList_ = marks;
    for (QLineSeries* mark : marks_) {
        chart()->removeSeries(mark);
        delete mark;
    }
    marks_.clear();
    // Colours told apart from the curve (blue) and the mean (red) in both palettes.
    static const QColor kColours[] = {QColor(0x8e, 0x44, 0xad), QColor(0xe6, 0x7e, 0x22),
                                      QColor(0x16, 0xa0, 0x85), QColor(0x7f, 0x8c, 0x8d)};
    const double top = yAxis_->max();
    for (int i = 0; i < marks.size(); ++i) {
        auto* line = new QLineSeries;
        line->setName(marks[i].name);
        QPen pen(kColours[i % 4], 2.0, Qt::DashDotLine);
        line->setPen(pen);
        line->append({QPointF(marks[i].minutes, 0), QPointF(marks[i].minutes, top)});
        chart()->addSeries(line);
        line->attachAxis(xAxis_);
        line->attachAxis(yAxis_);
        marks_.append(line);
    }
    fitMinutesAxis();
    // The legend names the marks and the mean only.
    chart()->legend()->setVisible(!marks_.isEmpty());
    // (A marker's series may be the area under the curve: compared as the base class, never
    // cast to a line series it is not.)
    for (QLegendMarker* marker : chart()->legend()->markers())
        marker->setVisible(marker->series() == meanLine_ ||
                           std::any_of(marks_.begin(), marks_.end(), [marker](QLineSeries* mark) {
                               return static_cast<QAbstractSeries*>(mark) == marker->series();
                           }));
}

void JengaChart::fitMinutesAxis() {
    double start = distributionStart_;
    double end = distributionEnd_;
    for (const QLineSeries* mark : marks_) {
        start = std::min(start, mark->at(0).x() - 2.0);
        end = std::max(end, mark->at(0).x() + 2.0);
    }
    // From zero unless the games start late (then from a round number below their start).
    if (start < 0.3 * end)
        start = 0;
    const QFontMetrics metrics(xAxis_->labelsFont());
    const int labelWidth = metrics.horizontalAdvance(QString::number(std::ceil(end) + 10));
    const double plotWidth = chart()->plotArea().width();
    const MinutesAxis axis =
        MinutesAxis::forRange(start, end, plotWidth > 0 ? plotWidth : width() - 80, labelWidth);
    if (xAxis_->min() == axis.start && xAxis_->max() == axis.end &&
        xAxis_->tickInterval() == axis.step)
        return;
    xAxis_->setTickAnchor(axis.start);
    xAxis_->setTickInterval(axis.step);
    xAxis_->setRange(axis.start, axis.end);
}

MinutesAxis MinutesAxis::forRange(double start, double end, double plotWidth, int labelWidth) {
    MinutesAxis axis;
    // Each label gets its width and as much again of space: steps of 1, 2 or 5 times a power of
    // ten (whole minutes), the smallest for which the labels fit.
    const double most = std::max(1.0, plotWidth / (2.0 * std::max(1, labelWidth)));
    const double span = std::max(1.0, end - start);
    axis.step = roundstep::wholeAtLeast(span / most);
    axis.start = std::floor(start / axis.step) * axis.step;
    axis.end = std::max(axis.start + axis.step, std::ceil(end / axis.step) * axis.step);
    return axis;
}
