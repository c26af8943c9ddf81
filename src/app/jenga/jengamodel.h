// The Colored Jenga page without widgets: the tower, the mode, the game (its start, every
// minute with its die face and move, the pending roll) and the options as one history; the
// exact value, the best move per colour and the distribution for the tower shown.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"
#include "engine/jenga/answer.h"
#include "engine/jenga/distribution.h"
#include "engine/jenga/explain.h"
#include "engine/jenga/policy.h"
#include "engine/jenga/prediction.h"
#include "engine/jenga/solver.h"

#include <QMetaType>

#include <memory>
#include <optional>
#include <vector>

// What one worker job delivers for a tower: its exact analysis (from a solve, or from the table
// of the game's start) and the distribution of the rest of the game, or an estimate.
struct JengaOutcome {
    enum class Kind { Exact, OverBudget, Cancelled, Simulation };
    Kind kind = Kind::Cancelled;
    pw::jenga::Tower tower;                          // the tower this answers
    pw::jenga::Tower solvedStart;                    // the tower the table was solved from
    std::shared_ptr<const pw::jenga::Result> solved; // the exact solve (its table)
    std::optional<pw::jenga::Analysis> analysis;
    // Every choice's extra cost per die colour, and per block (the heat map), from the table.
    std::optional<std::array<pw::jenga::ColourTable, 3>> choices;
    std::optional<pw::jenga::BlockCosts> blockCosts;
    // When the state asks for them: kill-first, middle-first, side-first and random play,
    // evaluated exactly from this tower (engine/jenga/explain.h), in that order.
    std::vector<pw::jenga::SimplePolicyValue> policies;
    std::optional<pw::jenga::DurationDistribution> distribution;
    std::optional<pw::jenga::PolicyEstimate> estimate;
    // An estimate published while the exact solve of the same tower runs (shown until it ends),
    // or, when exactFollows is false, while a closer estimate is computed.
    bool interim = false;
    bool exactFollows = true;
};
Q_DECLARE_METATYPE(std::shared_ptr<const JengaOutcome>)

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
    bool estimateOnly = false;    // the user chose a simulation estimate instead of exact solving
    bool exactWanted = false;     // the user asked for the exact value of a tower beyond the
                                  // automatic limit (solved when its predicted memory fits)
    bool heatMap = false;         // blocks shaded by the cost of taking them (a view choice)
    bool comparePolicies = false; // simple policies evaluated exactly beside the optimum
    int seed = 1;                 // Random tower

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
    // Exact solves predicted to take longer than this show an estimate first.
    static constexpr double kInterimEstimateSeconds = 0.3;
    // Before an exact solve predicted to take longer, the lookahead policy's estimate follows the
    // quick one (it takes about a tenth of such a solve's time).
    static constexpr double kLookaheadInterimSeconds = 8.0;
    static constexpr int kMaxSeed = 999999999;
    using OutcomePtr = std::shared_ptr<const JengaOutcome>;

    explicit JengaModel(QObject* parent = nullptr);

    QString puzzleId() const override { return QString::fromUtf8(pw::jenga::kName); }
    QString title() const override { return tr("Colored Jenga"); }
    QString judgeText() const override;
    QString positionId() const override;

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
    // fits the memory budget.
    pw::jenga::ExactPrediction exactPrediction() const;
    // While an exact solve runs: the estimate shown until the exact value arrives.
    OutcomePtr interimOutcome() const;
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

    // ---- Actions, each one step.
    void clickSlot(int level, int slot, bool takeOut);
    void setMode(JengaState::Mode mode);
    void roll(int face);
    bool playMove(const pw::jenga::Move& move);
    bool playBestMove();
    void newGame();
    void setLevelCount(int levels);
    void setSeed(int seed);
    void randomTower();
    void chooseEstimate(bool estimateOnly);
    // Shades each block by the cost of taking it for its colour (one undoable step).
    void showHeatMap(bool on);
    // Evaluates simple policies exactly beside the optimum (one undoable step; seconds a solve).
    void comparePolicies(bool on);

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

private:
    void editTower(const QString& description, const pw::jenga::Tower& tower);
    // The latest exact solve of the game's start, whose table answers every tower of the game.
    OutcomePtr lastExact_;
    std::optional<std::pair<int, int>> selected_;
};
