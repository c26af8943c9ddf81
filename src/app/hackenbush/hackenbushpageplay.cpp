// HackenbushPage, the play mode: the human removes cubes of their colour on C1, the engine
// answers with a winning move when it has one, undo takes back a pair of moves.
#include "app/hackenbush/hackenbushpage.h"

#include "app/hackenbush/hackenbushtext.h"
#include "app/hackenbush/hackenbushview.h"
#include "ui_hackenbushpanel.h"

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

// "cube 3 of tower 2" or "cube 3 of tower 2 and the 4 cubes above it".
QString removalText(const Position& before, Move move) {
    const std::size_t above = before.tower(move.tower).height() - move.height - 1;
    const QString cube =
        HackenbushPage::tr("cube %1 of tower %2").arg(move.height + 1).arg(move.tower + 1);
    if (above == 0)
        return cube;
    return above == 1 ? HackenbushPage::tr("%1 and the cube above it").arg(cube)
                      : HackenbushPage::tr("%1 and the %2 cubes above it").arg(cube).arg(above);
}

} // namespace

void HackenbushPage::startGame(Colour human, Colour firstToMove) {
    engineDelay_.stop();
    engineStopped_ = false;
    game_.start(first(), human, firstToMove);
    {
        const QSignalBlocker a(ui_->humanColourCombo);
        const QSignalBlocker b(ui_->starterCombo);
        ui_->humanColourCombo->setCurrentIndex(human == Colour::White ? 0 : 1);
        ui_->starterCombo->setCurrentIndex(firstToMove == human ? 0 : 1);
    }
    const QString you = hackenbushtext::player(human);
    if (game_.isOver())
        playStatus_ = tr("%1 has no cube to remove: %2 wins before the first move.")
                          .arg(hackenbushtext::player(game_.toMove()),
                               hackenbushtext::player(game_.winner()));
    else if (game_.isHumanToMove())
        playStatus_ =
            tr("You play %1 and move first: click a %2 cube to remove it and every cube above it.")
                .arg(you, hackenbushtext::cube(human));
    else
        playStatus_ = tr("You play %1; the engine moves first.").arg(you);
    message_.clear();
    requestSolve(true);
    refresh();
}

void HackenbushPage::stopGame() {
    engineDelay_.stop();
    engineStopped_ = false;
    if (!game_.isActive())
        return;
    game_.stop();
    playStatus_.clear();
    requestSolve(true);
    refresh();
}

void HackenbushPage::undo() {
    if (!game_.canUndo())
        return;
    engineDelay_.stop();
    engineStopped_ = false;
    game_.undo();
    playStatus_ = tr("Took back your last move; your turn again.");
    requestSolve(true);
    refresh();
}

void HackenbushPage::playHumanMove(Move move) {
    if (game_.isOver()) {
        showMessage(tr("The game is over. Undo, or start a new game."));
        return;
    }
    if (!game_.isHumanToMove()) {
        showMessage(tr("Wait for the engine's move."));
        return;
    }
    const Position before = game_.position();
    const Colour human = game_.human();
    if (!pw::hackenbush::isLegal(before, human, move)) {
        showMessage(tr("You play %1: you may only remove %2 cubes.")
                        .arg(hackenbushtext::player(human), hackenbushtext::cube(human)));
        return;
    }
    // The verdict on the move needs the analysis of the position before it (usually on screen).
    const ResultPtr analysis = firstResult();
    game_.play(move);
    message_.clear();
    QString status = tr("You removed %1.").arg(removalText(before, move));
    if (analysis) {
        const bool hadWin = pw::hackenbush::moverWins(analysis->outcome, human);
        if (analysis->isWinningMove(move))
            status +=
                QLatin1Char(' ') +
                tr("<b>A winning move</b> (value now %1).")
                    .arg(hackenbushtext::fraction(analysis->valueAfter(move)).toHtmlEscaped());
        else if (hadWin || !analysis->winningMoves(human).empty())
            status +=
                QLatin1Char(' ') +
                tr("<b>Not a winning move</b>: you had one, now the engine can win (value %1).")
                    .arg(hackenbushtext::fraction(analysis->valueAfter(move)).toHtmlEscaped());
        else
            status += QLatin1Char(' ') + tr("You had no winning move.");
    }
    if (game_.isOver())
        status += QStringLiteral("<br>") +
                  tr("<b>%1 cannot move: you win!</b>").arg(hackenbushtext::player(game_.toMove()));
    playStatus_ = status;
    requestSolve(true); // the engine moves when this analysis arrives
    refresh();
}

void HackenbushPage::playEngineMove() {
    if (!game_.isEngineToMove() || engineStopped_)
        return;
    const ResultPtr analysis = firstResult();
    if (!analysis || !(analysis->position == game_.position())) {
        requestSolve(true);
        return;
    }
    const Colour engine = game_.engine();
    bool winning = false;
    const Move move = HackenbushGame::chooseEngineMove(*analysis, engine, &winning);
    const Position before = game_.position();
    game_.play(move);
    // Keeps what was said about the human's move (or the start) above the engine's answer.
    QString status = playStatus_.isEmpty() ? QString() : playStatus_ + QStringLiteral("<br>");
    status += tr("The engine (%1) removed %2.")
                  .arg(hackenbushtext::player(engine), removalText(before, move));
    status +=
        QLatin1Char(' ') + (winning ? tr("It is a winning move.")
                                    : tr("It has no winning move: it is losing if you play well."));
    if (game_.isOver())
        status += QStringLiteral("<br>") + tr("<b>%1 cannot move: the engine wins.</b>")
                                               .arg(hackenbushtext::player(game_.toMove()));
    else
        status += QStringLiteral("<br>") + tr("Your move.");
    playStatus_ = status;
    requestSolve(true);
    refresh();
    emitSettledIfIdle();
}
