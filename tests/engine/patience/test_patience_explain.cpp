// Double Patience study tests: a small N against the per-deal solver and against rules by hand.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/study.h"

#include <QtTest>

#include <stop_token>

using namespace pw::patience;

class TestPatienceExplain : public QObject {
    Q_OBJECT

private slots:
    // Two piles of one card: the only move removes both when they share a rank, so P(win) is 1
    // under any play when the ranks match and 0 otherwise; each deal lands in bin 0 or the last.
    void twoSingleCards() {
        StudyOptions options;
        options.deals = 40;
        options.seed = 7;
        options.layout = DealLayout{{1, 1}, false};
        options.bins = 4;
        pw::SolveControl control;
        const Study study = runStudy(options, control);
        QVERIFY(study.status == pw::SolveStatus::Exact);
        QCOMPARE(study.rows.size(), std::size_t{40});
        std::uint64_t matches = 0;
        for (const StudyRow& row : study.rows) {
            const Deal deal = randomDeal(options.seed + row.index, options.layout);
            const bool match = deal.pile(0)[0].rank == deal.pile(1)[0].rank;
            matches += match ? 1 : 0;
            QCOMPARE(row.values.random, match ? 1.0 : 0.0);
            QCOMPARE(row.values.best, row.values.random);
            QCOMPARE(row.values.worst, row.values.random);
        }
        QCOMPARE(study.winnable, matches);
        QCOMPARE(study.histogram[3], matches);
        QCOMPARE(study.histogram[0], 40 - matches);
        QCOMPARE(study.histogram[1] + study.histogram[2], std::uint64_t{0});
        QCOMPARE(study.winnableShare, static_cast<double>(matches) / 40.0);
    }

    // Standard deals: every row equals its own solve, the histogram and the share are counted
    // from the rows, and the CSV has a header and one line a deal.
    void standardDealsAgainstSolver() {
        StudyOptions options;
        options.deals = 3;
        options.seed = 2024;
        pw::SolveControl control;
        const Study study = runStudy(options, control);
        QVERIFY(study.status == pw::SolveStatus::Exact);
        std::vector<std::uint64_t> histogram(10, 0);
        std::uint64_t winnable = 0;
        for (const StudyRow& row : study.rows) {
            pw::SolveControl own;
            const Result result = solve(Position(randomDeal(2024 + row.index)), own);
            QCOMPARE(row.values.random, result.values.random);
            QCOMPARE(row.values.best, result.values.best);
            QCOMPARE(row.values.worst, result.values.worst);
            QCOMPARE(row.dealId, textId(randomDeal(2024 + row.index)));
            ++histogram[static_cast<std::size_t>(histogramBin(row.values.random, 10))];
            winnable += row.values.best > 0 ? 1 : 0;
        }
        QVERIFY(histogram == study.histogram);
        QCOMPARE(study.winnable, winnable);
        const std::string csv = studyCsv(study);
        QCOMPARE(std::count(csv.begin(), csv.end(), '\n'), 4L);
        QVERIFY(csv.rfind("index,seed,deal,random,best,worst,states\n0,2024,", 0) == 0);
        const std::string bins = histogramCsv(study);
        QCOMPARE(std::count(bins.begin(), bins.end(), '\n'), 11L);
        QVERIFY(bins.rfind("bin_low,bin_high,deals\n0,0.10000000000000001,", 0) == 0);
    }

    void binsAndFaults() {
        QCOMPARE(histogramBin(0.0, 10), 0);
        QCOMPARE(histogramBin(0.1, 10), 1); // the lower edge belongs to its bin
        QCOMPARE(histogramBin(0.99, 10), 9);
        QCOMPARE(histogramBin(1.0, 10), 9); // p = 1 in the last bin
        StudyOptions options;
        options.bins = 0;
        pw::SolveControl control;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, runStudy(options, control));
        options.bins = 10;
        std::stop_source stop;
        stop.request_stop();
        pw::SolveControl cancelled(stop.get_token());
        const Study study = runStudy(options, cancelled);
        QVERIFY(study.status == pw::SolveStatus::Cancelled);
        QVERIFY(study.rows.empty());
    }
};

QTEST_GUILESS_MAIN(TestPatienceExplain)
#include "test_patience_explain.moc"
