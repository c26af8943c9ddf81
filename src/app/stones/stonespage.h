// The stones page: draws a StonesModel (the polygon, the answer, the move line, the legend) and
// sends it the user's clicks and keys.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/puzzlepage.h"
#include "app/stones/stonesmodel.h"

#include <QTimer>

#include <array>
#include <memory>

namespace Ui {
class StonesPanel;
}
class QSpinBox;
class RulesBox;
class StonesView;

class StonesPage : public PuzzlePage {
    Q_OBJECT
public:
    explicit StonesPage(QWidget* parent = nullptr);
    ~StonesPage() override;

    StonesModel* stones() const { return model_; }
    StonesView* view() const { return view_; }
    // What the panel shows (tests read these; they are drawn from the model).
    QString answerText() const;
    QString playStatusText() const;
    // After moves of your own: your line beside the optimal one from the start, and what the
    // detours cost (explain.h compareLines); empty before the first move.
    QString lineComparisonText() const;
    QStringList moveListTexts() const;

    QList<CsvTable> csvTables() const override;
    Report report() const override;
    bool gameActionAvailable(GameAction action) const override;

protected:
    void doGameAction(GameAction action) override;
    void render() override;
    bool viewSettled() const override;

private:
    void connectPanel();
    void renderMoveList();
    // The line as the move list shows it: the start, then each move (yours marked).
    QStringList lineTexts() const;
    void renderLegend();
    // The Rules box: the target's three vertices and Contest rules (stonespage_rules.cpp).
    void setUpRules(QWidget* panel);
    void renderRules();

    StonesModel* model_;
    std::unique_ptr<Ui::StonesPanel> ui_;
    StonesView* view_ = nullptr;
    RulesBox* rulesBox_ = nullptr;
    std::array<QSpinBox*, 3> targetSpins_{};
};
