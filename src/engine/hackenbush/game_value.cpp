// Hackenbush towers with green cubes: canonical forms of towers and positions, winning moves,
// comparison and derivation, on one GameStore per call.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/game_value.h"

#include <algorithm>
#include <array>
#include <stdexcept>

namespace pw::hackenbush {

namespace {

// A store costs about this many bytes a game (options, memo entries of the sums and comparisons
// it takes part in): what the memory budget is checked against.
constexpr std::size_t kBytesPerGame = 400;

// The values of a tower cut at every height: prefixes[k] is the tower of its first k cubes.
// False when stopped (the budget or the control).
bool towerPrefixes(GameStore& store, const Tower& tower, SolveControl& control,
                   std::vector<GameId>& prefixes) {
    prefixes.assign(1, store.zero());
    std::vector<GameId> left;
    std::vector<GameId> right;
    const auto cubes = tower.cubes();
    for (std::size_t k = 1; k <= cubes.size(); ++k) {
        const Colour cube = cubes[k - 1];
        if (mayTake(Colour::White, cube))
            left.push_back(prefixes[k - 1]);
        if (mayTake(Colour::Black, cube))
            right.push_back(prefixes[k - 1]);
        prefixes.push_back(store.fromOptions(left, right));
        if (store.size() * kBytesPerGame > control.memoryBudget() ||
            control.checkpoint(store.size(), "canonical forms"))
            return false;
    }
    return true;
}

SolveStatus stoppedStatus(const GameStore& store, const SolveControl& control) {
    return store.size() * kBytesPerGame > control.memoryBudget() ? SolveStatus::OverBudget
                                                                 : SolveStatus::Cancelled;
}

} // namespace

std::string_view toString(OutcomeClass outcome) {
    switch (outcome) {
    case OutcomeClass::WhiteWins:
        return "White wins";
    case OutcomeClass::BlackWins:
        return "Black wins";
    case OutcomeClass::FirstPlayerWins:
        return "first player wins";
    case OutcomeClass::SecondPlayerWins:
        return "second player wins";
    }
    return "unknown";
}

std::string_view toString(GameOrder order) {
    switch (order) {
    case GameOrder::Less:
        return "less";
    case GameOrder::Equal:
        return "equal";
    case GameOrder::Greater:
        return "greater";
    case GameOrder::Confused:
        return "confused";
    }
    return "unknown";
}

OutcomeClass outcomeClassOf(GameOrder againstZero) {
    switch (againstZero) {
    case GameOrder::Greater:
        return OutcomeClass::WhiteWins;
    case GameOrder::Less:
        return OutcomeClass::BlackWins;
    case GameOrder::Confused:
        return OutcomeClass::FirstPlayerWins;
    case GameOrder::Equal:
        break;
    }
    return OutcomeClass::SecondPlayerWins;
}

bool moverWins(OutcomeClass outcome, Colour toMove) {
    return outcome == OutcomeClass::FirstPlayerWins ||
           (outcome == OutcomeClass::WhiteWins && toMove == Colour::White) ||
           (outcome == OutcomeClass::BlackWins && toMove == Colour::Black);
}

const std::vector<Move>& GameAnalysis::winningMoves(Colour toMove) const {
    return toMove == Colour::Black ? winningMovesBlack : winningMovesWhite;
}

bool GameAnalysis::isWinningMove(Move move, Colour player) const {
    const auto& moves = winningMoves(player);
    return std::binary_search(moves.begin(), moves.end(), move);
}

GameAnalysis analyseGame(const Position& position, SolveControl& control, GameDetail detail) {
    if (const auto problem = position.validate(Rules{true}))
        throw std::invalid_argument("hackenbush: " + *problem);
    const Stopwatch stopwatch;
    GameAnalysis analysis;
    analysis.position = position;
    GameStore store;
    GameWriter writer(store);
    const auto finish = [&](SolveStatus status) {
        analysis.status = status;
        analysis.stats = SolveStats{store.size(), stopwatch.seconds()};
        return analysis;
    };
    const std::size_t count = position.towerCount();
    std::vector<std::vector<GameId>> prefixes(count);
    std::vector<GameId> towers(count);
    for (std::size_t t = 0; t < count; ++t) {
        if (!towerPrefixes(store, position.tower(t), control, prefixes[t]))
            return finish(stoppedStatus(store, control));
        towers[t] = prefixes[t].back();
    }
    // The sums of the towers before t and after t, so that each tower's "rest of the position"
    // is one more sum.
    std::vector<GameId> before(count + 1, store.zero());
    std::vector<GameId> after(count + 1, store.zero());
    for (std::size_t t = 0; t < count; ++t)
        before[t + 1] = store.add(before[t], towers[t]);
    for (std::size_t t = count; t > 0; --t)
        after[t - 1] = store.add(after[t], towers[t - 1]);
    const GameId total = before[count];
    analysis.outcome = outcomeClassOf(store.compare(total, store.zero()));
    for (std::size_t t = 0; t < count; ++t) {
        const GameId rest = store.add(before[t], after[t + 1]);
        const auto cubes = position.tower(t).cubes();
        for (std::size_t h = 0; h < cubes.size(); ++h) {
            // After removing cube h the position is rest + prefixes[t][h]: White wins when it is
            // >= 0 (-prefix <= rest), Black when it is <= 0 (rest <= -prefix).
            const GameId minusPrefix = store.negate(prefixes[t][h]);
            const bool white =
                mayTake(Colour::White, cubes[h]) && store.lessOrEqual(minusPrefix, rest);
            const bool black =
                mayTake(Colour::Black, cubes[h]) && store.lessOrEqual(rest, minusPrefix);
            if (white || black) {
                const std::string afterText = detail == GameDetail::ValuesAfter
                                                  ? writer.text(store.add(rest, prefixes[t][h]))
                                                  : std::string();
                if (white) {
                    analysis.winningMovesWhite.push_back(Move{t, h});
                    analysis.valuesAfterWhite.push_back(afterText);
                }
                if (black) {
                    analysis.winningMovesBlack.push_back(Move{t, h});
                    analysis.valuesAfterBlack.push_back(afterText);
                }
            }
        }
        if (store.size() * kBytesPerGame > control.memoryBudget() ||
            control.checkpoint(store.size(), "winning moves"))
            return finish(stoppedStatus(store, control));
    }
    for (std::size_t t = 0; t < count; ++t)
        analysis.towerValues.push_back(writer.text(towers[t]));
    analysis.value = writer.text(total);
    analysis.definitions = writer.definitions();
    return finish(SolveStatus::Exact);
}

GameComparison compareGames(const Position& first, const Position& second, SolveControl& control) {
    for (const Position* position : {&first, &second})
        if (const auto problem = position->validate(Rules{true}))
            throw std::invalid_argument("hackenbush: " + *problem);
    GameComparison comparison;
    GameStore store;
    std::vector<GameId> prefixes;
    std::array<GameId, 2> sums{store.zero(), store.zero()};
    for (int which = 0; which < 2; ++which)
        for (const Tower& tower : (which == 0 ? first : second).towers()) {
            if (!towerPrefixes(store, tower, control, prefixes)) {
                comparison.status = stoppedStatus(store, control);
                return comparison;
            }
            sums[static_cast<std::size_t>(which)] =
                store.add(sums[static_cast<std::size_t>(which)], prefixes.back());
        }
    comparison.order = store.compare(sums[0], sums[1]);
    GameWriter writer(store);
    comparison.first = writer.text(sums[0]);
    comparison.second = writer.text(sums[1]);
    comparison.definitions = writer.definitions();
    comparison.status = SolveStatus::Exact;
    return comparison;
}

std::string GameStep::text() const {
    const auto list = [](const std::vector<std::string>& values) {
        std::string joined;
        for (std::size_t i = 0; i < values.size(); ++i)
            joined += (i > 0 ? ", " : "") + values[i];
        return joined;
    };
    return "cube " + std::to_string(cubes) + " (" + std::string(1, colourLetter(top)) + "): {" +
           list(left) + " | " + list(right) + "} = " + value;
}

GameDerivation deriveGameTower(const Tower& tower, std::size_t maxSteps) {
    GameDerivation derivation;
    GameStore store;
    GameWriter writer(store);
    SolveControl control;
    std::vector<GameId> prefixes;
    towerPrefixes(store, tower, control, prefixes);
    const auto cubes = tower.cubes();
    for (std::size_t k = 1; k <= cubes.size(); ++k) {
        if (derivation.steps.size() >= maxSteps) {
            derivation.stepsTruncated = true;
            break;
        }
        GameStep step;
        step.cubes = k;
        step.top = cubes[k - 1];
        for (std::size_t i = 0; i < k; ++i) {
            if (mayTake(Colour::White, cubes[i]))
                step.left.push_back(writer.text(prefixes[i]));
            if (mayTake(Colour::Black, cubes[i]))
                step.right.push_back(writer.text(prefixes[i]));
        }
        step.value = writer.text(prefixes[k]);
        derivation.steps.push_back(std::move(step));
    }
    derivation.value = writer.text(prefixes.back());
    derivation.definitions = writer.definitions();
    return derivation;
}

} // namespace pw::hackenbush
