// HackenbushModel, the game against the engine: whose move it is, the players, the user's moves
// with their verdicts, the engine's move (a job bound to the position on the page's runner), and
// the game's story.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/enginemove.h"
#include "app/hackenbush/hackenbushmodel.h"
#include "app/hackenbush/hackenbushtext.h"

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

QString removalText(const Position& before, Move move) {
    const std::size_t above = before.tower(move.tower).height() - move.height - 1;
    const QString cube =
        HackenbushModel::tr("cube %1 of tower %2").arg(move.height + 1).arg(move.tower + 1);
    if (above == 0)
        return cube;
    return HackenbushModel::tr("%1 and the %n cube(s) above it", nullptr, static_cast<int>(above))
        .arg(cube);
}

} // namespace

bool HackenbushModel::isHumanToMove() const {
    return isPlaying() && !state().gameOver() && state().gameToMove() == state().human;
}

bool HackenbushModel::isEngineToMove() const {
    return isPlaying() && !state().gameOver() && state().gameToMove() != state().human;
}

// ---- The engine

void HackenbushModel::armEngineIfReady() {
    if (!engineArmed_ || !isEngineToMove()) {
        engineArmed_ = false;
        return;
    }
    if (isJobRunning(kEngineLane))
        return;
    const AnalysisPtr present = analysis();
    if (!present) {
        if (solvePhase() == SolvePhase::Cancelled || solvePhase() == SolvePhase::Failed)
            engineArmed_ = false; // no analysis will come: the engine waits for Resume
        return;
    }
    const Colour engine = pw::hackenbush::opponent(state().human);
    // After a pause the user can see, chosen on the worker from the analysis of this position
    // (shared and immutable); the pause and the choice are cancelled by any change of the
    // position (both are bound to it).
    auto choose = [present, engine](pw::SolveControl&) -> EngineMove {
        EngineMove chosen;
        if (present->first.game) { // green cubes: from the game's winning moves
            chosen.move = chooseEngineMove(*present->first.game, engine, &chosen.winning);
            return chosen;
        }
        const auto& stubborn = present->first.stubborn[static_cast<std::size_t>(engine)];
        chosen.move = chooseEngineMove(*present->first.result, engine, &chosen.winning, stubborn);
        if (!chosen.winning && stubborn && stubborn->move == chosen.move)
            chosen.stubborn = stubborn;
        return chosen;
    };
    const JobSpec spec{.lane = kEngineLane, .boundToState = true, .holdsSettled = true};
    startDelay(spec, kEngineDelayMs, [this, spec, choose = std::move(choose)] {
        startJob(spec, choose, [this](EngineMove chosen) { playEngineMove(chosen); });
    });
}

void HackenbushModel::resumeEngine() {
    if (!isEngineToMove())
        return;
    engineArmed_ = true;
    refreshSolve();
    armEngineIfReady();
}

void HackenbushModel::playEngineMove(const EngineMove& chosen) {
    if (!engineArmed_ || !isEngineToMove())
        return;
    HackenbushState next = state().withMove({chosen.move, true, chosen.winning, chosen.winning});
    lastStubborn_.reset();
    if (chosen.stubborn)
        lastStubborn_.emplace(next.game->moves.size() - 1, *chosen.stubborn);
    engineArmed_ = false;
    commit(tr("Engine removes %1").arg(removalText(state().firstShown(), chosen.move)), next);
}

// ---- The players and the moves

void HackenbushModel::setPlayers(Colour human, bool humanFirst) {
    HackenbushState next = state();
    next.human = human;
    next.humanFirst = humanFirst;
    commit(tr("Choose the players"), next);
}

void HackenbushModel::startGame() {
    HackenbushState next = state();
    next.game = HackenbushState::Game{};
    // Armed before the step, so that the engine's move is under way (and the page unsettled)
    // from the moment the new position is answered.
    engineArmed_ = true;
    if (!commit(tr("New game"), next))
        engineArmed_ = false;
}

void HackenbushModel::stopGame() {
    if (!isPlaying())
        return;
    HackenbushState next = state();
    next.game.reset();
    commit(tr("Back to editing"), next);
}

bool HackenbushModel::playHumanMove(Move move) {
    if (state().gameOver()) {
        setMessage(tr("The game is over. Undo, or start a new game."));
        return false;
    }
    if (!isHumanToMove()) {
        setMessage(tr("Wait for the engine's move, or press Engine move."));
        return false;
    }
    const Position before = state().firstShown();
    const Colour human = state().human;
    if (!pw::hackenbush::isLegal(before, human, move)) {
        setMessage((state().rules.greenCubes
                        ? tr("You play %1: you may only remove %2 or green cubes.")
                        : tr("You play %1: you may only remove %2 cubes."))
                       .arg(hackenbushtext::player(human), hackenbushtext::cube(human)));
        return false;
    }
    // The verdict needs the analysis of the position before the move (the one on screen).
    const auto* present = side(true);
    if (!present) {
        setMessage(tr("Wait a moment: the position is being analysed."));
        return false;
    }
    const bool winning = present->isWinningMove(move, human);
    const bool hadWinning = !present->winningMoves(human).empty();
    HackenbushState next = state().withMove({move, false, winning, hadWinning});
    engineArmed_ = true; // (before the step: see startGame)
    commit(tr("Remove %1").arg(removalText(before, move)), next);
    return true;
}

// ---- The game's story, derived from the moves (each with the verdict made when it was played).

QString HackenbushModel::stubbornReason(std::size_t moveIndex) const {
    if (!lastStubborn_ || lastStubborn_->first != moveIndex || !state().game ||
        state().game->moves.size() != moveIndex + 1)
        return {};
    const pw::hackenbush::StubbornMove& m = lastStubborn_->second;
    return QLatin1Char(' ') +
           tr("It chose its most stubborn move: tower %1 is now worth %2 instead of %3, so the "
              "value is %4 instead "
              "of %5; you still win, by %6, the smallest margin it could leave you.")
               .arg(m.move.tower + 1)
               .arg(hackenbushtext::fraction(m.towerAfter), hackenbushtext::fraction(m.towerBefore),
                    hackenbushtext::fraction(m.valueAfter), hackenbushtext::fraction(m.valueBefore),
                    hackenbushtext::fraction(m.margin));
}

QString HackenbushModel::playStatus() const {
    const HackenbushState& s = state();
    if (!s.game)
        return tr("Choose your colour and who moves first, then press New game: you remove cubes "
                  "of your colour by "
                  "clicking them; the engine answers.");
    QStringList lines;
    const QString you = hackenbushtext::player(s.human);
    if (s.game->moves.empty())
        lines << (s.humanFirst ? tr("You play %1 and move first: click a %2 cube to remove it and "
                                    "every cube above it.")
                                     .arg(you, hackenbushtext::cube(s.human))
                               : tr("You play %1; the engine moves first.").arg(you));
    Position position = s.test().first;
    // The last two moves are told: the human's and the engine's answer.
    const std::size_t from = s.game->moves.size() > 2 ? s.game->moves.size() - 2 : 0;
    for (std::size_t i = 0; i < s.game->moves.size(); ++i) {
        const HackenbushState::GameMove& m = s.game->moves[i];
        if (i >= from) {
            const QString removed = removalText(position, m.move);
            if (m.byEngine)
                lines << tr("The engine (%1) removed %2.")
                                 .arg(hackenbushtext::player(pw::hackenbush::opponent(s.human)),
                                      removed) +
                             QLatin1Char(' ') +
                             (m.winning
                                  ? tr("It is a winning move.")
                                  : tr("It has no winning move: it is losing if you play well.")) +
                             stubbornReason(i);
            else
                lines << tr("You removed %1.").arg(removed) + QLatin1Char(' ') +
                             (m.winning      ? tr("<b>A winning move.</b>")
                              : m.hadWinning ? tr("<b>Not a winning move</b>: you had one, now the "
                                                  "engine can win.")
                                             : tr("You had no winning move."));
        }
        position = pw::hackenbush::apply(position, m.move);
    }
    if (s.gameOver())
        lines << (s.gameToMove() == s.human ? tr("<b>You cannot move: the engine wins.</b>")
                                            : tr("<b>%1 cannot move: you win!</b>")
                                                  .arg(hackenbushtext::player(s.gameToMove())));
    else if (isHumanToMove())
        lines << tr("Your move.");
    else if (!engineArmed_)
        lines << tr("The engine is to move: press Engine move (E), or undo further.");
    return lines.join(QStringLiteral("<br>"));
}
