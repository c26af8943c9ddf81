// One check of a contestant's program: the seeded tests of a puzzle run one by one, each judged
// against the engine's exact answer, then the smallest failure shrunk to a minimal case. Used by
// `puzzle-workbench-cli check` and the application's Check a solution dialog.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/run_program.h"
#include "check/verdict.h"
#include "engine/common/checker.h"
#include "engine/common/solve_control.h"

#include <cstdint>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

namespace pw::check {

// Which tests run: all (samples, edge cases, random and maximal tests) or one kind.
enum class KindSelection { All, Sample, Edge, Random, Max };
std::optional<KindSelection> kindSelectionFromName(std::string_view name); // "all", "edge", ...

struct CheckOptions {
    std::uint64_t tests = 100; // random tests (with `all`, maximal ones: a tenth, at least 1)
    std::uint64_t seed = 1;
    KindSelection kinds = KindSelection::All;
    RunLimits limits;    // contestLimits(kit) unless the user says otherwise
    int maxFailures = 5; // testing stops after this many failing tests
    bool shrink = true;
    int shrinkRuns = 1000;       // runs of the program while shrinking, at most
    double shrinkSeconds = 60.0; // real time spent shrinking, at most
    Isolation isolation = Isolation::Sandbox;
};

// The contest's time and memory limits as run limits (the wall-clock limit from the time limit).
RunLimits contestLimits(const PuzzleChecker& kit);

struct TestResult {
    std::size_t number = 0; // 1-based, in the order run
    TestKind kind = TestKind::Sample;
    std::string name;
    std::string size; // the kit's words: "6 levels"
    Judgement judgement;
    double cpuSeconds = 0.0;
    double wallSeconds = 0.0;
    std::uint64_t peakMemoryBytes = 0;
};

struct FailingCase {
    std::size_t testNumber = 0; // the failing test it was shrunk from
    TestKind kind = TestKind::Sample;
    std::string testName;
    std::string originalInput;
    std::string originalSize;
    std::string input; // the minimal case, in the judge format
    std::string size;
    std::string expected;  // the exact answer's text
    std::string received;  // what the program printed on it
    std::string errorHead; // the start of what it printed on standard error
    Judgement judgement;   // on the minimal case
    int shrinkRuns = 0;
    int shrinkSteps = 0;
    bool shrinkComplete = false;  // no shrinking step keeps the failure
    bool shrinkOutOfTime = false; // options.shrinkSeconds ran out
};

struct CheckReport {
    std::string puzzle;
    std::string program; // as given, for the report
    CheckOptions options;
    std::vector<TestResult> results;
    std::size_t planned = 0;
    bool interrupted = false;       // stopped by the caller (Ctrl+C, Stop)
    bool stoppedAtFailures = false; // options.maxFailures failing tests were found
    std::optional<FailingCase> failure;
    double seconds = 0.0;    // the whole check
    Enforcement enforcement; // what the box enforced, and how

    std::size_t failures() const;
    bool passed() const { return !interrupted && failures() == 0; }
};

struct CheckProgress {
    enum class Phase { Compiling, Testing, Shrinking } phase = Phase::Testing;
    std::size_t done = 0; // tests finished
    std::size_t planned = 0;
    std::size_t failures = 0;
    std::string current; // the test running, the case being shrunk, or the compiler's command
    int shrinkRuns = 0;
    int shrinkSteps = 0;
    std::string size; // while shrinking: the smallest failing case's size
};

// Runs the check, every run in one box (options.isolation). Throws SandboxUnavailable before any
// test when no sandbox can be had, StartError when the program cannot be started at all (tested
// on the first test). A stop through `control` ends the test or shrinking run in progress at
// once; the report then holds what ran (interrupted). The exact answers are solved within
// `control`'s memory budget; progress is published on the calling thread as interim CheckProgress
// values (SolveControl::publishInterim).
CheckReport runCheck(const PuzzleChecker& kit, const Command& program, const CheckOptions& options,
                     SolveControl& control);

} // namespace pw::check
