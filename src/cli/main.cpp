// puzzle-workbench-cli entry point.
#include "cli/cli_main.h"

#include <iostream>

int main(int argc, char** argv) {
    std::ios::sync_with_stdio(false);
    return pw::cli::cliMain(argc, argv);
}
