// MainWindow, the View menu: the language, the theme and full screen; and the page tabs' keys.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "app/theme.h"
#include "app/translations.h"
#include "ui_mainwindow.h"

#include <QActionGroup>
#include <QKeyEvent>
#include <QTabBar>

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == ui_->pages->tabBar() && event->type() == QEvent::ShortcutOverride) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if ((key->key() == Qt::Key_Left || key->key() == Qt::Key_Right) &&
            key->modifiers() == Qt::NoModifier) {
            event->accept(); // a key press for the tab bar, not a shortcut
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::buildFullScreenAction() {
    ui_->viewMenu->addSeparator();
    fullScreenAction_ = ui_->viewMenu->addAction(tr("&Full Screen"));
    fullScreenAction_->setCheckable(true);
    QList<QKeySequence> keys{QKeySequence(Qt::Key_F11)};
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::FullScreen))
        if (!keys.contains(key))
            keys << key;
    fullScreenAction_->setShortcuts(keys);
    connect(fullScreenAction_, &QAction::triggered, this, [this](bool on) {
        if (on == isFullScreen())
            return;
        if (on) {
            maximizedBeforeFullScreen_ = isMaximized();
            showFullScreen();
        } else if (maximizedBeforeFullScreen_) {
            showMaximized();
        } else {
            showNormal();
        }
    });
}

void MainWindow::buildLanguageMenu() {
    QMenu* menu = ui_->viewMenu->addMenu(tr("&Language"));
    auto* group = new QActionGroup(menu);
    const QString current = translations::chosen();
    for (const QString& code : QStringList{QString()} + translations::available()) {
        QAction* action = menu->addAction(translations::displayName(code));
        action->setCheckable(true);
        action->setChecked(code == current);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            if (code != translations::chosen()) {
                translations::choose(code);
                emit languageChangeRequested();
            }
        });
    }
}

void MainWindow::buildThemeMenu() {
    QMenu* menu = ui_->viewMenu->addMenu(tr("&Theme"));
    auto* group = new QActionGroup(menu);
    const theme::Theme current = theme::chosen();
    const std::pair<theme::Theme, QString> choices[] = {{theme::Theme::System, tr("&System")},
                                                        {theme::Theme::Light, tr("&Light")},
                                                        {theme::Theme::Dark, tr("&Dark")}};
    for (const auto& [choice, name] : choices) {
        QAction* action = menu->addAction(name);
        action->setCheckable(true);
        action->setChecked(choice == current);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [choice = choice] {
            theme::choose(choice);
            theme::apply(choice);
        });
    }
}
