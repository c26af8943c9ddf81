// chooseEngineMove: the engine's choice from the analysis of the position it moves in.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/enginemove.h"

#include <stdexcept>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;

Move chooseEngineMove(const pw::hackenbush::Result& result, Colour engine, bool* winning,
                      const std::optional<pw::hackenbush::StubbornMove>& stubborn) {
    const auto& position = result.position;
    const auto removed = [&position](const Move& m) {
        return position.tower(m.tower).height() - m.height;
    };
    const auto fewestRemoved = [&removed](const std::vector<Move>& moves) {
        Move best = moves.front();
        for (const Move& m : moves)
            if (removed(m) < removed(best))
                best = m;
        return best;
    };
    const auto& winningMoves = result.winningMoves(engine);
    if (winning)
        *winning = !winningMoves.empty();
    if (!winningMoves.empty())
        return fewestRemoved(winningMoves);
    if (stubborn)
        return stubborn->move;
    const auto legal = pw::hackenbush::legalMoves(position, engine);
    if (legal.empty())
        throw std::logic_error("chooseEngineMove: the engine has no move");
    return fewestRemoved(legal);
}
