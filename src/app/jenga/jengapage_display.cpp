// JengaPage, what it shows: the answer, the hover text, the hint badges, the game, the choices
// and the chart, all drawn from the model (the policies compared are in jengapage_policies.cpp,
// the page's wiring in jengapage.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengapage.h"

#include "app/durationtext.h"
#include "app/jenga/jengaanswer.h"
#include "app/jenga/jengachart.h"
#include "app/jenga/jengapalette.h"
#include "app/jenga/jengatext.h"
#include "app/jenga/jengaview.h"
#include "app/steadylabel.h"
#include "ui_jengapanel.h"

#include <QCheckBox>
#include <QLocale>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QTextDocumentFragment>

#include <algorithm>
#include <tuple>

using jengatext::exactText;
using jengatext::minutesText;
using pw::jenga::Colour;
using pw::jenga::Move;
using pw::jenga::Tower;

namespace {

// "level 3, left": levels named 1-based from the bottom, as in the engine's messages.
QString slotText(int level, int slot) {
    return JengaPage::tr("level %1, %2").arg(level + 1).arg(jengatext::slotName(slot));
}

} // namespace

QString JengaPage::hoverText() const {
    const Tower& tower = model_->state().tower;
    const auto [level, slot] = hovered_;
    const bool playing = model_->isPlaying();
    if (level < 0 || level > tower.levelCount() || slot < 0 || slot > 2)
        return {};
    if (level == tower.levelCount())
        return playing ? tr("A new level starts here.")
                       : tr("Click to start a new level with a red block here.");
    const auto cell = tower.level(level).cells[static_cast<std::size_t>(slot)];
    if (!cell)
        return playing ? tr("Empty slot (%1).").arg(slotText(level, slot))
                       : tr("Empty slot (%1): click to put a red block back.")
                             .arg(slotText(level, slot));
    const QString name = tr("A %1 block (%2).").arg(jengatext::name(*cell), slotText(level, slot));
    if (level == tower.levelCount() - 1)
        return name + QLatin1Char(' ') + tr("Blocks are never taken from the top level.");
    if (!model_->dieShows(*cell))
        return name + QLatin1Char(' ') +
               tr("The die in force never shows %1: this block is never taken.")
                   .arg(jengatext::name(*cell));
    const auto analysis = model_->analysis();
    if (!analysis)
        return name;
    const auto& choice = analysis->choice(*cell);
    const pw::jenga::MoveValue* best = nullptr;
    for (const auto& mv : choice.moves)
        if (mv.move.level == level && mv.move.slot == slot &&
            (!best || mv.expectedAfter < best->expectedAfter))
            best = &mv;
    if (!best)
        return name + QLatin1Char(' ') + tr("It cannot come out: its level would fall.");
    QString text =
        name + QLatin1Char(' ') +
        tr("Taking it leaves <b>%1</b> expected minutes (it goes to the %2 of %3).")
            .arg(exactText(best->expectedAfter), jengatext::slotName(best->move.targetSlot),
                 tower.top().isComplete() ? tr("a new level") : tr("the top level"));
    if (best->expectedAfter > choice.bestExpectedAfter + 1e-12)
        text += QLatin1Char(' ') +
                tr("The best %1 block leaves %2.")
                    .arg(jengatext::name(*cell), exactText(choice.bestExpectedAfter));
    else
        text += QLatin1Char(' ') + tr("This is an optimal %1 block.").arg(jengatext::name(*cell));
    return text;
}

void JengaPage::renderHoverLine() {
    // Not hovering: how to edit (while editing) or how to see a block's value (while playing).
    const QString editing = model_->editingHint();
    const QString playing =
        tr("Hover a block, or move the cursor with the arrow keys, to see what taking it leaves.");
    hoverLine_->setLongestTexts({longestHoverText(), editing, playing});
    const QString text = hoverText();
    // The hint in a muted ink: the page's text colour towards its window colour (recomputed when
    // the palette changes, see changeEvent).
    QPalette colours = palette();
    if (text.isEmpty()) {
        const QColor ink = colours.color(QPalette::WindowText);
        const QColor ground = colours.color(QPalette::Window);
        colours.setColor(QPalette::WindowText,
                         QColor::fromRgbF(ink.redF() * 0.6f + ground.redF() * 0.4f,
                                          ink.greenF() * 0.6f + ground.greenF() * 0.4f,
                                          ink.blueF() * 0.6f + ground.blueF() * 0.4f));
    }
    hoverLine_->setPalette(colours);
    hoverLine_->setText(!text.isEmpty() ? text : model_->isPlaying() ? playing : editing);
}

// The longest hover text: a block of the longest colour name at a three-digit level, with both
// values at fifteen digits and the longest place for it.
QString JengaPage::longestHoverText() const {
    QString colour;
    for (const auto c : {Colour::Red, Colour::Green, Colour::Blue})
        if (jengatext::name(c).size() > colour.size())
            colour = jengatext::name(c);
    QString slot;
    for (const int s : {pw::jenga::kLeft, pw::jenga::kMiddle, pw::jenga::kRight})
        if (jengatext::slotName(s).size() > slot.size())
            slot = jengatext::slotName(s);
    const QString value = exactText(28.7110468090843);
    return tr("A %1 block (%2).").arg(colour, JengaPage::tr("level %1, %2").arg(999).arg(slot)) +
           QLatin1Char(' ') +
           tr("Taking it leaves <b>%1</b> expected minutes (it goes to the %2 of %3).")
               .arg(value, slot,
                    std::max(
                        tr("a new level"), tr("the top level"),
                        [](const QString& a, const QString& b) { return a.size() < b.size(); })) +
           QLatin1Char(' ') + tr("The best %1 block leaves %2.").arg(colour, value);
}

void JengaPage::changeEvent(QEvent* event) {
    PuzzlePage::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && hoverLine_)
        renderHoverLine();
}

void JengaPage::setChartToolTip(const QString& title) {
    // The tab's own title stays "Game length": a title that changed length would move the tabs
    // after it; the chart's heading says whether its games are exact or simulated.
    ui_->explainTabs->setTabToolTip(ui_->explainTabs->indexOf(ui_->chartGroup), title);
}

void JengaPage::renderAnswer() {
    const JengaState& state = model_->state();
    const pw::jenga::ExactPrediction prediction = model_->exactPrediction();
    const QString predictedMemory =
        QLocale().formattedDataSize(static_cast<qint64>(prediction.bytes));
    const std::size_t budget = prediction.budgetBytes;
    const QString allowedMemory = QLocale().formattedDataSize(static_cast<qint64>(budget));
    // Layers the solve is not reading go to disk when the tables would not fit (solver.h).
    const QString predictedDisk =
        QLocale().formattedDataSize(static_cast<qint64>(prediction.diskBytes));
    const bool diskShort =
        prediction.diskBytes > 0 && prediction.bytes <= budget && !prediction.fits;
    // Beyond the automatic limit an exact solve is offered when its predicted memory fits; when
    // it does not, the button says so, disabled.
    const jengaanswer::ExactOffer exact = jengaanswer::exactOffer(*model_);
    // Longest first: the button shows the first text that fits its width, the whole one on
    // hover. What the solve takes is said in words, memory and disk kept longest: the time goes
    // first when the button is narrow (a 14-level solve was cut to its minutes, its 15 GiB of
    // disk only in the tooltip).
    const QString duration = durationText(prediction.seconds);
    const QStringList solveTexts =
        exact.offer && prediction.diskBytes > 0
            ? QStringList{tr("Solve exactly: about %1, %2 of memory and %3 of disk")
                              .arg(duration, predictedMemory, predictedDisk),
                          tr("Solve exactly: %1 of memory, %2 of disk")
                              .arg(predictedMemory, predictedDisk),
                          tr("Solve exactly: %1 memory, %2 disk")
                              .arg(predictedMemory, predictedDisk),
                          tr("Solve exactly")}
        : exact.offer ? QStringList{tr("Solve exactly: about %1 and %2 of memory")
                                        .arg(duration, predictedMemory),
                                    tr("Solve exactly: %1 of memory").arg(predictedMemory),
                                    tr("Solve exactly")}
        : exact.tooBig && diskShort
            ? QStringList{tr("Exact: about %1 of disk needed, %2 free")
                              .arg(predictedDisk, QLocale().formattedDataSize(static_cast<qint64>(
                                                      prediction.freeDiskBytes))),
                          tr("Exact: not enough disk")}
        : exact.tooBig && prediction.beyondReach
            ? QStringList{tr("Exact: far beyond the %1 here").arg(allowedMemory),
                          tr("Exact: far beyond reach")}
        : exact.tooBig
            ? QStringList{tr("Exact: about %1 needed, %2 here").arg(predictedMemory, allowedMemory),
                          tr("Exact: not enough memory")}
            : QStringList{tr("Solve exactly")};
    ui_->solveButton->setTexts(solveTexts,
                               tr("Run the exact solver on this tower (beyond 10 levels the "
                                  "button shows the time and memory predicted for a typical tower "
                                  "of its height; one tower may take from a quarter to one and a "
                                  "half times that)"));
    ui_->solveButton->setEnabled(!exact.tooBig);
    ui_->solveButton->setVisible(exact.shown);
    ui_->simulateButton->setVisible(!state.tower.validate() && model_->isSettled() &&
                                    jengaanswer::solveStopped(*model_) &&
                                    !model_->choosesEstimate());
    // The answer's lines keep the room of their longest usual texts, so that the controls below
    // never move as the answer changes between exact and estimated, or a game goes on.
    ui_->answerLabel->setLongestTexts(jengaanswer::longestAnswers());
    ui_->detailLabel->setLongestTexts(jengaanswer::longestDetails());
    const jengaanswer::Texts texts = jengaanswer::of(*model_);
    // With nothing new to say, the old value stays, greyed, until the new one arrives.
    ui_->answerLabel->setEnabled(!texts.stale);
    ui_->detailLabel->setEnabled(!texts.stale);
    rulesLine_->setEnabled(!texts.stale);
    // Screen readers hear the answer as the board's description (the report's answer).
    view_->setAccessibleDescription(
        texts.stale
            ? tr("Computing…")
            : QTextDocumentFragment::fromHtml(texts.answer + QStringLiteral("<br>") + texts.detail +
                                              QStringLiteral("<br>") + texts.rules.toHtmlEscaped())
                  .toPlainText()
                  .trimmed());
    if (texts.stale)
        return;
    ui_->answerLabel->setText(texts.answer);
    ui_->detailLabel->setText(texts.detail);
    rulesLine_->setText(texts.rules.toHtmlEscaped());
    ui_->answerLabel->setToolTip(texts.explanation);
    ui_->detailLabel->setToolTip(texts.explanation);
}

void JengaPage::renderBadges() {
    const JengaState& state = model_->state();
    std::vector<JengaView::Badge> badges;
    std::vector<JengaView::SlotRef> targets;
    const auto analysis = model_->analysis();
    if (analysis && model_->isSettled() && !model_->isOver()) {
        for (Colour colour : pw::jenga::kColours) {
            if ((state.rolled && colour != *state.rolled) || !model_->dieShows(colour))
                continue;
            const auto& choice = analysis->choice(colour);
            if (!choice.hasMove)
                continue;
            badges.push_back({colour, choice.bestMove.level, choice.bestMove.slot, false});
            badges.push_back({colour, model_->targetLevel(), choice.bestMove.targetSlot, true});
        }
    }
    const auto selected = model_->selected();
    if (selected && state.rolled)
        for (const Move& m : pw::jenga::legalMoves(state.tower, *state.rolled))
            if (m.level == selected->first && m.slot == selected->second)
                targets.emplace_back(model_->targetLevel(), m.targetSlot);
    view_->setBadges(std::move(badges));
    view_->setTargets(std::move(targets));
    view_->setSelected(selected);
}

void JengaPage::renderPlay() {
    const JengaState& state = model_->state();
    const bool playing = model_->isPlaying();
    const bool over = model_->isOver();
    view_->setEditing(!playing);
    renderDieButtons();
    ui_->applyButton->setEnabled(playing && state.rolled && model_->analysis());
    ui_->restartButton->setEnabled(playing && !state.minutes.empty());
    for (QWidget* w :
         std::initializer_list<QWidget*>{ui_->levelsSpin, ui_->addLevelButton,
                                         ui_->removeLevelButton, ui_->randomButton, ui_->seedSpin})
        w->setEnabled(!playing);
    // The game's status in a label of three lines whose room is kept in either mode, so that
    // nothing below it moves; while playing, the minutes played in the group's title (one line
    // either way). While editing, a message (how to edit is said under the board).
    ui_->playStatusLabel->setText(model_->statusText());
    if (!playing) {
        ui_->playGroup->setTitle(tr("Mode and play"));
        return;
    }
    const int minutes = model_->minutesPlayed();
    QString text = tr("%n minute(s) played", nullptr, minutes);
    const auto analysis = model_->analysis();
    if (analysis && !over)
        text += tr(" · expected total %1").arg(minutesText(minutes + analysis->expectedDuration));
    if (over)
        text += tr(" · game over");
    ui_->playGroup->setTitle(text);
}

std::pair<double, double> JengaPage::predictedProgress(const pw::Progress& progress) const {
    const bool exploring = progress.phase == "exploring";
    if ((!exploring && progress.phase != "solving") || model_->isSettled())
        return PuzzlePage::predictedProgress(progress);
    const pw::jenga::ExactPrediction prediction = model_->exactPrediction();
    if (prediction.states == 0)
        return PuzzlePage::predictedProgress(progress);
    // The exact solver first finds every reachable state (about 35 % of its time: 1.1 of 3.2 s
    // at 10 levels), then solves them; it knows its own fraction only in the second pass. A
    // predicted state count is within a factor of about two, so the share of the first pass
    // stays below its end until it ends.
    constexpr double kExploreShare = 0.35;
    const double fraction =
        exploring ? kExploreShare * std::min(0.99, static_cast<double>(progress.statesExplored) /
                                                       static_cast<double>(prediction.states))
                  : kExploreShare + (1.0 - kExploreShare) * std::clamp(progress.fraction, 0.0, 1.0);
    return {fraction, std::max(0.0, prediction.seconds * (1.0 - fraction))};
}

void JengaPage::renderChart() {
    const auto outcome = model_->outcome();
    // The caption keeps the room of the longest it can say (an estimate's, with its note), so
    // that the tabs never grow under the controls of the other tabs.
    ui_->distributionLabel->setLongestTexts(jengaanswer::longestCaptions());
    // An estimate (final, shown while a solve runs, or left by one stopped short) charts its
    // policy's simulated games.
    const JengaModel::OutcomePtr estimated = jengaanswer::shownEstimate(*model_);
    if (estimated && !estimated->estimate->histogram.empty()) {
        const auto& e = *estimated->estimate;
        pw::jenga::DurationDistribution d;
        d.status = pw::SolveStatus::Exact;
        d.probability = e.histogram;
        d.mean = e.mean;
        d.standardDeviation = e.standardDeviation;
        chart_->setDistribution(d, tr("Estimated: %Ln simulated game(s) of a stated policy",
                                      nullptr, static_cast<int>(e.samples)));
        chart_->setMean(e.mean,
                        tr("Mean of the policy's games: %1 minutes").arg(minutesText(e.mean)));
        setChartToolTip(tr("Game length of a stated policy's simulated games"));
        chart_->setHandoutTitle(tr("Game length of a stated policy's simulated games"));
        ui_->distributionLabel->setText(jengaanswer::estimateCaption(*estimated));
        return;
    }
    setChartToolTip(tr("Game length under optimal play"));
    if (!model_->isSettled() || !outcome || !outcome->distribution) {
        chart_->clearDistribution(!model_->isSettled() ? tr("Computing…")
                                                       : tr("No exact solution to chart"));
        ui_->distributionLabel->setText(QString());
        return;
    }
    const auto& d = *outcome->distribution;
    chart_->setDistribution(d);
    chart_->setHandoutTitle(tr("Game length under optimal play"));
    // The mean is the expected duration: one number, spelt as the answer spells it (the
    // distribution's own sum differs in its last digits).
    const auto analysis = model_->analysis();
    const double mean = analysis ? analysis->expectedDuration : d.mean;
    chart_->setMean(mean, tr("Mean: %1 minutes").arg(exactText(mean)));
    // Median and 90th percentile from the cumulative distribution.
    double cumulative = 0;
    int median = -1;
    int p90 = -1;
    for (std::size_t t = 0; t < d.probability.size(); ++t) {
        cumulative += d.probability[t];
        if (median < 0 && cumulative >= 0.5)
            median = static_cast<int>(t);
        if (p90 < 0 && cumulative >= 0.9)
            p90 = static_cast<int>(t);
    }
    QString text = tr("Mean <b>%1</b> minutes (the expected duration) · standard deviation "
                      "<b>%2</b> · median %3 · "
                      "90% of games end within %4 minutes.")
                       .arg(exactText(mean), QLocale().toString(d.standardDeviation, 'f', 3))
                       .arg(median)
                       .arg(p90);
    if (model_->isPlaying() && model_->minutesPlayed() > 0)
        text += QStringLiteral("<br>") +
                tr("The rest of the game from the tower shown, after %n minute(s).", nullptr,
                   model_->minutesPlayed());
    ui_->distributionLabel->setText(text);
}

void JengaPage::renderChoices() {
    QTableWidget* table = ui_->choicesTable;
    const bool settled = model_->isSettled();
    const auto choices = settled ? model_->choices() : std::nullopt;
    const pw::jenga::Tower& tower = model_->state().tower;
    struct Row {
        Colour colour;
        const pw::jenga::ChoiceRow* choice;
    };
    std::vector<Row> rows;
    if (choices)
        for (const pw::jenga::ColourTable& colourTable : *choices) {
            const std::size_t first = rows.size();
            for (const pw::jenga::ChoiceRow& choice : colourTable.rows)
                rows.push_back({colourTable.colour, &choice});
            std::stable_sort(rows.begin() + static_cast<std::ptrdiff_t>(first), rows.end(),
                             [](const Row& a, const Row& b) {
                                 return a.choice->extraCost < b.choice->extraCost;
                             });
        }
    table->setRowCount(static_cast<int>(rows.size()));
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
        const Row& row = rows[static_cast<std::size_t>(r)];
        const bool best = row.choice->extraCost <= 0.0;
        const auto item = [best](const QString& text, Qt::Alignment align) {
            auto* cell = new QTableWidgetItem(text);
            cell->setTextAlignment(align | Qt::AlignVCenter);
            if (best) {
                QFont font = cell->font();
                font.setBold(true);
                cell->setFont(font);
            }
            return cell;
        };
        table->setItem(r, 0, item(jengatext::name(row.colour), Qt::AlignLeft));
        auto* move = item(jengatext::moveNotation(tower, row.choice->move), Qt::AlignLeft);
        move->setToolTip(jengatext::moveWords(tower, row.choice->move));
        table->setItem(r, 1, move);
        table->setItem(r, 2, item(exactText(row.choice->expectedAfter), Qt::AlignRight));
        table->setItem(
            r, 3,
            item(best ? tr("best")
                      : QStringLiteral("+") + QLocale().toString(row.choice->extraCost, 'f', 6),
                 Qt::AlignRight));
    }
    {
        const QSignalBlocker blocker(ui_->heatMapCheck);
        ui_->heatMapCheck->setChecked(model_->showsHeatMap());
    }
    // The heat map: each block's cost (blockCosts) as a share of the largest.
    std::vector<JengaView::BlockCost> costs;
    double largest = 0.0;
    if (const auto blockCosts =
            settled && model_->showsHeatMap() ? model_->blockCosts() : std::nullopt) {
        for (std::size_t level = 0; level < blockCosts->size(); ++level)
            for (int slot = 0; slot < 3; ++slot)
                if (const auto cost = (*blockCosts)[level][static_cast<std::size_t>(slot)]) {
                    costs.push_back({static_cast<int>(level), slot, *cost});
                    largest = std::max(largest, *cost);
                }
        for (JengaView::BlockCost& cost : costs)
            cost.share = largest > 0.0 ? cost.share / largest : 0.0;
    }
    view_->setCosts(std::move(costs));
    const QString explained =
        tr("The expected minutes left after each move (the value of the tower it leaves) and "
           "what it costs over "
           "the best move of its colour. Bold: optimal. Hover a move for it in words.");
    const auto shaded = [this](double darkest) {
        return tr("On the tower, the darker a block, the more taking it "
                  "costs (the darkest: "
                  "+%1 minutes); optimal blocks and blocks that cannot come "
                  "out are not shaded.")
            .arg(QLocale().toString(darkest, 'f', 3));
    };
    // The room of the longest, so that the heat map's check box above never moves when its
    // sentence comes or goes.
    ui_->choicesLabel->setLongestTexts({explained + QLatin1Char(' ') + shaded(888.888)});
    if (choices && rows.empty())
        ui_->choicesLabel->setText(tr("No block can come out: there is no choice left."));
    else if (choices)
        ui_->choicesLabel->setText(explained + (model_->showsHeatMap() && largest > 0.0
                                                    ? QLatin1Char(' ') + shaded(largest)
                                                    : QString()));
    else
        ui_->choicesLabel->setText(settled
                                       ? tr("Only an exact solve knows the value of every choice.")
                                       : tr("Computing…"));
}
