// The CLI's man page and bash completion, generated from its own CLI11 definitions (so they can
// never disagree with --help); CMake runs the hidden commands at build time and installs the files.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>

namespace CLI {
class App;
}

namespace pw::cli {

// What a man page says besides the command tree.
struct ManPage {
    std::string_view version;       // the program's version
    std::string_view date;          // the release's date (YYYY-MM-DD), never the build's
    std::string_view docDir;        // where docs/NAME.md is installed, as NAME.md.gz
    std::string_view extraSections; // roff, after COMMANDS
};

// A man(7) page: every command and subcommand with its options, then `page.extraSections`.
// Values are named as a reader names them (FILE, BYTES, N), never by CLI11's types and ranges.
void writeManPage(const CLI::App& app, const ManPage& page, std::ostream& out);
// Text for a line of roff: backslashes and dashes escaped, no control character at its start.
std::string roff(std::string_view text);
// A bash completion script completing commands, puzzle names, each command's options and files.
void writeBashCompletion(const CLI::App& app, std::ostream& out);

} // namespace pw::cli
