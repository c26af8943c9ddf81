// The Hackenbush Towers answer, explained: each tower's value derived step by step (a number cube
// by cube, or with a green cube each cut's options as a game), what removing a cube does, the
// boards' captions and the judge's answers, in the words (and the translations) of the page.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushanswer.h"

#include "app/hackenbush/hackenbushtext.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace hackenbushanswer {

namespace {

QString sideName(const HackenbushModel& model, bool first) {
    return first ? (model.isPlaying() ? QCoreApplication::translate("HackenbushPage", "Game")
                                      : QCoreApplication::translate("HackenbushPage", "C1"))
                 : QCoreApplication::translate("HackenbushPage", "C2");
}

QString stepByStepTitle(const HackenbushModel& model, bool first, std::size_t tower) {
    return QCoreApplication::translate("HackenbushPage", "<b>%1, tower %2, step by step</b>")
        .arg(sideName(model, first))
        .arg(tower + 1);
}

QString valueLine(const QString& value) {
    return QCoreApplication::translate("HackenbushPage", "Value: %1").arg(value);
}

QString joined(const std::vector<std::string>& values) {
    QStringList parts;
    for (const std::string& value : values)
        parts << hackenbushtext::shortened(QString::fromStdString(value));
    return parts.join(QStringLiteral(", "));
}

// A tower with a green cube: its value is a short game, built cut by cut from the options.
QString explainGameTower(const HackenbushModel& model, bool first, std::size_t tower) {
    const Position position = model.state().shown(first);
    // Twelve steps show how each cube's options build the next value; longer towers end with "…".
    const pw::hackenbush::GameDerivation d =
        pw::hackenbush::deriveGameTower(position.tower(tower), 12);
    QStringList lines;
    lines << stepByStepTitle(model, first, tower);
    lines << QCoreApplication::translate(
        "HackenbushPage",
        "With a green cube the value is a game: the tower cut above each cube is { the "
        "values White's removals leave | those Black's leave }, in canonical form.");
    for (const pw::hackenbush::GameStep& step : d.steps)
        lines << QCoreApplication::translate("HackenbushPage", "Cube %1 (%2): { %3 | %4 } = %5")
                     .arg(step.cubes)
                     .arg(hackenbushtext::cube(step.top), joined(step.left).toHtmlEscaped(),
                          joined(step.right).toHtmlEscaped(),
                          hackenbushtext::shortened(QString::fromStdString(step.value))
                              .toHtmlEscaped());
    if (d.stepsTruncated)
        lines << QCoreApplication::translate("HackenbushPage",
                                             "… and the cubes above, in the same way.");
    lines << valueLine(hackenbushtext::shortened(QString::fromStdString(d.value)).toHtmlEscaped());
    if (const QString named = definitions(d.definitions); !named.isEmpty())
        lines
            << QCoreApplication::translate("HackenbushPage", "where %1").arg(named.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

} // namespace

QString explainTower(const HackenbushModel& model, bool first, std::size_t tower) {
    const Position position = model.state().shown(first);
    if (tower >= position.towerCount())
        return {};
    if (position.tower(tower).hasGreen())
        return explainGameTower(model, first, tower);
    // Twelve steps are enough to see the rule; longer towers end with "…".
    const pw::hackenbush::TowerDerivation d =
        pw::hackenbush::deriveTower(position.tower(tower), 12);
    const bool white = d.runColour == Colour::White;
    QStringList lines;
    lines << stepByStepTitle(model, first, tower);
    // (The count in a variable of its own: lupdate reads no cast as translate()'s count.)
    const int run = static_cast<int>(d.bottomRun);
    lines << QCoreApplication::translate("HackenbushPage",
                                         "The bottom run: %n %1 cube(s), worth %2.", nullptr, run)
                 .arg(white ? QCoreApplication::translate("HackenbushPage", "white")
                            : QCoreApplication::translate("HackenbushPage", "black"),
                      hackenbushtext::fraction(d.runValue));
    for (const pw::hackenbush::TowerStep& step : d.steps)
        lines << QCoreApplication::translate("HackenbushPage",
                                             "Cube %1 (%2): %3 1/%4, running sum %5.")
                     .arg(step.cube + 1)
                     .arg(hackenbushtext::cube(step.colour),
                          step.term.sign() < 0 ? QStringLiteral("\u2212") : QStringLiteral("+"),
                          QString::fromStdString(pw::Dyadic::powerOfTwo(step.k).toFractionString()),
                          hackenbushtext::fraction(step.runningSum));
    if (d.stepsTruncated)
        lines << QCoreApplication::translate(
            "HackenbushPage", "… and the cubes above, each with half the weight of the one below.");
    lines << QCoreApplication::translate("HackenbushPage",
                                         "Sign expansion (white +, black \u2212): %1")
                 .arg(QString::fromStdString(d.signExpansion)
                          .replace(QLatin1Char('-'), QChar(0x2212)));
    lines << valueLine(QString::fromStdString(d.formula())
                           .replace(QLatin1String(" - "), QStringLiteral(" \u2212 ")));
    return lines.join(QStringLiteral("<br>"));
}

CubeWords cubeWords(const HackenbushModel& model, bool first, Move move) {
    const HackenbushState& state = model.state();
    const bool playing = first && model.isPlaying();
    const Position position = state.shown(first);
    if (move.tower >= position.towerCount() || move.height >= position.tower(move.tower).height())
        return {};
    const Colour colour = position.tower(move.tower).cube(move.height);
    const int above = static_cast<int>(position.tower(move.tower).height() - move.height - 1);
    CubeWords words;
    words.name = QCoreApplication::translate("HackenbushPage", "%1, tower %2, cube %3 (%4)")
                     .arg(sideName(model, first))
                     .arg(move.tower + 1)
                     .arg(move.height + 1)
                     .arg(hackenbushtext::cube(colour));
    if (const HackenbushAnalysis::Side* side = model.side(first)) {
        // A green cube may be either player's: it is described as the move of the player shown
        // to move (in a game, yours).
        const Colour mover = colour != Colour::Green ? colour
                             : playing               ? state.human
                                                     : state.toMove;
        const auto after = side->valueAfter(move, mover);
        const QString taken =
            above == 0 ? QCoreApplication::translate("HackenbushPage", "removing it")
                       : QCoreApplication::translate(
                             "HackenbushPage", "removing it and the %Ln above", nullptr, above);
        const QString verdict =
            side->isWinningMove(move, mover)
                ? QCoreApplication::translate("HackenbushPage", "a winning move")
                : QCoreApplication::translate("HackenbushPage", "not a winning move");
        words.effect =
            after ? QCoreApplication::translate("HackenbushPage", "%1 (%2's move) leaves %3, %4")
                        .arg(taken, hackenbushtext::player(mover), *after, verdict)
                  : QCoreApplication::translate("HackenbushPage", "%1 (%2's move): %3")
                        .arg(taken, hackenbushtext::player(mover), verdict);
    }
    if (!playing) {
        words.click =
            QCoreApplication::translate("HackenbushPage", "Click to flip, right-click for more.");
        words.press = QCoreApplication::translate("HackenbushPage",
                                                  "Press to flip its colour; Show menu for more.");
    } else {
        words.press = QCoreApplication::translate(
            "HackenbushPage", "Press to remove it and the cubes above, if it is your colour.");
    }
    return words;
}

QString caption(const HackenbushModel& model, bool first) {
    const QString c1 = QCoreApplication::translate("HackenbushPage", "C1");
    const QString c2 = QCoreApplication::translate("HackenbushPage", "C2");
    const HackenbushAnalysis::Side* side = model.side(first);
    if (const pw::hackenbush::TreeNode* node = model.previewNode(first))
        return QCoreApplication::translate("HackenbushPage", "%1 · game-tree position · value %2")
            .arg(first ? c1 : c2, hackenbushtext::fraction(node->value));
    const HackenbushState& state = model.state();
    QString caption;
    if (first && model.isPlaying())
        caption =
            state.gameOver()
                ? QCoreApplication::translate("HackenbushPage", "Game over: %1 wins")
                      .arg(hackenbushtext::player(pw::hackenbush::opponent(state.gameToMove())))
                : QCoreApplication::translate("HackenbushPage", "Game on C1: %1 to move")
                      .arg(hackenbushtext::player(state.gameToMove()));
    else
        caption = first ? c1 : c2;
    constexpr int kLongestValueInCaption = 24; // a long value is left to the panel
    if (side && model.isSettled() && side->fraction.size() <= kLongestValueInCaption)
        caption += QCoreApplication::translate("HackenbushPage", " · value %1").arg(side->fraction);
    return caption;
}

std::optional<QString> judgeOutput(const HackenbushModel& model) {
    const auto analysis = model.analysis();
    if (!analysis) {
        if (!model.isSettled())
            return QCoreApplication::translate("HackenbushPage", "Computing…");
        return std::nullopt;
    }
    QStringList lines;
    // The judge's own words in every language: this is the text the contest prints.
    for (qsizetype i = 0; i < analysis->judgeAnswers.size() && i < kMaxTestsShown; ++i)
        lines << QStringLiteral("Test %1: %2").arg(i + 1).arg(analysis->judgeAnswers[i]);
    if (analysis->judgeAnswers.size() > kMaxTestsShown)
        lines << QCoreApplication::translate("HackenbushPage", "… and %1 more tests")
                     .arg(analysis->judgeAnswers.size() - kMaxTestsShown);
    return lines.join(QLatin1Char('\n'));
}

QString testName(const HackenbushModel& model, int index) {
    const auto analysis = model.analysis();
    if (!analysis || index >= analysis->judgeAnswers.size())
        return QCoreApplication::translate("HackenbushPage", "Test %1").arg(index + 1);
    return QCoreApplication::translate("HackenbushPage", "Test %1: %2")
        .arg(index + 1)
        .arg(analysis->judgeAnswers[index] == QLatin1String("Yes")
                 ? QCoreApplication::translate("HackenbushPage", "Yes")
                 : QCoreApplication::translate("HackenbushPage", "No"));
}

QString testsTitle(int count) {
    return count > kMaxTestsShown
               ? QCoreApplication::translate("HackenbushPage",
                                             "Judge tests (%1; the first %2 can be shown)")
                     .arg(count)
                     .arg(kMaxTestsShown)
               : QCoreApplication::translate("HackenbushPage", "Judge tests (%Ln test(s))", nullptr,
                                             count);
}

QString treeNote(const HackenbushModel& model) {
    const std::size_t limit = HackenbushAnalysis::kTreeCubeLimit;
    const std::size_t a = model.state().shown(true).cubeCount();
    const std::size_t b = model.state().shown(false).cubeCount();
    if (model.state().shown(true).hasGreen() && model.state().shown(false).hasGreen())
        return QCoreApplication::translate("HackenbushPage",
                                           "Game trees are drawn for white and black cubes only.");
    if (a <= limit || b <= limit)
        return QCoreApplication::translate(
            "HackenbushPage",
            "The game tree shows every position the game can reach, each with its value "
            "{ L | R } and how the simplicity rule picks it.");
    return QCoreApplication::translate(
               "HackenbushPage",
               "Game trees are drawn for positions of up to %1 cubes (C1 has %2, C2 has %3).")
        .arg(limit)
        .arg(QLocale().toString(static_cast<qulonglong>(a)),
             QLocale().toString(static_cast<qulonglong>(b)));
}

} // namespace hackenbushanswer
