// The state of one puzzle page, without widgets: one history of undoable steps, the text that
// comes in, the session, and the solve life cycle (a result is shown only for what it answers).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/solverrunner.h"

#include <QByteArray>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTimer>
#include <QVariant>

#include <cstddef>
#include <list>
#include <memory>
#include <optional>
#include <vector>

// One immutable snapshot of everything a page is (position, mode, options, play state): one
// history step. Subclasses are plain value types; steps share them through shared_ptr.
class PageState {
public:
    virtual ~PageState() = default;
    virtual QJsonObject toJson() const = 0;
    virtual bool equals(const PageState& other) const = 0;
};

class PageModel : public QObject {
    Q_OBJECT
public:
    // Text larger than this is refused on every way in (open, paste, drop, session): the largest
    // positions the pages draw and solve (1000 Jenga levels, 2000 stones vertices) fit well.
    static constexpr qsizetype kMaxTextBytes = 8 * 1024 * 1024;
    // Bytes of results kept in all, those of history states included.
    static constexpr std::size_t kMaxCachedBytes = std::size_t{3} << 30;
    // Steps kept in the history (the oldest go first).
    static constexpr int kMaxHistory = 400;

    enum class SolvePhase { Idle, Waiting, Running, Failed, Cancelled };
    Q_ENUM(SolvePhase)

    explicit PageModel(QObject* parent = nullptr);
    ~PageModel() override;

    virtual QString puzzleId() const = 0;
    virtual QString title() const = 0;

    // ---- The history: every user action is one step; undo and redo move exactly one step.
    bool canUndo() const { return index_ > 0; }
    bool canRedo() const { return index_ + 1 < static_cast<int>(steps_.size()); }
    QString undoText() const;
    QString redoText() const;
    void undo();
    void redo();
    int historyIndex() const { return index_; }
    int historySize() const { return static_cast<int>(steps_.size()); }
    QStringList historyDescriptions() const;
    // Clean: what the last save wrote (or what was opened). A fresh start counts as clean.
    bool isClean() const { return cleanIndex_ == index_; }
    void setClean();

    // ---- The page's document: the file its position came from or was saved to (an absolute
    // path), in its format: the page's judge text, or a workbench document holding every page.
    // Save writes the page to it; a file is only ever overwritten with the puzzle it holds.
    enum class DocumentFormat { None, JudgeText, Workbench };
    struct Document {
        QString path; // absolute; empty: never opened nor saved
        DocumentFormat format = DocumentFormat::None;
        friend bool operator==(const Document&, const Document&) = default;
    };
    const Document& document() const { return document_; }
    // Binds the page to `document` (its path made absolute) and marks the present state clean.
    void bindDocument(const Document& document);
    // After a discard or on a new session: the present state is the only step, and clean.
    void resetHistory();

    // ---- Text in and out. One way in for judge text, text ids and documents' positions:
    // the text is checked whole (size, format, limits) and applied as one step, or nothing
    // changes and `error` says why in one line.
    bool loadText(const QString& text, const QString& description, QString* error);
    // The size limit every way in shares; false with the one-line reason when `text` is over it.
    static bool isWithinTextLimit(const QString& text, QString* error);
    virtual QString judgeText() const = 0;
    // What the user should know before judgeText() is copied or saved, when it is not simply the
    // position (Hackenbush towers merged into the format's three); empty otherwise.
    virtual QString judgeTextNote() const { return {}; }
    virtual QString positionId() const = 0;
    // The built-in example, as one undoable step.
    void loadExample();
    // A state from its JSON (documents, sessions), checked whole; nullptr with a one-line
    // reason. applyState records it as one step (nothing when equal to the present state).
    std::shared_ptr<const PageState> parseStateJson(const QJsonObject& json, QString* error) const;
    void applyState(const QString& description, std::shared_ptr<const PageState> state);
    QJsonObject stateJson() const { return stateBase().toJson(); }
    // Goes back to the last saved (clean) state and forgets the steps after it: a discard.
    void discardUnsaved();

    // ---- The session: the whole history, so undo survives a restart or a language switch.
    QJsonObject sessionJson() const;
    // Replaces everything from a session object. Invalid steps are dropped (the present one
    // falls back to the example); false with a message when anything was lost.
    bool restoreSessionJson(const QJsonObject& session, QString* error);

    // ---- The solve life cycle.
    SolvePhase solvePhase() const { return phase_; }
    const pw::Progress& progress() const { return progress_; }
    QString solveError() const { return solveError_; }
    // True when no solve is waiting or running: what is shown answers the present state.
    bool isSettled() const;
    // Stops the solve of the present state; a later change, or retrySolve(), solves again.
    void cancelSolve();
    void retrySolve() { refreshSolve(); }
    // Milliseconds a change waits while changes keep coming (the first after a pause solves at
    // once).
    void setDebounceInterval(int milliseconds);
    // Bytes of results kept for positions not in the history.
    void setCacheBudget(std::size_t bytes) { cacheBudget_ = bytes; }

signals:
    // Anything the views show changed (an action, undo, redo, a load, a result, a message):
    // views redraw from the model, once per change.
    void changed();
    // The result for the present state arrived, or the shown one became stale.
    void resultChanged();
    void progressChanged();
    void historyChanged();
    // The page's document (its file or format) changed.
    void documentChanged();
    // A one-line message for the user (refused input, lost session steps...).
    void messageChanged();
    // isSettled() became true.
    void settled();

public:
    QString message() const { return message_; }
    void setMessage(const QString& message);

protected:
    // ---- For subclasses.
    // Sets the first state (subclass constructors call this once, usually with exampleState()).
    void initializeWith(std::shared_ptr<const PageState> state);
    const PageState& stateBase() const { return *steps_[static_cast<std::size_t>(index_)].state; }
    // Records `next` as one step named `description` when it differs from the present state.
    bool commitState(const QString& description, std::shared_ptr<const PageState> next);
    // Parses a state from its JSON (session, documents); nullptr with a message when invalid.
    virtual std::shared_ptr<const PageState> stateFromJson(const QJsonObject& json,
                                                           QString* error) const = 0;
    // The state that `text` (judge text or text id) gives from the present state, or nullptr
    // with a one-line message. Must check every limit: what it returns is applied as it is.
    virtual std::shared_ptr<const PageState> stateFromText(const QString& text,
                                                           QString* error) const = 0;
    virtual std::shared_ptr<const PageState> exampleState() const = 0;
    // Called after the present state was replaced by undo, redo or a restore (not by an action):
    // subclasses reset what is not history (selection, hover).
    virtual void presentStateReplaced() {}
    // True while the subclass still has work of its own before the page is settled (an engine
    // about to answer); call busyEnded() when that ends.
    virtual bool isBusy() const { return false; }
    void busyEnded() {
        if (isSettled())
            emit settled();
    }
    // Called after every change of the present state (an action, undo, redo, a restore), before
    // the views hear of it: subclasses update what they derive from the state.
    virtual void presentStateChanged() {}

    // What a state needs solved: equal keys share one result; an empty key needs none. The job
    // solves a copy of what it needs on the worker thread.
    virtual QString solveKey(const PageState& state) const = 0;
    virtual SolverRunner::Job solveJob(const PageState& state) const = 0;
    // Bytes a result holds (for the cache budget); results of history states are always kept.
    virtual std::size_t resultBytes(const QVariant& result) const;
    // Whether a delivered result may be cached (e.g. exact, not cancelled or over budget).
    virtual bool isCacheable(const QVariant& result) const;
    // The result for the present state, or nullptr while it is unknown. Never another state's.
    const QVariant* presentResult() const;
    // While the present state's solve runs: the interim result its job published (a quick
    // estimate before a long exact solve), or nullptr. Never another state's; gone when the
    // final result arrives.
    const QVariant* interimResult() const;
    // Asks again for the present state's result (after a subclass changed what it solves).
    void refreshSolve();

private:
    struct Step {
        QString description;
        std::shared_ptr<const PageState> state;
        std::size_t keyDigest = 0; // of solveKey(state): results of history states stay cached
    };
    struct CacheEntry {
        QString key;
        std::size_t digest = 0;
        QVariant result;
        std::size_t bytes = 0;
    };
    Step makeStep(const QString& description, std::shared_ptr<const PageState> state) const;
    // solveKey of a state, remembered for the last state asked about (keys of huge positions are
    // megabytes: a new step needs its key twice, for the history and for the solve).
    QString keyOf(const std::shared_ptr<const PageState>& state) const;
    void presentChanged();
    // Emits changed() unless a whole change is being notified at once (presentChanged).
    void notifyChanged();
    void startSolve();
    void onFinished(quint64 requestId, const QVariant& result);
    void onInterim(quint64 requestId, const QVariant& result);
    void onFailed(quint64 requestId, const QString& message);
    const CacheEntry* findCached(const QString& key);
    void remember(const QString& key, const QVariant& result);
    void trimCache();
    void setPhase(SolvePhase phase);

    std::vector<Step> steps_;
    int index_ = 0;
    int cleanIndex_ = 0;
    Document document_;

    SolverRunner runner_;
    QTimer debounce_;
    qint64 lastRequestMs_ = -1;
    QString presentKey_;
    SolverRunner::Job pendingJob_;
    quint64 runningId_ = 0;
    QString runningKey_;
    QString deliveredKey_; // the last result delivered, cacheable or not (over budget...)
    QVariant delivered_;
    quint64 interimId_ = 0; // the request whose interim result interim_ is
    QVariant interim_;
    SolvePhase phase_ = SolvePhase::Idle;
    pw::Progress progress_;
    QString solveError_;
    std::list<CacheEntry> cache_; // most recent first
    std::size_t cacheBudget_ = std::size_t{512} << 20;
    QString message_;
    bool notifying_ = false;
    mutable std::weak_ptr<const PageState> keyState_;
    mutable QString key_;
};

// The typed side: a page's model derives from this with its own State (a PageState).
template <class State> class TypedPageModel : public PageModel {
public:
    using PageModel::PageModel;
    const State& state() const { return static_cast<const State&>(stateBase()); }

protected:
    bool commit(const QString& description, State next) {
        return commitState(description, std::make_shared<const State>(std::move(next)));
    }
    std::shared_ptr<const PageState> stateFromJson(const QJsonObject& json,
                                                   QString* error) const override {
        std::optional<State> state = State::fromJson(json, error);
        return state ? std::make_shared<const State>(std::move(*state)) : nullptr;
    }
};
