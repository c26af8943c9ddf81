// The stones page without widgets: the board, the stones, the moves played, the mode and the
// options as one history; the shortest path and the play verdicts derived from the solved board.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"
#include "engine/stones/answer.h"
#include "engine/stones/explain.h"
#include "engine/stones/solver.h"

#include <cstdint>

#include <memory>
#include <optional>
#include <vector>

// What one solve delivers: the solved board, and when the goal cannot be reached, why
// (explain.h: the sizes of the two components and a small witness), computed on the worker.
struct StonesOutcome {
    std::shared_ptr<const pw::stones::Result> result;
    std::optional<pw::stones::Impossibility> impossible;
};

struct StonesState : PageState {
    enum class Mode { Edit, Play };
    pw::stones::Position start;           // the board and where the stones start
    std::vector<pw::stones::Move> played; // the moves played from the start (Play mode)
    Mode mode = Mode::Play;
    int paintColour = 0;   // the colour a click on a diagonal paints (Edit mode)
    int randomColours = 3; // Random board: colours and seed
    // The colours a board's diagonals use (at least 1).
    static int coloursUsed(const pw::stones::Position& position);
    int randomSeed = 1;
    // The rules: the target vertices, in the order the Rules box holds them (the engine, the
    // solve key and the JSON read them ascending).
    pw::stones::Rules rules;

    QJsonObject toJson() const override;
    bool equals(const PageState& other) const override;
    static std::optional<StonesState> fromJson(const QJsonObject& json, QString* error);
    // The position after the moves played.
    pw::stones::Position afterPlayed() const;
};

class StonesModel : public TypedPageModel<StonesState, StonesOutcome> {
    Q_OBJECT
public:
    static constexpr int kMaxRandomSeed = 999999999;
    using ResultPtr = std::shared_ptr<const pw::stones::Result>;
    using OutcomePtr = std::shared_ptr<const StonesOutcome>;

    explicit StonesModel(QObject* parent = nullptr);

    QString puzzleId() const override { return QString::fromUtf8(pw::stones::kName); }
    QString title() const override { return tr("Stones"); }
    QString judgeText() const override;
    QString positionId() const override;
    // The judge text holds the board and where the stones started, not the moves played since.
    QString rulesText() const override;
    QString rulesNote() const override;
    // The target as the page says it: "1, 2, 3".
    static QString targetText(const pw::stones::Rules& rules);
    // "the goal is 4, 7, 9", and with `contestMark` "(the contest's)" after the contest's.
    static QString rulesWords(const pw::stones::Rules& rules, bool contestMark = true);
    JudgeTextLoss judgeTextLoss() const override {
        const int played = static_cast<int>(state().played.size());
        if (played == 0)
            return {};
        return {tr("the %n move(s) played since the start", nullptr, played),
                tr("the board with the stones where they started")};
    }

    // ---- What the page shows, all derived from the state and the solved board.
    // The solved board for the present state, or null while it is being solved.
    ResultPtr solved() const;
    // The minimum number of moves from the start (nullopt: impossible, or not known yet).
    std::optional<int> minimumMoves() const;
    // The line: the moves played, then one optimal continuation from where they lead.
    const std::vector<pw::stones::Move>& line() const { return line_; }
    int playedCount() const { return static_cast<int>(state().played.size()); }
    // The view's place on the line (stepping is not a history step) and the position there.
    int cursor() const { return cursor_; }
    const pw::stones::Position& currentPosition() const { return current_; }
    std::optional<int> selectedStone() const { return selectedStone_; }
    // The verdict on the last move played (optimal or not, moves to go), as rich text.
    QString playVerdict() const;
    QString answerText() const;
    QString detailText() const;
    // "220 positions can reach the goal · solved in 0.0282 ms".
    static QString detailText(std::uint64_t positions, double seconds);
    // The detail's second line under another target: "<br>Under other rules: the goal is 4, 7,
    // 9."; empty for the contest's.
    static QString rulesLine(const pw::stones::Rules& rules);

    // ---- Navigation (not history): stepping through the line, selecting a stone.
    void setCursor(int cursor);
    void stepNext() { setCursor(cursor_ + 1); }
    void stepPrevious() { setCursor(cursor_ - 1); }
    void selectStone(std::optional<int> vertex);
    // Steps along the line by itself, a step every kPlayIntervalMs (each pause a job bound to
    // the state: any change of it ends the play); from the start when at the end. Not history.
    static constexpr int kPlayIntervalMs = 800;
    void setPlaying(bool playing);
    bool isPlaying() const { return playing_; }

    // The page's background lanes besides the answer: auto-play, and the view's layer.
    static constexpr Lane kPlayLane = 1;
    static constexpr Lane kLayerLane = 2;

    // ---- Actions: each one step of the history.
    // A click on a vertex: selects a stone, or moves (Play) or places (Edit) the selected one.
    void clickVertex(int vertex);
    void clickDiagonal(int first, int second);
    bool playMove(pw::stones::Move move);
    void resetPlay(); // back to the start, the optimal line shown again
    void setMode(StonesState::Mode mode);
    void setPaintColour(int colour);
    void setVertexCount(int count);
    void setRandomOptions(int colours, int seed);
    void randomBoard();
    // The target (one step; refused with a message when it is not three distinct vertices of
    // the board). The stones and the moves played stay.
    void setRules(const pw::stones::Rules& rules);

signals:
    // The view should animate `move` (one step forward on the line).
    void moveAnimated(pw::stones::Move move);

protected:
    std::shared_ptr<const PageState> stateFromText(const QString& text,
                                                   QString* error) const override;
    std::shared_ptr<const PageState> exampleState() const override;
    void presentStateReplaced() override;
    void presentStateChanged() override;
    QString solveKey(const PageState& state) const override;
    Solve solve(const StonesState& state) const override;
    bool keeps(const StonesOutcome& outcome) const override;
    std::size_t bytesOf(const StonesOutcome& outcome) const override;
    void presentResultChanged() override;

private:
    void rebuildLine();
    void scheduleStep();
    void commitStart(const QString& description, const pw::stones::Position& start);
    // A board of another size keeps the target when it is on it, else takes the contest's
    // (true: it did, and the page says so).
    static bool fitTarget(StonesState& state);
    std::optional<int> distance(const pw::stones::Position& position) const;

    std::vector<pw::stones::Move> line_;
    int cursor_ = 0;
    pw::stones::Position current_;
    std::optional<int> selectedStone_;
    bool playing_ = false;
};
