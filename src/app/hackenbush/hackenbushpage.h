// The Hackenbush Towers page: draws a HackenbushModel (C1 and C2 side by side, values, the
// verdict, winning moves, the judge answers, the game) and sends it the user's clicks and keys.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/hackenbush/hackenbushmodel.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/puzzlepage.h"

#include <memory>

namespace Ui {
class HackenbushPanel;
}
class GameTreeWindow;
class HackenbushView;
class QCheckBox;
class RulesBox;

class HackenbushPage : public PuzzlePage {
    Q_OBJECT
public:
    explicit HackenbushPage(QWidget* parent = nullptr);
    ~HackenbushPage() override;

    HackenbushModel* hackenbush() const { return model_; }
    HackenbushView* firstView() const { return firstView_; }
    // What the panel shows (tests read these; all drawn from the model).
    QString firstValueText() const;
    QString verdictText() const;
    QString judgeOutputText() const;
    QString messageText() const;
    QString playStatusText() const;
    // The game tree window (made on first use, by the Game tree… button or here).
    GameTreeWindow* gameTreeWindow();
    QList<CsvTable> csvTables() const override;
    Report report() const override;
    bool gameActionAvailable(GameAction action) const override;

protected:
    void doGameAction(GameAction action) override;
    void render() override;

private:
    void connectPanel();
    void connectView(HackenbushView* view, bool first);
    void showCubeMenu(bool first, int tower, int height, QPoint where);
    void renderView(bool first);
    void renderValues();
    void renderWinningMoves();
    void renderTests();
    void renderPlay();
    void renderTreeLabel();
    // The Rules box: green cubes allowed or not, and Contest rules (hackenbushpage_rules.cpp).
    void setUpRules(QWidget* panel);
    void renderRules();

    HackenbushModel* model_;
    std::unique_ptr<Ui::HackenbushPanel> ui_;
    HackenbushView* firstView_ = nullptr;
    HackenbushView* secondView_ = nullptr;
    GameTreeWindow* treeWindow_ = nullptr;
    RulesBox* rulesBox_ = nullptr;
    QCheckBox* greenCheck_ = nullptr;
};
