// HackenbushState: the Hackenbush page's state as a value - its limits, its derived play facts,
// and its session form (toJson, and a validating fromJson: session files are untrusted).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushmodel.h"

#include "engine/common/parse_error.h"

#include <QJsonArray>
#include <QRegularExpression>

using pw::hackenbush::Colour;
using pw::hackenbush::JudgeTest;
using pw::hackenbush::Move;
using pw::hackenbush::Position;

namespace {
const QString kPosition = QStringLiteral("position");
} // namespace

void HackenbushState::checkLimits(const std::vector<JudgeTest>& tests,
                                  const pw::hackenbush::Rules& rules) {
    if (tests.empty())
        throw pw::ParseError(1, "the input has no tests");
    if (tests.size() > static_cast<std::size_t>(HackenbushModel::kMaxTests))
        throw pw::ParseError(1, HackenbushModel::tr("%1 tests; the page takes at most %2")
                                    .arg(tests.size())
                                    .arg(HackenbushModel::kMaxTests)
                                    .toStdString());
    std::size_t cubes = 0;
    for (const JudgeTest& test : tests)
        for (const Position* p : {&test.first, &test.second}) {
            if (auto problem = p->validate(rules))
                throw pw::ParseError(0, *problem);
            cubes += p->cubeCount();
        }
    if (cubes > HackenbushModel::kMaxCubes)
        throw pw::ParseError(0, HackenbushModel::tr("%1 cubes in all; the page takes at most %2")
                                    .arg(cubes)
                                    .arg(HackenbushModel::kMaxCubes)
                                    .toStdString());
}

Position HackenbushState::firstShown() const {
    Position position = test().first;
    if (game)
        for (const GameMove& m : game->moves)
            position = pw::hackenbush::apply(position, m.move);
    return position;
}

Colour HackenbushState::gameToMove() const {
    const Colour first = humanFirst ? human : pw::hackenbush::opponent(human);
    return game && game->moves.size() % 2 == 1 ? pw::hackenbush::opponent(first) : first;
}

bool HackenbushState::gameOver() const {
    return game && pw::hackenbush::legalMoves(firstShown(), gameToMove()).empty();
}

HackenbushState HackenbushState::withMove(const GameMove& move) const {
    HackenbushState next = *this;
    next.game->moves.push_back(move);
    return next;
}

QJsonObject HackenbushState::toJson() const {
    QJsonObject json{{kPosition, QString::fromStdString(pw::hackenbush::testsId(*tests, current))},
                     {QStringLiteral("toMove"),
                      toMove == Colour::White ? QStringLiteral("white") : QStringLiteral("black")},
                     {QStringLiteral("human"),
                      human == Colour::White ? QStringLiteral("white") : QStringLiteral("black")},
                     {QStringLiteral("humanFirst"), humanFirst},
                     {QStringLiteral("randomHeight"), randomHeight},
                     {QStringLiteral("seed"), seed}};
    // "WBG" with green cubes; none for the contest's, as files written before them had.
    if (!rules.isContest())
        json.insert(QStringLiteral("rules"),
                    QString::fromStdString(pw::hackenbush::rulesText(rules)));
    if (game) {
        QJsonArray moves;
        for (const GameMove& m : game->moves)
            moves.append(QStringLiteral("%1.%2%3%4%5")
                             .arg(m.move.tower + 1)
                             .arg(m.move.height + 1)
                             .arg(m.byEngine ? QStringLiteral("e") : QString())
                             .arg(m.winning ? QStringLiteral("w") : QString())
                             .arg(m.hadWinning ? QStringLiteral("h") : QString()));
        json.insert(QStringLiteral("game"), moves);
    }
    return json;
}

bool HackenbushState::equals(const PageState& other) const {
    const auto& o = static_cast<const HackenbushState&>(other);
    if (current != o.current || toMove != o.toMove || human != o.human ||
        humanFirst != o.humanFirst || game != o.game || randomHeight != o.randomHeight ||
        seed != o.seed || rules != o.rules)
        return false;
    if (tests == o.tests)
        return true;
    if (tests->size() != o.tests->size())
        return false;
    for (std::size_t i = 0; i < tests->size(); ++i)
        if (!((*tests)[i].first == (*o.tests)[i].first) ||
            !((*tests)[i].second == (*o.tests)[i].second))
            return false;
    return true;
}

namespace {
// A side in a session: "white" or "black" (absent: White); anything else is refused, not guessed.
pw::hackenbush::Colour colourFromJson(const QJsonValue& value) {
    if (value.isUndefined() || value.toString() == QLatin1String("white"))
        return pw::hackenbush::Colour::White;
    if (value.toString() == QLatin1String("black"))
        return pw::hackenbush::Colour::Black;
    throw pw::ParseError(0, "a side is neither white nor black");
}
} // namespace

std::optional<HackenbushState> HackenbushState::fromJson(const QJsonObject& json, QString* error) {
    HackenbushState state;
    try {
        // No rules: the contest's (every file written before the Rules box); under green cubes
        // the tests may hold G.
        if (json.contains(QStringLiteral("rules"))) {
            if (!json.value(QStringLiteral("rules")).isString())
                throw pw::ParseError(0, "the rules must be text, WB or WBG");
            state.rules = pw::hackenbush::parseRules(
                json.value(QStringLiteral("rules")).toString().toStdString());
        }
        auto parsed = pw::hackenbush::parseTestsId(json.value(kPosition).toString().toStdString(),
                                                   state.rules);
        checkLimits(parsed.tests, state.rules);
        if (parsed.current < 0 || parsed.current >= static_cast<int>(parsed.tests.size()))
            throw pw::ParseError(0, "the test shown does not exist");
        state.tests = std::make_shared<const std::vector<JudgeTest>>(std::move(parsed.tests));
        state.current = parsed.current;
        state.toMove = colourFromJson(json.value(QStringLiteral("toMove")));
        state.human = colourFromJson(json.value(QStringLiteral("human")));
        state.humanFirst = json.value(QStringLiteral("humanFirst")).toBool(true);
        state.randomHeight = json.value(QStringLiteral("randomHeight")).toInt(6);
        state.seed = json.value(QStringLiteral("seed")).toInt(1);
        if (state.randomHeight < 0 || state.randomHeight > 1000 || state.seed < 0)
            throw pw::ParseError(0, "an option is out of range");
        if (json.contains(QStringLiteral("game"))) {
            state.game = Game{};
            static const QRegularExpression moveForm(
                QStringLiteral("^(\\d{1,9})\\.(\\d{1,9})(e?)(w?)(h?)$"));
            for (const QJsonValue& value : json.value(QStringLiteral("game")).toArray()) {
                const auto match = moveForm.match(value.toString());
                const Position position = state.firstShown();
                if (!match.hasMatch())
                    throw pw::ParseError(0, "a move of the game is malformed");
                const Move move{match.captured(1).toULongLong() - 1,
                                match.captured(2).toULongLong() - 1};
                if (!pw::hackenbush::isLegal(position, state.gameToMove(), move))
                    throw pw::ParseError(0, "a move of the game cannot be played there");
                state.game->moves.push_back({move, !match.captured(3).isEmpty(),
                                             !match.captured(4).isEmpty(),
                                             !match.captured(5).isEmpty()});
            }
        }
    } catch (const std::exception& e) {
        *error = QString::fromUtf8(e.what());
        return std::nullopt;
    }
    return state;
}
