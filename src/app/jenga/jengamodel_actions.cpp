// JengaModel, what the user does: the actions, each one step of the history (editing the tower,
// the game's rolls and moves, the solve chosen), and the status line that answers them.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengamodel.h"

#include "app/jenga/jengatext.h"
#include "engine/jenga/exact/optimal_policy.h"

#include <algorithm>

using jengatext::minutesText;
using pw::jenga::Colour;
using pw::jenga::Move;
using pw::jenga::Tower;

namespace {

QString faceName(int face) {
    return face == JengaState::kBlackFace ? JengaModel::tr("black")
                                          : jengatext::name(static_cast<Colour>(face));
}

Tower replay(const Tower& start, const std::vector<JengaState::Minute>& minutes,
             std::size_t count) {
    Tower tower = start;
    for (std::size_t i = 0; i < count && i < minutes.size(); ++i)
        if (minutes[i].move)
            tower = pw::jenga::apply(tower, *minutes[i].move);
    return tower;
}

} // namespace

// ---- Actions

void JengaModel::editTower(const QString& description, const Tower& tower, Change change) {
    JengaState next = state();
    next.tower = next.gameStart = tower;
    next.minutes.clear();
    next.rolled.reset();
    selected_.reset();
    commit(description, next, change);
}

void JengaModel::clickSlot(int level, int slot, bool takeOut) {
    const Tower& tower = state().tower;
    if (level < 0 || level > tower.levelCount() || slot < 0 || slot > 2)
        return;
    const bool newLevel = level == tower.levelCount();
    pw::jenga::Slot cell;
    if (!newLevel)
        cell = tower.level(level).cells[static_cast<std::size_t>(slot)];
    if (!isPlaying()) {
        if (newLevel) {
            if (tower.levelCount() >= kMaxLevels) {
                setMessage(tr("A tower has at most %1 levels.").arg(kMaxLevels));
                return;
            }
            std::vector<pw::jenga::Level> levels = tower.levels();
            pw::jenga::Level fresh;
            fresh.cells[static_cast<std::size_t>(slot)] = Colour::Red;
            levels.push_back(fresh);
            editTower(tr("Start a new level"), Tower(std::move(levels)));
        } else if (!cell) {
            editTower(tr("Put a block back"), tower.withSlot(level, slot, Colour::Red));
        } else if (takeOut) {
            editTower(tr("Take a block out"), tower.withSlot(level, slot, std::nullopt));
        } else {
            const auto next =
                static_cast<Colour>((static_cast<int>(*cell) + 1) % pw::jenga::kColourCount);
            editTower(tr("Recolour a block"), tower.withSlot(level, slot, next));
        }
        return;
    }
    const auto rolled = state().rolled;
    if (!rolled) {
        setMessage(tr("Roll the die first (R), or pick the face it shows."));
        return;
    }
    if (selected_ && level == targetLevel() && !cell) {
        playMove(Move{selected_->first, selected_->second, slot});
        return;
    }
    if (cell && *cell == *rolled && level < tower.levelCount() - 1) {
        const bool same = selected_ == std::make_pair(level, slot);
        selected_.reset();
        if (!same) {
            bool removable = false;
            for (const Move& m : pw::jenga::legalMoves(tower, *rolled))
                removable = removable || (m.level == level && m.slot == slot);
            if (removable) {
                selected_ = std::make_pair(level, slot);
                setMessage(tr("Now click the free slot on top where the block goes."));
            } else {
                setMessage(tr("That block cannot come out: its level would fall."));
            }
        }
        notifyChanged();
        return;
    }
    setMessage(tr("The die shows %1: click a %1 block below the top level.")
                   .arg(jengatext::name(*rolled)));
}

QString JengaModel::rulesWords(const pw::jenga::Rules& rules, bool contestMark) {
    const QString words =
        tr("a die of %1 red, %2 green, %3 blue and %n black face(s)", nullptr, rules.blackFaces)
            .arg(rules.colourFaces[0])
            .arg(rules.colourFaces[1])
            .arg(rules.colourFaces[2]);
    return contestMark && rules.isContest() ? tr("%1 (the contest's)").arg(words) : words;
}

void JengaModel::setRules(const pw::jenga::Rules& rules) {
    if (rules == state().rules)
        return;
    if (const auto problem = pw::jenga::checkRules(rules)) {
        // Said in the page's words; the box goes back to the die in force.
        setMessage(rules.colourFaces[0] + rules.colourFaces[1] + rules.colourFaces[2] == 0
                       ? tr("The die needs at least one red, green or blue face: the rules are "
                            "unchanged.")
                       : tr("Each colour has from 0 to %1 faces: the rules are unchanged.")
                             .arg(pw::jenga::kMaxFaceWeight));
        return;
    }
    JengaState next = state();
    next.rules = rules;
    if (next.rolled && !rules.rolls(static_cast<int>(*next.rolled)))
        next.rolled.reset(); // the new die never shows it
    selected_.reset();
    commit(rules.isContest()
               ? tr("Contest rules")
               : tr("Die %1").arg(QString::fromStdString(pw::jenga::rulesText(rules))),
           next);
}

void JengaModel::setMode(JengaState::Mode mode) {
    if (mode == state().mode)
        return;
    JengaState next = state();
    next.mode = mode;
    next.gameStart = next.tower;
    next.minutes.clear();
    next.rolled.reset();
    selected_.reset();
    commit(mode == JengaState::Mode::Play ? tr("Play a game") : tr("Edit the tower"), next);
}

void JengaModel::roll(int face) {
    const JengaState& s = state();
    if (!isPlaying() || s.rolled || isOver() || face < 0 || face > JengaState::kBlackFace)
        return;
    // Only a face the die has: a colour (or black) it never shows cannot come up.
    if (face == JengaState::kBlackFace ? s.rules.blackFaces == 0 : !s.rules.rolls(face)) {
        setMessage(tr("The die in force has no %1 face.").arg(faceName(face)));
        return;
    }
    JengaState next = s;
    if (face == JengaState::kBlackFace ||
        !pw::jenga::hasLegalMove(s.tower, static_cast<Colour>(face))) {
        next.minutes.push_back({face, std::nullopt});
        commit(tr("Roll %1: no move").arg(faceName(face)), next);
    } else {
        next.rolled = static_cast<Colour>(face);
        commit(tr("Roll %1").arg(faceName(face)), next);
    }
}

void JengaModel::rollDie() {
    const JengaState& s = state();
    if (!isPlaying() || s.rolled || isOver())
        return;
    const int face = static_cast<int>(die_.bounded(static_cast<quint32>(s.rules.faces())));
    const int colour = s.rules.colourOfFace(face);
    roll(colour >= 0 ? colour : JengaState::kBlackFace);
}

bool JengaModel::playMove(const Move& move) {
    const JengaState& s = state();
    if (!s.rolled || s.tower.validate() || !pw::jenga::isLegal(s.tower, move) ||
        pw::jenga::moveColour(s.tower, move) != *s.rolled) {
        setMessage(tr("Not allowed: take a %1 block whose level still stands without it, and put "
                      "it on top.")
                       .arg(s.rolled ? jengatext::name(*s.rolled) : tr("rolled")));
        return false;
    }
    JengaState next = s;
    next.minutes.push_back({static_cast<int>(*s.rolled), move});
    next.rolled.reset();
    next.tower = pw::jenga::apply(s.tower, move);
    selected_.reset();
    commit(tr("Play %1").arg(jengatext::moveNotation(s.tower, move)), next);
    return true;
}

bool JengaModel::playBestMove() {
    const auto present = analysis();
    if (!state().rolled || !present)
        return false;
    return playMove(present->choice(*state().rolled).bestMove);
}

void JengaModel::newGame() {
    JengaState next = state();
    next.tower = next.gameStart;
    next.minutes.clear();
    next.rolled.reset();
    commit(tr("New game"), next);
}

void JengaModel::setLevelCount(int levels) {
    levels = std::clamp(levels, 1, kMaxLevels);
    if (levels != state().tower.levelCount())
        editTower(tr("Change the number of levels"), state().tower.withLevelCount(levels));
}

void JengaModel::setSeed(int seed) {
    JengaState next = state();
    next.seed = std::clamp(seed, 0, kMaxSeed);
    commit(tr("Seed"), next);
}

void JengaModel::randomTower() {
    editTower(tr("Random tower"),
              pw::jenga::randomTower(state().tower.levelCount(),
                                     static_cast<std::uint64_t>(state().seed)),
              Change::NewPosition);
}

void JengaModel::chooseEstimate(bool estimateOnly) {
    constexpr std::size_t kChoicesKept = 32;
    const QString id = QString::fromStdString(pw::jenga::textId(solvedTower(state())));
    std::erase_if(choices_, [&id](const auto& choice) { return choice.first == id; });
    choices_.emplace_back(id, estimateOnly ? SolveChoice::Estimate : SolveChoice::Exact);
    if (choices_.size() > kChoicesKept)
        choices_.erase(choices_.begin());
    // The same choice again after a cancel solves again; another one solves what it asks for.
    refreshSolve();
    notifyChanged();
}

void JengaModel::showHeatMap(bool on) {
    heatMap_ = on;
    notifyChanged();
}

void JengaModel::comparePolicies(bool on) {
    comparePolicies_ = on;
    if (on)
        startPolicyComparison();
    else
        cancelJob(kPoliciesLane);
    notifyChanged();
}

// ---- The status line, derived from the state (never left over from an earlier one).

QString JengaModel::editingHint() const {
    return tr("Click a block to change its colour; right-click or Shift+click takes it out.") +
           QLatin1Char(' ') +
           tr("Filled badges mark the best block to take for each die colour, outlined ones where "
              "it goes; "
              "hover a block to see what taking it leaves.");
}

QString JengaModel::statusText() const {
    const JengaState& s = state();
    if (!message().isEmpty())
        return message().toHtmlEscaped();
    if (!isPlaying())
        return editingHint();
    if (s.rolled) {
        QString text =
            tr("<b>%1</b>: take a %2 block out and put it on top.")
                .arg(jengatext::letter(*s.rolled), faceName(static_cast<int>(*s.rolled)));
        if (const auto present = analysis()) {
            const auto& choice = present->choice(*s.rolled);
            text += QLatin1Char(' ') + tr("Best: %1 (%2), leaving %3 minutes.")
                                           .arg(jengatext::moveNotation(s.tower, choice.bestMove),
                                                jengatext::moveWords(s.tower, choice.bestMove),
                                                minutesText(choice.bestExpectedAfter));
        }
        return text;
    }
    QString verdict;
    if (!s.minutes.empty()) {
        const JengaState::Minute& last = s.minutes.back();
        if (!last.move) {
            verdict = last.face == JengaState::kBlackFace
                          ? tr("Black: the minute passed with no move.")
                          : tr("%1: no %2 block could come out, the minute passed.")
                                .arg(jengatext::letter(static_cast<Colour>(last.face)),
                                     faceName(last.face));
        } else {
            const Tower before = replay(s.gameStart, s.minutes, s.minutes.size() - 1);
            const QString text =
                QStringLiteral("%1 (%2)").arg(jengatext::moveNotation(before, *last.move),
                                              jengatext::moveWords(before, *last.move));
            std::optional<pw::jenga::Analysis> then;
            if (const OutcomePtr present = outcome(); present && present->solved)
                then = pw::jenga::optimalAnalysis(present->solved->table, before);
            std::optional<double> after;
            std::optional<double> best;
            if (then) {
                const auto& choice = then->choice(static_cast<Colour>(last.face));
                best = choice.bestExpectedAfter;
                for (const auto& mv : choice.moves)
                    if (mv.move == *last.move)
                        after = mv.expectedAfter;
            }
            verdict = after && best
                          ? (*after <= *best + 1e-12
                                 ? tr("Played %1: <b>optimal</b>.").arg(text)
                                 : tr("Played %1: <b>not optimal</b>, it leaves %2 minutes; the "
                                      "best leaves %3.")
                                       .arg(text, minutesText(*after), minutesText(*best)))
                          : tr("Played %1.").arg(text);
        }
    }
    if (isOver())
        return verdict + QLatin1Char(' ') + tr("No block can come out: the game is over.");
    return verdict + (verdict.isEmpty() ? QString() : QStringLiteral(" ")) +
           tr("Roll the die (R) or pick the face it shows.");
}
