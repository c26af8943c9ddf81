// PageModel: the history of steps, the one way in for text and the page's document, shared by
// every page (the session is pagemodelsession.cpp, the solve life cycle pagemodelsolve.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pagemodel.h"

#include "app/messagetext.h"

#include <QDateTime>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>

#include <algorithm>
#include <unordered_set>

// Digests only decide which cached results the history keeps (never which result is shown, which
// compares whole keys), so a fast 64-bit hash serves: a collision merely keeps a result longer.
std::size_t PageModel::digestOf(const QString& key) {
    return qHash(key, 0);
}

namespace {
int defaultDebounceMs = 100;
}

void PageModel::setDefaultDebounceMs(int milliseconds) {
    defaultDebounceMs = milliseconds;
}

PageModel::PageModel(QObject* parent) : QObject(parent) {
    debounce_.setSingleShot(true);
    debounce_.setInterval(defaultDebounceMs);
    connect(&debounce_, &QTimer::timeout, this, &PageModel::startSolve);
    connect(&runner_, &SolverRunner::finished, this, &PageModel::onFinished);
    connect(&runner_, &SolverRunner::interim, this, &PageModel::onInterim);
    connect(&runner_, &SolverRunner::failed, this, &PageModel::onFailed);
    connect(&runner_, &SolverRunner::progressed, this, &PageModel::onProgress);
    connect(&lanes_, &JobLanes::jobsChanged, this, &PageModel::jobsChanged);
    connect(&lanes_, &JobLanes::jobEnded, this, &PageModel::onJobEnded);
}

PageModel::~PageModel() = default;

PageModel::Step PageModel::makeStep(const QString& description,
                                    std::shared_ptr<const PageState> state) const {
    Step step{description, std::move(state), {}};
    step.keyDigest = digestOf(keyOf(step.state));
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
    steps_.clear();
    steps_.push_back(makeStep(QString(), std::move(state)));
    index_ = cleanIndex_ = 0;
    presentChanged();
}

// ---- History

QString PageModel::undoText() const {
    return canUndo() ? steps_[static_cast<std::size_t>(index_)].description : QString();
}

QString PageModel::redoText() const {
    return canRedo() ? steps_[static_cast<std::size_t>(index_ + 1)].description : QString();
}

QStringList PageModel::historyDescriptions() const {
    QStringList descriptions;
    for (const Step& step : steps_)
        descriptions << step.description;
    return descriptions;
}

void PageModel::undo() {
    if (!canUndo())
        return;
    newPosition_ = false;
    --index_;
    message_.clear();
    presentStateReplaced();
    presentChanged();
}

void PageModel::redo() {
    if (!canRedo())
        return;
    newPosition_ = false;
    ++index_;
    message_.clear();
    presentStateReplaced();
    presentChanged();
}

void PageModel::setClean() {
    if (cleanIndex_ == index_)
        return;
    cleanIndex_ = index_;
    emit historyChanged();
}

void PageModel::bindDocument(const Document& document, bool holdsState) {
    Document absolute = document;
    if (!absolute.path.isEmpty())
        absolute.path = QFileInfo(absolute.path).absoluteFilePath();
    if (absolute.path.isEmpty())
        absolute.format = DocumentFormat::None;
    const bool changed = absolute != document_;
    document_ = absolute;
    if (holdsState) {
        setClean();
    } else if (cleanIndex_ != -1) {
        cleanIndex_ = -1; // no step of the history is what the file holds
        emit historyChanged();
    }
    if (changed)
        emit documentChanged();
}

bool PageModel::commitState(const QString& description, std::shared_ptr<const PageState> next,
                            Change change) {
    if (!next || next->equals(stateBase()))
        return false;
    newPosition_ = change == Change::NewPosition;
    steps_.resize(static_cast<std::size_t>(index_) + 1);
    if (cleanIndex_ > index_)
        cleanIndex_ = -1; // the saved state is no longer reachable
    steps_.push_back(makeStep(description, std::move(next)));
    ++index_;
    if (static_cast<int>(steps_.size()) > kMaxHistory) {
        steps_.erase(steps_.begin());
        --index_;
        cleanIndex_ = cleanIndex_ > 0 ? cleanIndex_ - 1 : -1;
    }
    message_.clear();
    presentChanged();
    return true;
}

void PageModel::presentChanged() {
    // One notification for the whole change: the views redraw once, after the subclass has
    // derived what it shows and the solve of the new state is answered from the cache or begun.
    const bool wasSettled = isSettled();
    notifying_ = true;
    cancelStateJobs();
    presentStateChanged();
    refreshSolve();
    notifying_ = false;
    emit changed();
    emit historyChanged();
    emit messageChanged();
    if (!wasSettled && isSettled())
        emit settled();
}

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
    if (isClean())
        return;
    // An unreachable saved state (undone past, then edited) leaves the oldest step as the base.
    const int keep = cleanIndex_ >= 0 ? cleanIndex_ : 0;
    steps_.resize(static_cast<std::size_t>(keep) + 1);
    index_ = cleanIndex_ = keep;
    newPosition_ = false;
    message_.clear();
    presentStateReplaced();
    presentChanged();
}
