// Estimates by simulation, written once for every puzzle: the mean of independent seeded samples
// with its 95 % confidence interval, and the loop that takes the samples under a SolveControl.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/random.h"
#include "engine/common/solve_control.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <string_view>
#include <vector>

namespace pw {

// The 0.975 quantile of the standard normal distribution: mean ± kNormalQuantile975 standard
// errors is the 95 % interval of a mean of many samples.
inline constexpr double kNormalQuantile975 = 1.959963984540054;

// The 0.975 quantile of Student's t distribution with `degrees` degrees of freedom (at least 1):
// mean - t * standard error is a one-sided 97.5 % bound of the mean of a few normal samples,
// where the normal quantile would claim too much (2.571 against 1.960 with 6 samples).
inline double studentQuantile975(std::uint64_t degrees) {
    static constexpr double kTable[] = {
        12.7062, 4.3027, 3.1824, 2.7764, 2.5706, 2.4469, 2.3646, 2.3060, 2.2622, 2.2281,
        2.2010,  2.1788, 2.1604, 2.1448, 2.1314, 2.1199, 2.1098, 2.1009, 2.0930, 2.0860,
        2.0796,  2.0739, 2.0687, 2.0639, 2.0595, 2.0555, 2.0518, 2.0484, 2.0452, 2.0423};
    if (degrees == 0)
        degrees = 1;
    if (degrees <= std::size(kTable))
        return kTable[degrees - 1];
    // Beyond 30: the Cornish-Fisher expansion about the normal quantile (within 1e-4).
    const double z = kNormalQuantile975;
    const double d = static_cast<double>(degrees);
    return z + (z * z * z + z) / (4 * d) +
           (5 * z * z * z * z * z + 16 * z * z * z + 3 * z) / (96 * d * d);
}

// The mean of `samples` independent samples, never an exact value.
struct Estimate {
    SolveStatus status = SolveStatus::Cancelled; // Exact: every sample asked for was taken
    std::uint64_t samples = 0;                   // samples actually taken
    double mean = 0.0;
    double standardDeviation = 0.0; // of one sample (n - 1 in the denominator)
    double halfWidth95 = 0.0;       // of the mean: kNormalQuantile975 * standardDeviation / sqrt(n)
    // histogram[v]: the share of samples whose value was v, for whole-number samples when asked
    // for (a game's length in minutes); empty otherwise.
    std::vector<double> histogram;
    std::string_view method; // what was sampled (a policy's name), static text
    bool isExact = false;    // always false: an estimate

    double low95() const { return mean - halfWidth95; }
    double high95() const { return mean + halfWidth95; }
};

// Running mean and variance (Welford's method: stable for millions of samples), and optionally
// a histogram of whole-number values.
class SampleStatistics {
public:
    explicit SampleStatistics(bool keepHistogram = false) : keepHistogram_(keepHistogram) {}

    void add(double value) {
        ++count_;
        const double delta = value - mean_;
        mean_ += delta / static_cast<double>(count_);
        squares_ += delta * (value - mean_);
        if (keepHistogram_) {
            const auto index = static_cast<std::size_t>(std::max(0.0, value));
            if (counts_.size() <= index)
                counts_.resize(index + 1);
            ++counts_[index];
        }
    }

    std::uint64_t count() const { return count_; }

    // The estimate so far; status as given (Exact when every sample was taken).
    Estimate estimate(SolveStatus status, std::string_view method = {}) const {
        Estimate e;
        e.status = status;
        e.method = method;
        e.samples = count_;
        if (count_ == 0)
            return e;
        const auto n = static_cast<double>(count_);
        e.mean = mean_;
        e.standardDeviation = count_ > 1 ? std::sqrt(std::max(0.0, squares_ / (n - 1))) : 0.0;
        e.halfWidth95 = kNormalQuantile975 * e.standardDeviation / std::sqrt(n);
        for (const std::uint64_t c : counts_)
            e.histogram.push_back(static_cast<double>(c) / n);
        return e;
    }

private:
    bool keepHistogram_;
    std::uint64_t count_ = 0;
    double mean_ = 0.0;
    double squares_ = 0.0;
    std::vector<std::uint64_t> counts_;
};

// Takes `samples` samples, sample(random) -> double, from one SeededRandom(seed), so the same
// seed gives the same estimate. Checks the control (stop token, progress as the share of samples
// taken) every `checkEvery` samples; a stop keeps the samples taken (status Cancelled).
template <typename Sample>
Estimate simulate(std::uint64_t samples, std::uint64_t seed, SolveControl& control, Sample&& sample,
                  std::string_view method, bool keepHistogram = false,
                  std::uint64_t checkEvery = 256) {
    SeededRandom random(seed);
    SampleStatistics statistics(keepHistogram);
    for (std::uint64_t i = 0; i < samples; ++i) {
        if (i % checkEvery == 0 &&
            control.checkpoint(i, "simulating",
                               static_cast<double>(i) / static_cast<double>(samples)))
            return statistics.estimate(SolveStatus::Cancelled, method);
        statistics.add(sample(random));
    }
    return statistics.estimate(SolveStatus::Exact, method);
}

} // namespace pw
