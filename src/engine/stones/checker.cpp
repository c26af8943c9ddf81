// The checker of Stones (Codeforces 386D, Game with Points): boards of 3 to 70 vertices; the move
// count must be the minimum and the printed moves must be legal and end on 1, 2, 3 (any optimal
// path is accepted); shrinking by vertices and by lowering colours.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/checker.h"

#include "engine/common/random.h"
#include "engine/common/text_scanner.h"
#include "engine/stones/explain.h"
#include "engine/stones/judge.h"

#include <algorithm>

namespace pw::stones {

namespace {

using namespace pw::check;

using stones::Position;

constexpr int kMaxVertices = 70; // the contest's limit

Position boardOf(int n, const std::vector<std::string>& rows, std::array<int, 3> stones) {
    std::vector<stones::Colour> colours(static_cast<std::size_t>(n) * n, 0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (i != j)
                colours[static_cast<std::size_t>(i * n + j)] = static_cast<stones::Colour>(
                    rows[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)] - 'a');
    return Position(n, std::move(colours), stones);
}

// A board with every diagonal of one colour.
Position plainBoard(int n, std::array<int, 3> stones, char colour = 'a') {
    return boardOf(n, std::vector<std::string>(static_cast<std::size_t>(n), std::string(n, colour)),
                   stones);
}

// The vertices that are not `removed`, in order (a board without them, numbered again).
Position withoutVertices(const Position& position, const std::vector<bool>& removed) {
    std::vector<int> kept, newIndex(static_cast<std::size_t>(position.vertexCount()), -1);
    for (int v = 0; v < position.vertexCount(); ++v)
        if (!removed[static_cast<std::size_t>(v)]) {
            newIndex[static_cast<std::size_t>(v)] = static_cast<int>(kept.size());
            kept.push_back(v);
        }
    const int n = static_cast<int>(kept.size());
    std::vector<stones::Colour> colours(static_cast<std::size_t>(n) * n, 0);
    for (int i = 0; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (i != j)
                colours[static_cast<std::size_t>(i * n + j)] = position.colour(
                    kept[static_cast<std::size_t>(i)], kept[static_cast<std::size_t>(j)]);
    std::array<int, 3> stones{};
    for (std::size_t k = 0; k < 3; ++k)
        stones[k] = newIndex[static_cast<std::size_t>(position.stones()[k])];
    return Position(n, std::move(colours), stones);
}

std::string vertexList(const std::array<int, 3>& stones) {
    std::array<int, 3> sorted = stones;
    std::sort(sorted.begin(), sorted.end());
    std::string text = "{";
    for (const int vertex : sorted)
        text.append(text.size() > 1 ? ", " : "").append(std::to_string(vertex + 1));
    return text.append("}");
}

struct StonesAnswer : check::Answer {
    Position position;
    std::optional<int> moves;
};

class StonesChecker final : public PuzzleChecker {
public:
    std::string_view name() const override { return "stones"; }
    ContestLimits limits() const override { return {"Codeforces 386D", 1.0, 256}; }

    std::vector<NamedInput> samples() const override {
        return {{"sample 1", "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n"},
                {"sample 2", "4\n2 3 4\n*abc\na*ab\nba*b\ncbb*\n"}};
    }

    std::vector<NamedInput> edgeCases() const override {
        std::vector<NamedInput> cases;
        cases.push_back({"three vertices: the stones are already on 1, 2, 3",
                         stones::formatJudge(plainBoard(3, {0, 1, 2}))});
        cases.push_back(
            {"70 vertices, the stones already on 1, 2, 3",
             replaceStones(stones::formatJudge(stones::randomPosition(kMaxVertices, 26, 386)),
                           "1 2 3")});
        cases.push_back(
            {"the stones given in another order: 3 1 2 (already solved)",
             replaceStones(stones::formatJudge(stones::randomPosition(5, 2, 7)), "3 1 2")});
        cases.push_back({"one colour only: 70 vertices, stones on 68 69 70",
                         stones::formatJudge(plainBoard(kMaxVertices, {67, 68, 69}))});
        // The stones' diagonals are b, c, d and every other diagonal a: no move at all.
        Position stuck = plainBoard(6, {3, 4, 5});
        stuck = stuck.withColour(4, 5, 1).withColour(3, 5, 2).withColour(3, 4, 3);
        cases.push_back({"impossible: no stone can move", stones::formatJudge(stuck)});
        // The first random 70-vertex board of 26 colours (by seed) from which 1, 2, 3 is out of
        // reach (the tests check that it is).
        cases.push_back({"impossible on 70 vertices of 26 colours",
                         stones::formatJudge(stones::randomPosition(kMaxVertices, 26, 343))});
        cases.push_back({"two colours on 70 vertices",
                         stones::formatJudge(stones::randomPosition(kMaxVertices, 2, 1))});
        return cases;
    }

    NamedInput random(std::uint64_t seed) const override {
        SeededRandom random(seed);
        // Small boards half the time: small mistakes show on small boards.
        const int n = 3 + static_cast<int>(random.below(random.below(2) ? 8 : kMaxVertices - 2));
        const int colours = 1 + static_cast<int>(random.below(random.below(2) ? 3 : 26));
        return {"n = " + std::to_string(n) + ", " + std::to_string(colours) +
                    (colours == 1 ? " colour" : " colours"),
                stones::formatJudge(stones::randomPosition(n, colours, random.next()))};
    }

    // Of a few 70-vertex boards of one to three colours, the one whose search reaches most.
    NamedInput maximal(std::uint64_t seed, SolveControl& control) const override {
        SeededRandom random(seed);
        std::optional<Position> best;
        std::uint64_t most = 0;
        for (int candidate = 0; candidate < 3 && !control.stopRequested(); ++candidate) {
            const int colours = 1 + static_cast<int>(random.below(3));
            Position board = stones::randomPosition(kMaxVertices, colours, random.next());
            const stones::Result result = stones::solve(board, control);
            if (!best || result.stats.statesExplored > most) {
                best = std::move(board);
                most = result.stats.statesExplored;
            }
        }
        return {"n = 70, " + std::to_string(most) + " positions reached",
                stones::formatJudge(best ? *best : stones::randomPosition(kMaxVertices, 2, seed))};
    }

    std::unique_ptr<check::Answer> answer(std::string_view input,
                                          SolveControl& control) const override {
        auto answer = std::make_unique<StonesAnswer>();
        answer->position = stones::parseJudge(input);
        const stones::Result result = stones::solve(answer->position, control);
        if (result.status != SolveStatus::Exact)
            throw CannotSolve(result.status, "the search did not finish");
        answer->moves = result.moveCount;
        answer->text = stones::formatJudgeAnswer(result);
        return answer;
    }

    Judgement judge(std::string_view, const check::Answer& answer,
                    std::string_view output) const override {
        const auto& expected = static_cast<const StonesAnswer&>(answer);
        TextScanner reader(output, TextScanner::ByteOrderMark::Keep);
        const auto count = reader.next();
        if (!count)
            return {Verdict::PresentationError, "no output: expected the number of moves or -1"};
        const auto moves = parseStrictInteger(count->text);
        if (!moves)
            return {Verdict::PresentationError, "line " + std::to_string(count->line) + ": " +
                                                    quoteToken(count->text) +
                                                    " is not a whole number of moves"};
        const std::string best = expected.moves ? std::to_string(*expected.moves) : "-1";
        if (*moves == -1 || *moves < -1) {
            if (!expected.moves && *moves == -1)
                return extraOutput(reader, "-1");
            return {Verdict::WrongAnswer,
                    expected.moves ? "received " + std::string(count->text) + ", but " + best +
                                         plural(*expected.moves, " move", " moves") +
                                         " bring the stones to 1, 2, 3"
                                   : "received " + quoteToken(count->text) + ", expected -1"};
        }
        // The count is judged first: a count that is not the minimum is a wrong answer whatever
        // moves follow it. Too few moves (or any, where none can do) must break a rule: the first
        // illegal move is named too, when the output shows one.
        const auto illegalMove = [&]() -> std::string {
            Position now = expected.position;
            for (std::int64_t i = 0; i < std::min<std::int64_t>(*moves, kMaxReplayed); ++i)
                if (Judgement problem = replay(reader, now, i);
                    problem.verdict != Verdict::Accepted)
                    return problem.verdict == Verdict::WrongAnswer ? "; " + problem.detail : "";
            return {};
        };
        if (!expected.moves)
            return {Verdict::WrongAnswer, "expected -1: the stones can never reach 1, 2, 3 from " +
                                              vertexList(expected.position.stones()) +
                                              "; received " + std::string(count->text) +
                                              illegalMove()};
        if (*moves > *expected.moves)
            return {Verdict::WrongAnswer, "received " + std::string(count->text) +
                                              plural(*moves, " move", " moves") +
                                              ": not the fewest (" + best + " suffice)"};
        if (*moves < *expected.moves)
            return {Verdict::WrongAnswer, "received " + std::string(count->text) +
                                              plural(*moves, " move", " moves") +
                                              ", but no fewer than " + best +
                                              " can bring the stones to 1, 2, 3" + illegalMove()};
        // The printed moves replayed: the first one that cannot be played, if any.
        Position now = expected.position;
        for (std::int64_t i = 0; i < std::min<std::int64_t>(*moves, kMaxReplayed); ++i)
            if (Judgement problem = replay(reader, now, i); problem.verdict != Verdict::Accepted)
                return problem;
        if (!now.isGoal())
            return {Verdict::WrongAnswer, "after the " + best + plural(*moves, " move", " moves") +
                                              " the stones are on " + vertexList(now.stones()) +
                                              ", not on 1, 2, 3"};
        return extraOutput(reader, best + plural(*moves, " move", " moves"));
    }

    std::vector<std::string> smaller(std::string_view input) const override {
        const Position position = stones::parseJudge(input);
        const int n = position.vertexCount();
        std::vector<std::string> candidates;
        std::vector<int> free;
        for (int v = 0; v < n; ++v)
            if (!position.hasStoneAt(v))
                free.push_back(v);
        // Half the free vertices at once (the higher half, then the lower), then one at a time.
        if (free.size() >= 2) {
            const std::size_t half = free.size() / 2;
            for (const bool upper : {true, false}) {
                std::vector<bool> removed(static_cast<std::size_t>(n), false);
                for (std::size_t i = 0; i < half; ++i)
                    removed[static_cast<std::size_t>(upper ? free[free.size() - 1 - i] : free[i])] =
                        true;
                candidates.push_back(stones::formatJudge(withoutVertices(position, removed)));
            }
        }
        for (auto it = free.rbegin(); it != free.rend(); ++it) {
            std::vector<bool> removed(static_cast<std::size_t>(n), false);
            removed[static_cast<std::size_t>(*it)] = true;
            candidates.push_back(stones::formatJudge(withoutVertices(position, removed)));
        }
        // Lower colours: a whole colour becomes 'a', then single diagonals.
        std::vector<bool> present(stones::kColourCount, false);
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                present[position.colour(i, j)] = true;
        for (int colour = 1; colour < stones::kColourCount; ++colour) {
            if (!present[static_cast<std::size_t>(colour)])
                continue;
            Position recoloured = position;
            for (int i = 0; i < n; ++i)
                for (int j = i + 1; j < n; ++j)
                    if (position.colour(i, j) == colour)
                        recoloured = recoloured.withColour(i, j, 0);
            candidates.push_back(stones::formatJudge(recoloured));
        }
        for (int i = 0; i < n; ++i)
            for (int j = i + 1; j < n; ++j)
                if (position.colour(i, j) != 0)
                    candidates.push_back(stones::formatJudge(position.withColour(i, j, 0)));
        return candidates;
    }

    std::uint64_t size(std::string_view input) const override {
        const Position position = stones::parseJudge(input);
        std::uint64_t colours = 0;
        for (int i = 0; i < position.vertexCount(); ++i)
            for (int j = i + 1; j < position.vertexCount(); ++j)
                colours += position.colour(i, j);
        return (static_cast<std::uint64_t>(position.vertexCount()) << 20) + colours;
    }

    std::string describe(std::string_view input) const override {
        return "n = " + std::to_string(stones::parseJudge(input).vertexCount());
    }

private:
    static constexpr std::int64_t kMaxReplayed = 1'000'000; // a count beyond: not read further

    static std::string plural(std::int64_t count, const char* one, const char* many) {
        return count == 1 ? one : many;
    }

    // Accepted, or Presentation Error when anything follows the answer.
    static Judgement extraOutput(TextScanner& reader, const std::string& answer) {
        if (const auto extra = reader.next())
            return {Verdict::PresentationError, "line " + std::to_string(extra->line) +
                                                    ": extra output after the answer (" + answer +
                                                    "): " + quoteToken(extra->text)};
        return {};
    }

    // Reads move `index` (0-based) and plays it on `now`: Accepted when it is legal, Wrong Answer
    // saying why it is not, Presentation Error when it cannot be read.
    static Judgement replay(TextScanner& reader, Position& now, std::int64_t index) {
        const std::string which = "move " + std::to_string(index + 1);
        std::int64_t ends[2] = {};
        std::string text;
        std::size_t line = reader.line();
        for (std::int64_t& end : ends) {
            const auto token = reader.next();
            if (!token)
                return {Verdict::PresentationError, "the output ends before " + which};
            const auto vertex = parseStrictInteger(token->text);
            if (!vertex)
                return {Verdict::PresentationError, "line " + std::to_string(token->line) + ": " +
                                                        which + ": " + quoteToken(token->text) +
                                                        " is not a vertex number"};
            end = *vertex;
            line = token->line;
            text.append(text.empty() ? "" : " ").append(token->text);
        }
        const std::string where = "line " + std::to_string(line) + ": " + which + " '" + text +
                                  "' from " + vertexList(now.stones());
        const int n = now.vertexCount();
        if (ends[0] < 1 || ends[0] > n || ends[1] < 1 || ends[1] > n)
            return {Verdict::WrongAnswer,
                    where + " is off the board (vertices 1 to " + std::to_string(n) + ")"};
        const stones::Move move{static_cast<int>(ends[0] - 1), static_cast<int>(ends[1] - 1)};
        if (!now.hasStoneAt(move.from))
            return {Verdict::WrongAnswer,
                    where + " is illegal: no stone stands on " + std::to_string(ends[0])};
        if (now.hasStoneAt(move.to))
            return {Verdict::WrongAnswer,
                    where + " is illegal: vertex " + std::to_string(ends[1]) + " is taken"};
        if (!stones::isLegal(now, move)) {
            const std::string follow(1, stones::colourLetter(now.colourToFollow(move.from)));
            const std::string colour(1, stones::colourLetter(now.colour(move.from, move.to)));
            return {Verdict::WrongAnswer,
                    where + " is illegal: the stone must follow colour '" + follow +
                        "' (the diagonal joining the other two stones), but " +
                        text.substr(0, text.find(' ')) + "-" + text.substr(text.find(' ') + 1) +
                        " is '" + colour + "'"};
        }
        now = stones::apply(now, move);
        return {};
    }

    // The judge text with its second line (the stones) replaced.
    static std::string replaceStones(const std::string& text, std::string_view stones) {
        const std::size_t start = text.find('\n') + 1;
        const std::size_t end = text.find('\n', start);
        return text.substr(0, start) + std::string(stones) + text.substr(end);
    }
};

} // namespace

const check::PuzzleChecker& checker() {
    static const StonesChecker checker;
    return checker;
}

} // namespace pw::stones
