// The engine's move in a game of Hackenbush against the user.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/hackenbush/explain.h"
#include "engine/hackenbush/game_value.h"
#include "engine/hackenbush/solver.h"

#include <optional>

// A winning move when there is one (the one that removes the fewest cubes). Otherwise the most
// stubborn move when it is known (explain.h: the smallest winning margin left to the user, then
// the longest game), else the legal move that removes the fewest cubes: the user must earn the
// win. `winning` says which it was. Precondition: the engine has a legal move in result.position.
pw::hackenbush::Move
chooseEngineMove(const pw::hackenbush::Result& result, pw::hackenbush::Colour engine, bool* winning,
                 const std::optional<pw::hackenbush::StubbornMove>& stubborn = std::nullopt);
// The same in a position with green cubes (game_value.h): a winning move when there is one (the
// one that removes the fewest cubes), else the legal move that removes the fewest.
pw::hackenbush::Move chooseEngineMove(const pw::hackenbush::GameAnalysis& game,
                                      pw::hackenbush::Colour engine, bool* winning);
