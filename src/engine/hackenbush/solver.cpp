// Hackenbush analysis: tower values from sign expansions, and every winning move in linear time.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/solver.h"

#include <algorithm>
#include <stdexcept>

namespace pw::hackenbush {

namespace {

constexpr std::size_t kCheckpointCubes = std::size_t{1} << 16;

// The tower's colours as a sign string, White = '+'.
std::string signsOf(const Tower& tower) {
    std::string signs(tower.height(), '+');
    const auto cubes = tower.cubes();
    for (std::size_t i = 0; i < cubes.size(); ++i) {
        if (cubes[i] == Colour::Black)
            signs[i] = '-';
        else if (cubes[i] == Colour::Green)
            throw std::invalid_argument("hackenbush: a tower with a green cube has no number "
                                        "value (game_value.h gives its canonical form)");
    }
    return signs;
}

// Numbers are ordered like their sign expansions read left to right with '-' < end < '+'.
// Removing the cube at height h leaves the prefix value v_h, whose expansion is the tower's first
// h signs. With sigma = the expansion of the target and L = the length of the common prefix of
// the tower and sigma: for h <= L, v_h is an ancestor of the target (equal when sigma ends at h,
// otherwise below it iff sigma[h] is '+'); for every h > L the comparison is the one decided at
// index L. So one scan of the tower compares all its prefixes with the target, and only the
// first `height` signs of sigma are ever needed.
// Returns false if cancelled.
bool appendWinningMoves(const Tower& tower, std::size_t towerIndex, const Dyadic& target,
                        std::vector<Move>& white, std::vector<Move>& black, SolveControl& control,
                        std::uint64_t& cubesExamined) {
    const std::size_t height = tower.height();
    if (height == 0)
        return true;
    const auto cubes = tower.cubes();
    const std::string sigma = target.signExpansion(height);
    const auto signOf = [](Colour c) { return c == Colour::White ? '+' : '-'; };
    std::size_t common = 0;
    while (common < sigma.size() && common < height && signOf(cubes[common]) == sigma[common])
        ++common;
    // The comparison of v_h with the target for every h > common.
    const int beyondCommon = common < height ? (cubes[common] == Colour::White ? 1 : -1) : 0;
    for (std::size_t h = 0; h < height; ++h) {
        int order = 0; // sign of v_h - target
        if (h > common)
            order = beyondCommon;
        else if (h < sigma.size())
            order = sigma[h] == '+' ? -1 : 1;
        // else sigma ends exactly at h: v_h equals the target.
        if (cubes[h] == Colour::White) {
            if (order >= 0) // new total = v_h - target >= 0: Black to move cannot win
                white.push_back(Move{towerIndex, h});
        } else if (order <= 0) {
            black.push_back(Move{towerIndex, h});
        }
        if ((h + 1) % kCheckpointCubes == 0 &&
            control.checkpoint(cubesExamined + h, "winning moves"))
            return false;
    }
    cubesExamined += height;
    return true;
}

} // namespace

Outcome outcomeOf(const Dyadic& value) {
    const int sign = value.sign();
    return sign > 0   ? Outcome::WhiteWins
           : sign < 0 ? Outcome::BlackWins
                      : Outcome::SecondPlayerWins;
}

std::string_view toString(Outcome outcome) {
    switch (outcome) {
    case Outcome::WhiteWins:
        return "White wins";
    case Outcome::BlackWins:
        return "Black wins";
    case Outcome::SecondPlayerWins:
        return "second player wins";
    }
    return "unknown";
}

bool moverWins(Outcome outcome, Colour toMove) {
    return (outcome == Outcome::WhiteWins && toMove == Colour::White) ||
           (outcome == Outcome::BlackWins && toMove == Colour::Black);
}

Dyadic towerValue(const Tower& tower) {
    return Dyadic::fromSignExpansion(signsOf(tower));
}

Dyadic positionValue(const Position& position) {
    Dyadic total;
    for (const Tower& tower : position.towers())
        total += towerValue(tower);
    return total;
}

const std::vector<Move>& Result::winningMoves(Colour toMove) const {
    return toMove == Colour::White ? winningMovesWhite : winningMovesBlack;
}

bool Result::isWinningMove(Move move) const {
    if (move.tower >= position.towerCount() || move.height >= position.tower(move.tower).height())
        return false;
    const auto& moves = winningMoves(moverOf(position, move));
    return std::binary_search(moves.begin(), moves.end(), move);
}

Dyadic Result::valueAfter(Move move) const {
    if (move.tower >= towerValues.size() || move.height >= position.tower(move.tower).height())
        throw std::out_of_range("Result::valueAfter: the move is not on the board");
    return value - towerValues[move.tower] +
           towerValue(position.tower(move.tower).truncated(move.height));
}

Result solve(const Position& position, SolveControl& control) {
    const Stopwatch stopwatch;
    Result result;
    result.position = position;
    std::uint64_t cubesExamined = 0;
    const auto finish = [&](SolveStatus status) {
        result.status = status;
        result.stats = SolveStats{cubesExamined, stopwatch.seconds()};
        return result;
    };

    result.towerValues.reserve(position.towerCount());
    for (const Tower& tower : position.towers()) {
        if (control.checkpoint(cubesExamined, "values"))
            return finish(SolveStatus::Cancelled);
        result.towerValues.push_back(towerValue(tower));
        result.value += result.towerValues.back();
        cubesExamined += tower.height();
    }
    result.outcome = outcomeOf(result.value);

    for (std::size_t t = 0; t < position.towerCount(); ++t) {
        if (control.checkpoint(cubesExamined, "winning moves"))
            return finish(SolveStatus::Cancelled);
        // After a move in tower t the total is v_h - target: White needs v_h >= target, Black <=.
        const Dyadic target = result.towerValues[t] - result.value;
        if (!appendWinningMoves(position.tower(t), t, target, result.winningMovesWhite,
                                result.winningMovesBlack, control, cubesExamined))
            return finish(SolveStatus::Cancelled);
    }
    return finish(SolveStatus::Exact);
}

Result solve(const Position& position) {
    SolveControl control;
    return solve(position, control);
}

Comparison compare(const Position& first, const Position& second) {
    Comparison comparison;
    comparison.firstValue = positionValue(first);
    comparison.secondValue = positionValue(second);
    comparison.firstAtLeastSecond = comparison.firstValue >= comparison.secondValue;
    return comparison;
}

} // namespace pw::hackenbush
