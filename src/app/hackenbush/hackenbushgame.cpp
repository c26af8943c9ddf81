// HackenbushGame: turn order, undo and the engine's move choice for the play mode.
#include "app/hackenbush/hackenbushgame.h"

#include <stdexcept>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

void HackenbushGame::start(const Position& start, Colour human, Colour firstToMove) {
    active_ = true;
    human_ = human;
    first_ = firstToMove;
    history_.assign(1, start);
    moves_.clear();
    updateOver();
}

Colour HackenbushGame::toMove() const {
    return moves_.size() % 2 == 0 ? first_ : pw::hackenbush::opponent(first_);
}

void HackenbushGame::play(Move move) {
    history_.push_back(pw::hackenbush::apply(position(), move));
    moves_.push_back(move);
    updateOver();
}

bool HackenbushGame::canUndo() const {
    // The human moved at least once: the first human move is move 0 or move 1.
    const std::size_t firstHumanMove = first_ == human_ ? 0 : 1;
    return active_ && moves_.size() > firstHumanMove;
}

void HackenbushGame::undo() {
    if (!canUndo())
        return;
    // Drop the engine's replies (if any), then the human's last move.
    while (!moves_.empty() && pw::hackenbush::opponent(toMove()) != human_) {
        moves_.pop_back();
        history_.pop_back();
    }
    if (!moves_.empty()) {
        moves_.pop_back();
        history_.pop_back();
    }
    updateOver();
}

void HackenbushGame::updateOver() {
    // Only a cube of the mover's colour is needed; stop at the first one.
    const Colour mover = toMove();
    over_ = true;
    for (const auto& tower : position().towers()) {
        for (Colour c : tower.cubes())
            if (c == mover) {
                over_ = false;
                return;
            }
    }
}

Move HackenbushGame::chooseEngineMove(const pw::hackenbush::Result& result, Colour engine,
                                      bool* winning) {
    const Position& position = result.position;
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
    const auto legal = pw::hackenbush::legalMoves(position, engine);
    if (legal.empty())
        throw std::logic_error("chooseEngineMove: the engine has no move");
    return fewestRemoved(legal);
}
