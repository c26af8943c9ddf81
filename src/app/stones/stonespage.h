// The stones page: edit a board, see the shortest path to {1, 2, 3}, step through it or play.
#pragma once

#include "app/puzzlepage.h"
#include "engine/stones/solver.h"

#include <QTimer>

#include <memory>
#include <optional>
#include <vector>

namespace Ui {
class StonesPanel;
}
class LiveSolve;
class StonesView;

Q_DECLARE_METATYPE(std::shared_ptr<const pw::stones::Result>)

class StonesPage : public PuzzlePage {
    Q_OBJECT
public:
    explicit StonesPage(QWidget* parent = nullptr);
    ~StonesPage() override;

    QString puzzleId() const override { return QStringLiteral("stones"); }
    QString title() const override { return tr("Stones"); }
    bool loadJudgeText(const QString& text, QString* error) override;
    QString judgeText() const override;
    void loadExample() override;
    bool isSettled() const override;
    QString positionId() const override;
    bool loadPositionId(const QString& id, QString* error) override;
    QJsonObject options() const override;
    void restoreOptions(const QJsonObject& options) override;

    // A new start position: the move line is cleared and the answer recomputed (or recalled).
    void setStart(const pw::stones::Position& position);
    const pw::stones::Position& startPosition() const { return start_; }
    // The position shown: the start after the first cursor() moves of the line.
    const pw::stones::Position& currentPosition() const { return current_; }
    const std::vector<pw::stones::Move>& line() const { return line_; }
    int cursor() const { return cursor_; }
    // The minimum number of moves from the start, once known (nullopt: impossible or unknown).
    std::optional<int> minimumMoves() const;
    bool isSolved() const { return solved_ != nullptr; }
    StonesView* view() const { return view_; }
    QString answerText() const;
    QString playStatusText() const;

    void stepNext();
    void stepPrevious();
    void resetSteps();
    void setPlaying(bool playing);
    // A move of the user's from the current position; false (with a message) if illegal.
    bool playMove(pw::stones::Move move);

private:
    void connectPanel();
    void onSolved(const QVariant& value);
    void extendLineOptimally();
    void setCursor(int cursor, bool animate);
    void refresh();
    void refreshAnswer();
    void refreshMoveList();
    void refreshLegend();
    void onVertexClicked(int vertex);
    void onDiagonalClicked(int first, int second);
    void openFile();
    void paste();
    void showMessage(const QString& message);
    void emitSettledIfIdle();

    std::unique_ptr<Ui::StonesPanel> ui_;
    StonesView* view_ = nullptr;
    LiveSolve* solve_ = nullptr;
    QTimer playTimer_;

    pw::stones::Position start_;
    pw::stones::Position current_;
    std::vector<pw::stones::Move> line_;
    std::vector<bool> playedByUser_;
    int cursor_ = 0;
    std::optional<int> selectedStone_;
    // The exact solve of the current board (its distances serve every stone placement on it).
    std::shared_ptr<const pw::stones::Result> solved_;
    QString playStatus_;
    QString solveError_;
};
