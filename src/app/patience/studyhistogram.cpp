// StudyHistogram: a Qt Charts QBarSeries of the deals per bin over a chance axis labelled at the
// bins' edges, in the palette's colours (chartpalette, as JengaChart).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/studyhistogram.h"

#include "app/chartpalette.h"
#include "app/roundstep.h"

#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QCursor>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLocale>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace {

// The share of a bar's slot its bar fills (the rest a thin gap between neighbours).
constexpr double kBarWidth = 0.9;

// The edge b of `bins` equal bins over [0, 1], as the axis labels it.
QString edgeText(int b, int bins) {
    return QLocale().toString(static_cast<double>(b) / bins, 'g', 3);
}

} // namespace

DealsAxis DealsAxis::forHighest(std::uint64_t highest, int ticks, double headroom) {
    DealsAxis axis;
    const double needed =
        std::max(1.0, static_cast<double>(highest) / (1.0 - std::clamp(headroom, 0.0, 0.9)));
    const double rough = needed / std::max(1, ticks);
    axis.step = static_cast<std::uint64_t>(roundstep::wholeAtLeast(rough));
    axis.top =
        static_cast<std::uint64_t>(std::ceil(needed / static_cast<double>(axis.step) - 1e-9)) *
        axis.step;
    axis.top = std::max(axis.top, axis.step);
    return axis;
}

int labelEvery(int bins, double plotWidth, double labelWidth) {
    if (bins <= 1)
        return 1;
    const double binWidth = plotWidth / bins;
    const int least =
        binWidth > 0 ? std::max(1, static_cast<int>(std::ceil(2.0 * labelWidth / binWidth - 1e-9)))
                     : 1;
    if (least >= bins)
        return bins;
    // A round step when one is near (0.05 rather than 0.04 or 0.06); the least otherwise.
    for (int every = least; every <= std::min(bins, 2 * least); ++every)
        if (roundstep::isRound(static_cast<double>(every) / bins, roundstep::Kind::WithTwoAndAHalf))
            return every;
    return least;
}

StudyHistogram::StudyHistogram(QWidget* parent) : QChartView(parent) {
    auto* chart = new QChart;
    chart->legend()->hide();
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setBackgroundRoundness(0);
    chart->setLocalizeNumbers(true);
    bars_ = new QBarSet(tr("deals"));
    bars_->setColor(QColor(0x35, 0x67, 0xc8));
    bars_->setBorderColor(QColor(0x35, 0x67, 0xc8));
    series_ = new QBarSeries;
    series_->append(bars_);
    series_->setBarWidth(kBarWidth);
    series_->setLabelsPosition(QAbstractBarSeries::LabelsOutsideEnd);
    series_->setLabelsFormat(QStringLiteral("@value"));
    series_->setLabelsPrecision(15); // a count is whole: all its digits, no exponent
    chart->addSeries(series_);
    chanceAxis_ = new QCategoryAxis;
    chanceAxis_->setTitleText(tr("chance to win with random play"));
    chanceAxis_->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    dealsAxis_ = new QValueAxis;
    dealsAxis_->setTitleText(tr("deals"));
    dealsAxis_->setTickType(QValueAxis::TicksDynamic);
    dealsAxis_->setTickAnchor(0);
    // Whole numbers grouped as the locale groups them (the chart localizes numbers; its localized
    // formats need a precision, "%d" alone would print nothing).
    dealsAxis_->setLabelFormat(QStringLiteral("%.0d"));
    chart->addAxis(chanceAxis_, Qt::AlignBottom);
    chart->addAxis(dealsAxis_, Qt::AlignLeft);
    series_->attachAxis(chanceAxis_);
    series_->attachAxis(dealsAxis_);
    setChart(chart);
    // A title in Chinese or Japanese script stands upright at the top of the deals axis, in the
    // room kept above the tallest bar.
    uprightTitle_ = new QGraphicsSimpleTextItem(chart);
    uprightTitle_->setZValue(10);
    connect(chart, &QChart::plotAreaChanged, this, &StudyHistogram::fitAxes);
    connect(bars_, &QBarSet::hovered, this, [this](bool status, int index) {
        if (status)
            QToolTip::showText(QCursor::pos(), binText(index), this);
        else
            QToolTip::hideText();
    });
    setRenderHint(QPainter::Antialiasing);
    setAccessibleName(tr("Histogram of the chance to win with random play"));
    setCounts({});
    applyPalette();
}

void StudyHistogram::applyPalette() {
    chartpalette::apply(this, uprightTitle_);
    bars_->setLabelColor(palette().color(QPalette::Text));
}

void StudyHistogram::changeEvent(QEvent* event) {
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QChartView::changeEvent(event);
}

void StudyHistogram::setCounts(std::vector<std::uint64_t> counts) {
    counts_ = std::move(counts);
    const bool empty = counts_.empty();
    chart()->setLocale(QLocale());
    bars_->remove(0, bars_->count());
    QList<qreal> values;
    for (const std::uint64_t count : counts_)
        values.append(static_cast<qreal>(count));
    bars_->append(values);
    chart()->setTitle(empty ? tr("No study yet") : QString());
    chanceAxis_->setVisible(!empty);
    dealsAxis_->setVisible(!empty);
    every_ = 0; // the chance axis' labels anew
    fitAxes();
    QStringList bins;
    for (int b = 0; b < static_cast<int>(counts_.size()); ++b)
        bins.append(binText(b));
    setAccessibleDescription(empty ? tr("No study yet")
                                   : tr("Deals by their chance to win with random play: %1.")
                                         .arg(QLocale().createSeparatedList(bins)));
}

QString StudyHistogram::binText(int bin) const {
    if (bin < 0 || bin >= static_cast<int>(counts_.size()))
        return {};
    const int bins = static_cast<int>(counts_.size());
    return tr("%1 to %2: %Ln deal(s)", nullptr,
              static_cast<int>(counts_[static_cast<std::size_t>(bin)]))
        .arg(edgeText(bin, bins), edgeText(bin + 1, bins));
}

bool StudyHistogram::areCountsShown() const {
    return !counts_.empty() && series_->isLabelsVisible();
}

bool StudyHistogram::isDealsTitleUpright() const {
    return uprightTitle_->isVisible() && !dealsAxis_->isTitleVisible();
}

// Counts above the bars when every bar is as wide as its count; as many round deal ticks as the
// height has room for, with room above the tallest bar for its count and the upright title; the
// bins' edges labelled as often as their labels fit whole.
void StudyHistogram::fitAxes() {
    chartpalette::placeUprightTitle(this, dealsAxis_, uprightTitle_, !counts_.empty());
    if (counts_.empty())
        return;
    const int bins = static_cast<int>(counts_.size());
    const QRectF plot = chart()->plotArea();
    const std::uint64_t highest = *std::max_element(counts_.begin(), counts_.end());

    const QFontMetricsF countMetrics(bars_->labelFont());
    double widestCount = 0;
    for (const std::uint64_t count : counts_)
        widestCount = std::max(widestCount, countMetrics.horizontalAdvance(QLocale().toString(
                                                static_cast<qulonglong>(count))));
    const bool shown = plot.width() > 0 && widestCount + 2 <= plot.width() / bins * kBarWidth;
    if (series_->isLabelsVisible() != shown)
        series_->setLabelsVisible(shown);

    // A line above the tallest bar for its count, and one for the upright title (which may
    // stand over the tallest bar).
    const double line = QFontMetricsF(dealsAxis_->labelsFont()).height();
    const int linesAbove = (shown ? 1 : 0) + (uprightTitle_->isVisible() ? 1 : 0);
    const int ticks =
        plot.height() > 0 ? std::clamp(static_cast<int>(plot.height() / (2.2 * line)), 2, 5) : 5;
    const double headroom = plot.height() > 0 && linesAbove > 0
                                ? std::min(0.6, linesAbove * (line + 4) / plot.height())
                                : 0.05;
    const DealsAxis axis = DealsAxis::forHighest(highest, ticks, headroom);
    if (dealsAxis_->max() != static_cast<double>(axis.top) || dealsAxis_->min() != 0 ||
        dealsAxis_->tickInterval() != static_cast<double>(axis.step)) {
        dealsAxis_->setTickInterval(static_cast<double>(axis.step));
        dealsAxis_->setRange(0, static_cast<double>(axis.top));
    }

    const QFontMetricsF edgeMetrics(chanceAxis_->labelsFont());
    double widestEdge = 0;
    for (int b = 0; b <= bins; ++b)
        widestEdge = std::max(widestEdge, edgeMetrics.horizontalAdvance(edgeText(b, bins)));
    const int every = labelEvery(bins, plot.width() > 0 ? plot.width() : width() - 80, widestEdge);
    if (every == every_)
        return;
    every_ = every;
    for (const QString& label : chanceAxis_->categoriesLabels())
        chanceAxis_->remove(label);
    chanceAxis_->setStartValue(-0.5);
    for (int b = 0; b <= bins; b += every)
        chanceAxis_->append(edgeText(b, bins), b - 0.5);
    chanceAxis_->setRange(-0.5, bins - 0.5);
}
