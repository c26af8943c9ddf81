// Double Patience study tests: a small N against the per-deal solver and against rules by hand,
// and the streamed study keeping no rows.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/study.h"

#include <QtTest>

#include <malloc.h>
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
        // Bin edges in the shortest form that reads back (0.3, not 0.30000000000000004).
        QVERIFY(bins.rfind("bin_low,bin_high,deals\n0,0.1,", 0) == 0);
        QVERIFY(bins.find("\n0.2,0.3,") != std::string::npos);
        // Each value reads back to the very double the study holds.
        const std::size_t second = csv.find('\n') + 1;
        const std::string first = csv.substr(second, csv.find('\n', second) - second);
        const auto fields = QString::fromStdString(first).split(QLatin1Char(','));
        QCOMPARE(fields.size(), 7);
        QCOMPARE(fields[3].toDouble(), study.rows[0].values.random);
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

    // streamStudy hands over each row as it is solved and keeps none: the heap in use when the
    // 3000th row arrives is what it was at the 200th (the rows of runStudy would hold about
    // 200 bytes each: 560 KB more), and its totals and rows are runStudy's.
    void streamingKeepsNoRows() {
        StudyOptions options;
        options.deals = 3000;
        options.seed = 5;
        pw::SolveControl control;
        StudySummary summary;
        std::uint64_t count = 0;
        std::size_t inUseAt200 = 0;
        std::size_t inUseAtEnd = 0;
        double sum = 0.0;
        const auto onRow = [&](const StudyRow& row) {
            QCOMPARE(row.index, count); // in order, each once
            QCOMPARE(row.seed, 5 + count);
            sum += row.values.random;
            ++count;
            if (count == 200)
                inUseAt200 = mallinfo2().uordblks;
            if (count == options.deals)
                inUseAtEnd = mallinfo2().uordblks;
        };
        QVERIFY(streamStudy(options, control, onRow, summary) == pw::SolveStatus::Exact);
        QCOMPARE(count, std::uint64_t{3000});
        QVERIFY2(inUseAtEnd < inUseAt200 + 32 * 1024,
                 qPrintable(QStringLiteral("%1 bytes in use at the end, %2 at row 200")
                                .arg(inUseAtEnd)
                                .arg(inUseAt200)));
        QCOMPARE(summary.deals, std::uint64_t{3000});
        QCOMPARE(summary.meanRandom, sum / 3000.0);
        options.deals = 300; // runStudy is streamStudy keeping the rows
        const Study kept = runStudy(options, control);
        StudySummary first300;
        std::vector<std::string> ids;
        QVERIFY(streamStudy(
                    options, control, [&](const StudyRow& row) { ids.push_back(row.dealId); },
                    first300) == pw::SolveStatus::Exact);
        QCOMPARE(kept.rows.size(), std::size_t{300});
        for (std::size_t i = 0; i < ids.size(); ++i)
            QCOMPARE(kept.rows[i].dealId, ids[i]);
        QVERIFY(kept.histogram == first300.histogram);
        QCOMPARE(kept.winnable, first300.winnable);
        QCOMPARE(kept.meanRandom, first300.meanRandom);
        QCOMPARE(
            studyCsvHeader() + studyCsvLine(kept.rows[0]),
            studyCsv(kept).substr(0, studyCsvHeader().size() + studyCsvLine(kept.rows[0]).size()));
    }
};

QTEST_GUILESS_MAIN(TestPatienceExplain)
#include "test_patience_explain.moc"
