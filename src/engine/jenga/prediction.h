// Colored Jenga: what an exact solve will cost before it starts (states, time, memory), and the
// memory budget taken from the memory the system actually has available.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/jenga/tower.h"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace pw::jenga {

// MemAvailable of /proc/meminfo (the kernel's estimate of memory available to a new workload
// without swapping), in bytes; nullopt when it cannot be read (other systems).
std::optional<std::size_t> availableMemoryBytes();

// The budget an exact solve should get: 3/4 of the available memory (the rest stays for the app
// and the system), or SolveControl's default (4 GiB) when the available memory is unknown.
std::size_t exactMemoryBudget();

struct ExactPrediction {
    std::uint64_t states = 0; // reduced states the solve is expected to reach
    double seconds = 0.0;     // on a core like this machine's (two workers)
    std::size_t bytes = 0;    // table memory
    bool fits = false;        // bytes <= the budget given
};

// From measured state counts of random towers by live level count (6 to 11 levels: 0.1, 0.7,
// 1.9, 10.8, 30.7, 117 million states) extended by their growth factor, ~36 bytes and ~0.6 us a
// state; a prediction, within a factor of about 2 for a given tower.
ExactPrediction predictExact(const Tower& tower, std::size_t budgetBytes);

} // namespace pw::jenga
