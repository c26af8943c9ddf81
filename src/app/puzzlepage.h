// The widget side every page shares: draws its PageModel (never reads state back from widgets),
// the undo and redo actions, the progress indicator, Open and Paste, and the page layout.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"

#include <QPointer>
#include <QString>
#include <QTimer>
#include <QWidget>

#include <functional>

class QAbstractButton;
class QAction;
class QLabel;
class SteadyLabel;

class PuzzlePage : public QWidget {
    Q_OBJECT
public:
    // The page shows `model` and owns it.
    PuzzlePage(PageModel* model, QWidget* parent = nullptr);
    ~PuzzlePage() override;

    PageModel* model() const { return model_; }
    QString puzzleId() const { return model_->puzzleId(); }
    QString title() const { return model_->title(); }
    // True when the answer on screen is the present state's (no solve pending, views drawn).
    bool isSettled() const { return model_->isSettled() && viewSettled(); }

    // Undo and Redo of the page's history; Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) while the page is
    // shown, wherever the focus is in its window. The main window's Edit menu and the page's own
    // buttons trigger these.
    QAction* undoAction() const { return undoAction_; }
    QAction* redoAction() const { return redoAction_; }

    // The one way in for outside text (file, paste, drop): the main window sets it so that it
    // recognises the puzzle; without it, text goes to this page's model. Returns false with
    // the one-line reason when nothing was changed.
    using TextIntake =
        std::function<bool(const QString& text, const QString& source, QString* error)>;
    void setTextIntake(TextIntake intake) { intake_ = std::move(intake); }
    bool takeText(const QString& text, const QString& source, QString* error);

    // What File › Export and Print offer: the page's views (the boards) and its charts as
    // pictures, its tables as CSV, and its report (the answer and its explanation).
    QList<QWidget*> views() const { return views_; }
    virtual QList<QWidget*> charts() const { return {}; }
    struct CsvTable {
        QString name;     // e.g. "Pairs"
        QString fileName; // a default file name without suffix
        QString text;     // RFC 4180 CSV
    };
    virtual QList<CsvTable> csvTables() const { return {}; }
    // What the page answers, for printouts and copies: built from the model by the same
    // functions that fill the page's labels, never read back from a widget.
    struct Report {
        QString answer;      // rich text: the answer as the panel states it
        QString explanation; // rich text: the derivation, table or line the page shows
        QString plainText() const;
    };
    virtual Report report() const = 0;

    // ---- The Game menu: what a player of the puzzle expects, each through the page's own
    // commands (so every change of the position is one step of the model's history).
    enum class GameAction {
        New,     // a new position: the page's random one (from its seed)
        Restart, // back to the start of the game played
        Hint,    // the best move as the page offers it: played, stepped to, or marked
        Solve,   // the page's solve on its runner: started on request, or run again when stopped
    };
    Q_ENUM(GameAction)
    // Whether the action applies to the present state (the menu enables it only then). The
    // default offers Solve while the present state's solve was cancelled or failed.
    virtual bool gameActionAvailable(GameAction action) const;
    // Runs the action when it is available; false (and nothing changes) when it is not.
    bool runGameAction(GameAction action);

signals:
    // The page became settled (its answer is on screen).
    void settled();
    // The solve indicator (bindSolveIndicator) was shown or hidden.
    void solveIndicatorShown(bool shown);
    // What gameActionAvailable() answers may have changed (the page was drawn again, or the
    // solve's phase changed).
    void gameActionsChanged();

protected:
    // Does an available Game menu action (runGameAction checked it). The default does Solve:
    // the present state's solve is asked for again.
    virtual void doGameAction(GameAction action);
    // Redraws every widget from the model. Called after any change of the model.
    virtual void render() = 0;
    // False while a view still works on its picture (an animation, a layer drawn on a worker).
    virtual bool viewSettled() const { return true; }
    // The solve's share done, from a prediction of its work, when the page has one (the solver's
    // own fraction otherwise); and the seconds predicted to remain (negative: unknown).
    virtual std::pair<double, double> predictedProgress(const pw::Progress& progress) const {
        return {progress.fraction, -1.0};
    }
    // Views call this when their own work ends.
    void emitSettledIfIdle();

    // The page's views side by side, taking the room (the last with `underViews` below it, if
    // given), and the side panel at the right in a scroll area (so a short window still reaches
    // every control). The wheel over the panel scrolls it: a spin box or a combo box takes the
    // wheel only once it has focus (clicked or tabbed to), so scrolling never changes a value.
    // With ViewFit::ScrollWhenTall each view is in a vertical scroll area, for a board that asks
    // for more height than the page has (a tall Jenga tower); the views stay what is exported and
    // printed, whole.
    enum class ViewFit { Whole, ScrollWhenTall };
    void setUpLayout(const QList<QWidget*>& views, QWidget* panel, QWidget* underViews = nullptr,
                     ViewFit fit = ViewFit::Whole);
    // The shared Open… and Paste buttons: through the one way in; errors become the message.
    void openFromDialog();
    void pasteFromClipboard();
    // A label that reads "Computing… N positions (x%)" and a Cancel button, shown while a
    // solve outlasts 100 ms. Hidden, they keep their room (the label that of its longest text),
    // so the controls below never move when a solve starts or ends.
    void bindSolveIndicator(SteadyLabel* label, QAbstractButton* cancelButton);
    void bindHistoryButtons(QAbstractButton* undoButton, QAbstractButton* redoButton);
    // The widget keeps its room in the layout while hidden, so nothing around it moves.
    static void keepRoomWhenHidden(QWidget* widget);
    // A key of the page, active while the page is shown, wherever the focus is in its window.
    // Keys without a modifier go to a spin box or a text field that has focus instead (Return in
    // a box applies the box).
    void addShortcut(const QKeySequence& key, std::function<void()> slot);

    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void updateIndicator();
    static QString progressText(std::uint64_t states, double fraction, double secondsLeft,
                                const std::string& phase);
    static QString longestProgressText();
    void updateHistoryActions();

    PageModel* model_;
    QAction* undoAction_;
    QAction* redoAction_;
    TextIntake intake_;
    QList<QWidget*> views_;
    QTimer indicatorDelay_;
    QPointer<SteadyLabel> progressLabel_;
    bool indicatorShown_ = false;
    QPointer<QAbstractButton> cancelButton_;
};
