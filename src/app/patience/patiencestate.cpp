// The Double Patience page's state: its JSON (sessions, documents), checked whole; the pairs
// removed are replayed under its rules.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencemodel.h"

#include "engine/common/parse_error.h"

#include <QJsonArray>

using pw::patience::Deal;
using pw::patience::Move;
using pw::patience::Position;

namespace {

const QString kPosition = QStringLiteral("position");
const QString kRules = QStringLiteral("rules");

} // namespace

Position PatienceState::current() const {
    Position position = start;
    for (const Move& move : moves)
        position = pw::patience::apply(position, move, rules);
    return position;
}

QJsonObject PatienceState::toJson() const {
    QJsonArray played;
    for (const Move& move : moves)
        played.append(QStringLiteral("%1-%2").arg(move.first + 1).arg(move.second + 1));
    QJsonObject json{
        {kPosition, QString::fromStdString(pw::patience::textId(start))},
        {QStringLiteral("moves"), played},
        {QStringLiteral("mode"),
         mode == Mode::Edit ? QStringLiteral("edit") : QStringLiteral("play")},
        {QStringLiteral("layout"), fullDeck ? QStringLiteral("52") : QStringLiteral("36")},
        {QStringLiteral("seed"), seed}};
    // The rules as the options take them ("ranks,rank"); none for the contest's, as files
    // written before them had.
    if (!rules.isContest())
        json.insert(kRules, QString::fromStdString(pw::patience::rulesText(rules)));
    if (deals && deals->size() > 1) {
        QJsonArray all;
        for (const Deal& deal : *deals)
            all.append(QString::fromStdString(pw::patience::textId(deal)));
        json.insert(QStringLiteral("deals"), all);
        json.insert(QStringLiteral("deal"), dealIndex + 1);
    }
    return json;
}

bool PatienceState::equals(const PageState& other) const {
    const auto& o = static_cast<const PatienceState&>(other);
    const bool sameDeals = deals == o.deals || (deals && o.deals && *deals == *o.deals) ||
                           (!deals && o.deals && o.deals->size() <= 1) ||
                           (!o.deals && deals && deals->size() <= 1);
    return start == o.start && moves == o.moves && mode == o.mode && fullDeck == o.fullDeck &&
           seed == o.seed && sameDeals && dealIndex == o.dealIndex && rules == o.rules;
}

std::optional<PatienceState> PatienceState::fromJson(const QJsonObject& json, QString* error) {
    PatienceState state;
    try {
        state.start =
            pw::patience::parseTextId(json.value(kPosition).toString().trimmed().toStdString());
        if (auto problem = state.start.validate())
            throw pw::ParseError(1, *problem);
        state.mode = json.value(QStringLiteral("mode")).toString() == QLatin1String("edit")
                         ? Mode::Edit
                         : Mode::Play;
        state.fullDeck = json.value(QStringLiteral("layout")).toString() == QLatin1String("52");
        state.seed = json.value(QStringLiteral("seed")).toInt(1);
        if (const QJsonArray all = json.value(QStringLiteral("deals")).toArray(); all.size() > 1) {
            if (all.size() > PatienceModel::kMaxDeals)
                throw pw::ParseError(0, PatienceModel::tr("%1 deals; the page takes at most %2")
                                            .arg(all.size())
                                            .arg(PatienceModel::kMaxDeals)
                                            .toStdString());
            auto list = std::make_shared<std::vector<Deal>>();
            for (const QJsonValue& value : all) {
                const Position deal = pw::patience::parseTextId(value.toString().toStdString());
                if (auto problem = deal.validate())
                    throw pw::ParseError(0, *problem);
                list->push_back(deal.deal());
            }
            state.dealIndex = json.value(QStringLiteral("deal")).toInt(1) - 1;
            if (state.dealIndex < 0 || state.dealIndex >= static_cast<int>(list->size()))
                throw pw::ParseError(0, "the deal shown is not one of the deals");
            state.deals = std::move(list);
        }
        if (state.seed < 0 || state.seed > PatienceModel::kMaxSeed)
            throw pw::ParseError(0, "the seed is out of range");
        // No rules: the contest's (every file written before the Rules box).
        if (json.contains(kRules)) {
            if (!json.value(kRules).isString())
                throw pw::ParseError(0, PatienceModel::tr("the rules must be text, such as "
                                                          "ranks,rank")
                                            .toStdString());
            state.rules = pw::patience::parseRules(json.value(kRules).toString().toStdString());
        }
        // The pairs removed are replayed under the rules.
        Position position = state.start;
        for (const QJsonValue& value : json.value(QStringLiteral("moves")).toArray()) {
            const QStringList piles = value.toString().split(QLatin1Char('-'));
            const Move move{piles.value(0).toInt() - 1, piles.value(1).toInt() - 1};
            if (piles.size() != 2 || !pw::patience::isLegal(position, move, state.rules))
                throw pw::ParseError(0, "a removed pair cannot be removed there");
            position = pw::patience::apply(position, move, state.rules);
            state.moves.push_back(move);
        }
    } catch (const std::exception& e) {
        *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
    return state;
}
