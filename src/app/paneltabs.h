// Tabs that take the room a side panel has left and ask for no more than their minimum: the
// panel's scroll area sizes the panel by its preferred height for the width (a tab page's
// word-wrapped text makes that the tallest page's), which would push a panel that fits in a
// small window past its bottom edge. Each page still lays out its texts for the room it gets.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QTabWidget>

class PanelTabs : public QTabWidget {
public:
    explicit PanelTabs(QWidget* parent = nullptr) : QTabWidget(parent) {}
    bool hasHeightForWidth() const override { return false; }
    QSize sizeHint() const override { return minimumSizeHint(); }
};
