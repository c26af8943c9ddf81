// RulesBox: the frame of every page's Rules box (its fields are the page's).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/rulesbox.h"

#include "app/steadylabel.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

RulesBox::RulesBox(QWidget* parent)
    : QGroupBox(tr("Rules"), parent), fields_(new QGridLayout), words_(new SteadyLabel),
      contest_(new QPushButton(tr("Contest rules"))) {
    setObjectName(QStringLiteral("rulesGroup"));
    setAccessibleName(tr("Rules"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(fields_);
    words_->setObjectName(QStringLiteral("rulesLabel"));
    words_->setAccessibleName(tr("Rules in force"));
    layout->addWidget(words_);
    auto* row = new QHBoxLayout;
    contest_->setObjectName(QStringLiteral("contestRulesButton"));
    contest_->setToolTip(tr("Back to the contest's rules, as one step that Undo takes back"));
    contest_->setAccessibleDescription(contest_->toolTip());
    row->addWidget(contest_);
    row->addStretch(1);
    layout->addLayout(row);
    connect(contest_, &QPushButton::clicked, this, &RulesBox::contestRequested);
}

void RulesBox::showRules(const QString& words, bool contest, const QStringList& longest) {
    words_->setLongestTexts(longest);
    words_->setText(words.toHtmlEscaped());
    contest_->setEnabled(!contest);
}
