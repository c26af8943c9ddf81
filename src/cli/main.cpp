// puzzle-workbench-cli entry point.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_main.h"

#include <iostream>

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    return pw::cli::cliMain(argc, argv);
}
