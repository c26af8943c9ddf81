// The interface the main window and the command line use to drive any puzzle page, plus the
// undo history every page shares (edits recorded as position ids, so undo is a cached lookup).
#pragma once

#include <QJsonObject>
#include <QString>
#include <QWidget>

#include <functional>

class QUndoStack;

class PuzzlePage : public QWidget {
    Q_OBJECT
public:
    explicit PuzzlePage(QWidget* parent = nullptr);

    // The puzzle's name as used everywhere: "jenga", "patience", "hackenbush", "stones".
    virtual QString puzzleId() const = 0;
    virtual QString title() const = 0;
    // Replaces the position with the judge text; on bad input returns false with a one-line
    // message and leaves the current position untouched.
    virtual bool loadJudgeText(const QString& text, QString* error) = 0;
    virtual QString judgeText() const = 0;
    virtual void loadExample() = 0;
    // True when no solve is pending or running and the view shows the current answer.
    virtual bool isSettled() const = 0;

    // The position as the engine's one-line text id (copy/paste, documents, sessions, undo).
    virtual QString positionId() const = 0;
    // Shows the position of a text id, not as an undoable edit; false with a one-line message
    // (position untouched) when the id is not valid.
    virtual bool loadPositionId(const QString& id, QString* error) = 0;
    // Options a session restores besides the position (modes, seeds, chosen tests...).
    virtual QJsonObject options() const { return {}; }
    virtual void restoreOptions(const QJsonObject& options) { Q_UNUSED(options); }

    // Pasted or dropped text: a position id or judge text, as one undoable edit.
    bool loadText(const QString& text, QString* error);
    // Judge text from a file the user opened, as one undoable edit.
    bool openJudgeText(const QString& text, QString* error);
    // The page's history. It outlives a subclass's part of the object: a subclass that connects
    // its signals to its own slots disconnects them in its destructor (see ~PatiencePage).
    QUndoStack* undoStack() const { return undoStack_; }

signals:
    // Emitted whenever the page becomes settled (its answer is on screen).
    void settled();
    // Emitted after every change of the position (edits, undo, loading).
    void positionChanged();

protected:
    // The page's layout: its views side by side, taking the room, and the side panel at the
    // right in a scroll area (so a short window still reaches every control).
    void setUpLayout(const QList<QWidget*>& views, QWidget* panel);
    // The Open… and Paste buttons: judge text from a file the user picks, or a position id or
    // judge text from the clipboard, as one undoable edit. Returns what went wrong (empty when
    // loaded, or when no file was chosen); the position is untouched then.
    QString openJudgeFileFromDialog();
    QString pasteFromClipboard();

    // Runs a user edit and records it as one undoable step named `description` (nothing is
    // recorded when the position id did not change, or while undo/redo replays a step).
    void recordEdit(const QString& description, const std::function<void()>& change);

private:
    friend class PositionEditCommand;
    void replay(const QString& id);

    QUndoStack* undoStack_ = nullptr;
    bool replaying_ = false;
    bool recording_ = false;
};
