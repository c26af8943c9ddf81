// The sixth file of every puzzle folder, its checker (checker.h): what the solution checker
// (src/check) knows about the puzzle, as part of the puzzle's contract: its contest's limits, its
// tests (samples, edge cases, seeded random and maximal inputs), the exact answer from the
// engine, the contest checker's judgement of an output with the judges' verdicts, and how to
// make a failing input smaller. Plain values: the checker runs no program (src/check does).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::check {

enum class TestKind { Sample, Edge, Random, Max };
inline constexpr std::array<TestKind, 4> kTestKinds{TestKind::Sample, TestKind::Edge,
                                                    TestKind::Random, TestKind::Max};
std::string_view toString(TestKind kind); // "sample", "edge", "random", "max"

// A judge's verdicts, by the names judges give them.
enum class Verdict {
    Accepted,
    WrongAnswer,
    PresentationError, // the output cannot be read as an answer (not a number, missing, extra)
    TimeLimit,         // more processor time than the limit
    MemoryLimit,
    RuntimeError, // killed by a signal, or a non-zero exit status
    OutputLimit,  // more output than the output limit
    // Killed at the real-time limit with its processor time under the time limit: it waited, or
    // the machine was too busy to give it the processor (judged again once before it counts).
    IdlenessLimit,
};
inline constexpr std::array<Verdict, 8> kVerdicts{
    Verdict::Accepted,    Verdict::WrongAnswer,  Verdict::PresentationError,
    Verdict::TimeLimit,   Verdict::MemoryLimit,  Verdict::RuntimeError,
    Verdict::OutputLimit, Verdict::IdlenessLimit};

// "AC", "WA", "PE", "TLE", "MLE", "RE", "OLE", "IL"
std::string_view shortName(Verdict verdict);
std::string_view longName(Verdict verdict); // "Accepted", "Wrong Answer", ...
std::optional<Verdict> verdictFromShortName(std::string_view name);

// A verdict and, unless Accepted, where and how the run went wrong, in one or a few lines.
struct Judgement {
    Verdict verdict = Verdict::Accepted;
    std::string detail;
    // What makes two failures "the same way" while a case is shrunk: the verdict, and for a
    // runtime error the signal or exit status.
    std::string failureKey() const;
};

// A named input in the judge format.
struct NamedInput {
    std::string name; // "one colour only: 6 levels of G"
    std::string input;
};

// The exact answer to one input, from the engine: the text a correct program prints, and what
// the puzzle's checker needs besides (values, the board to replay moves on).
struct Answer {
    virtual ~Answer() = default;
    std::string text;
};

// The contest's limits: the default time and memory limits of a check.
struct ContestLimits {
    std::string_view contest;    // "Codeforces 424E"
    double seconds = 1.0;        // time limit a test
    std::uint64_t mebibytes = 0; // memory limit
};

class PuzzleChecker {
public:
    virtual ~PuzzleChecker() = default;
    virtual std::string_view name() const = 0; // the registry's puzzle name: "jenga"
    virtual ContestLimits limits() const = 0;
    // The problem statement's samples and the edge cases, in a fixed order.
    virtual std::vector<NamedInput> samples() const = 0;
    virtual std::vector<NamedInput> edgeCases() const = 0;
    // A random input within the contest's limits; the same seed gives the same input everywhere.
    virtual NamedInput random(std::uint64_t seed) const = 0;
    // An input at the contest's largest sizes, chosen to be slow for a solution (it may solve
    // candidates to choose: `control` stops it).
    virtual NamedInput maximal(std::uint64_t seed, SolveControl& control) const = 0;
    // The exact answer. Throws pw::ParseError for an input not in the format and pw::CannotSolve.
    virtual std::unique_ptr<Answer> answer(std::string_view input, SolveControl& control) const = 0;
    // The contest checker's verdict on `output` (Accepted, Wrong Answer or Presentation Error),
    // saying where it differs from the answer; input is quoted as every message quotes it
    // (quoteToken).
    virtual Judgement judge(std::string_view input, const Answer& answer,
                            std::string_view output) const = 0;
    // Inputs made from `input` by one step of shrinking (fewer levels, deals, tests, towers,
    // cubes or vertices; lower colours), each strictly smaller by size(), largest cuts first.
    virtual std::vector<std::string> smaller(std::string_view input) const = 0;
    // An order on inputs for shrinking and for picking the smallest failure: lower is smaller.
    virtual std::uint64_t size(std::string_view input) const = 0;
    // The size in words: "2 levels", "1 deal", "1 test, 82 cubes", "n = 4".
    virtual std::string describe(std::string_view input) const = 0;
};

// The checker of the registry's puzzle `name`; nullptr for another name (registry.cpp).
const PuzzleChecker* checkerFor(std::string_view name);

} // namespace pw::check
