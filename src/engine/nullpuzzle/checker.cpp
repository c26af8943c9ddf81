// The empty puzzle's checker: counts up to 1000, the answer (the count itself) as one integer,
// shrinking by halving and by one.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/nullpuzzle/checker.h"

#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/common/text_scanner.h"
#include "engine/nullpuzzle/answer.h"
#include "engine/nullpuzzle/judge.h"
#include "engine/nullpuzzle/solver.h"

namespace pw::nullpuzzle {

namespace {

using namespace pw::check;

constexpr std::int64_t kLargest = 1000; // its "contest's" limit

std::string judgeText(std::int64_t count) {
    return formatJudge(Position{count});
}

struct NullAnswer : Answer {
    std::int64_t moves = 0;
};

class NullChecker final : public PuzzleChecker {
public:
    std::string_view name() const override { return kName; }
    ContestLimits limits() const override { return {"none (the empty puzzle)", 1.0, 64}; }
    std::vector<NamedInput> samples() const override { return {{"sample 1", judgeText(3)}}; }
    std::vector<NamedInput> edgeCases() const override {
        return {{"zero", judgeText(0)}, {"the largest count", judgeText(kLargest)}};
    }
    NamedInput random(std::uint64_t seed) const override {
        SeededRandom random(seed);
        const auto count = static_cast<std::int64_t>(random.below(kLargest + 1));
        return {"count " + std::to_string(count), judgeText(count)};
    }
    NamedInput maximal(std::uint64_t, SolveControl&) const override {
        return {"the largest count", judgeText(kLargest)};
    }
    std::unique_ptr<Answer> answer(std::string_view input, SolveControl& control) const override {
        const Result result = solve(parseJudge(input), control);
        if (result.status != SolveStatus::Exact)
            throw CannotSolve(result.status, "the count was not solved");
        auto answer = std::make_unique<NullAnswer>();
        answer->moves = result.moves;
        answer->text = formatJudgeAnswer(result);
        return answer;
    }
    Judgement judge(std::string_view, const Answer& answer,
                    std::string_view output) const override {
        const std::int64_t expected = static_cast<const NullAnswer&>(answer).moves;
        TextScanner reader(output, TextScanner::ByteOrderMark::Keep);
        const auto token = reader.next();
        if (!token)
            return {Verdict::PresentationError, "no output: expected the number of moves"};
        const auto received = parseStrictInteger(token->text);
        if (!received)
            return {Verdict::PresentationError, "line " + std::to_string(token->line) + ": " +
                                                    quoteToken(token->text) +
                                                    " is not a whole number"};
        if (const auto extra = reader.next())
            return {Verdict::PresentationError,
                    "line " + std::to_string(extra->line) +
                        ": extra output after the answer: " + quoteToken(extra->text)};
        if (*received != expected)
            return {Verdict::WrongAnswer, "expected " + std::to_string(expected) + ", received " +
                                              std::to_string(*received)};
        return {};
    }
    std::vector<std::string> smaller(std::string_view input) const override {
        const std::int64_t count = parseJudge(input).count;
        std::vector<std::string> candidates;
        if (count > 1)
            candidates.push_back(judgeText(count / 2));
        if (count > 0)
            candidates.push_back(judgeText(count - 1));
        return candidates;
    }
    std::uint64_t size(std::string_view input) const override {
        return static_cast<std::uint64_t>(parseJudge(input).count);
    }
    std::string describe(std::string_view input) const override {
        return "count " + std::to_string(parseJudge(input).count);
    }
};

} // namespace

const check::PuzzleChecker& checker() {
    static const NullChecker checker;
    return checker;
}

} // namespace pw::nullpuzzle
