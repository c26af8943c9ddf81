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
    HackenbushView::CubeWords describeCube(bool first, pw::hackenbush::Move move) const;
    // The hovered cube's tower, its value step by step (explain.h: the bottom run, then each
    // cube's +-1/2^k with the running sum, then the sign expansion); empty when none.
    QString explainTower(bool first, std::optional<pw::hackenbush::Move> hovered) const;
    // What the panel says, from the model: a position's value (nullopt while it is computed: the
    // old text stays), the verdict (nullopt without both values), the winning moves.
    std::optional<QString> valueHtml(bool first) const;
    std::optional<QString> verdictHtml() const;
    // With green cubes (hackenbushpage_rules.cpp): a game's value and outcome class, the verdict
    // of two games (greater, less, equal or confused), their longest texts (the room kept), and
    // a tower's value derived cube by cube as { White's options | Black's }.
    static QString gameValueHtml(const QString& name, const HackenbushAnalysis::Side& side);
    static QString gameVerdictHtml(const HackenbushAnalysis& analysis);
    static QString longestGameValue();
    static QString longestGameVerdict();
    QString explainGameTower(bool first, std::size_t tower) const;
    // The Rules box: green cubes allowed or not, and Contest rules.
    void setUpRules(QWidget* panel);
    void renderRules();
    QString winningMovesHtml(bool onScreen) const;

    HackenbushModel* model_;
    std::unique_ptr<Ui::HackenbushPanel> ui_;
    HackenbushView* firstView_ = nullptr;
    HackenbushView* secondView_ = nullptr;
    GameTreeWindow* treeWindow_ = nullptr;
    RulesBox* rulesBox_ = nullptr;
    QCheckBox* greenCheck_ = nullptr;
};
