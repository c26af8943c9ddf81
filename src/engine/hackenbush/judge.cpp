// Reading and writing the Procrastination judge format, with line-exact error messages.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/judge.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

#include <algorithm>
#include <charconv>
#include <stdexcept>

namespace pw::hackenbush {

namespace {

std::string configurationName(int testNumber, int which) {
    return "test " + std::to_string(testNumber) + (which == 0 ? " C1" : " C2");
}

std::string towerName(int tower, int testNumber, int which) {
    return "tower " + std::to_string(tower + 1) + " of " + configurationName(testNumber, which);
}

// Truncation is reported at the last line that held a token (the scanner alone would name the
// line after a final newline). Messages are built only on error: a million cubes are read per
// second here, and building a string per token would dominate.
template <typename Describe> void requireMore(TextScanner& scanner, Describe&& what) {
    if (!scanner.peek())
        throw ParseError(scanner.line(), "truncated input: expected " + what());
}

// The next token (one scan, for the hot loop over cubes), or truncation as above.
template <typename Describe> Token nextToken(TextScanner& scanner, Describe&& what) {
    const LineNumber lastLine = scanner.line();
    const auto token = scanner.next();
    if (!token)
        throw ParseError(lastLine, "truncated input: expected " + what());
    return *token;
}

// True when the next token exists and is not on `line`.
bool nextIsOnAnotherLine(TextScanner& scanner, LineNumber line) {
    const auto token = scanner.peek();
    return token && token->line != line;
}

// Reads one configuration. Every line before it was checked to end where it should, so the
// heights and each tower start on new lines.
Position readConfiguration(TextScanner& scanner, int testNumber, int which, const Rules& rules) {
    std::int64_t heights[kJudgeTowers] = {};
    LineNumber heightsLine = 0;
    for (int i = 0; i < kJudgeTowers; ++i) {
        const auto what = [&] {
            return "tower height " + std::to_string(i + 1) + " of " +
                   configurationName(testNumber, which);
        };
        requireMore(scanner, what);
        if (i > 0 && nextIsOnAnotherLine(scanner, heightsLine))
            throw ParseError(heightsLine, "expected three tower heights of " +
                                              configurationName(testNumber, which) +
                                              " on one line");
        heights[i] = scanner.expectInteger(what(), 0, kMaxJudgeHeight);
        if (i == 0)
            heightsLine = scanner.line();
    }
    if (!scanner.restOfLineIsEmpty())
        throw ParseError(heightsLine, "expected only the three tower heights of " +
                                          configurationName(testNumber, which) + " on the line");

    std::vector<Tower> towers;
    for (int i = 0; i < kJudgeTowers; ++i) {
        const auto height = static_cast<std::size_t>(heights[i]);
        std::vector<Colour> cubes;
        cubes.reserve(height);
        int towerLine = 0;
        for (std::size_t k = 0; k < height; ++k) {
            const Token token = nextToken(scanner, [&] {
                return "cube " + std::to_string(k + 1) + " of " + towerName(i, testNumber, which);
            });
            if (k == 0)
                towerLine = token.line;
            else if (token.line != towerLine)
                throw ParseError(towerLine, towerName(i, testNumber, which) + " has height " +
                                                std::to_string(height) + " but its line holds " +
                                                std::to_string(k) + " cubes");
            if (token.text == "W")
                cubes.push_back(Colour::White);
            else if (token.text == "B")
                cubes.push_back(Colour::Black);
            else if (token.text == "G" && rules.greenCubes)
                cubes.push_back(Colour::Green);
            else
                throw ParseError(
                    token.line,
                    std::string(rules.greenCubes ? "expected W, B or G" : "expected W or B") +
                        " for cube " + std::to_string(k + 1) + " of " +
                        towerName(i, testNumber, which) + ", found " + quoteToken(token.text));
        }
        if (height > 0 && !scanner.restOfLineIsEmpty())
            throw ParseError(towerLine, towerName(i, testNumber, which) + " has height " +
                                            std::to_string(height) +
                                            " but its line holds more cubes");
        towers.emplace_back(std::move(cubes));
    }
    return Position(std::move(towers));
}

} // namespace

std::vector<JudgeTest> parseJudge(std::string_view text) {
    return parseJudgeWith(text, Rules{});
}

std::vector<JudgeTest> parseJudgeWith(std::string_view text, const Rules& rules) {
    TextScanner scanner(text);
    if (scanner.atEnd())
        throw ParseError(1, "empty input: expected the number of tests");
    const auto testCount = scanner.expectInteger("the number of tests", 0, kMaxJudgeTests);
    if (!scanner.restOfLineIsEmpty())
        throw ParseError(scanner.line(), "expected only the number of tests on the line");

    std::vector<JudgeTest> tests;
    // A test takes at least 20 characters; do not let a bad count reserve memory for nothing.
    tests.reserve(std::min(static_cast<std::size_t>(testCount), text.size() / 20 + 1));
    for (std::int64_t k = 1; k <= testCount; ++k) {
        const std::string header = "'Test " + std::to_string(k) + "'";
        requireMore(scanner, [&] { return header; });
        const Token word = *scanner.next();
        if (word.text != "Test")
            throw ParseError(word.line, "expected " + header + ", found " + quoteToken(word.text));
        requireMore(scanner, [&] { return header; });
        if (nextIsOnAnotherLine(scanner, word.line))
            throw ParseError(word.line, "expected " + header + " on one line");
        const auto number =
            scanner.expectInteger("the test number " + std::to_string(k), 0, kMaxJudgeTests);
        if (number != k)
            throw ParseError(word.line, "expected " + header + ", found 'Test " +
                                            std::to_string(number) +
                                            "': tests must be numbered 1, 2, 3... in order");
        if (!scanner.restOfLineIsEmpty())
            throw ParseError(word.line, "expected only " + header + " on the line");

        JudgeTest test;
        test.first = readConfiguration(scanner, static_cast<int>(k), 0, rules);
        test.second = readConfiguration(scanner, static_cast<int>(k), 1, rules);
        tests.push_back(std::move(test));
    }
    if (const auto extra = scanner.next())
        throw ParseError(extra->line, "unexpected " + quoteToken(extra->text) +
                                          " after the last test (" + std::to_string(testCount) +
                                          " announced)");
    return tests;
}

std::string formatJudge(const std::vector<JudgeTest>& tests) {
    std::string out = std::to_string(tests.size()) + "\n";
    for (std::size_t k = 0; k < tests.size(); ++k) {
        out += "Test " + std::to_string(k + 1) + "\n";
        for (const Position* configuration : {&tests[k].first, &tests[k].second}) {
            if (configuration->towerCount() != kJudgeTowers)
                throw std::invalid_argument(
                    "formatJudge: a configuration needs exactly three towers");
            for (std::size_t i = 0; i < kJudgeTowers; ++i) {
                if (i > 0)
                    out += ' ';
                out += std::to_string(configuration->tower(i).height());
            }
            out += "\n";
            for (const Tower& tower : configuration->towers()) {
                for (std::size_t c = 0; c < tower.height(); ++c) {
                    if (c > 0)
                        out += ' ';
                    out += colourLetter(tower.cube(c));
                }
                out += "\n";
            }
        }
    }
    return out;
}

std::string formatJudgeAnswer(std::size_t testNumber, const Comparison& comparison) {
    return "Test " + std::to_string(testNumber) + ": " +
           (comparison.firstAtLeastSecond ? "Yes" : "No") + "\n";
}

std::string formatJudgeAnswer(const std::vector<Comparison>& comparisons) {
    std::string out;
    for (std::size_t k = 0; k < comparisons.size(); ++k)
        out += formatJudgeAnswer(k + 1, comparisons[k]);
    return out;
}

std::string testsId(const std::vector<JudgeTest>& tests, int current) {
    std::string id;
    for (std::size_t i = 0; i < tests.size(); ++i) {
        if (i > 0)
            id += ';';
        id += textId(tests[i].first) + ',' + textId(tests[i].second);
    }
    if (current > 0)
        id += '@' + std::to_string(current + 1);
    return id;
}

TestsId parseTestsId(std::string_view id, const Rules& rules) {
    TestsId result;
    if (const auto at = id.rfind('@'); at != std::string_view::npos) {
        const std::string_view number = id.substr(at + 1);
        int k = 0;
        const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), k);
        if (error != std::errc{} || end != number.data() + number.size() || k < 1)
            throw ParseError(0, "expected a test number after '@'");
        result.current = k - 1;
        id = id.substr(0, at);
    }
    while (true) {
        const std::size_t end = std::min(id.find(';'), id.size());
        const std::string_view test = id.substr(0, end);
        const std::size_t comma = test.find(',');
        if (comma == std::string_view::npos)
            throw ParseError(0, "expected two configurations \"C1,C2\" in test " +
                                    std::to_string(result.tests.size() + 1));
        result.tests.push_back({parseTextIdWith(test.substr(0, comma), rules),
                                parseTextIdWith(test.substr(comma + 1), rules)});
        if (end == id.size())
            break;
        id.remove_prefix(end + 1);
    }
    if (result.current >= static_cast<int>(result.tests.size()))
        throw ParseError(0, "test " + std::to_string(result.current + 1) + " does not exist");
    return result;
}

} // namespace pw::hackenbush
