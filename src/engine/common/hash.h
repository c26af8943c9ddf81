// Hash mixing for position keys (a strong 64-bit finaliser, so flat tables can use low bits).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>

namespace pw {

inline std::uint64_t mixHash(std::uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    x ^= x >> 33;
    return x;
}

inline std::size_t combineHash(std::size_t seed, std::uint64_t value) {
    return static_cast<std::size_t>(
        mixHash(seed ^ (value + 0x9E3779B97F4A7C15ull + (seed << 6) + (seed >> 2))));
}

} // namespace pw
