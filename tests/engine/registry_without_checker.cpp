// Compile-only test (tests/engine/CMakeLists.txt): a registry entry for a puzzle without a
// checker. Built with -DPW_WITH_CHECKER it names the empty puzzle's checker and compiles; built
// without, it names a function that is no checker in its place, and the registry's `entry`
// refuses it: the contract's constraint is not satisfied.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/nullpuzzle/answer.h"
#include "engine/nullpuzzle/checker.h"
#include "engine/registry/registry.h"

namespace ns = pw::nullpuzzle;

#ifdef PW_WITH_CHECKER
#define PW_CHECKER &ns::checker
#else
#define PW_CHECKER &ns::resembles
#endif

constexpr pw::registry::Puzzle kEntry =
    pw::registry::entry<&ns::answerJudge, &ns::checkTextId, &ns::answerTextId, &ns::resembles,
                        PW_CHECKER>(ns::kName, ns::kTitle, "its count", "up to 10^9");

int main() {
    return kEntry.name.empty() ? 1 : 0;
}
