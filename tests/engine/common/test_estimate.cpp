// Tests for the shared estimate (engine/common/estimate.h): the statistics against values worked
// by hand, the histogram, seeding and cancellation of the sampling loop.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/estimate.h"

#include <QtTest>

#include <cmath>
#include <stop_token>

using pw::Estimate;
using pw::SampleStatistics;
using pw::SolveControl;
using pw::SolveStatus;

class TestEstimate : public QObject {
    Q_OBJECT
private slots:
    void statisticsByHand() {
        // 1, 2, 3, 4: mean 5/2, sample variance ((9 + 1 + 1 + 9) / 4) / 3 = 5/3.
        SampleStatistics statistics(true);
        for (double x : {1.0, 2.0, 3.0, 4.0})
            statistics.add(x);
        const Estimate e = statistics.estimate(SolveStatus::Exact, "hand");
        QCOMPARE(e.samples, std::uint64_t{4});
        QCOMPARE(e.mean, 2.5);
        QVERIFY(std::abs(e.standardDeviation - std::sqrt(5.0 / 3.0)) < 1e-15);
        QVERIFY(std::abs(e.halfWidth95 - 1.959963984540054 * std::sqrt(5.0 / 3.0) / 2.0) < 1e-15);
        QVERIFY(std::abs(e.low95() - (2.5 - e.halfWidth95)) < 1e-15);
        QCOMPARE(e.histogram.size(), std::size_t{5});
        QCOMPARE(e.histogram[0], 0.0);
        QCOMPARE(e.histogram[3], 0.25);
        QVERIFY(!e.isExact);
        QCOMPARE(e.method, std::string_view("hand"));
    }

    // Student's t quantiles from the tables (to 4 decimals): the table's own entries, and the
    // expansion beyond 30 degrees of freedom, which tends to the normal quantile.
    void studentQuantiles() {
        QCOMPARE(pw::studentQuantile975(0), 12.7062); // no degrees of freedom: taken as one
        QCOMPARE(pw::studentQuantile975(1), 12.7062);
        QCOMPARE(pw::studentQuantile975(5), 2.5706);
        QCOMPARE(pw::studentQuantile975(9), 2.2622);
        QCOMPARE(pw::studentQuantile975(30), 2.0423);
        QVERIFY(std::abs(pw::studentQuantile975(31) - 2.0395) < 1e-4);
        QVERIFY(std::abs(pw::studentQuantile975(60) - 2.0003) < 1e-4);
        QVERIFY(std::abs(pw::studentQuantile975(120) - 1.9799) < 1e-4);
        QVERIFY(std::abs(pw::studentQuantile975(1000) - 1.9623) < 1e-4);
        double last = pw::studentQuantile975(1);
        for (std::uint64_t d = 2; d < 5000; ++d) { // falls towards the normal quantile
            const double t = pw::studentQuantile975(d);
            QVERIFY(t < last && t > pw::kNormalQuantile975);
            last = t;
        }
    }

    void oneSampleHasNoSpread() {
        SampleStatistics statistics;
        statistics.add(7.0);
        const Estimate e = statistics.estimate(SolveStatus::Exact);
        QCOMPARE(e.mean, 7.0);
        QCOMPARE(e.standardDeviation, 0.0);
        QCOMPARE(e.halfWidth95, 0.0);
        QVERIFY(e.histogram.empty());
        QCOMPARE(SampleStatistics().estimate(SolveStatus::Exact).samples, std::uint64_t{0});
    }

    void bernoulliSamples() {
        // A fair coin from the seeded generator: the same seed gives the same estimate, and the
        // interval is the binomial one (p(1-p) n/(n-1) for the sample variance).
        SolveControl control;
        auto coin = [](pw::SeededRandom& random) { return static_cast<double>(random.below(2)); };
        const Estimate a = pw::simulate(100000, 3, control, coin, "coin");
        const Estimate b = pw::simulate(100000, 3, control, coin, "coin");
        QVERIFY(a.status == SolveStatus::Exact);
        QCOMPARE(a.mean, b.mean);
        QVERIFY(std::abs(a.mean - 0.5) < 4 * a.halfWidth95);
        const double n = 100000.0;
        QVERIFY(std::abs(a.standardDeviation - std::sqrt(a.mean * (1 - a.mean) * n / (n - 1))) <
                1e-9);
    }

    void stopKeepsTheSamplesTaken() {
        std::stop_source stop;
        SolveControl control(stop.get_token());
        int calls = 0;
        const Estimate e = pw::simulate(
            1000000, 1, control,
            [&](pw::SeededRandom&) {
                if (++calls == 1000)
                    stop.request_stop();
                return 1.0;
            },
            "stopped", false, 256);
        QVERIFY(e.status == SolveStatus::Cancelled);
        QCOMPARE(e.samples, std::uint64_t{1024}); // the next check after the stop, at 1024
        QCOMPARE(e.mean, 1.0);
    }
};

QTEST_APPLESS_MAIN(TestEstimate)
#include "test_estimate.moc"
