// HackenbushAnalysis: what one solve finds of a position shown, a number (solver.h) for white
// and black cubes, a short game (game_value.h) with green ones, and what the page asks of either.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushmodel.h"

#include "app/hackenbush/hackenbushtext.h"

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;
using pw::hackenbush::Tower;

HackenbushAnalysis::Side HackenbushAnalysis::of(const Position& position,
                                                pw::SolveControl& control) {
    Side side;
    if (position.hasGreen()) {
        // A short game, not a number: its canonical form, outcome class and winning moves.
        side.game = std::make_shared<const pw::hackenbush::GameAnalysis>(
            pw::hackenbush::analyseGame(position, control,
                                        position.cubeCount() <= kGameValuesAfterCubeLimit
                                            ? pw::hackenbush::GameDetail::ValuesAfter
                                            : pw::hackenbush::GameDetail::Values));
        if (side.game->status != pw::SolveStatus::Exact)
            return side;
        side.fraction = hackenbushtext::shortened(QString::fromStdString(side.game->value));
        for (const std::string& value : side.game->towerValues)
            side.towerLabels << hackenbushtext::shortened(QString::fromStdString(value));
        return side;
    }
    side.result =
        std::make_shared<const pw::hackenbush::Result>(pw::hackenbush::solve(position, control));
    if (side.result->status != pw::SolveStatus::Exact)
        return side;
    side.fraction = hackenbushtext::fraction(side.result->value);
    side.mixed = hackenbushtext::mixed(side.result->value);
    side.signs = hackenbushtext::signs(side.result->value);
    if (side.result->value.exponent() > 40 || side.fraction.contains(QChar(u'…')))
        side.approximate = hackenbushtext::approximate(side.result->value);
    for (const auto& value : side.result->towerValues)
        side.towerLabels << hackenbushtext::fraction(value);
    if (position.cubeCount() <= kStubbornCubeLimit)
        for (const Colour colour : {Colour::White, Colour::Black})
            side.stubborn[static_cast<std::size_t>(colour)] =
                pw::hackenbush::stubbornMove(position, colour);
    if (position.cubeCount() <= kTreeCubeLimit) {
        auto tree = std::make_shared<pw::hackenbush::GameTree>(
            pw::hackenbush::gameTree(position, control, kTreeMaxNodes));
        if (tree->status != pw::SolveStatus::Exact)
            return side; // stopped: the page shows no tree rather than half of one
        for (const pw::hackenbush::TreeNode& node : tree->nodes) {
            QStringList labels;
            for (const Tower& tower : node.position.towers())
                labels << hackenbushtext::fraction(pw::hackenbush::towerValue(tower));
            side.treeTowerLabels.push_back(std::move(labels));
        }
        side.tree = std::move(tree);
    }
    return side;
}

bool HackenbushAnalysis::Side::isExact() const {
    return game ? game->status == pw::SolveStatus::Exact
                : result && result->status == pw::SolveStatus::Exact;
}

const std::vector<Move>& HackenbushAnalysis::Side::winningMoves(Colour mover) const {
    return game ? game->winningMoves(mover) : result->winningMoves(mover);
}

bool HackenbushAnalysis::Side::isWinningMove(Move move, Colour mover) const {
    return game ? game->isWinningMove(move, mover) : result->isWinningMove(move);
}

std::optional<QString> HackenbushAnalysis::Side::valueAfter(Move move, Colour mover) const {
    if (!game)
        return hackenbushtext::fraction(result->valueAfter(move));
    const auto& moves = game->winningMoves(mover);
    const auto& values = mover == Colour::White ? game->valuesAfterWhite : game->valuesAfterBlack;
    for (std::size_t i = 0; i < moves.size() && i < values.size(); ++i)
        if (moves[i] == move && !values[i].empty())
            return hackenbushtext::shortened(QString::fromStdString(values[i]));
    return std::nullopt;
}
