// PatiencePage, the deal side: judge text and text ids in and out, random deals, card edits,
// and the sentence that says whether the deal is the contest's standard one (and what is off).
#include "app/patience/cardart.h"
#include "app/patience/patiencecarddialog.h"
#include "app/patience/patiencepage.h"
#include "app/patience/patienceview.h"
#include "engine/common/parse_error.h"
#include "engine/patience/judge_format.h"
#include "ui_patiencepanel.h"

#include <QApplication>
#include <QFile>
#include <QRegularExpression>

#include <map>
#include <stdexcept>

using pw::patience::Card;
using pw::patience::Deal;
using pw::patience::Position;

namespace {

std::vector<std::vector<Card>> pilesOf(const Deal& deal) {
    std::vector<std::vector<Card>> piles;
    for (int p = 0; p < deal.pileCount(); ++p)
        piles.push_back(deal.pile(p));
    return piles;
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

bool PatiencePage::loadJudgeText(const QString& text, QString* error) {
    const QString trimmed = text.trimmed();
    try {
        if (trimmed.isEmpty())
            throw pw::ParseError(0, tr("the text is empty").toStdString());
        // One token with '/' separating piles: a text id (any layout, removed cards allowed).
        if (!trimmed.contains(QRegularExpression(QStringLiteral("\\s"))) &&
            trimmed.contains(QLatin1Char('/'))) {
            const Position position = pw::patience::parseTextId(trimmed.toStdString());
            if (auto problem = position.validate())
                throw pw::ParseError(1, *problem);
            setStart(position);
            showMessage(tr("Loaded the text id."));
            return true;
        }
        const auto deals = pw::patience::parseJudge(text.toStdString());
        setDeal(deals.front().deal);
        showMessage(
            deals.size() == 1
                ? tr("Loaded the deal.")
                : tr("The text holds %1 deals; the first is loaded (copy the others one at a "
                     "time to see them).")
                      .arg(deals.size()));
        return true;
    } catch (const pw::ParseError& e) {
        if (error)
            *error = QString::fromStdString(e.what());
    } catch (const std::invalid_argument& e) {
        if (error)
            *error = QString::fromStdString(e.what());
    }
    return false;
}

QString PatiencePage::judgeText() const {
    // The judge format holds full standard deals only; anything else round-trips as a text id.
    if (deal().isStandard() && start_.remainingCards() == deal().cardCount())
        return QString::fromStdString(pw::patience::formatJudge(deal()));
    return QString::fromStdString(pw::patience::textId(start_)) + QLatin1Char('\n');
}

void PatiencePage::loadExample() {
    QFile file(QStringLiteral(":/examples/patience.txt"));
    QString error;
    if (!file.open(QIODevice::ReadOnly) ||
        !loadJudgeText(QString::fromUtf8(file.readAll()), &error))
        qWarning("built-in patience example missing or invalid: %s", qPrintable(error));
    else
        showMessage(tr("The sample deal of the contest problem. Click two top cards of the same "
                       "rank to remove them."));
}

void PatiencePage::newRandomDeal() {
    const bool full = ui_->layoutCombo->currentIndex() == 1;
    const auto seed = static_cast<std::uint64_t>(ui_->seedSpin->value());
    recordEdit(tr("New deal"), [&] {
        setDeal(pw::patience::randomDeal(seed, full ? pw::patience::DealLayout::fullDeck13x4()
                                                    : pw::patience::DealLayout::standard()));
    });
    showMessage(tr("Deal of seed %1 (%2).").arg(seed).arg(ui_->layoutCombo->currentText()));
}

bool PatiencePage::isEditing() const {
    return ui_->editModeRadio->isChecked();
}

void PatiencePage::setEditing(bool editing) {
    if (ui_->editModeRadio->isChecked() != editing) {
        // Toggling the radio calls back here.
        (editing ? ui_->editModeRadio : ui_->playModeRadio)->setChecked(true);
        return;
    }
    selectedPile_.reset();
    view_->setSelectedPile(std::nullopt);
    view_->setEditing(editing);
    showMessage(editing ? tr("Editing the deal as dealt: click a card to change it, drag a card "
                             "onto another to "
                             "swap them. Edits clear the moves played.")
                        : QString());
    refresh();
}

void PatiencePage::editCard(int pile, int index) {
    auto* dialog = new PatienceCardDialog(deal(), pile, index, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const Deal edited = deal();
    connect(dialog, &QDialog::accepted, this, [this, dialog, edited, pile, index] {
        // Only if the deal was not replaced meanwhile (e.g. by a paste).
        if (const auto card = dialog->chosenCard(); card && edited.sharesDataWith(deal()))
            replaceCard(pile, index, *card, dialog->swapWithCopy());
    });
    dialog->open();
}

void PatiencePage::replaceCard(int pile, int index, Card card, bool swap) {
    auto piles = pilesOf(deal());
    Card& slot = piles.at(static_cast<std::size_t>(pile)).at(static_cast<std::size_t>(index));
    const Card old = slot;
    if (old == card)
        return;
    QString message = tr("Pile %1: %2 is now %3.")
                          .arg(pile + 1)
                          .arg(cardart::cardHtml(old), cardart::cardHtml(card));
    if (swap)
        for (std::size_t p = 0; p < piles.size(); ++p)
            for (std::size_t i = 0; i < piles[p].size(); ++i)
                if (piles[p][i] == card &&
                    !(static_cast<int>(p) == pile && static_cast<int>(i) == index)) {
                    piles[p][i] = old;
                    message = tr("Swapped %1 (pile %2) and %3 (pile %4).")
                                  .arg(cardart::cardHtml(old))
                                  .arg(pile + 1)
                                  .arg(cardart::cardHtml(card))
                                  .arg(p + 1);
                }
    slot = card;
    recordEdit(tr("Change a card"), [&] { setDeal(Deal(std::move(piles))); });
    showMessage(message);
}

void PatiencePage::swapCards(int pile, int index, int otherPile, int otherIndex) {
    auto piles = pilesOf(deal());
    Card& a = piles.at(static_cast<std::size_t>(pile)).at(static_cast<std::size_t>(index));
    Card& b =
        piles.at(static_cast<std::size_t>(otherPile)).at(static_cast<std::size_t>(otherIndex));
    if (a == b)
        return;
    const QString message = tr("Swapped %1 (pile %2) and %3 (pile %4).")
                                .arg(cardart::cardHtml(a))
                                .arg(pile + 1)
                                .arg(cardart::cardHtml(b))
                                .arg(otherPile + 1);
    std::swap(a, b);
    recordEdit(tr("Swap two cards"), [&] { setDeal(Deal(std::move(piles))); });
    showMessage(message);
}

void PatiencePage::refreshDealInfo() {
    const Deal& d = deal();
    QString text;
    const QString diagnosis = deckDiagnosis(d);
    if (dealProblem_) {
        text = QStringLiteral("<span style='color:#d02020'><b>%1</b></span> %2 %3")
                   .arg(tr("Not a valid deal: %1.")
                            .arg(QString::fromStdString(*dealProblem_))
                            .toHtmlEscaped(),
                        diagnosis, tr("Change a card (Edit) to fix it."));
    } else if (const auto problem = d.standardDealProblem()) {
        text = tr("<b>Custom deal</b>: %1 cards in %2 piles, solved as dealt. Not the contest's "
                  "standard deal: %3.")
                   .arg(d.cardCount())
                   .arg(d.pileCount())
                   .arg(QString::fromStdString(*problem).toHtmlEscaped());
        if (!diagnosis.isEmpty())
            text += QLatin1Char(' ') + diagnosis;
    } else {
        text = tr("<b>Standard deal</b>: the 36-card deck in 9 piles of 4, as in the contest.");
    }
    if (const int gone = d.cardCount() - start_.remainingCards(); gone > 0)
        text += QLatin1Char(' ') + (gone == 1
                                        ? tr("1 card was removed before the start.")
                                        : tr("%1 cards were removed before the start.").arg(gone));
    ui_->dealLabel->setText(text);
}

void PatiencePage::openFile() {
    if (const QString problem = openJudgeFileFromDialog(); !problem.isEmpty())
        showMessage(problem.toHtmlEscaped());
}

void PatiencePage::paste() {
    if (const QString problem = pasteFromClipboard(); !problem.isEmpty())
        showMessage(problem.toHtmlEscaped());
}
