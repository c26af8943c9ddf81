// Checks of the CLI's whole-number options that say what is wrong: a sign or a format the option
// does not take (`--seed -1`, `--memory-budget 1e9`), or a value out of its range.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace CLI {
class Validator;
}

namespace pw::cli {

// Digits only (no sign, no exponent), from min to max; for CLI11's check().
CLI::Validator wholeNumber(std::uint64_t min, std::uint64_t max);

// A number of bytes: digits, optionally followed by K, M, G or T (times 1024, 1024^2, 1024^3,
// 1024^4; "KiB" and "k" are taken as well), from min to max; for CLI11's transform(), which
// hands the option the plain number.
CLI::Validator byteCount(std::uint64_t min, std::uint64_t max);

// The parsers behind them: the value, or the message (without the option's name).
struct Parsed {
    std::optional<std::uint64_t> value;
    std::string problem;
};
Parsed parseWholeNumber(std::string_view text, std::uint64_t min, std::uint64_t max);
Parsed parseByteCount(std::string_view text, std::uint64_t min, std::uint64_t max);

} // namespace pw::cli
