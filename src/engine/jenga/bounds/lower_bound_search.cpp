// The lower bound's search of the first moves over the aggregation (searchedLowerBound).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/bounds/lower_bound.h"

#include "engine/jenga/bounds/rounding.h"
#include "engine/jenga/estimate/position_map.h"

#include <algorithm>
#include <array>
#include <cstddef>
#include <limits>
#include <optional>
#include <utility>
#include <vector>

namespace pw::jenga {

using detail::kRoundingMargin;
using detail::PlayState;
using detail::roundedDown;

namespace {

// The search behind searchedLowerBound: each position's deepest value known, and how deep.
class BoundSearch {
    struct Entry {
        float value = 0.0f; // rounded down: still a lower bound
        int depth = 0;
    };
    using Map = detail::PositionMap<Entry>;
    // The depth of a value no deeper search changes.
    static constexpr int kFinal = std::numeric_limits<int>::max();

public:
    static constexpr std::size_t kBytesPerPosition = Map::kBytesPerPosition;
    static bool fits(const PlayState& s) { return Map::fits(s); }

    BoundSearch(const AggregateTable& aggregation, SolveControl& control,
                std::uint64_t maxExpansions)
        : aggregation_(aggregation), control_(control), maxExpansions_(maxExpansions) {}

    // L_depth(s) (searchedLowerBound); nullopt once the positions expanded (their moves
    // searched, over every depth so far) reach their limit or the control stops the search.
    std::optional<double> value(const PlayState& s, int depth) { return value(nodeOf(s), depth); }

    std::uint64_t expansions() const { return expansions_; }
    // Whether the last search stopped anywhere on the aggregation's values (otherwise every line
    // of play ended in the end-game table or the game's end, and its value is the optimum).
    bool reachedFrontier() const { return frontier_; }
    void startDepth() { frontier_ = false; }

private:
    // A position with its value unsearched: the table's exact one, or the aggregation's.
    struct Node {
        double bound = 0.0;
        bool exact = false; // the table's: the optimum, which no search improves
        PlayState state;
    };
    Node nodeOf(const PlayState& s) const {
        if (const std::optional<double> exact =
                aggregation_.endgame().valueWithin(s.k, s.top, detail::levelCountsOf(s)))
            return Node{*exact, true, s};
        return Node{aggregation_.value(s), false, s};
    }

    std::optional<double> value(const Node& node, int depth) {
        if (node.exact)
            return node.bound;
        const PlayState& s = node.state;
        if (depth == 0 || !Map::fits(s)) { // (a key holds 41 lower levels: never near here)
            frontier_ = true;
            return node.bound;
        }
        const auto key = Map::keyOf(s);
        if (const Entry* known = memo_.find(key); known && known->depth >= depth) {
            frontier_ = frontier_ || known->depth != kFinal;
            return static_cast<double>(known->value);
        }
        if (expansions_ >= maxExpansions_ ||
            (expansions_ % 4096 == 0 &&
             control_.checkpoint(expansions_, "lower bound",
                                 static_cast<double>(expansions_) /
                                     static_cast<double>(maxExpansions_))))
            return std::nullopt;
        ++expansions_;
        const bool outer = frontier_;
        frontier_ = false;
        std::array<double, 3> best{};
        std::array<bool, 3> has{};
        // The moves of each colour, least bound first: a move whose position's bound (the
        // table's value or the aggregation's, at most its searched value) is already no less than
        // the least value found cannot lower it, so neither it nor those after it are searched.
        if (children_.size() <= static_cast<std::size_t>(depth))
            children_.resize(static_cast<std::size_t>(depth) + 1);
        std::vector<Node>& children = children_[static_cast<std::size_t>(depth)];
        for (int colour = 0; colour < 3; ++colour) {
            const auto c = static_cast<std::size_t>(colour);
            if (!rules().rolls(colour))
                continue; // adds nothing to the value
            children.clear();
            detail::forEachMove(s, colour,
                                [&](const PlayState& next) { children.push_back(nodeOf(next)); });
            std::sort(children.begin(), children.end(),
                      [](const Node& a, const Node& b) { return a.bound < b.bound; });
            for (const Node& child : children) {
                if (has[c] && child.bound >= best[c])
                    break;
                const std::optional<double> v = value(child, depth - 1);
                if (!v)
                    return std::nullopt;
                if (!has[c] || *v < best[c]) {
                    best[c] = *v;
                    has[c] = true;
                }
            }
        }
        // Where no line of play below met the aggregation, the value is the optimum: final.
        const bool touched = frontier_;
        frontier_ = outer || touched;
        const float result =
            roundedDown(std::max(node.bound, detail::combineColourValues(best, has, rules())));
        const Entry entry{result, touched ? depth : kFinal};
        // Found again: the recursion may have grown the map since.
        if (Entry* known = memo_.find(key))
            *known = entry;
        else
            memo_.insert(key, entry);
        return static_cast<double>(result);
    }

    const Rules& rules() const { return aggregation_.rules(); }

    const AggregateTable& aggregation_;
    SolveControl& control_;
    std::uint64_t maxExpansions_;
    std::uint64_t expansions_ = 0;
    Map memo_;
    std::vector<std::vector<Node>> children_; // by the depth left: one list a search frame
    bool frontier_ = false;
};

} // namespace

LowerBound searchedLowerBound(const Tower& tower, const AggregateTable* aggregation,
                              SolveControl& control, std::string why, std::uint64_t maxPositions,
                              const Rules& rules) {
    LowerBound bound = lowerBound(tower, aggregation, std::move(why), rules);
    const PlayState start = detail::playStateOf(tower);
    if (bound.method != LowerBoundMethod::EndgameAggregation || bound.exact ||
        !BoundSearch::fits(start))
        return bound;
    const Stopwatch stopwatch;
    maxPositions = std::min<std::uint64_t>(maxPositions,
                                           control.memoryBudget() / BoundSearch::kBytesPerPosition);
    BoundSearch search(*aggregation, control, maxPositions);
    double best = bound.value;
    std::uint64_t previous = 0; // the expansions of the depth before
    for (int depth = 1;; ++depth) {
        search.startDepth();
        const std::uint64_t before = search.expansions();
        const std::optional<double> value = search.value(start, depth);
        if (!value)
            break; // the limit or a stop: the deepest finished bound stands
        best = std::max(best, *value * (1.0 - kRoundingMargin));
        bound.searchDepth = depth;
        bound.searchedPositions = search.expansions();
        if (!search.reachedFrontier())
            break; // every line of play was searched to its end: deeper adds nothing
        // The next depth costs about this one's times its growth: stop before it would pass
        // the limit rather than search it in vain.
        const std::uint64_t work = search.expansions() - before;
        const double growth =
            previous > 0 ? std::max(1.0, static_cast<double>(work) / static_cast<double>(previous))
                         : 1.0;
        if (static_cast<double>(search.expansions()) + static_cast<double>(work) * growth >
            static_cast<double>(maxPositions))
            break;
        previous = work;
    }
    bound.value = best;
    if (bound.searchDepth > 0)
        bound.methodName = kSearchedAggregationName;
    bound.seconds += stopwatch.seconds();
    return bound;
}

} // namespace pw::jenga
