// The Hackenbush game tree window: the tree of C1 (or the game's position) or of C2, drawn from
// the page's analysis; selecting a node shows its position on that board (a preview) and how
// the simplicity rule gives its value; Enter or "Make it the position" makes it one step.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class GameTreeView;
class HackenbushModel;
class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QTextBrowser;

class GameTreeWindow : public QDialog {
    Q_OBJECT
public:
    GameTreeWindow(HackenbushModel* model, QWidget* parent = nullptr);

    GameTreeView* view() const { return view_; }
    // The tree of C1 (true) or C2.
    bool showsFirst() const;
    // What the window says about the selected node, and when there is no tree (tests read these).
    QString nodeText() const;
    QString noticeText() const;
    // Writes the tree as SVG or PNG (by the suffix); false with the reason.
    bool exportPicture(const QString& path, QString* error) const;

protected:
    void hideEvent(QHideEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void render();
    void renderNode();
    void fit();
    void exportWithDialog();

    HackenbushModel* model_;
    QComboBox* sideCombo_;
    QStackedWidget* stack_;
    QScrollArea* scroll_;
    GameTreeView* view_;
    QLabel* notice_;
    QLabel* status_;
    QTextBrowser* nodeInfo_;
    QPushButton* makePositionButton_;
    QPushButton* exportButton_;
};
