// The accessible interfaces of painted boards: one for the board (a QAccessibleWidget whose
// children are its parts) and one per part with its actions, made on demand and kept by Qt's
// registry.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/boardaccessible.h"

#include "app/spokenlabel.h"

#include <QAccessibleActionInterface>
#include <QAccessibleWidget>
#include <QPointer>
#include <QWidget>

#include <algorithm>
#include <vector>

namespace {

class BoardInterface;

// One part of a board: its index and the board; everything else is asked of the board.
class PartInterface : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    PartInterface(QWidget* board, int part) : board_(board), part_(part) {}
    bool isValid() const override { return board_ && part_ < this->board()->accessibleCount(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return board_ ? board_->windowHandle() : nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override {
        return QAccessible::queryAccessibleInterface(board_);
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    QString text(QAccessible::Text t) const override {
        if (!isValid())
            return {};
        if (t == QAccessible::Name) {
            QString name = board()->accessibleName(part_);
            board()->heard(part_, name); // a later change of it is announced
            return name;
        }
        if (t == QAccessible::Description)
            return board()->accessiblePartDescription(part_);
        return {};
    }
    void setText(QAccessible::Text, const QString&) override {}
    QRect rect() const override {
        if (!isValid())
            return {};
        const QRect local = board()->accessibleRect(part_);
        return QRect(board_->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override {
        return isValid() ? board()->accessibleRole(part_) : QAccessible::NoRole;
    }
    QAccessible::State state() const override {
        QAccessible::State state;
        if (!isValid())
            return state;
        state.focusable = true;
        state.focused = board_->hasFocus() && board()->accessibleFocus() == part_;
        state.disabled = !board()->accessibleEnabled(part_);
        state.invisible = !board_->isVisible();
        // A part scrolled out of sight (a tall tower) is there but not shown.
        state.offscreen =
            !state.invisible && !board_->visibleRegion().intersects(board()->accessibleRect(part_));
        return state;
    }
    int part() const { return part_; }

    void* interface_cast(QAccessible::InterfaceType type) override {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface*>(this)
                                                    : nullptr;
    }
    QStringList actionNames() const override {
        return isValid() && board()->accessibleEnabled(part_) ? board()->accessibleActions(part_)
                                                              : QStringList();
    }
    QString localizedActionName(const QString& action) const override {
        const QString own = isValid() ? board()->accessibleActionText(action) : QString();
        return own.isEmpty() ? QAccessibleActionInterface::localizedActionName(action) : own;
    }
    QString localizedActionDescription(const QString& action) const override {
        return action == pressAction() && isValid() ? board()->accessiblePartDescription(part_)
                                                    : localizedActionName(action);
    }
    void doAction(const QString& action) override {
        // Only what the part offers now, as the mouse would do it.
        if (actionNames().contains(action))
            board()->accessibleDoAction(part_, action);
    }
    QStringList keyBindingsForAction(const QString&) const override { return {}; }

private:
    AccessibleBoard* board() const { return dynamic_cast<AccessibleBoard*>(board_.data()); }
    QPointer<QWidget> board_;
    int part_;
};

// The board: a canvas whose children are its parts, described by the answer.
class BoardInterface : public QAccessibleWidget {
public:
    explicit BoardInterface(QWidget* board) : QAccessibleWidget(board, QAccessible::Canvas) {}
    int childCount() const override { return board()->accessibleCount(); }
    QAccessibleInterface* child(int index) const override {
        if (index < 0 || index >= childCount())
            return nullptr;
        // One interface a part, registered with Qt (which owns it from then on) and reused.
        if (parts_.size() <= static_cast<std::size_t>(index))
            parts_.resize(static_cast<std::size_t>(index) + 1, 0);
        QAccessible::Id& id = parts_[static_cast<std::size_t>(index)];
        if (QAccessibleInterface* known = id ? QAccessible::accessibleInterface(id) : nullptr)
            return known;
        auto* part = new PartInterface(widget(), index);
        id = QAccessible::registerAccessibleInterface(part);
        return part;
    }
    int indexOfChild(const QAccessibleInterface* child) const override {
        const auto* part = dynamic_cast<const PartInterface*>(child);
        return part && part->parent() && part->parent()->object() == object() ? part->part() : -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override {
        const int part = board()->accessiblePartAt(widget()->mapFromGlobal(QPoint(x, y)));
        return part >= 0 ? child(part) : nullptr;
    }
    QAccessibleInterface* focusChild() const override {
        const int focus = board()->accessibleFocus();
        return widget()->hasFocus() && focus >= 0 ? child(focus) : nullptr;
    }
    ~BoardInterface() override {
        for (const QAccessible::Id id : parts_)
            if (id)
                QAccessible::deleteAccessibleInterface(id);
    }

private:
    AccessibleBoard* board() const { return dynamic_cast<AccessibleBoard*>(widget()); }
    mutable std::vector<QAccessible::Id> parts_;
};

QAccessibleInterface* boardFactory(const QString&, QObject* object) {
    auto* widget = qobject_cast<QWidget*>(object);
    if (widget && dynamic_cast<AccessibleBoard*>(widget))
        return new BoardInterface(widget);
    return nullptr;
}

} // namespace

QAccessible::Role AccessibleBoard::accessibleRole(int) const {
    return QAccessible::Button;
}

int AccessibleBoard::accessiblePartAt(QPoint point) const {
    for (int part = 0; part < accessibleCount(); ++part)
        if (accessibleRect(part).contains(point))
            return part;
    return -1;
}

QStringList AccessibleBoard::accessibleActions(int) const {
    return {QAccessibleActionInterface::pressAction()};
}

QString AccessibleBoard::accessibleActionText(const QString&) const {
    return {};
}

void AccessibleBoard::announceFocus(QWidget* board, int part) {
    if (part < 0)
        return;
    QAccessibleEvent event(board, QAccessible::Focus);
    event.setChild(part);
    QAccessible::updateAccessibility(&event);
}

void AccessibleBoard::heard(int part, const QString& name) const {
    if (part < 0)
        return;
    if (spokenNames_.size() <= static_cast<std::size_t>(part))
        spokenNames_.resize(static_cast<std::size_t>(part) + 1);
    spokenNames_[static_cast<std::size_t>(part)] = name;
}

void AccessibleBoard::announcePartsChanged(QWidget* board) {
    // Each part a screen reader has heard of whose name changed (a block's new colour) is
    // announced. A part that comes or goes is not: Qt 6.4's AT-SPI bridge sends ObjectReorder
    // with a signature clients reject, and readers ask for a board's parts when they come to it.
    const int count = accessibleCount();
    if (spokenNames_.size() > static_cast<std::size_t>(std::max(0, count)))
        spokenNames_.resize(static_cast<std::size_t>(std::max(0, count)));
    for (std::size_t part = 0; part < spokenNames_.size(); ++part) {
        if (spokenNames_[part].isEmpty())
            continue;
        QString name = accessibleName(static_cast<int>(part));
        if (name == spokenNames_[part])
            continue;
        spokenNames_[part] = std::move(name);
        QAccessibleEvent event(board, QAccessible::NameChanged);
        event.setChild(static_cast<int>(part));
        QAccessible::updateAccessibility(&event);
    }
}

void installBoardAccessibility() {
    static const bool installed = [] {
        installLabelAccessibility();
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}
