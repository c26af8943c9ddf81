// PatiencePage, what is shown: the answer, the pairs with their values, the deal and whether it
// is the contest's standard one, and the buttons, all drawn from the model.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/durationtext.h"
#include "app/patience/cardart.h"
#include "app/patience/cardtext.h"
#include "app/patience/patiencechecks.h"
#include "app/patience/patiencepage.h"
#include "app/patience/patienceview.h"
#include "app/steadylabel.h"
#include "engine/patience/judge.h"
#include "ui_patiencepanel.h"

#include <QLocale>
#include <QTextDocumentFragment>

#include <algorithm>
#include <map>

using pw::patience::Card;
using pw::patience::Deal;
using pw::patience::MoveValue;
using pw::patience::Position;

namespace {

QString probability(double value) {
    return QString::fromStdString(pw::patience::formatProbability(value));
}

QString percent(double value) {
    return QLocale().toString(value * 100.0, 'f', 4) + QLatin1Char('%');
}

// Repeated cards (with their piles) and, when the deal has a whole deck's number of cards, the
// cards of that deck it lacks: what the user must fix to get a standard deal back.
QString deckDiagnosis(const Deal& deal) {
    std::map<int, QStringList> piles; // deck index -> piles holding it
    bool allShort = true;
    for (int p = 0; p < deal.pileCount(); ++p)
        for (const Card& card : deal.pile(p)) {
            piles[card.deckIndex()] << QString::number(p + 1);
            allShort = allShort && card.inShortDeck();
        }
    auto cardOf = [](int deckIndex) {
        return Card{static_cast<pw::patience::Rank>(deckIndex / pw::patience::kSuitCount),
                    static_cast<pw::patience::Suit>(deckIndex % pw::patience::kSuitCount)};
    };
    QStringList repeated;
    for (auto [index, where] : piles) {
        if (where.size() < 2)
            continue;
        where.removeDuplicates();
        repeated << (where.size() == 1 ? PatiencePage::tr("%1 (twice in pile %2)")
                                       : PatiencePage::tr("%1 (piles %2)"))
                        .arg(cardart::cardHtml(cardOf(index)), where.join(QStringLiteral(", ")));
    }
    const int cards = deal.cardCount();
    std::vector<Card> deck;
    if (cards == 36)
        deck = pw::patience::shortDeck();
    else if (cards == 52)
        deck = pw::patience::fullDeck();
    else if (allShort && cards < 36)
        deck = {}; // a partial deal: nothing is "missing"
    QStringList missing;
    for (const Card& card : deck)
        if (!piles.count(card.deckIndex()))
            missing << cardart::cardHtml(card);
    QStringList parts;
    if (!repeated.isEmpty())
        parts << PatiencePage::tr("Repeated: %1.").arg(repeated.join(QStringLiteral("; ")));
    if (!missing.isEmpty())
        parts << PatiencePage::tr("Missing: %1.").arg(missing.join(QStringLiteral(", ")));
    return parts.join(QLatin1Char(' '));
}

} // namespace

void PatiencePage::render() {
    const PatienceState& state = model_->state();
    const bool editing = model_->isEditing();
    {
        const QSignalBlocker a(ui_->editModeRadio), b(ui_->playModeRadio), c(ui_->layoutCombo),
            d(ui_->seedSpin);
        ui_->editModeRadio->setChecked(editing);
        ui_->playModeRadio->setChecked(!editing);
        ui_->layoutCombo->setCurrentIndex(state.fullDeck ? 1 : 0);
        ui_->seedSpin->setValue(state.seed);
    }
    {
        // The deal selector, for a judge file of several deals.
        const int deals = model_->dealCount();
        ui_->dealNumberLabel->setVisible(deals > 1);
        ui_->dealSpin->setVisible(deals > 1);
        ui_->dealCountLabel->setVisible(deals > 1);
        const QSignalBlocker blocker(ui_->dealSpin);
        ui_->dealSpin->setMaximum(std::max(1, deals));
        ui_->dealSpin->setValue(state.dealIndex + 1);
        ui_->dealCountLabel->setText(tr("of %L1").arg(deals));
    }
    renderRules();
    view_->setEditing(editing);
    view_->setPosition(editing ? state.start : model_->current());
    view_->setSelectedPile(model_->selectedPile());
    renderAnswer();
    renderPairs();
    renderDealInfo();
    renderButtons();
    QString status = model_->message().toHtmlEscaped();
    if (status.isEmpty() && editing)
        status = tr("Editing the deal as dealt: click a card to change it, drag a card onto "
                    "another to swap them. "
                    "Edits clear the pairs removed.");
    ui_->statusLabel->setText(status);
    checks_->render();
}

PatiencePage::AnswerTexts PatiencePage::answerTexts() const {
    const PatienceState& state = model_->state();
    const Position& current = model_->current();
    AnswerTexts texts;
    const auto known = model_->analysis();
    const auto problem = state.start.validate();
    const auto phase = model_->solvePhase();
    if (problem) {
        texts.answer = QStringLiteral("<span style='color:#d02020'>%1</span>")
                           .arg(tr("This deal cannot be solved: %1.")
                                    .arg(cardtext::dealProblem(state.start.deal()))
                                    .toHtmlEscaped());
    } else if (!model_->isSettled() && model_->isNewPosition()) {
        texts.answer = tr("Solving this deal…"); // not the answer of the deal shown before
    } else if (!model_->isSettled()) {
        texts.stale = true; // after an edit the old texts stay, greyed, until the new answer
    } else if (phase == PageModel::SolvePhase::Cancelled) {
        texts.answer = tr("Cancelled. Change the deal or press New deal to solve again.");
    } else if (phase == PageModel::SolvePhase::Failed) {
        texts.answer = tr("The solver failed: %1").arg(model_->solveError()).toHtmlEscaped();
    } else if (!known) {
        texts.answer = tr("This deal needs more memory than the solver may use.");
    } else {
        const auto& v = known->values;
        texts.answer = randomHeading(model_->rules()).arg(probability(v.random), percent(v.random));
        texts.values =
            tr("Best play: <b>%1</b> (%2)<br>Worst play: <b>%3</b> (%4)")
                .arg(probability(v.best), percent(v.best), probability(v.worst), percent(v.worst));
        if (current.isWon())
            texts.answer += QStringLiteral("<br>") + tr("<b>Won</b>: every card is removed.");
        else if (current.isLost(model_->rules()))
            texts.answer += QStringLiteral("<br>") + lostText(model_->rules());
        const auto result = model_->solved();
        if (!state.moves.empty())
            texts.detail = tr("After %n removed pair(s); from the start: %1. ", nullptr,
                              static_cast<int>(state.moves.size()))
                               .arg(probability(result->values.random));
        texts.paperDetail = texts.detail.trimmed();
        texts.detail +=
            tr("%1 positions reachable · solved in %2")
                .arg(QLocale().toString(static_cast<qulonglong>(result->stats.statesExplored)),
                     durationText(result->stats.seconds));
        // Under other rules the answer says which, on a line of its own (the report's answer
        // too).
        if (const QString line = PatienceModel::rulesLine(model_->rules()); !line.isEmpty())
            texts.detail += QStringLiteral("<br>") + line.toHtmlEscaped();
    }
    return texts;
}

QString PatiencePage::randomHeading(const pw::patience::Rules& rules) {
    return rules.choose == pw::patience::Choose::Pairs
               ? tr("<span style='font-size:large'>Random pairs: <b>%1</b></span> (%2)")
               : tr("<span style='font-size:large'>Random ranks: <b>%1</b></span> (%2)");
}

QString PatiencePage::lostText(const pw::patience::Rules& rules) {
    return rules.pairs == pw::patience::Pairing::Rank
               ? tr("<b>Lost</b>: no two top cards share a rank.")
               : tr("<b>Lost</b>: no two top cards share a rank and a colour.");
}

void PatiencePage::renderAnswer() {
    const AnswerTexts texts = answerTexts();
    ui_->answerLabel->setEnabled(!texts.stale);
    ui_->playValuesLabel->setEnabled(!texts.stale);
    if (texts.stale)
        return;
    ui_->answerLabel->setText(texts.answer);
    view_->setAccessibleDescription(QTextDocumentFragment::fromHtml(texts.answer).toPlainText());
    ui_->playValuesLabel->setText(texts.values);
    ui_->detailLabel->setText(texts.detail);
    reserveAnswerRoom();
}

// The answer's labels keep the room of their longest usual texts (a percentage of 100, the
// won or lost line, a hundred pairs removed, a billion positions, a second's solve), so that the
// pair list and the buttons below never move as the game goes on.
void PatiencePage::reserveAnswerRoom() {
    const QString one = probability(1.0);
    const QString hundred = percent(1.0);
    const QString won = tr("<b>Won</b>: every card is removed.");
    QStringList answers;
    for (const auto choose : {pw::patience::Choose::Pairs, pw::patience::Choose::Ranks})
        for (const auto pairs : {pw::patience::Pairing::Rank, pw::patience::Pairing::RankColour}) {
            const QString lost = lostText({choose, pairs});
            answers << randomHeading({choose, pairs}).arg(one, hundred) + QStringLiteral("<br>") +
                           (won.size() > lost.size() ? won : lost);
        }
    ui_->answerLabel->setLongestTexts(answers);
    ui_->playValuesLabel->setLongestTexts(
        {tr("Best play: <b>%1</b> (%2)<br>Worst play: <b>%3</b> (%4)")
             .arg(one, hundred, one, hundred)});
    ui_->detailLabel->setLongestTexts(
        {tr("After %n removed pair(s); from the start: %1. ", nullptr, 100).arg(one) +
         tr("%1 positions reachable · solved in %2")
             .arg(QLocale().toString(Q_UINT64_C(999999999)), durationText(999.0 / 1000.0)) +
         QStringLiteral("<br>") +
         PatienceModel::rulesLine({pw::patience::Choose::Ranks, pw::patience::Pairing::RankColour})
             .toHtmlEscaped()});
}

std::vector<MoveValue> PatiencePage::pairsInOrder() const {
    const auto known = model_->analysis();
    std::vector<MoveValue> moves;
    if (known)
        moves = known->moves;
    else
        for (const auto& move : pw::patience::legalMoves(model_->current(), model_->rules()))
            moves.push_back(MoveValue{move, {}});
    // The most promising pairs first (for the question: random play afterwards).
    std::stable_sort(moves.begin(), moves.end(), [](const MoveValue& a, const MoveValue& b) {
        return a.after.random > b.after.random;
    });
    return moves;
}

QString PatiencePage::pairText(const MoveValue& move, bool best) const {
    const Position& current = model_->current();
    return tr("%1%2 + %3  (%4, %5)")
        .arg(best ? QStringLiteral("★ ") : QString(),
             cardart::cardText(*current.topCard(move.move.first)),
             cardart::cardText(*current.topCard(move.move.second)))
        .arg(move.move.first + 1)
        .arg(move.move.second + 1);
}

QString PatiencePage::noPairText() const {
    return model_->current().isWon() ? tr("None: every card is removed.")
           : model_->rules().pairs == pw::patience::Pairing::Rank
               ? tr("None: no two top cards share a rank.")
               : tr("None: no two top cards share a rank and a colour.");
}

void PatiencePage::renderPairs() {
    QTreeWidget* tree = ui_->pairTree;
    const QSignalBlocker blocker(tree);
    tree->clear();
    view_->setHighlightedMove(std::nullopt);
    const auto known = model_->analysis();
    const std::vector<MoveValue> moves = pairsInOrder();
    const auto best = model_->bestMove();
    const auto selected = model_->selectedPile();
    // No numbers on the cards until they are known (zeros would read as lost positions).
    view_->setMoveValues(model_->isEditing() || !known ? std::vector<MoveValue>{} : known->moves,
                         best);
    view_->setValuesStale(!known);
    for (const MoveValue& mv : moves) {
        auto* item = new QTreeWidgetItem(tree);
        const bool isBest = best && mv.move == *best;
        const bool picked = selected && (mv.move.first == *selected || mv.move.second == *selected);
        item->setText(0, pairText(mv, isBest));
        item->setToolTip(0, tr("Piles %1 and %2").arg(mv.move.first + 1).arg(mv.move.second + 1));
        item->setText(1, known ? probability(mv.after.random) : QStringLiteral("…"));
        if (known)
            item->setData(1, kChanceRole, mv.after.random);
        item->setText(2, known ? probability(mv.after.best) : QStringLiteral("…"));
        item->setTextAlignment(1, Qt::AlignRight | Qt::AlignVCenter);
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
        item->setData(0, Qt::UserRole, mv.move.first);
        item->setData(0, Qt::UserRole + 1, mv.move.second);
        if (isBest || picked) {
            QFont font = item->font(0);
            font.setBold(true);
            for (int c = 0; c < 3; ++c)
                item->setFont(c, font);
        }
        if (isBest)
            for (int c = 0; c < 3; ++c)
                item->setBackground(c, QColor(0xf2, 0xb7, 0x05, 70));
    }
    if (moves.empty()) {
        auto* item = new QTreeWidgetItem(tree);
        item->setText(0, noPairText());
        item->setFlags(Qt::NoItemFlags);
        item->setFirstColumnSpanned(true);
    }
    ui_->pairsGroup->setTitle(
        tr("%n pair(s) you can remove", nullptr, static_cast<int>(moves.size())));
    chart_->setData(chartData(moves));
}

PatienceChart::Data PatiencePage::chartData(const std::vector<MoveValue>& moves) const {
    const auto known = model_->analysis();
    const auto best = model_->bestMove();
    PatienceChart::Data data;
    data.empty = noPairText();
    // The highest chance as the list prints it: every pair that reaches it is a best first move
    // for the chart's question (random play afterwards), ties included.
    const QString highest =
        known && !moves.empty() ? probability(moves.front().after.random) : QString();
    for (const MoveValue& mv : moves) {
        PatienceChart::Bar bar;
        bar.move = mv.move;
        bar.label = pairText(mv, best && mv.move == *best);
        if (known) {
            bar.value = mv.after.random;
            bar.valueText = probability(mv.after.random);
            bar.highlighted = bar.valueText == highest;
        } else {
            bar.valueText = QStringLiteral("…");
        }
        data.bars.push_back(std::move(bar));
    }
    if (known && !moves.empty()) {
        data.reference = known->values.random;
        data.referenceText = probability(known->values.random);
    }
    return data;
}

void PatiencePage::renderDealInfo() {
    ui_->dealLabel->setText(dealInfoText());
}

QString PatiencePage::dealInfoText() const {
    const Position& start = model_->state().start;
    const Deal& d = start.deal();
    QString text;
    const QString diagnosis = deckDiagnosis(d);
    if (const auto problem = start.validate()) {
        text = QStringLiteral("<span style='color:#d02020'><b>%1</b></span> %2 %3")
                   .arg(tr("Not a valid deal: %1.").arg(cardtext::dealProblem(d)).toHtmlEscaped(),
                        diagnosis, tr("Change a card (Edit) to fix it."));
    } else if (const QString standard = cardtext::standardDealProblem(d); !standard.isEmpty()) {
        text = tr("<b>Custom deal</b>: %1 cards in %2 piles, solved as dealt. Not the contest's "
                  "standard deal: %3.")
                   .arg(d.cardCount())
                   .arg(d.pileCount())
                   .arg(standard.toHtmlEscaped());
        if (!diagnosis.isEmpty())
            text += QLatin1Char(' ') + diagnosis;
    } else {
        text = tr("<b>Standard deal</b>: the 36-card deck in 9 piles of 4, as in the contest.");
    }
    if (const int gone = d.cardCount() - start.remainingCards(); gone > 0)
        text += QLatin1Char(' ') + tr("%n card(s) were removed before the start.", nullptr, gone);
    return text;
}

PuzzlePage::Report PatiencePage::report() const {
    const AnswerTexts texts = answerTexts();
    if (texts.stale)
        return {tr("Computing…"), {}};
    Report report;
    report.answer = texts.answer + QStringLiteral("<br>") + texts.values;
    if (const QString line = PatienceModel::rulesLine(model_->rules()); !line.isEmpty())
        report.answer += QStringLiteral("<br>") + line.toHtmlEscaped();
    // The pairs as the list shows them, with the chances after each.
    const auto known = model_->analysis();
    const auto best = model_->bestMove();
    QString rows;
    const std::vector<MoveValue> pairs = pairsInOrder();
    for (const MoveValue& mv : pairs)
        rows += QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>%3</td></tr>")
                    .arg(pairText(mv, best && mv.move == *best).toHtmlEscaped(),
                         known ? probability(mv.after.random) : QStringLiteral("…"),
                         known ? probability(mv.after.best) : QStringLiteral("…"));
    if (rows.isEmpty())
        rows = QStringLiteral("<tr><td colspan=3>%1</td></tr>").arg(noPairText().toHtmlEscaped());
    report.explanation =
        QStringLiteral("<p><b>%1</b></p><table cellspacing=0 cellpadding=3 border=1>"
                       "<tr><th>%2</th><th>%3</th><th>%4</th></tr>%5</table><p>%6</p><p>%7</p>")
            .arg(tr("%n pair(s) you can remove", nullptr, static_cast<int>(pairs.size())),
                 tr("Pair"), tr("Random pairs after"), tr("Best play after"), rows,
                 texts.paperDetail, dealInfoText());
    return report;
}

void PatiencePage::renderButtons() {
    const bool playing = !model_->isEditing();
    const bool canMove =
        playing && !pw::patience::legalMoves(model_->current(), model_->rules()).empty();
    ui_->restartButton->setEnabled(gameActionAvailable(GameAction::Restart));
    ui_->bestMoveButton->setEnabled(gameActionAvailable(GameAction::Hint));
    ui_->randomMoveButton->setEnabled(canMove);
    ui_->pairTree->setEnabled(playing);
    chart_->setEnabled(playing);
}
