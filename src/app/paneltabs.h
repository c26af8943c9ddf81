// Tabs that take the room a side panel has left and ask for no more than their minimum: the
// panel's scroll area sizes the panel by its preferred height for the width (a tab page's
// word-wrapped text makes that the tallest page's), which would push a panel that fits in a
// small window past its bottom edge. Their minimum is what the current page needs at its width,
// so that a long text on it makes the panel scroll instead of covering the page's other parts;
// and room once needed is kept (until the width changes): a panel scrolled to its end would
// otherwise move everything on it when a shorter text or another tab made it shorter.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTabWidget>

class PanelTabs : public QTabWidget {
public:
    explicit PanelTabs(QWidget* parent = nullptr);
    bool hasHeightForWidth() const override { return false; }
    QSize sizeHint() const override { return minimumSizeHint(); }
    QSize minimumSizeHint() const override;

protected:
    void tabInserted(int index) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    mutable int keptHeight_ = 0; // the most the pages have needed at keptForWidth_
    mutable int keptForWidth_ = -1;
};
