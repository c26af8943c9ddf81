// Colored Jenga's proven lower bound on the optimum: the end-game table's exact values below a
// potential, and above it an optimistic aggregation (each full level known by its middle colour
// only, the player choosing its sides as it likes), which only helps the player; where that does
// not fit, the fewest moves the tower needs at 6/5 minutes each. Every bound is for one die
// (rules.h), the end-game table's; the contest's by default.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/estimate/play_state.h"
#include "engine/jenga/exact/endgame_table.h"
#include "engine/jenga/position.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::jenga {

enum class LowerBoundMethod { EndgameAggregation, MoveCount };
inline constexpr std::string_view kEndgameAggregationName =
    "end-game table with optimistic aggregation";
inline constexpr std::string_view kMoveCountName = "fewest moves at 6/5 minutes each";
// The same for another die: each move waits on average at least the die's faces over its colour
// faces (the contest's: 6/5).
inline constexpr std::string_view kMoveCountAnyDieName =
    "fewest moves at (the die's faces / its colour faces) minutes each";
// The same bound raised by searching the first moves exactly (searchedLowerBound).
inline constexpr std::string_view kSearchedAggregationName =
    "end-game table with optimistic aggregation, the first moves searched exactly";

// The most positions searchedLowerBound() expands, over all its depths (each kept at most
// 103 bytes while its map grows): at most about 30 s on one core of this machine.
inline constexpr std::uint64_t kDefaultSearchPositions = 8'000'000;

// Beyond this many aggregated positions (4 bytes each) the move count answers instead: 24
// million for 18 levels, 120 million for 24 (about a potential of 150).
inline constexpr std::uint64_t kDefaultMaxAggregates = 130'000'000;

// "The optimum is at least `value`": proven, not estimated (no sampling: the bound holds for
// certain, up to rounding, which is done downwards).
struct LowerBound {
    SolveStatus status = SolveStatus::Cancelled; // Exact: value holds; otherwise there is none
    double value = 0.0;
    LowerBoundMethod method = LowerBoundMethod::MoveCount;
    std::string_view methodName = kMoveCountName;
    // The tower lies within the end-game table: value is its exact optimum, rounded down.
    bool exact = false;
    int tablePotential = 0;       // the end-game table's bound (EndgameAggregation)
    std::uint64_t aggregates = 0; // aggregated positions solved (EndgameAggregation)
    // The first moves searched exactly over the aggregation (searchedLowerBound): how many moves
    // deep, and the positions searched; 0 when the aggregation's value answers alone.
    int searchDepth = 0;
    std::uint64_t searchedPositions = 0;
    double seconds = 0.0;
    std::string why; // why the aggregation did not answer, when the move count did
};

// The fewest moves that can end the game from `tower` (each move ends at most one level that can
// still give a block of a colour the die shows, and the complete top becomes such a level once
// covered, unless it is the tower's own top and holds no such colour), times 6/5 minutes: each
// move waits for a die face of a colour that can move, at most 5 of the 6 (for any die: at most
// its colour faces of all its faces). Any tower.
double moveCountBound(const Tower& tower, const Rules& rules = {});

// The aggregation's values, for every aggregated position up to a potential: the top, the full
// levels by middle colour and the middle+side levels by side colour. From an aggregated position
// the player may make any move some position of the aggregate allows (a side of the colour
// rolled from a full level of any middle colour, leaving a middle+side level of any colour) and
// may let the minute pass on a colour that no full level's middle and no middle+side level shows
// (some position of the aggregate has no move of it). Every real move is among these, so each
// value is at most the optimum of every position of its aggregate; at or below the end-game
// table's bound it is the least exact value over the aggregate's positions. Solved in increasing
// potential into one dense array (4 bytes a position), rounded down.
class AggregateTable {
public:
    // nullptr when the control stops it or it would pass maxPositions or the memory budget.
    static std::shared_ptr<const AggregateTable> build(std::shared_ptr<const EndgameTable> table,
                                                       int maxPotential, SolveControl& control,
                                                       std::uint64_t maxPositions, int threads = 2);
    // How many aggregated positions a table up to maxPotential holds (without building it).
    static std::uint64_t positionCount(int maxPotential);

    int maxPotential() const { return maxPotential_; }
    std::uint64_t size() const { return values_.size(); }
    const EndgameTable& endgame() const { return *endgame_; }
    std::shared_ptr<const EndgameTable> endgameTable() const { return endgame_; }
    const Rules& rules() const { return endgame_->rules(); } // the end-game table's die
    double value(int k, int top, const std::array<int, 3>& middles,
                 const std::array<int, 3>& sides) const;
    // The bound's value of a position of a game: the end-game table's exact value within its
    // bound, the aggregated value above it (up to maxPotential()).
    double value(const detail::PlayState& state) const;

private:
    AggregateTable() = default;
    std::shared_ptr<const EndgameTable> endgame_;
    int maxPotential_ = 0;
    std::vector<std::uint64_t> start_; // by (k, middles' sum, sides' sum)
    int maxFull_ = 0;
    int maxSides_ = 0;
    std::vector<float> values_;
    std::uint64_t blockOf(int k, int full, int sides) const;
};

// The potential of a tower's position (reduced_state.h): what the aggregation must reach.
int potentialOf(const Tower& tower);

// The lower bound of a valid tower (throws std::invalid_argument otherwise) from an aggregation
// reaching its potential, or, with none, the move count (`why` says why the aggregation does not
// answer). The die is the aggregation's, or without one `rules` (with one, `rules` must be the
// aggregation's: std::invalid_argument otherwise).
LowerBound lowerBound(const Tower& tower, const AggregateTable* aggregation, std::string why = {},
                      const Rules& rules = {});

// The lower bound of a valid tower improved by searching its first moves exactly: the real
// moves from the tower, `depth` deep, the aggregation's bound (or the end-game table's exact
// value) where the search stops. With A the aggregation's values and T the game's one-move
// expectation (1 + E[least value after a move of the colour rolled]), L_0 = A and L_d =
// max(A, T L_{d-1}) on each position: T is monotone and the optimum V is its fixed point, so
// A <= V gives L_d <= V at every depth, and the bound only rises with depth (A is a
// subsolution, A <= T A). The moves of a colour are searched least bound first (the table's
// value or A, never above the searched one), and once that bound reaches the least value found
// the rest are not searched: they cannot lower it. A line of play ending in the table or the
// game's end is final (the optimum), so on the bench towers of 8 to 12 levels the search proves
// the optimum itself within the default limit. The depth grows one move at a time (each
// position remembered with the deepest value known) while the positions stay within
// maxPositions and the memory budget; the bound is the deepest finished one, so a stop or the
// limit keeps a valid bound. Without an
// aggregation reaching the tower, the move count as lowerBound(tower, nullptr, why).
LowerBound searchedLowerBound(const Tower& tower, const AggregateTable* aggregation,
                              SolveControl& control, std::string why = {},
                              std::uint64_t maxPositions = kDefaultSearchPositions,
                              const Rules& rules = {});

// The aggregation a tower's bound needs, with `table` (built with kDefaultEndgamePotential for the
// rules' die when null; when given, for the same die, else std::invalid_argument): nullptr when
// the control stops it (status Cancelled in *why... empty) or it does not fit maxAggregates or
// the memory budget (then *why says so).
std::shared_ptr<const AggregateTable>
aggregationFor(const Tower& tower, SolveControl& control, std::string* why,
               std::shared_ptr<const EndgameTable> table = nullptr,
               std::uint64_t maxAggregates = kDefaultMaxAggregates, const Rules& rules = {});

} // namespace pw::jenga
