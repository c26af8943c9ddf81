// HackenbushPage, what is shown: the views, the values in words and numbers, the comparison,
// the winning moves, the tests and the game, all drawn from the model.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"

#include "app/hackenbush/hackenbushtext.h"
#include "app/hackenbush/hackenbushview.h"
#include "engine/hackenbush/explain.h"
#include "ui_hackenbushpanel.h"

#include <QLocale>
#include <QTextDocumentFragment>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

// Text ids longer than this are not put in the line edits (they would be megabytes).
constexpr std::size_t kMaxEditableCubes = 100'000;
constexpr int kMaxTestsInSelector = 1000;

// In the palette's own text colour, so it reads in light and dark palettes alike.
QString outcomeHtml(pw::hackenbush::Outcome outcome) {
    return QStringLiteral("<b>%1</b>").arg(hackenbushtext::outcome(outcome).toHtmlEscaped());
}

} // namespace

void HackenbushPage::render() {
    const HackenbushState& state = model_->state();
    const bool playing = model_->isPlaying();
    {
        const QSignalBlocker a(ui_->whiteToMoveRadio), b(ui_->blackToMoveRadio),
            c(ui_->markWinningCheck), d(ui_->humanColourCombo), e(ui_->starterCombo),
            f(ui_->randomHeightSpin), g(ui_->seedSpin);
        // In a game, "To move" is the game's side to move.
        const Colour toMove = playing ? state.gameToMove() : state.toMove;
        ui_->whiteToMoveRadio->setChecked(toMove == Colour::White);
        ui_->blackToMoveRadio->setChecked(toMove == Colour::Black);
        ui_->markWinningCheck->setChecked(model_->markWinning());
        ui_->humanColourCombo->setCurrentIndex(state.human == Colour::White ? 0 : 1);
        ui_->starterCombo->setCurrentIndex(state.humanFirst ? 0 : 1);
        ui_->randomHeightSpin->setValue(state.randomHeight);
        ui_->seedSpin->setValue(state.seed);
    }
    renderRules();
    renderView(true);
    renderView(false);
    renderValues();
    renderWinningMoves();
    renderTests();
    renderPlay();
    renderTreeLabel();
    ui_->messageLabel->setText(model_->message().toHtmlEscaped());
    for (bool first : {true, false}) {
        QLineEdit* edit = first ? ui_->firstIdEdit : ui_->secondIdEdit;
        const Position& p = first ? state.test().first : state.test().second;
        if (edit->hasFocus() && edit->isModified())
            continue; // the user is typing there
        if (p.cubeCount() <= kMaxEditableCubes) {
            edit->setText(QString::fromStdString(pw::hackenbush::textId(p)));
            edit->setPlaceholderText(tr("(no towers)"));
        } else {
            edit->clear();
            edit->setPlaceholderText(
                tr("%1 cubes: too long to show")
                    .arg(QLocale().toString(static_cast<qulonglong>(p.cubeCount()))));
        }
        edit->setModified(false);
    }
    ui_->firstIdEdit->setEnabled(!playing);
}

void HackenbushPage::renderView(bool first) {
    HackenbushView* view = first ? firstView_ : secondView_;
    const HackenbushState& state = model_->state();
    const bool playing = first && model_->isPlaying();
    const HackenbushAnalysis::Side* side = model_->side(first);
    const bool stale = !model_->isSettled() || !side;
    view->setVisible(first || !model_->isPlaying() || model_->previewNode(first));
    // A position picked in the game tree window: shown read-only, with its own tower values.
    if (const pw::hackenbush::TreeNode* node = model_->previewNode(first)) {
        view->setPosition(node->position);
        view->setEditable(false);
        view->setRemovalPreview(false);
        view->setTowerLabels(side->treeTowerLabels[model_->treePreview()->node], false);
        view->setMarkedMoves({});
        view->setCaption(
            tr("%1 · game-tree position · value %2")
                .arg(first ? tr("C1") : tr("C2"), hackenbushtext::fraction(node->value)));
        return;
    }
    const Position position = state.shown(first);
    view->setPosition(position);
    view->setEditable(!playing);
    view->setRemovalPreview(playing);
    view->setTowerLabels(side && side->towerLabels.size() ==
                                     static_cast<qsizetype>(position.towerCount())
                             ? side->towerLabels
                             : QStringList(),
                         stale, !(side && side->game));
    // The player whose winning moves are marked: the chosen one, or in a game the user on turn.
    std::vector<Move> marked;
    if (model_->markWinning() && side && !stale && (!playing || model_->isHumanToMove()))
        marked = side->winningMoves(playing ? state.human : state.toMove);
    view->setMarkedMoves(std::move(marked));
    QString caption;
    if (playing)
        caption =
            state.gameOver()
                ? tr("Game over: %1 wins")
                      .arg(hackenbushtext::player(pw::hackenbush::opponent(state.gameToMove())))
                : tr("Game on C1: %1 to move").arg(hackenbushtext::player(state.gameToMove()));
    else
        caption = first ? tr("C1") : tr("C2");
    constexpr int kLongestValueInCaption = 24; // a long value is left to the panel
    if (side && !stale && side->fraction.size() <= kLongestValueInCaption)
        caption += tr(" · value %1").arg(side->fraction);
    view->setCaption(caption);
}

void HackenbushPage::renderTreeLabel() {
    const std::size_t limit = HackenbushAnalysis::kTreeCubeLimit;
    const std::size_t a = model_->state().shown(true).cubeCount();
    const std::size_t b = model_->state().shown(false).cubeCount();
    if (model_->state().shown(true).hasGreen() && model_->state().shown(false).hasGreen())
        ui_->treeLabel->setText(tr("Game trees are drawn for white and black cubes only."));
    else if (a <= limit || b <= limit)
        ui_->treeLabel->setText(
            tr("The game tree shows every position the game can reach, each with its value "
               "{ L | R } and how the simplicity rule picks it."));
    else
        ui_->treeLabel->setText(
            tr("Game trees are drawn for positions of up to %1 cubes (C1 has %2, C2 has %3).")
                .arg(limit)
                .arg(QLocale().toString(static_cast<qulonglong>(a)),
                     QLocale().toString(static_cast<qulonglong>(b))));
}

std::optional<QString> HackenbushPage::valueHtml(bool first) const {
    const QString name = first ? (model_->isPlaying() ? tr("Game position") : tr("C1")) : tr("C2");
    const HackenbushAnalysis::Side* side = model_->side(first);
    if (!side) {
        if (!model_->isSettled())
            return std::nullopt; // while computing, the old value stays, greyed
        return tr("<b>%1</b>: not known (%2)")
            .arg(name, model_->solveError().isEmpty() ? tr("cancelled")
                                                      : model_->solveError().toHtmlEscaped());
    }
    if (side->game) // green cubes: a short game, its canonical form and outcome class
        return gameValueHtml(name, *side);
    // A value too long to read exactly gets its decimal and binary short forms beside it.
    const QString approximate = side->approximate.isEmpty()
                                    ? QString()
                                    : QStringLiteral("<br>") + side->approximate.toHtmlEscaped();
    return tr("<b>%1</b> = <big><b>%2</b></big><br>mixed: %3 · sign expansion: %4<br>%5")
        .arg(name, side->fraction.toHtmlEscaped() + approximate, side->mixed.toHtmlEscaped(),
             side->signs.toHtmlEscaped(), outcomeHtml(side->result->outcome));
}

std::optional<QString> HackenbushPage::verdictHtml() const {
    const HackenbushAnalysis::Side* a = model_->side(true);
    const HackenbushAnalysis::Side* b = model_->side(false);
    if (model_->isPlaying())
        return tr("The comparison of C1 and C2 comes back after the game.");
    if (!a || !b)
        return std::nullopt;
    if (const auto analysis = model_->analysis(); analysis && analysis->comparison)
        return gameVerdictHtml(*analysis);
    const auto& x = a->result->value;
    const auto& y = b->result->value;
    const QString relation = x > y    ? QStringLiteral("&gt;")
                             : x == y ? QStringLiteral("=")
                                      : QStringLiteral("&lt;");
    return tr("C1 is at least as favourable for White as C2: "
              "<big><b>%1</b></big>, because %2 %3 %4.")
        .arg(x >= y ? tr("Yes") : tr("No"), a->fraction.toHtmlEscaped(), relation,
             b->fraction.toHtmlEscaped());
}

void HackenbushPage::renderValues() {
    const bool playing = model_->isPlaying();
    const bool settled = model_->isSettled();
    for (const bool first : {true, false}) {
        SpokenLabel* label = first ? ui_->firstValueLabel : ui_->secondValueLabel;
        label->setEnabled(settled && model_->side(first));
        if (const auto text = valueHtml(first)) {
            label->setText(*text);
            (first ? firstView_ : secondView_)
                ->setAccessibleDescription(QTextDocumentFragment::fromHtml(*text).toPlainText());
        }
    }
    ui_->secondValueLabel->setVisible(!playing); // keeps its room (see the constructor)
    // Each value keeps the room of the longest it can be (its texts are shortened to
    // hackenbushtext::kMaxShownLength), so a tall tower moves nothing below it.
    const QString longest = QString(hackenbushtext::kMaxShownLength, QLatin1Char('8'));
    QString outcome;
    for (const auto o : {pw::hackenbush::Outcome::WhiteWins, pw::hackenbush::Outcome::BlackWins,
                         pw::hackenbush::Outcome::SecondPlayerWins})
        if (outcomeHtml(o).size() > outcome.size())
            outcome = outcomeHtml(o);
    const QString longestValue =
        tr("<b>%1</b> = <big><b>%2</b></big><br>mixed: %3 · sign expansion: %4<br>%5")
            .arg(tr("Game position"), longest + QStringLiteral("<br>") + longest, longest,
                 hackenbushtext::longestSigns(), outcome);
    ui_->firstValueLabel->setLongestTexts({longestValue, longestGameValue()});
    ui_->secondValueLabel->setLongestTexts({longestValue, longestGameValue()});
    // The verdict keeps the room of its longest usual text, so nothing below moves when a game
    // starts or ends.
    ui_->verdictLabel->setLongestTexts(
        {tr("The comparison of C1 and C2 comes back after the game."),
         tr("C1 is at least as favourable for White as C2: <big><b>%1</b></big>, because %2 %3 %4.")
                 .arg(tr("Yes").size() > tr("No").size() ? tr("Yes") : tr("No"), longest,
                      QStringLiteral("&gt;"), longest) +
             QStringLiteral("<br>") +
             HackenbushModel::rulesLine(pw::hackenbush::Rules{true}).toHtmlEscaped(),
         longestGameVerdict()});
    auto verdict = verdictHtml();
    ui_->verdictLabel->setEnabled(verdict.has_value());
    // Under other rules the answer says which, on a line of its own.
    if (const QString line = HackenbushModel::rulesLine(model_->rules());
        verdict && !line.isEmpty())
        *verdict += QStringLiteral("<br>") + line.toHtmlEscaped();
    if (verdict)
        ui_->verdictLabel->setText(*verdict);
}

QString HackenbushPage::winningMovesHtml(bool onScreen) const {
    const HackenbushState& state = model_->state();
    const bool playing = model_->isPlaying();
    QStringList lines;
    const auto describe = [this, &lines, &state](const QString& name, bool first, Colour mover) {
        const HackenbushAnalysis::Side* side = model_->side(first);
        if (!side)
            return;
        const auto& moves = side->winningMoves(mover);
        const QString player = hackenbushtext::player(mover);
        if (moves.empty())
            lines << tr("%1 to move in %2: <b>no winning move</b>, %1 loses against best play.")
                         .arg(player, name);
        else
            lines << tr("%1 to move in %2: <b>%Ln winning move(s)</b>%3.", nullptr,
                        static_cast<int>(moves.size()))
                         .arg(player, name,
                              model_->markWinning() ? tr(", ringed in green") : QString());
    };
    if (playing) {
        if (model_->isHumanToMove())
            describe(tr("the game"), true, state.human);
    } else {
        describe(tr("C1"), true, state.toMove);
        describe(tr("C2"), false, state.toMove);
        if (onScreen) // (not on paper, where nothing can be hovered)
            lines << tr("Hover a cube for the value after removing it.");
    }
    return lines.join(QStringLiteral("<br>"));
}

void HackenbushPage::renderWinningMoves() {
    const bool playing = model_->isPlaying();
    ui_->whiteToMoveRadio->setEnabled(!playing);
    ui_->blackToMoveRadio->setEnabled(!playing);
    ui_->winningMovesLabel->setText(winningMovesHtml(true));
    // The room of the editing text (two positions and the hint), in a game too.
    const QString white = hackenbushtext::player(Colour::White);
    const QString black = hackenbushtext::player(Colour::Black);
    const QString player = white.size() > black.size() ? white : black;
    QStringList longest;
    for (const QString& name : {tr("C1"), tr("C2")}) {
        const QString none =
            tr("%1 to move in %2: <b>no winning move</b>, %1 loses against best play.")
                .arg(player, name);
        const QString some = tr("%1 to move in %2: <b>%Ln winning move(s)</b>%3.", nullptr, 1000000)
                                 .arg(player, name, tr(", ringed in green"));
        longest << (none.size() > some.size() ? none : some);
    }
    longest << tr("Hover a cube for the value after removing it.");
    ui_->winningMovesLabel->setLongestTexts({longest.join(QStringLiteral("<br>"))});
}

void HackenbushPage::renderTests() {
    const int count = model_->testCount();
    const auto analysis = model_->analysis();
    {
        const QSignalBlocker blocker(ui_->testCombo);
        const int shown = std::min(count, kMaxTestsInSelector);
        if (ui_->testCombo->count() != shown) {
            ui_->testCombo->clear();
            for (int i = 0; i < shown; ++i)
                ui_->testCombo->addItem(tr("Test %1").arg(i + 1));
        }
        for (int i = 0; i < shown; ++i)
            ui_->testCombo->setItemText(
                i, analysis && i < analysis->judgeAnswers.size()
                       ? tr("Test %1: %2")
                             .arg(i + 1)
                             .arg(analysis->judgeAnswers[i] == QLatin1String("Yes") ? tr("Yes")
                                                                                    : tr("No"))
                       : tr("Test %1").arg(i + 1));
        ui_->testCombo->setCurrentIndex(model_->state().current < shown ? model_->state().current
                                                                        : -1);
    }
    ui_->testsGroup->setTitle(
        count > kMaxTestsInSelector
            ? tr("Judge tests (%1; the first %2 can be shown)").arg(count).arg(kMaxTestsInSelector)
            : tr("Judge tests (%Ln test(s))", nullptr, count));
    if (!analysis) {
        if (!model_->isSettled())
            ui_->judgeOutput->setPlainText(tr("Computing…"));
        return;
    }
    QStringList lines;
    // The judge's own words in every language: this is the text the contest prints.
    for (qsizetype i = 0; i < analysis->judgeAnswers.size() && i < kMaxTestsInSelector; ++i)
        lines << QStringLiteral("Test %1: %2").arg(i + 1).arg(analysis->judgeAnswers[i]);
    if (analysis->judgeAnswers.size() > kMaxTestsInSelector)
        lines << tr("… and %1 more tests").arg(analysis->judgeAnswers.size() - kMaxTestsInSelector);
    ui_->judgeOutput->setPlainText(lines.join(QLatin1Char('\n')));
}

void HackenbushPage::renderPlay() {
    const bool playing = model_->isPlaying();
    ui_->stopGameButton->setEnabled(playing);
    ui_->engineMoveButton->setEnabled(model_->isEngineWaiting());
    ui_->newGameButton->setText(playing ? tr("Restart") : tr("New game"));
    ui_->playStatusLabel->setText(model_->playStatus());
}

HackenbushView::CubeWords HackenbushPage::describeCube(bool first, Move move) const {
    const HackenbushState& state = model_->state();
    const bool playing = first && model_->isPlaying();
    const Position position = state.shown(first);
    if (move.tower >= position.towerCount() || move.height >= position.tower(move.tower).height())
        return {};
    const Colour colour = position.tower(move.tower).cube(move.height);
    const int above = static_cast<int>(position.tower(move.tower).height() - move.height - 1);
    HackenbushView::CubeWords words;
    words.name = tr("%1, tower %2, cube %3 (%4)")
                     .arg(first ? (playing ? tr("Game") : tr("C1")) : tr("C2"))
                     .arg(move.tower + 1)
                     .arg(move.height + 1)
                     .arg(hackenbushtext::cube(colour));
    if (const HackenbushAnalysis::Side* side = model_->side(first)) {
        // A green cube may be either player's: it is described as the move of the player shown
        // to move (in a game, yours).
        const Colour mover = colour != Colour::Green ? colour
                             : playing               ? state.human
                                                     : state.toMove;
        const auto after = side->valueAfter(move, mover);
        const QString taken =
            above == 0 ? tr("removing it") : tr("removing it and the %Ln above", nullptr, above);
        const QString verdict =
            side->isWinningMove(move, mover) ? tr("a winning move") : tr("not a winning move");
        words.effect =
            after ? tr("%1 (%2's move) leaves %3, %4")
                        .arg(taken, hackenbushtext::player(mover), *after, verdict)
                  : tr("%1 (%2's move): %3").arg(taken, hackenbushtext::player(mover), verdict);
    }
    if (!playing) {
        words.click = tr("Click to flip, right-click for more.");
        words.press = tr("Press to flip its colour; Show menu for more.");
    } else {
        words.press = tr("Press to remove it and the cubes above, if it is your colour.");
    }
    return words;
}

PuzzlePage::Report HackenbushPage::report() const {
    const auto first = valueHtml(true);
    const auto second = valueHtml(false);
    const auto verdict = verdictHtml();
    if (!first || (!model_->isPlaying() && (!second || !verdict)))
        return {tr("Computing…"), {}};
    Report report;
    report.answer = *first;
    if (!model_->isPlaying())
        report.answer += QStringLiteral("<br>") + *second;
    report.answer += QStringLiteral("<br>") + *verdict;
    if (const QString line = HackenbushModel::rulesLine(model_->rules()); !line.isEmpty())
        report.answer += QStringLiteral("<br>") + line.toHtmlEscaped();
    // Each tower's value step by step (the first towers of each position), then the winning moves.
    constexpr std::size_t kTowersExplained = 8;
    QStringList parts;
    for (const bool side : {true, false}) {
        if (!side && model_->isPlaying())
            break;
        const Position position = model_->state().shown(side);
        for (std::size_t t = 0; t < std::min(position.towerCount(), kTowersExplained); ++t)
            if (position.tower(t).height() > 0)
                parts << explainTower(side, Move{t, 0});
        if (position.towerCount() > kTowersExplained)
            parts << tr("… and %n more tower(s).", nullptr,
                        static_cast<int>(position.towerCount() - kTowersExplained));
    }
    parts << winningMovesHtml(false);
    report.explanation =
        QStringLiteral("<p>") + parts.join(QStringLiteral("</p><p>")) + QStringLiteral("</p>");
    return report;
}

QString HackenbushPage::explainTower(bool first, std::optional<Move> hovered) const {
    if (!hovered)
        return {};
    const HackenbushState& state = model_->state();
    const Position position = state.shown(first);
    if (hovered->tower >= position.towerCount())
        return {};
    if (position.tower(hovered->tower).hasGreen())
        return explainGameTower(first, hovered->tower);
    // Twelve steps are enough to see the rule; longer towers end with "…".
    const pw::hackenbush::TowerDerivation d =
        pw::hackenbush::deriveTower(position.tower(hovered->tower), 12);
    const bool white = d.runColour == Colour::White;
    QStringList lines;
    lines << tr("<b>%1, tower %2, step by step</b>")
                 .arg(first ? (model_->isPlaying() ? tr("Game") : tr("C1")) : tr("C2"))
                 .arg(hovered->tower + 1);
    lines << tr("The bottom run: %n %1 cube(s), worth %2.", nullptr, static_cast<int>(d.bottomRun))
                 .arg(white ? tr("white") : tr("black"), hackenbushtext::fraction(d.runValue));
    for (const pw::hackenbush::TowerStep& step : d.steps)
        lines << tr("Cube %1 (%2): %3 1/%4, running sum %5.")
                     .arg(step.cube + 1)
                     .arg(hackenbushtext::cube(step.colour),
                          step.term.sign() < 0 ? QStringLiteral("\u2212") : QStringLiteral("+"),
                          QString::fromStdString(pw::Dyadic::powerOfTwo(step.k).toFractionString()),
                          hackenbushtext::fraction(step.runningSum));
    if (d.stepsTruncated)
        lines << tr("… and the cubes above, each with half the weight of the one below.");
    lines << tr("Sign expansion (white +, black \u2212): %1")
                 .arg(QString::fromStdString(d.signExpansion)
                          .replace(QLatin1Char('-'), QChar(0x2212)));
    lines << tr("Value: %1")
                 .arg(QString::fromStdString(d.formula())
                          .replace(QLatin1String(" - "), QStringLiteral(" \u2212 ")));
    return lines.join(QStringLiteral("<br>"));
}
