// The tabs' minimum: the current page's height for its width, with the tab bar and the frame.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/paneltabs.h"

#include <QBoxLayout>
#include <QEvent>
#include <QTabBar>

#include <algorithm>

namespace {

// The least height a layout can have at a width: its items' minimum heights, a word-wrapped
// text's at that width (Qt's own height for a width is the preferred one, which would ask for
// more room than the page needs). Worked out for a column; any other layout gives its minimum.
int minimumHeightForWidth(const QLayout* layout, int width) {
    const auto* column = qobject_cast<const QBoxLayout*>(layout);
    if (!column || (column->direction() != QBoxLayout::TopToBottom &&
                    column->direction() != QBoxLayout::BottomToTop))
        return layout->minimumSize().height();
    const QMargins margins = layout->contentsMargins();
    const int inner = width - margins.left() - margins.right();
    int height = margins.top() + margins.bottom();
    int shown = 0;
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem* item = layout->itemAt(i);
        if (item->isEmpty())
            continue;
        ++shown;
        if (const QLayout* nested = item->layout())
            height += minimumHeightForWidth(nested, inner);
        else if (item->hasHeightForWidth())
            height += std::max(item->minimumSize().height(), item->heightForWidth(inner));
        else
            height += item->minimumSize().height();
    }
    return height + std::max(0, shown - 1) * std::max(0, column->spacing());
}

} // namespace

PanelTabs::PanelTabs(QWidget* parent) : QTabWidget(parent) {
    connect(this, &QTabWidget::currentChanged, this, [this] { updateGeometry(); });
}

QSize PanelTabs::minimumSizeHint() const {
    QSize size = QTabWidget::minimumSizeHint();
    const QWidget* page = currentWidget();
    if (!page || !page->layout() || page->width() <= 0)
        return size;
    // The tab bar and the frame around the page, as laid out; held to what a frame can be, so
    // that a size from before the first layout is never kept.
    const int bar = tabBar()->sizeHint().height();
    const int around = std::clamp(height() - page->height(), bar, bar + 12);
    if (page->width() != keptForWidth_) {
        keptForWidth_ = page->width();
        keptHeight_ = 0;
    }
    keptHeight_ =
        std::max(keptHeight_, minimumHeightForWidth(page->layout(), page->width()) + around);
    size.setHeight(std::max(size.height(), keptHeight_));
    return size;
}

void PanelTabs::tabInserted(int index) {
    QTabWidget::tabInserted(index);
    widget(index)->installEventFilter(this);
}

bool PanelTabs::eventFilter(QObject* watched, QEvent* event) {
    // A page whose layout changed (a text grew or shrank) may need another height.
    if (event->type() == QEvent::LayoutRequest && watched == currentWidget())
        updateGeometry();
    return QTabWidget::eventFilter(watched, event);
}
