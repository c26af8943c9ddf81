// Colored Jenga tower: validation, the move rules and the text id.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/position.h"

#include "engine/common/hash.h"
#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/common/text_scanner.h"

#include <cstdio>
#include <stdexcept>

namespace pw::jenga {

char colourLetter(Colour colour) {
    return "RGB"[static_cast<int>(colour)];
}

std::optional<Colour> colourFromLetter(char letter) {
    switch (letter) {
    case 'R':
    case 'r':
        return Colour::Red;
    case 'G':
    case 'g':
        return Colour::Green;
    case 'B':
    case 'b':
        return Colour::Blue;
    default:
        return std::nullopt;
    }
}

int Level::blockCount() const {
    return static_cast<int>(cells[0].has_value()) + static_cast<int>(cells[1].has_value()) +
           static_cast<int>(cells[2].has_value());
}

bool Level::standsBelowTop() const {
    const int count = blockCount();
    return count >= 2 || (count == 1 && cells[kMiddle].has_value());
}

namespace {
Level fullLevel(Colour left, Colour middle, Colour right) {
    return Level{{Slot{left}, Slot{middle}, Slot{right}}};
}
} // namespace

Tower::Tower()
    : levels_(std::make_shared<const std::vector<Level>>(
          std::vector<Level>{fullLevel(Colour::Red, Colour::Green, Colour::Blue)})) {}

Tower::Tower(std::vector<Level> levels)
    : levels_(std::make_shared<const std::vector<Level>>(std::move(levels))) {}

int Tower::blockCount() const {
    int count = 0;
    for (const Level& level : *levels_)
        count += level.blockCount();
    return count;
}

std::optional<std::string> Tower::validate() const {
    if (levels_->empty())
        return "the tower has no level";
    const int topIndex = levelCount() - 1;
    for (int i = 0; i < topIndex; ++i) {
        const Level& lower = level(i);
        const std::string name = "level " + std::to_string(i + 1);
        if (lower.blockCount() == 0)
            return name + " has no block: the tower has already fallen";
        if (!lower.standsBelowTop())
            return name + " has a lone side block: the tower has already fallen";
    }
    if (top().blockCount() == 0)
        return "the top level (level " + std::to_string(topIndex + 1) + ") is empty";
    return std::nullopt;
}

Tower Tower::withSlot(int levelIndex, int slot, Slot value) const {
    std::vector<Level> levels = *levels_;
    levels.at(static_cast<std::size_t>(levelIndex)).cells.at(static_cast<std::size_t>(slot)) =
        value;
    return Tower(std::move(levels));
}

Tower Tower::withLevelCount(int count) const {
    if (count < 1)
        throw std::invalid_argument("a tower has at least one level");
    std::vector<Level> levels = *levels_;
    levels.resize(static_cast<std::size_t>(count),
                  fullLevel(Colour::Red, Colour::Green, Colour::Blue));
    return Tower(std::move(levels));
}

std::size_t Tower::hash() const {
    std::size_t seed = levels_->size();
    for (const Level& level : *levels_) {
        std::uint64_t code = 0;
        for (const Slot& slot : level.cells)
            code = code * 4 + (slot ? static_cast<std::uint64_t>(*slot) + 1 : 0);
        seed = combineHash(seed, code);
    }
    return seed;
}

bool operator==(const Tower& a, const Tower& b) {
    return a.levels_ == b.levels_ || *a.levels_ == *b.levels_;
}

namespace {

// The block at `slot` of a level below the top may come out when the rest still stands.
bool canRemove(const Level& level, int slot) {
    if (!level.cells[static_cast<std::size_t>(slot)])
        return false;
    Level rest = level;
    rest.cells[static_cast<std::size_t>(slot)].reset();
    return rest.standsBelowTop();
}

void appendMoves(const Tower& tower, std::optional<Colour> colour, std::vector<Move>& moves) {
    const int topIndex = tower.levelCount() - 1;
    const Level& top = tower.top();
    const bool newLevel = top.isComplete();
    for (int i = 0; i < topIndex; ++i) {
        const Level& level = tower.level(i);
        for (int slot = 0; slot < 3; ++slot) {
            if (!canRemove(level, slot))
                continue;
            if (colour && *level.cells[static_cast<std::size_t>(slot)] != *colour)
                continue;
            for (int target = 0; target < 3; ++target)
                if (newLevel || !top.cells[static_cast<std::size_t>(target)])
                    moves.push_back(Move{i, slot, target});
        }
    }
}

} // namespace

std::vector<Move> legalMoves(const Tower& tower) {
    std::vector<Move> moves;
    appendMoves(tower, std::nullopt, moves);
    return moves;
}

std::vector<Move> legalMoves(const Tower& tower, Colour colour) {
    std::vector<Move> moves;
    appendMoves(tower, colour, moves);
    return moves;
}

bool hasLegalMove(const Tower& tower, Colour colour) {
    const int topIndex = tower.levelCount() - 1;
    for (int i = 0; i < topIndex; ++i)
        for (int slot = 0; slot < 3; ++slot)
            if (canRemove(tower.level(i), slot) &&
                *tower.level(i).cells[static_cast<std::size_t>(slot)] == colour)
                return true;
    return false;
}

bool isFinished(const Tower& tower) {
    for (Colour colour : kColours)
        if (hasLegalMove(tower, colour))
            return false;
    return true;
}

bool isLegal(const Tower& tower, const Move& move) {
    if (move.level < 0 || move.level >= tower.levelCount() - 1 || move.slot < 0 || move.slot > 2 ||
        move.targetSlot < 0 || move.targetSlot > 2)
        return false;
    if (!canRemove(tower.level(move.level), move.slot))
        return false;
    const Level& top = tower.top();
    return top.isComplete() || !top.cells[static_cast<std::size_t>(move.targetSlot)];
}

Colour moveColour(const Tower& tower, const Move& move) {
    return *tower.level(move.level).cells.at(static_cast<std::size_t>(move.slot));
}

Tower apply(const Tower& tower, const Move& move) {
    if (!isLegal(tower, move))
        throw std::invalid_argument("jenga: illegal move");
    std::vector<Level> levels = tower.levels();
    Slot& taken =
        levels[static_cast<std::size_t>(move.level)].cells[static_cast<std::size_t>(move.slot)];
    const Slot block = taken;
    taken.reset();
    if (levels.back().isComplete())
        levels.emplace_back();
    levels.back().cells[static_cast<std::size_t>(move.targetSlot)] = block;
    return Tower(std::move(levels));
}

std::string textId(const Tower& tower) {
    std::string id;
    for (const Level& level : tower.levels()) {
        if (!id.empty())
            id += '/';
        for (const Slot& slot : level.cells)
            id += slot ? colourLetter(*slot) : '.';
    }
    return id;
}

Tower parseTextId(std::string_view id) {
    std::vector<Level> levels;
    std::size_t pos = 0;
    while (true) {
        const std::size_t end = std::min(id.find('/', pos), id.size());
        const std::string_view part = id.substr(pos, end - pos);
        const std::string name = "level " + std::to_string(levels.size() + 1);
        if (part.size() != 3)
            throw ParseError(0, "expected " + name +
                                    " as three characters from R, G, B, '.', found " +
                                    quoteToken(part));
        Level level;
        for (std::size_t slot = 0; slot < 3; ++slot) {
            if (part[slot] == '.')
                continue;
            const auto colour = colourFromLetter(part[slot]);
            if (!colour)
                throw ParseError(0, "expected R, G, B or '.' in " + name + ", found " +
                                        quoteToken(part));
            level.cells[slot] = colour;
        }
        levels.push_back(level);
        if (end == id.size())
            break;
        pos = end + 1;
    }
    return Tower(std::move(levels));
}

std::string moveText(const Tower& tower, const Move& move) {
    static constexpr const char* kSlotLetter = "LMR";
    std::string text;
    text += colourLetter(moveColour(tower, move));
    text += ' ';
    text += std::to_string(move.level + 1);
    text += kSlotLetter[move.slot];
    text += tower.top().isComplete() ? "->new " : "->";
    text += kSlotLetter[move.targetSlot];
    return text;
}

Tower randomTower(int levelCount, std::uint64_t seed) {
    SeededRandom random(seed);
    std::vector<Level> levels(static_cast<std::size_t>(levelCount));
    for (Level& level : levels)
        for (Slot& slot : level.cells)
            slot = static_cast<Colour>(random.below(3));
    return Tower(std::move(levels));
}

} // namespace pw::jenga
