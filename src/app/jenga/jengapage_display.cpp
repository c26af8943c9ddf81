// JengaPage, what it shows: the answer, the hover text, the hint badges, the game status and the
// distribution chart (the page's state and actions are in jengapage.cpp).
#include "app/jenga/jengapage.h"

#include "app/counttext.h"
#include "app/jenga/jengachart.h"
#include "app/jenga/jengapalette.h"
#include "app/jenga/jengaview.h"
#include "ui_jengapanel.h"

#include <QLocale>

using pw::jenga::Colour;
using pw::jenga::Move;
using jengapalette::exactText;
using jengapalette::minutesText;

namespace {

// "level 3, left": levels named 1-based from the bottom, as in the engine's messages.
QString slotText(int level, int slot) {
    return JengaPage::tr("level %1, %2").arg(level + 1).arg(jengapalette::slotName(slot));
}

} // namespace

QString JengaPage::hoverText() const {
    const auto [level, slot] = hovered_;
    if (level < 0 || level >= tower_.levelCount() + 1)
        return {};
    if (level == tower_.levelCount())
        return isPlaying() ? tr("A new level starts here.") : tr("Click to start a new level with a red block here.");
    const auto cell = tower_.level(level).cells[static_cast<std::size_t>(slot)];
    if (!cell)
        return isPlaying() ? tr("Empty slot (%1).").arg(slotText(level, slot))
                           : tr("Empty slot (%1): click to put a red block back.").arg(slotText(level, slot));
    const QString name = tr("A %1 block (%2).").arg(jengapalette::name(*cell), slotText(level, slot));
    if (level == tower_.levelCount() - 1)
        return name + QLatin1Char(' ') + tr("Blocks are never taken from the top level.");
    if (!analysis_)
        return name;
    const auto& choice = analysis_->choice(*cell);
    const pw::jenga::MoveValue* best = nullptr;
    for (const auto& mv : choice.moves)
        if (mv.move.level == level && mv.move.slot == slot && (!best || mv.expectedAfter < best->expectedAfter))
            best = &mv;
    if (!best)
        return name + QLatin1Char(' ') + tr("It cannot come out: its level would fall.");
    QString text = name + QLatin1Char(' ') +
                   tr("Taking it leaves <b>%1</b> expected minutes (put in the %2 of %3).")
                       .arg(exactText(best->expectedAfter), jengapalette::slotName(best->move.targetSlot),
                            tower_.top().isComplete() ? tr("a new level") : tr("the top level"));
    if (best->expectedAfter > choice.bestExpectedAfter + 1e-12)
        text += QLatin1Char(' ') + tr("The best %1 block leaves %2.").arg(jengapalette::name(*cell), exactText(choice.bestExpectedAfter));
    else
        text += QLatin1Char(' ') + tr("This is an optimal %1 block.").arg(jengapalette::name(*cell));
    return text;
}

void JengaPage::showMessage(const QString& html) {
    status_ = html;
    ui_->playStatusLabel->setText(status_);
}

QString JengaPage::answerText() const { return ui_->answerLabel->text(); }
QString JengaPage::statusText() const { return ui_->playStatusLabel->text(); }

void JengaPage::emitSettledIfIdle() {
    if (isSettled())
        emit settled();
}

void JengaPage::refresh() {
    refreshAnswer();
    refreshBadges();
    refreshPlay();
    refreshChart();
}

void JengaPage::refreshAnswer() {
    const auto problem = tower_.validate();
    const bool valid = !problem;
    ui_->solveButton->setVisible(valid && !analysis_ && !waiting_ && !tooTall_ && !solveProblem_.isEmpty());
    ui_->simulateButton->setVisible(valid && !analysis_ && !estimate_ && !waiting_ && (!solveProblem_.isEmpty() || tooTall_));
    ui_->hoverLabel->setText(hoverText());
    QString answer;
    QString detail;
    if (problem) {
        answer = QStringLiteral("<span style='color:#a00'>%1</span>")
                     .arg(tr("This tower cannot be played: %1.").arg(QString::fromStdString(*problem)).toHtmlEscaped());
    } else if (waiting_) {
        ui_->answerLabel->setEnabled(false); // the old value stays, greyed, until the new one
        ui_->detailLabel->setEnabled(false);
        return;
    } else if (analysis_) {
        const double value = analysis_->expectedDuration;
        if (isPlaying() && playCursor_ > 0)
            answer = tr("<big>Expected remaining: <b>%1</b> minutes</big>").arg(exactText(value));
        else
            answer = tr("<big>Expected duration: <b>%1</b> minutes</big>").arg(exactText(value));
        if (pw::jenga::isFinished(tower_))
            answer += QStringLiteral("<br>") + tr("No block can come out: the game is over.");
        if (exact_ && exact_->tower == tower_)
            detail = tr("Exact, under optimal play · %1 positions solved in %2 s")
                         .arg(QLocale().toString(static_cast<qulonglong>(exact_->result.table.stateCount())))
                         .arg(QLocale().toString(exact_->result.stats.seconds, 'g', 3));
        else
            detail = tr("Exact, read from the table of the game's start tower (no new solve)");
    } else if (estimate_) {
        const auto& e = *estimate_;
        answer = tr("<big>Simulation estimate: <b>%1 ± %2</b> minutes</big> (not exact)").arg(minutesText(e.mean), minutesText(e.halfWidth95));
        detail = tr("Not exact: an upper bound on the optimum, 95% interval [%1, %2], from %3 simulated games "
                    "with the fixed policy “%4” (any fixed policy lasts at least as long as the optimal one).")
                     .arg(minutesText(e.mean - e.halfWidth95), minutesText(e.mean + e.halfWidth95))
                     .arg(QLocale().toString(static_cast<qulonglong>(e.games)))
                     .arg(QString::fromUtf8(e.policy.data(), static_cast<qsizetype>(e.policy.size())));
        if (tooTall_)
            detail = tr("Exact solving stops at %1 levels here.").arg(kExactLevelLimit) + QLatin1Char(' ') + detail;
    } else if (tooTall_) {
        answer = tr("Beyond exact reach: exact solving stops at %1 levels here (10 levels take about 40 s "
                    "and 1.2 GB; each level more about 3 times as much).")
                     .arg(kExactLevelLimit);
    } else if (!solveProblem_.isEmpty()) {
        answer = QStringLiteral("<span style='color:#a00'>%1</span>").arg(solveProblem_.toHtmlEscaped());
    } else {
        answer = QStringLiteral("…");
    }
    ui_->answerLabel->setEnabled(true);
    ui_->detailLabel->setEnabled(true);
    ui_->answerLabel->setText(answer);
    ui_->detailLabel->setText(detail);
}

void JengaPage::refreshBadges() {
    std::vector<JengaView::Badge> badges;
    std::vector<JengaView::SlotRef> targets;
    if (analysis_ && !waiting_) {
        for (Colour colour : pw::jenga::kColours) {
            if (rolled_ && colour != *rolled_)
                continue;
            const auto& choice = analysis_->choice(colour);
            if (!choice.hasMove)
                continue;
            badges.push_back({colour, choice.bestMove.level, choice.bestMove.slot, false});
            badges.push_back({colour, targetLevel(), choice.bestMove.targetSlot, true});
        }
    }
    if (selected_ && rolled_)
        for (const Move& m : pw::jenga::legalMoves(tower_, *rolled_))
            if (m.level == selected_->first && m.slot == selected_->second)
                targets.emplace_back(targetLevel(), m.targetSlot);
    view_->setBadges(std::move(badges));
    view_->setTargets(std::move(targets));
    view_->setSelected(selected_);
}

void JengaPage::refreshPlay() {
    const bool playing = isPlaying();
    const bool over = tower_.validate() || pw::jenga::isFinished(tower_);
    for (QPushButton* b : {ui_->rollButton, ui_->redButton, ui_->greenButton, ui_->blueButton, ui_->blackButton})
        b->setEnabled(playing && !rolled_ && !over);
    ui_->applyButton->setEnabled(playing && rolled_ && analysis_);
    ui_->restartButton->setEnabled(playing && (playCursor_ > 0 || positionId() != playStart_));
    for (QWidget* w : std::initializer_list<QWidget*>{ui_->levelsSpin, ui_->addLevelButton, ui_->removeLevelButton,
                                                      ui_->randomButton, ui_->seedSpin})
        w->setEnabled(!playing);
    if (!playing) {
        ui_->minuteLabel->setText(QString());
        ui_->playStatusLabel->setText(status_);
        return;
    }
    QString text = countText(static_cast<qulonglong>(playCursor_), tr("<b>%1</b> minute played"), tr("<b>%1</b> minutes played"));
    if (analysis_ && !pw::jenga::isFinished(tower_))
        text += tr(" · expected total %1").arg(minutesText(playCursor_ + analysis_->expectedDuration));
    if (pw::jenga::isFinished(tower_))
        text += tr(" · <b>game over</b>");
    ui_->minuteLabel->setText(text);
    ui_->playStatusLabel->setText(status_);
}

void JengaPage::refreshChart() {
    const bool current = exact_ && exact_->distribution && !waiting_ && analysis_;
    if (!current) {
        chart_->clearDistribution(waiting_ ? tr("Computing…") : tr("No exact solution to chart"));
        ui_->distributionLabel->setText(QString());
        return;
    }
    const auto& d = *exact_->distribution;
    chart_->setDistribution(d);
    // Median and 90th percentile from the cumulative distribution.
    double cumulative = 0;
    int median = -1, p90 = -1;
    for (std::size_t t = 0; t < d.probability.size(); ++t) {
        cumulative += d.probability[t];
        if (median < 0 && cumulative >= 0.5)
            median = static_cast<int>(t);
        if (p90 < 0 && cumulative >= 0.9)
            p90 = static_cast<int>(t);
    }
    QString text = tr("Mean <b>%1</b> minutes (the expected duration) · standard deviation <b>%2</b> · median %3 · "
                      "90% of games end within %4 minutes.")
                       .arg(exactText(d.mean), QLocale().toString(d.standardDeviation, 'f', 3))
                       .arg(median)
                       .arg(p90);
    if (!(exact_->tower == tower_))
        text += QStringLiteral("<br>") + tr("From the start of the game (%1).").arg(QString::fromStdString(pw::jenga::textId(exact_->tower)));
    ui_->distributionLabel->setText(text);
}
