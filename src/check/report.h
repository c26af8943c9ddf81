// A check's report for people (the verdicts by test kind, the slowest tests, the minimal failing
// case with the expected and received output and where they differ) and as JSON.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/check_run.h"

#include <array>
#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace pw::check {

// How many tests of each kind had each verdict: counts[verdict][kind], kinds in kTestKinds order.
using VerdictCounts = std::array<std::array<std::size_t, 4>, kVerdicts.size()>;
VerdictCounts countVerdicts(const CheckReport& report);

// The `count` slowest tests by processor time (then real time), slowest first.
std::vector<const TestResult*> slowestTests(const CheckReport& report, std::size_t count = 5);

// Text shown from a program, made safe for a terminal or a label: each line escaped as every
// message escapes text (escapeForMessage: control bytes, invalid UTF-8, invisible and
// bidirectional characters), at most `maxLines` lines of at most 200 characters, each indented.
std::string printable(std::string_view text, std::size_t maxLines = 40,
                      std::string_view indent = "  ");

// The whole report as text. `caseFile`: where the minimal case was written (empty: nowhere).
std::string reportText(const CheckReport& report, const std::string& caseFile);
// The whole report as one JSON object and a newline (docs/cli.md lists its fields).
std::string reportJson(const CheckReport& report, const std::string& caseFile);

} // namespace pw::check
