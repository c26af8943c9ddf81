// The Colored Jenga page: draws a JengaModel (the tower with its hint badges, the value, the
// game and the distribution chart) and sends it the user's clicks and keys.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/jenga/jengamodel.h"
#include "app/puzzlepage.h"

#include <array>
#include <memory>
#include <optional>
#include <utility>

namespace Ui {
class JengaPanel;
}
class JengaChart;
class JengaView;
class QSpinBox;
class RulesBox;
class SteadyLabel;

class JengaPage : public PuzzlePage {
    Q_OBJECT
public:
    explicit JengaPage(QWidget* parent = nullptr);
    ~JengaPage() override;

    JengaModel* jenga() const { return model_; }
    JengaView* view() const { return view_; }
    JengaChart* chart() const { return chart_; }
    // What the panel shows (tests read these; all drawn from the model).
    QString answerText() const;
    QString statusText() const;
    QString hoverText() const;
    QList<QWidget*> charts() const override;
    QList<CsvTable> csvTables() const override;
    Report report() const override;
    bool gameActionAvailable(GameAction action) const override;

protected:
    void doGameAction(GameAction action) override;
    void render() override;
    void changeEvent(QEvent* event) override;
    // In a game the arrow keys move the board's cursor, wherever in the game's controls the focus
    // is: on a button they would walk to the mode's radio buttons and switch to Edit.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void connectPanel();
    // The Rules box (the die's faces of each colour, Contest rules) and the answer's line that
    // names a die other than the contest's (jengapage_rules.cpp).
    void setUpRules(QWidget* panel);
    void renderRules();
    // The die buttons of a game: a face the die never shows is not offered; Roll asks the model
    // to roll the die in force (JengaModel::rollDie).
    void renderDieButtons();
    void renderAnswer();
    // An exact solve's progress against its predicted state count (prediction.h).
    std::pair<double, double> predictedProgress(const pw::Progress& progress) const override;
    void renderBadges();
    // A handout's words for the badges: the best move for each die colour, and what the badges
    // are (empty without an exact analysis, when no badge is drawn).
    QString bestMovesHtml() const;
    void renderPlay();
    void renderChart();
    // The table of every move for each die colour: its expected duration after and its extra
    // cost over the best move of that colour (exact analyses only).
    void renderChoices();
    // Simple policies' exact expected durations beside the optimum, in a table and on the chart.
    void renderPolicies();
    // The same comparison as a CSV table (empty when the page shows none).
    std::optional<CsvTable> policiesCsv() const;
    // The line under the board: the hover text, or how to get one; and the longest it can be.
    void renderHoverLine();
    QString longestHoverText() const;
    // The chart tab's tooltip: what its games are (exact or a stated policy's).
    void setChartToolTip(const QString& title);

    JengaModel* model_;
    std::unique_ptr<Ui::JengaPanel> ui_;
    JengaView* view_ = nullptr;
    JengaChart* chart_ = nullptr;
    SteadyLabel* hoverLine_ = nullptr;
    RulesBox* rulesBox_ = nullptr;
    std::array<QSpinBox*, 4> dieSpins_{}; // red, green, blue, black faces
    SteadyLabel* rulesLine_ = nullptr;    // in the answer: the die, when not the contest's
    std::pair<int, int> hovered_{-1, -1}; // the slot under the mouse (view feedback only)
};
