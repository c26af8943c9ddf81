// The one CSV writer (RFC 4180) of the engine, the command line and the application: quoted
// fields, CRLF rows, and numbers in the shortest form that reads back to the same double.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace pw::csv {

// A field, quoted (quotes doubled) when it holds a comma, a quote or a line break.
std::string field(std::string_view text);
// The fields quoted and joined with commas, ended by CRLF (RFC 4180), or by `end` (a stream a
// command line prints row by row ends its rows with LF, as its other output).
std::string row(const std::vector<std::string>& fields, std::string_view end = "\r\n");
// The shortest decimal that reads back as `value` (0.1, not 0.10000000000000001); "nan", "inf"
// and "-inf" for the non-finite.
std::string number(double value);

} // namespace pw::csv
