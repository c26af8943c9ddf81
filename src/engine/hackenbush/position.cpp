// Hackenbush towers and positions: shared storage, moves, hashing and the one-line text id.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/position.h"

#include "engine/common/hash.h"
#include "engine/common/parse_error.h"
#include "engine/common/random.h"
#include "engine/common/text_scanner.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

namespace pw::hackenbush {

namespace {

const std::shared_ptr<const std::vector<Tower>>& noTowers() {
    // Immutable and shared by every default position, so a default Position never allocates.
    static const auto empty = std::make_shared<const std::vector<Tower>>();
    return empty;
}

} // namespace

std::string_view toString(Colour c) {
    return c == Colour::White ? "White" : c == Colour::Black ? "Black" : "Green";
}

Tower::Tower(std::vector<Colour> cubes)
    : storage_(std::make_shared<const std::vector<Colour>>(std::move(cubes))),
      height_(storage_->size()) {}

Tower Tower::fromLetters(std::string_view letters, const Rules& rules) {
    std::vector<Colour> cubes;
    cubes.reserve(letters.size());
    for (std::size_t i = 0; i < letters.size(); ++i) {
        if (letters[i] == 'W')
            cubes.push_back(Colour::White);
        else if (letters[i] == 'B')
            cubes.push_back(Colour::Black);
        else if (letters[i] == 'G' && rules.greenCubes)
            cubes.push_back(Colour::Green);
        else
            throw ParseError(
                0, std::string(rules.greenCubes ? "expected W, B or G" : "expected W or B") +
                       " at cube " + std::to_string(i + 1) + ", found " +
                       quoteCharacterAt(letters, i));
    }
    return Tower(std::move(cubes));
}

bool Tower::hasGreen() const {
    const auto span = cubes();
    return std::find(span.begin(), span.end(), Colour::Green) != span.end();
}

std::span<const Colour> Tower::cubes() const {
    if (height_ == 0)
        return {};
    return {storage_->data(), height_};
}

std::string Tower::letters() const {
    std::string out(height_, 'W');
    for (std::size_t i = 0; i < height_; ++i)
        out[i] = colourLetter((*storage_)[i]);
    return out;
}

Tower Tower::truncated(std::size_t height) const {
    if (height > height_)
        throw std::out_of_range("Tower::truncated: taller than the tower");
    Tower result;
    if (height > 0) {
        result.storage_ = storage_;
        result.height_ = height;
    }
    return result;
}

Tower Tower::withCube(std::size_t index, Colour colour) const {
    if (index >= height_)
        throw std::out_of_range("Tower::withCube: no such cube");
    std::vector<Colour> cubes(storage_->begin(),
                              storage_->begin() + static_cast<std::ptrdiff_t>(height_));
    cubes[index] = colour;
    return Tower(std::move(cubes));
}

Tower Tower::withCubeOnTop(Colour colour) const {
    std::vector<Colour> cubes;
    cubes.reserve(height_ + 1);
    const auto span = this->cubes();
    cubes.assign(span.begin(), span.end());
    cubes.push_back(colour);
    return Tower(std::move(cubes));
}

std::size_t Tower::hash() const {
    std::size_t seed = combineHash(0x7A3F, height_);
    const auto span = cubes();
    std::size_t i = 0;
    // Eight cubes a word: hashing a million cubes stays well under a millisecond.
    for (; i + 8 <= span.size(); i += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, span.data() + i, 8);
        seed = combineHash(seed, word);
    }
    for (; i < span.size(); ++i)
        seed = combineHash(seed, static_cast<std::uint64_t>(span[i]));
    return seed;
}

bool operator==(const Tower& a, const Tower& b) {
    if (a.height_ != b.height_)
        return false;
    if (a.height_ == 0 || a.storage_ == b.storage_)
        return true;
    return std::equal(a.storage_->begin(),
                      a.storage_->begin() + static_cast<std::ptrdiff_t>(a.height_),
                      b.storage_->begin());
}

Position::Position() : towers_(noTowers()) {}

Position::Position(std::vector<Tower> towers)
    : towers_(std::make_shared<const std::vector<Tower>>(std::move(towers))) {}

std::size_t Position::cubeCount() const {
    std::size_t count = 0;
    for (const Tower& tower : *towers_)
        count += tower.height();
    return count;
}

Position Position::withTower(std::size_t index, Tower tower) const {
    std::vector<Tower> towers = *towers_;
    towers.at(index) = std::move(tower);
    return Position(std::move(towers));
}

Position Position::withTowerAdded(Tower tower) const {
    std::vector<Tower> towers = *towers_;
    towers.push_back(std::move(tower));
    return Position(std::move(towers));
}

Position Position::withoutTower(std::size_t index) const {
    std::vector<Tower> towers = *towers_;
    if (index >= towers.size())
        throw std::out_of_range("Position::withoutTower: no such tower");
    towers.erase(towers.begin() + static_cast<std::ptrdiff_t>(index));
    return Position(std::move(towers));
}

std::optional<std::string> Position::validate() const {
    return validate(Rules{});
}

bool Position::hasGreen() const {
    return std::any_of(towers_->begin(), towers_->end(),
                       [](const Tower& tower) { return tower.hasGreen(); });
}

std::optional<std::string> Position::validate(const Rules& rules) const {
    std::size_t total = 0;
    for (std::size_t t = 0; t < towers_->size(); ++t) {
        const Tower& tower = (*towers_)[t];
        total += tower.height();
        if (total > kMaxTotalCubes)
            return "more than " + std::to_string(kMaxTotalCubes) + " cubes in all";
        const auto cubes = tower.cubes();
        for (std::size_t i = 0; i < cubes.size(); ++i)
            if (cubes[i] != Colour::White && cubes[i] != Colour::Black &&
                !(cubes[i] == Colour::Green && rules.greenCubes))
                return "tower " + std::to_string(t + 1) + ", cube " + std::to_string(i + 1) +
                       (cubes[i] == Colour::Green
                            ? ": a green cube, which the contest's rules do not have"
                            : ": a colour that is neither white nor black");
    }
    return std::nullopt;
}

std::size_t Position::hash() const {
    std::size_t seed = combineHash(0x4B3E, towers_->size());
    for (const Tower& tower : *towers_)
        seed = combineHash(seed, tower.hash());
    return seed;
}

bool operator==(const Position& a, const Position& b) {
    return a.towers_ == b.towers_ || *a.towers_ == *b.towers_;
}

std::vector<Move> legalMoves(const Position& position, Colour player) {
    std::vector<Move> moves;
    for (std::size_t t = 0; t < position.towerCount(); ++t) {
        const auto cubes = position.tower(t).cubes();
        for (std::size_t h = 0; h < cubes.size(); ++h)
            if (mayTake(player, cubes[h]))
                moves.push_back(Move{t, h});
    }
    return moves;
}

bool isLegal(const Position& position, Colour player, Move move) {
    return move.tower < position.towerCount() &&
           move.height < position.tower(move.tower).height() &&
           mayTake(player, position.tower(move.tower).cube(move.height));
}

Colour moverOf(const Position& position, Move move) {
    return position.towers().at(move.tower).cubes()[move.height];
}

Position apply(const Position& position, Move move) {
    if (move.tower >= position.towerCount() || move.height >= position.tower(move.tower).height())
        throw std::out_of_range("hackenbush::apply: the move is not on the board");
    return position.withTower(move.tower, position.tower(move.tower).truncated(move.height));
}

std::string textId(const Position& position) {
    if (position.towerCount() == 1 && position.tower(0).empty())
        return ".";
    std::string id;
    for (std::size_t t = 0; t < position.towerCount(); ++t) {
        if (t > 0)
            id += '|';
        id += position.tower(t).letters();
    }
    return id;
}

Position parseTextId(std::string_view id) {
    return parseTextIdWith(id, Rules{});
}

Position parseTextIdWith(std::string_view id, const Rules& rules) {
    id = trimLineSpace(id); // surrounding white space (pasted text), nothing inside
    if (id.empty())
        return Position();
    std::vector<Tower> towers;
    std::size_t start = 0;
    while (true) {
        const std::size_t bar = id.find('|', start);
        const std::string_view part =
            id.substr(start, bar == std::string_view::npos ? id.npos : bar - start);
        try {
            towers.push_back(part == "." ? Tower() : Tower::fromLetters(part, rules));
        } catch (const ParseError& error) {
            throw ParseError(0,
                             "tower " + std::to_string(towers.size() + 1) + ": " + error.message());
        }
        if (bar == std::string_view::npos)
            break;
        start = bar + 1;
    }
    return Position(std::move(towers));
}

Tower randomTower(std::size_t height, std::uint64_t seed) {
    SeededRandom random(seed);
    std::vector<Colour> cubes(height);
    std::uint64_t bits = 0;
    for (std::size_t i = 0; i < height; ++i) {
        if (i % 64 == 0)
            bits = random.next();
        cubes[i] = (bits >> (i % 64)) & 1 ? Colour::Black : Colour::White;
    }
    return Tower(std::move(cubes));
}

Position randomPosition(std::size_t towerCount, std::size_t maxHeight, std::uint64_t seed) {
    SeededRandom random(seed);
    std::vector<Tower> towers;
    towers.reserve(towerCount);
    for (std::size_t t = 0; t < towerCount; ++t) {
        const std::size_t height = random.below(maxHeight + 1);
        towers.push_back(randomTower(height, random.next()));
    }
    return Position(std::move(towers));
}

} // namespace pw::hackenbush
