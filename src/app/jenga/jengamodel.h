// The Colored Jenga page without widgets: the tower, the mode, the game (its start, every
// minute with its die face and move, the pending roll) and the options as one history; the
// exact value, the best move per colour and the distribution for the tower shown.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"
#include "engine/jenga/answer.h"
#include "engine/jenga/estimate/policy.h"
#include "engine/jenga/estimate/tower_solve.h"
#include "engine/jenga/exact/distribution.h"
#include "engine/jenga/exact/prediction.h"
#include "engine/jenga/explain.h"
#include "engine/jenga/rules.h"
#include "engine/jenga/solver.h"

#include <QRandomGenerator>

#include <chrono>
#include <memory>
#include <optional>
#include <vector>

// What one worker job delivers for a tower (engine/jenga/estimate/tower_solve.h): its exact
// analysis and distribution, or the optimum bracketed by a policy's estimate and a lower bound.
using JengaOutcome = pw::jenga::TowerOutcome;

struct JengaState : PageState {
    enum class Mode { Edit, Play };
    static constexpr int kBlackFace = 3; // die faces: 0 red, 1 green, 2 blue, 3 black
    struct Minute {
        int face = 0;
        std::optional<pw::jenga::Move> move; // none: the minute passed with no move
        friend bool operator==(const Minute&, const Minute&) = default;
    };
    pw::jenga::Tower tower; // the tower shown
    Mode mode = Mode::Edit;
    pw::jenga::Tower gameStart;              // Play: the tower the game started from
    std::vector<Minute> minutes;             // Play: every minute so far
    std::optional<pw::jenga::Colour> rolled; // Play: the die shows this colour, a move is due
    int seed = 1;                            // Random tower
    pw::jenga::Rules rules;                  // the die (the contest's unless changed)

    QJsonObject toJson() const override;
    bool equals(const PageState& other) const override;
    static std::optional<JengaState> fromJson(const QJsonObject& json, QString* error);
};

class JengaModel : public TypedPageModel<JengaState, JengaOutcome> {
    Q_OBJECT
public:
    // The judge format allows 1000 levels. Towers up to kExactLevelLimit levels are solved
    // exactly as they are edited; taller ones get an estimate, and an exact solve on request
    // when its predicted memory fits the budget (3/4 of the memory available, prediction.h).
    static constexpr int kMaxLevels = 1000;
    static constexpr int kExactLevelLimit = 10;
    static constexpr std::uint64_t kSimulationGames = pw::jenga::kDefaultPolicyGames;
    static constexpr int kMaxSeed = 999999999;
    using OutcomePtr = std::shared_ptr<const JengaOutcome>;

    explicit JengaModel(QObject* parent = nullptr);

    // The most positions the lower bound's search of a tall tower's first moves may expand
    // (TowerRequest::searchPositions; the engine's default, about 30 s at most), for the models
    // made from then on. The GUI tests make it small: they test the page, not the search.
    static void setDefaultSearchPositions(std::uint64_t positions);

    QString puzzleId() const override { return QString::fromUtf8(pw::jenga::kName); }
    QString title() const override { return tr("Colored Jenga"); }
    QString judgeText() const override;
    QString positionId() const override;
    JudgeTextLoss judgeTextLoss() const override;
    QString rulesText() const override;
    QString rulesNote() const override;

    // ---- What the page shows, for the tower shown only.
    OutcomePtr outcome() const;
    // The present tower's choice tables and block costs (exact outcomes only).
    std::optional<std::array<pw::jenga::ColourTable, 3>> choices() const;
    std::optional<pw::jenga::BlockCosts> blockCosts() const;
    std::optional<pw::jenga::Analysis> analysis() const;
    std::optional<double> expectedDuration() const;
    bool isPlaying() const { return state().mode == JengaState::Mode::Play; }
    bool isTooTall() const { return state().tower.levelCount() > kExactLevelLimit; }
    // What an exact solve of the tower shown (or of the game's start) would cost, and whether it
    // fits the memory budget (budgetBytes: the budget here). The machine's load, memory and disk
    // are read again after a second, not on each of the calls a render makes. Never waits: a
    // tall tower's states are counted by its solve job, until which the prediction is
    // provisional (its height's).
    pw::jenga::ExactPrediction exactPrediction() const;
    // While a solve runs: the estimate shown until the exact value or a closer estimate arrives.
    OutcomePtr interimOutcome() const;
    // The best estimate any job found for the tower shown (final or interim), or nullptr: what
    // stays shown when an exact solve of it is cancelled or does not fit.
    OutcomePtr knownEstimate() const;
    // What a state asks to be solved: nullopt for none (an unplayable tower).
    std::optional<pw::jenga::TowerRequest::Kind> requestKind(const JengaState& state) const;
    int minutesPlayed() const { return static_cast<int>(state().minutes.size()); }
    bool isOver() const;
    // The level a taken block goes to (the top, or a new level when the top is complete).
    int targetLevel() const;
    // The block the player picked up (Play) - view state, not history.
    std::optional<std::pair<int, int>> selected() const { return selected_; }
    // The status line: what the die asks for, the verdict on the last move, or a refusal.
    QString statusText() const;
    // How to edit the tower (the status while editing, when no message is shown).
    QString editingHint() const;

    // ---- The rules in force: the die every number, move and chart on the page answers for.
    const pw::jenga::Rules& rules() const { return state().rules; }
    // Whether the die shows `colour` at all (a colour it never shows is never offered).
    bool dieShows(pw::jenga::Colour colour) const {
        return rules().rolls(static_cast<int>(colour));
    }
    // The rules in words, in the interface language: "a die of 1 red, 2 green, 2 blue and 1 black
    // face" (describeRules); with `contestMark`, the contest's say so.
    static QString rulesWords(const pw::jenga::Rules& rules, bool contestMark = true);

    // ---- Actions, each one step.
    // Another die (one step; refused with a message when checkRules refuses it). A roll pending
    // of a colour the new die never shows is taken back; the game played so far stays.
    void setRules(const pw::jenga::Rules& rules);
    void clickSlot(int level, int slot, bool takeOut);
    void setMode(JengaState::Mode mode);
    void roll(int face);
    // Rolls the die in force, as roll(face) does with the face it shows: one of its faces drawn
    // from the model's own generator, read as the engine reads it (Rules::colourOfFace); nothing
    // is drawn when no roll is due. The generator is seeded once, from QRandomGenerator, when the
    // model is made; setDieSeed seeds it again (the same seed rolls the same faces: for tests).
    void rollDie();
    void setDieSeed(quint32 seed) { die_.seed(seed); }
    bool playMove(const pw::jenga::Move& move);
    bool playBestMove();
    void newGame();
    void setLevelCount(int levels);
    void setSeed(int seed);
    void randomTower();

    // ---- How a tower is solved. "Solve exactly" and "Estimate by simulation" are choices made
    // for one tower (the game's start while playing) in this run: not a step of the history nor
    // an edit of the tower's file (no unsaved mark, no prompt), and never carried over to another
    // tower, file or run (an exact solve beyond the automatic limit takes minutes and gigabytes:
    // it starts only on a click for that very tower). Without a choice, towers of up to
    // kExactLevelLimit levels are solved exactly and taller ones estimated.
    void chooseEstimate(bool estimateOnly);
    // The user chose the estimate for the tower shown (or the game's start).
    bool choosesEstimate() const;
    // What is merely shown, never a step of the history (kept in the session):
    // each block shaded by the cost of taking it for its colour,
    void showHeatMap(bool on);
    bool showsHeatMap() const { return heatMap_; }
    // and simple policies evaluated exactly beside the optimum. They are computed by a job of
    // their own once the tower's exact value is shown (seconds where the value took
    // milliseconds), so they never hold it back.
    void comparePolicies(bool on);
    bool comparesPolicies() const { return comparePolicies_; }
    struct PolicyComparison {
        pw::jenga::Tower tower; // the tower they answer
        pw::jenga::Rules rules; // under this die
        // pw::jenga::kComparedPolicies, in that order (explain.h).
        std::vector<pw::jenga::SimplePolicyValue> values;
    };
    // The comparison for the tower shown, or nullptr (not asked, not yet computed, or a tower
    // with no exact value).
    std::shared_ptr<const PolicyComparison> policyComparison() const;
    bool isComparingPolicies() const { return isJobRunning(kPoliciesLane); }
    static constexpr Lane kPoliciesLane = 1;

protected:
    std::shared_ptr<const PageState> stateFromText(const QString& text,
                                                   QString* error) const override;
    std::shared_ptr<const PageState> exampleState() const override;
    void presentStateReplaced() override;
    QString solveKey(const PageState& state) const override;
    Solve solve(const JengaState& state) const override;
    bool keeps(const JengaOutcome& outcome) const override;
    std::size_t bytesOf(const JengaOutcome& outcome) const override;
    void presentResultChanged() override;
    QJsonObject viewJson() const override;
    void restoreViewJson(const QJsonObject& json) override;

private:
    QRandomGenerator die_{QRandomGenerator::global()->generate()}; // rollDie's
    static std::uint64_t& defaultSearchPositions();
    std::uint64_t searchPositions_ = defaultSearchPositions();
    void editTower(const QString& description, const pw::jenga::Tower& tower,
                   Change change = Change::Edit);
    // The latest exact solve of the game's start, whose table answers every tower of the game.
    OutcomePtr lastExact_;
    // What the jobs learn that later jobs reuse, shared with them: each tower's best estimate
    // (shown at once when it is solved exactly, never replaced by a cruder one) and the end-game
    // table of the lower bound.
    std::shared_ptr<pw::jenga::EstimateMemory> memory_;
    std::optional<std::pair<int, int>> selected_;
    // Starts the policies' job for the tower shown when they are asked for and its exact value
    // is there.
    void startPolicyComparison();
    bool heatMap_ = false;
    bool comparePolicies_ = false;
    // The choices made in this run, by the text id of the tower they were made for (the most
    // recent last; a few dozen are kept).
    enum class SolveChoice { Exact, Estimate };
    std::vector<std::pair<QString, SolveChoice>> choices_;
    std::optional<SolveChoice> choiceFor(const pw::jenga::Tower& tower) const;
    // The tower a state's solve is about: the game's start while playing, else the tower shown.
    static const pw::jenga::Tower& solvedTower(const JengaState& state);
    std::shared_ptr<const PolicyComparison> policies_;
    struct PredictionCache {
        pw::jenga::Tower tower;
        std::chrono::steady_clock::time_point made;
        pw::jenga::ExactPrediction prediction;
    };
    mutable std::optional<PredictionCache> prediction_;
    // The prediction for `tower`, through that cache (the render and the solve key ask for it).
    pw::jenga::ExactPrediction predictionFor(const pw::jenga::Tower& tower) const;
};
