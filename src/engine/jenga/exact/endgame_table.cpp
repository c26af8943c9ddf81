// The end-game table: the layout of every position of potential at most a bound in one array,
// its exact values solved in increasing potential, and their least over the sides' colours.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/endgame_table.h"

#include "engine/jenga/bounds/rounding.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <thread>

namespace pw::jenga {

using detail::kFullTypeCount;
using detail::kTopGroupSize;
using detail::roundedDown;

namespace {

constexpr int kMaxFull = kMaxEndgamePotential / 6;  // full levels in a position of the table
constexpr int kMaxSides = kMaxEndgamePotential / 3; // middle+side levels

// Multisets of `size` items of `types` kinds: C(types + size - 1, size).
std::uint64_t multisets(int types, int size) {
    if (types == 0)
        return size == 0 ? 1 : 0;
    std::uint64_t count = 1;
    for (int i = 1; i <= size; ++i)
        count = count * static_cast<std::uint64_t>(types - 1 + i) / static_cast<std::uint64_t>(i);
    return count;
}

// Ranks of multisets of `Types` kinds, counts c_0 .. c_{Types-1}: ordered by c_0 ascending, then
// c_1, and so on (the order the enumeration below produces). before[t][rest][c]: how many
// multisets of `rest` items over kinds t.. have fewer than c of kind t.
template <int Types, int MaxSize> struct MultisetRank {
    std::array<std::array<std::array<std::uint64_t, MaxSize + 1>, MaxSize + 1>, Types> before{};
    MultisetRank() {
        for (int t = 0; t < Types; ++t)
            for (int rest = 0; rest <= MaxSize; ++rest) {
                std::uint64_t sum = 0;
                for (int c = 0; c <= rest; ++c) {
                    before[static_cast<std::size_t>(t)][static_cast<std::size_t>(rest)]
                          [static_cast<std::size_t>(c)] = sum;
                    sum += multisets(Types - 1 - t, rest - c);
                }
            }
    }
    template <class Counts> std::uint64_t rank(const Counts& counts, int size) const {
        std::uint64_t r = 0;
        int rest = size;
        for (int t = 0; t + 1 < Types; ++t) {
            const int c = static_cast<int>(counts[static_cast<std::size_t>(t)]);
            r += before[static_cast<std::size_t>(t)][static_cast<std::size_t>(rest)]
                       [static_cast<std::size_t>(c)];
            rest -= c;
        }
        return r;
    }
};

using FullCounts = std::array<std::uint8_t, kFullTypeCount>;
using Triple = std::array<int, 3>;

// Every multiset of `size` full-level types, in rank order.
void enumerateFull(int size, std::vector<FullCounts>& out) {
    FullCounts counts{};
    auto fill = [&](auto&& self, int type, int rest) -> void {
        if (type == kFullTypeCount - 1) {
            counts[static_cast<std::size_t>(type)] = static_cast<std::uint8_t>(rest);
            out.push_back(counts);
            return;
        }
        for (int c = 0; c <= rest; ++c) {
            counts[static_cast<std::size_t>(type)] = static_cast<std::uint8_t>(c);
            self(self, type + 1, rest - c);
        }
        counts[static_cast<std::size_t>(type)] = 0;
    };
    fill(fill, 0, size);
}

// Every triple of counts summing to `size`, in rank order.
std::vector<Triple> enumerateTriples(int size) {
    std::vector<Triple> out;
    for (int a = 0; a <= size; ++a)
        for (int b = 0; a + b <= size; ++b)
            out.push_back({a, b, size - a - b});
    return out;
}

} // namespace

// Where each position lives. A position is (k, top, F, S): the top's block count and index, the
// full lower levels F (a multiset of size f over 18 types) and the middle+side levels S (size s
// over 3 colours); its potential is 6f + 3s + 2k. For each (k, f), one row per F (in rank order)
// holds every (s, S, top) the bound allows, so the positions a move reaches from one row lie in
// a few rows.
struct EndgameTable::Layout {
    int maxPotential = 0;
    MultisetRank<kFullTypeCount, kMaxFull + 1> fullRank;
    MultisetRank<3, kMaxSides + 1> tripleRank;
    std::array<std::vector<FullCounts>, kMaxFull + 1> fulls; // by size, in rank order
    std::array<std::vector<Triple>, kMaxSides + 1> triples;  // by size, in rank order
    std::array<std::uint64_t, kMaxSides + 2> sideStart{};    // triples of sizes below s
    std::array<std::array<std::uint64_t, kMaxFull + 2>, 4> rowSize{};
    std::array<std::array<std::uint64_t, kMaxFull + 2>, 4> start{}; // positions, by (k, f)
    std::array<std::array<std::uint64_t, kMaxFull + 2>, 4> aggregateStart{};
    std::uint64_t positions = 0;
    std::uint64_t aggregates = 0;

    explicit Layout(int bound, bool enumerate) : maxPotential(bound) {
        for (int s = 0; s <= kMaxSides; ++s)
            sideStart[static_cast<std::size_t>(s) + 1] =
                sideStart[static_cast<std::size_t>(s)] + multisets(3, s);
        for (int k = 1; k <= 3; ++k)
            for (int f = 0; f <= kMaxFull; ++f) {
                const auto ks = static_cast<std::size_t>(k);
                const auto fs = static_cast<std::size_t>(f);
                const int most = maxSides(k, f);
                rowSize[ks][fs] = most < 0 ? 0
                                           : sideStart[static_cast<std::size_t>(most) + 1] *
                                                 static_cast<std::uint64_t>(kTopGroupSize[ks]);
                start[ks][fs] = positions;
                positions += rowSize[ks][fs] * multisets(kFullTypeCount, f);
                aggregateStart[ks][fs] = aggregates;
                aggregates += rowSize[ks][fs] * multisets(3, f);
            }
        if (!enumerate)
            return;
        for (int f = 0; f <= std::min(kMaxFull, bound / 6); ++f)
            enumerateFull(f, fulls[static_cast<std::size_t>(f)]);
        for (int s = 0; s <= std::min(kMaxSides, bound / 3); ++s)
            triples[static_cast<std::size_t>(s)] = enumerateTriples(s);
    }

    // The most middle+side levels a position of (k, f) may have, or -1 when it has none.
    int maxSides(int k, int f) const {
        const int rest = maxPotential - 6 * f - 2 * k;
        return rest < 0 ? -1 : std::min(kMaxSides, rest / 3);
    }
    std::uint64_t indexOf(int k, int f, std::uint64_t fullRankValue, int s, std::uint64_t sideRank,
                          int top) const {
        const auto ks = static_cast<std::size_t>(k);
        return start[ks][static_cast<std::size_t>(f)] +
               fullRankValue * rowSize[ks][static_cast<std::size_t>(f)] +
               (sideStart[static_cast<std::size_t>(s)] + sideRank) *
                   static_cast<std::uint64_t>(kTopGroupSize[ks]) +
               static_cast<std::uint64_t>(top);
    }
    std::uint64_t aggregateIndexOf(int k, int f, const Triple& middles, int s,
                                   std::uint64_t sideRank, int top) const {
        const auto ks = static_cast<std::size_t>(k);
        return aggregateStart[ks][static_cast<std::size_t>(f)] +
               tripleRank.rank(middles, f) * rowSize[ks][static_cast<std::size_t>(f)] +
               (sideStart[static_cast<std::size_t>(s)] + sideRank) *
                   static_cast<std::uint64_t>(kTopGroupSize[ks]) +
               static_cast<std::uint64_t>(top);
    }
};

std::uint64_t EndgameTable::positionCount(int maxPotential) {
    if (maxPotential < 0 || maxPotential > kMaxEndgamePotential)
        throw std::invalid_argument("jenga: an end-game table's bound is 0 to 54");
    return Layout(maxPotential, false).positions;
}

std::size_t EndgameTable::memoryBytes() const {
    return values_.size() * sizeof(float) + leastOverSides_.size() * sizeof(float);
}

std::uint64_t EndgameTable::rankOfFull(const std::array<int, kFullTypeCount>& counts) {
    int size = 0;
    for (int c : counts)
        size += c;
    const MultisetRank<kFullTypeCount, kMaxFull + 1> rank;
    return rank.rank(counts, size);
}

double EndgameTable::value(int k, int top, const detail::LevelCounts& counts) const {
    int f = 0;
    int s = 0;
    Triple sides{};
    for (int t = 0; t < kFullTypeCount; ++t)
        f += counts[static_cast<std::size_t>(t)];
    for (int c = 0; c < 3; ++c) {
        sides[static_cast<std::size_t>(c)] = counts[static_cast<std::size_t>(kFullTypeCount + c)];
        s += sides[static_cast<std::size_t>(c)];
    }
    if (6 * f + 3 * s + 2 * k > maxPotential_)
        throw std::invalid_argument("jenga: the position is beyond the end-game table");
    const Layout& layout = *layout_;
    return values_[layout.indexOf(k, f, layout.fullRank.rank(counts, f), s,
                                  layout.tripleRank.rank(sides, s), top)];
}

std::optional<double> EndgameTable::valueWithin(int k, int top,
                                                const detail::LevelCounts& counts) const {
    if (detail::potential(k, counts) > maxPotential_)
        return std::nullopt;
    return value(k, top, counts);
}

double EndgameTable::leastOverSides(int k, int top, const std::array<int, 3>& middles,
                                    const std::array<int, 3>& sides) const {
    const int f = middles[0] + middles[1] + middles[2];
    const int s = sides[0] + sides[1] + sides[2];
    if (6 * f + 3 * s + 2 * k > maxPotential_)
        throw std::invalid_argument("jenga: the position is beyond the end-game table");
    const Layout& layout = *layout_;
    return leastOverSides_[layout.aggregateIndexOf(k, f, middles, s,
                                                   layout.tripleRank.rank(sides, s), top)];
}

std::shared_ptr<const EndgameTable> EndgameTable::build(int maxPotential, SolveControl& control,
                                                        int threads, const Rules& rules) {
    const std::uint64_t positions = positionCount(maxPotential);
    if (positions * sizeof(float) > control.memoryBudget())
        return nullptr;
    auto table = std::shared_ptr<EndgameTable>(new EndgameTable());
    auto layout = std::make_shared<Layout>(maxPotential, true);
    table->maxPotential_ = maxPotential;
    table->rules_ = rules;
    table->values_.assign(layout->positions, 0.0f);
    const int workers = std::clamp(threads, 1, 2);
    std::vector<std::vector<float>> least(
        static_cast<std::size_t>(workers),
        std::vector<float>(layout->aggregates, std::numeric_limits<float>::infinity()));
    const Layout& L = *layout;
    std::vector<float>& values = table->values_;
    std::uint64_t done = 0;

    // One block: every position of (k, f, s), rows from `first` to `last` of F.
    const auto solveRows = [&](int k, int f, int s, std::uint64_t first, std::uint64_t last,
                               std::vector<float>& leastHere) {
        const int nextK = k == 3 ? 1 : k + 1;
        const auto& triplesHere = L.triples[static_cast<std::size_t>(s)];
        for (std::uint64_t rF = first; rF < last; ++rF) {
            if (control.stopRequested())
                return;
            FullCounts F = L.fulls[static_cast<std::size_t>(f)][rF];
            Triple middles{};
            std::array<int, kFullTypeCount> present{};
            int presentCount = 0;
            for (int t = 0; t < kFullTypeCount; ++t)
                if (F[static_cast<std::size_t>(t)] != 0) {
                    present[static_cast<std::size_t>(presentCount++)] = t;
                    middles[static_cast<std::size_t>(t / 6)] += F[static_cast<std::size_t>(t)];
                }
            // The ranks of the full levels after a move: one type fewer (minus), and with a
            // complete top, its type more (minusPlus, plus: after a middle+side level's block).
            std::array<std::uint64_t, kFullTypeCount> minus{};
            std::array<std::array<std::uint64_t, kFullTypeCount>, kFullTypeCount> minusPlus{};
            std::array<std::uint64_t, kFullTypeCount> plus{};
            for (int i = 0; i < presentCount; ++i) {
                const auto t = static_cast<std::size_t>(present[static_cast<std::size_t>(i)]);
                --F[t];
                minus[t] = L.fullRank.rank(F, f - 1);
                if (k == 3)
                    for (std::size_t u = 0; u < kFullTypeCount; ++u) {
                        ++F[u];
                        minusPlus[t][u] = L.fullRank.rank(F, f);
                        --F[u];
                    }
                ++F[t];
            }
            if (k == 3 && f + 1 <= kMaxFull)
                for (std::size_t u = 0; u < kFullTypeCount; ++u) {
                    ++F[u];
                    plus[u] = L.fullRank.rank(F, f + 1);
                    --F[u];
                }
            for (std::uint64_t rS = 0; rS < triplesHere.size(); ++rS) {
                const Triple& S = triplesHere[rS];
                for (int top = 0; top < kTopGroupSize[static_cast<std::size_t>(k)]; ++top) {
                    const std::uint64_t here = L.indexOf(k, f, rF, s, rS, top);
                    if (f == 0 && s == 0) { // nothing below can give a block: the game is over
                        values[here] = 0.0f;
                    } else {
                        std::array<double, 3> best{};
                        std::array<bool, 3> has{};
                        const auto consider = [&](int colour, int nf, std::uint64_t nfRank, int ns,
                                                  const Triple& nS) {
                            const std::uint64_t nsRank = L.tripleRank.rank(nS, ns);
                            const detail::Placements p = detail::placementsOf(k, top, colour);
                            const auto c = static_cast<std::size_t>(colour);
                            for (int i = 0; i < p.count; ++i) {
                                const double v =
                                    values[L.indexOf(nextK, nf, nfRank, ns, nsRank,
                                                     p.tops[static_cast<std::size_t>(i)])];
                                if (!has[c] || v < best[c]) {
                                    best[c] = v;
                                    has[c] = true;
                                }
                            }
                        };
                        for (int i = 0; i < presentCount; ++i) {
                            const int t = present[static_cast<std::size_t>(i)];
                            const auto ts = static_cast<std::size_t>(t);
                            const int nf = k == 3 ? f : f - 1;
                            const std::uint64_t nfRank =
                                k == 3 ? minusPlus[ts][static_cast<std::size_t>(top)] : minus[ts];
                            const detail::RemovalList& removals = detail::kRemovals[ts];
                            for (int r = 0; r < removals.count; ++r) {
                                const detail::Removal removal =
                                    removals.items[static_cast<std::size_t>(r)];
                                Triple nS = S;
                                int ns = s;
                                if (removal.leftType >= 0) {
                                    ++nS[static_cast<std::size_t>(removal.leftType -
                                                                  kFullTypeCount)];
                                    ++ns;
                                }
                                consider(removal.colour, nf, nfRank, ns, nS);
                            }
                        }
                        for (int colour = 0; colour < 3; ++colour)
                            if (S[static_cast<std::size_t>(colour)] > 0) {
                                Triple nS = S;
                                --nS[static_cast<std::size_t>(colour)];
                                consider(colour, k == 3 ? f + 1 : f,
                                         k == 3 ? plus[static_cast<std::size_t>(top)] : rF, s - 1,
                                         nS);
                            }
                        values[here] = roundedDown(detail::combineColourValues(best, has, rules));
                    }
                    float& slot = leastHere[L.aggregateIndexOf(k, f, middles, s, rS, top)];
                    slot = std::min(slot, values[here]);
                }
            }
        }
    };

    // Increasing potential: every position a move reaches is solved before the positions it
    // comes from; the rows of one block are shared by the workers.
    for (int potential = 0; potential <= maxPotential; ++potential)
        for (int k = 1; k <= 3; ++k)
            for (int f = 0; 6 * f + 2 * k <= potential && f <= kMaxFull; ++f) {
                const int rest = potential - 6 * f - 2 * k;
                if (rest % 3 != 0 || rest / 3 > kMaxSides)
                    continue;
                const int s = rest / 3;
                const auto rows =
                    static_cast<std::uint64_t>(L.fulls[static_cast<std::size_t>(f)].size());
                if (workers == 2 && rows >= 64) {
                    std::jthread helper(solveRows, k, f, s, rows / 2, rows, std::ref(least[1]));
                    solveRows(k, f, s, 0, rows / 2, least[0]);
                } else {
                    solveRows(k, f, s, 0, rows, least[0]);
                }
                done += rows * L.triples[static_cast<std::size_t>(s)].size() *
                        static_cast<std::uint64_t>(kTopGroupSize[static_cast<std::size_t>(k)]);
                if (control.checkpoint(done, "end-game table",
                                       static_cast<double>(done) / static_cast<double>(positions)))
                    return nullptr;
            }
    table->leastOverSides_ = std::move(least[0]);
    for (int w = 1; w < workers; ++w)
        for (std::size_t i = 0; i < table->leastOverSides_.size(); ++i)
            table->leastOverSides_[i] =
                std::min(table->leastOverSides_[i], least[static_cast<std::size_t>(w)][i]);
    table->layout_ = std::move(layout);
    return table;
}

} // namespace pw::jenga
