// The error every judge-format and text-id parser throws: a line number and what was expected.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

namespace pw {

// A 1-based line number. 64 bits: an input of more than 2^31 lines must not overflow it.
using LineNumber = std::int64_t;

class ParseError : public std::runtime_error {
public:
    // line is 1-based; 0 means the error is not tied to one line (e.g. empty input).
    ParseError(LineNumber line, const std::string& message)
        : std::runtime_error(line > 0 ? "line " + std::to_string(line) + ": " + message : message),
          line_(line), message_(message) {}

    LineNumber line() const { return line_; }
    const std::string& message() const { return message_; }

private:
    LineNumber line_;
    std::string message_;
};

// What `check()` says is wrong (an optional message), or the message of the ParseError it throws:
// the registry's checks of text ids and rules report a parse failure like any other problem.
template <typename Check> std::optional<std::string> problemIn(Check&& check) {
    try {
        return check();
    } catch (const ParseError& error) {
        return error.message();
    }
}

// What is wrong with a text id, for the registry's checkTextId: nullopt when parse(id) accepts it
// and the position's validate() finds nothing, else the parser's or validate()'s message.
template <typename Parse> std::optional<std::string> problemOf(Parse&& parse, std::string_view id) {
    return problemIn([&] { return parse(id).validate(); });
}

} // namespace pw
