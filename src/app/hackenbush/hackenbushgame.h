// A game of Hackenbush against the engine: the move history (for undo), whose turn it is, and
// the engine's choice of move. Plain C++ on engine types, so the page only wires it to the GUI.
#pragma once

#include "engine/hackenbush/position.h"
#include "engine/hackenbush/solver.h"

#include <vector>

class HackenbushGame {
  public:
    void start(const pw::hackenbush::Position& start, pw::hackenbush::Colour human,
               pw::hackenbush::Colour firstToMove);
    void stop() { active_ = false; }
    bool isActive() const { return active_; }

    pw::hackenbush::Colour human() const { return human_; }
    pw::hackenbush::Colour engine() const { return pw::hackenbush::opponent(human_); }
    pw::hackenbush::Colour toMove() const;
    bool isHumanToMove() const { return active_ && !over_ && toMove() == human_; }
    bool isEngineToMove() const { return active_ && !over_ && toMove() != human_; }
    const pw::hackenbush::Position& position() const { return history_.back(); }
    const pw::hackenbush::Position& startPosition() const { return history_.front(); }
    const std::vector<pw::hackenbush::Move>& moves() const { return moves_; }

    // The player to move has no cube of their colour left: they lose.
    bool isOver() const { return over_; }
    pw::hackenbush::Colour winner() const { return pw::hackenbush::opponent(toMove()); }

    // Precondition: isLegal(position(), toMove(), move).
    void play(pw::hackenbush::Move move);
    // Whether the human has a move to take back.
    bool canUndo() const;
    // Takes back moves until the human is to move again, before their last move.
    void undo();

    // The engine's move from `result` (the analysis of the position it moves in): a winning move
    // when there is one (the one that removes the fewest cubes), otherwise the legal move that
    // removes the fewest cubes, to make the human earn the win. `winning` says which it was.
    // Precondition: the engine has a legal move.
    static pw::hackenbush::Move chooseEngineMove(const pw::hackenbush::Result& result,
                                                 pw::hackenbush::Colour engine, bool* winning);

  private:
    void updateOver();

    bool active_ = false;
    bool over_ = false;
    pw::hackenbush::Colour human_ = pw::hackenbush::Colour::White;
    pw::hackenbush::Colour first_ = pw::hackenbush::Colour::White;
    std::vector<pw::hackenbush::Position> history_{pw::hackenbush::Position()};
    std::vector<pw::hackenbush::Move> moves_;
};
