// The accessible interfaces of painted boards: one for the board (a QAccessibleWidget whose
// children are its parts) and one per part, made on demand and kept by Qt's registry.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/boardaccessible.h"

#include <QAccessibleWidget>
#include <QPointer>
#include <QWidget>

#include <vector>

namespace {

class BoardInterface;

// One part of a board: its index and the board; everything else is asked of the board.
class PartInterface : public QAccessibleInterface {
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
        return t == QAccessible::Name && isValid() ? board()->accessibleName(part_) : QString();
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
        state.disabled = !board()->accessibleActionable(part_);
        state.invisible = !board_->isVisible();
        return state;
    }
    int part() const { return part_; }

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
        const QPoint local = widget()->mapFromGlobal(QPoint(x, y));
        for (int i = 0; i < childCount(); ++i)
            if (board()->accessibleRect(i).contains(local))
                return child(i);
        return nullptr;
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

void AccessibleBoard::announceFocus(QWidget* board, int part) {
    if (part < 0)
        return;
    QAccessibleEvent event(board, QAccessible::Focus);
    event.setChild(part);
    QAccessible::updateAccessibility(&event);
}

void AccessibleBoard::announcePartsChanged(QWidget* board) {
    QAccessibleEvent event(board, QAccessible::NameChanged);
    QAccessible::updateAccessibility(&event);
}

void installBoardAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}
