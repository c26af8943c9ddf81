// The checker of Hackenbush towers (POJ 2931, Procrastination): tests of two three-tower
// configurations of at most 50 cubes a tower, "Test k: Yes/No" against exact values; shrinking by
// tests, towers and cubes.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/checker.h"

#include "engine/common/random.h"
#include "engine/common/text_scanner.h"
#include "engine/hackenbush/judge.h"

#include <algorithm>

namespace pw::hackenbush {

namespace {

using namespace pw::check;

constexpr std::size_t kMaxHeight = 50; // the contest's limit
constexpr int kMaximalTests = 1000;

// A test as its towers' letters, bottom first: C1's three, then C2's.
struct Test {
    std::array<std::string, 3> first;
    std::array<std::string, 3> second;
};

std::string judgeText(const std::vector<Test>& tests) {
    std::vector<hackenbush::JudgeTest> judge;
    const auto position = [](const std::array<std::string, 3>& letters) {
        std::vector<hackenbush::Tower> towers;
        for (const std::string& tower : letters)
            towers.push_back(hackenbush::Tower::fromLetters(tower));
        return hackenbush::Position(std::move(towers));
    };
    for (const Test& test : tests)
        judge.push_back({position(test.first), position(test.second)});
    return hackenbush::formatJudge(judge);
}

std::vector<Test> testsOf(std::string_view input) {
    std::vector<Test> tests;
    for (const hackenbush::JudgeTest& judge : hackenbush::parseJudge(input)) {
        Test test;
        for (std::size_t i = 0; i < 3; ++i) {
            test.first[i] = judge.first.tower(i).letters();
            test.second[i] = judge.second.tower(i).letters();
        }
        tests.push_back(std::move(test));
    }
    return tests;
}

std::size_t cubes(const Test& test) {
    std::size_t count = 0;
    for (const auto* side : {&test.first, &test.second})
        for (const std::string& tower : *side)
            count += tower.size();
    return count;
}

// Random colours above a bottom run of `run` cubes of one colour.
std::string randomTower(std::size_t height, SeededRandom& random, std::size_t run = 0) {
    std::string tower(std::min(run, height), random.below(2) ? 'W' : 'B');
    while (tower.size() < height)
        tower += random.below(2) ? 'W' : 'B';
    return tower;
}

// C2 from C1: its towers in another order, and (mostly) one cube flipped, deep in a tall tower
// often, so that the values differ in their last bits or not at all.
std::array<std::string, 3> nearCopy(std::array<std::string, 3> towers, SeededRandom& random) {
    std::swap(towers[0], towers[random.below(3)]);
    std::swap(towers[1], towers[1 + random.below(2)]);
    if (random.below(4) != 0) {
        std::string& tower = towers[random.below(3)];
        if (!tower.empty()) {
            const std::size_t at =
                tower.size() - 1 - random.below(std::min<std::size_t>(tower.size(), 3));
            tower[at] = tower[at] == 'W' ? 'B' : 'W';
        }
    }
    return towers;
}

Test randomTest(SeededRandom& random, std::size_t maxHeight) {
    Test test;
    for (std::string& tower : test.first)
        tower = randomTower(random.below(maxHeight + 1), random);
    // A third of the tall tests put a tower with a large integer part (a bottom run of 32 or
    // more) beside one whose fractions go down to 2^-49: their sum needs more than a double's 53
    // bits, and sums in double precision now and then compare wrongly. C2 holds the same towers
    // in another order, half the time with the last cube of the deep one flipped (2^-48 apart).
    if (maxHeight == kMaxHeight && random.below(3) == 0) {
        test.first[0] = randomTower(kMaxHeight, random, 32 + random.below(kMaxHeight - 32));
        std::string deep = randomTower(kMaxHeight, random, 1);
        deep[1] = deep[0] == 'W' ? 'B' : 'W';
        test.first[1] = deep;
        if (random.below(2) == 0)
            deep.back() = deep.back() == 'W' ? 'B' : 'W';
        test.second = {test.first[2], deep, test.first[0]};
        std::swap(test.second[random.below(3)], test.second[random.below(3)]);
    } else if (random.below(2) == 0) {
        test.second = nearCopy(test.first, random);
    } else {
        for (std::string& tower : test.second)
            tower = randomTower(random.below(maxHeight + 1), random);
    }
    if (random.below(2) == 0)
        std::swap(test.first, test.second);
    return test;
}

// "45 1/562949953421312", "1/562949953421312 (2^-49)": an exact value (a mixed number), with
// its power of two when it is one.
std::string valueText(const Dyadic& value) {
    std::string text = value.toMixedString();
    if (text.size() > 60)
        text = value.toDecimalString(40);
    if (mpz_cmpabs_ui(value.numerator(), 1) == 0 && value.exponent() > 4)
        text += " (" + std::string(value.sign() < 0 ? "-" : "") + "2^-" +
                std::to_string(value.exponent()) + ")";
    return text;
}

struct HackenbushAnswer : check::Answer {
    std::vector<hackenbush::Comparison> comparisons;
};

class HackenbushChecker final : public PuzzleChecker {
public:
    std::string_view name() const override { return "hackenbush"; }
    ContestLimits limits() const override { return {"POJ 2931", 1.0, 64}; }

    std::vector<NamedInput> samples() const override {
        return {{"sample 1", judgeText({{{"WBB", "WBW", "B"}, {"BWW", "BWW", "WBB"}},
                                        {{"WBB", "WBW", "BB"}, {"BWW", "BWW", "WBB"}}})}};
    }

    std::vector<NamedInput> edgeCases() const override {
        const std::string white(kMaxHeight, 'W'), black(kMaxHeight, 'B');
        std::string alternating;
        for (std::size_t i = 0; i < kMaxHeight; ++i)
            alternating += i % 2 ? 'B' : 'W';
        std::string lastFlipped = alternating;
        lastFlipped.back() = lastFlipped.back() == 'W' ? 'B' : 'W';
        std::string tiny(kMaxHeight, 'B'); // W then 49 B: 2^-49
        tiny.front() = 'W';
        const std::string big(45, 'W');
        SeededRandom random(2931);
        std::array<std::string, 3> tall;
        for (std::string& tower : tall)
            tower = randomTower(kMaxHeight, random);
        return {
            {"every tower empty (equal values: Yes)", judgeText({{{"", "", ""}, {"", "", ""}}})},
            {"one colour only: 50 white cubes a tower against 50 black",
             judgeText({{{white, white, white}, {black, black, black}},
                        {{black, black, black}, {white, white, white}}})},
            {"equal values, towers in another order",
             judgeText({{tall, {tall[2], tall[0], tall[1]}}})},
            {"equal values from other towers: 1/2 + 1/2 against 1",
             judgeText({{{"WB", "WB", ""}, {"W", "", ""}}, {{"W", "", ""}, {"", "WB", "WB"}}})},
            {"50-cube towers whose values differ only in the last cube",
             judgeText({{{alternating, white, black}, {lastFlipped, white, black}},
                        {{lastFlipped, white, black}, {alternating, white, black}}})},
            {"sums beyond double precision: 45 + 2^-49 against 45",
             judgeText({{{big, tiny, ""}, {big, "", ""}}, {{big, "", ""}, {big, tiny, ""}}})},
            {"heights 0 and 50 side by side", judgeText({{{"", white, ""}, {black, "", white}}})},
        };
    }

    NamedInput random(std::uint64_t seed) const override {
        SeededRandom random(seed);
        const auto count = 1 + random.below(5);
        // Low towers half the time: small mistakes show on small positions.
        const std::size_t maxHeight = random.below(2) ? kMaxHeight : 6;
        std::vector<Test> tests;
        for (std::uint64_t i = 0; i < count; ++i)
            tests.push_back(randomTest(random, maxHeight));
        return {std::to_string(count) + (count == 1 ? " test" : " tests") + ", heights up to " +
                    std::to_string(maxHeight),
                judgeText(tests)};
    }

    NamedInput maximal(std::uint64_t seed, SolveControl&) const override {
        SeededRandom random(seed);
        std::vector<Test> tests;
        for (int i = 0; i < kMaximalTests; ++i) {
            Test test;
            for (std::string& tower : test.first)
                tower = randomTower(kMaxHeight, random);
            test.second = nearCopy(test.first, random);
            tests.push_back(std::move(test));
        }
        return {std::to_string(kMaximalTests) + " tests of 50-cube towers", judgeText(tests)};
    }

    std::unique_ptr<check::Answer> answer(std::string_view input, SolveControl&) const override {
        auto answer = std::make_unique<HackenbushAnswer>();
        for (const hackenbush::JudgeTest& test : hackenbush::parseJudge(input))
            answer->comparisons.push_back(hackenbush::compare(test.first, test.second));
        answer->text = hackenbush::formatJudgeAnswer(answer->comparisons);
        return answer;
    }

    Judgement judge(std::string_view, const check::Answer& answer,
                    std::string_view output) const override {
        const auto& comparisons = static_cast<const HackenbushAnswer&>(answer).comparisons;
        TextScanner reader(output, TextScanner::ByteOrderMark::Keep);
        for (std::size_t k = 0; k < comparisons.size(); ++k) {
            const hackenbush::Comparison& comparison = comparisons[k];
            const std::string number = std::to_string(k + 1);
            const std::string expected =
                "Test " + number + ": " + (comparison.firstAtLeastSecond ? "Yes" : "No");
            const std::string words[] = {"Test", number + ":"};
            for (const std::string& word : words) {
                const auto token = reader.next();
                if (!token)
                    return {Verdict::PresentationError, "the output ends before test " + number +
                                                            " (expected '" + expected + "')"};
                if (token->text != word)
                    return {Verdict::PresentationError, "line " + std::to_string(token->line) +
                                                            ": expected '" + expected +
                                                            "', found " + quoteToken(token->text)};
            }
            const auto token = reader.next();
            if (!token || (token->text != "Yes" && token->text != "No"))
                return {
                    Verdict::PresentationError,
                    "test " + number + ": expected Yes or No, found " +
                        (token ? quoteToken(token->text) : std::string("the end of the output"))};
            if ((token->text == "Yes") != comparison.firstAtLeastSecond) {
                const Dyadic difference = comparison.firstValue - comparison.secondValue;
                return {Verdict::WrongAnswer, "line " + std::to_string(token->line) +
                                                  ": expected '" + expected + "', received '" +
                                                  std::string(token->text) +
                                                  "': C1 = " + valueText(comparison.firstValue) +
                                                  ", C2 = " + valueText(comparison.secondValue) +
                                                  ", C1 - C2 = " + valueText(difference)};
            }
        }
        if (const auto extra = reader.next())
            return {Verdict::PresentationError,
                    "line " + std::to_string(extra->line) + ": extra output after the " +
                        std::to_string(comparisons.size()) + " tests: " + quoteToken(extra->text)};
        return {};
    }

    std::vector<std::string> smaller(std::string_view input) const override {
        const std::vector<Test> tests = testsOf(input);
        std::vector<std::string> candidates;
        if (tests.size() > 1) {
            const auto half = static_cast<long>(tests.size() / 2);
            candidates.push_back(judgeText({tests.begin(), tests.begin() + half}));
            candidates.push_back(judgeText({tests.begin() + half, tests.end()}));
            for (std::size_t i = 0; i < tests.size(); ++i) {
                std::vector<Test> fewer = tests;
                fewer.erase(fewer.begin() + static_cast<long>(i));
                candidates.push_back(judgeText(fewer));
            }
        }
        // Then, in every test, towers emptied, halved, and one cube taken out (the cubes above
        // it move down), from the top.
        const auto edited = [&](std::size_t t, bool first, std::size_t i, auto&& change) {
            std::vector<Test> copy = tests;
            std::string& tower = (first ? copy[t].first : copy[t].second)[i];
            change(tower);
            candidates.push_back(judgeText(copy));
        };
        // A tower C1 and C2 share (the failure may lie in what they add to) shrinks on both sides:
        // emptied, halved, its top cube taken; and a cube of a bottom part two towers share
        // (where near-equal values differ only above) goes from both.
        for (std::size_t t = 0; t < tests.size(); ++t)
            for (std::size_t i = 0; i < 3; ++i)
                for (std::size_t j = 0; j < 3; ++j) {
                    const std::string& a = tests[t].first[i];
                    const std::string& b = tests[t].second[j];
                    std::size_t shared = 0;
                    while (shared < std::min(a.size(), b.size()) && a[shared] == b[shared])
                        ++shared;
                    if (shared == 0)
                        continue;
                    const auto both = [&](auto&& change) {
                        std::vector<Test> copy = tests;
                        change(copy[t].first[i]);
                        change(copy[t].second[j]);
                        candidates.push_back(judgeText(copy));
                    };
                    if (a == b)
                        for (const std::size_t keep : {std::size_t{0}, a.size() / 2, a.size() - 1})
                            both([keep](std::string& tower) { tower.resize(keep); });
                    for (std::size_t cube = shared; cube-- > 0;)
                        both([cube](std::string& tower) { tower.erase(cube, 1); });
                }
        for (const int pass : {0, 1, 2})
            for (std::size_t t = 0; t < tests.size(); ++t)
                for (const bool first : {true, false})
                    for (std::size_t i = 0; i < 3; ++i) {
                        const std::string& tower = (first ? tests[t].first : tests[t].second)[i];
                        if (tower.empty() || (pass == 1 && tower.size() < 2))
                            continue;
                        if (pass == 0)
                            edited(t, first, i, [](std::string& s) { s.clear(); });
                        else if (pass == 1)
                            edited(t, first, i, [](std::string& s) { s.resize(s.size() / 2); });
                        else
                            for (std::size_t cube = tower.size(); cube-- > 0;)
                                edited(t, first, i, [cube](std::string& s) { s.erase(cube, 1); });
                    }
        return candidates;
    }

    std::uint64_t size(std::string_view input) const override {
        const std::vector<Test> tests = testsOf(input);
        std::uint64_t count = 0;
        for (const Test& test : tests)
            count += cubes(test);
        return (tests.size() << 32) + count;
    }

    std::string describe(std::string_view input) const override {
        const std::vector<Test> tests = testsOf(input);
        std::size_t count = 0;
        for (const Test& test : tests)
            count += cubes(test);
        return std::to_string(tests.size()) + (tests.size() == 1 ? " test, " : " tests, ") +
               std::to_string(count) + (count == 1 ? " cube" : " cubes");
    }
};

} // namespace

const check::PuzzleChecker& checker() {
    static const HackenbushChecker checker;
    return checker;
}

} // namespace pw::hackenbush
