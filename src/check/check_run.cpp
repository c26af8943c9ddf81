// runCheck: the test plan from the seed, one run and judgement a test, and shrinking the
// smallest failing test while the program fails on it the same way.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/check_run.h"

#include "check/box.h"
#include "check/shrink.h"
#include "engine/common/random.h"

#include <chrono>

namespace pw::check {

namespace {

struct PlannedTest {
    TestKind kind = TestKind::Sample;
    std::optional<NamedInput> fixed; // samples and edge cases
    std::uint64_t seed = 0;          // random and maximal tests
};

std::vector<PlannedTest> plan(const PuzzleChecker& kit, const CheckOptions& options) {
    const auto wants = [&](KindSelection kind) {
        return options.kinds == KindSelection::All || options.kinds == kind;
    };
    std::vector<PlannedTest> tests;
    if (wants(KindSelection::Sample))
        for (NamedInput& sample : kit.samples())
            tests.push_back({TestKind::Sample, std::move(sample), 0});
    if (wants(KindSelection::Edge))
        for (NamedInput& edge : kit.edgeCases())
            tests.push_back({TestKind::Edge, std::move(edge), 0});
    // Each kind draws its seeds from its own stream: --tests changes how many, never which.
    SeededRandom randomSeeds(options.seed);
    SeededRandom maximalSeeds(options.seed ^ 0x6D61782D74657374ull);
    if (wants(KindSelection::Random))
        for (std::uint64_t i = 0; i < options.tests; ++i)
            tests.push_back({TestKind::Random, std::nullopt, randomSeeds.next()});
    if (wants(KindSelection::Max)) {
        const std::uint64_t count = options.kinds == KindSelection::Max
                                        ? options.tests
                                        : std::max<std::uint64_t>(1, options.tests / 10);
        for (std::uint64_t i = 0; i < count; ++i)
            tests.push_back({TestKind::Max, std::nullopt, maximalSeeds.next()});
    }
    return tests;
}

NamedInput materialise(const PuzzleChecker& kit, const PlannedTest& test, SolveControl& control) {
    if (test.fixed)
        return *test.fixed;
    return test.kind == TestKind::Max ? kit.maximal(test.seed, control) : kit.random(test.seed);
}

// One run judged: the program's verdict from how it ended, else the checker's on its output.
struct Judged {
    RunResult run;
    Judgement judgement;
    std::string expected;
    bool stopped = false;
};

Judged judgeOnce(const PuzzleChecker& kit, ProgramRunner& program, const std::string& input,
                 const Answer& answer, const RunLimits& limits, std::stop_token stop) {
    Judged judged;
    judged.expected = answer.text;
    judged.run = program.run(input, limits, stop);
    if (judged.run.end == RunResult::End::Stopped) {
        judged.stopped = true;
        return judged;
    }
    if (auto verdict = runVerdict(judged.run, limits))
        judged.judgement = std::move(*verdict);
    else
        judged.judgement = kit.judge(input, answer, judged.run.output);
    return judged;
}

// A run judged; an idleness limit (which a busy machine can cause) is run again once before it
// counts.
Judged judgeRun(const PuzzleChecker& kit, ProgramRunner& program, const std::string& input,
                const RunLimits& limits, SolveControl& control, std::stop_token stop) {
    const std::unique_ptr<Answer> answer = kit.answer(input, control);
    Judged judged = judgeOnce(kit, program, input, *answer, limits, stop);
    if (judged.stopped || judged.judgement.verdict != Verdict::IdlenessLimit)
        return judged;
    Judged again = judgeOnce(kit, program, input, *answer, limits, stop);
    if (again.judgement.verdict == Verdict::IdlenessLimit)
        again.judgement.detail += "; a second run ended the same way";
    return again;
}

} // namespace

std::optional<KindSelection> kindSelectionFromName(std::string_view name) {
    if (name == "all")
        return KindSelection::All;
    if (name == "sample")
        return KindSelection::Sample;
    if (name == "edge")
        return KindSelection::Edge;
    if (name == "random")
        return KindSelection::Random;
    if (name == "max")
        return KindSelection::Max;
    return std::nullopt;
}

RunLimits contestLimits(const PuzzleChecker& kit) {
    RunLimits limits;
    limits.cpuSeconds = kit.limits().seconds;
    limits.wallSeconds = wallLimitFor(limits.cpuSeconds);
    limits.memoryBytes = kit.limits().mebibytes << 20;
    return limits;
}

std::size_t CheckReport::failures() const {
    std::size_t count = 0;
    for (const TestResult& result : results)
        count += result.judgement.verdict != Verdict::Accepted;
    return count;
}

CheckReport runCheck(const PuzzleChecker& kit, const Command& program, const CheckOptions& options,
                     SolveControl& control) {
    const std::stop_token stop = control.stopToken();
    const auto started = std::chrono::steady_clock::now();
    CheckReport report;
    report.puzzle = std::string(kit.name());
    report.options = options;
    const std::vector<PlannedTest> tests = plan(kit, options);
    report.planned = tests.size();
    ProgramRunner runner(program, options.isolation);
    report.enforcement = runner.start();
    CheckProgress progress;
    progress.planned = tests.size();
    const auto tell = [&] { control.publishInterim(progress); };

    // The smallest failing test so far, with what it printed.
    std::optional<FailingCase> smallest;
    std::uint64_t smallestSize = 0;
    for (const PlannedTest& planned : tests) {
        if (stop.stop_requested()) {
            report.interrupted = true;
            break;
        }
        NamedInput test = materialise(kit, planned, control);
        progress.current = std::string(toString(planned.kind)) + ": " + test.name;
        tell();
        Judged judged = judgeRun(kit, runner, test.input, options.limits, control, stop);
        if (judged.stopped || stop.stop_requested()) {
            report.interrupted = true;
            break;
        }
        TestResult result;
        result.number = report.results.size() + 1;
        result.kind = planned.kind;
        result.name = test.name;
        result.size = kit.describe(test.input);
        result.judgement = judged.judgement;
        result.cpuSeconds = judged.run.cpuSeconds;
        result.wallSeconds = judged.run.wallSeconds;
        result.peakMemoryBytes = judged.run.peakMemoryBytes;
        report.results.push_back(result);
        ++progress.done;
        if (result.judgement.verdict == Verdict::Accepted)
            continue;
        ++progress.failures;
        // The smallest failure is the one shrunk; an idleness limit (which depends on the
        // machine's load) only when nothing else failed.
        const bool idle = result.judgement.verdict == Verdict::IdlenessLimit;
        const bool smallestIdle = smallest && smallest->judgement.verdict == Verdict::IdlenessLimit;
        if (const std::uint64_t size = kit.size(test.input);
            !smallest || (idle == smallestIdle && size < smallestSize) || (!idle && smallestIdle)) {
            smallestSize = size;
            smallest.emplace();
            smallest->testNumber = result.number;
            smallest->kind = planned.kind;
            smallest->testName = test.name;
            smallest->originalInput = test.input;
            smallest->originalSize = result.size;
            smallest->input = test.input;
            smallest->size = result.size;
            smallest->expected = judged.expected;
            smallest->received = std::move(judged.run.output);
            smallest->errorHead = std::move(judged.run.errorHead);
            smallest->judgement = result.judgement;
        }
        if (static_cast<int>(progress.failures) >= options.maxFailures) {
            report.stoppedAtFailures = report.results.size() < tests.size();
            break;
        }
    }

    if (smallest && options.shrink && !report.interrupted &&
        smallest->judgement.verdict != Verdict::IdlenessLimit) {
        progress.phase = CheckProgress::Phase::Shrinking;
        progress.current = "test " + std::to_string(smallest->testNumber) + " (" +
                           std::string(shortName(smallest->judgement.verdict)) + ")";
        progress.size = smallest->size;
        tell();
        const std::string key = smallest->judgement.failureKey();
        // The last run that failed the same way: its outputs go with the minimal case.
        std::optional<Judged> lastFailing;
        const auto failsSameWay = [&](const std::string& candidate) {
            try {
                Judged judged = judgeRun(kit, runner, candidate, options.limits, control, stop);
                if (judged.stopped || judged.judgement.failureKey() != key)
                    return false;
                lastFailing = std::move(judged);
                return true;
            } catch (const CannotSolve&) {
                return false; // no exact answer: no evidence either way
            }
        };
        const auto deadline = std::chrono::steady_clock::now() +
                              std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                  std::chrono::duration<double>(options.shrinkSeconds));
        const ShrinkResult shrunk = shrink(kit, smallest->input, failsSameWay, options.shrinkRuns,
                                           deadline, stop, [&](const ShrinkResult& step) {
                                               progress.shrinkRuns = step.runs;
                                               progress.shrinkSteps = step.steps;
                                               progress.size = kit.describe(step.input);
                                               tell();
                                           });
        smallest->shrinkRuns = shrunk.runs;
        smallest->shrinkSteps = shrunk.steps;
        smallest->shrinkComplete = shrunk.complete;
        smallest->shrinkOutOfTime = shrunk.outOfTime;
        if (shrunk.steps > 0 && lastFailing) {
            smallest->input = shrunk.input;
            smallest->size = kit.describe(shrunk.input);
            smallest->expected = lastFailing->expected;
            smallest->received = std::move(lastFailing->run.output);
            smallest->errorHead = std::move(lastFailing->run.errorHead);
            smallest->judgement = lastFailing->judgement;
        }
        report.interrupted = stop.stop_requested();
    }
    report.failure = std::move(smallest);
    report.seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    return report;
}

} // namespace pw::check
