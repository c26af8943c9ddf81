// The checker on the four puzzles: the contest checkers' verdicts on written outputs, the tests it
// generates, and whole checks of fixture solutions: a correct one for each puzzle passes, the
// deliberately wrong ones are caught and shrunk to a small case (bounds stated per puzzle).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/check_run.h"
#include "check/report.h"
#include "common/timing.h"
#include "engine/nullpuzzle/checker.h"
#include "engine/registry/registry.h"

#include <QElapsedTimer>
#include <QtTest>

#include <nlohmann/json.hpp>

using namespace pw::check;

namespace {

Command fixture(const std::string& name, const std::vector<std::string>& arguments = {}) {
    std::vector<std::string> argv{PW_CHECK_FIXTURE_DIR "/" + name};
    argv.insert(argv.end(), arguments.begin(), arguments.end());
    return resolveCommand(argv);
}

Judgement judged(const PuzzleChecker& kit, const std::string& input, const std::string& output) {
    pw::SolveControl control;
    return kit.judge(input, *kit.answer(input, control), output);
}

// A check with a control of its own (no stop, the default memory budget).
CheckReport run(const PuzzleChecker& kit, const Command& program, const CheckOptions& options) {
    pw::SolveControl control;
    return runCheck(kit, program, options, control);
}

CheckReport check(const PuzzleChecker& kit, const Command& program, std::uint64_t tests,
                  KindSelection kinds = KindSelection::All) {
    CheckOptions options;
    options.tests = tests;
    options.kinds = kinds;
    options.limits = contestLimits(kit);
    return run(kit, program, options);
}

// The check found a failure of `verdict` and shrank it; returns the minimal case.
FailingCase caught(const CheckReport& report, Verdict verdict) {
    if (!report.failure)
        qFatal("no failing case:\n%s", reportText(report, "").c_str());
    const FailingCase& failure = *report.failure;
    if (failure.judgement.verdict != verdict)
        qFatal("expected %s:\n%s", std::string(longName(verdict)).c_str(),
               reportText(report, "").c_str());
    return failure;
}

constexpr const char* kStonesSample = "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n";
constexpr const char* kHackenbushSample = "2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\n"
                                          "B W W\nW B B\nTest 2\n3 3 2\nW B B\nW B W\nB B\n"
                                          "3 3 3\nB W W\nB W W\nW B B\n";

} // namespace

class TestCheckPuzzles : public QObject {
    Q_OBJECT
private slots:
    void jengaJudgeAcceptsTheTolerance() {
        const PuzzleChecker& kit = *checkerFor("jenga");
        const std::string sample = kit.samples().front().input;
        QCOMPARE(judged(kit, sample, "17.119213696601992\n").verdict, Verdict::Accepted);
        QCOMPARE(judged(kit, sample, "  17.1192\n").verdict, Verdict::Accepted); // 8e-7 relative
        QCOMPARE(judged(kit, sample, "1.71192137e1").verdict, Verdict::Accepted);
        const Judgement off = judged(kit, sample, "17.12\n");
        QCOMPARE(off.verdict, Verdict::WrongAnswer);
        QCOMPARE(off.detail, std::string("expected 17.119213696602, received '17.12': an error "
                                         "of 4.6e-05 (the judge accepts 1e-6 absolute or "
                                         "relative)"));
        QCOMPARE(judged(kit, sample, "").verdict, Verdict::PresentationError);
        QCOMPARE(judged(kit, sample, "seventeen").verdict, Verdict::PresentationError);
        QCOMPARE(judged(kit, sample, "nan").verdict, Verdict::PresentationError);
        QCOMPARE(judged(kit, sample, "0x11").verdict, Verdict::PresentationError);
        QCOMPARE(judged(kit, sample, "17.119213696602 1").verdict, Verdict::PresentationError);
    }

    void patienceJudgeWantsSixDigits() {
        const PuzzleChecker& kit = *checkerFor("patience");
        const std::string sample = kit.samples().front().input; // 0.58931427...
        QCOMPARE(judged(kit, sample, "0.589314\n").verdict, Verdict::Accepted);
        QCOMPARE(judged(kit, sample, "0.589315\n").verdict, Verdict::Accepted); // a rounding
        QCOMPARE(judged(kit, sample, "0.589316\n").verdict, Verdict::WrongAnswer);
        const Judgement five = judged(kit, sample, "0.58931\n");
        QCOMPARE(five.verdict, Verdict::WrongAnswer);
        QCOMPARE(five.detail, std::string("deal 1 (line 1): received '0.58931' with 5 digits "
                                          "after the point; the judge compares the text 0.589314 "
                                          "(6 digits)"));
        QCOMPARE(judged(kit, sample, "").verdict, Verdict::PresentationError);
        QCOMPARE(judged(kit, sample, "0.589314 0.1").verdict, Verdict::PresentationError);
        const std::string two = sample + sample;
        QCOMPARE(judged(kit, two, "0.589314\n0.589314\n").verdict, Verdict::Accepted);
        QCOMPARE(judged(kit, two, "0.589314\n").detail,
                 std::string("the output ends after 1 of 2 answers (deal 2: expected 0.589314)"));
    }

    void hackenbushJudgeComparesExactValues() {
        const PuzzleChecker& kit = *checkerFor("hackenbush");
        QCOMPARE(judged(kit, kHackenbushSample, "Test 1: Yes\nTest 2: No\n").verdict,
                 Verdict::Accepted);
        const Judgement wrong = judged(kit, kHackenbushSample, "Test 1: Yes\nTest 2: Yes\n");
        QCOMPARE(wrong.verdict, Verdict::WrongAnswer);
        QCOMPARE(wrong.detail, std::string("line 2: expected 'Test 2: No', received 'Yes': "
                                           "C1 = -1, C2 = -1/4, C1 - C2 = -3/4"));
        QCOMPARE(judged(kit, kHackenbushSample, "Test 1: yes\nTest 2: No\n").verdict,
                 Verdict::PresentationError);
        QCOMPARE(judged(kit, kHackenbushSample, "Test 1 Yes\nTest 2: No\n").verdict,
                 Verdict::PresentationError);
        QCOMPARE(judged(kit, kHackenbushSample, "Test 1: Yes\n").verdict,
                 Verdict::PresentationError);
    }

    // The empty puzzle's checker (the template a new puzzle copies) judges and shrinks as the
    // others do, though the registry does not list it.
    void emptyPuzzleCheckerJudges() {
        const PuzzleChecker& kit = pw::nullpuzzle::checker();
        QCOMPARE(kit.name(), std::string_view("null"));
        QVERIFY(!checkerFor("null"));
        const std::string sample = kit.samples().front().input;
        QCOMPARE(sample, std::string("3\n"));
        QCOMPARE(judged(kit, sample, "3\n").verdict, Verdict::Accepted);
        QCOMPARE(judged(kit, sample, "4\n").detail, std::string("expected 3, received 4"));
        QCOMPARE(judged(kit, sample,
                        "\xEF\xBB\xBF"
                        "3\n")
                     .verdict,
                 Verdict::PresentationError);
        QCOMPARE(judged(kit, sample, "3 3\n").detail,
                 std::string("line 1: extra output after the answer: '3'"));
        QCOMPARE(kit.smaller("1000\n"), (std::vector<std::string>{"500\n", "999\n"}));
        QCOMPARE(kit.describe("7\n"), std::string("count 7"));
    }

    // Any optimal path is accepted; the count must be the fewest and every move legal.
    void stonesJudgeReplaysTheMoves() {
        const PuzzleChecker& kit = *checkerFor("stones");
        QCOMPARE(judged(kit, kStonesSample, "1\n4 1\n").verdict, Verdict::Accepted);
        const std::string open = "5\n3 4 5\n*aaaa\na*aaa\naa*aa\naaa*a\naaaa*\n";
        QCOMPARE(judged(kit, open, "2\n4 1\n5 2\n").verdict, Verdict::Accepted);
        QCOMPARE(judged(kit, open, "2\n5 2\n4 1\n").verdict, Verdict::Accepted);
        QCOMPARE(judged(kit, open, "3\n4 1\n1 2\n5 1\n").detail,
                 std::string("received 3 moves: not the fewest (2 suffice)"));
        // One move too many in the count, the optimal moves after it: the count decides, before
        // a replay that would run out of moves.
        const Judgement plusOne = judged(kit, open, "3\n4 1\n5 2\n");
        QCOMPARE(plusOne.verdict, Verdict::WrongAnswer);
        QCOMPARE(plusOne.detail, std::string("received 3 moves: not the fewest (2 suffice)"));
        QCOMPARE(judged(kit, open, "2\n4 1\n4 2\n").detail,
                 std::string("line 3: move 2 '4 2' from {1, 3, 5} is illegal: no stone stands "
                             "on 4"));
        QCOMPARE(judged(kit, open, "2\n4 1\n5 3\n").detail,
                 std::string("line 3: move 2 '5 3' from {1, 3, 5} is illegal: vertex 3 is taken"));
        QCOMPARE(judged(kit, open, "2\n4 1\n5 4\n").detail,
                 std::string("after the 2 moves the stones are on {1, 3, 4}, not on 1, 2, 3"));
        QCOMPARE(judged(kit, open, "-1\n").verdict, Verdict::WrongAnswer);
        QCOMPARE(judged(kit, open, "2\n4 1\n").verdict, Verdict::PresentationError);
        QCOMPARE(judged(kit, open, "two\n").verdict, Verdict::PresentationError);
        QCOMPARE(judged(kit, open, "2\n4 1\n5 2\n6 3\n").verdict, Verdict::PresentationError);
        const std::string stuck = "4\n2 3 4\n*abc\na*ab\nba*b\ncbb*\n";
        QCOMPARE(judged(kit, stuck, "-1\n").verdict, Verdict::Accepted);
        QCOMPARE(judged(kit, stuck, "1\n4 1\n").detail,
                 std::string("expected -1: the stones can never reach 1, 2, 3 from {2, 3, 4}; "
                             "received 1; line 2: move 1 '4 1' from {2, 3, 4} is illegal: the "
                             "stone must follow colour 'a' (the diagonal joining the other two "
                             "stones), but 4-1 is 'c'"));
    }

    // Every shrinking step is a valid input strictly smaller than the one it came from, and the
    // same seed gives the same tests.
    void generatedTestsAndShrinkingSteps() {
        for (const pw::registry::Puzzle& puzzle : pw::registry::puzzles()) {
            const PuzzleChecker* kit = &puzzle.checker();
            pw::SolveControl control;
            for (std::uint64_t seed : {1u, 2u, 3u}) {
                const NamedInput input = kit->random(seed);
                QCOMPARE(kit->random(seed).input, input.input);
                const std::uint64_t size = kit->size(input.input);
                for (const std::string& smaller : kit->smaller(input.input)) {
                    QVERIFY2(kit->size(smaller) < size, kit->name().data());
                    QVERIFY(!kit->answer(smaller, control)->text.empty());
                }
            }
            QVERIFY(kit->random(1).input != kit->random(2).input);
            for (const NamedInput& edge : kit->edgeCases())
                QVERIFY(!kit->answer(edge.input, control)->text.empty());
        }
        // The edge cases say what they are: check the answers they promise.
        pw::SolveControl control;
        const auto edge = [&](std::string_view puzzle, std::size_t index) {
            return checkerFor(puzzle)
                ->answer(checkerFor(puzzle)->edgeCases()[index].input, control)
                ->text;
        };
        QCOMPARE(edge("patience", 0), std::string("0.000000\n"));
        QCOMPARE(edge("patience", 1), std::string("0.000000\n"));
        QCOMPARE(edge("patience", 2), std::string("1.000000\n"));
        QCOMPARE(edge("patience", 3), std::string("0.589775\n"));
        QCOMPARE(edge("stones", 4), std::string("-1\n"));
        QCOMPARE(edge("stones", 5), std::string("-1\n"));
        QCOMPARE(edge("hackenbush", 5), std::string("Test 1: Yes\nTest 2: No\n"));
    }

    void correctSolutionsPass() {
        for (const pw::registry::Puzzle& puzzle : pw::registry::puzzles()) {
            const PuzzleChecker* kit = &puzzle.checker();
            const CheckReport report = check(*kit, fixture(std::string(kit->name()) + "_ok"), 10);
            QVERIFY2(report.passed(), reportText(report, "").c_str());
            QCOMPARE(report.results.size(), report.planned);
            QCOMPARE(report.planned, kit->samples().size() + kit->edgeCases().size() + 10 + 1);
        }
    }

    // Bound: 2 levels (the contest's fewest).
    void jengaTakingTheLowestBlockIsCaught() {
        const FailingCase failure =
            caught(check(*checkerFor("jenga"), fixture("jenga_lowest"), 10), Verdict::WrongAnswer);
        QCOMPARE(failure.input, std::string("2\nRRR\nRRR\n"));
        QCOMPARE(failure.expected, std::string("12\n"));
        QCOMPARE(failure.received, std::string("36.000000000000000\n"));
    }

    // Bound: one deal, with one reachable position.
    void patienceWithFiveDecimalsIsCaught() {
        const FailingCase failure =
            caught(check(*checkerFor("patience"), fixture("patience_5_decimals"), 10,
                         KindSelection::Random),
                   Verdict::WrongAnswer);
        QCOMPARE(failure.size, std::string("1 deal, 1 reachable position"));
        QVERIFY(failure.shrinkSteps > 0);
        QCOMPARE(failure.expected, std::string("0.000000\n"));
        QCOMPARE(failure.received, std::string("0.00000\n"));
    }

    // Bound: one test and at most 100 cubes (16 + 16 + 50 are found: a double's 53 bits).
    void hackenbushInDoublePrecisionIsCaught() {
        const FailingCase failure =
            caught(check(*checkerFor("hackenbush"), fixture("hackenbush_double"), 10),
                   Verdict::WrongAnswer);
        QCOMPARE(failure.size, std::string("1 test, 82 cubes"));
        QVERIFY(failure.shrinkComplete);
        QVERIFY(failure.judgement.detail.ends_with("C1 - C2 = -1/562949953421312 (-2^-49)"));
    }

    // Bound: n = 4.
    void stonesIgnoringTheColourRuleIsCaught() {
        const FailingCase failure = caught(
            check(*checkerFor("stones"), fixture("stones_any_colour"), 10), Verdict::WrongAnswer);
        QCOMPARE(failure.input, std::string("4\n2 3 4\n*aac\na*aa\naa*a\ncaa*\n"));
        QVERIFY(failure.judgement.detail.find("4-1 is 'c'") != std::string::npos);
    }

    // A program failing on every input shrinks to the smallest: for Stones a board of 3
    // vertices, for Hackenbush one test without cubes.
    // A program that sleeps is killed at the real-time limit with its processor time under the
    // time limit: an idleness limit (run again once), never shrunk as a time limit.
    void sleepingCrashingAndGarbageAreCaught() {
        CheckOptions options;
        options.tests = 5;
        options.limits = contestLimits(*checkerFor("hackenbush"));
        options.limits.cpuSeconds = 0.2;
        options.limits.wallSeconds = wallLimitFor(0.2);
        options.maxFailures = 2;
        const CheckReport slept =
            run(*checkerFor("hackenbush"), fixture("misbehave", {"sleep"}), options);
        const FailingCase sleeping = caught(slept, Verdict::IdlenessLimit);
        QCOMPARE(sleeping.shrinkRuns, 0);
        QCOMPARE(sleeping.size, sleeping.originalSize);
        QVERIFY2(sleeping.judgement.detail.find("it was waiting") != std::string::npos &&
                     sleeping.judgement.detail.ends_with("a second run ended the same way"),
                 sleeping.judgement.detail.c_str());
        QVERIFY(reportText(slept, "").find("an idleness limit depends on the machine's load") !=
                std::string::npos);
        QCOMPARE(slept.results.size(), std::size_t{2});
        QVERIFY(slept.stoppedAtFailures);

        const FailingCase crash =
            caught(check(*checkerFor("stones"), fixture("misbehave", {"crash"}), 5),
                   Verdict::RuntimeError);
        QCOMPARE(crash.size, std::string("n = 3"));
        QVERIFY(crash.judgement.detail.starts_with("killed by SIGSEGV"));

        const FailingCase garbage =
            caught(check(*checkerFor("jenga"), fixture("misbehave", {"garbage"}), 5),
                   Verdict::PresentationError);
        QCOMPARE(garbage.input, std::string("2\nRRR\nRRR\n"));
        QCOMPARE(garbage.judgement.detail,
                 std::string("line 1: 'garbage!' is not a number (expected 12)"));
    }

    // Busy a quarter of its time and killed at the real-time limit (as a correct program is on a
    // loaded machine): an idleness limit, run twice, never shrunk as a time limit.
    void halfSleepingProgramIsNeverShrunkAsATimeLimit() {
        CheckOptions options;
        options.tests = 3;
        options.kinds = KindSelection::Random;
        options.limits = contestLimits(*checkerFor("stones"));
        options.limits.cpuSeconds = 0.3;
        options.limits.wallSeconds = wallLimitFor(0.3);
        options.maxFailures = 1;
        const CheckReport report =
            run(*checkerFor("stones"), fixture("misbehave", {"halfsleep"}), options);
        const FailingCase failure = caught(report, Verdict::IdlenessLimit);
        QCOMPARE(failure.shrinkRuns, 0);
        QCOMPARE(report.failures(), std::size_t{1});
        QVERIFY(failure.judgement.detail.ends_with("a second run ended the same way"));
    }

    // Shrinking stops at its time budget, even with runs left.
    void shrinkingStopsAtItsTimeBudget() {
        CheckOptions options;
        options.tests = 1;
        options.kinds = KindSelection::Max;
        options.maxFailures = 1;
        options.shrinkSeconds = 1.0;
        QElapsedTimer clock;
        clock.start();
        const CheckReport report =
            run(*checkerFor("jenga"), fixture("misbehave", {"slowgarbage"}), options);
        const FailingCase failure = caught(report, Verdict::PresentationError);
        QVERIFY(failure.shrinkOutOfTime);
        QVERIFY(!failure.shrinkComplete);
        QVERIFY2(failure.shrinkRuns >= 2 && failure.shrinkRuns < 20,
                 std::to_string(failure.shrinkRuns).c_str());
        PW_VERIFY_FASTER(clock.elapsed(), 10000);
        QVERIFY(reportText(report, "")
                    .find("shrinking stopped at its time budget of 1 s "
                          "(--shrink-seconds)") != std::string::npos);
    }

    void reportCountsVerdictsByKind() {
        const CheckReport report = check(*checkerFor("stones"), fixture("stones_any_colour"), 10);
        const VerdictCounts counts = countVerdicts(report);
        std::size_t total = 0;
        for (const auto& row : counts)
            for (const std::size_t count : row)
                total += count;
        QCOMPARE(total, report.results.size());
        QCOMPARE(counts[static_cast<std::size_t>(Verdict::WrongAnswer)][0], std::size_t{1});
        const auto json = nlohmann::json::parse(reportJson(report, "case.txt"));
        QCOMPARE(json["failure"]["verdict"].get<std::string>(), std::string("WA"));
        QCOMPARE(json["failure"]["file"].get<std::string>(), std::string("case.txt"));
        QCOMPARE(json["summary"]["WA"]["sample"].get<int>(), 1);
        QCOMPARE(json["passed"].get<bool>(), false);
        QCOMPARE(json["results"].size(), report.results.size());
        const std::string text = reportText(report, "case.txt");
        QVERIFY(text.find("FAILED: Wrong Answer on test 2 (sample: sample 2).") !=
                std::string::npos);
        QVERIFY(text.find("The case is in case.txt") != std::string::npos);
    }

    void printableEscapesWhatAProgramPrints() {
        QCOMPARE(printable("a\x1b[2Jb\n\xff\xc3\xa9\n", 10, "> "),
                 std::string("> a\\x1b[2Jb\n> \\xffé\n"));
        QCOMPARE(printable("1\n2\n3\n", 2, ""), std::string("1\n2\n… (2 more bytes)\n"));
        QCOMPARE(printable("x", 5, ""), std::string("x  (no newline at the end)\n"));
    }
};

QTEST_GUILESS_MAIN(TestCheckPuzzles)
#include "test_check_puzzles.moc"
