// chooseEngineMove: the engine's choice from the analysis of the position it moves in.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/enginemove.h"

#include <stdexcept>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;

namespace {

// Of `moves` (not empty), the one that removes the fewest cubes (the first on ties).
Move fewestRemoved(const pw::hackenbush::Position& position, const std::vector<Move>& moves) {
    const auto removed = [&position](const Move& m) {
        return position.tower(m.tower).height() - m.height;
    };
    Move best = moves.front();
    for (const Move& m : moves)
        if (removed(m) < removed(best))
            best = m;
    return best;
}

} // namespace

Move chooseEngineMove(const pw::hackenbush::GameAnalysis& game, Colour engine, bool* winning) {
    const auto& winningMoves = game.winningMoves(engine);
    if (winning)
        *winning = !winningMoves.empty();
    if (!winningMoves.empty())
        return fewestRemoved(game.position, winningMoves);
    const auto legal = pw::hackenbush::legalMoves(game.position, engine);
    if (legal.empty())
        throw std::logic_error("chooseEngineMove: the engine has no move");
    return fewestRemoved(game.position, legal);
}

Move chooseEngineMove(const pw::hackenbush::Result& result, Colour engine, bool* winning,
                      const std::optional<pw::hackenbush::StubbornMove>& stubborn) {
    const auto& position = result.position;
    const auto fewest = [&position](const std::vector<Move>& moves) {
        return fewestRemoved(position, moves);
    };
    const auto& winningMoves = result.winningMoves(engine);
    if (winning)
        *winning = !winningMoves.empty();
    if (!winningMoves.empty())
        return fewest(winningMoves);
    if (stubborn)
        return stubborn->move;
    const auto legal = pw::hackenbush::legalMoves(position, engine);
    if (legal.empty())
        throw std::logic_error("chooseEngineMove: the engine has no move");
    return fewest(legal);
}
