// The chance to win after each pair that can be removed now, as a labelled horizontal bar chart:
// one bar a pair (named as the pair list names it, the highest chance first), its value printed
// at its end, a value axis from 0 to 1 with ticks, the highest bars in gold and the position's own
// chance as a dashed line. It draws what the page's render gives it and holds nothing else; rows
// that do not fit scroll.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/boardaccessible.h"
#include "app/handout.h"
#include "engine/patience/position.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QScrollBar;

class PatienceChart : public QWidget, public AccessibleBoard, public handout::Source {
    Q_OBJECT
public:
    struct Bar {
        pw::patience::Move move;
        QString label;               // as the pair list names the pair
        std::optional<double> value; // the chance to win after it, in [0, 1]; none while unknown
        QString valueText;           // the digits the list shows ("…" while unknown)
        bool highlighted = false;    // one of the highest chances
        bool operator==(const Bar&) const = default;
    };
    struct Data {
        std::vector<Bar> bars;           // in the order drawn, top to bottom
        std::optional<double> reference; // the position's own chance, when known
        QString referenceText;           // its digits
        QString empty;                   // what is shown when there is no bar
        bool operator==(const Data&) const = default;
    };

    explicit PatienceChart(QWidget* parent = nullptr);

    void setData(const Data& data);
    const Data& data() const { return data_; }
    int barCount() const { return static_cast<int>(data_.bars.size()); }

    // Geometry in widget coordinates (tests click through these): the row of a bar as it is
    // scrolled now (it may lie outside the rows' area), the bar itself, the value axis' ticks.
    QRectF rowRect(int index) const;
    QRectF barRect(int index) const;
    std::optional<int> barAt(QPointF point) const;
    void scrollToBar(int index);
    double xOf(double value) const;
    QList<double> ticks() const;
    bool isScrollable() const;

    // The bars, for screen readers.
    int accessibleCount() const override { return barCount(); }
    QString accessibleName(int index) const override;
    QRect accessibleRect(int index) const override { return rowRect(index).toAlignedRect(); }
    QAccessible::Role accessibleRole(int) const override { return QAccessible::ListItem; }
    int accessibleFocus() const override { return keyboardBar_; }
    // Press removes the bar's pair, as a double click does.
    QString accessiblePartDescription(int) const override {
        return tr("Press to remove this pair.");
    }
    void accessibleDoAction(int index, const QString& action) override;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    // Every bar, unscrolled, for File › Export (null when all are in sight).
    // The chart as a handout shows it: titled, every bar (no scrolling), no taller than its
    // bars, text of 10 points and more.
    std::unique_ptr<QWidget> handoutCopy(QSize size) const override;

signals:
    // The pair under the mouse (or the keyboard), to point at on the table; -1, -1 for none.
    void pairHovered(int pile, int otherPile);
    // A bar double-clicked, or Enter on it: remove that pair (as the pair list does).
    void pairActivated(int pile, int otherPile);

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    // Where things go for the present size, font and bars.
    struct Geometry {
        QRectF legend; // the line above the rows: what is charted, the reference's value
        QRectF rows;   // the rows' area (scrolled)
        QRectF axis;   // under the rows: the ticks and their labels
        double labelWidth = 0;
        double plotLeft = 0;
        double plotRight = 0;
        double rowHeight = 0;
    };
    Geometry geometry() const;
    void updateScrollBar();
    void updateDescription();
    void hover(std::optional<int> bar);

    Data data_;
    QScrollBar* scroll_ = nullptr;
    std::optional<int> hovered_;
    bool handout_ = false; // a handout's copy: the title in the text colour
    int keyboardBar_ = -1;
};
