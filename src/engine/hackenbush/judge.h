// The contest judge format of Procrastination (docs/puzzles.md (Hackenbush towers)): tests of two
// configurations. SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/hackenbush/position.h"
#include "engine/hackenbush/solver.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace pw::hackenbush {

// The contest allows heights up to 50; the workbench reads much taller towers.
inline constexpr std::int64_t kMaxJudgeHeight = 1'000'000;
inline constexpr std::int64_t kMaxJudgeTests = 1'000'000;
inline constexpr int kJudgeTowers = 3;

struct JudgeTest {
    Position first;  // C1, three towers
    Position second; // C2, three towers
};

// Reads every test and checks the layout: "Test k" numbered in order, three heights on one line,
// each non-empty tower's letters W/B on one later line holding exactly that many letters, no
// truncation, nothing after the last test. Blank lines are not counted (as a token reader sees
// the input): an empty tower's line may be missing or doubled. Throws ParseError naming the line.
// With rules that have green cubes (rules.h), a cube may also be G (an extension: the contest
// never has one).
std::vector<JudgeTest> parseJudge(std::string_view text);
std::vector<JudgeTest> parseJudgeWith(std::string_view text, const Rules& rules);
// The judge input for these tests (each configuration must have three towers).
std::string formatJudge(const std::vector<JudgeTest>& tests);
// "Test k: Yes" / "Test k: No", one line per comparison, k from 1.
std::string formatJudgeAnswer(const std::vector<Comparison>& comparisons);
// One test's answer line, "Test k: Yes" (k is 1-based), for writing answers as they come.
std::string formatJudgeAnswer(std::size_t testNumber, const Comparison& comparison);

// A one-line id of a list of tests (the workbench page's position, for copy/paste, undo and
// documents): each test is "C1,C2" with both configurations as text ids, tests are joined by
// ';', and "@k" (1-based) ends the id when test k, not the first, is the one shown.
// E.g. "WBB|WBW|B,BWW|BWW|WBB;WBB|WBW|BB,BWW|BWW|WBB@2".
struct TestsId {
    std::vector<JudgeTest> tests;
    int current = 0; // 0-based
};
std::string testsId(const std::vector<JudgeTest>& tests, int current);
TestsId parseTestsId(std::string_view id, const Rules& rules = {}); // throws ParseError (line 0)

} // namespace pw::hackenbush
