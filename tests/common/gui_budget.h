// Test helper: the lower bound's search budget the GUI tests give the Jenga page model
// (JengaModel::setDefaultSearchPositions): a tall tower's final estimate in well under a second
// instead of up to about 30 s of search, since these tests test the page, not the search (its
// own tests are the engine's, at the engine's default budget).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>

inline constexpr std::uint64_t kTestSearchPositions = 50'000;

// For the tests that click through hundreds of changes and wait for each answer: no debounce
// (PageModel::setDefaultDebounceMs), so each answer is asked for at once rather than 100 ms
// after a change that follows another closely. How bursts are coalesced is test_page_model's.
inline constexpr int kTestDebounceMs = 0;

// For the tests that play through hundreds of games: no pause before the engine's move or an
// auto-play step (PageModel::setPauseMs), since they test each step's result, not its pace.
inline constexpr int kTestPauseMs = 0;
