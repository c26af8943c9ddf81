// The CLI's man page and bash completion, generated from its own CLI11 definitions (so they can
// never disagree with --help); CMake runs the hidden commands at build time and installs the files.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <iosfwd>
#include <string_view>

namespace CLI {
class App;
}

namespace pw::cli {

// A man(7) page: every command and subcommand with its options, then `extraSections` (roff).
void writeManPage(const CLI::App& app, std::string_view version, std::string_view extraSections,
                  std::ostream& out);
// A bash completion script completing commands, puzzle names, each command's options and files.
void writeBashCompletion(const CLI::App& app, std::ostream& out);

} // namespace pw::cli
