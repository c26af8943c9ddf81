// A help window for one puzzle (rules in plain words, what the numbers mean, keys) or the
// shortcut list; pages come from :/help/<name>.html, in the user's language when translated.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QTextBrowser;

class HelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit HelpDialog(QWidget* parent = nullptr);
    // "jenga", "patience", "hackenbush", "stones" or "shortcuts"; false when there is no page.
    bool showTopic(const QString& topic);
    QString text() const;

    // The resource path of a help page: the translated one when it exists.
    static QString topicPath(const QString& topic);

private:
    QTextBrowser* browser_;
};
