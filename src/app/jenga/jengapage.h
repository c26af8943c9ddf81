// The Colored Jenga page: edit a tower and see its optimal expected game length live, the best
// block for each die colour, the game-length distribution; or play a game against the die.
#pragma once

#include "app/puzzlepage.h"
#include "engine/jenga/distribution.h"
#include "engine/jenga/simulation.h"
#include "engine/jenga/solver.h"

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace Ui {
class JengaPanel;
}
class JengaChart;
class JengaView;
class LiveSolve;

// What one worker job delivers: an exact solve (with its distribution) or a simulation estimate.
struct JengaOutcome {
    enum class Kind { Exact, OverBudget, Cancelled, Simulation };
    Kind kind = Kind::Cancelled;
    pw::jenga::Tower tower;
    pw::jenga::Result result; // Exact: the table of every position reachable from `tower`
    std::optional<pw::jenga::DurationDistribution> distribution;
    std::optional<pw::jenga::SimulationEstimate> estimate;
};
Q_DECLARE_METATYPE(std::shared_ptr<const JengaOutcome>)

class JengaPage : public PuzzlePage {
    Q_OBJECT
public:
    // Taller towers are not solved exactly here: 10 levels take ~40 s and 1.2 GB, 11 levels ~4 GB.
    static constexpr int kExactLevelLimit = 10;
    static constexpr std::uint64_t kSimulationGames = 200000;
    // Die faces as the page numbers them: the three colours, then black.
    static constexpr int kBlackFace = 3;

    explicit JengaPage(QWidget* parent = nullptr);
    ~JengaPage() override;

    QString puzzleId() const override { return QStringLiteral("jenga"); }
    QString title() const override { return tr("Colored Jenga"); }
    bool loadJudgeText(const QString& text, QString* error) override;
    QString judgeText() const override;
    void loadExample() override;
    bool isSettled() const override;
    QString positionId() const override;
    bool loadPositionId(const QString& id, QString* error) override;
    QJsonObject options() const override;
    void restoreOptions(const QJsonObject& options) override;

    const pw::jenga::Tower& tower() const { return tower_; }
    JengaView* view() const { return view_; }
    // The exact value of the tower shown, once known (from a solve or the solved game's table).
    std::optional<double> expectedDuration() const;
    const std::optional<pw::jenga::Analysis>& analysis() const { return analysis_; }
    std::optional<pw::jenga::SimulationEstimate> estimate() const { return estimate_; }
    QString answerText() const;
    QString statusText() const;
    QString hoverText() const;

    void setPlaying(bool playing);
    bool isPlaying() const;
    // Play: the die shows `face` (0 red, 1 green, 2 blue, 3 black); a face with no move passes.
    void roll(int face);
    std::optional<pw::jenga::Colour> rolledColour() const { return rolled_; }
    int minutesPlayed() const { return playCursor_; }
    bool applyBestMove();
    // A move for the rolled colour; false (with a message) when it is not allowed.
    bool playMove(const pw::jenga::Move& move);

private:
    struct Minute {
        int face = 0;
        QString towerAfter; // text id
    };

    void connectPanel();
    void setTower(const pw::jenga::Tower& tower);
    void edit(const QString& description, const pw::jenga::Tower& tower);
    void evaluate();
    void requestExact();
    void requestSimulation();
    void quietCancel();
    void onResult(const QVariant& value);
    void resetPlay();
    void passMinute(int face);
    void onSlotClicked(int level, int slot, Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    void onSlotHovered(int level, int slot);
    void refresh();
    void refreshAnswer();
    void refreshPlay();
    void refreshBadges();
    void refreshChart();
    void showMessage(const QString& html);
    void openFile();
    void paste();
    void emitSettledIfIdle();
    int targetLevel() const;

    std::unique_ptr<Ui::JengaPanel> ui_;
    JengaView* view_ = nullptr;
    JengaChart* chart_ = nullptr;
    LiveSolve* solve_ = nullptr;

    pw::jenga::Tower tower_;
    std::shared_ptr<const JengaOutcome> exact_;   // the latest exact solve (its table is reused)
    std::optional<pw::jenga::Analysis> analysis_; // of tower_, when known
    std::optional<pw::jenga::SimulationEstimate> estimate_; // of tower_
    bool waiting_ = false;   // a result for tower_ is pending
    bool tooTall_ = false;   // beyond kExactLevelLimit: simulation only
    QString solveProblem_;   // why there is no exact value (over budget, cancelled, failed)
    bool quietCancel_ = false;

    // Play: the positions after each minute, the number of minutes played, the pending roll.
    QString playStart_;
    std::vector<Minute> minutes_;
    int playCursor_ = 0;
    std::optional<pw::jenga::Colour> rolled_;
    std::optional<std::pair<int, int>> selected_;
    QString status_;
    std::pair<int, int> hovered_{-1, -1};
};
