// puzzle-workbench-cli entry point.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/cli_main.h"

#include <csignal>
#include <iostream>

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    // Past the file size limit (ulimit -f) a write fails with EFBIG and the CLI says so (exit 4),
    // instead of SIGXFSZ killing it with a core dump half-way through a file.
    std::signal(SIGXFSZ, SIG_IGN);
    return pw::cli::cliMain(argc, argv);
}
