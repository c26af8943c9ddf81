// Stones solver: level-by-level breadth-first search from the goal over unordered stone triples.
//
// Layout (n = 500: 20.7 M triples, about 20 MB in all, so the search runs out of the L3 cache):
// - residues: distance modulo 3, two bits a triple in colex order (the result);
// - unvisited: for every pair y < z of stones, a bitset of the vertices v for which {v, y, z}
//   has not been reached yet; moving the third stone off a pair is then one AND of that row with
//   the bitset of vertices joined to the moving stone by the colour of the pair;
// - the frontier: one bit a triple in colex order plus a summary bit a word, swept in index
//   order, so the triples that share their two highest stones are expanded together and the
//   rows they read are neighbours in memory.
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
                                  + 2 * (wordsFor(triples) + wordsFor(wordsFor(triples)))  // levels
                                  + static_cast<std::size_t>(n) * kColourCount * rowWords; // joins
        return words * sizeof(Word);
    }

    // Runs the whole search; false when cancelled.
    bool run(SolveControl& control, const std::array<int, 3>& start) {
        buildRows();
        residues_.assign(wordsFor(tripleCount_ * 2), ~Word{0});
        TripleSet current(tripleCount_);
        TripleSet next(tripleCount_);
        const std::uint64_t startIndex = detail::tripleIndex(start[0], start[1], start[2]);
        markReached(0, 1, 2);
        current.insert(0);

        std::uint64_t expanded = 0;
        for (int level = 0;; ++level) {
            const Word residue = static_cast<Word>(level % 3);
            const std::uint64_t reachedBefore = reached_;
            TripleCursor cursor;
            cursor.reset();
            for (std::size_t s = 0; s < current.summary.size(); ++s) {
                Word summary = current.summary[s];
                current.summary[s] = 0;
                while (summary) {
                    const std::size_t wordIndex =
                        s * 64 + static_cast<std::size_t>(std::countr_zero(summary));
                    summary &= summary - 1;
                    Word word = current.bits[wordIndex];
                    current.bits[wordIndex] = 0;
                    while (word) {
                        const std::uint64_t index =
                            wordIndex * 64 + static_cast<std::uint64_t>(std::countr_zero(word));
                        word &= word - 1;
                        int a = 0, b = 0, c = 0;
                        cursor.locate(index, a, b, c);
                        Word& cell = residues_[index >> 5];
                        const unsigned shift = static_cast<unsigned>(index & 31) * 2;
                        cell = (cell & ~(Word{3} << shift)) | (residue << shift);
                        if (index == startIndex)
                            startDistance_ = level;
                        moveThirdStone(a, b, c, next);
                        moveThirdStone(b, a, c, next);
                        moveThirdStone(c, a, b, next);
                        if ((++expanded & 0x3fff) == 0 &&
                            control.checkpoint(reached_, "search",
                                               static_cast<double>(reached_) /
                                                   static_cast<double>(tripleCount_)))
                            return false;
                    }
                }
            }
            if (reached_ == reachedBefore)
                return true;
            std::swap(current, next);
            if (control.checkpoint(reached_, "search",
                                   static_cast<double>(reached_) /
                                       static_cast<double>(tripleCount_)))
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
                    joins_[(static_cast<std::size_t>(x) * kColourCount + board_.colour(x, v)) *
                               rowWords_ +
                           static_cast<std::size_t>(v >> 6)] |= Word{1} << (v & 63);
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
        const Word* join =
            joins_.data() +
            (static_cast<std::size_t>(x) * kColourCount + board_.colour(y, z)) * rowWords_;
        Word* row = unvisitedRow(y, z);
        for (std::size_t w = 0; w < rowWords_; ++w) {
            Word found = join[w] & row[w];
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
    std::uint64_t reached_ = 0;
    std::optional<int> startDistance_;
};

} // namespace

Result solve(const Position& position, SolveControl& control) {
    if (auto problem = position.validate())
        throw std::invalid_argument("stones solve: " + *problem);
    const Stopwatch stopwatch;
    Result result;
    result.start = position;

    if (GoalSearch::bytesNeeded(position.vertexCount()) > control.memoryBudget()) {
        result.status = SolveStatus::OverBudget;
        result.stats.seconds = stopwatch.seconds();
        return result;
    }
    try {
        GoalSearch search(position);
        const bool finished = search.run(control, position.stones());
        result.stats.statesExplored = search.reached();
        if (!finished) {
            result.status = SolveStatus::Cancelled;
            result.stats.seconds = stopwatch.seconds();
            return result;
        }
        detail::PackedDistances distances;
        distances.board = position.withStones({0, 1, 2});
        distances.residues = search.takeResidues();
        distances.reached = search.reached();
        result.distances = SolverAccess::make(std::move(distances));
        result.moveCount = search.startDistance();
    } catch (const std::bad_alloc&) {
        result.status = SolveStatus::OverBudget;
        result.stats.seconds = stopwatch.seconds();
        return result;
    }
    result.path = result.distances.optimalPath(position);
    result.status = SolveStatus::Exact;
    result.stats.seconds = stopwatch.seconds();
    return result;
}

} // namespace pw::stones
