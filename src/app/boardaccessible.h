// What a painted board tells screen readers (Qt's accessibility): its parts, a block, a vertex,
// a cube or a pile, each with a name, a role, a place and whether it can be acted on; the part the
// keyboard is on; and the answer as the board's description. A view derives from AccessibleBoard
// and calls its announce functions; installBoardAccessibility() makes Qt ask it.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QAccessible>
#include <QRect>
#include <QString>

class QWidget;

class AccessibleBoard {
public:
    virtual ~AccessibleBoard() = default;
    virtual int accessibleCount() const = 0;
    // "Level 3, left: red block, can be taken", in the interface language.
    virtual QString accessibleName(int part) const = 0;
    virtual QRect accessibleRect(int part) const = 0; // in the board's coordinates
    virtual QAccessible::Role accessibleRole(int part) const;
    // The part can be acted on now (a block that can be taken, a card that can be paired).
    virtual bool accessibleActionable(int part) const { return part >= 0; }
    // The part the keyboard is on; -1 when none.
    virtual int accessibleFocus() const { return -1; }

protected:
    // Tell screen readers that the keyboard moved to `part`, or that the parts changed (a new
    // position); cheap while no screen reader listens, as Qt's own widgets' events are.
    static void announceFocus(QWidget* board, int part);
    static void announcePartsChanged(QWidget* board);
};

// Registers the interface factory for every AccessibleBoard (once; every page calls it).
void installBoardAccessibility();
