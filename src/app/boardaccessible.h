// What a painted board tells screen readers (Qt's accessibility): its parts, a block, a vertex,
// a diagonal, a cube or a pile, each with a short name, a description of what it does, a role, a
// place and the actions a screen reader or voice control can do on it (Press: a click); the part
// the keyboard is on; and the answer as the board's description. A view derives from
// AccessibleBoard and calls its announce functions; installBoardAccessibility() makes Qt ask it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessible>
#include <QPoint>
#include <QRect>
#include <QString>
#include <QStringList>

#include <vector>

class QWidget;

class AccessibleBoard {
public:
    virtual ~AccessibleBoard() = default;
    virtual int accessibleCount() const = 0;
    // Short and spoken: "Level 3, left: red block, can be taken", in the interface language.
    virtual QString accessibleName(int part) const = 0;
    // What pressing it does and what else there is to know ("Press to change its colour…").
    virtual QString accessiblePartDescription(int) const { return {}; }
    virtual QRect accessibleRect(int part) const = 0; // in the board's coordinates
    virtual QAccessible::Role accessibleRole(int part) const;
    // Whether pressing the part does something now; a part that does nothing reads as greyed.
    virtual bool accessibleEnabled(int part) const { return part >= 0; }
    // The actions on the part, Press (a click) first; QAccessibleActionInterface's names
    // (pressAction(), showMenuAction()) or the board's own, in English (they are translated for
    // the reader by accessibleActionText).
    virtual QStringList accessibleActions(int part) const;
    virtual QString accessibleActionText(const QString& action) const;
    // Does the action as the mouse or the keyboard would.
    virtual void accessibleDoAction(int part, const QString& action) = 0;
    // The part the keyboard is on; -1 when none.
    virtual int accessibleFocus() const { return -1; }
    // The part drawn at a point of the board, -1 for none (by default the first whose rectangle
    // holds it).
    virtual int accessiblePartAt(QPoint point) const;

    // A screen reader asked for the part's name (so a change of it is announced).
    void heard(int part, const QString& name) const;

protected:
    // Tell screen readers that the keyboard moved to `part`.
    static void announceFocus(QWidget* board, int part);
    // Tell screen readers what changed after a new position or state: each part they have heard
    // of whose name changed (a block's new colour). Free while no screen reader listens.
    void announcePartsChanged(QWidget* board);

private:
    mutable std::vector<QString> spokenNames_; // the names screen readers last heard, by part
};

// Registers the interface factory for every AccessibleBoard (once; every page calls it).
void installBoardAccessibility();
