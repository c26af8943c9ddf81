// Colored Jenga exact solver: the minimal expected game length of a tower, and a table of the
// values of every position reachable from it (so a UI can play the game out without re-solving).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/solve_control.h"
#include "engine/jenga/position.h"
#include "engine/jenga/rules.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace pw::jenga {

// A legal move and the expected remaining duration right after it is played.
struct MoveValue {
    Move move;
    double expectedAfter = 0.0;
};

// What the player can do when the die shows one colour.
struct ColourChoice {
    Colour colour = Colour::Red;
    bool hasMove = false; // false: the minute passes with no move
    Move bestMove{};      // an optimal move (the first one in legalMoves order on ties)
    double bestExpectedAfter = 0.0;
    std::vector<MoveValue> moves; // every legal move of this colour, in legalMoves order
};

// The value of one tower and the cost of each choice in it.
struct Analysis {
    double expectedDuration = 0.0;
    std::array<ColourChoice, 3> colours; // indexed by Colour (R, G, B)
    const ColourChoice& choice(Colour colour) const {
        return colours[static_cast<std::size_t>(colour)];
    }
};

// The solved values of every reduced position reached from the start. Immutable and shared:
// copies of a Result share one table, safe to read from several threads.
class SolvedTable {
public:
    SolvedTable() = default;
    // The minimal expected remaining duration of `tower`; nullopt when the tower was not reached
    // from the solved start (or the solve stopped before it) or is not valid.
    std::optional<double> valueOf(const Tower& tower) const;
    // The value and every choice's cost; nullopt as for valueOf.
    std::optional<Analysis> analysis(const Tower& tower) const;
    std::uint64_t stateCount() const;    // solved reduced positions
    std::size_t memoryBytes() const;     // what the table holds in memory (not its layers on disk)
    std::size_t peakMemoryBytes() const; // the most the solve's tables held in memory at once
    std::uint64_t diskBytes() const;     // the most its layer file held (0: it had none)
    bool empty() const { return !impl_; }
    Rules rules() const; // the die the values are for (the contest's for an empty table)

    struct Impl;

private:
    friend class SolverAccess;
    std::shared_ptr<const Impl> impl_;
};

// Calls visit(tower, value) for every solved reduced state of the table, with a representative
// tower: the lower levels in a fixed order of their types, then the top. Every tower that reduces
// to the same state (levels reordered, mirrored, dead levels added) has the same value and the
// same best moves. A level that has lost one side keeps its middle for ever (taking it would
// topple the level), so the middle's colour does not matter: it is written as the side's colour.
void forEachSolvedState(const SolvedTable& table,
                        const std::function<void(const Tower& tower, double value)>& visit);

struct Result {
    SolveStatus status = SolveStatus::Cancelled;
    std::string note; // when not exact and not for the memory budget alone, why (the disk)
    Tower start;
    Rules rules;                   // the die solved for (also table.rules())
    double expectedDuration = 0.0; // meaningful only when status is Exact (NaN otherwise)
    Analysis startAnalysis;        // per colour: has a move, best move, every move with its value
    SolvedTable table;
    SolveStats stats;

    std::optional<double> valueOf(const Tower& tower) const { return table.valueOf(tower); }
    std::optional<Analysis> analysis(const Tower& tower) const { return table.analysis(tower); }
};

// Towers with more levels than this are not attempted (the state key would not hold them;
// in practice the memory budget stops a solve long before: 12 levels need about 3.2 GB).
inline constexpr int kMaxExactLevels = 28;

// Where the exact solve keeps the layers it is not reading (layered_solve.h): in memory, or in a
// temporary file that is never seen in any folder (it has no name) and whose disk space is given
// back when the last copy of the solved table goes.
enum class LayersOnDisk {
    Never,      // everything stays in memory (the solve stops at the memory budget)
    WhenNeeded, // once the tables would hold more than keepInMemory (0: automatic)
    Always,     // every layer the next steps do not read (the least memory)
};
struct ExactOptions {
    Rules rules;     // the die (the contest's by default)
    int threads = 0; // as for solve() below
    LayersOnDisk layersOnDisk = LayersOnDisk::WhenNeeded;
    std::size_t keepInMemory = 0;
    std::string folder; // for the layer file; empty: $TMPDIR, else the system's temporary folder
};
// What the automatic keepInMemory is for a memory budget: layers stay in memory as long as the
// tables fit half of it.
std::size_t automaticKeepInMemory(std::size_t budgetBytes);

// Solves exactly. Precondition: start.validate() is nullopt (throws std::invalid_argument
// otherwise). Stops with OverBudget before the table would exceed control.memoryBudget() or when
// the tower has more than kMaxExactLevels levels, and with Cancelled when the stop token fires.
// A stop requested before the call gives Cancelled at once.
// `threads`: 1 or 2 workers sharing the solve's own tables (0: on two or more cores, two from
// nine levels up, and from seven levels when another core looks idle; else one). The values do not
// depend on it: both workers compute every state from the same successor values in the same way, so
// they write identical bits. Two solves may run at once: they share nothing.
Result solve(const Tower& start, SolveControl& control, int threads = 0);
// The same with another die (rules.h). Every colour's moves are explored whatever its weight (a
// colour the die never shows adds nothing to a value), so any die reaches the same states as the
// contest's and takes about its time. Throws std::invalid_argument when checkRules fails.
Result solve(const Tower& start, SolveControl& control, const Rules& rules, int threads = 0);
// The same, with the layers in memory or on disk as `options` say. Before layers go to disk the
// disk's free space is checked against the prediction (prediction.h): when it falls short, or
// the disk fills up during the solve, the status is OverBudget and `note` says why.
Result solve(const Tower& start, SolveControl& control, const ExactOptions& options);

} // namespace pw::jenga
