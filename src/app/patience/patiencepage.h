// The Double Patience page: edit a deal, play it pair by pair with undo, and see the chance to
// win under random, best and worst play after every move, with the value of every pair.
#pragma once

#include "app/puzzlepage.h"
#include "engine/patience/solver.h"

#include <memory>
#include <optional>
#include <vector>

namespace Ui {
class PatiencePanel;
}
class LiveSolve;
class PatienceChecks;
class PatienceView;
class QTreeWidgetItem;

Q_DECLARE_METATYPE(std::shared_ptr<const pw::patience::Result>)

class PatiencePage : public PuzzlePage {
    Q_OBJECT
  public:
    explicit PatiencePage(QWidget* parent = nullptr);
    ~PatiencePage() override;

    QString puzzleId() const override { return QStringLiteral("patience"); }
    QString title() const override { return tr("Double Patience"); }
    // Judge text (the first of several deals is loaded) or a one-line text id.
    bool loadJudgeText(const QString& text, QString* error) override;
    QString judgeText() const override;
    void loadExample() override;
    bool isSettled() const override;
    QString positionId() const override;
    bool loadPositionId(const QString& id, QString* error) override;

    // A new start: the move history is cleared and the answer recomputed (or recalled).
    void setStart(const pw::patience::Position& start);
    void setDeal(const pw::patience::Deal& deal) { setStart(pw::patience::Position(deal)); }
    const pw::patience::Position& startPosition() const { return start_; }
    const pw::patience::Deal& deal() const { return start_.deal(); }
    // The position shown: the start after the first cursor() moves of the history.
    const pw::patience::Position& currentPosition() const { return current_; }
    const std::vector<pw::patience::Move>& history() const { return history_; }
    int cursor() const { return cursor_; }

    // The values of the current position, and of its pairs, once the deal is solved.
    std::optional<pw::patience::Analysis> analysis() const;
    std::optional<pw::patience::Move> bestMove() const;
    bool isSolved() const { return result_ != nullptr; }
    PatienceView* view() const { return view_; }
    PatienceChecks* checks() const { return checks_; }
    QString answerText() const;
    QString statusText() const;
    QString dealText() const;

    // Play: removes the pair if legal (false with a message otherwise).
    bool playMove(pw::patience::Move move);
    void undo();
    void redo();
    void restart();
    void playBestMove();
    void playRandomMove();

    // Edit (always of the start deal; the history is cleared): replace one card, swapping it with
    // its other copy when the deal holds the new card already and swap is true; swap two cards.
    void replaceCard(int pile, int index, pw::patience::Card card, bool swap);
    void swapCards(int pile, int index, int otherPile, int otherIndex);
    void newRandomDeal();
    void setEditing(bool editing);
    bool isEditing() const;

  protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void connectPanel();
    void onSolved(const QVariant& value);
    void setCursor(int cursor);
    void refresh();
    void refreshAnswer();
    void refreshPairs();
    void refreshDealInfo();
    void refreshButtons();
    void onCardClicked(int pile, int index);
    void onCardDropped(int fromPile, int fromIndex, int toPile, int toIndex);
    void onPileClicked(int pile);
    void editCard(int pile, int index);
    void openFile();
    void paste();
    void showMessage(const QString& html);
    void emitSettledIfIdle();
    std::optional<pw::patience::Move> moveOfItem(const QTreeWidgetItem* item) const;

    std::unique_ptr<Ui::PatiencePanel> ui_;
    PatienceView* view_ = nullptr;
    LiveSolve* solve_ = nullptr;
    PatienceChecks* checks_ = nullptr;

    pw::patience::Position start_;
    pw::patience::Position current_;
    std::vector<pw::patience::Move> history_;
    int cursor_ = 0;
    std::optional<int> selectedPile_;
    std::shared_ptr<const pw::patience::Result> result_; // the solve of start_, when known
    std::optional<std::string> dealProblem_;             // validate(): the deal cannot be solved
    QString status_;
    QString solveError_;
};
