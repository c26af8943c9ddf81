// A help window for one puzzle (rules in plain words, what the numbers mean, keys) or the
// shortcut list; pages come from :/help/<name>.html, in the user's language when translated.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>
#include <QImage>
#include <QPalette>

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
    // A help page's picture (an SVG of :/help) as drawn for `palette`, in the interface language
    // (its texts are marked {{text}} and translated in the context "HelpPicture").
    static QImage picture(const QString& resource, const QPalette& palette, qreal scale);

protected:
    void changeEvent(QEvent* event) override;

private:
    QTextBrowser* browser_;
    QString topic_;
};
