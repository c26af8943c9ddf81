// PageModel: the changes of the present state (through its History), the one way in for text and
// the one path of notifications, shared by every page (the session is pagemodelsession.cpp, the
// solve and the jobs pagemodelsolve.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pagemodel.h"

#include "app/messagetext.h"

#include <QLocale>

void PageModel::setDefaultDebounceMs(int milliseconds) {
    SolveCycle::setDefaultDebounceMs(milliseconds);
}

PageModel::PageModel(QObject* parent)
    : QObject(parent),
      solve_(runner_, {[this](const std::any& result) { return resultBytes(result); },
                       [this](const std::any& result) { return isCacheable(result); },
                       [this] { return history_.keyDigests(); }}) {
    connect(&solve_, &SolveCycle::shown, this, &PageModel::resultShown);
    connect(&solve_, &SolveCycle::ended, this, &PageModel::solveEnded);
    connect(&solve_, &SolveCycle::delivered, this, &PageModel::solveDelivered);
    connect(&solve_, &SolveCycle::progressChanged, this, &PageModel::progressChanged);
    connect(&lanes_, &JobLanes::jobsChanged, this, &PageModel::jobsChanged);
    connect(&lanes_, &JobLanes::jobEnded, this, &PageModel::onJobEnded);
}

PageModel::~PageModel() = default;

PageModel::Step PageModel::makeStep(const QString& description,
                                    std::shared_ptr<const PageState> state) const {
    Step step{description, std::move(state), {}};
    step.keyDigest = ResultCache::digestOf(keyOf(step.state));
    return step;
}

QString PageModel::keyOf(const std::shared_ptr<const PageState>& state) const {
    if (keyState_.lock() != state) {
        key_ = solveKey(*state);
        keyState_ = state;
    }
    return key_;
}

void PageModel::initializeWith(std::shared_ptr<const PageState> state) {
    history_.reset(makeStep(QString(), std::move(state)));
    presentChanged();
}

// ---- History (History holds the steps; what the model adds is the change it makes)

void PageModel::undo() {
    if (!history_.undo())
        return;
    newPosition_ = false;
    message_.clear();
    presentStateReplaced();
    presentChanged();
}

void PageModel::redo() {
    if (!history_.redo())
        return;
    newPosition_ = false;
    message_.clear();
    presentStateReplaced();
    presentChanged();
}

void PageModel::setClean() {
    if (history_.isClean())
        return;
    history_.setClean();
    emit historyChanged();
}

void PageModel::bindDocument(const Document& document, bool holdsState) {
    const Document before = history_.document();
    const int cleanBefore = history_.cleanIndex();
    history_.bindDocument(document, holdsState);
    if (history_.cleanIndex() != cleanBefore)
        emit historyChanged();
    if (history_.document() != before)
        emit documentChanged();
}

bool PageModel::commitState(const QString& description, std::shared_ptr<const PageState> next,
                            Change change) {
    if (!next || next->equals(stateBase()))
        return false;
    newPosition_ = change == Change::NewPosition;
    history_.push(makeStep(description, std::move(next)));
    message_.clear();
    presentChanged();
    return true;
}

void PageModel::presentChanged() {
    // One notification for the whole change: the views redraw once, after the subclass has
    // derived what it shows and the solve of the new state is answered from the cache or begun.
    const bool wasSettled = isSettled();
    notifying_ = true;
    lanes_.cancelBoundToState();
    presentStateChanged();
    refreshSolve();
    notifying_ = false;
    notifyChanged();
    emit historyChanged();
    emit messageChanged();
    if (!wasSettled && isSettled())
        emit settled();
}

// The one way views hear of a change: changed() is emitted here and nowhere else, once per
// change (inside a whole change, presentChanged() notifies at its end).
void PageModel::notifyChanged() {
    if (!notifying_)
        emit changed();
}

void PageModel::setMessage(const QString& message) {
    const QString line = messagetext::oneLine(message);
    if (line == message_)
        return;
    message_ = line;
    emit messageChanged();
    notifyChanged();
}

// ---- Text in

bool PageModel::isWithinTextLimit(const QString& text, QString* error) {
    if (text.size() <= kMaxTextBytes)
        return true;
    if (error)
        *error = tr("the text has %1 characters; the limit is %2")
                     .arg(QLocale().toString(text.size()), QLocale().toString(kMaxTextBytes));
    return false;
}

bool PageModel::loadText(const QString& text, const QString& description, QString* error) {
    QString problem;
    std::shared_ptr<const PageState> next;
    if (isWithinTextLimit(text, &problem))
        next = stateFromText(text, &problem);
    if (!next) {
        if (error)
            *error = messagetext::oneLine(problem);
        return false;
    }
    commitState(description, std::move(next), Change::NewPosition);
    return true;
}

void PageModel::loadExample() {
    commitState(tr("Load the example"), exampleState(), Change::NewPosition);
}

std::shared_ptr<const PageState> PageModel::parseStateJson(const QJsonObject& json,
                                                           QString* error) const {
    QString problem;
    auto state = stateFromJson(json, &problem);
    if (!state && error)
        *error = messagetext::oneLine(problem);
    return state;
}

void PageModel::discardUnsaved() {
    // An unreachable saved state (undone past, then edited) leaves the oldest step as the base.
    if (!history_.discardToClean())
        return;
    newPosition_ = false;
    message_.clear();
    presentStateReplaced();
    presentChanged();
}
