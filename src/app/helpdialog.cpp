// HelpDialog: a QTextBrowser over the help pages compiled into the resources.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/helpdialog.h"

#include "app/translations.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

HelpDialog::HelpDialog(QWidget* parent) : QDialog(parent), browser_(new QTextBrowser(this)) {
    setWindowTitle(tr("Puzzle Workbench Help"));
    browser_->setOpenExternalLinks(true);
    browser_->setAccessibleName(tr("Help text"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(browser_);
    layout->addWidget(buttons);
    resize(720, 640);
}

QString HelpDialog::topicPath(const QString& topic) {
    // The language the interface is shown in (not the number locale, which is the user's own).
    const QString translated =
        QStringLiteral(":/help/%1/%2.html").arg(translations::current(), topic);
    if (QFile::exists(translated))
        return translated;
    return QStringLiteral(":/help/%1.html").arg(topic);
}

bool HelpDialog::showTopic(const QString& topic) {
    QFile file(topicPath(topic));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    browser_->setHtml(QString::fromUtf8(file.readAll()));
    return true;
}

QString HelpDialog::text() const {
    return browser_->toPlainText();
}
