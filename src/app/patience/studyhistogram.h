// The histogram of a Double Patience study as a Qt Charts bar chart: one bar a bin of P(win)
// under random play, in the palette's colours (light or dark) as the other charts are.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QChartView>

#include <cstdint>
#include <vector>

class QBarSeries;
class QBarSet;
class QCategoryAxis;
class QGraphicsSimpleTextItem;
class QValueAxis;

// A deals axis whose ticks are whole and round: steps of 1, 2 or 5 times a power of ten, about
// `ticks` of them, its top a whole step at or above `highest` / (1 - `headroom`) (room above the
// tallest bar for its count).
struct DealsAxis {
    std::uint64_t top = 1;
    std::uint64_t step = 1;
    static DealsAxis forHighest(std::uint64_t highest, int ticks = 5, double headroom = 0.05);
};

// The bins' edges that get a label on the chance axis: every `every`-th of the `bins` + 1 edges
// (0, every/bins, …), the fewest for which labels `labelWidth` wide keep a gap as wide between
// them on a plot `plotWidth` wide, preferring round steps (0.05, 0.1, 0.2, 0.25, 0.5).
int labelEvery(int bins, double plotWidth, double labelWidth);

class StudyHistogram : public QChartView {
    Q_OBJECT
public:
    explicit StudyHistogram(QWidget* parent = nullptr);
    // The deals in each bin, bin b holding P(win) in [b/n, (b+1)/n); none: "No study yet".
    void setCounts(std::vector<std::uint64_t> counts);
    const std::vector<std::uint64_t>& counts() const { return counts_; }
    QSize sizeHint() const override { return {460, 220}; }
    QSize minimumSizeHint() const override { return {260, 160}; }

    // What the chart holds (tests read these): one bar a bin, the deals axis, the chance axis
    // (in bin units: bin b's bar is centred at b, the edge b/n at b - 0.5).
    QBarSet* bars() const { return bars_; }
    QValueAxis* dealsAxis() const { return dealsAxis_; }
    QCategoryAxis* chanceAxis() const { return chanceAxis_; }
    // The counts are printed above the bars (when every bar is wide enough for its count).
    bool areCountsShown() const;
    // The deals axis' title is drawn upright (Chinese: rotated, it reads badly).
    bool isDealsTitleUpright() const;
    // Bin b in words ("0.1 to 0.2: 5 deals").
    QString binText(int bin) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void applyPalette();
    // The axes and the counts' labels for the plot's size; again whenever the plot area changes.
    void fitAxes();

    std::vector<std::uint64_t> counts_;
    QBarSeries* series_ = nullptr;
    QBarSet* bars_ = nullptr;
    QCategoryAxis* chanceAxis_ = nullptr;
    QValueAxis* dealsAxis_ = nullptr;
    QGraphicsSimpleTextItem* uprightTitle_ = nullptr;
    int every_ = 0; // the chance axis' labels are those of every every_-th edge
};
