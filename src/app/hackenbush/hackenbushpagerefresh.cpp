// HackenbushPage, what is shown: the views, the values in words and numbers, the comparison,
// the winning moves and the hover description of a cube.
#include "app/hackenbush/hackenbushpage.h"

#include "app/counttext.h"
#include "app/hackenbush/hackenbushtext.h"
#include "app/hackenbush/hackenbushview.h"
#include "ui_hackenbushpanel.h"

#include <QLocale>

using pw::hackenbush::Colour;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {

// Text ids longer than this are not put in the line edits (they would be megabytes).
constexpr std::size_t kMaxEditableCubes = 100'000;

// In the palette's own text colour, so it reads in light and dark palettes alike.
QString outcomeHtml(pw::hackenbush::Outcome outcome) {
    return QStringLiteral("<b>%1</b>").arg(hackenbushtext::outcome(outcome).toHtmlEscaped());
}

} // namespace

HackenbushAnalysis HackenbushAnalysis::of(std::shared_ptr<const pw::hackenbush::Result> result) {
    HackenbushAnalysis analysis{std::move(result), {}, {}, {}, {}};
    if (analysis.result) {
        analysis.fraction = hackenbushtext::fraction(analysis.result->value);
        analysis.mixed = hackenbushtext::mixed(analysis.result->value);
        analysis.signs = hackenbushtext::signs(analysis.result->value);
        for (const auto& value : analysis.result->towerValues)
            analysis.towerLabels << hackenbushtext::fraction(value);
    }
    return analysis;
}

const HackenbushPage::ValueTexts& HackenbushPage::textsOf(bool first) const {
    ValueTexts& texts = first ? firstTexts_ : secondTexts_;
    const ResultPtr& result = first ? firstResult_ : secondResult_;
    if (texts.result != result) // normally made with the result, on the worker (onSolved)
        texts = HackenbushAnalysis::of(result);
    return texts;
}

void HackenbushPage::refresh() {
    refreshView(true);
    refreshView(false);
    refreshValues();
    refreshWinningMoves();
    refreshPlay();
    ui_->messageLabel->setText(message_);
    for (bool first : {true, false}) {
        QLineEdit* edit = first ? ui_->firstIdEdit : ui_->secondIdEdit;
        const Position& p = first ? this->first() : second();
        if (edit->hasFocus() && edit->isModified())
            continue;
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
    ui_->firstIdEdit->setEnabled(!game_.isActive());
}

void HackenbushPage::refreshView(bool first) {
    HackenbushView* view = first ? firstView_ : secondView_;
    const Position& position = shownPosition(first);
    const ResultPtr& result = first ? firstResult_ : secondResult_;
    const bool stale = first ? firstStale_ : secondStale_;
    const bool playing = first && game_.isActive();
    view->setPosition(position);
    view->setEditable(!playing);
    view->setRemovalPreview(playing);
    view->setVisible(first || !game_.isActive());

    QStringList labels;
    if (result && result->towerValues.size() == position.towerCount())
        labels = textsOf(first).towerLabels;
    view->setTowerLabels(labels, stale);

    // The player whose winning moves are marked: the chosen one, or in a game the human on turn.
    std::vector<Move> marked;
    if (ui_->markWinningCheck->isChecked() && result && !stale &&
        (!playing || game_.isHumanToMove()))
        marked = result->winningMoves(playing ? game_.human() : toMove());
    view->setMarkedMoves(std::move(marked));

    QString caption;
    if (playing)
        caption = game_.isOver()
                      ? tr("Game over: %1 wins").arg(hackenbushtext::player(game_.winner()))
                      : tr("Game on C1: %1 to move").arg(hackenbushtext::player(game_.toMove()));
    else
        caption = first ? tr("C1") : tr("C2");
    // A long value is left to the panel: the caption also carries the compressed-view note.
    constexpr int kLongestValueInCaption = 24;
    if (result && !stale && textsOf(first).fraction.size() <= kLongestValueInCaption)
        caption += tr(" · value %1").arg(textsOf(first).fraction);
    view->setCaption(caption);
}

void HackenbushPage::refreshValues() {
    const bool playing = game_.isActive();
    const auto show = [this](QLabel* label, const QString& name, bool first) {
        const ResultPtr& result = first ? firstResult_ : secondResult_;
        label->setEnabled(!(first ? firstStale_ : secondStale_));
        if (!result) {
            label->setText(tr("<b>%1</b>: computing…").arg(name));
            return;
        }
        const ValueTexts& texts = textsOf(first);
        label->setText(
            tr("<b>%1</b> = <big><b>%2</b></big><br>mixed: %3 · sign expansion: %4<br>%5")
                .arg(name, texts.fraction.toHtmlEscaped(), texts.mixed.toHtmlEscaped(),
                     texts.signs.toHtmlEscaped(), outcomeHtml(result->outcome)));
    };
    show(ui_->firstValueLabel, playing ? tr("Game position") : tr("C1"), true);
    show(ui_->secondValueLabel, tr("C2"), false);
    ui_->secondValueLabel->setVisible(!playing);

    const ResultPtr a = firstResult();
    const ResultPtr b = secondResult();
    if (playing) {
        ui_->verdictLabel->setText(tr("The comparison of C1 and C2 comes back after the game."));
    } else if (!a || !b) {
        ui_->verdictLabel->setEnabled(false);
    } else {
        const bool yes = a->value >= b->value;
        const QString relation = a->value > b->value    ? QStringLiteral("&gt;")
                                 : a->value == b->value ? QStringLiteral("=")
                                                        : QStringLiteral("&lt;");
        ui_->verdictLabel->setEnabled(true);
        ui_->verdictLabel->setText(tr("C1 is at least as favourable for White as C2: "
                                      "<big><b>%1</b></big>, because %2 %3 %4.")
                                       .arg(yes ? tr("Yes") : tr("No"),
                                            textsOf(true).fraction.toHtmlEscaped(), relation,
                                            textsOf(false).fraction.toHtmlEscaped()));
    }
}

void HackenbushPage::refreshWinningMoves() {
    const bool playing = game_.isActive();
    ui_->whiteToMoveRadio->setEnabled(!playing);
    ui_->blackToMoveRadio->setEnabled(!playing);
    QStringList lines;
    const auto describe = [this, &lines](const QString& name, const ResultPtr& result,
                                         Colour mover) {
        if (!result)
            return;
        const auto& moves = result->winningMoves(mover);
        const QString player = hackenbushtext::player(mover);
        if (moves.empty())
            lines << tr("%1 to move in %2: <b>no winning move</b>, %1 loses against best play.")
                         .arg(player, name);
        else
            lines << tr("%1 to move in %2: <b>%3</b>%4.")
                         .arg(
                             player, name,
                             countText(static_cast<qulonglong>(moves.size()), tr("%1 winning move"), tr("%1 winning moves")),
                             ui_->markWinningCheck->isChecked() ? tr(", ringed in green")
                                                                : QString());
    };
    if (playing) {
        if (game_.isHumanToMove())
            describe(tr("the game"), firstResult(), game_.human());
    } else {
        describe(tr("C1"), firstResult(), toMove());
        describe(tr("C2"), secondResult(), toMove());
        lines << tr("Hover a cube for the value after removing it.");
    }
    ui_->winningMovesLabel->setText(lines.join(QStringLiteral("<br>")));
}

void HackenbushPage::refreshPlay() {
    const bool playing = game_.isActive();
    ui_->undoButton->setEnabled(game_.canUndo());
    ui_->stopGameButton->setEnabled(playing);
    ui_->newGameButton->setText(playing ? tr("Restart") : tr("New game"));
    QString status = playStatus_;
    if (!playing)
        status =
            tr("Choose your colour and who moves first, then press New game: you remove cubes of "
               "your colour by clicking them; the engine answers.");
    else if (engineStopped_)
        status += QStringLiteral("<br>") +
                  tr("The engine stopped: its analysis was cancelled. Undo or restart.");
    ui_->playStatusLabel->setText(status);
}

QString HackenbushPage::describeCube(bool first, Move move) const {
    const Position& position = shownPosition(first);
    if (move.tower >= position.towerCount() || move.height >= position.tower(move.tower).height())
        return {};
    const Colour colour = position.tower(move.tower).cube(move.height);
    const std::size_t above = position.tower(move.tower).height() - move.height - 1;
    QString text = tr("%1, tower %2, cube %3 (%4)")
                       .arg(first ? (game_.isActive() ? tr("Game") : tr("C1")) : tr("C2"))
                       .arg(move.tower + 1)
                       .arg(move.height + 1)
                       .arg(hackenbushtext::cube(colour));
    const ResultPtr result = first ? firstResult() : secondResult();
    if (result) {
        const QString after = hackenbushtext::fraction(result->valueAfter(move));
        const QString taken = above == 0   ? tr("removing it")
                              : above == 1 ? tr("removing it and the cube above")
                                           : tr("removing it and the %1 above").arg(above);
        text +=
            QStringLiteral(": ") +
            tr("%1 (%2's move) leaves %3, %4")
                .arg(taken, hackenbushtext::player(colour), after,
                     result->isWinningMove(move) ? tr("a winning move") : tr("not a winning move"));
    }
    if (!(first && game_.isActive()))
        text += QStringLiteral(". ") + tr("Click to flip, right-click for more.");
    return text;
}
