// Stones solver: level-by-level breadth-first search from the goal over unordered stone triples.
//
// Layout (n = 500: 20.7 M triples, under 30 MB in all, so the search runs out of the L3 cache):
// - residues: distance modulo 3, two bits a triple in colex order (the result);
// - unvisited: for every pair y < z of stones, a bitset of the vertices v for which {v, y, z}
//   has not been reached yet; moving the third stone off a pair is then one AND of that row with
//   the bitset of vertices joined to the moving stone by the colour of the pair ("joins");
// - the frontier: one bit a triple in colex order plus a summary bit a word, swept in index
//   order, so the triples that share their two highest stones are expanded together and the
//   rows they read are neighbours in memory.
// Small levels are pushed (each frontier triple moves its stones); large ones are pulled (each
// unreached triple asks whether one move leads into the frontier, spread into pair rows), which
// replaces scattered writes by nearby reads: about twice as fast at n = 500.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/stones/distance_table_impl.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <new>
#include <stdexcept>

namespace pw::stones {

namespace {

using detail::choose2;
using detail::choose3;
using Word = std::uint64_t;

std::size_t wordsFor(std::uint64_t bits) {
    return static_cast<std::size_t>((bits + 63) / 64);
}

// A set of triples: one bit each, plus one summary bit for every non-empty word so that
// sparse levels are swept quickly.
struct TripleSet {
    std::vector<Word> bits;
    std::vector<Word> summary;

    explicit TripleSet(std::uint64_t count)
        : bits(wordsFor(count), 0), summary(wordsFor(wordsFor(count)), 0) {}

    void insert(std::uint64_t index) {
        const std::uint64_t word = index >> 6;
        bits[word] |= Word{1} << (index & 63);
        summary[word >> 6] |= Word{1} << (word & 63);
    }
};

// Turns increasing triple indices back into stones, cheaply when they come close together.
class TripleCursor {
public:
    void reset() { set(1, 2); }

    // The stones {a, b, c} of `index`; indices must not decrease between calls (until reset).
    void locate(std::uint64_t index, int& a, int& b, int& c) {
        for (int step = 0; index >= pairEnd_ && step < 4; ++step) {
            if (b_ + 1 < c_)
                set(b_ + 1, c_);
            else
                set(1, c_ + 1);
        }
        if (index >= pairEnd_)
            jumpTo(index);
        a = static_cast<int>(index - pairStart_);
        b = b_;
        c = c_;
    }

private:
    void set(int b, int c) {
        b_ = b;
        c_ = c;
        pairStart_ =
            choose3(static_cast<std::uint64_t>(c)) + choose2(static_cast<std::uint64_t>(b));
        pairEnd_ = pairStart_ + static_cast<std::uint64_t>(b);
    }

    void jumpTo(std::uint64_t index) {
        auto c = static_cast<std::uint64_t>(std::cbrt(6.0 * static_cast<double>(index))) + 1;
        while (choose3(c) > index)
            --c;
        while (choose3(c + 1) <= index)
            ++c;
        const std::uint64_t rest = index - choose3(c);
        auto b = static_cast<std::uint64_t>(std::sqrt(2.0 * static_cast<double>(rest))) + 1;
        while (b > 1 && choose2(b) > rest)
            --b;
        while (choose2(b + 1) <= rest)
            ++b;
        set(static_cast<int>(b), static_cast<int>(c));
    }

    int b_ = 1;
    int c_ = 2;
    std::uint64_t pairStart_ = 0;
    std::uint64_t pairEnd_ = 1;
};

class GoalSearch {
public:
    explicit GoalSearch(const Position& board)
        : board_(board), n_(board.vertexCount()),
          rowWords_(wordsFor(static_cast<std::uint64_t>(n_))),
          tripleCount_(detail::tripleCount(n_)) {}

    static std::size_t bytesNeeded(int n) {
        const std::uint64_t triples = detail::tripleCount(n);
        const std::size_t rowWords = wordsFor(static_cast<std::uint64_t>(n));
        const std::size_t words = wordsFor(triples * 2)                               // residues
                                  + choose2(static_cast<std::uint64_t>(n)) * rowWords // unvisited
                                  + choose2(static_cast<std::uint64_t>(n)) * rowWords // frontier
                                  + 2 * (wordsFor(triples) + wordsFor(wordsFor(triples)))  // levels
                                  + static_cast<std::size_t>(n) * kColourCount * rowWords; // joins
        return words * sizeof(Word);
    }

    // Runs the search over the goal's whole component, or (extraLevels set) until the start's
    // level and extraLevels more are labelled; false when cancelled.
    bool run(SolveControl& control, const std::array<int, 3>& start, std::optional<int> extraLevels,
             const std::array<int, 3>& goal) {
        buildRows();
        residues_.assign(wordsFor(tripleCount_ * 2), ~Word{0});
        TripleSet current(tripleCount_);
        TripleSet next(tripleCount_);
        startIndex_ = detail::tripleIndex(start[0], start[1], start[2]);
        markReached(goal[0], goal[1], goal[2]);
        current.insert(detail::tripleIndex(goal[0], goal[1], goal[2]));

        std::uint64_t frontierSize = 1;
        for (int level = 0;; ++level) {
            const std::uint64_t reachedBefore = reached_;
            const bool finished = pullIsCheaper(frontierSize)
                                      ? pullLevel(level, current, next, control)
                                      : pushLevel(level, current, next, control);
            if (!finished)
                return false;
            frontierSize = reached_ - reachedBefore;
            if (frontierSize == 0)
                return true;
            // Every level up to this one is labelled: enough when the answer is all that is asked.
            if (extraLevels && startDistance_ && level >= *startDistance_ + *extraLevels)
                return true;
            std::swap(current, next);
            if (report(control))
                return false;
        }
    }

    std::vector<Word> takeResidues() { return std::move(residues_); }
    std::uint64_t reached() const { return reached_; }
    std::optional<int> startDistance() const { return startDistance_; }

private:
    Word* unvisitedRow(int y, int z) { // y < z
        return unvisited_.data() +
               (choose2(static_cast<std::uint64_t>(z)) + static_cast<std::uint64_t>(y)) * rowWords_;
    }
    static void clearBit(Word* row, int v) { row[v >> 6] &= ~(Word{1} << (v & 63)); }
    static void setBit(Word* row, int v) { row[v >> 6] |= Word{1} << (v & 63); }
    Word* frontierRow(int y, int z) { // y < z
        return frontierRows_.data() +
               (choose2(static_cast<std::uint64_t>(z)) + static_cast<std::uint64_t>(y)) * rowWords_;
    }
    Word* join(int x, Colour colour) {
        // Colour-major: the rows of consecutive stones for one colour are neighbours in memory.
        return joins_.data() + (static_cast<std::size_t>(colour) * static_cast<std::size_t>(n_) +
                                static_cast<std::size_t>(x)) *
                                   rowWords_;
    }
    void setResidue(std::uint64_t index, int level) {
        Word& cell = residues_[index >> 5];
        const unsigned shift = static_cast<unsigned>(index & 31) * 2;
        cell = (cell & ~(Word{3} << shift)) | (static_cast<Word>(level % 3) << shift);
    }
    bool report(SolveControl& control) {
        return control.checkpoint(
            reached_, "search", static_cast<double>(reached_) / static_cast<double>(tripleCount_));
    }
    bool checkpoint(SolveControl& control) { return (++work_ & 0x3fff) == 0 && report(control); }

    // Push reads a few rows per frontier position but writes three scattered bits per new
    // position; pull reads up to three nearby rows per unreached position. Measured at n = 500,
    // pull wins once the frontier is more than about 1/14 of the unreached triples (the ratio
    // of Beamer's direction-optimising BFS). The choice affects speed only, never the result.
    bool pullIsCheaper(std::uint64_t frontierSize) const {
        return frontierSize * 14 > tripleCount_ - reached_;
    }

    // Calls visit(index, a, b, c) for every triple of `set` in index order, emptying the set.
    template <class Visit> bool drain(TripleSet& set, SolveControl& control, Visit&& visit) {
        TripleCursor cursor;
        cursor.reset();
        for (std::size_t s = 0; s < set.summary.size(); ++s) {
            Word summary = set.summary[s];
            set.summary[s] = 0;
            while (summary) {
                const std::size_t wordIndex =
                    s * 64 + static_cast<std::size_t>(std::countr_zero(summary));
                summary &= summary - 1;
                Word word = set.bits[wordIndex];
                set.bits[wordIndex] = 0;
                while (word) {
                    const std::uint64_t index =
                        wordIndex * 64 + static_cast<std::uint64_t>(std::countr_zero(word));
                    word &= word - 1;
                    int a = 0, b = 0, c = 0;
                    cursor.locate(index, a, b, c);
                    visit(index, a, b, c);
                    if (checkpoint(control))
                        return false;
                }
            }
        }
        return true;
    }

    // Push: every frontier position moves each of its stones to the unreached triples.
    bool pushLevel(int level, TripleSet& current, TripleSet& next, SolveControl& control) {
        return drain(current, control, [&](std::uint64_t index, int a, int b, int c) {
            setResidue(index, level);
            if (index == startIndex_)
                startDistance_ = level;
            moveThirdStone(a, b, c, next);
            moveThirdStone(b, a, c, next);
            moveThirdStone(c, a, b, next);
        });
    }

    static bool intersects(const Word* x, const Word* y, std::size_t words) {
        for (std::size_t w = 0; w < words; ++w)
            if (x[w] & y[w])
                return true;
        return false;
    }

    // Pull: the frontier is spread into pair rows, then every unreached triple (in index order,
    // so all rows read are close together) asks whether one move leads into the frontier.
    bool pullLevel(int level, TripleSet& current, TripleSet& next, SolveControl& control) {
        if (frontierRows_.empty())
            frontierRows_.assign(unvisited_.size(), 0);
        else
            std::fill(frontierRows_.begin(), frontierRows_.end(), Word{0});
        const bool drained = drain(current, control, [&](std::uint64_t index, int a, int b, int c) {
            setResidue(index, level);
            if (index == startIndex_)
                startDistance_ = level;
            setBit(frontierRow(b, c), a);
            setBit(frontierRow(a, c), b);
            setBit(frontierRow(a, b), c);
        });
        if (!drained)
            return false;
        TripleCursor cursor;
        cursor.reset();
        constexpr Word kLowBits = 0x5555555555555555ull;
        for (std::size_t w = 0; w < residues_.size(); ++w) {
            // Residue 3 (both bits set) marks an unreached triple.
            Word unreached = residues_[w] & (residues_[w] >> 1) & kLowBits;
            while (unreached) {
                const std::uint64_t index =
                    w * 32 + static_cast<std::uint64_t>(std::countr_zero(unreached)) / 2;
                unreached &= unreached - 1;
                if (index >= tripleCount_)
                    break;
                int a = 0, b = 0, c = 0;
                cursor.locate(index, a, b, c);
                if (!intersects(join(a, board_.colour(b, c)), frontierRow(b, c), rowWords_) &&
                    !intersects(join(b, board_.colour(a, c)), frontierRow(a, c), rowWords_) &&
                    !intersects(join(c, board_.colour(a, b)), frontierRow(a, b), rowWords_))
                    continue;
                setResidue(index, level + 1);
                clearBit(unvisitedRow(b, c), a);
                clearBit(unvisitedRow(a, c), b);
                clearBit(unvisitedRow(a, b), c);
                ++reached_;
                next.insert(index);
            }
            if ((w & 0x7ff) == 0 && report(control))
                return false;
        }
        return true;
    }

    void buildRows() {
        const std::size_t pairs = choose2(static_cast<std::uint64_t>(n_));
        unvisited_.assign(pairs * rowWords_, 0);
        std::vector<Word> allVertices(rowWords_, 0);
        for (int v = 0; v < n_; ++v)
            allVertices[static_cast<std::size_t>(v >> 6)] |= Word{1} << (v & 63);
        for (int z = 1; z < n_; ++z)
            for (int y = 0; y < z; ++y) {
                Word* row = unvisitedRow(y, z);
                std::copy(allVertices.begin(), allVertices.end(), row);
                clearBit(row, y);
                clearBit(row, z);
            }
        joins_.assign(static_cast<std::size_t>(n_) * kColourCount * rowWords_, 0);
        for (int x = 0; x < n_; ++x)
            for (int v = 0; v < n_; ++v)
                if (v != x)
                    setBit(join(x, board_.colour(x, v)), v);
    }

    // {v, y, z} is reached: no pair of its stones may reach it again.
    void markReached(int v, int y, int z) {
        clearBit(unvisitedRow(std::min(v, y), std::max(v, y)), z);
        clearBit(unvisitedRow(std::min(v, z), std::max(v, z)), y);
        clearBit(unvisitedRow(y, z), v);
        ++reached_;
    }

    // Moves stone x of {x, y, z} (y < z) along the colour of y–z to every unreached triple.
    void moveThirdStone(int x, int y, int z, TripleSet& next) {
        const Word* joined = join(x, board_.colour(y, z));
        Word* row = unvisitedRow(y, z);
        for (std::size_t w = 0; w < rowWords_; ++w) {
            Word found = joined[w] & row[w];
            if (!found)
                continue;
            row[w] &= ~found;
            while (found) {
                const int v = static_cast<int>(w * 64) + std::countr_zero(found);
                found &= found - 1;
                clearBit(unvisitedRow(std::min(v, y), std::max(v, y)), z);
                clearBit(unvisitedRow(std::min(v, z), std::max(v, z)), y);
                ++reached_;
                const std::uint64_t index = v < y   ? detail::tripleIndex(v, y, z)
                                            : v < z ? detail::tripleIndex(y, v, z)
                                                    : detail::tripleIndex(y, z, v);
                next.insert(index);
            }
        }
    }

    const Position& board_;
    int n_;
    std::size_t rowWords_;
    std::uint64_t tripleCount_;
    std::vector<Word> unvisited_;
    std::vector<Word> joins_;
    std::vector<Word> residues_;
    std::vector<Word> frontierRows_; // pull levels only: the frontier spread into pair rows
    std::uint64_t reached_ = 0;
    std::uint64_t work_ = 0;
    std::uint64_t startIndex_ = 0;
    std::optional<int> startDistance_;
};

} // namespace

namespace detail {

std::size_t denseBytesNeeded(int vertexCount) {
    return GoalSearch::bytesNeeded(vertexCount);
}

DenseSearch denseGoalSearch(const Position& position, SolveControl& control,
                            std::optional<int> extraLevels, const Rules& rules) {
    DenseSearch outcome;
    if (control.stopRequested()) { // a cancel that arrived before the start is not lost
        outcome.status = SolveStatus::Cancelled;
        return outcome;
    }
    if (GoalSearch::bytesNeeded(position.vertexCount()) > control.memoryBudget()) {
        outcome.status = SolveStatus::OverBudget;
        return outcome;
    }
    try {
        GoalSearch search(position);
        const std::array<int, 3> goal = rules.normalized().target;
        const bool finished = search.run(control, position.stones(), extraLevels, goal);
        outcome.reached = search.reached();
        if (!finished) {
            outcome.status = SolveStatus::Cancelled;
            return outcome;
        }
        outcome.distances.board = position.withStones(goal);
        outcome.distances.goal = goal;
        outcome.distances.residues = search.takeResidues();
        outcome.distances.reached = search.reached();
        outcome.startDistance = search.startDistance();
        outcome.status = SolveStatus::Exact;
    } catch (const std::bad_alloc&) {
        outcome.status = SolveStatus::OverBudget;
    }
    return outcome;
}

} // namespace detail

Result solve(const Position& position, SolveControl& control, const Rules& rules) {
    if (auto problem = position.validate())
        throw std::invalid_argument("stones solve: " + *problem);
    if (auto problem = checkRules(rules, position.vertexCount()))
        throw std::invalid_argument("stones solve: " + *problem);
    const Stopwatch stopwatch;
    Result result;
    result.start = position;
    result.rules = rules.normalized();
    detail::DenseSearch search = detail::denseGoalSearch(position, control, std::nullopt, rules);
    result.status = search.status;
    result.stats.statesExplored = search.reached;
    if (search.status == SolveStatus::Exact) {
        result.distances = SolverAccess::make(std::move(search.distances));
        result.moveCount = search.startDistance;
        result.path = result.distances.optimalPath(position);
    }
    result.stats.seconds = stopwatch.seconds();
    return result;
}

} // namespace pw::stones
