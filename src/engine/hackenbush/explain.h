// Hackenbush explanations: a tower's value step by step, the game tree with the simplicity rule,
// the most stubborn move of the losing side, short forms of huge values, judge-format merging.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/dyadic.h"
#include "engine/common/solve_control.h"
#include "engine/hackenbush/position.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace pw::hackenbush {

// ---- A tower's value, step by step (the rule of the help page) ----

// One cube above the bottom run: it adds sign * 1/2^k (W = +, B = -).
struct TowerStep {
    std::size_t cube = 0; // 0-based height of the cube
    Colour colour = Colour::White;
    int k = 0;         // the term is ±1/2^k, k = 1 for the first cube after the run
    Dyadic term;       // +1/2^k or -1/2^k
    Dyadic runningSum; // the value of the tower cut just above this cube
};

struct TowerDerivation {
    std::size_t bottomRun = 0; // cubes of one colour at the bottom
    Colour runColour = Colour::White;
    Dyadic runValue;              // +bottomRun (white run) or -bottomRun (black run)
    std::vector<TowerStep> steps; // at most maxSteps, bottom up
    bool stepsTruncated = false;  // the tower has more cubes than the steps listed
    Dyadic value;                 // the whole tower's value
    std::string signExpansion;    // "+--+" (W = '+'), cut like the steps when truncated
    // "1 - 1/2 - 1/4 + 1/8 = 3/8" ("..." stands for the steps left out).
    std::string formula() const;
};

// O(listed steps * value size): every running sum is an exact Dyadic, so a tower of thousands
// of cubes lists only its first maxSteps steps (the value itself is always the whole tower's).
TowerDerivation deriveTower(const Tower& tower, std::size_t maxSteps = 64);

// ---- The simplicity rule ----

// Why the simplest number between the options is the value.
enum class SimplestReason {
    NoOptions,            // { | } = 0
    IntegerClosestToZero, // an integer lies strictly between: the one closest to 0
    SmallestDenominator,  // no integer between: the dyadic with the smallest denominator
};

struct SimplestNumber {
    Dyadic value;
    SimplestReason reason = SimplestReason::NoOptions;
    std::string text; // "the integer closest to 0 between 1/2 and 2 is 1"
};

// The simplest number x with maxLeft < x < minRight (either side may be absent).
// Precondition: maxLeft < minRight when both are present (true of every Hackenbush position).
// O(log(exponent) * value size).
SimplestNumber simplestBetween(const std::optional<Dyadic>& maxLeft,
                               const std::optional<Dyadic>& minRight);

// ---- The game tree ----

struct TreeOption {
    Move move;
    Dyadic value;                     // of the position after the move
    std::optional<std::size_t> child; // node index, when the node budget allowed it
};

struct TreeNode {
    Position position;
    Dyadic value;                         // found by the simplicity rule, = positionValue
    std::optional<std::size_t> parent;    // none for the root
    std::vector<TreeOption> leftOptions;  // White's moves
    std::vector<TreeOption> rightOptions; // Black's moves
    std::optional<Dyadic> maxLeft;
    std::optional<Dyadic> minRight;
    SimplestNumber rule; // how {L | R} gives the value
    int depth = 0;
    // "{ 0 | 1 } = 1/2" with the options' values in full (every distinct value once).
    std::string braces() const;
};

struct GameTree {
    SolveStatus status = SolveStatus::Cancelled;
    std::vector<TreeNode> nodes; // nodes[0] is the root; breadth-first order
    bool truncated = false;      // some options have no node: the budget ran out
};

// Expands the tree breadth first (equal positions reached by different moves are separate
// nodes, as a game tree draws them) until maxNodes nodes exist. Every node, expanded or not,
// lists all its options with their values. O(nodes * moves * cubes); meant for small positions.
// Checks `control` at every option; a stop gives Cancelled with the nodes built so far.
GameTree gameTree(const Position& position, SolveControl& control, std::size_t maxNodes = 256);

// ---- The losing side's most stubborn move ----

struct StubbornMove {
    Move move;
    Dyadic towerBefore; // the value of the tower played in, before and after
    Dyadic towerAfter;
    Dyadic valueBefore; // the position's value
    Dyadic valueAfter;
    Dyadic margin; // the opponent's winning margin after the move: |valueAfter|, > 0
    std::size_t cubesLeft = 0;
    // "after taking cube 2 of tower 1, that tower is worth -1/2 instead of 1/4, so the value is
    //  1/4 - 1/4 + (-1/2) = -1/2: Black still wins, by 1/2, the smallest margin White can leave"
    std::string text;
};

// For `mover`, when the mover loses with best play and has a move: the move leaving the
// opponent the smallest winning margin (White maximises the value after, Black minimises it),
// ties broken by the most cubes left (the longest game), then by (tower, height) order.
// nullopt when the mover wins or has no move. O(moves * value size).
std::optional<StubbornMove> stubbornMove(const Position& position, Colour mover);

// ---- Huge values ----

struct ValueSummary {
    std::string exact;                 // "3/8"
    std::string decimal;               // significantDigits digits: "3.7500000000000000000e-1"
    std::string binaryShort;           // "1.5 × 2^-2" style: mantissa in [1, 2) with 4 decimals
    std::size_t numeratorDigits = 0;   // decimal digits of |numerator| (0 for zero)
    std::size_t denominatorDigits = 1; // decimal digits of 2^exponent
};
// exact is left empty when the numerator has more than maxExactDigits digits.
ValueSummary summarise(const Dyadic& value, int significantDigits = 20,
                       std::size_t maxExactDigits = 200);

// ---- Copying as the contest's three-tower judge format ----

inline constexpr std::size_t kContestMaxHeight = 50;

struct JudgeMerge {
    bool needed = false;             // more than three non-empty towers
    std::vector<std::size_t> kept;   // original tower indices kept as they are
    std::vector<std::size_t> merged; // original towers replaced by one tower of their sum
    Dyadic mergedValue;
    Tower mergedTower;                 // the tower of that value (its sign expansion)
    Position threeTowers;              // exactly three towers, same value as the original
    bool exceedsContestHeight = false; // some tower of threeTowers is taller than 50
    std::string text;                  // the sentence to show before copying
};
JudgeMerge mergeForJudge(const Position& position);

} // namespace pw::hackenbush
