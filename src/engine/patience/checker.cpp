// The checker of Double Patience (UVa 1637): inputs of one or more deals, each probability printed
// with six digits after the point and within 1e-6 of the exact one; shrinking to one deal, then
// to deals with fewer reachable positions (simpler to explain).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/patience/checker.h"

#include "engine/common/random.h"
#include "engine/common/text_scanner.h"
#include "engine/patience/judge.h"
#include "engine/patience/solver.h"

#include <algorithm>
#include <cmath>

namespace pw::patience {

namespace {

using namespace pw::check;

using patience::Deal;
using patience::JudgeDeal;

constexpr int kDigits = 6;          // what the judge prints and compares
constexpr double kTolerance = 1e-6; // one unit in the sixth digit: a rounding difference
constexpr int kMaximalDeals = 100;
constexpr std::size_t kSwapCandidates = 16; // simpler deals tried a shrinking step

constexpr std::string_view kSample = "AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n"
                                     "6D TD AD 8S\nQC TH KC 8D\n8C 9D TC 7C\n9C 7H JH 7D\n"
                                     "8H 6S AH 6H\n";
// Found by a search over swaps: whatever pairs are taken, every card goes (probability 1).
constexpr std::string_view kAlwaysWon = "6D QH QS TC\n7D KH 9H 6C\n7H TS TD KC\nTH KS KD AH\n"
                                        "JC QC 9S 8C\n6H JS 8S 7S\n8H 6S AS QD\nAC 9D AD JD\n"
                                        "8D 7C 9C JH\n";

std::vector<Deal> dealsOf(std::string_view input) {
    std::vector<Deal> deals;
    for (const JudgeDeal& deal : patience::parseJudge(input))
        deals.push_back(deal.deal);
    return deals;
}

std::string judgeText(const std::vector<Deal>& deals) {
    std::string text;
    for (const Deal& deal : deals)
        text += patience::formatJudge(deal);
    return text;
}

std::uint64_t reachable(const Deal& deal) {
    SolveControl control;
    return patience::solve(patience::Position(deal), control).stats.statesExplored;
}

// The deal with one pair of cards exchanged (pile-major card indices).
Deal swapped(const Deal& deal, int a, int b) {
    std::vector<std::vector<patience::Card>> piles;
    for (int pile = 0; pile < deal.pileCount(); ++pile)
        piles.push_back(deal.pile(pile));
    std::swap(piles[static_cast<std::size_t>(a / 4)][static_cast<std::size_t>(a % 4)],
              piles[static_cast<std::size_t>(b / 4)][static_cast<std::size_t>(b % 4)]);
    return Deal(std::move(piles));
}

struct PatienceAnswer : check::Answer {
    std::vector<double> values;
};

class PatienceChecker final : public PuzzleChecker {
public:
    std::string_view name() const override { return "patience"; }
    ContestLimits limits() const override { return {"UVa 1637", 3.0, 256}; }

    std::vector<NamedInput> samples() const override {
        return {{"sample 1", std::string(kSample)}};
    }

    std::vector<NamedInput> edgeCases() const override {
        std::vector<NamedInput> cases;
        std::string oneRank;
        for (int rank = patience::kSixRank; rank < patience::kRankCount; ++rank)
            oneRank += std::string(1, patience::kRankLetters[static_cast<std::size_t>(rank)]) +
                       "S " + patience::kRankLetters[static_cast<std::size_t>(rank)] + "C " +
                       patience::kRankLetters[static_cast<std::size_t>(rank)] + "D " +
                       patience::kRankLetters[static_cast<std::size_t>(rank)] + "H\n";
        cases.push_back({"probability 0: each pile holds one rank, no first move", oneRank});
        cases.push_back({"probability 0 although pairs can be taken (deal of seed 2)",
                         patience::formatJudge(patience::randomDeal(2))});
        cases.push_back({"probability 1: every choice of pairs wins", std::string(kAlwaysWon)});
        cases.push_back({"the sample's piles read top card first (another answer, 0.589775)",
                         judgeText({reversedPiles(dealsOf(kSample).front())})});
        cases.push_back({"two deals: a solution must forget the first",
                         std::string(kSample) + std::string(kAlwaysWon)});
        std::string spaced = "\n\n";
        for (const char c : kSample)
            spaced += c == ' '    ? std::string("  \t ")
                      : c == '\n' ? std::string(" \n\n")
                                  : std::string(1, c);
        cases.push_back({"blank lines, tabs and extra spaces between the cards", spaced});
        return cases;
    }

    NamedInput random(std::uint64_t seed) const override {
        SeededRandom random(seed);
        const auto count = static_cast<int>(1 + random.below(3));
        std::vector<Deal> deals;
        for (int i = 0; i < count; ++i)
            deals.push_back(patience::randomDeal(random.next()));
        return {std::to_string(count) + (count == 1 ? " deal" : " deals"), judgeText(deals)};
    }

    // Deals with many reachable positions: the best of three random deals each.
    NamedInput maximal(std::uint64_t seed, SolveControl& control) const override {
        SeededRandom random(seed);
        std::vector<Deal> deals;
        std::uint64_t states = 0;
        for (int i = 0; i < kMaximalDeals && !control.stopRequested(); ++i) {
            Deal best;
            std::uint64_t most = 0;
            for (int candidate = 0; candidate < 3; ++candidate) {
                Deal deal = patience::randomDeal(random.next());
                if (const std::uint64_t count = reachable(deal); count >= most) {
                    best = std::move(deal);
                    most = count;
                }
            }
            deals.push_back(std::move(best));
            states += most;
        }
        return {std::to_string(deals.size()) + " deals, " + std::to_string(states) + " positions",
                judgeText(deals)};
    }

    std::unique_ptr<check::Answer> answer(std::string_view input,
                                          SolveControl& control) const override {
        auto answer = std::make_unique<PatienceAnswer>();
        for (const Deal& deal : dealsOf(input)) {
            const patience::Result result = patience::solve(patience::Position(deal), control);
            if (result.status != SolveStatus::Exact)
                throw CannotSolve(result.status, "a deal could not be solved");
            answer->values.push_back(result.values.random);
            answer->text += patience::formatProbability(result.values.random) + "\n";
        }
        return answer;
    }

    Judgement judge(std::string_view, const check::Answer& answer,
                    std::string_view output) const override {
        const auto& values = static_cast<const PatienceAnswer&>(answer).values;
        TextScanner reader(output, TextScanner::ByteOrderMark::Keep);
        for (std::size_t k = 0; k < values.size(); ++k) {
            const std::string deal = "deal " + std::to_string(k + 1);
            const std::string expected = patience::formatProbability(values[k]);
            const auto token = reader.next();
            if (!token)
                return {Verdict::PresentationError, "the output ends after " + std::to_string(k) +
                                                        " of " + std::to_string(values.size()) +
                                                        " answers (" + deal + ": expected " +
                                                        expected + ")"};
            const std::string where = deal + " (line " + std::to_string(token->line) + "): ";
            const auto received = parseStrictReal(token->text);
            if (!received)
                return {Verdict::PresentationError, where + quoteToken(token->text) +
                                                        " is not a number (expected " + expected +
                                                        ")"};
            if (const std::size_t places = decimalPlaces(token->text); places != kDigits)
                return {Verdict::WrongAnswer, where + "received " + quoteToken(token->text) +
                                                  " with " + std::to_string(places) +
                                                  " digits after the point; the judge compares " +
                                                  "the text " + expected + " (6 digits)"};
            if (!(std::fabs(*received - values[k]) <= kTolerance + 1e-12))
                return {Verdict::WrongAnswer, where + "expected " + expected + " (exactly " +
                                                  formatReal(values[k], 17) + "), received " +
                                                  quoteToken(token->text)};
        }
        if (const auto extra = reader.next())
            return {Verdict::PresentationError,
                    "line " + std::to_string(extra->line) + ": extra output after the " +
                        std::to_string(values.size()) + " answers: " + quoteToken(extra->text)};
        return {};
    }

    std::vector<std::string> smaller(std::string_view input) const override {
        const std::vector<Deal> deals = dealsOf(input);
        std::vector<std::string> candidates;
        if (deals.size() > 1) {
            const auto half = static_cast<long>(deals.size() / 2);
            candidates.push_back(judgeText({deals.begin(), deals.begin() + half}));
            candidates.push_back(judgeText({deals.begin() + half, deals.end()}));
            for (std::size_t i = 0; i < deals.size(); ++i) {
                std::vector<Deal> fewer = deals;
                fewer.erase(fewer.begin() + static_cast<long>(i));
                candidates.push_back(judgeText(fewer));
            }
            return candidates;
        }
        // One deal keeps its 36 cards: exchanges of two cards of different ranks that leave
        // fewer positions to reach, the fewest first.
        const Deal& deal = deals.front();
        const std::uint64_t now = reachable(deal);
        std::vector<std::pair<std::uint64_t, Deal>> simpler;
        for (int a = 0; a < 36; ++a)
            for (int b = a + 1; b < 36; ++b) {
                if (deal.pile(a / 4)[static_cast<std::size_t>(a % 4)].rank ==
                    deal.pile(b / 4)[static_cast<std::size_t>(b % 4)].rank)
                    continue;
                Deal next = swapped(deal, a, b);
                if (const std::uint64_t count = reachable(next); count < now)
                    simpler.emplace_back(count, std::move(next));
            }
        std::stable_sort(simpler.begin(), simpler.end(),
                         [](const auto& x, const auto& y) { return x.first < y.first; });
        for (std::size_t i = 0; i < simpler.size() && i < kSwapCandidates; ++i)
            candidates.push_back(judgeText({simpler[i].second}));
        return candidates;
    }

    std::uint64_t size(std::string_view input) const override {
        const std::vector<Deal> deals = dealsOf(input);
        std::uint64_t positions = 0;
        for (const Deal& deal : deals)
            positions += reachable(deal);
        return (deals.size() << 32) + positions;
    }

    std::string describe(std::string_view input) const override {
        const std::vector<Deal> deals = dealsOf(input);
        if (deals.size() != 1)
            return std::to_string(deals.size()) + " deals";
        const std::uint64_t positions = reachable(deals.front());
        return "1 deal, " + std::to_string(positions) +
               (positions == 1 ? " reachable position" : " reachable positions");
    }

private:
    static Deal reversedPiles(const Deal& deal) {
        std::vector<std::vector<patience::Card>> piles;
        for (int pile = 0; pile < deal.pileCount(); ++pile) {
            piles.push_back(deal.pile(pile));
            std::reverse(piles.back().begin(), piles.back().end());
        }
        return Deal(std::move(piles));
    }
};

} // namespace

const check::PuzzleChecker& checker() {
    static const PatienceChecker checker;
    return checker;
}

} // namespace pw::patience
