// The Double Patience page: draws a PatienceModel (the piles as cards, the chances to win, every
// pair with its value, the deal) and sends it the user's clicks, drags and keys.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/patience/patiencechart.h"
#include "app/patience/patiencemodel.h"
#include "app/puzzlepage.h"

#include <memory>
#include <optional>

namespace Ui {
class PatiencePanel;
}
class PatienceChecks;
class PatienceStudyDialog;
class PatienceView;
class QComboBox;
class RulesBox;
class QTreeWidgetItem;

class PatiencePage : public PuzzlePage {
    Q_OBJECT
public:
    // The pair list's "Win after" cells carry their chance (a double in [0, 1]), when it is
    // known: the value its digits and the chart's bar show.
    static constexpr int kChanceRole = Qt::UserRole + 2;
    explicit PatiencePage(QWidget* parent = nullptr);
    ~PatiencePage() override;

    PatienceModel* patience() const { return model_; }
    PatienceView* view() const { return view_; }
    PatienceChecks* checks() const { return checks_; }
    // The pairs' chances as a bar chart (the pair group's second tab).
    PatienceChart* chart() const { return chart_; }
    QList<QWidget*> charts() const override;
    // What the panel shows (tests read these; all drawn from the model).
    QString answerText() const;
    QString statusText() const;
    QString dealText() const;
    QList<CsvTable> csvTables() const override;
    Report report() const override;
    bool gameActionAvailable(GameAction action) const override;
    // The study over many deals (made on first use, by its button or here), preset to the page's
    // layout and seed.
    PatienceStudyDialog* studyDialog();

protected:
    void doGameAction(GameAction action) override;
    void render() override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void connectPanel();
    // The Rules box: how the random player chooses, which cards pair, Contest rules
    // (patiencepage_rules.cpp).
    void setUpRules(QWidget* panel);
    void renderRules();
    // Each puts the texts of patienceanswer.h (built from the model) into its widgets.
    void renderAnswer();
    void reserveAnswerRoom();
    void renderPairs();
    // What the chart draws: the pairs in the list's order, with the list's names and digits.
    PatienceChart::Data chartData(const std::vector<pw::patience::MoveValue>& moves) const;
    void renderDealInfo();
    void renderButtons();
    void editCard(int pile, int index);
    std::optional<pw::patience::Move> moveOfItem(const QTreeWidgetItem* item) const;

    PatienceModel* model_;
    std::unique_ptr<Ui::PatiencePanel> ui_;
    PatienceView* view_ = nullptr;
    PatienceChecks* checks_ = nullptr;
    PatienceChart* chart_ = nullptr;
    PatienceStudyDialog* studyDialog_ = nullptr;
    RulesBox* rulesBox_ = nullptr;
    QComboBox* chooseCombo_ = nullptr;
    QComboBox* pairsCombo_ = nullptr;
};
