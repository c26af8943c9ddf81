// History: the steps, the present index, the clean point and the document.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/history.h"

#include <QFileInfo>

void History::reset(Step first) {
    steps_.clear();
    steps_.push_back(std::move(first));
    index_ = cleanIndex_ = 0;
}

void History::restore(std::vector<Step> steps, int index, int clean) {
    steps_ = std::move(steps);
    index_ = index;
    cleanIndex_ = clean >= 0 && clean < size() ? clean : -1;
}

void History::push(Step step) {
    steps_.resize(static_cast<std::size_t>(index_) + 1);
    if (cleanIndex_ > index_)
        cleanIndex_ = -1; // the saved state is no longer reachable
    steps_.push_back(std::move(step));
    ++index_;
    if (size() > maxSteps_) {
        steps_.erase(steps_.begin());
        --index_;
        cleanIndex_ = cleanIndex_ > 0 ? cleanIndex_ - 1 : -1;
    }
}

bool History::undo() {
    if (!canUndo())
        return false;
    --index_;
    return true;
}

bool History::redo() {
    if (!canRedo())
        return false;
    ++index_;
    return true;
}

bool History::discardToClean() {
    if (isClean())
        return false;
    const int keep = cleanIndex_ >= 0 ? cleanIndex_ : 0;
    steps_.resize(static_cast<std::size_t>(keep) + 1);
    index_ = cleanIndex_ = keep;
    return true;
}

QString History::undoText() const {
    return canUndo() ? present().description : QString();
}

QString History::redoText() const {
    return canRedo() ? steps_[static_cast<std::size_t>(index_ + 1)].description : QString();
}

QStringList History::descriptions() const {
    QStringList descriptions;
    for (const Step& step : steps_)
        descriptions << step.description;
    return descriptions;
}

std::unordered_set<std::size_t> History::keyDigests() const {
    std::unordered_set<std::size_t> digests;
    for (const Step& step : steps_)
        digests.insert(step.keyDigest);
    return digests;
}

void History::bindDocument(const Document& document, bool holdsState) {
    Document absolute = document;
    if (!absolute.path.isEmpty())
        absolute.path = QFileInfo(absolute.path).absoluteFilePath();
    if (absolute.path.isEmpty())
        absolute.format = DocumentFormat::None;
    document_ = absolute;
    if (holdsState)
        setClean();
    else
        cleanIndex_ = -1; // no step of the history is what the file holds
}
