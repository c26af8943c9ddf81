// What the jenga command's solve (jenga_command.cpp) and its bench (jenga_bench.cpp) share.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "cli/puzzle_command.h"
#include "engine/jenga/solver.h"

#include <cstdint>
#include <iosfwd>

namespace pw::cli {

// --layers and --layer-folder: where an exact solve keeps the layers it is not reading.
jenga::ExactOptions exactOptions(const Options& options);

// --search-positions: the most positions the lower bound's search may expand.
std::uint64_t searchPositions(const Options& options);

// `bench jenga`: prints each tower's states, value and times; returns the exit code.
int benchJenga(const Options& options, std::ostream& out);

} // namespace pw::cli
