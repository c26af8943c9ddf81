// The state of one puzzle page, without widgets: one history of undoable steps, the text that
// comes in, the session, and the solve life cycle (a result is shown only for what it answers).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/history.h"
#include "app/joblanes.h"
#include "app/solvecycle.h"
#include "app/solverrunner.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

#include <any>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>

// One immutable snapshot of everything a page is (position, mode, options, play state): one
// history step. Subclasses are plain value types; steps share them through shared_ptr.
class PageState {
public:
    virtual ~PageState() = default;
    virtual QJsonObject toJson() const = 0;
    virtual bool equals(const PageState& other) const = 0;
};

// A thin whole over its parts: the History of steps (and the document), the SolveCycle of the
// present state's answer (and its ResultCache), and the JobLanes of the page's other jobs, all
// on one SolverRunner. It decides what each step is, and tells the views of every change through
// one path (notifyChanged: changed() once per change).
class PageModel : public QObject {
    Q_OBJECT
public:
    // Text larger than this is refused on every way in (open, paste, drop, session): the largest
    // positions the pages draw and solve (1000 Jenga levels, 2000 stones vertices) fit well.
    static constexpr qsizetype kMaxTextBytes = 8 * 1024 * 1024;
    // Bytes of results kept in all, those of history states included.
    static constexpr std::size_t kMaxCachedBytes = ResultCache::kMaxBytes;
    // Steps kept in the history (the oldest go first).
    static constexpr int kMaxHistory = History::kMaxSteps;

    enum class SolvePhase { Idle, Waiting, Running, Failed, Cancelled };
    Q_ENUM(SolvePhase)

    explicit PageModel(QObject* parent = nullptr);
    ~PageModel() override;

    virtual QString puzzleId() const = 0;
    virtual QString title() const = 0;

    // ---- The history: every user action is one step; undo and redo move exactly one step.
    bool canUndo() const { return history_.canUndo(); }
    bool canRedo() const { return history_.canRedo(); }
    QString undoText() const { return history_.undoText(); }
    QString redoText() const { return history_.redoText(); }
    void undo();
    void redo();
    int historyIndex() const { return history_.index(); }
    int historySize() const { return history_.size(); }
    QStringList historyDescriptions() const { return history_.descriptions(); }
    // Clean: what the last save wrote (or what was opened). A fresh start counts as clean.
    bool isClean() const { return history_.isClean(); }
    void setClean();

    // ---- The page's document: the file its position came from or was saved to (an absolute
    // path), in its format: the page's judge text, or a workbench document holding every page.
    // Save writes the page to it; a file is only ever overwritten with the puzzle it holds.
    using DocumentFormat = History::DocumentFormat;
    using Document = History::Document;
    const Document& document() const { return history_.document(); }
    // Binds the page to `document` (its path made absolute) and marks the present state clean;
    // `holdsState` false: the file holds less than the present state (its judge text without the
    // game played), which stays unsaved.
    void bindDocument(const Document& document, bool holdsState = true);

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
    // What judgeText() leaves out of the present state (a game in progress: the moves played since
    // the position it holds), in words for the question asked before the judge text is saved
    // ("the 2 pairs removed since the deal"); empty when it holds everything. `kept` is what it
    // holds ("the deal").
    struct JudgeTextLoss {
        QString lost;
        QString kept;
        bool isEmpty() const { return lost.isEmpty(); }
    };
    virtual JudgeTextLoss judgeTextLoss() const { return {}; }
    virtual QString positionId() const = 0;
    // ---- The rules in force (the page's Rules box, a part of each state): empty for the
    // contest's; otherwise as the command line takes them ("0,1,1,0") and in words ("a die of 0
    // red, 1 green, 1 blue and 0 black faces"), which printouts, exports and copies name. A judge
    // file holds the contest's rules only: a page under others is saved as a workbench document.
    virtual QString rulesText() const { return {}; }
    virtual QString rulesNote() const { return {}; }
    bool hasContestRules() const { return rulesText().isEmpty(); }
    // The built-in example, as one undoable step.
    void loadExample();
    // A state from its JSON (documents, sessions), checked whole; nullptr with a one-line
    // reason.
    std::shared_ptr<const PageState> parseStateJson(const QJsonObject& json, QString* error) const;
    // Records `next` as one step named `description` when it differs from the present state. A
    // NewPosition (opened, pasted, dropped, the example, a random one) is not an edit of the
    // position before: until its answer comes, the page says that it is coming rather than
    // showing the old position's answer greyed.
    enum class Change { Edit, NewPosition };
    bool commitState(const QString& description, std::shared_ptr<const PageState> next,
                     Change change = Change::Edit);
    // The present state came by a NewPosition step (and not back by undo or redo).
    bool isNewPosition() const { return newPosition_; }
    QJsonObject stateJson() const { return stateBase().toJson(); }
    // Goes back to the last saved (clean) state and forgets the steps after it: a discard.
    void discardUnsaved();

    // ---- The session: the whole history, so undo survives a restart or a language switch.
    QJsonObject sessionJson() const;
    // Replaces everything from a session object. Invalid steps are dropped (the present one
    // falls back to the example); false with a message when anything was lost.
    bool restoreSessionJson(const QJsonObject& session, QString* error);

    // ---- The solve life cycle.
    SolvePhase solvePhase() const { return static_cast<SolvePhase>(solve_.phase()); }
    const pw::Progress& progress() const { return solve_.progress(); }
    QString solveError() const { return solve_.error(); }
    // True when no solve is waiting or running: what is shown answers the present state.
    bool isSettled() const;
    // Stops the solve of the present state; a later change, or refreshSolve(), solves again.
    void cancelSolve();
    // Asks again for the present state's answer (after a cancel, or after a subclass changed
    // what it solves): answered from the cache, or solved.
    void refreshSolve();
    // Bytes of results kept for positions not in the history.
    void setCacheBudget(std::size_t bytes) { solve_.cache().setBudget(bytes); }
    // While changes keep coming, the last one is solved once they pause this long (100 ms): the
    // interval of models made from now on. Tests that click through many changes set 0, since
    // they test what is shown, not how bursts are coalesced (test_page_model does that).
    static void setDefaultDebounceMs(int milliseconds);

    // ---- Background jobs besides the answer: a check, a study, a picture layer, an engine
    // move, an auto-play step. Every job of the page runs on its runner, one at a time per
    // lane: starting another in the lane cancels it, a job bound to the state is cancelled by any
    // change of the present state (an action, undo, redo, a restore), and `done` or `failed` is
    // called only for a job that was neither (JobLanes: `job` returns a T, `done` takes it).
    using JobFailed = JobLanes::Failed;
    template <class Job, class T = std::decay_t<std::invoke_result_t<Job&, pw::SolveControl&>>>
    void startJob(const JobSpec& spec, Job job, std::type_identity_t<std::function<void(T)>> done,
                  JobFailed failed = {}) {
        const bool wasSettled = isSettled();
        lanes_.start(spec, std::move(job), std::move(done), std::move(failed));
        jobStarted(wasSettled);
    }
    // A pause the user can see (an engine's move, an auto-play step) in a lane, as a job without
    // a worker: a timer on the GUI thread, cancelled as a job is (by the lane's next job or,
    // bound to the state, by any change of it); `done` runs when it elapses.
    void startDelay(const JobSpec& spec, int milliseconds, std::function<void()> done);
    // Every pause started from now on lasts `milliseconds` (negative: as the page asks). Tests
    // that play through hundreds of games set 0, since they test what is shown after each step,
    // not the pace a person can follow (test_stones_model and test_hackenbush_model do that).
    static void setPauseMs(int milliseconds) { JobLanes::setPauseMs(milliseconds); }
    // Ends the lane's job: it never delivers.
    void cancelJob(Lane lane);
    // Asks the lane's job to stop and deliver what it ran (its partial result, as any result).
    void finishJob(Lane lane) { lanes_.finish(lane); }
    bool isJobRunning(Lane lane) const { return lanes_.isRunning(lane); }
    // The running job's latest progress; empty when none runs or none was reported.
    pw::Progress jobProgress(Lane lane) const { return lanes_.progress(lane); }
    // The newest interim value of type T the lane's running job published
    // (control.publishInterim(T)); nullopt when none, or of another type.
    template <class T> std::optional<T> jobInterim(Lane lane) const {
        return lanes_.interim<T>(lane);
    }

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
    // A solve delivered its answer `elapsedMs` after it started (the main window announces
    // long ones to a user who went elsewhere).
    void solveDelivered(qint64 elapsedMs);
    // A background job started, reported progress, ended or was cancelled.
    void jobsChanged();

public:
    QString message() const { return message_; }
    void setMessage(const QString& message);

protected:
    // ---- For subclasses.
    // Emits changed() unless a whole change is being notified at once (an action, undo...): for
    // what changes outside the history (a selection, a check's answer, a cursor).
    void notifyChanged();
    // Sets the first state (subclass constructors call this once, usually with exampleState()).
    void initializeWith(std::shared_ptr<const PageState> state);
    const PageState& stateBase() const { return *history_.present().state; }
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
    // Called after every change of the present state (an action, undo, redo, a restore), before
    // the views hear of it, once the jobs bound to the old state are cancelled: subclasses update
    // what they derive from the state, and may start its jobs.
    virtual void presentStateChanged() {}
    // Called when the answer shown for the present state changed (it arrived, came from the
    // cache, or went stale), before the views hear of it.
    virtual void presentResultChanged() {}
    // What is merely shown (a heat map, marked winning moves): kept in the session, never a
    // step of the history (Undo gives back positions and moves, not what is shown).
    virtual QJsonObject viewJson() const { return {}; }
    virtual void restoreViewJson(const QJsonObject&) {}

    // What a state needs solved: equal keys share one result; an empty key needs none. The job
    // solves a copy of what it needs on the worker thread.
    virtual QString solveKey(const PageState& state) const = 0;
    virtual SolverRunner::Job solveJob(const PageState& state) const = 0;
    // Bytes a result holds (for the cache budget); results of history states are always kept.
    virtual std::size_t resultBytes(const std::any& result) const;
    // Whether a delivered result may be cached (e.g. exact, not cancelled or over budget).
    virtual bool isCacheable(const std::any& result) const;
    // The result for the present state, or nullptr while it is unknown. Never another state's.
    const std::any* presentResult() const;
    // While the present state's solve runs: the interim answer its job published
    // (SolveControl::publishInterim: a quick estimate before a long exact solve), or nullptr.
    // Never another state's; gone when the final result arrives.
    const std::any* interimResult() const;

private:
    using Step = History::Step;
    Step makeStep(const QString& description, std::shared_ptr<const PageState> state) const;
    // solveKey of a state, remembered for the last state asked about (keys of huge positions are
    // megabytes: a new step needs its key twice, for the history and for the solve).
    QString keyOf(const std::shared_ptr<const PageState>& state) const;
    // The present state was replaced (an action, undo, redo, a restore): one change.
    void presentChanged();
    void resultShown();
    void solveEnded();
    void jobStarted(bool wasSettled);
    void onJobEnded(bool heldSettled);

    History history_;
    SolverRunner runner_;
    JobLanes lanes_{runner_};
    SolveCycle solve_;
    QString message_;
    bool notifying_ = false; // a whole change is being notified: changed() comes once, at its end
    bool newPosition_ = false;
    mutable std::weak_ptr<const PageState> keyState_;
    mutable QString key_;
};

// The typed side: a page's model derives from this with its own State (a PageState) and its
// own Result (what a solve of a state gives, shared and immutable); the unboxing of the answer
// is done here, once, for every page.
template <class State, class Result> class TypedPageModel : public PageModel {
public:
    using PageModel::PageModel;
    using ResultPtr = std::shared_ptr<const Result>;
    const State& state() const { return static_cast<const State&>(stateBase()); }
    // The answer for the present state, or nullptr while it is unknown. Never another state's.
    ResultPtr result() const {
        const std::any* value = presentResult();
        const ResultPtr* typed = value ? std::any_cast<ResultPtr>(value) : nullptr;
        return typed ? *typed : nullptr;
    }

protected:
    using Solve = std::function<ResultPtr(pw::SolveControl&)>;
    // The solve of `state` (a job on copies of what it needs, run on a worker thread).
    virtual Solve solve(const State& state) const = 0;
    // Bytes a result holds (the cache budget), and whether it may be cached.
    virtual std::size_t bytesOf(const Result&) const { return 1024; }
    virtual bool keeps(const Result&) const { return true; }
    // The interim answer of type T the present state's solve published, or nullptr.
    template <class T> std::shared_ptr<const T> interim() const {
        const std::any* value = interimResult();
        const auto* typed = value ? std::any_cast<std::shared_ptr<const T>>(value) : nullptr;
        return typed ? *typed : nullptr;
    }

    bool commit(const QString& description, State next, Change change = Change::Edit) {
        return commitState(description, std::make_shared<const State>(std::move(next)), change);
    }
    std::shared_ptr<const PageState> stateFromJson(const QJsonObject& json,
                                                   QString* error) const override {
        std::optional<State> state = State::fromJson(json, error);
        return state ? std::make_shared<const State>(std::move(*state)) : nullptr;
    }

private:
    SolverRunner::Job solveJob(const PageState& state) const final {
        return [job = solve(static_cast<const State&>(state))](pw::SolveControl& control) {
            return std::any(job(control));
        };
    }
    std::size_t resultBytes(const std::any& value) const final {
        const ResultPtr* result = std::any_cast<ResultPtr>(&value);
        return result && *result ? bytesOf(**result) : 0;
    }
    bool isCacheable(const std::any& value) const final {
        const ResultPtr* result = std::any_cast<ResultPtr>(&value);
        return result && *result && keeps(**result);
    }
};
