// The kits of the four puzzles, in the registry's order, and the test kinds' names.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/puzzle_kit.h"

#include <array>

namespace pw::check {

std::string_view toString(TestKind kind) {
    switch (kind) {
    case TestKind::Sample:
        return "sample";
    case TestKind::Edge:
        return "edge";
    case TestKind::Random:
        return "random";
    case TestKind::Max:
        return "max";
    }
    return "?";
}

std::span<const PuzzleKit* const> kits() {
    static const std::array<const PuzzleKit*, 4> all{&jengaKit(), &patienceKit(), &hackenbushKit(),
                                                     &stonesKit()};
    return all;
}

const PuzzleKit* kitFor(std::string_view puzzle) {
    for (const PuzzleKit* kit : kits())
        if (kit->name() == puzzle)
            return kit;
    return nullptr;
}

} // namespace pw::check
