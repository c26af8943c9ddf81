// The engine's move in a game of Hackenbush against the user.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/hackenbush/solver.h"

// A winning move when there is one (the one that removes the fewest cubes), otherwise the legal
// move that removes the fewest cubes, to make the user earn the win. `winning` says which it was.
// Precondition: the engine has a legal move in result.position.
pw::hackenbush::Move chooseEngineMove(const pw::hackenbush::Result& result, pw::hackenbush::Colour engine,
                                      bool* winning);
