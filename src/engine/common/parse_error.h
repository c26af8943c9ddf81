// The error every judge-format and text-id parser throws: a line number and what was expected.
#pragma once

#include <stdexcept>
#include <string>

namespace pw {

class ParseError : public std::runtime_error {
public:
    // line is 1-based; 0 means the error is not tied to one line (e.g. empty input).
    ParseError(int line, const std::string& message)
        : std::runtime_error(line > 0 ? "line " + std::to_string(line) + ": " + message : message),
          line_(line), message_(message) {}

    int line() const { return line_; }
    const std::string& message() const { return message_; }

private:
    int line_;
    std::string message_;
};

} // namespace pw
