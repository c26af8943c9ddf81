// Workbench documents: strict JSON reading (nlohmann::json) with errors by line.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/document/workbench_document.h"

#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"
#include "engine/registry/registry.h"

#include <nlohmann/json.hpp>

#include <algorithm>

namespace pw::document {

namespace {

using Json = nlohmann::json;

LineNumber lineOfByte(std::string_view text, std::size_t byte) {
    byte = std::min(byte, text.size());
    return 1 + static_cast<LineNumber>(std::count(
                   text.begin(), text.begin() + static_cast<std::ptrdiff_t>(byte), '\n'));
}

// nlohmann::json builds and destroys nested values recursively, so deep nesting could exhaust
// the stack: one pass over the text refuses it before parsing.
void checkNesting(std::string_view text) {
    int depth = 0;
    bool inString = false;
    LineNumber line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\n')
            ++line;
        if (inString) {
            if (c == '\\')
                ++i; // the escaped character cannot end the string (a newline in it is invalid JSON
                     // anyway)
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxNesting)
                throw ParseError(line, "JSON nested deeper than " + std::to_string(kMaxNesting) +
                                           " levels");
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
}

// Each puzzle's own parser decides whether a position id is valid: under the page's rules when
// its options name any (a Hackenbush test with green cubes is valid under them only).
void checkPosition(std::string_view puzzle, const std::string& id, const std::string* rules) {
    const registry::Puzzle* entry = registry::find(puzzle);
    if (rules && !entry->checkTextIdWith)
        throw ParseError(0, "this puzzle has no rules to choose");
    if (const auto problem = rules ? entry->checkTextIdWith(id, *rules) : entry->checkTextId(id))
        throw ParseError(0, *problem);
}

} // namespace

bool isPuzzleName(std::string_view name) {
    return registry::find(name) != nullptr;
}

WorkbenchDocument parseDocument(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    checkNesting(text);
    Json root;
    try {
        root = Json::parse(text.begin(), text.end());
    } catch (const Json::parse_error& error) {
        throw ParseError(lineOfByte(text, error.byte > 0 ? error.byte - 1 : 0),
                         "not a valid JSON document");
    } catch (const Json::exception&) {
        // e.g. out_of_range for a number too large for any type (found by fuzz_document).
        throw ParseError(1, "not a valid JSON document (a number is out of range)");
    }
    // nlohmann::json stops reading at a NUL byte: without this a document followed by a NUL and
    // garbage would be accepted.
    if (const auto nul = text.find('\0'); nul != std::string_view::npos)
        throw ParseError(lineOfByte(text, nul),
                         "unexpected data after the JSON value (a NUL byte)");
    // Errors below are about the structure; a JSON value carries no line, so they name line 1.
    auto fail = [](const std::string& message) -> void { throw ParseError(1, message); };
    if (!root.is_object())
        fail("expected a JSON object with \"format\": \"puzzle-workbench\"");
    const auto format = root.find("format");
    if (format == root.end() || !format->is_string() || format->get<std::string>() != kFormatName)
        fail("expected \"format\": \"puzzle-workbench\"");
    const auto version = root.find("version");
    if (version == root.end() || !version->is_number_integer() ||
        version->get<std::int64_t>() != kFormatVersion)
        fail("expected \"version\": 1");

    WorkbenchDocument document;
    if (const auto current = root.find("current"); current != root.end()) {
        if (!current->is_string() || !isPuzzleName(current->get<std::string>()))
            fail("\"current\" must name a puzzle: " + registry::names());
        document.currentPuzzle = current->get<std::string>();
    }
    const auto pages = root.find("pages");
    if (pages == root.end() || !pages->is_object())
        fail("expected \"pages\": an object with one entry per puzzle");
    for (const auto& [name, page] : pages->items()) {
        if (!isPuzzleName(name))
            fail("unknown puzzle \"" + escapeForMessage(name, 40) + "\" in \"pages\"");
        if (!page.is_object())
            fail("the \"" + name + "\" page must be an object");
        const auto position = page.find("position");
        if (position == page.end() || !position->is_string())
            fail("the \"" + name + "\" page needs a \"position\" string");
        PageEntry entry;
        entry.position = position->get<std::string>();
        const auto options = page.find("options");
        if (options != page.end() && !options->is_object())
            fail("the \"" + name + "\" options must be an object");
        // The page's rules ("rules" in its options, as the command-line options take them); none
        // are the contest's.
        std::string rules;
        const bool hasRules = options != page.end() && options->contains("rules");
        if (hasRules) {
            const auto& value = options->at("rules");
            if (!value.is_string())
                fail("the \"" + name + "\" rules must be a string");
            rules = value.get<std::string>();
            entry.rules = rules;
        }
        try {
            checkPosition(name, entry.position, hasRules ? &rules : nullptr);
        } catch (const ParseError& error) {
            fail("the \"" + name + "\" position is not valid: " + error.message());
        } catch (const std::exception& error) {
            fail("the \"" + name + "\" position is not valid: " + std::string(error.what()));
        }
        entry.optionsJson = options != page.end() ? options->dump() : "{}";
        document.pages.emplace(name, std::move(entry));
    }
    return document;
}

std::string formatDocument(const WorkbenchDocument& document) {
    Json pages = Json::object();
    for (const auto& [name, entry] : document.pages)
        pages[name] = {{"position", entry.position}, {"options", Json::parse(entry.optionsJson)}};
    Json root = {{"format", kFormatName}, {"version", kFormatVersion}, {"pages", pages}};
    if (!document.currentPuzzle.empty())
        root["current"] = document.currentPuzzle;
    return root.dump(2) + "\n";
}

} // namespace pw::document
