// The workbench document: every page's position (as its text id) and options in one JSON file.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <map>
#include <string>
#include <string_view>

namespace pw::document {

inline constexpr std::string_view kFormatName = "puzzle-workbench";
inline constexpr int kFormatVersion = 1;
// Arrays and objects nest at most this deep (a document needs 3; page options a few more).
inline constexpr int kMaxNesting = 64;

struct PageEntry {
    std::string position;    // the puzzle's one-line text id
    std::string optionsJson; // a JSON object of page options, kept as text ("{}" when none)
    // The page's rules, as its options' "rules" holds them (rulesText of the puzzle, e.g.
    // "0,1,1,0"); empty for the contest's. parseDocument checks the position under them.
    std::string rules;
    friend bool operator==(const PageEntry&, const PageEntry&) = default;
};

struct WorkbenchDocument {
    std::string currentPuzzle;              // the page shown when the document is opened
    std::map<std::string, PageEntry> pages; // by puzzle name (registry/registry.h)
    friend bool operator==(const WorkbenchDocument&, const WorkbenchDocument&) = default;
};

// True for the name of a puzzle in the registry.
bool isPuzzleName(std::string_view name);

// Reads and checks a whole document: valid JSON, the format name and version, known puzzle
// names, and each position id accepted by its puzzle's parser (under the page's rules, when its
// options have any); no NUL byte, no nesting deeper than
// kMaxNesting. Throws pw::ParseError naming
// the line and what is wrong.
WorkbenchDocument parseDocument(std::string_view text);
std::string formatDocument(const WorkbenchDocument& document);

} // namespace pw::document
