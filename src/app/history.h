// A page's history of undoable steps, without widgets nor signals: each step a description, the
// shared immutable state it left and the digest of that state's solve key; the present index;
// the clean point (what the file holds); and the document the page is bound to. The page model
// owns one and tells the views what changed.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <cstddef>
#include <memory>
#include <unordered_set>
#include <vector>

class PageState;

class History {
public:
    // Steps kept (the oldest go first).
    static constexpr int kMaxSteps = 400;

    struct Step {
        QString description;
        std::shared_ptr<const PageState> state;
        std::size_t keyDigest =
            0; // of the state's solve key: results of history states stay cached
    };

    // The page's document: the file its position came from or was saved to (an absolute path), in
    // its format: the page's judge text, or a workbench document holding every page.
    enum class DocumentFormat { None, JudgeText, Workbench };
    struct Document {
        QString path; // absolute; empty: never opened nor saved
        DocumentFormat format = DocumentFormat::None;
        friend bool operator==(const Document&, const Document&) = default;
    };

    explicit History(int maxSteps = kMaxSteps) : maxSteps_(maxSteps) {}

    // Starts over with `first` as the only step, clean.
    void reset(Step first);
    // Replaces the steps (a restored session), `index` the present one (in range), `clean` the
    // clean one (-1, or out of range: none).
    void restore(std::vector<Step> steps, int index, int clean);
    // Records `step` after the present one, forgetting the steps after it; beyond the maximum the
    // oldest step goes (and a clean point on it with it).
    void push(Step step);
    // One step back or forward; false when there is none.
    bool undo();
    bool redo();
    // Back to the clean step, forgetting the steps after it (an unreachable clean point keeps the
    // oldest step); false when already clean.
    bool discardToClean();

    bool canUndo() const { return index_ > 0; }
    bool canRedo() const { return index_ + 1 < size(); }
    QString undoText() const;
    QString redoText() const;
    QStringList descriptions() const;
    int index() const { return index_; }
    int size() const { return static_cast<int>(steps_.size()); }
    const std::vector<Step>& steps() const { return steps_; }
    const Step& present() const { return steps_[static_cast<std::size_t>(index_)]; }
    void setPresentDigest(std::size_t digest) {
        steps_[static_cast<std::size_t>(index_)].keyDigest = digest;
    }
    // The digests of every step's key: their results are kept.
    std::unordered_set<std::size_t> keyDigests() const;

    // Clean: what the last save wrote (or what was opened). A fresh start counts as clean.
    bool isClean() const { return cleanIndex_ == index_; }
    int cleanIndex() const { return cleanIndex_; }
    // Marks the present step clean.
    void setClean() { cleanIndex_ = index_; }

    const Document& document() const { return document_; }
    // Binds to `document` (its path made absolute; no path: no format) and marks the present step
    // clean; `holdsState` false: the file holds less than the present state, so no step is clean.
    void bindDocument(const Document& document, bool holdsState = true);
    // Sets the document as it is (a restored session's, already checked).
    void setDocument(const Document& document) { document_ = document; }

private:
    int maxSteps_;
    std::vector<Step> steps_;
    int index_ = 0;
    int cleanIndex_ = 0;
    Document document_;
};
