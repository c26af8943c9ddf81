// The Colored Jenga page's state: its JSON (sessions, documents), checked whole; a game's
// minutes are replayed through the rules and must end at the tower shown.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengamodel.h"

#include "app/jenga/jengatext.h"
#include "engine/common/parse_error.h"

#include <QJsonArray>
#include <QRegularExpression>

using pw::jenga::Colour;
using pw::jenga::Move;
using pw::jenga::Tower;

namespace {

const QString kPosition = QStringLiteral("position");
const QString kRules = QStringLiteral("rules");

} // namespace

QJsonObject JengaState::toJson() const {
    QJsonArray played;
    for (const Minute& minute : minutes)
        played.append(minute.move ? QStringLiteral("%1:%2.%3.%4")
                                        .arg(minute.face)
                                        .arg(minute.move->level)
                                        .arg(minute.move->slot)
                                        .arg(minute.move->targetSlot)
                                  : QString::number(minute.face));
    QJsonObject json{{kPosition, jengatext::id(tower)},
                     {QStringLiteral("mode"),
                      mode == Mode::Play ? QStringLiteral("play") : QStringLiteral("edit")},
                     {QStringLiteral("seed"), seed}};
    // The die as `--die` takes it; none for the contest's, as files written before it had.
    if (!rules.isContest())
        json.insert(kRules, QString::fromStdString(pw::jenga::rulesText(rules)));
    if (mode == Mode::Play) {
        json.insert(QStringLiteral("gameStart"), jengatext::id(gameStart));
        json.insert(QStringLiteral("minutes"), played);
        if (rolled)
            json.insert(QStringLiteral("rolled"), static_cast<int>(*rolled));
    }
    return json;
}

bool JengaState::equals(const PageState& other) const {
    const auto& o = static_cast<const JengaState&>(other);
    return tower == o.tower && mode == o.mode && gameStart == o.gameStart && minutes == o.minutes &&
           rolled == o.rolled && seed == o.seed && rules == o.rules;
}

std::optional<JengaState> JengaState::fromJson(const QJsonObject& json, QString* error) {
    JengaState state;
    try {
        // Unplayable towers are states too (an edit may pass through one): only the format and
        // the level limit are checked here.
        const QString id = json.value(kPosition).toString();
        if (id.count(QLatin1Char('/')) + 1 > JengaModel::kMaxLevels)
            throw pw::ParseError(
                1, JengaModel::tr("more than %1 levels").arg(JengaModel::kMaxLevels).toStdString());
        state.tower = pw::jenga::parseTextId(id.toStdString());
        state.mode = json.value(QStringLiteral("mode")).toString() == QLatin1String("play")
                         ? Mode::Play
                         : Mode::Edit;
        state.seed = json.value(QStringLiteral("seed")).toInt(1);
        // Earlier versions kept "estimate" and "exact" (the solve chosen) here: that choice
        // now belongs to the tower in the run it was made (JengaModel::chooseEstimate).
        if (state.seed < 0 || state.seed > JengaModel::kMaxSeed)
            throw pw::ParseError(0, JengaModel::tr("the seed is out of range").toStdString());
        // No rules: the contest's (every file written before the Rules box).
        if (json.contains(kRules)) {
            const QJsonValue rules = json.value(kRules);
            if (!rules.isString())
                throw pw::ParseError(
                    0, JengaModel::tr("the rules must be the die as text, such as 1,2,2,1")
                           .toStdString());
            state.rules = pw::jenga::parseRules(rules.toString().toStdString());
        }
        if (state.mode == Mode::Play) {
            const QString start = json.value(QStringLiteral("gameStart")).toString(id);
            if (start.count(QLatin1Char('/')) + 1 > JengaModel::kMaxLevels)
                throw pw::ParseError(1, JengaModel::tr("more than %1 levels")
                                            .arg(JengaModel::kMaxLevels)
                                            .toStdString());
            state.gameStart = pw::jenga::parseTextId(start.toStdString());
            // The minutes are replayed through the rules and must end at the tower shown.
            Tower tower = state.gameStart;
            static const QRegularExpression minuteForm(
                QStringLiteral("^([0-3])(?::(\\d+)\\.([0-2])\\.([0-2]))?$"));
            for (const QJsonValue& value : json.value(QStringLiteral("minutes")).toArray()) {
                const auto match = minuteForm.match(value.toString());
                if (!match.hasMatch())
                    throw pw::ParseError(
                        0, JengaModel::tr("a minute of the game is malformed").toStdString());
                Minute minute{match.captured(1).toInt(), std::nullopt};
                if (match.lastCapturedIndex() > 1) {
                    const Move move{match.captured(2).toInt(), match.captured(3).toInt(),
                                    match.captured(4).toInt()};
                    if (tower.validate() || !pw::jenga::isLegal(tower, move) ||
                        minute.face == kBlackFace ||
                        pw::jenga::moveColour(tower, move) != static_cast<Colour>(minute.face))
                        throw pw::ParseError(
                            0, JengaModel::tr("a move of the game cannot be played there")
                                   .toStdString());
                    tower = pw::jenga::apply(tower, move);
                    minute.move = move;
                }
                state.minutes.push_back(minute);
            }
            if (!(tower == state.tower))
                throw pw::ParseError(
                    0, JengaModel::tr("the game does not lead to the tower shown").toStdString());
            if (json.contains(QStringLiteral("rolled"))) {
                const int face = json.value(QStringLiteral("rolled")).toInt(-1);
                if (face < 0 || face > 2 || tower.validate() || !state.rules.rolls(face) ||
                    !pw::jenga::hasLegalMove(tower, static_cast<Colour>(face)))
                    throw pw::ParseError(
                        0, JengaModel::tr("the pending roll is not possible").toStdString());
                state.rolled = static_cast<Colour>(face);
            }
        } else {
            state.gameStart = state.tower;
        }
    } catch (const std::exception& e) {
        *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
    return state;
}
