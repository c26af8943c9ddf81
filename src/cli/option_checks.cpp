// Whole-number and byte-count options: digits (with K/M/G/T for bytes), ranges, clear messages.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/option_checks.h"

#include "cli/io.h"
#include "engine/common/parse_error.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cctype>
#include <charconv>

namespace pw::cli {

namespace {

std::string quoted(std::string_view text) {
    return "'" + oneLine(text) + "'";
}

// "1024 (1K)": a limit in bytes, and in the largest unit it is a whole number of.
std::string bytesText(std::uint64_t bytes) {
    static constexpr const char* kUnits[] = {"K", "M", "G", "T"};
    std::string text = std::to_string(bytes);
    int unit = -1;
    std::uint64_t value = bytes;
    while (value >= 1024 && value % 1024 == 0 && unit < 3) {
        value /= 1024;
        ++unit;
    }
    if (unit >= 0)
        text += " (" + std::to_string(value) + kUnits[unit] + ")";
    return text;
}

bool allDigits(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

} // namespace

Parsed parseWholeNumber(std::string_view text, std::uint64_t min, std::uint64_t max) {
    const std::string range = "from " + std::to_string(min) + " to " + std::to_string(max);
    if (!allDigits(text))
        return {std::nullopt,
                "expected a whole number " + range + " (digits only), found " + quoted(text)};
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || value < min || value > max)
        return {std::nullopt, oneLine(text) + " is out of range: " + range};
    return {value, {}};
}

Parsed parseByteCount(std::string_view text, std::uint64_t min, std::uint64_t max) {
    const std::string range = "from " + bytesText(min) + " to " + bytesText(max);
    const auto digits = static_cast<std::size_t>(
        std::find_if(text.begin(), text.end(), [](char c) { return c < '0' || c > '9'; }) -
        text.begin());
    std::string suffix(text.substr(digits));
    std::transform(suffix.begin(), suffix.end(), suffix.begin(), [](char c) {
        return static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    });
    int shift = -1;
    for (const auto& [names, bits] :
         {std::pair{std::string_view(""), 0}, {"K", 10}, {"M", 20}, {"G", 30}, {"T", 40}}) {
        const std::string unit(names);
        if (suffix == unit || (!unit.empty() && (suffix == unit + "B" || suffix == unit + "IB")))
            shift = bits;
    }
    if (digits == 0 || shift < 0)
        return {std::nullopt, "expected a number of bytes " + range +
                                  ": digits, optionally followed by K, M, G or T (times 1024, "
                                  "1024^2, 1024^3, 1024^4), e.g. 1073741824 or 1G; found " +
                                  quoted(text)};
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + digits, value);
    if (error != std::errc{} || (shift > 0 && value > (max >> shift)) || (value << shift) < min ||
        (value << shift) > max)
        return {std::nullopt, oneLine(text) + " is out of range: " + range + " bytes"};
    return {value << shift, {}};
}

ParsedDecimal parseDecimal(std::string_view text, double min, double max) {
    const auto shown = [](double value) {
        std::string number = std::to_string(value);
        while (number.back() == '0')
            number.pop_back();
        if (number.back() == '.')
            number.pop_back();
        return number;
    };
    const std::string range = "from " + shown(min) + " to " + shown(max);
    const std::size_t point = text.find('.');
    const std::string_view whole = text.substr(0, point);
    const std::string_view fraction =
        point == std::string_view::npos ? std::string_view() : text.substr(point + 1);
    if ((whole.empty() && fraction.empty()) || (!whole.empty() && !allDigits(whole)) ||
        (point != std::string_view::npos && !allDigits(fraction)))
        return {std::nullopt, "expected a decimal number " + range +
                                  " (digits with an optional point and fraction, e.g. 1.5), "
                                  "found " +
                                  quoted(text)};
    double value = 0;
    const auto [end, error] =
        std::from_chars(text.data(), text.data() + text.size(), value, std::chars_format::fixed);
    if (error != std::errc{} || end != text.data() + text.size() || value < min || value > max)
        return {std::nullopt, oneLine(text) + " is out of range: " + range};
    return {value, {}};
}

CLI::Validator decimalNumber(double min, double max) {
    return CLI::Validator(
        [min, max](std::string& text) { return parseDecimal(text, min, max).problem; }, "",
        "decimal");
}

CLI::Validator wholeNumber(std::uint64_t min, std::uint64_t max) {
    return CLI::Validator(
        [min, max](std::string& text) { return parseWholeNumber(text, min, max).problem; }, "",
        "whole number");
}

CLI::Validator ruleText(std::function<void(std::string_view)> parse, std::string name) {
    return CLI::Validator(
        [parse = std::move(parse)](std::string& text) {
            try {
                parse(text);
                return std::string();
            } catch (const ParseError& error) {
                return oneLine(error.message());
            }
        },
        "", std::move(name));
}

CLI::Validator byteCount(std::uint64_t min, std::uint64_t max) {
    return CLI::Validator(
        [min, max](std::string& text) {
            const Parsed parsed = parseByteCount(text, min, max);
            if (parsed.value)
                text = std::to_string(*parsed.value);
            return parsed.problem;
        },
        "", "byte count");
}

} // namespace pw::cli
