// The checker of Colored Jenga (Codeforces 424E): towers of 2 to 6 complete levels, the expected
// duration within 1e-6 absolute or relative, shrinking by levels and by lowering colours.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/checker.h"

#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/common/text_scanner.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/solver.h"

#include <algorithm>
#include <cmath>

namespace pw::jenga {

namespace {

using namespace pw::check;

constexpr int kMinLevels = 2; // the contest's limits
constexpr int kMaxLevels = 6;
constexpr double kTolerance = 1e-6;
constexpr std::string_view kColours = "RGB"; // in the order shrinking lowers them

// A tower as its levels' letters, bottom first ("RGB").
using Levels = std::vector<std::string>;

std::string judgeText(const Levels& levels) {
    std::string text = std::to_string(levels.size()) + "\n";
    for (const std::string& level : levels)
        text += level + "\n";
    return text;
}

Levels levelsOf(std::string_view input) {
    Levels levels;
    const jenga::Tower tower = jenga::parseJudge(input);
    for (const jenga::Level& level : tower.levels()) {
        std::string letters;
        for (const jenga::Slot& slot : level.cells)
            letters += slot ? jenga::colourLetter(*slot) : '.';
        levels.push_back(letters);
    }
    return levels;
}

Levels randomLevels(int count, SeededRandom& random) {
    Levels levels(static_cast<std::size_t>(count));
    for (std::string& level : levels)
        for (int slot = 0; slot < 3; ++slot)
            level += kColours[random.below(3)];
    return levels;
}

struct JengaAnswer : check::Answer {
    double value = 0.0;
};

class JengaChecker final : public PuzzleChecker {
public:
    std::string_view name() const override { return "jenga"; }
    ContestLimits limits() const override { return {"Codeforces 424E", 2.0, 256}; }

    std::vector<NamedInput> samples() const override {
        return {{"sample 1", judgeText({"RGB", "GRG", "BBB", "GGR", "BRG", "BRB"})}};
    }

    std::vector<NamedInput> edgeCases() const override {
        std::vector<NamedInput> cases;
        for (const int count : {kMinLevels, kMaxLevels})
            for (const char colour : kColours)
                cases.push_back(
                    {"one colour only: " + std::to_string(count) + " levels of " +
                         std::string(1, colour),
                     judgeText(Levels(static_cast<std::size_t>(count), std::string(3, colour)))});
        cases.push_back({"the smallest tower, three colours a level", judgeText({"RGB", "RGB"})});
        cases.push_back({"a colour in the middle and at a side: the first block is not the best",
                         judgeText({"GGB", "RRR"})});
        cases.push_back({"the sample with its lower levels in another order (the same answer)",
                         judgeText({"BRG", "GGR", "BBB", "GRG", "RGB", "BRB"})});
        cases.push_back({"the sample mirrored (the same answer)",
                         judgeText({"BGR", "GRG", "BBB", "RGG", "GRB", "BRB"})});
        cases.push_back(
            {"six levels, each red, green and blue", judgeText(Levels(kMaxLevels, "RGB"))});
        cases.push_back(
            {"six levels, red sides and a green middle", judgeText(Levels(kMaxLevels, "RGR"))});
        return cases;
    }

    NamedInput random(std::uint64_t seed) const override {
        SeededRandom random(seed);
        const int count = kMinLevels + static_cast<int>(random.below(kMaxLevels - kMinLevels + 1));
        return {std::to_string(count) + " levels", judgeText(randomLevels(count, random))};
    }

    // Of a few random six-level towers, the one with the most states to solve.
    NamedInput maximal(std::uint64_t seed, SolveControl& control) const override {
        SeededRandom random(seed);
        Levels best;
        std::uint64_t bestStates = 0;
        for (int candidate = 0; candidate < 4 && !control.stopRequested(); ++candidate) {
            Levels levels = randomLevels(kMaxLevels, random);
            const jenga::Result result =
                jenga::solve(jenga::parseJudge(judgeText(levels)), control);
            if (best.empty() || result.stats.statesExplored > bestStates) {
                best = std::move(levels);
                bestStates = result.stats.statesExplored;
            }
        }
        return {"6 levels, " + std::to_string(bestStates) + " states",
                judgeText(best.empty() ? randomLevels(kMaxLevels, random) : best)};
    }

    std::unique_ptr<check::Answer> answer(std::string_view input,
                                          SolveControl& control) const override {
        const jenga::Tower tower = jenga::parseJudge(input);
        if (const auto problem = tower.validate())
            throw ParseError(0, *problem);
        const jenga::Result result = jenga::solve(tower, control);
        if (result.status != SolveStatus::Exact)
            throw CannotSolve(result.status, "the tower is beyond exact reach");
        auto answer = std::make_unique<JengaAnswer>();
        answer->value = result.expectedDuration;
        answer->text =
            formatReal(result.expectedDuration) + "\n"; // as formatJudgeAnswer, in any locale
        return answer;
    }

    Judgement judge(std::string_view, const check::Answer& answer,
                    std::string_view output) const override {
        const double expected = static_cast<const JengaAnswer&>(answer).value;
        TextScanner reader(output, TextScanner::ByteOrderMark::Keep);
        const auto token = reader.next();
        if (!token)
            return {Verdict::PresentationError,
                    "no output: expected one number, " + formatReal(expected)};
        const auto received = parseStrictReal(token->text);
        if (!received)
            return {Verdict::PresentationError,
                    "line " + std::to_string(token->line) + ": " + quoteToken(token->text) +
                        " is not a number (expected " + formatReal(expected) + ")"};
        if (const auto extra = reader.next())
            return {Verdict::PresentationError,
                    "line " + std::to_string(extra->line) +
                        ": extra output after the answer: " + quoteToken(extra->text)};
        const double error = std::fabs(*received - expected) / std::max(1.0, std::fabs(expected));
        if (!(error <= kTolerance)) {
            return {Verdict::WrongAnswer, "expected " + formatReal(expected) + ", received " +
                                              quoteToken(token->text) + ": an error of " +
                                              formatReal(error, 2) +
                                              " (the judge accepts 1e-6 absolute or relative)"};
        }
        return {};
    }

    std::vector<std::string> smaller(std::string_view input) const override {
        const Levels levels = levelsOf(input);
        std::vector<std::string> candidates;
        if (levels.size() > kMinLevels)
            for (std::size_t i = levels.size(); i-- > 0;) {
                Levels fewer = levels;
                fewer.erase(fewer.begin() + static_cast<long>(i));
                candidates.push_back(judgeText(fewer));
            }
        for (std::size_t i = 0; i < levels.size(); ++i)
            for (std::size_t slot = 0; slot < 3; ++slot)
                for (const char lower : kColours.substr(0, kColours.find(levels[i][slot]))) {
                    Levels recoloured = levels;
                    recoloured[i][slot] = lower;
                    candidates.push_back(judgeText(recoloured));
                }
        return candidates;
    }

    std::uint64_t size(std::string_view input) const override {
        const Levels levels = levelsOf(input);
        std::uint64_t colours = 0;
        for (const std::string& level : levels)
            for (const char c : level)
                colours += kColours.find(c);
        return levels.size() * 1000 + colours; // a level weighs more than any recolouring
    }

    std::string describe(std::string_view input) const override {
        return std::to_string(levelsOf(input).size()) + " levels";
    }
};

} // namespace

const check::PuzzleChecker& checker() {
    static const JengaChecker checker;
    return checker;
}

} // namespace pw::jenga
