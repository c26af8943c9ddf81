// The Hackenbush Towers answer in words: each position's value (a number, or with green cubes a
// short game), whether C1 is at least as favourable for White as C2 and why, the winning moves,
// and the answer on paper, in the words (and the translations) of the page.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushanswer.h"

#include "app/hackenbush/hackenbushtext.h"

#include <QCoreApplication>

#include <algorithm>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace hackenbushanswer {

namespace {

// In the palette's own text colour, so it reads in light and dark palettes alike.
QString outcomeHtml(pw::hackenbush::Outcome outcome) {
    return QStringLiteral("<b>%1</b>").arg(hackenbushtext::outcome(outcome).toHtmlEscaped());
}

QString yesText() {
    return QCoreApplication::translate("HackenbushPage", "Yes");
}
QString noText() {
    return QCoreApplication::translate("HackenbushPage", "No");
}
QString c1Text() {
    return QCoreApplication::translate("HackenbushPage", "C1");
}
QString c2Text() {
    return QCoreApplication::translate("HackenbushPage", "C2");
}
QString gamePositionText() {
    return QCoreApplication::translate("HackenbushPage", "Game position");
}
QString afterTheGameText() {
    return QCoreApplication::translate("HackenbushPage",
                                       "The comparison of C1 and C2 comes back after the game.");
}

QString numberValueText(const QString& name, const QString& fraction, const QString& mixed,
                        const QString& signs, const QString& outcome) {
    return QCoreApplication::translate(
               "HackenbushPage",
               "<b>%1</b> = <big><b>%2</b></big><br>mixed: %3 · sign expansion: %4<br>%5")
        .arg(name, fraction, mixed, signs, outcome);
}

QString gameValueText(const QString& name, const QString& form, const QString& definitions,
                      const QString& outcome) {
    return QCoreApplication::translate(
               "HackenbushPage",
               "<b>%1</b> = <big><b>%2</b></big><br>a game, not a number: its canonical form%3<br>"
               "<b>%4</b>")
        .arg(name, form, definitions, outcome);
}

QString numberVerdictText(const QString& answer, const QString& first, const QString& relation,
                          const QString& second) {
    return QCoreApplication::translate("HackenbushPage",
                                       "C1 is at least as favourable for White as C2: "
                                       "<big><b>%1</b></big>, because %2 %3 %4.")
        .arg(answer, first, relation, second);
}

QString gameVerdictText(const QString& answer, const QString& first, const QString& order,
                        const QString& second) {
    return QCoreApplication::translate(
               "HackenbushPage",
               "C1 is at least as favourable for White as C2: <big><b>%1</b></big>, because as "
               "games %2 is %3 %4.")
        .arg(answer, first, order, second);
}

// A position with green cubes: its canonical form and outcome class.
QString gameValueHtml(const QString& name, const HackenbushAnalysis::Side& side) {
    const QString named = definitions(side.game->definitions);
    return gameValueText(name, side.fraction.toHtmlEscaped(),
                         named.isEmpty() ? QString()
                                         : QStringLiteral(" (%1)").arg(named.toHtmlEscaped()),
                         hackenbushtext::outcomeClass(side.game->outcome).toHtmlEscaped());
}

// Two positions, either with green cubes: greater, less, equal or confused as games.
QString gameVerdictHtml(const HackenbushAnalysis& analysis) {
    const pw::hackenbush::GameComparison& c = *analysis.comparison;
    return gameVerdictText(
        c.firstAtLeastSecond() ? yesText() : noText(),
        hackenbushtext::shortened(QString::fromStdString(c.first)).toHtmlEscaped(),
        hackenbushtext::order(c.order).toHtmlEscaped(),
        hackenbushtext::shortened(QString::fromStdString(c.second)).toHtmlEscaped());
}

QString noWinningMoveText(const QString& player, const QString& name) {
    return QCoreApplication::translate(
               "HackenbushPage",
               "%1 to move in %2: <b>no winning move</b>, %1 loses against best play.")
        .arg(player, name);
}

QString winningMovesText(const QString& player, const QString& name, int count,
                         const QString& ringed) {
    return QCoreApplication::translate(
               "HackenbushPage", "%1 to move in %2: <b>%Ln winning move(s)</b>%3.", nullptr, count)
        .arg(player, name, ringed);
}

QString ringedText() {
    return QCoreApplication::translate("HackenbushPage", ", ringed in green");
}
QString hoverText() {
    return QCoreApplication::translate("HackenbushPage",
                                       "Hover a cube for the value after removing it.");
}

} // namespace

QString definitions(const std::vector<std::string>& definitions) {
    QStringList parts;
    for (const std::string& definition : definitions)
        parts << QString::fromStdString(definition);
    return parts.isEmpty() ? QString()
                           : hackenbushtext::shortened(parts.join(QStringLiteral("; ")));
}

std::optional<QString> value(const HackenbushModel& model, bool first) {
    const QString name = first ? (model.isPlaying() ? gamePositionText() : c1Text()) : c2Text();
    const HackenbushAnalysis::Side* side = model.side(first);
    if (!side) {
        if (!model.isSettled())
            return std::nullopt; // while computing, the old value stays, greyed
        return QCoreApplication::translate("HackenbushPage", "<b>%1</b>: not known (%2)")
            .arg(name, model.solveError().isEmpty()
                           ? QCoreApplication::translate("HackenbushPage", "cancelled")
                           : model.solveError().toHtmlEscaped());
    }
    if (side->game) // green cubes: a short game, its canonical form and outcome class
        return gameValueHtml(name, *side);
    // A value too long to read exactly gets its decimal and binary short forms beside it.
    const QString approximate = side->approximate.isEmpty()
                                    ? QString()
                                    : QStringLiteral("<br>") + side->approximate.toHtmlEscaped();
    return numberValueText(name, side->fraction.toHtmlEscaped() + approximate,
                           side->mixed.toHtmlEscaped(), side->signs.toHtmlEscaped(),
                           outcomeHtml(side->result->outcome));
}

std::optional<QString> verdict(const HackenbushModel& model) {
    const HackenbushAnalysis::Side* a = model.side(true);
    const HackenbushAnalysis::Side* b = model.side(false);
    if (model.isPlaying())
        return afterTheGameText();
    if (!a || !b)
        return std::nullopt;
    if (const auto analysis = model.analysis(); analysis && analysis->comparison)
        return gameVerdictHtml(*analysis);
    const auto& x = a->result->value;
    const auto& y = b->result->value;
    const QString relation = x > y    ? QStringLiteral("&gt;")
                             : x == y ? QStringLiteral("=")
                                      : QStringLiteral("&lt;");
    return numberVerdictText(x >= y ? yesText() : noText(), a->fraction.toHtmlEscaped(), relation,
                             b->fraction.toHtmlEscaped());
}

QString winningMoves(const HackenbushModel& model, bool onScreen) {
    const HackenbushState& state = model.state();
    QStringList lines;
    const auto describe = [&model, &lines](const QString& name, bool first, Colour mover) {
        const HackenbushAnalysis::Side* side = model.side(first);
        if (!side)
            return;
        const auto& moves = side->winningMoves(mover);
        const QString player = hackenbushtext::player(mover);
        if (moves.empty())
            lines << noWinningMoveText(player, name);
        else
            lines << winningMovesText(player, name, static_cast<int>(moves.size()),
                                      model.markWinning() ? ringedText() : QString());
    };
    if (model.isPlaying()) {
        if (model.isHumanToMove())
            describe(QCoreApplication::translate("HackenbushPage", "the game"), true, state.human);
    } else {
        describe(c1Text(), true, state.toMove);
        describe(c2Text(), false, state.toMove);
        if (onScreen) // (not on paper, where nothing can be hovered)
            lines << hoverText();
    }
    return lines.join(QStringLiteral("<br>"));
}

Texts of(const HackenbushModel& model) {
    Texts texts;
    texts.first = value(model, true);
    texts.second = value(model, false);
    texts.verdict = verdict(model);
    texts.rules = HackenbushModel::rulesLine(model.rules());
    // Under other rules the answer says which, on a line of its own.
    if (texts.verdict && !texts.rules.isEmpty())
        *texts.verdict += QStringLiteral("<br>") + texts.rules.toHtmlEscaped();
    texts.winningMoves = winningMoves(model, true);
    return texts;
}

QStringList longestValues() {
    const QString longest = QString(hackenbushtext::kMaxShownLength, QLatin1Char('8'));
    QString outcome;
    for (const auto o : {pw::hackenbush::Outcome::WhiteWins, pw::hackenbush::Outcome::BlackWins,
                         pw::hackenbush::Outcome::SecondPlayerWins})
        if (outcomeHtml(o).size() > outcome.size())
            outcome = outcomeHtml(o);
    QString outcomeClass;
    for (const auto o :
         {pw::hackenbush::OutcomeClass::WhiteWins, pw::hackenbush::OutcomeClass::BlackWins,
          pw::hackenbush::OutcomeClass::FirstPlayerWins,
          pw::hackenbush::OutcomeClass::SecondPlayerWins})
        if (hackenbushtext::outcomeClass(o).size() > outcomeClass.size())
            outcomeClass = hackenbushtext::outcomeClass(o);
    return {numberValueText(gamePositionText(), longest + QStringLiteral("<br>") + longest, longest,
                            hackenbushtext::longestSigns(), outcome),
            gameValueText(gamePositionText(), longest, QStringLiteral(" (%1)").arg(longest),
                          outcomeClass)};
}

QStringList longestVerdicts() {
    const QString longest(hackenbushtext::kMaxShownLength, QLatin1Char('8'));
    const QString answer = yesText().size() > noText().size() ? yesText() : noText();
    const QString rules = HackenbushModel::rulesLine(pw::hackenbush::Rules{true}).toHtmlEscaped();
    QString order;
    for (const auto o : {pw::hackenbush::GameOrder::Greater, pw::hackenbush::GameOrder::Less,
                         pw::hackenbush::GameOrder::Equal, pw::hackenbush::GameOrder::Confused})
        if (hackenbushtext::order(o).size() > order.size())
            order = hackenbushtext::order(o);
    return {afterTheGameText(),
            numberVerdictText(answer, longest, QStringLiteral("&gt;"), longest) +
                QStringLiteral("<br>") + rules,
            gameVerdictText(answer, longest, order, longest) + QStringLiteral("<br>") + rules};
}

QStringList longestWinningMoves() {
    // The room of the editing text (two positions and the hint), in a game too.
    const QString white = hackenbushtext::player(Colour::White);
    const QString black = hackenbushtext::player(Colour::Black);
    const QString player = white.size() > black.size() ? white : black;
    QStringList longest;
    for (const QString& name : {c1Text(), c2Text()}) {
        const QString none = noWinningMoveText(player, name);
        const QString some = winningMovesText(player, name, 1000000, ringedText());
        longest << (none.size() > some.size() ? none : some);
    }
    longest << hoverText();
    return {longest.join(QStringLiteral("<br>"))};
}

Report report(const HackenbushModel& model) {
    const auto first = value(model, true);
    const auto second = value(model, false);
    const auto shownVerdict = verdict(model);
    if (!first || (!model.isPlaying() && (!second || !shownVerdict)))
        return {QCoreApplication::translate("HackenbushPage", "Computing…"), {}};
    Report report;
    report.answer = *first;
    if (!model.isPlaying())
        report.answer += QStringLiteral("<br>") + *second;
    report.answer += QStringLiteral("<br>") + *shownVerdict;
    if (const QString line = HackenbushModel::rulesLine(model.rules()); !line.isEmpty())
        report.answer += QStringLiteral("<br>") + line.toHtmlEscaped();
    // Each tower's value step by step (the first towers of each position), then the winning moves.
    constexpr std::size_t kTowersExplained = 8;
    QStringList parts;
    for (const bool side : {true, false}) {
        if (!side && model.isPlaying())
            break;
        const Position position = model.state().shown(side);
        for (std::size_t t = 0; t < std::min(position.towerCount(), kTowersExplained); ++t)
            if (position.tower(t).height() > 0)
                parts << explainTower(model, side, t);
        // (The count in a variable of its own: lupdate reads no cast as translate()'s count.)
        if (const int more =
                static_cast<int>(position.towerCount()) - static_cast<int>(kTowersExplained);
            more > 0)
            parts << QCoreApplication::translate("HackenbushPage", "… and %n more tower(s).",
                                                 nullptr, more);
    }
    parts << winningMoves(model, false);
    report.explanation =
        QStringLiteral("<p>") + parts.join(QStringLiteral("</p><p>")) + QStringLiteral("</p>");
    return report;
}

} // namespace hackenbushanswer
