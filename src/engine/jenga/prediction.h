// Colored Jenga: what an exact solve will cost before it starts (states, time, memory), and the
// memory budget taken from the memory the system actually has available.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/position.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace pw::jenga {

struct ExactPrediction {
    std::uint64_t states = 0; // reduced states the solve is expected to reach
    double seconds = 0.0;     // on a core like this machine's (two workers)
    std::size_t bytes = 0;    // table memory
    bool fits = false;        // bytes <= the budget given
};

// From measured state counts of random towers by live level count (6 to 12 levels: 0.1, 0.7,
// 1.9, 10.8, 30.7, 77.7, 230 million states) extended by their growth factor, ~16 bytes and
// ~0.15 us a state; a prediction, within a factor of about 2 for a given tower.
ExactPrediction predictExact(const Tower& tower, std::size_t budgetBytes);

} // namespace pw::jenga
