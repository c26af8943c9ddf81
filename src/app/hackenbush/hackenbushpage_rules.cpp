// HackenbushPage, the rules: the Rules box (green cubes allowed, Contest rules) and what the page
// says of positions with green cubes, whose values are short games (game_value.h): the canonical
// form and outcome class, the comparison of two games, and a tower derived cube by cube.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"
#include "app/hackenbush/hackenbushtext.h"
#include "app/hackenbush/hackenbushview.h"
#include "app/rulesbox.h"
#include "ui_hackenbushpanel.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QPushButton>
#include <QSignalBlocker>

using pw::hackenbush::Colour;
using pw::hackenbush::Position;

namespace {

// The subgames a canonical form names (G1 = {…}), shortened, or nothing.
QString definitionsText(const std::vector<std::string>& definitions) {
    QStringList parts;
    for (const std::string& definition : definitions)
        parts << QString::fromStdString(definition);
    return parts.isEmpty() ? QString()
                           : hackenbushtext::shortened(parts.join(QStringLiteral("; ")));
}

QString joined(const std::vector<std::string>& values) {
    QStringList parts;
    for (const std::string& value : values)
        parts << hackenbushtext::shortened(QString::fromStdString(value));
    return parts.join(QStringLiteral(", "));
}

} // namespace

QString HackenbushPage::gameValueHtml(const QString& name, const HackenbushAnalysis::Side& side) {
    const QString definitions = definitionsText(side.game->definitions);
    return tr("<b>%1</b> = <big><b>%2</b></big><br>a game, not a number: its canonical form%3<br>"
              "<b>%4</b>")
        .arg(name, side.fraction.toHtmlEscaped(),
             definitions.isEmpty() ? QString()
                                   : QStringLiteral(" (%1)").arg(definitions.toHtmlEscaped()),
             hackenbushtext::outcomeClass(side.game->outcome).toHtmlEscaped());
}

QString HackenbushPage::gameVerdictHtml(const HackenbushAnalysis& analysis) {
    const pw::hackenbush::GameComparison& c = *analysis.comparison;
    return tr("C1 is at least as favourable for White as C2: <big><b>%1</b></big>, because as "
              "games %2 is %3 %4.")
        .arg(c.firstAtLeastSecond() ? tr("Yes") : tr("No"),
             hackenbushtext::shortened(QString::fromStdString(c.first)).toHtmlEscaped(),
             hackenbushtext::order(c.order).toHtmlEscaped(),
             hackenbushtext::shortened(QString::fromStdString(c.second)).toHtmlEscaped());
}

QString HackenbushPage::longestGameValue() {
    const QString longest(hackenbushtext::kMaxShownLength, QLatin1Char('8'));
    QString outcome;
    for (const auto o :
         {pw::hackenbush::OutcomeClass::WhiteWins, pw::hackenbush::OutcomeClass::BlackWins,
          pw::hackenbush::OutcomeClass::FirstPlayerWins,
          pw::hackenbush::OutcomeClass::SecondPlayerWins})
        if (hackenbushtext::outcomeClass(o).size() > outcome.size())
            outcome = hackenbushtext::outcomeClass(o);
    return tr("<b>%1</b> = <big><b>%2</b></big><br>a game, not a number: its canonical form%3<br>"
              "<b>%4</b>")
        .arg(tr("Game position"), longest, QStringLiteral(" (%1)").arg(longest), outcome);
}

QString HackenbushPage::longestGameVerdict() {
    const QString longest(hackenbushtext::kMaxShownLength, QLatin1Char('8'));
    QString order;
    for (const auto o : {pw::hackenbush::GameOrder::Greater, pw::hackenbush::GameOrder::Less,
                         pw::hackenbush::GameOrder::Equal, pw::hackenbush::GameOrder::Confused})
        if (hackenbushtext::order(o).size() > order.size())
            order = hackenbushtext::order(o);
    return tr("C1 is at least as favourable for White as C2: <big><b>%1</b></big>, because as "
              "games %2 is %3 %4.")
               .arg(tr("Yes").size() > tr("No").size() ? tr("Yes") : tr("No"), longest, order,
                    longest) +
           QStringLiteral("<br>") +
           HackenbushModel::rulesLine(pw::hackenbush::Rules{true}).toHtmlEscaped();
}

QString HackenbushPage::explainGameTower(bool first, std::size_t tower) const {
    const Position position = model_->state().shown(first);
    // Twelve steps show how each cube's options build the next value; longer towers end with "…".
    const pw::hackenbush::GameDerivation d =
        pw::hackenbush::deriveGameTower(position.tower(tower), 12);
    QStringList lines;
    lines << tr("<b>%1, tower %2, step by step</b>")
                 .arg(first ? (model_->isPlaying() ? tr("Game") : tr("C1")) : tr("C2"))
                 .arg(tower + 1);
    lines << tr("With a green cube the value is a game: the tower cut above each cube is { the "
                "values White's removals leave | those Black's leave }, in canonical form.");
    for (const pw::hackenbush::GameStep& step : d.steps)
        lines << tr("Cube %1 (%2): { %3 | %4 } = %5")
                     .arg(step.cubes)
                     .arg(hackenbushtext::cube(step.top), joined(step.left).toHtmlEscaped(),
                          joined(step.right).toHtmlEscaped(),
                          hackenbushtext::shortened(QString::fromStdString(step.value))
                              .toHtmlEscaped());
    if (d.stepsTruncated)
        lines << tr("… and the cubes above, in the same way.");
    lines << tr("Value: %1")
                 .arg(hackenbushtext::shortened(QString::fromStdString(d.value)).toHtmlEscaped());
    if (const QString definitions = definitionsText(d.definitions); !definitions.isEmpty())
        lines << tr("where %1").arg(definitions.toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

void HackenbushPage::setUpRules(QWidget* panel) {
    rulesBox_ = new RulesBox(panel);
    greenCheck_ = new QCheckBox(tr("Green cubes (either player may take one)"));
    greenCheck_->setObjectName(QStringLiteral("greenCubesCheck"));
    greenCheck_->setAccessibleName(tr("Allow green cubes"));
    greenCheck_->setAccessibleDescription(
        tr("A green cube may be taken by either player, with every cube above it; the values "
           "are then games in CGSuite's notation. The contest has none."));
    greenCheck_->setToolTip(greenCheck_->accessibleDescription());
    rulesBox_->fields()->addWidget(greenCheck_, 0, 0);
    connect(greenCheck_, &QCheckBox::toggled, this,
            [this](bool on) { model_->setRules(pw::hackenbush::Rules{on}); });
    connect(rulesBox_, &RulesBox::contestRequested, this,
            [this] { model_->setRules(pw::hackenbush::Rules{}); });
    // Under the editing box: the cubes the editor offers follow the rules.
    ui_->panelLayout->insertWidget(ui_->panelLayout->indexOf(ui_->editGroup) + 1, rulesBox_);
}

void HackenbushPage::renderRules() {
    const pw::hackenbush::Rules& rules = model_->rules();
    {
        const QSignalBlocker blocker(greenCheck_);
        greenCheck_->setChecked(rules.greenCubes);
    }
    rulesBox_->showRules(HackenbushModel::rulesWords(rules), rules.isContest(),
                         {HackenbushModel::rulesWords(pw::hackenbush::Rules{true}),
                          HackenbushModel::rulesWords({})});
    // The contest's rules have no green cube: while the tests hold one, they are not offered.
    const bool green = model_->state().hasGreen();
    rulesBox_->contestButton()->setEnabled(!rules.isContest() && !green);
    greenCheck_->setEnabled(!rules.greenCubes || !green);
    const QString why = tr("The tests hold green cubes: remove or recolour them first");
    rulesBox_->contestButton()->setToolTip(
        green ? why : tr("Back to the contest's rules, as one step that Undo takes back"));
    firstView_->setGreenAllowed(rules.greenCubes);
    secondView_->setGreenAllowed(rules.greenCubes);
    ui_->explainText->setPlaceholderText(
        rules.greenCubes
            ? tr("Hover a cube to see its tower's value derived step by step: for white and "
                 "black cubes the run at the bottom, each cube's ±1/2^k and the sign expansion; "
                 "with a green cube, the tower cut above each cube as { White's options | "
                 "Black's }.")
            : tr("Hover a cube to see its tower's value derived step by step: the run at the "
                 "bottom, then each cube's "
                 "±1/2^k with the running sum, then the sign expansion."));
}
