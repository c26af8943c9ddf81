// The empty puzzle's explanation, played with the one move rule.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/nullpuzzle/explain.h"

namespace pw::nullpuzzle {

std::vector<std::string> optimalLine(const Position& position, int maxMoves) {
    std::vector<std::string> line;
    Position at = position;
    while (static_cast<int>(line.size()) < maxMoves && !legalMoves(at).empty()) {
        const Position next = apply(at, legalMoves(at).front());
        line.push_back(textId(at) + " -> " + textId(next));
        at = next;
    }
    return line;
}

} // namespace pw::nullpuzzle
