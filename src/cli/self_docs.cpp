// Man page and bash completion written by walking the CLI11 command tree.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/self_docs.h"

#include <CLI/CLI.hpp>

#include <cctype>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace pw::cli {

std::string roff(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '\\')
            out += "\\e";
        else if (c == '-')
            out += "\\-";
        else
            out += c;
    }
    if (!out.empty() && (out[0] == '.' || out[0] == '\''))
        out.insert(0, "\\&");
    return out;
}

namespace {

// The visible subcommands (hidden ones have an empty group).
std::vector<const CLI::App*> visibleSubcommands(const CLI::App& app) {
    std::vector<const CLI::App*> visible;
    for (const CLI::App* sub :
         app.get_subcommands([](const CLI::App* s) { return !s->get_group().empty(); }))
        visible.push_back(sub);
    return visible;
}

std::vector<const CLI::Option*> visibleOptions(const CLI::App& app) {
    std::vector<const CLI::Option*> options;
    for (const CLI::Option* option : app.get_options())
        if (!option->get_group().empty())
            options.push_back(option);
    return options;
}

std::string upper(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

// A reference to the source tree's "docs/NAME.md" as the installed "DIR/NAME.md.gz".
std::string installedDocs(std::string text, std::string_view docDir) {
    constexpr std::string_view kSource = "docs/";
    constexpr std::string_view kExtension = ".md";
    for (std::size_t at = text.find(kSource); at != std::string::npos;
         at = text.find(kSource, at)) {
        const std::size_t end = text.find(kExtension, at);
        if (end == std::string::npos)
            break;
        const std::string name = text.substr(at + kSource.size(), end - at - kSource.size());
        const std::string installed = std::string(docDir) + "/" + name + ".md.gz";
        text.replace(at, end + kExtension.size() - at, installed);
        at += installed.size();
    }
    return text;
}

// CLI11's own names of the value types it infers; a name a definition gives (type_name) is not one.
bool inferredTypeName(std::string_view type) {
    for (const std::string_view inferred :
         {"INT", "UINT", "FLOAT", "TEXT", "BOOLEAN", "CHAR", "ENUM", "COMPLEX"})
        if (type == inferred)
            return true;
    return false;
}

// The value an option takes, named for a reader: the name its definition gives (FILE, BYTES), else
// the option's own name in capitals where its description uses it (--seed: "SEED + i"), else N
// for a number. CLI11's get_type_name() is its type and each validator's description
// ("UINT:UINT in [1 - 1099511627776]"); empty for a flag.
std::string valueName(const CLI::Option& option) {
    const std::string full = option.get_type_name();
    const std::string type = full.substr(0, full.find(':'));
    if (type.empty() || !inferredTypeName(type))
        return type;
    const std::string own = upper(option.get_lnames().empty() ? "" : option.get_lnames().front());
    if (!own.empty() && option.get_description().find(own) != std::string::npos)
        return own;
    return type == "INT" || type == "UINT" ? "N" : "VALUE";
}

// What a range validator allows ("INT in [1 - 12]"), and the default when the help shows one,
// in words: "Allowed: 1 to 12; default 536870912." Empty when there is neither.
std::string limits(const CLI::Option& option) {
    std::string text;
    const std::string full = option.get_type_name();
    const std::size_t from = full.find(" in [");
    const std::size_t dash = full.find(" - ", from);
    const std::size_t close = full.find(']', dash);
    if (from != std::string::npos && dash != std::string::npos && close != std::string::npos)
        text = "Allowed: " + full.substr(from + 5, dash - from - 5) + " to " +
               full.substr(dash + 3, close - dash - 3);
    if (!option.get_default_str().empty())
        text += (text.empty() ? "Default: " : "; default ") + option.get_default_str();
    return text.empty() ? text : text + ".";
}

// "-h, --help" in bold, or a positional's value name in italics.
std::string optionNames(const CLI::Option& option) {
    if (!option.nonpositional())
        return "\\fI" + roff(option.get_name(true)) + "\\fR";
    std::string names;
    for (const std::string& name : option.get_snames())
        names += (names.empty() ? "" : ", ") + std::string("\\fB\\-") + roff(name) + "\\fR";
    for (const std::string& name : option.get_lnames())
        names += (names.empty() ? "" : ", ") + std::string("\\fB\\-\\-") + roff(name) + "\\fR";
    return names;
}

// One leaf command ("solve jenga"): its synopsis and options.
void writeCommand(const CLI::App& command, const std::string& path, std::string_view docDir,
                  std::ostream& out) {
    out << ".SS \"" << roff(path) << "\"\n";
    std::string positionals;
    for (const CLI::Option* option : visibleOptions(command))
        if (!option->nonpositional())
            positionals += option->get_expected_max() > 1 // a program and its arguments
                               ? " [\\-\\- \\fI" + roff(option->get_name(true)) + "\\fR ...]"
                               : " [\\fI" + roff(option->get_name(true)) + "\\fR]";
    out << "\\fBpuzzle\\-workbench\\-cli " << roff(path) << "\\fR [\\fIOPTIONS\\fR]" << positionals
        << "\n.PP\n"
        << roff(command.get_description()) << "\n";
    for (const CLI::Option* option : visibleOptions(command)) {
        out << ".TP\n" << optionNames(*option);
        if (const std::string value = valueName(*option); option->nonpositional() && !value.empty())
            out << " \\fI" << roff(value) << "\\fR";
        out << "\n" << roff(installedDocs(option->get_description(), docDir)) << "\n";
        if (const std::string text = limits(*option); !text.empty())
            out << ".br\n" << roff(text) << "\n";
    }
}

void writeTree(const CLI::App& app, const std::string& path, std::string_view docDir,
               std::ostream& out) {
    const auto subs = visibleSubcommands(app);
    if (subs.empty() && !path.empty())
        writeCommand(app, path, docDir, out);
    for (const CLI::App* sub : subs)
        writeTree(*sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), docDir, out);
}

std::string words(const std::vector<std::string>& list) {
    std::string joined;
    for (const std::string& word : list)
        joined += (joined.empty() ? "" : " ") + word;
    return joined;
}

std::vector<std::string> optionWords(const CLI::App& app) {
    std::vector<std::string> list;
    for (const CLI::Option* option : app.get_options())
        for (const std::string& name : option->get_lnames())
            if (!option->get_group().empty())
                list.push_back("--" + name);
    return list;
}

std::vector<std::string> subcommandWords(const CLI::App& app) {
    std::vector<std::string> list;
    for (const CLI::App* sub : visibleSubcommands(app))
        list.push_back(sub->get_name());
    return list;
}

} // namespace

void writeManPage(const CLI::App& app, const ManPage& page, std::ostream& out) {
    const std::string name = app.get_name();
    std::string verbs;
    for (const CLI::App* verb : visibleSubcommands(app))
        if (verb->get_name() != "check") // it runs a program: a line of its own
            verbs += (verbs.empty() ? "\\fB" : "\\fR|\\fB") + roff(verb->get_name());
    out << ".\\\" Generated by " << name << " itself from its command definitions.\n"
        << ".TH " << roff(upper(name)) << " 1 \"" << roff(page.date) << "\" \"" << roff(name) << " "
        << roff(page.version) << "\" \"User Commands\"\n"
        << ".nh\n.ad l\n" // options and paths are neither hyphenated nor stretched apart
        << ".SH NAME\n"
        << roff(name) << " \\- " << roff(app.get_description()) << "\n"
        << ".SH SYNOPSIS\n\\fB" << roff(name) << "\\fR " << verbs
        << "\\fR \\fIPUZZLE\\fR [\\fIOPTIONS\\fR] [\\fIFILE\\fR]\n.br\n\\fB" << roff(name)
        << "\\fR \\fBcheck\\fR \\fIPUZZLE\\fR [\\fIOPTIONS\\fR] \\-\\- \\fIPROGRAM\\fR "
           "[\\fIARGS\\fR...]\n.br\n\\fB"
        << roff(name) << "\\fR \\fB\\-\\-version\\fR | \\fB\\-\\-help\\fR\n"
        << ".SH COMMANDS\n";
    writeTree(app, "", page.docDir, out);
    out << page.extraSections;
}

void writeBashCompletion(const CLI::App& app, std::ostream& out) {
    const std::string name = app.get_name();
    std::string function = "_";
    for (const char c : name)
        function += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    out << "# bash completion for " << name << ", generated by " << name << " itself.\n"
        << function << "() {\n"
        << "    local cur=${COMP_WORDS[COMP_CWORD]}\n"
        << "    case $COMP_CWORD in\n"
        << "    1) COMPREPLY=($(compgen -W '" << words(subcommandWords(app)) << " "
        << words(optionWords(app)) << "' -- \"$cur\")); return ;;\n"
        << "    2) case ${COMP_WORDS[1]} in\n";
    for (const CLI::App* verb : visibleSubcommands(app))
        out << "        " << verb->get_name() << ") COMPREPLY=($(compgen -W '"
            << words(subcommandWords(*verb)) << " --help' -- \"$cur\")); return ;;\n";
    out << "        esac; return ;;\n    esac\n"
        << "    case \"${COMP_WORDS[1]} ${COMP_WORDS[2]}\" in\n";
    for (const CLI::App* verb : visibleSubcommands(app))
        for (const CLI::App* puzzle : visibleSubcommands(*verb))
            out << "    '" << verb->get_name() << " " << puzzle->get_name()
                << "') COMPREPLY=($(compgen -W '" << words(optionWords(*puzzle)) << "' -- \"$cur\")"
                << (verb->get_name() == "solve" || verb->get_name() == "check"
                        ? " $(compgen -f -- \"$cur\")"
                        : "")
                << ") ;;\n";
    out << "    esac\n}\ncomplete -o filenames -F " << function << " " << name << "\n";
}

} // namespace pw::cli
