// The Hackenbush Towers page's answer in words, built from its model alone (Qt Core): what the
// page shows, prints and copies. The values of C1 and C2 (or of the game's position), the
// verdict of the comparison, the winning moves, the judge's answers, each tower's value derived
// step by step and what a cube's removal does.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/hackenbush/hackenbushmodel.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace hackenbushanswer {

struct Texts {
    // C1's value (in a game, the game position's) and C2's, rich text; nullopt while computed
    // (the old text then stays, greyed).
    std::optional<QString> first;
    std::optional<QString> second;
    // Whether C1 is at least as favourable for White as C2, rich text, with the rules line when
    // they are not the contest's; nullopt without both values.
    std::optional<QString> verdict;
    // Who has how many winning moves, rich text (with the hint to hover a cube, on screen).
    QString winningMoves;
    QString rules; // plain: which rules are in force, when not the contest's (else empty)
};

// What the answer says for the model's present state and result.
Texts of(const HackenbushModel& model);

// A position's value (nullopt while it is computed), and the verdict without the rules line
// (nullopt without both values).
std::optional<QString> value(const HackenbushModel& model, bool first);
std::optional<QString> verdict(const HackenbushModel& model);
// The winning moves of the player shown to move (in a game, the user's); `onScreen` adds the
// hint to hover a cube (not on paper, where nothing can be hovered).
QString winningMoves(const HackenbushModel& model, bool onScreen);

// The longest values, verdicts and winning moves' texts (their texts are shortened to
// hackenbushtext::kMaxShownLength), for the room the page keeps for them.
QStringList longestValues();
QStringList longestVerdicts();
QStringList longestWinningMoves();

// The board's caption: "C1 · value 3/4", "Game on C1: White to move", or a game-tree position's.
QString caption(const HackenbushModel& model, bool first);
// The tests the selector and the judge's output list (the first of more).
inline constexpr int kMaxTestsShown = 1000;
// The judge's answer for every test shown ("Test 1: Yes"), plain text in the judge's own words
// in every language; "Computing…" while they are computed (nullopt when unknown otherwise).
std::optional<QString> judgeOutput(const HackenbushModel& model);
// A test in the test selector: "Test 3: Yes", or "Test 3" before its answer.
QString testName(const HackenbushModel& model, int index);
// The tests box's title: "Judge tests (2 tests)".
QString testsTitle(int count);
// What the game tree window can show for C1 and C2.
QString treeNote(const HackenbushModel& model);

// The subgames a canonical form names ("G1 = {…}; G2 = …"), shortened, or nothing.
QString definitions(const std::vector<std::string>& definitions);

// A tower's value step by step (explain.h: the bottom run, then each cube's +-1/2^k with the
// running sum, then the sign expansion; with a green cube each cut's options as a game), rich
// text; empty when there is no such tower.
QString explainTower(const HackenbushModel& model, bool first, std::size_t tower);

// What removing a cube does, for the hover line and the screen reader.
struct CubeWords {
    QString name;
    QString effect; // empty before the values are known
    QString click;  // "Click to flip, right-click for more."
    QString press;  // "Press to flip its colour; Show menu for more."
};
CubeWords cubeWords(const HackenbushModel& model, bool first, pw::hackenbush::Move move);

// The answer on paper (a printout, a copy): both values, the verdict and the rules line, then
// each tower's derivation (the first towers of each position) and the winning moves.
struct Report {
    QString answer;      // rich text
    QString explanation; // rich text
};
Report report(const HackenbushModel& model);

} // namespace hackenbushanswer
