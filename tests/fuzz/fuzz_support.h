// Shared by the libFuzzer targets: the input as text, and a failure that libFuzzer records.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

inline std::string_view fuzzText(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

// An accepted input whose formatted form does not read back the same is a parser bug.
inline void requireRoundTrip(bool same, const char* what) {
    if (!same) {
        std::fprintf(stderr, "round trip failed: %s\n", what);
        std::abort();
    }
}
