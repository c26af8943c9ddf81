// Byte counts in words, one spelling for every message of the engine and the command-line tool:
// "512 bytes", "1.5 KiB", "3.2 GiB" (binary units, one decimal). The window says them through
// QLocale::formattedDataSize, which spells them the same way in English.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>

namespace pw {

std::string byteText(std::uint64_t bytes);

} // namespace pw
