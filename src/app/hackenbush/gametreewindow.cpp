// GameTreeWindow: draws the model's tree (computed with the analysis on the worker) and sends the
// model the preview and "make it the position"; it keeps nothing of its own but what is open.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/gametreewindow.h"

#include "app/dialogfolder.h"

#include "app/hackenbush/gametreeview.h"
#include "app/hackenbush/hackenbushmodel.h"
#include "app/hackenbush/hackenbushtext.h"
#include "app/pageexport.h"
#include "app/screenfit.h"
#include "app/textfile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

using pw::hackenbush::Colour;
using pw::hackenbush::TreeNode;

GameTreeWindow::GameTreeWindow(HackenbushModel* model, QWidget* parent)
    : QDialog(parent), model_(model) {
    setWindowTitle(tr("Hackenbush game tree"));
    // The page's palette and font reach this window too (light or dark, like the boards).
    setAttribute(Qt::WA_WindowPropagation);
    auto* layout = new QVBoxLayout(this);
    auto* top = new QHBoxLayout;
    auto* sideLabel = new QLabel(tr("&Tree of:"));
    sideCombo_ = new QComboBox;
    sideCombo_->addItems({tr("C1"), tr("C2")});
    sideLabel->setBuddy(sideCombo_);
    auto* fitButton = new QPushButton(tr("&Fit"));
    auto* fullButton = new QPushButton(tr("&100%"));
    top->addWidget(sideLabel);
    top->addWidget(sideCombo_);
    top->addStretch(1);
    top->addWidget(fitButton);
    top->addWidget(fullButton);
    layout->addLayout(top);

    view_ = new GameTreeView;
    view_->setAccessibleName(tr("Game tree"));
    scroll_ = new QScrollArea;
    scroll_->setWidget(view_);
    scroll_->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    notice_ = new QLabel;
    notice_->setWordWrap(true);
    notice_->setAlignment(Qt::AlignCenter);
    notice_->setMargin(20);
    stack_ = new QStackedWidget;
    stack_->addWidget(scroll_);
    stack_->addWidget(notice_);
    layout->addWidget(stack_, 1);

    status_ = new QLabel;
    status_->setWordWrap(true);
    // Two lines always: the tree never moves under the pointer when the text changes.
    status_->setFixedHeight(status_->fontMetrics().lineSpacing() * 2 + 4);
    status_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(status_);
    nodeInfo_ = new QTextBrowser;
    nodeInfo_->setAccessibleName(tr("The selected position and its value"));
    // A fixed height: the tree above never moves when a longer explanation is selected.
    nodeInfo_->setFixedHeight(nodeInfo_->fontMetrics().lineSpacing() * 6 + 12);
    layout->addWidget(nodeInfo_);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    makePositionButton_ =
        buttons->addButton(tr("&Make it the position"), QDialogButtonBox::ActionRole);
    exportButton_ = buttons->addButton(tr("&Export picture…"), QDialogButtonBox::ActionRole);
    layout->addWidget(buttons);
    // Enter belongs to the tree (make the selected node the position), never to a button.
    for (QPushButton* button : findChildren<QPushButton*>())
        button->setAutoDefault(false);
    resize(fittedToScreen(this, QSize(900, 640), minimumSizeHint()));

    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);
    connect(sideCombo_, &QComboBox::currentIndexChanged, this, [this] {
        model_->setTreePreview(std::nullopt);
        render();
    });
    connect(fitButton, &QPushButton::clicked, this, &GameTreeWindow::fit);
    connect(fullButton, &QPushButton::clicked, this, [this] { view_->setZoom(1.0); });
    connect(makePositionButton_, &QPushButton::clicked, this, [this] {
        if (view_->selected())
            model_->showTreeNode(showsFirst(), *view_->selected());
    });
    connect(view_, &GameTreeView::nodeActivated, this,
            [this](std::size_t node) { model_->showTreeNode(showsFirst(), node); });
    connect(view_, &GameTreeView::selectionChanged, this, [this](std::size_t node) {
        // The root is the position itself: the board shows it as it is.
        model_->setTreePreview(
            node == 0 ? std::nullopt
                      : std::optional(HackenbushModel::TreePreview{showsFirst(), node}));
        const QRectF r = view_->nodeRect(node);
        scroll_->ensureVisible(static_cast<int>(r.center().x()), static_cast<int>(r.center().y()),
                               static_cast<int>(r.width() / 2 + 20),
                               static_cast<int>(r.height() / 2 + 30));
        renderNode();
    });
    connect(exportButton_, &QPushButton::clicked, this, &GameTreeWindow::exportWithDialog);
    connect(model_, &PageModel::changed, this, &GameTreeWindow::render);
    render();
}

bool GameTreeWindow::showsFirst() const {
    return sideCombo_->currentIndex() == 0;
}

void GameTreeWindow::showEvent(QShowEvent* event) {
    QDialog::showEvent(event);
    render();
}

void GameTreeWindow::hideEvent(QHideEvent* event) {
    // The board goes back to the position when the tree is put away.
    model_->setTreePreview(std::nullopt);
    QDialog::hideEvent(event);
}

void GameTreeWindow::render() {
    const bool first = showsFirst();
    const bool playing = model_->isPlaying();
    sideCombo_->setItemText(0, playing ? tr("C1 (the game's position)") : tr("C1"));
    const HackenbushAnalysis::Side* side = model_->side(first);
    const auto position = model_->state().shown(first);
    const std::size_t cubes = position.cubeCount();
    const QString name = first ? tr("C1") : tr("C2");
    if (position.hasGreen()) {
        // A game's options are not numbers: the tree's simplicity rule does not apply.
        view_->setTree(nullptr);
        notice_->setText(tr("The game tree is drawn for white and black cubes; %1 has green ones. "
                            "Hover a cube for its tower's value derived as a game.")
                             .arg(name));
        stack_->setCurrentWidget(notice_);
    } else if (cubes > HackenbushAnalysis::kTreeCubeLimit) {
        view_->setTree(nullptr);
        notice_->setText(tr("The game tree is drawn for positions of up to %1 cubes; %2 has %3. "
                            "Remove cubes, or "
                            "choose a smaller test.")
                             .arg(HackenbushAnalysis::kTreeCubeLimit)
                             .arg(name, QLocale().toString(static_cast<qulonglong>(cubes))));
        stack_->setCurrentWidget(notice_);
    } else if (side && side->tree) {
        const bool fresh = view_->tree() != side->tree.get();
        view_->setTree(side->tree);
        stack_->setCurrentWidget(scroll_);
        if (fresh) // a new tree starts with its root in sight
            scroll_->ensureVisible(static_cast<int>(view_->nodeRect(0).center().x()), 0,
                                   scroll_->viewport()->width() / 2, 0);
    } else if (!view_->tree()) {
        notice_->setText(
            model_->isSettled()
                ? tr("The tree is not known (%1).")
                      .arg(model_->solveError().isEmpty() ? tr("cancelled") : model_->solveError())
                : tr("Computing the tree…"));
        stack_->setCurrentWidget(notice_);
    }
    // While the new position's tree is computed (milliseconds), the old one stays, greyed.
    const bool current = side && side->tree && view_->tree() == side->tree.get();
    view_->setEnabled(current);
    makePositionButton_->setEnabled(current && view_->selected().value_or(0) != 0 &&
                                    !(first && playing));
    makePositionButton_->setToolTip(
        first && playing ? tr("Stop the game first: its position is C1.") : QString());
    exportButton_->setEnabled(current);
    if (!current) {
        status_->clear();
    } else {
        const auto* tree = view_->tree();
        const int nodes = static_cast<int>(tree->nodes.size());
        status_->setText(tree->truncated
                             ? tr("The tree is cut at %Ln position(s): a node marked + may have "
                                  "options beyond it; "
                                  "make one the position to see further.",
                                  nullptr, nodes)
                             : tr("%Ln position(s) in the tree: every position the game can reach.",
                                  nullptr, nodes));
        status_->setText(tr("%1 %2").arg(
            status_->text(),
            model_->treePreview()
                ? tr("The board shows the selected position; click the board or "
                     "select the root to return.")
                : tr("Click a node to see it on the board; double-click it or press "
                     "Enter to make it the position.")));
    }
    renderNode();
}

void GameTreeWindow::renderNode() {
    const auto* tree = view_->tree();
    if (!tree || !view_->selected() || !view_->isEnabled()) {
        nodeInfo_->clear();
        return;
    }
    const TreeNode& node = tree->nodes[*view_->selected()];
    QString html;
    const QString id = QString::fromStdString(pw::hackenbush::textId(node.position));
    if (node.parent) {
        const TreeNode& parent = tree->nodes[*node.parent];
        for (const auto* options : {&parent.leftOptions, &parent.rightOptions})
            for (const auto& option : *options)
                if (option.child == *view_->selected())
                    html += tr("After %1 removes cube %2 of tower %3: ")
                                .arg(hackenbushtext::player(
                                    options == &parent.leftOptions ? Colour::White : Colour::Black))
                                .arg(option.move.height + 1)
                                .arg(option.move.tower + 1);
    } else {
        html += tr("The position itself: ");
    }
    html +=
        QStringLiteral("<b>%1</b><br>").arg((id.isEmpty() ? tr("(no cubes)") : id).toHtmlEscaped());
    html += QStringLiteral("<big><b>%1</b></big><br>")
                .arg(QString::fromStdString(node.braces()).toHtmlEscaped());
    html += hackenbushtext::simplicityRule(node).toHtmlEscaped() + QStringLiteral("<br>");
    const QString left =
        tr("Left (White) has %n option(s)", nullptr, static_cast<int>(node.leftOptions.size()));
    const QString right =
        tr("Right (Black) has %n option(s)", nullptr, static_cast<int>(node.rightOptions.size()));
    html += tr("%1; %2. %3.")
                .arg(left, right, hackenbushtext::outcome(pw::hackenbush::outcomeOf(node.value)))
                .toHtmlEscaped();
    nodeInfo_->setHtml(html);
}

QString GameTreeWindow::nodeText() const {
    return nodeInfo_->toPlainText();
}

QString GameTreeWindow::noticeText() const {
    return stack_->currentWidget() == notice_ ? notice_->text() : QString();
}

void GameTreeWindow::fit() {
    view_->setZoom(view_->zoomToFit(scroll_->viewport()->size()));
}

bool GameTreeWindow::exportPicture(const QString& path, QString* error) const {
    const QByteArray bytes =
        QFileInfo(path).suffix().compare(QLatin1String("svg"), Qt::CaseInsensitive) == 0
            ? pageexport::svgOf(view_, windowTitle())
            : pageexport::pngOf(view_);
    return textfile::writeAtomically(path, bytes, error);
}

void GameTreeWindow::exportWithDialog() {
    const QString svg = tr("SVG picture (*.svg)"), png = tr("PNG picture (*.png)");
    QString selected = svg;
    QString path = QFileDialog::getSaveFileName(this, tr("Export the game tree"),
                                                dialogfolder::in(QStringLiteral("hackenbush-tree")),
                                                svg + QStringLiteral(";;") + png, &selected);
    if (path.isEmpty())
        return;
    dialogfolder::remember(path);
    if (QFileInfo(path).suffix().isEmpty())
        path += selected == png ? QStringLiteral(".png") : QStringLiteral(".svg");
    QString error;
    status_->setText(exportPicture(path, &error)
                         ? tr("Exported %1.").arg(textfile::displayName(path))
                         : tr("Export failed: %1").arg(error));
}
