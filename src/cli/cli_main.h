// The whole command-line tool as one function, so the fuzz target can run it in-process.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace pw::cli {

// Parses argv, runs the command, prints to std::cout / std::cerr; returns the exit code
// (docs/cli.md). Never throws.
int cliMain(int argc, char** argv);

} // namespace pw::cli
