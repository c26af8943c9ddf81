// The Double Patience page without widgets: the deal, the pairs removed, the mode and the
// random-deal options as one history; the chances to win of the position shown, from one solve
// of the deal.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"
#include "engine/patience/answer.h"
#include "engine/patience/explain.h"
#include "engine/patience/solver.h"
#include "engine/patience/study.h"

#include <memory>
#include <optional>
#include <vector>

struct PatienceState : PageState {
    enum class Mode { Edit, Play };
    pw::patience::Position start;          // the deal (and cards removed before the start)
    std::vector<pw::patience::Move> moves; // the pairs removed since
    Mode mode = Mode::Play;
    // The deals of the judge text loaded, when it held more than one (shared by every step that
    // keeps them); dealIndex is the one shown (start, unless it was edited since).
    std::shared_ptr<const std::vector<pw::patience::Deal>> deals;
    int dealIndex = 0;
    bool fullDeck = false; // New deal: 52 cards in 13 piles, else 36 in 9
    int seed = 1;
    pw::patience::Rules rules; // how the random player chooses, which cards pair

    pw::patience::Position current() const;
    QJsonObject toJson() const override;
    bool equals(const PageState& other) const override;
    static std::optional<PatienceState> fromJson(const QJsonObject& json, QString* error);
};

class PatienceModel : public TypedPageModel<PatienceState, pw::patience::Result> {
    Q_OBJECT
public:
    static constexpr int kMaxSeed = 999999999;
    // Deals a judge text may hold for the page (its session keeps them all).
    static constexpr int kMaxDeals = 100000;
    using ResultPtr = std::shared_ptr<const pw::patience::Result>;

    explicit PatienceModel(QObject* parent = nullptr);

    QString puzzleId() const override { return QString::fromUtf8(pw::patience::kName); }
    QString title() const override { return tr("Double Patience"); }
    QString judgeText() const override;
    QString positionId() const override;
    JudgeTextLoss judgeTextLoss() const override;
    QString rulesText() const override;
    QString rulesNote() const override;
    const pw::patience::Rules& rules() const { return state().rules; }
    // The rules in words ("random choices uniform over pairs of piles; cards of the same rank
    // pair", describeRules), with `contestMark` "(the contest's rules)" after the contest's.
    static QString rulesWords(const pw::patience::Rules& rules, bool contestMark = true);
    // "Under other rules: …." for rules that are not the contest's; empty for the contest's.
    static QString rulesLine(const pw::patience::Rules& rules);

    bool isEditing() const { return state().mode == PatienceState::Mode::Edit; }
    const pw::patience::Position& current() const { return current_; }
    // The solve of the deal, and the values of the position shown; null while computing.
    ResultPtr solved() const;
    std::optional<pw::patience::Analysis> analysis() const;
    // The pair a best player takes: highest best-play value, then the highest random-play value.
    std::optional<pw::patience::Move> bestMove() const;
    // The pile picked by a first click (view state, not history).
    std::optional<int> selectedPile() const { return selectedPile_; }

    // ---- Actions, each one step.
    // Other rules (one step). The pairs removed stay when each can still be removed under them;
    // otherwise the game goes back to the deal, and the page says so.
    void setRules(const pw::patience::Rules& rules);
    bool playMove(pw::patience::Move move);
    void clickPile(int pile);
    void playBestMove();
    void playRandomMove(quint32 choice);
    void restart();
    void setMode(PatienceState::Mode mode);
    void setLayout(bool fullDeck);
    void setSeed(int seed);
    void newRandomDeal();
    // Shows deal `index` (0-based) of the judge text loaded, from its start.
    void showDeal(int index);
    int dealCount() const { return state().deals ? static_cast<int>(state().deals->size()) : 1; }
    void replaceCard(int pile, int index, pw::patience::Card card, bool swap);
    void swapCards(int pile, int index, int otherPile, int otherIndex);
    void clearSelection();

    // ---- The checks of the answer (patiencemodelchecks.cpp): not history, each a job on the
    // page's runner about the position shown; an answer is kept with the position it is about
    // and shown only for it. Once asked for, the exact fraction follows the position.
    struct ExactCheck {
        std::string positionId; // with the rules it was computed under (checkKey)
        pw::patience::ExactProbability exact;
    };
    struct SimulationCheck {
        std::string positionId; // with the rules (checkKey)
        std::uint64_t seed = 0;
        bool complete = false;
        pw::patience::SimulationEstimate estimate;
    };
    static constexpr Lane kExactLane = 1;
    static constexpr Lane kSimulationLane = 2;
    static constexpr Lane kStudyLane = 3;
    bool canCheck() const { return !state().start.validate(); }
    void requestExact();
    void cancelExact();
    bool isExactWanted() const { return exactWanted_; }
    void requestSimulation(std::uint64_t games);
    void cancelSimulation();
    // The answers for the position shown (nullopt when not computed for it), and why a check
    // ended without one ("Cancelled.", a failure).
    std::optional<pw::patience::ExactProbability> exact() const;
    bool exactOverBudget() const;
    std::optional<pw::patience::SimulationEstimate> simulation() const;
    std::uint64_t simulationSeed() const { return simulation_ ? simulation_->seed : 0; }
    QString exactError() const { return exactError_; }
    QString simulationError() const { return simulationError_; }

    // ---- A study over many seeded deals (not history, not bound to the position): Stop ends it
    // with the deals solved so far; cancelStudy drops it.
    // Every deal of it is solved under the page's rules (options.rules is set to them).
    void startStudy(pw::patience::StudyOptions options);
    void stopStudy();
    void cancelStudy();
    bool isStudying() const { return isJobRunning(kStudyLane); }
    std::shared_ptr<const pw::patience::Study> study() const { return study_; }
    QString studyError() const { return studyError_; }

protected:
    std::shared_ptr<const PageState> stateFromText(const QString& text,
                                                   QString* error) const override;
    std::shared_ptr<const PageState> exampleState() const override;
    void presentStateReplaced() override;
    void presentStateChanged() override;
    QString solveKey(const PageState& state) const override;
    Solve solve(const PatienceState& state) const override;
    bool keeps(const pw::patience::Result& result) const override;
    std::size_t bytesOf(const pw::patience::Result& result) const override;

private:
    // What identifies a check's answer: the position shown and the rules it is under.
    std::string checkKey() const;
    void commitDeal(const QString& description, const pw::patience::Deal& deal,
                    const QString& message, Change change = Change::Edit);

    pw::patience::Position current_;
    std::optional<int> selectedPile_;
    bool exactWanted_ = false;
    std::shared_ptr<const ExactCheck> exact_;
    std::shared_ptr<const SimulationCheck> simulation_;
    std::uint64_t simulationRuns_ = 0;
    QString exactError_;
    QString simulationError_;
    std::shared_ptr<const pw::patience::Study> study_;
    QString studyError_;
};
