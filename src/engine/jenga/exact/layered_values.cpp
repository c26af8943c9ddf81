// The layered solve's second pass (layered_solve.h): the values, layer by layer up from the end.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/layered_solve_impl.h"

#include <algorithm>
#include <limits>
#include <new>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace pw::jenga::detail {

namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();
// Gathered::top of a unit that is a completed multiset (every state with a complete top).
constexpr int kCompletedUnit = -2;

// The smaller of two values, without a branch: which successor is best is as good as random, so a
// branch would be mispredicted about every other time (values are never NaN).
inline double smaller(double a, double b) {
#if defined(__SSE2__)
    return _mm_cvtsd_f64(_mm_min_sd(_mm_set_sd(a), _mm_set_sd(b)));
#else
    return a < b ? a : b;
#endif
}
// best = min(best, *value), the same without a branch and straight from memory to memory.
inline void keepSmaller(double& best, const double* value) {
#if defined(__SSE2__)
    _mm_store_sd(&best, _mm_min_sd(_mm_load_sd(value), _mm_load_sd(&best)));
#else
    best = *value < best ? *value : best;
#endif
}

// placementsOf as a pair of tops for each k (1, 2), top and colour: the second is the first again
// when there is one choice.
constexpr std::array<std::array<std::array<std::array<std::uint8_t, 2>, 3>, kFullTypeCount>, 3>
    kPlacementPairs = [] {
        std::array<std::array<std::array<std::array<std::uint8_t, 2>, 3>, kFullTypeCount>, 3>
            pairs{};
        for (int k = 1; k < 3; ++k)
            for (int top = 0; top < kTopGroupSize[static_cast<std::size_t>(k)]; ++top)
                for (int colour = 0; colour < 3; ++colour) {
                    const Placements p = placementsOf(k, top, colour);
                    auto& pair = pairs[static_cast<std::size_t>(k)][static_cast<std::size_t>(top)]
                                      [static_cast<std::size_t>(colour)];
                    pair[0] = static_cast<std::uint8_t>(p.tops[0]);
                    pair[1] =
                        static_cast<std::uint8_t>(p.tops[static_cast<std::size_t>(p.count - 1)]);
                }
        return pairs;
    }();

// Units a worker takes at a time in the solve: each chunk's walks through the layers below start
// with a binary search, so chunks are larger than when exploring.
constexpr std::size_t kSolveChunk = 8 * kChunk;

// The position of `key` in slots[begin, end), sorted by key, at or after `from` (kNone: anywhere
// in it); the key is there. From `from`, the steps double until they pass it (most successors of
// the next unit are a few groups on), then halve.
std::size_t seek(const GroupSlot* slots, std::size_t begin, std::size_t end, std::size_t from,
                 std::uint64_t key) {
    std::size_t low = begin;
    std::size_t high = end;
    if (from != kNone) {
        low = from;
        std::size_t probe = from;
        std::size_t step = 1;
        while (probe < end) {
            if (slots[probe].key >= key) {
                high = probe + 1;
                break;
            }
            low = probe + 1;
            probe = low + step;
            step *= 2;
        }
    }
    while (low < high) {
        const std::size_t middle = low + (high - low) / 2;
        if (slots[middle].key < key)
            low = middle + 1;
        else
            high = middle;
    }
    return low;
}

} // namespace

// Where each walk through a layer below stands, for one worker's chunk of units: by kind of unit
// (a group of k = 1, of k = 2, a completed multiset) and kind of move (18 full types x 3 removals,
// 3 side types: type * 3 + removal), and for the completed multisets' own groups by top. Moves of
// one kind keep the order of the units' keys (Layer), so each walk only goes forward.
struct LayeredSolve::Cursors {
    std::array<std::array<std::size_t, kMaxSuccessors>, 3> next;
    std::array<std::size_t, kFullTypeCount> target;
    void reset() {
        for (auto& byMove : next)
            byMove.fill(kNone);
        target.fill(kNone);
    }
};

// One unit of work, a group with a top of 1 or 2 blocks (all its tops share the successor groups)
// or a completed multiset (its states with a complete top, written to their groups in this layer:
// the targets); and its successor groups.
struct LayeredSolve::Gathered {
    const GroupSlot* slot;
    int top;               // -1 for a group, kCompletedUnit for a completed multiset
    std::size_t potential; // its layer's
    std::array<std::uint64_t, kMaxSuccessors> keys;
    std::array<std::uint8_t, kMaxSuccessors> moves; // the kind of move (Cursors)
    std::array<std::uint64_t, kMaxSuccessors> meta; // the successor group's slot meta
    std::array<const Layer*, kMaxSuccessors> layers;
    std::array<std::uint8_t, kMaxSuccessors> colours;
    // A completed multiset's: the type the block comes from when it is the type's one level
    // (singleTypeOf), else kNoSingleType.
    std::array<std::uint8_t, kMaxSuccessors> singles;
    int count = 0;
    std::array<std::uint64_t, kFullTypeCount> targetKeys;
    std::array<double*, kFullTypeCount> targets; // where each reached top's value goes
};

// The units of a chunk go through three steps, each kDistance units behind the one before, so
// that the memory a unit reads is fetched while the units ahead of it are worked on:
//  prepare: the successor group keys;
//  locate:  the groups found (every successor was reached in pass 1) by walking forward through
//           the layers below, their values prefetched;
//  finish:  the values computed and written.
class LayeredSolve::Pipeline {
public:
    static constexpr std::size_t kDistance = 2;
    static constexpr std::size_t kRing = 2 * kDistance + 1;
    explicit Pipeline(LayeredSolve& solve) : solve_(solve) { cursors_.reset(); }
    // A new chunk: its walks start afresh.
    void restart() { cursors_.reset(); }
    void push(const GroupSlot* slot, int top, std::size_t potential) {
        Gathered& g = ring_[count_ % kRing];
        g.slot = slot;
        g.top = top;
        g.potential = potential;
        solve_.prepare(g);
        if (count_ >= kDistance)
            solve_.locate(ring_[(count_ - kDistance) % kRing], cursors_);
        if (count_ >= 2 * kDistance)
            solve_.finish(ring_[(count_ - 2 * kDistance) % kRing]);
        ++count_;
    }
    void drain() {
        // The units not yet located, then those not yet finished, oldest first.
        const std::size_t located = count_ >= kDistance ? count_ - kDistance : 0;
        const std::size_t finished = count_ >= 2 * kDistance ? count_ - 2 * kDistance : 0;
        for (std::size_t i = located; i < count_; ++i)
            solve_.locate(ring_[i % kRing], cursors_);
        for (std::size_t i = finished; i < count_; ++i)
            solve_.finish(ring_[i % kRing]);
        count_ = 0;
    }

private:
    LayeredSolve& solve_;
    std::array<Gathered, kRing> ring_;
    std::size_t count_ = 0;
    Cursors cursors_;
};

// The layers from the bottom up; each layer's units are shared out between the workers.
void LayeredSolve::solveLayers(int id) {
    for (std::size_t p = 0; p < table_.layers.size() && !agreedStop_; ++p) {
        if (id == 0)
            startSolving(p); // every worker is past the previous layer's chunks
        meet();
        if (agreedStop_)
            break;
        touchValues(id, p);
        meet(); // touching writes a zero to each page: every page is touched before any value
        const std::size_t units = unitCount(p);
        std::uint64_t solved = 0;
        Pipeline pipeline(*this);
        while (!stopped()) {
            const std::size_t begin = nextChunk_.fetch_add(kSolveChunk, std::memory_order_relaxed);
            if (begin >= units)
                break;
            const std::size_t end = std::min(units, begin + kSolveChunk);
            pipeline.restart();
            for (std::size_t i = begin; i < end; ++i) {
                bool completed = false;
                const GroupSlot* unit = unitAt(p, i, completed);
                pipeline.push(unit, completed ? kCompletedUnit : -1, p);
                solved += static_cast<std::uint64_t>(countTops(topsOf(unit->meta)));
            }
            pipeline.drain();
            if (id == 0 && (sinceReport_ += end - begin) >= kReportEvery) {
                sinceReport_ = 0;
                const std::uint64_t done = solvedStates_.load(std::memory_order_relaxed) + solved;
                if (control_.checkpoint(done, "solving",
                                        static_cast<double>(done) /
                                            static_cast<double>(table_.states)))
                    stopCancelled();
            }
        }
        solvedStates_.fetch_add(solved, std::memory_order_relaxed);
        meet(); // the layer is complete (unless stopped) once every worker is here
        if (id == 0 && !agreedStop_)
            finishSolving(p);
    }
    if (id == 0)
        table_.solvedStates = solvedStates_.load();
}

// Before layer p is solved (alone): it (its index and completed multisets) and the two layers it
// reads are in memory, and its values have their memory (faulted in by touchValues).
void LayeredSolve::startSolving(std::size_t p) {
    now_ = solveStep(p);
    nextChunk_.store(0, std::memory_order_relaxed);
    const std::size_t below1 = p >= 1 ? p - 1 : kNone;
    const std::size_t below4 = p >= 4 ? p - 4 : kNone;
    const std::size_t bytes = static_cast<std::size_t>(table_.layers[p].states) * sizeof(double);
    std::size_t reload = 0;
    for (std::size_t q : {p, below1, below4})
        if (q != kNone) {
            const Layer& layer = table_.layers[q];
            reload += (layer.groups.mapped() ? layer.groups.bytes() : 0) +
                      (layer.values.mapped() ? layer.values.bytes() : 0) +
                      (completedUnits_[q].mapped() ? completedUnits_[q].bytes() : 0);
        }
    if (!makeRoom({p, below1, below4}, bytes + reload) || !load(p, true, true, false) ||
        (below1 != kNone && !load(below1, true, false, true)) ||
        (below4 != kNone && !load(below4, true, false, true)) || !budget_.take(bytes)) {
        stopOverBudget(); // the workers agree on it at the next meeting
        return;
    }
    try {
        table_.layers[p].values = ZeroedArray<double>(table_.layers[p].states);
    } catch (const std::bad_alloc&) {
        budget_.give(bytes);
        stopOverBudget();
        return;
    }
    notePeak();
}

// After layer p is solved (alone): its completed multisets are done with, and the layers the next
// steps do not read make room.
void LayeredSolve::finishSolving(std::size_t p) {
    table_.solvedPotential = static_cast<int>(p);
    ZeroedArray<GroupSlot>& units = completedUnits_[p];
    if (!units.mapped())
        budget_.give(units.bytes());
    if (onDisk_[p].units >= 0) {
        file_->discard(static_cast<std::uint64_t>(onDisk_[p].units), units.bytes());
        onDisk_[p].units = -1;
    }
    units.reset();
    now_ = solveStep(p + 1);
    shed({p + 1, p, p >= 3 ? p - 3 : kNone});
}

// Faults in worker id's share of layer p's values' pages (fresh, zero) before they are solved:
// touched in order, each page costs one fault, where the solve's scattered first writes from both
// workers fault them in slower.
void LayeredSolve::touchValues(int id, std::size_t p) {
    constexpr std::size_t kPage = 4096 / sizeof(double);
    ZeroedArray<double>& values = table_.layers[p].values;
    const std::size_t size = values.size();
    const std::size_t share =
        (size / static_cast<std::size_t>(threads_) + kPage - 1) / kPage * kPage;
    const std::size_t begin = std::min(size, share * static_cast<std::size_t>(id));
    const std::size_t end = std::min(size, begin + share);
    touchPages(values.data() + begin, (end - begin) * sizeof(double));
}

inline void LayeredSolve::prepare(Gathered& g) const {
    g.count = 0;
    if (g.top == kCompletedUnit) {
        const std::uint64_t completed = g.slot->key;
        const std::uint32_t tops = topsOf(g.slot->meta);
        const std::uint8_t onlyTop = onlyTopOf(tops);
        forEachSuccessorKey(
            0, 0, completed,
            [&](int colour, std::uint64_t successor, int fall, int type, int removal, int levels) {
                if (removalClosed(type, levels, onlyTop))
                    return; // closed to every reached top, so never reached in pass 1
                add(g, successor, g.potential - static_cast<std::size_t>(fall), colour,
                    singleTypeOf(type, levels), type * 3 + removal);
            });
        // The groups of the states: the lower levels without one level of the top's type. The
        // targets are in increasing top order, the walk gives the tops in decreasing.
        auto at = static_cast<std::size_t>(countTops(tops));
        forEachRunStart(completed, tops, [&](int, int start) {
            --at;
            g.targetKeys[at] = deleteBitAt(completed, start);
        });
        return;
    }
    const std::uint64_t lower = g.slot->key;
    const int k = kOf(g.slot->meta);
    forEachSuccessorKey(k, 0, lower,
                        [&](int colour, std::uint64_t successor, int fall, int type, int removal) {
                            add(g, successor, g.potential - static_cast<std::size_t>(fall), colour,
                                kNoSingleType, type * 3 + removal);
                        });
}

inline void LayeredSolve::add(Gathered& g, std::uint64_t key, std::size_t potential, int colour,
                              std::uint8_t single, int move) const {
    const auto s = static_cast<std::size_t>(g.count++);
    g.keys[s] = key;
    g.moves[s] = static_cast<std::uint8_t>(move);
    g.layers[s] = &table_.layers[potential];
    g.colours[s] = static_cast<std::uint8_t>(colour);
    g.singles[s] = single;
}

inline void LayeredSolve::locate(Gathered& g, Cursors& cursors) const {
    // The successors are groups of k + 1 (a completed multiset's: of k = 1), in the section of
    // their layer from start[k] to start[k + 1].
    const int kind = g.top == kCompletedUnit ? 2 : kOf(g.slot->meta) - 1;
    const auto section = static_cast<std::size_t>(kind == 2 ? 0 : kind + 1);
    auto& next = cursors.next[static_cast<std::size_t>(kind)];
    for (int i = 0; i < g.count; ++i) {
        const auto s = static_cast<std::size_t>(i);
        const Layer& layer = *g.layers[s];
        std::size_t& from = next[g.moves[s]];
        from = seek(layer.groups.data(), layer.start[section], layer.start[section + 1], from,
                    g.keys[s]);
        g.meta[s] = layer.groups[from].meta;
        ++from;
        // Every cache line of the group's values: up to 18 of them, 144 bytes, so at most four
        // lines, which the bytes at 0, 64, 128 (but no further than the last a group of its k
        // can have) and that last meet; no loop, no branch, no count of its tops.
        const auto* first =
            reinterpret_cast<const char*>(g.layers[s]->values.data() + firstValueOf(g.meta[s]));
        const char* last =
            first + (kTopGroupSize[static_cast<std::size_t>(kOf(g.meta[s]))] - 1) * sizeof(double);
        __builtin_prefetch(first);
        __builtin_prefetch(std::min(first + 64, last));
        __builtin_prefetch(std::min(first + 128, last));
        __builtin_prefetch(last);
    }
    if (g.top != kCompletedUnit)
        return;
    const Layer& own = table_.layers[g.potential];
    int t = 0;
    for (std::uint32_t rest = topsOf(g.slot->meta); rest != 0; rest &= rest - 1, ++t) {
        const auto at = static_cast<std::size_t>(t);
        std::size_t& from = cursors.target[static_cast<std::size_t>(std::countr_zero(rest))];
        from = seek(own.groups.data(), own.start[2], own.start[3], from, g.targetKeys[at]);
        const std::uint64_t meta = own.groups[from].meta;
        ++from;
        g.targets[at] = const_cast<double*>(own.values.data()) + firstValueOf(meta) +
                        rankOf(topsOf(meta), std::countr_zero(rest));
        __builtin_prefetch(g.targets[at], 1);
    }
}

inline void LayeredSolve::finish(const Gathered& g) {
    if (g.top == kCompletedUnit) {
        finishCompleted(g);
        return;
    }
    // By colour, the best value over the successor groups of that colour at each top of the next
    // group; each successor's values are read in order, with no rank to count. Only the tops a
    // placement can make are read below, and every successor has them all (pass 1 marked them in
    // it), so a colour with a move has a value at each.
    std::array<std::array<double, kFullTypeCount>, 3> best;
    for (auto& byTop : best)
        byTop.fill(kInfinity);
    std::array<bool, 3> has{};
    for (int i = 0; i < g.count; ++i) {
        const auto s = static_cast<std::size_t>(i);
        const auto colour = static_cast<std::size_t>(g.colours[s]);
        has[colour] = true;
        auto& byTop = best[colour];
        const double* values = g.layers[s]->values.data() + firstValueOf(g.meta[s]);
        for (std::uint32_t rest = topsOf(g.meta[s]); rest != 0; rest &= rest - 1, ++values) {
            keepSmaller(byTop[static_cast<std::size_t>(std::countr_zero(rest))], values);
        }
    }
    const int k = kOf(g.slot->meta);
    double* out = table_.layers[g.potential].values.data() + firstValueOf(g.slot->meta);
    for (std::uint32_t rest = topsOf(g.slot->meta); rest != 0; rest &= rest - 1) {
        const auto& places = kPlacementPairs[static_cast<std::size_t>(k)]
                                            [static_cast<std::size_t>(std::countr_zero(rest))];
        std::array<double, 3> chosen;
        for (std::size_t c = 0; c < 3; ++c)
            chosen[c] = smaller(best[c][places[c][0]], best[c][places[c][1]]);
        *out++ = combineColourValues(chosen, has, table_.rules);
    }
}

// The states of a completed multiset: the best successor of each removal (a new level, the block
// on either place) once; then by colour the best of all and the best of the others (those not
// from the best's single type, when it comes from one). A top's value takes the best of each
// colour, or the second when the best comes from the top's own level (the one of its type).
// Removals from types with more levels share the label kNoSingleType: no top matches it, so their
// second best is never used.
inline void LayeredSolve::finishCompleted(const Gathered& g) {
    std::array<double, 3> first{kInfinity, kInfinity, kInfinity};
    std::array<double, 3> second{kInfinity, kInfinity, kInfinity};
    std::array<int, 3> firstType{-1, -1, -1};
    for (int i = 0; i < g.count; ++i) {
        const auto s = static_cast<std::size_t>(i);
        const auto colour = static_cast<std::size_t>(g.colours[s]);
        const double after = bestAfter(g, s, kPlacementMasks[0][0][colour]);
        const int type = g.singles[s];
        if (after < first[colour]) {
            if (type != firstType[colour])
                second[colour] = first[colour];
            first[colour] = after;
            firstType[colour] = type;
        } else if (type != firstType[colour] && after < second[colour]) {
            second[colour] = after;
        }
    }
    int t = 0;
    for (std::uint32_t rest = topsOf(g.slot->meta); rest != 0; rest &= rest - 1, ++t) {
        const int top = std::countr_zero(rest);
        std::array<double, 3> best;
        std::array<bool, 3> has;
        for (std::size_t c = 0; c < 3; ++c) {
            best[c] = firstType[c] == top ? second[c] : first[c];
            has[c] = best[c] < kInfinity;
        }
        *g.targets[static_cast<std::size_t>(t)] = combineColourValues(best, has, table_.rules);
    }
}

// The best value in successor group s over the tops a placement can make (a mask).
inline double LayeredSolve::bestAfter(const Gathered& g, std::size_t s,
                                      std::uint32_t placements) const {
    const std::uint32_t reached = topsOf(g.meta[s]);
    const double* values = g.layers[s]->values.data() + firstValueOf(g.meta[s]);
    double best = kInfinity;
    for (std::uint32_t rest = placements; rest != 0; rest &= rest - 1)
        best = smaller(values[rankOf(reached, std::countr_zero(rest))], best);
    return best;
}

} // namespace pw::jenga::detail
