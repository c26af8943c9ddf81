// HackenbushModel: the Hackenbush page's history, its one solve (both configurations and every
// judge answer) and its editing actions (the game against the engine is hackenbushgame.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushmodel.h"

#include "app/hackenbush/hackenbushtext.h"
#include "engine/common/parse_error.h"

#include <QFile>
#include <QRegularExpression>

using pw::hackenbush::Colour;
using pw::hackenbush::JudgeTest;
using pw::hackenbush::Move;
using pw::hackenbush::Position;
using pw::hackenbush::Tower;

namespace {

Position emptyConfiguration() {
    return Position({Tower(), Tower(), Tower()});
}

// Tests from judge text, a tests id ("C1,C2;…@k") or a one-line text id of C1 ("WBB|WBW|B").
// Under rules with green cubes, G is a cube too.
pw::hackenbush::TestsId parseTests(const QString& text, const std::vector<JudgeTest>& present,
                                   int current, const pw::hackenbush::Rules& rules) {
    const QString trimmed = text.trimmed();
    if (trimmed.size() > PageModel::kMaxTextBytes)
        throw pw::ParseError(1, "the text is too long");
    static const QRegularExpression idForm(QStringLiteral("^[WBGwbg|.,;@0-9]*$"));
    const bool oneLine = !trimmed.contains(QLatin1Char('\n'));
    if (oneLine && idForm.match(trimmed).hasMatch() && !trimmed.isEmpty() &&
        !trimmed.at(0).isDigit()) {
        if (trimmed.contains(QLatin1Char(',')))
            return pw::hackenbush::parseTestsId(trimmed.toStdString(), rules);
        // A configuration's id replaces C1 of the test shown.
        std::vector<JudgeTest> tests = present;
        tests[static_cast<std::size_t>(current)].first =
            pw::hackenbush::parseTextIdWith(trimmed.toStdString(), rules);
        return {std::move(tests), current};
    }
    return {pw::hackenbush::parseJudgeWith(text.toStdString(), rules), 0};
}

// A configuration with green cubes in the judge format's three towers: its non-empty towers as
// they are when there are at most three, else its green towers as they are and the white and
// black ones merged into one tower of their value (a number: its sign expansion); nullopt when
// that is still more than three (a sum of games is no one tower).
std::optional<Position> greenForJudge(const Position& position) {
    std::vector<Tower> kept;
    std::vector<Tower> numbers;
    for (const Tower& tower : position.towers())
        if (!tower.empty())
            kept.push_back(tower);
    if (kept.size() > 3) {
        std::erase_if(kept, [&numbers](const Tower& tower) {
            if (tower.hasGreen())
                return false;
            numbers.push_back(tower);
            return true;
        });
        if (kept.size() + (numbers.empty() ? 0 : 1) > 3)
            return std::nullopt;
        std::vector<Colour> cubes;
        for (const char sign : pw::hackenbush::positionValue(Position(numbers)).signExpansion())
            cubes.push_back(sign == '+' ? Colour::White : Colour::Black);
        kept.emplace_back(std::move(cubes));
    }
    kept.resize(3);
    return Position(std::move(kept));
}

// A configuration in the judge format's three towers (mergeForJudge, or greenForJudge).
std::optional<Position> forJudge(const Position& position) {
    return position.hasGreen() ? greenForJudge(position)
                               : pw::hackenbush::mergeForJudge(position).threeTowers;
}

} // namespace

// ---- Model

HackenbushModel::HackenbushModel(QObject* parent) : TypedPageModel(parent) {
    initializeWith(exampleState());
}

std::shared_ptr<const PageState> HackenbushModel::exampleState() const {
    auto state = std::make_shared<HackenbushState>();
    QFile file(QStringLiteral(":/examples/hackenbush.txt"));
    std::vector<JudgeTest> tests{JudgeTest{emptyConfiguration(), emptyConfiguration()}};
    if (file.open(QIODevice::ReadOnly))
        tests = pw::hackenbush::parseJudge(file.readAll().toStdString());
    state->tests = std::make_shared<const std::vector<JudgeTest>>(std::move(tests));
    return state;
}

std::shared_ptr<const PageState> HackenbushModel::stateFromText(const QString& text,
                                                                QString* error) const {
    // Every exception of the engine's parsers ends here: nothing pasted ends the program.
    try {
        // Text with green cubes (the judge format's extension) brings the rules that have them.
        pw::hackenbush::Rules rules = state().rules;
        pw::hackenbush::TestsId parsed;
        try {
            parsed = parseTests(text, *state().tests, state().current, rules);
        } catch (const pw::ParseError&) {
            if (rules.greenCubes)
                throw;
            rules.greenCubes = true;
            try {
                parsed = parseTests(text, *state().tests, state().current, rules);
            } catch (const pw::ParseError&) {
                rules.greenCubes = false;
                parsed = parseTests(text, *state().tests, state().current, rules); // its error
            }
        }
        HackenbushState::checkLimits(parsed.tests, rules);
        auto next = std::make_shared<HackenbushState>(state());
        next->rules = rules;
        next->tests = std::make_shared<const std::vector<JudgeTest>>(std::move(parsed.tests));
        next->current = std::clamp(parsed.current, 0, static_cast<int>(next->tests->size()) - 1);
        next->game.reset();
        return next;
    } catch (const std::exception& e) {
        *error = QString::fromUtf8(e.what());
        return nullptr;
    }
}

QString HackenbushModel::judgeText() const {
    // The judge format has three towers per configuration: fewer are padded with empty towers, more
    // are merged from the third on into one tower of the same value (explain.h, mergeForJudge),
    // which keeps every comparison, the only thing the judge asks about.
    // With green cubes only the white and black towers merge (judgeTextNote): a configuration
    // that still needs more than three towers has no judge text.
    std::vector<JudgeTest> tests;
    for (const JudgeTest& test : *state().tests) {
        auto first = forJudge(test.first);
        auto second = forJudge(test.second);
        if (!first || !second)
            return {};
        tests.push_back(JudgeTest{std::move(*first), std::move(*second)});
    }
    return QString::fromStdString(pw::hackenbush::formatJudge(tests));
}

QString HackenbushModel::judgeTextNote() const {
    QStringList notes;
    int more = 0;
    const auto& tests = *state().tests;
    for (std::size_t i = 0; i < tests.size(); ++i)
        for (const bool first : {true, false}) {
            const Position& configuration = first ? tests[i].first : tests[i].second;
            if (configuration.hasGreen()) { // games do not merge into one tower
                if (notes.size() < 3 && !greenForJudge(configuration))
                    notes << tr("%1: green cubes on more than three towers, with the white and "
                                "black ones merged, have no judge text (a sum of games is not one "
                                "tower).")
                                 .arg(tests.size() > 1 ? tr("Test %1, %2")
                                                             .arg(i + 1)
                                                             .arg(first ? tr("C1") : tr("C2"))
                                                       : (first ? tr("C1") : tr("C2")));
                else if (notes.size() < 3 &&
                         std::count_if(configuration.towers().begin(), configuration.towers().end(),
                                       [](const Tower& tower) { return !tower.empty(); }) > 3)
                    notes << tr("The white and black towers of a configuration with green cubes "
                                "become one tower of their value; the green ones stay.");
                continue;
            }
            const auto merge = pw::hackenbush::mergeForJudge(configuration);
            if (!merge.needed && !merge.exceedsContestHeight)
                continue;
            if (notes.size() >= 3) {
                ++more;
                continue;
            }
            QString note;
            const QString where =
                tests.size() > 1 ? tr("Test %1, %2").arg(i + 1).arg(first ? tr("C1") : tr("C2"))
                                 : (first ? tr("C1") : tr("C2"));
            if (merge.needed) {
                QStringList towers;
                for (const std::size_t t : merge.merged)
                    towers << QString::number(t + 1);
                note = tr("%1: towers %2 (worth %3 together) become one tower of that value, %4 "
                          "(its colours "
                          "are the value's sign expansion); the total value is unchanged.")
                           .arg(where, towers.join(QStringLiteral(", ")),
                                hackenbushtext::fraction(merge.mergedValue),
                                merge.mergedTower.empty()
                                    ? tr("an empty tower")
                                    : hackenbushtext::shortened(
                                          QString::fromStdString(merge.mergedTower.letters())));
            }
            if (merge.exceedsContestHeight) // after "Test 1, C1: " or as a sentence of its own
                note += note.isEmpty()
                            ? where + QStringLiteral(": ") +
                                  tr("a tower is taller than the contest's %1 cubes (the workbench "
                                     "reads it; the "
                                     "contest's own solutions may not).")
                                      .arg(pw::hackenbush::kContestMaxHeight)
                            : QStringLiteral(" ") +
                                  tr("A tower is taller than the contest's %1 cubes (the workbench "
                                     "reads it; the contest's own solutions may not).")
                                      .arg(pw::hackenbush::kContestMaxHeight);
            notes << note;
        }
    if (notes.isEmpty())
        return {};
    QString text = tr("The judge format has three towers per configuration.") + QLatin1Char(' ') +
                   notes.join(QLatin1Char(' '));
    if (more > 0)
        text += QLatin1Char(' ') + tr("%n more configuration(s) likewise.", nullptr, more);
    return text;
}

PageModel::JudgeTextLoss HackenbushModel::judgeTextLoss() const {
    const auto& game = state().game;
    if (!game || game->moves.empty())
        return {};
    const int moves = static_cast<int>(game->moves.size());
    return {tr("the game against the engine (%n move(s) on C1)", nullptr, moves),
            tr("the positions as they were before the game")};
}

QString HackenbushModel::positionId() const {
    return QString::fromStdString(pw::hackenbush::testsId(*state().tests, state().current));
}

// One key for everything solved: every test (the judge answers), the test shown and the game.
QString HackenbushModel::solveKey(const PageState& base) const {
    const auto& s = static_cast<const HackenbushState&>(base);
    QString key = QString::fromStdString(pw::hackenbush::rulesText(s.rules) + "@" +
                                         pw::hackenbush::testsId(*s.tests, s.current));
    if (s.game)
        key += QStringLiteral("#") + QString::fromStdString(pw::hackenbush::textId(s.firstShown()));
    return key;
}

HackenbushModel::Solve HackenbushModel::solve(const HackenbushState& s) const {
    const Position first = s.firstShown();
    const Position second = s.test().second;
    const auto tests = s.tests;
    return [first, second, tests](pw::SolveControl& control) -> AnalysisPtr {
        auto analysis = std::make_shared<HackenbushAnalysis>();
        analysis->first = HackenbushAnalysis::of(first, control);
        analysis->second = HackenbushAnalysis::of(second, control);
        if (!analysis->first.isExact() || !analysis->second.isExact())
            return nullptr;
        // With green cubes on either side the two compare as games (maybe confused).
        if (first.hasGreen() || second.hasGreen()) {
            analysis->comparison = pw::hackenbush::compareGames(first, second, control);
            if (analysis->comparison->status != pw::SolveStatus::Exact)
                return nullptr;
        }
        std::uint64_t cubes = 0;
        for (std::size_t i = 0; i < tests->size(); ++i) {
            const JudgeTest& test = (*tests)[i];
            cubes += test.first.cubeCount() + test.second.cubeCount();
            if (control.checkpoint(cubes, "judge tests",
                                   static_cast<double>(i) / static_cast<double>(tests->size())))
                return nullptr;
            // The judge's question, C1 >= C2: a game comparison when either holds green cubes.
            bool yes = false;
            if (test.first.hasGreen() || test.second.hasGreen()) {
                const auto order = pw::hackenbush::compareGames(test.first, test.second, control);
                if (order.status != pw::SolveStatus::Exact)
                    return nullptr;
                yes = order.firstAtLeastSecond();
            } else {
                yes = pw::hackenbush::compare(test.first, test.second).firstAtLeastSecond;
            }
            analysis->judgeAnswers << (yes ? QStringLiteral("Yes") : QStringLiteral("No"));
        }
        return AnalysisPtr(std::move(analysis));
    };
}

std::size_t HackenbushModel::bytesOf(const HackenbushAnalysis& analysis) const {
    return 1024 +
           static_cast<std::size_t>(analysis.first.fraction.size() +
                                    analysis.second.fraction.size()) *
               6 +
           static_cast<std::size_t>(analysis.judgeAnswers.size()) * 16;
}

HackenbushModel::AnalysisPtr HackenbushModel::analysis() const {
    return result();
}

const HackenbushAnalysis::Side* HackenbushModel::side(bool first) const {
    const HackenbushAnalysis* present = result().get();
    return present ? (first ? &present->first : &present->second) : nullptr;
}

void HackenbushModel::setTreePreview(std::optional<TreePreview> preview) {
    if (preview) {
        const HackenbushAnalysis::Side* s = side(preview->first);
        if (!s || !s->tree || preview->node >= s->tree->nodes.size())
            preview.reset();
    }
    if (preview == treePreview_)
        return;
    treePreview_ = preview;
    notifyChanged();
}

const pw::hackenbush::TreeNode* HackenbushModel::previewNode(bool first) const {
    if (!treePreview_ || treePreview_->first != first)
        return nullptr;
    const HackenbushAnalysis::Side* s = side(first);
    return s && s->tree && treePreview_->node < s->tree->nodes.size()
               ? &s->tree->nodes[treePreview_->node]
               : nullptr;
}

void HackenbushModel::showTreeNode(bool first, std::size_t node) {
    const HackenbushAnalysis::Side* s = side(first);
    if (!s || !s->tree || node >= s->tree->nodes.size())
        return;
    const Position position =
        s->tree->nodes[node].position; // a copy: the commit replaces the analysis
    editPosition(first, position,
                 first ? tr("Go to a game-tree position of C1")
                       : tr("Go to a game-tree position of C2"));
}

void HackenbushModel::presentStateReplaced() {
    engineArmed_ = false;
}

void HackenbushModel::presentStateChanged() {
    treePreview_.reset(); // its node belongs to the tree of the state before
}

void HackenbushModel::presentResultChanged() {
    armEngineIfReady();
}

// ---- Actions

void HackenbushModel::commitTests(const QString& description, std::vector<JudgeTest> tests,
                                  int current) {
    try {
        HackenbushState::checkLimits(tests, state().rules);
    } catch (const std::exception& e) {
        setMessage(tr("Not changed: %1").arg(QString::fromUtf8(e.what())));
        return;
    }
    HackenbushState next = state();
    next.tests = std::make_shared<const std::vector<JudgeTest>>(std::move(tests));
    next.current = current;
    commit(description, next);
}

void HackenbushModel::selectTest(int index) {
    if (index < 0 || index >= testCount() || index == state().current)
        return;
    HackenbushState next = state();
    next.current = index;
    next.game.reset();
    commit(tr("Show test %1").arg(index + 1), next);
}

void HackenbushModel::editPosition(bool first, const Position& position,
                                   const QString& description) {
    if (first && isPlaying()) {
        setMessage(tr(
            "The game is on: click a cube of your colour to remove it, or press Back to editing."));
        return;
    }
    std::vector<JudgeTest> tests = *state().tests;
    JudgeTest& test = tests[static_cast<std::size_t>(state().current)];
    (first ? test.first : test.second) = position;
    commitTests(!description.isEmpty() ? description
                : first                ? tr("Edit C1")
                                       : tr("Edit C2"),
                std::move(tests), state().current);
}

void HackenbushModel::flipCube(bool first, Move cube) {
    if (first && isPlaying()) {
        playHumanMove(cube);
        return;
    }
    const Position& p = first ? state().test().first : state().test().second;
    if (cube.tower >= p.towerCount() || cube.height >= p.tower(cube.tower).height())
        return;
    const Tower& t = p.tower(cube.tower);
    // White and black swap; with green cubes a click goes white, black, green, white.
    const Colour was = t.cube(cube.height);
    const Colour next = !state().rules.greenCubes ? pw::hackenbush::opponent(was)
                        : was == Colour::White    ? Colour::Black
                        : was == Colour::Black    ? Colour::Green
                                                  : Colour::White;
    editPosition(first, p.withTower(cube.tower, t.withCube(cube.height, next)));
}

void HackenbushModel::removeFrom(bool first, Move cube) {
    const Position& p = first ? state().test().first : state().test().second;
    if (cube.tower < p.towerCount() && cube.height < p.tower(cube.tower).height())
        editPosition(first, p.withTower(cube.tower, p.tower(cube.tower).truncated(cube.height)));
}

void HackenbushModel::addCube(bool first, int tower, Colour colour) {
    const Position& p = first ? state().test().first : state().test().second;
    const auto t = static_cast<std::size_t>(tower);
    if (colour == Colour::Green && !state().rules.greenCubes) {
        setMessage(tr("Green cubes are not in the contest's rules: allow them in the Rules box."));
        return;
    }
    if (t < p.towerCount())
        editPosition(first, p.withTower(t, p.tower(t).withCubeOnTop(colour)));
}

void HackenbushModel::addTower(bool first) {
    const Position& p = first ? state().test().first : state().test().second;
    editPosition(first, p.withTowerAdded(Tower()));
}

void HackenbushModel::removeTower(bool first, int tower) {
    const Position& p = first ? state().test().first : state().test().second;
    if (static_cast<std::size_t>(tower) < p.towerCount())
        editPosition(first, p.withoutTower(static_cast<std::size_t>(tower)));
}

bool HackenbushModel::setFromTextId(bool first, const QString& id) {
    try {
        const QString trimmed = id.trimmed();
        if (trimmed.size() > PageModel::kMaxTextBytes)
            throw pw::ParseError(0, "the text is too long");
        editPosition(first, pw::hackenbush::parseTextIdWith(trimmed.toStdString(), state().rules));
        return true;
    } catch (const std::exception& e) {
        setMessage((state().rules.greenCubes
                        ? tr("Not a text id (towers of W, B and G separated by |): %1")
                        : tr("Not a text id (towers of W and B separated by |): %1"))
                       .arg(QString::fromUtf8(e.what())));
        return false;
    }
}

void HackenbushModel::setToMove(Colour colour) {
    HackenbushState next = state();
    next.toMove = colour;
    commit(colour == Colour::White ? tr("White to move") : tr("Black to move"), next);
}

void HackenbushModel::setMarkWinning(bool mark) {
    if (mark == markWinning_)
        return;
    markWinning_ = mark;
    notifyChanged();
}

QJsonObject HackenbushModel::viewJson() const {
    return {{QStringLiteral("markWinning"), markWinning_}};
}

void HackenbushModel::restoreViewJson(const QJsonObject& json) {
    markWinning_ = json.value(QStringLiteral("markWinning")).toBool(true);
}

void HackenbushModel::setRandomOptions(int height, int seed) {
    HackenbushState next = state();
    next.randomHeight = std::clamp(height, 0, 1000);
    next.seed = std::max(seed, 0);
    commit(tr("Random options"), next);
}

void HackenbushModel::randomPosition() {
    std::vector<JudgeTest> tests = *state().tests;
    tests[static_cast<std::size_t>(state().current)].first =
        pw::hackenbush::randomPosition(3, static_cast<std::size_t>(state().randomHeight),
                                       static_cast<std::uint64_t>(state().seed));
    HackenbushState next = state();
    next.tests = std::make_shared<const std::vector<JudgeTest>>(std::move(tests));
    next.game.reset();
    commit(tr("Random C1"), next);
}
