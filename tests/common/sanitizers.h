// Whether this test binary runs under AddressSanitizer or ThreadSanitizer: there, wall-clock
// bounds and resident-memory figures measure the sanitizer (slower code, a quarantine that keeps
// freed memory), so tests report them instead of asserting them.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif
