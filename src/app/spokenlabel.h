// A label that shows a value (an answer, a status, a message): a screen reader hears what it is
// (its accessible name, e.g. "Probability of winning") and what it says now (its description,
// the text as plain text), and is told each time that changes. Without an accessible name the
// label is heard by its text, as Qt's own labels are.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

class SpokenLabel : public QLabel {
    Q_OBJECT
public:
    explicit SpokenLabel(QWidget* parent = nullptr) : QLabel(parent) {}
    // Hides QLabel::setText (call it through this class): also tells screen readers.
    void setText(const QString& text);
    // What the label says, as plain text (a label that shows a cut text says the whole).
    virtual QString spokenText() const;

protected:
    // Tells screen readers that the label says something new.
    void announceText();
};

// Registers the accessible interface of SpokenLabel (once; installBoardAccessibility calls it).
void installLabelAccessibility();
