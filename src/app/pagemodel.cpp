// PageModel: the history of steps, the one way in for text, the session, and the solve life
// cycle with its result cache, shared by every page.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pagemodel.h"

#include "app/messagetext.h"

#include <QDateTime>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>

#include <algorithm>
#include <unordered_set>

namespace {

constexpr int kSessionVersion = 1;
// Session strings at least this long (position ids) are stored once and referred to by index.
constexpr qsizetype kInternedLength = 64;
const QString kRefPrefix = QStringLiteral("\u0001ref:");

// Digests only decide which cached results the history keeps (never which result is shown, which
// compares whole keys), so a fast 64-bit hash serves: a collision merely keeps a result longer.
std::size_t digestOf(const QString& key) {
    return qHash(key, 0);
}

const QString kJudgeFormat = QStringLiteral("judge");
const QString kWorkbenchFormat = QStringLiteral("workbench");

QJsonObject documentJson(const PageModel::Document& document) {
    if (document.format == PageModel::DocumentFormat::None)
        return {};
    return {{QStringLiteral("path"), document.path},
            {QStringLiteral("format"), document.format == PageModel::DocumentFormat::Workbench
                                           ? kWorkbenchFormat
                                           : kJudgeFormat}};
}

// A session's document: only an absolute path in a known format (a relative path would name
// another file from another working folder).
PageModel::Document documentFromJson(const QJsonObject& json) {
    const QString path = json.value(QStringLiteral("path")).toString();
    const QString format = json.value(QStringLiteral("format")).toString();
    if (path.isEmpty() || !QFileInfo(path).isAbsolute() ||
        (format != kJudgeFormat && format != kWorkbenchFormat))
        return {};
    return {path, format == kWorkbenchFormat ? PageModel::DocumentFormat::Workbench
                                             : PageModel::DocumentFormat::JudgeText};
}

} // namespace

PageModel::PageModel(QObject* parent) : QObject(parent) {
    debounce_.setSingleShot(true);
    debounce_.setInterval(100);
    connect(&debounce_, &QTimer::timeout, this, &PageModel::startSolve);
    connect(&runner_, &SolverRunner::finished, this, &PageModel::onFinished);
    connect(&runner_, &SolverRunner::interim, this, &PageModel::onInterim);
    connect(&runner_, &SolverRunner::failed, this, &PageModel::onFailed);
    connect(&runner_, &SolverRunner::progressed, this,
            [this](quint64 id, const pw::Progress& progress) {
                if (id != runningId_)
                    return;
                progress_ = progress;
                emit progressChanged();
            });
}

PageModel::~PageModel() = default;

void PageModel::setDebounceInterval(int milliseconds) {
    debounce_.setInterval(milliseconds);
}

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
    --index_;
    message_.clear();
    presentStateReplaced();
    presentChanged();
}

void PageModel::redo() {
    if (!canRedo())
        return;
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

void PageModel::bindDocument(const Document& document) {
    Document absolute = document;
    if (!absolute.path.isEmpty())
        absolute.path = QFileInfo(absolute.path).absoluteFilePath();
    if (absolute.path.isEmpty())
        absolute.format = DocumentFormat::None;
    const bool changed = absolute != document_;
    document_ = absolute;
    setClean();
    if (changed)
        emit documentChanged();
}

void PageModel::resetHistory() {
    Step present = steps_[static_cast<std::size_t>(index_)];
    present.description.clear();
    steps_ = {std::move(present)};
    index_ = cleanIndex_ = 0;
    emit historyChanged();
}

bool PageModel::commitState(const QString& description, std::shared_ptr<const PageState> next) {
    if (!next || next->equals(stateBase()))
        return false;
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
    notifying_ = true;
    presentStateChanged();
    refreshSolve();
    notifying_ = false;
    emit changed();
    emit historyChanged();
    emit messageChanged();
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
    commitState(description, std::move(next));
    return true;
}

void PageModel::loadExample() {
    commitState(tr("Load the example"), exampleState());
}

std::shared_ptr<const PageState> PageModel::parseStateJson(const QJsonObject& json,
                                                           QString* error) const {
    QString problem;
    auto state = stateFromJson(json, &problem);
    if (!state && error)
        *error = messagetext::oneLine(problem);
    return state;
}

void PageModel::applyState(const QString& description, std::shared_ptr<const PageState> state) {
    commitState(description, std::move(state));
}

void PageModel::discardUnsaved() {
    if (isClean())
        return;
    // An unreachable saved state (undone past, then edited) leaves the oldest step as the base.
    const int keep = cleanIndex_ >= 0 ? cleanIndex_ : 0;
    steps_.resize(static_cast<std::size_t>(keep) + 1);
    index_ = cleanIndex_ = keep;
    message_.clear();
    presentStateReplaced();
    presentChanged();
}

// ---- Session

QJsonObject PageModel::sessionJson() const {
    QJsonArray strings;
    QHash<QString, int> interned;
    auto intern = [&](QJsonObject object) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!it.value().isString() || it.value().toString().size() < kInternedLength)
                continue;
            const QString value = it.value().toString();
            auto found = interned.find(value);
            if (found == interned.end()) {
                found = interned.insert(value, static_cast<int>(strings.size()));
                strings.append(value);
            }
            it.value() = kRefPrefix + QString::number(found.value());
        }
        return object;
    };
    QJsonArray steps;
    for (const Step& step : steps_)
        steps.append(QJsonObject{{QStringLiteral("description"), step.description},
                                 {QStringLiteral("state"), intern(step.state->toJson())}});
    return {{QStringLiteral("version"), kSessionVersion},
            {QStringLiteral("index"), index_},
            {QStringLiteral("clean"), cleanIndex_},
            {QStringLiteral("document"), documentJson(document_)},
            {QStringLiteral("strings"), strings},
            {QStringLiteral("steps"), steps}};
}

bool PageModel::restoreSessionJson(const QJsonObject& session, QString* error) {
    const QJsonArray strings = session.value(QStringLiteral("strings")).toArray();
    auto resolve = [&](QJsonObject object) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString value = it.value().toString();
            if (!value.startsWith(kRefPrefix))
                continue;
            bool ok = false;
            const int index = value.mid(kRefPrefix.size()).toInt(&ok);
            it.value() =
                ok && index >= 0 && index < strings.size() ? strings.at(index) : QJsonValue();
        }
        return object;
    };
    const QJsonArray array = session.value(QStringLiteral("steps")).toArray();
    const int index = session.value(QStringLiteral("index")).toInt(-1);
    std::vector<Step> steps;
    QString problem;
    if (session.value(QStringLiteral("version")).toInt() != kSessionVersion)
        problem = tr("unknown session version");
    else if (array.isEmpty() || array.size() > kMaxHistory || index < 0 || index >= array.size())
        problem = tr("the history is malformed");
    for (qsizetype i = 0; problem.isEmpty() && i < array.size(); ++i) {
        const QJsonObject step = array.at(i).toObject();
        QString stepProblem;
        auto state =
            stateFromJson(resolve(step.value(QStringLiteral("state")).toObject()), &stepProblem);
        if (!state)
            problem = tr("step %1: %2").arg(i + 1).arg(stepProblem);
        else
            steps.push_back(
                makeStep(step.value(QStringLiteral("description")).toString(), std::move(state)));
    }
    const Document document =
        documentFromJson(session.value(QStringLiteral("document")).toObject());
    if (document != document_) {
        document_ = document;
        emit documentChanged();
    }
    if (problem.isEmpty()) {
        steps_ = std::move(steps);
        index_ = index;
        const int clean = session.value(QStringLiteral("clean")).toInt(-1);
        cleanIndex_ = clean >= 0 && clean < static_cast<int>(steps_.size()) ? clean : -1;
        presentStateReplaced();
        presentChanged();
        return true;
    }
    // Keep what can be kept: the present step alone when it is valid, else the example.
    std::shared_ptr<const PageState> present;
    if (index >= 0 && index < array.size()) {
        QString ignored;
        present = stateFromJson(
            resolve(array.at(index).toObject().value(QStringLiteral("state")).toObject()),
            &ignored);
    }
    const bool keptPresent = present != nullptr;
    steps_ = {makeStep(QString(), keptPresent ? std::move(present) : exampleState())};
    index_ = 0;
    cleanIndex_ = -1;
    presentStateReplaced();
    presentChanged();
    if (error)
        *error = messagetext::oneLine(
            keptPresent ? tr("%1: the history was lost (%2)").arg(title(), problem)
                        : tr("%1: the position was lost (%2)").arg(title(), problem));
    return false;
}

// ---- Solving

bool PageModel::isSettled() const {
    return phase_ != SolvePhase::Waiting && phase_ != SolvePhase::Running && !isBusy();
}

void PageModel::setPhase(SolvePhase phase) {
    const bool wasSettled = isSettled();
    phase_ = phase;
    if (!wasSettled && isSettled())
        emit settled();
}

const QVariant* PageModel::presentResult() const {
    const bool solving = phase_ == SolvePhase::Waiting || phase_ == SolvePhase::Running;
    if (solving || deliveredKey_ != presentKey_ || !delivered_.isValid() || presentKey_.isEmpty())
        return nullptr;
    return &delivered_;
}

const QVariant* PageModel::interimResult() const {
    if (phase_ != SolvePhase::Running || runningId_ == 0 || interimId_ != runningId_ ||
        runningKey_ != presentKey_ || !interim_.isValid())
        return nullptr;
    return &interim_;
}

void PageModel::onInterim(quint64 requestId, const QVariant& result) {
    if (requestId != runningId_ || runningKey_ != presentKey_)
        return; // a superseded request's: never shown
    interimId_ = requestId;
    interim_ = result;
    emit resultChanged();
    notifyChanged();
}

void PageModel::refreshSolve() {
    const PageState& state = stateBase();
    const QString key = keyOf(steps_[static_cast<std::size_t>(index_)].state);
    const bool sameKey = key == presentKey_;
    if (sameKey && (phase_ == SolvePhase::Waiting || phase_ == SolvePhase::Running))
        return; // the solve under way answers this state too
    if (sameKey && phase_ == SolvePhase::Idle && (key.isEmpty() || deliveredKey_ == key))
        return; // already answered
    presentKey_ = key;
    debounce_.stop();
    runner_.cancel(); // a superseded solve is cancelled, never delivered
    runningId_ = 0;
    solveError_.clear();
    progress_ = {};
    if (key.isEmpty()) {
        deliveredKey_.clear();
        delivered_ = {};
        setPhase(SolvePhase::Idle);
        emit resultChanged();
        notifyChanged();
        return;
    }
    if (const CacheEntry* entry = findCached(key)) {
        deliveredKey_ = key;
        delivered_ = entry->result;
        phase_ = SolvePhase::Idle;
        emit resultChanged();
        notifyChanged();
        if (isSettled())
            emit settled();
        return;
    }
    pendingJob_ = solveJob(state);
    phase_ = SolvePhase::Waiting;
    emit resultChanged(); // the shown result is stale now
    notifyChanged();
    // The first change after a pause is solved at once; while changes keep coming, the last
    // one is solved once they pause for the debounce interval.
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    const bool burst = lastRequestMs_ >= 0 && now - lastRequestMs_ < debounce_.interval();
    lastRequestMs_ = now;
    if (burst)
        debounce_.start();
    else
        startSolve();
}

void PageModel::startSolve() {
    if (phase_ != SolvePhase::Waiting || !pendingJob_)
        return;
    interimId_ = 0;
    interim_ = {};
    runningKey_ = presentKey_;
    runningId_ = runner_.submit(std::move(pendingJob_));
    pendingJob_ = {};
    phase_ = SolvePhase::Running;
    emit progressChanged();
}

void PageModel::onFinished(quint64 requestId, const QVariant& result) {
    if (requestId != runningId_ || runningKey_ != presentKey_)
        return;
    runningId_ = 0;
    interimId_ = 0;
    interim_ = {};
    deliveredKey_ = runningKey_;
    delivered_ = result;
    if (isCacheable(result))
        remember(runningKey_, result);
    phase_ = SolvePhase::Idle;
    emit resultChanged();
    notifyChanged();
    if (isSettled())
        emit settled();
}

void PageModel::onFailed(quint64 requestId, const QString& message) {
    if (requestId != runningId_)
        return;
    runningId_ = 0;
    solveError_ = messagetext::oneLine(message);
    deliveredKey_.clear();
    delivered_ = {};
    phase_ = SolvePhase::Failed;
    emit resultChanged();
    notifyChanged();
    if (isSettled())
        emit settled();
}

void PageModel::cancelSolve() {
    if (isSettled())
        return;
    debounce_.stop();
    pendingJob_ = {};
    runner_.cancel();
    runningId_ = 0;
    phase_ = SolvePhase::Cancelled;
    emit resultChanged();
    notifyChanged();
    if (isSettled())
        emit settled();
}

std::size_t PageModel::resultBytes(const QVariant&) const {
    return 1024;
}

bool PageModel::isCacheable(const QVariant& result) const {
    return result.isValid();
}

const PageModel::CacheEntry* PageModel::findCached(const QString& key) {
    const auto it = std::find_if(cache_.begin(), cache_.end(),
                                 [&](const CacheEntry& e) { return e.key == key; });
    if (it == cache_.end())
        return nullptr;
    cache_.splice(cache_.begin(), cache_, it);
    return &cache_.front();
}

void PageModel::remember(const QString& key, const QVariant& result) {
    cache_.remove_if([&](const CacheEntry& e) { return e.key == key; });
    cache_.push_front({key, digestOf(key), result, resultBytes(result)});
    trimCache();
}

void PageModel::trimCache() {
    // Results of states in the history are kept, so undo and redo never solve again, up to a
    // hard limit (huge Jenga tables); the others go first, least recently used first, beyond
    // the budget.
    std::unordered_set<std::size_t> pinned;
    for (const Step& step : steps_)
        pinned.insert(step.keyDigest);
    std::size_t unpinnedTotal = 0;
    std::size_t total = 0;
    for (auto it = cache_.begin(); it != cache_.end();) {
        const bool isPinned = pinned.count(it->digest) > 0;
        const bool first = it == cache_.begin(); // the result just delivered always stays
        if (!isPinned)
            unpinnedTotal += it->bytes;
        total += it->bytes;
        if (!first && ((!isPinned && unpinnedTotal > cacheBudget_) || total > kMaxCachedBytes)) {
            total -= it->bytes;
            if (!isPinned)
                unpinnedTotal -= it->bytes;
            it = cache_.erase(it);
        } else {
            ++it;
        }
    }
}
