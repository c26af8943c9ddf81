// Byte counts in words (byte_text.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/byte_text.h"

#include <charconv>

namespace pw {

std::string byteText(std::uint64_t bytes) {
    if (bytes < 1024)
        return std::to_string(bytes) + (bytes == 1 ? " byte" : " bytes");
    static constexpr const char* kUnits[] = {"KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};
    double value = static_cast<double>(bytes) / 1024;
    std::size_t unit = 0;
    // Rounded to one decimal, 1023.95 KiB and up is said in the next unit.
    while (value >= 1023.95 && unit + 1 < std::size(kUnits)) {
        value /= 1024;
        ++unit;
    }
    // std::to_chars, not printf: a decimal point whatever the locale (the window sets the user's,
    // where printf would write "1,5 MiB").
    char text[32];
    const auto end =
        std::to_chars(text, text + sizeof text, value, std::chars_format::fixed, 1).ptr;
    return std::string(text, end) + " " + kUnits[unit];
}

} // namespace pw
