// The registry's entries: one per puzzle, in the order the app and the CLI show them.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/registry/registry.h"

#include "engine/hackenbush/answer.h"
#include "engine/hackenbush/checker.h"
#include "engine/jenga/answer.h"
#include "engine/jenga/checker.h"
#include "engine/patience/answer.h"
#include "engine/patience/checker.h"
#include "engine/stones/answer.h"
#include "engine/stones/checker.h"

#include <algorithm>
#include <array>

namespace pw::registry {

namespace {

#define PW_ENTRY(ns)                                                                               \
    entry<&ns::answerJudge, &ns::checkTextId, &ns::answerTextId, &ns::resembles, &ns::checker>
#define PW_RULES(ns) &ns::checkTextIdWith, &ns::answerTextIdWith

constexpr std::array kPuzzles{
    withRules(PW_ENTRY(jenga)(jenga::kName, jenga::kTitle,
                              "the minimal expected game length in minutes",
                              "up to 1000 levels; exact while the tables fit the memory budget "
                              "(about 11 levels in 4 GiB)"),
              PW_RULES(jenga)),
    withRules(PW_ENTRY(patience)(patience::kName, patience::kTitle,
                                 "the chance of winning with random pair choices",
                                 "any number of deals; up to 52 cards in up to 52 piles per deal"),
              PW_RULES(patience)),
    withRules(PW_ENTRY(hackenbush)(
                  hackenbush::kName, hackenbush::kTitle,
                  "whether configuration 1 is at least as good for White as configuration 2",
                  "up to 1,000,000 tests; towers up to 1,000,000 cubes, values exact"),
              PW_RULES(hackenbush)),
    withRules(PW_ENTRY(stones)(stones::kName, stones::kTitle,
                               "a shortest sequence of moves bringing the stones to 1, 2, 3, or -1",
                               "up to 2000 vertices"),
              PW_RULES(stones)),
};

#undef PW_RULES
#undef PW_ENTRY

} // namespace

std::span<const Puzzle> puzzles() {
    return kPuzzles;
}

const Puzzle* find(std::string_view name) {
    const auto it = std::find_if(kPuzzles.begin(), kPuzzles.end(),
                                 [&](const Puzzle& p) { return p.name == name; });
    return it == kPuzzles.end() ? nullptr : &*it;
}

std::string names(std::string_view separator) {
    std::string joined;
    for (const Puzzle& puzzle : kPuzzles) {
        if (!joined.empty())
            joined += separator;
        joined += puzzle.name;
    }
    return joined;
}

} // namespace pw::registry

namespace pw::check {

const PuzzleChecker* checkerFor(std::string_view name) {
    const registry::Puzzle* puzzle = registry::find(name);
    return puzzle ? &puzzle->checker() : nullptr;
}

} // namespace pw::check
