// The Rules box every page shows: the page's own fields for its rules, a line saying which rules
// are in force, and Contest rules, one click back to the contest's. It holds no rules of its
// own: the page draws its model's rules into it and sends the model a command for each change.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGroupBox>
#include <QStringList>

class QGridLayout;
class QPushButton;
class SteadyLabel;

class RulesBox : public QGroupBox {
    Q_OBJECT
public:
    explicit RulesBox(QWidget* parent = nullptr);
    // Where the page puts its fields, above the line and the button.
    QGridLayout* fields() const { return fields_; }
    QPushButton* contestButton() const { return contest_; }
    SteadyLabel* wordsLabel() const { return words_; }
    // Shows the rules in force in words (room kept for the longest of `longest`), and offers the
    // contest's unless they are in force.
    void showRules(const QString& words, bool contest, const QStringList& longest);

signals:
    // Contest rules was clicked: the page asks its model for the contest's rules (one step).
    void contestRequested();

private:
    QGridLayout* fields_;
    SteadyLabel* words_;
    QPushButton* contest_;
};
