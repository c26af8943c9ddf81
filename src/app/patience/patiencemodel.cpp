// PatienceModel: the patience page's history and its one solve a deal (every position of the
// game is read from the solved table: playing and undo never solve again).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencemodel.h"

#include "app/patience/cardtext.h"
#include "engine/common/parse_error.h"
#include "engine/patience/judge.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

using pw::patience::Card;
using pw::patience::Deal;
using pw::patience::Move;
using pw::patience::MoveValue;
using pw::patience::Position;

namespace {

std::vector<std::vector<Card>> pilesOf(const Deal& deal) {
    std::vector<std::vector<Card>> piles;
    for (int p = 0; p < deal.pileCount(); ++p)
        piles.push_back(deal.pile(p));
    return piles;
}

QString probability(double value) {
    return QString::fromStdString(pw::patience::formatProbability(value));
}

} // namespace

// ---- Model

PatienceModel::PatienceModel(QObject* parent) : TypedPageModel(parent) {
    initializeWith(exampleState());
}

std::shared_ptr<const PageState> PatienceModel::exampleState() const {
    auto state = std::make_shared<PatienceState>();
    QFile file(QStringLiteral(":/examples/patience.txt"));
    if (file.open(QIODevice::ReadOnly))
        state->start =
            Position(pw::patience::parseJudge(file.readAll().toStdString()).front().deal);
    return state;
}

std::shared_ptr<const PageState> PatienceModel::stateFromText(const QString& text,
                                                              QString* error) const {
    const QString trimmed = text.trimmed();
    try {
        if (trimmed.isEmpty())
            throw pw::ParseError(0, tr("the text is empty").toStdString());
        auto next = std::make_shared<PatienceState>(state());
        next->moves.clear();
        static const QRegularExpression space(QStringLiteral("\\s"));
        // One token with '/' separating piles: a text id (any layout, removed cards allowed).
        next->deals.reset();
        next->dealIndex = 0;
        if (!trimmed.contains(space) && trimmed.contains(QLatin1Char('/'))) {
            next->start = pw::patience::parseTextId(trimmed.toStdString());
        } else {
            const auto deals = pw::patience::parseJudge(text.toStdString());
            if (deals.size() > static_cast<std::size_t>(kMaxDeals))
                throw pw::ParseError(0, tr("%1 deals; the page takes at most %2")
                                            .arg(deals.size())
                                            .arg(kMaxDeals)
                                            .toStdString());
            next->start = Position(deals.front().deal);
            if (deals.size() > 1) {
                auto list = std::make_shared<std::vector<Deal>>();
                list->reserve(deals.size());
                for (const auto& deal : deals)
                    list->push_back(deal.deal);
                next->deals = std::move(list);
            }
        }
        if (auto problem = next->start.validate())
            throw pw::ParseError(1, *problem);
        return next;
    } catch (const std::exception& e) { // ParseError, or invalid_argument for impossible layouts
        *error = QString::fromUtf8(e.what());
        return nullptr;
    }
}

QString PatienceModel::judgeText() const {
    // The judge format holds full standard deals only; anything else round-trips as a text id.
    // A judge text of several deals is given back whole, with the deal shown as it is now.
    const Position& start = state().start;
    const bool judgeDeal =
        start.deal().isStandard() && start.remainingCards() == start.deal().cardCount();
    if (judgeDeal && state().deals && state().deals->size() > 1) {
        std::vector<pw::patience::JudgeDeal> all;
        all.reserve(state().deals->size());
        for (const Deal& deal : *state().deals)
            all.push_back({deal, 1});
        all[static_cast<std::size_t>(state().dealIndex)].deal = start.deal();
        return QString::fromStdString(pw::patience::formatJudge(all));
    }
    if (judgeDeal)
        return QString::fromStdString(pw::patience::formatJudge(start.deal()));
    return QString::fromStdString(pw::patience::textId(start)) + QLatin1Char('\n');
}

PageModel::JudgeTextLoss PatienceModel::judgeTextLoss() const {
    const int removed = static_cast<int>(state().moves.size());
    if (removed == 0)
        return {};
    return {tr("the %n pair(s) removed since the deal", nullptr, removed), tr("the deal")};
}

QString PatienceModel::positionId() const {
    return QString::fromStdString(pw::patience::textId(state().start));
}

void PatienceModel::presentStateReplaced() {
    selectedPile_.reset();
}

void PatienceModel::presentStateChanged() {
    const std::string before = checkKey();
    current_ = state().current();
    // A check is about one position: the jobs bound to the state before were cancelled (their
    // "cancelled" is not news here); the exact fraction, once asked for, follows the position.
    if (checkKey() != before) {
        exactError_.clear();
        simulationError_.clear();
    }
    if (exactWanted_ && canCheck())
        requestExact();
}

QString PatienceModel::solveKey(const PageState& base) const {
    const auto& s = static_cast<const PatienceState&>(base);
    // The rules first: the same deal under other rules is another result.
    return s.start.validate() ? QString()
                              : QString::fromStdString(pw::patience::rulesText(s.rules) + "@" +
                                                       pw::patience::textId(s.start));
}

PatienceModel::Solve PatienceModel::solve(const PatienceState& state) const {
    const Position start = state.start;
    const pw::patience::Rules rules = state.rules;
    return [start, rules](pw::SolveControl& control) {
        return std::make_shared<const pw::patience::Result>(
            pw::patience::solve(start, control, rules));
    };
}

bool PatienceModel::keeps(const pw::patience::Result& result) const {
    return result.status == pw::SolveStatus::Exact;
}

std::size_t PatienceModel::bytesOf(const pw::patience::Result& result) const {
    return 1024 + result.stats.statesExplored * 32;
}

PatienceModel::ResultPtr PatienceModel::solved() const {
    const ResultPtr present = result();
    return present && present->status == pw::SolveStatus::Exact ? present : nullptr;
}

std::optional<pw::patience::Analysis> PatienceModel::analysis() const {
    const ResultPtr result = solved();
    return result ? result->analysis(current_) : std::nullopt;
}

std::optional<Move> PatienceModel::bestMove() const {
    const auto known = analysis();
    if (!known || known->moves.empty())
        return std::nullopt;
    return std::min_element(known->moves.begin(), known->moves.end(),
                            [](const MoveValue& a, const MoveValue& b) {
                                return a.after.best != b.after.best
                                           ? a.after.best > b.after.best
                                           : a.after.random > b.after.random;
                            })
        ->move;
}

// ---- Actions

bool PatienceModel::playMove(Move move) {
    if (move.first > move.second)
        std::swap(move.first, move.second);
    if (isEditing()) {
        setMessage(tr("Switch the mouse to Play to remove pairs."));
        return false;
    }
    if (!pw::patience::isLegal(current_, move, rules())) {
        setMessage((rules().pairs == pw::patience::Pairing::Rank
                        ? tr("Piles %1 and %2 do not show two cards of the same rank.")
                        : tr("Piles %1 and %2 do not show two cards of the same rank and colour."))
                       .arg(move.first + 1)
                       .arg(move.second + 1));
        return false;
    }
    const auto before = analysis();
    const QString removed = tr("%1 (pile %2) and %3 (pile %4)")
                                .arg(cardtext::cardText(*current_.topCard(move.first)))
                                .arg(move.first + 1)
                                .arg(cardtext::cardText(*current_.topCard(move.second)))
                                .arg(move.second + 1);
    PatienceState next = state();
    next.moves.push_back(move);
    selectedPile_.reset();
    commit(tr("Remove %1").arg(removed), next);
    // Told once, about this move; the next change (undo included) clears it.
    QString message = tr("Removed %1.").arg(removed);
    if (const auto after = analysis(); before && after)
        message += QLatin1Char(' ') +
                   tr("Chance to win: %1 → %2.")
                       .arg(probability(before->values.random), probability(after->values.random));
    setMessage(message);
    return true;
}

void PatienceModel::clickPile(int pile) {
    if (pile < 0 || pile >= current_.pileCount())
        return;
    const auto top = current_.topCard(pile);
    if (!top) {
        setMessage(tr("Pile %1 is empty.").arg(pile + 1));
        return;
    }
    if (selectedPile_ == pile) {
        clearSelection();
        return;
    }
    // Two tops pair when their classes under the rules are equal (the rank, or rank and colour).
    const pw::patience::Pairing pairing = rules().pairs;
    const auto pairClass = [pairing](const Card& card) {
        return pw::patience::pairClass(card.rank, card.suit, pairing);
    };
    const bool byColour = pairing == pw::patience::Pairing::RankColour;
    if (selectedPile_) {
        const Card first = *current_.topCard(*selectedPile_);
        if (pairClass(first) == pairClass(*top)) {
            playMove(Move{*selectedPile_, pile});
            return;
        }
        setMessage((first.rank != top->rank
                        ? tr("%1 and %2 differ in rank: only two top cards of the same rank can be "
                             "removed together.")
                        : tr("%1 and %2 differ in colour: under these rules only two top cards of "
                             "the same rank and colour can be removed together."))
                       .arg(cardtext::cardText(first), cardtext::cardText(*top)));
        return;
    }
    QStringList partners;
    for (int p = 0; p < current_.pileCount(); ++p)
        if (p != pile && current_.topCard(p) && pairClass(*current_.topCard(p)) == pairClass(*top))
            partners << QString::number(p + 1);
    if (partners.isEmpty()) {
        setMessage((byColour ? tr("No other top card is a %1 of its colour, so %2 cannot be "
                                  "removed now.")
                             : tr("No other top card is a %1, so %2 cannot be removed now."))
                       .arg(cardtext::rankText(top->rank), cardtext::cardText(*top)));
        return;
    }
    selectedPile_ = pile;
    setMessage(tr("Picked %1 from pile %2; now click the other %3 (pile %4).")
                   .arg(cardtext::cardText(*top))
                   .arg(pile + 1)
                   .arg(cardtext::rankText(top->rank), partners.join(tr(" or "))));
    notifyChanged();
}

void PatienceModel::clearSelection() {
    if (!selectedPile_)
        return;
    selectedPile_.reset();
    setMessage(QString());
    notifyChanged();
}

void PatienceModel::playBestMove() {
    if (const auto move = bestMove())
        playMove(*move);
    else if (!pw::patience::legalMoves(current_, rules()).empty())
        setMessage(tr("The values are still being computed."));
}

void PatienceModel::playRandomMove(quint32 choice) {
    const auto moves = pw::patience::legalMoves(current_, rules());
    if (moves.empty())
        return;
    if (rules().choose == pw::patience::Choose::Pairs) {
        playMove(moves[choice % moves.size()]);
        return;
    }
    // As the rules' random player: a rank among those with a pair, then one of its pairs.
    std::vector<std::vector<Move>> classes;
    std::vector<int> seen;
    for (const Move& move : moves) {
        const int c = current_.topCard(move.first)->rank;
        const auto at = std::find(seen.begin(), seen.end(), c);
        if (at == seen.end()) {
            seen.push_back(c);
            classes.push_back({move});
        } else {
            classes[static_cast<std::size_t>(at - seen.begin())].push_back(move);
        }
    }
    const auto& pairs = classes[choice % classes.size()];
    playMove(pairs[(choice / classes.size()) % pairs.size()]);
}

void PatienceModel::restart() {
    PatienceState next = state();
    next.moves.clear();
    if (commit(tr("Restart"), next))
        setMessage(tr("Back at the start; Undo brings the removed pairs back."));
}

void PatienceModel::setMode(PatienceState::Mode mode) {
    PatienceState next = state();
    next.mode = mode;
    selectedPile_.reset();
    commit(mode == PatienceState::Mode::Edit ? tr("Edit the deal") : tr("Play"), next);
}

void PatienceModel::setLayout(bool fullDeck) {
    PatienceState next = state();
    next.fullDeck = fullDeck;
    commit(tr("Deal layout"), next);
}

void PatienceModel::setSeed(int seed) {
    PatienceState next = state();
    next.seed = std::clamp(seed, 0, kMaxSeed);
    commit(tr("Seed"), next);
}

void PatienceModel::commitDeal(const QString& description, const Deal& deal, const QString& message,
                               Change change) {
    PatienceState next = state();
    next.start = Position(deal);
    next.moves.clear();
    next.deals.reset();
    next.dealIndex = 0;
    selectedPile_.reset();
    if (commit(description, next, change))
        setMessage(message);
}

void PatienceModel::showDeal(int index) {
    const PatienceState& s = state();
    if (!s.deals || index < 0 || index >= static_cast<int>(s.deals->size()))
        return;
    PatienceState next = s;
    next.dealIndex = index;
    next.start = Position((*s.deals)[static_cast<std::size_t>(index)]);
    next.moves.clear();
    selectedPile_.reset();
    commit(tr("Show deal %1").arg(index + 1), next, Change::NewPosition);
}

void PatienceModel::newRandomDeal() {
    const bool full = state().fullDeck;
    const auto seed = static_cast<std::uint64_t>(state().seed);
    commitDeal(tr("New deal"),
               pw::patience::randomDeal(seed, full ? pw::patience::DealLayout::fullDeck13x4()
                                                   : pw::patience::DealLayout::standard()),
               tr("Deal of seed %1 (%2).")
                   .arg(seed)
                   .arg(full ? tr("52 cards, 13 piles of 4") : tr("36 cards, 9 piles of 4")),
               Change::NewPosition);
}

void PatienceModel::replaceCard(int pile, int index, Card card, bool swap) {
    const Deal& deal = state().start.deal();
    if (pile < 0 || pile >= deal.pileCount() || index < 0 || index >= deal.pileHeight(pile))
        return;
    auto piles = pilesOf(deal);
    Card& slot = piles[static_cast<std::size_t>(pile)][static_cast<std::size_t>(index)];
    const Card old = slot;
    if (old == card)
        return;
    QString message = tr("Pile %1: %2 is now %3.")
                          .arg(pile + 1)
                          .arg(cardtext::cardText(old), cardtext::cardText(card));
    if (swap)
        for (std::size_t p = 0; p < piles.size(); ++p)
            for (std::size_t i = 0; i < piles[p].size(); ++i)
                if (piles[p][i] == card &&
                    !(static_cast<int>(p) == pile && static_cast<int>(i) == index)) {
                    piles[p][i] = old;
                    message = tr("Swapped %1 (pile %2) and %3 (pile %4).")
                                  .arg(cardtext::cardText(old))
                                  .arg(pile + 1)
                                  .arg(cardtext::cardText(card))
                                  .arg(p + 1);
                }
    slot = card;
    commitDeal(tr("Change a card"), Deal(std::move(piles)), message);
}

void PatienceModel::swapCards(int pile, int index, int otherPile, int otherIndex) {
    const Deal& deal = state().start.deal();
    auto inDeal = [&deal](int p, int i) {
        return p >= 0 && p < deal.pileCount() && i >= 0 && i < deal.pileHeight(p);
    };
    if (!inDeal(pile, index) || !inDeal(otherPile, otherIndex))
        return;
    auto piles = pilesOf(deal);
    Card& a = piles[static_cast<std::size_t>(pile)][static_cast<std::size_t>(index)];
    Card& b = piles[static_cast<std::size_t>(otherPile)][static_cast<std::size_t>(otherIndex)];
    if (a == b)
        return;
    const QString message = tr("Swapped %1 (pile %2) and %3 (pile %4).")
                                .arg(cardtext::cardText(a))
                                .arg(pile + 1)
                                .arg(cardtext::cardText(b))
                                .arg(otherPile + 1);
    std::swap(a, b);
    commitDeal(tr("Swap two cards"), Deal(std::move(piles)), message);
}
