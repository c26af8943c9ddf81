// Checks of the CLI's number options that say what is wrong: a sign or a format the option does
// not take (`--seed -1`, `--memory-budget 1e9`, `--time-limit 0x10`), or a value out of its range.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

namespace CLI {
class Validator;
}

namespace pw::cli {

// Digits only (no sign, no exponent), from min to max; for CLI11's check().
CLI::Validator wholeNumber(std::uint64_t min, std::uint64_t max);

// A decimal: digits with an optional point and fraction ("2", "1.5", "0.25"; no sign, exponent,
// hexadecimal, inf or nan), from min to max; for CLI11's check().
CLI::Validator decimalNumber(double min, double max);

// A number of bytes: digits, optionally followed by K, M, G or T (times 1024, 1024^2, 1024^3,
// 1024^4; "KiB" and "k" are taken as well), from min to max; for CLI11's transform(), which
// hands the option the plain number.
CLI::Validator byteCount(std::uint64_t min, std::uint64_t max);

// A rule given as text (`--die 1,2,2,1`, `--target 1,2,3`): `parse` reads it and throws
// pw::ParseError saying what is wrong, whose message becomes the option's (CLI11 names the option).
CLI::Validator ruleText(std::function<void(std::string_view)> parse, std::string name);

// The parsers behind them: the value, or the message (without the option's name).
struct Parsed {
    std::optional<std::uint64_t> value;
    std::string problem;
};
Parsed parseWholeNumber(std::string_view text, std::uint64_t min, std::uint64_t max);
Parsed parseByteCount(std::string_view text, std::uint64_t min, std::uint64_t max);
struct ParsedDecimal {
    std::optional<double> value;
    std::string problem;
};
ParsedDecimal parseDecimal(std::string_view text, double min, double max);

} // namespace pw::cli
