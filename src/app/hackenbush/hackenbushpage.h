// The Hackenbush Towers page: edit two positions C1 and C2, see exact values, the winner and the
// winning moves live, compare them as the contest does, and play C1 against the engine.
#pragma once

#include "app/hackenbush/hackenbushgame.h"
#include "app/puzzlepage.h"
#include "engine/hackenbush/judge.h"
#include "engine/hackenbush/solver.h"

#include <QTimer>

#include <memory>
#include <vector>

namespace Ui {
class HackenbushPanel;
}
class HackenbushView;
class LiveSolve;

Q_DECLARE_METATYPE(std::shared_ptr<const pw::hackenbush::Result>)

// A result and its numbers as text. Both are made on the worker: a million-cube value has
// hundreds of thousands of digits, too slow to format on the GUI thread, and the panel is
// refreshed on every hover and toggle.
struct HackenbushAnalysis {
    std::shared_ptr<const pw::hackenbush::Result> result;
    QString fraction, mixed, signs;
    QStringList towerLabels;
    static HackenbushAnalysis of(std::shared_ptr<const pw::hackenbush::Result> result);
};
Q_DECLARE_METATYPE(std::shared_ptr<const HackenbushAnalysis>)

class HackenbushPage : public PuzzlePage {
    Q_OBJECT
  public:
    using ResultPtr = std::shared_ptr<const pw::hackenbush::Result>;

    explicit HackenbushPage(QWidget* parent = nullptr);
    ~HackenbushPage() override;

    QString puzzleId() const override { return QStringLiteral("hackenbush"); }
    QString title() const override { return tr("Hackenbush Towers"); }
    // Judge text; a one-line text id ("WBB|WBW|B") is accepted too and replaces C1.
    bool loadJudgeText(const QString& text, QString* error) override;
    QString judgeText() const override;
    void loadExample() override;
    bool isSettled() const override;
    // All tests and the one shown, as one line (engine testsId): copy/paste, undo, documents.
    QString positionId() const override;
    bool loadPositionId(const QString& id, QString* error) override;

    int testCount() const { return static_cast<int>(tests_.size()); }
    int currentTest() const { return current_; }
    void selectTest(int index);
    // Edits of the shown test (kept in the test list, so copying gives the edited judge text).
    void setFirst(const pw::hackenbush::Position& position);
    void setSecond(const pw::hackenbush::Position& position);
    const pw::hackenbush::Position& first() const {
        return tests_[static_cast<std::size_t>(current_)].first;
    }
    const pw::hackenbush::Position& second() const {
        return tests_[static_cast<std::size_t>(current_)].second;
    }
    // The analysis of what each view shows; null while it is being computed.
    ResultPtr firstResult() const { return firstStale_ ? nullptr : firstResult_; }
    ResultPtr secondResult() const { return secondStale_ ? nullptr : secondResult_; }
    void setToMove(pw::hackenbush::Colour colour);
    pw::hackenbush::Colour toMove() const;

    void startGame(pw::hackenbush::Colour human, pw::hackenbush::Colour firstToMove);
    void stopGame();
    void undo();
    const HackenbushGame& game() const { return game_; }

    HackenbushView* firstView() const { return firstView_; }
    HackenbushView* secondView() const { return secondView_; }
    QString firstValueText() const;
    QString verdictText() const;
    QString judgeOutputText() const;
    QString messageText() const;
    QString winningMovesText() const;

  private:
    void connectPanel();
    void connectView(HackenbushView* view, bool first);
    void addShortcuts();
    void showTests(std::vector<pw::hackenbush::JudgeTest> tests);
    void requestSolve(bool first);
    void requestJudgeAnswers();
    void onSolved(bool first, const QVariant& value);
    // A user edit of C1 or C2: one undoable step.
    void editPosition(bool first, const pw::hackenbush::Position& position);
    void applyEdit(bool first, const pw::hackenbush::Position& position);
    void onCubeClicked(bool first, int tower, int height);
    void onCubeMenu(bool first, int tower, int height, QPoint where);
    void playHumanMove(pw::hackenbush::Move move);
    void playEngineMove();
    QString describeCube(bool first, pw::hackenbush::Move move) const;
    void openFile();
    void paste();
    void showMessage(const QString& message);
    void emitSettledIfIdle();
    void refresh();
    void refreshView(bool first);
    void refreshValues();
    void refreshWinningMoves();
    void refreshPlay();
    const pw::hackenbush::Position& shownPosition(bool first) const;

    using ValueTexts = HackenbushAnalysis;
    const ValueTexts& textsOf(bool first) const;

    std::unique_ptr<Ui::HackenbushPanel> ui_;
    mutable ValueTexts firstTexts_;
    mutable ValueTexts secondTexts_;
    HackenbushView* firstView_ = nullptr;
    HackenbushView* secondView_ = nullptr;
    LiveSolve* firstSolve_ = nullptr;
    LiveSolve* secondSolve_ = nullptr;
    LiveSolve* judgeSolve_ = nullptr;
    QTimer engineDelay_;

    std::vector<pw::hackenbush::JudgeTest> tests_;
    int current_ = 0;
    quint64 judgeGeneration_ = 0;
    ResultPtr firstResult_;
    ResultPtr secondResult_;
    bool firstStale_ = true;
    bool secondStale_ = true;
    HackenbushGame game_;
    bool engineStopped_ = false;
    QString playStatus_;
    QString message_;
};
