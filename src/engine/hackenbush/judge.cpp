// Reading and writing the Procrastination judge format, with line-exact error messages.
#include "engine/hackenbush/judge.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

#include <stdexcept>

namespace pw::hackenbush {

namespace {

std::string configurationName(int which) { return which == 0 ? "C1" : "C2"; }

// Truncation is reported at the last line that held a token (the scanner alone would name the
// line after a final newline).
void requireMore(TextScanner& scanner, const std::string& what) {
    if (!scanner.peek())
        throw ParseError(scanner.line(), "truncated input: expected " + what);
}

// A token that must continue `line`; otherwise the line ended early.
void requireOnLine(TextScanner& scanner, int line, const std::string& problem) {
    const auto token = scanner.peek();
    if (token && token->line != line)
        throw ParseError(line, problem);
}

// Reads one configuration; `previousLine` is the line of the last token before it.
Position readConfiguration(TextScanner& scanner, int testNumber, int which, int& previousLine) {
    const std::string where = "test " + std::to_string(testNumber) + " " + configurationName(which);
    std::int64_t heights[kJudgeTowers] = {};
    int heightsLine = 0;
    for (int i = 0; i < kJudgeTowers; ++i) {
        requireMore(scanner, "tower height " + std::to_string(i + 1) + " of " + where);
        if (i > 0)
            requireOnLine(scanner, heightsLine, "expected three tower heights of " + where + " on one line");
        heights[i] = scanner.expectInteger("tower height " + std::to_string(i + 1) + " of " + where, 0,
                                           kMaxJudgeHeight);
        if (i == 0) {
            heightsLine = scanner.line();
            if (heightsLine == previousLine)
                throw ParseError(heightsLine, "expected the heights of " + where + " on a new line");
        } else if (scanner.line() != heightsLine) {
            throw ParseError(heightsLine, "expected three tower heights of " + where + " on one line");
        }
    }
    if (!scanner.restOfLineIsEmpty())
        throw ParseError(heightsLine, "expected only the three tower heights of " + where + " on the line");
    previousLine = heightsLine;

    std::vector<Tower> towers;
    for (int i = 0; i < kJudgeTowers; ++i) {
        const std::string towerName = "tower " + std::to_string(i + 1) + " of " + where;
        const auto height = static_cast<std::size_t>(heights[i]);
        std::vector<Colour> cubes;
        cubes.reserve(height);
        int towerLine = 0;
        for (std::size_t k = 0; k < height; ++k) {
            const std::string what = "cube " + std::to_string(k + 1) + " of " + towerName;
            requireMore(scanner, what);
            if (k > 0)
                requireOnLine(scanner, towerLine, towerName + " has height " + std::to_string(height) +
                                                      " but its line holds " + std::to_string(k) + " cubes");
            const Token token = scanner.expect(what);
            if (k == 0) {
                towerLine = token.line;
                if (towerLine == previousLine) // cannot happen after the rest-of-line checks; kept as a guard
                    throw ParseError(towerLine, "expected " + towerName + " on a new line");
            } else if (token.line != towerLine) {
                throw ParseError(towerLine, towerName + " has height " + std::to_string(height) +
                                                " but its line holds " + std::to_string(k) + " cubes");
            }
            if (token.text == "W")
                cubes.push_back(Colour::White);
            else if (token.text == "B")
                cubes.push_back(Colour::Black);
            else
                throw ParseError(token.line, "expected W or B for cube " + std::to_string(k + 1) + " of " +
                                                 towerName + ", found " + quoteToken(token.text));
        }
        if (height > 0) {
            if (!scanner.restOfLineIsEmpty())
                throw ParseError(towerLine, towerName + " has height " + std::to_string(height) +
                                                " but its line holds more cubes");
            previousLine = towerLine;
        }
        towers.emplace_back(std::move(cubes));
    }
    return Position(std::move(towers));
}

} // namespace

std::vector<JudgeTest> parseJudge(std::string_view text) {
    TextScanner scanner(text);
    if (scanner.atEnd())
        throw ParseError(1, "empty input: expected the number of tests");
    const auto testCount = scanner.expectInteger("the number of tests", 0, kMaxJudgeTests);
    int previousLine = scanner.line();
    if (!scanner.restOfLineIsEmpty())
        throw ParseError(previousLine, "expected only the number of tests on the line");

    std::vector<JudgeTest> tests;
    tests.reserve(static_cast<std::size_t>(testCount));
    for (std::int64_t k = 1; k <= testCount; ++k) {
        const std::string header = "'Test " + std::to_string(k) + "'";
        requireMore(scanner, header);
        const Token word = scanner.expect(header);
        if (word.text != "Test")
            throw ParseError(word.line, "expected " + header + ", found " + quoteToken(word.text));
        if (word.line == previousLine)
            throw ParseError(word.line, "expected " + header + " on a new line");
        requireMore(scanner, header);
        requireOnLine(scanner, word.line, "expected " + header + " on one line");
        const auto number = scanner.expectInteger("the test number " + std::to_string(k), 0, kMaxJudgeTests);
        if (scanner.line() != word.line)
            throw ParseError(word.line, "expected " + header + " on one line");
        if (number != k)
            throw ParseError(word.line, "expected " + header + ", found 'Test " + std::to_string(number) +
                                            "': tests must be numbered 1, 2, 3... in order");
        if (!scanner.restOfLineIsEmpty())
            throw ParseError(word.line, "expected only " + header + " on the line");
        previousLine = word.line;

        JudgeTest test;
        test.first = readConfiguration(scanner, static_cast<int>(k), 0, previousLine);
        test.second = readConfiguration(scanner, static_cast<int>(k), 1, previousLine);
        tests.push_back(std::move(test));
    }
    if (const auto extra = scanner.next())
        throw ParseError(extra->line, "unexpected " + quoteToken(extra->text) + " after the last test (" +
                                          std::to_string(testCount) + " announced)");
    return tests;
}

std::string formatJudge(const std::vector<JudgeTest>& tests) {
    std::string out = std::to_string(tests.size()) + "\n";
    for (std::size_t k = 0; k < tests.size(); ++k) {
        out += "Test " + std::to_string(k + 1) + "\n";
        for (const Position* configuration : {&tests[k].first, &tests[k].second}) {
            if (configuration->towerCount() != kJudgeTowers)
                throw std::invalid_argument("formatJudge: a configuration needs exactly three towers");
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

std::string formatJudgeAnswer(const std::vector<Comparison>& comparisons) {
    std::string out;
    for (std::size_t k = 0; k < comparisons.size(); ++k)
        out += "Test " + std::to_string(k + 1) + ": " + (comparisons[k].firstAtLeastSecond ? "Yes" : "No") + "\n";
    return out;
}

} // namespace pw::hackenbush
