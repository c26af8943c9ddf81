// ComingSoonPage: an honest placeholder page naming the puzzle and what it will offer.
#include "app/comingsoonpage.h"

#include <QLabel>
#include <QVBoxLayout>

ComingSoonPage::ComingSoonPage(QString puzzleId, QString title, const QString& description,
                               QWidget* parent)
    : PuzzlePage(parent), puzzleId_(std::move(puzzleId)), title_(std::move(title)) {
    auto* layout = new QVBoxLayout(this);
    auto* heading = new QLabel(QStringLiteral("<h2>%1</h2>").arg(title_.toHtmlEscaped()), this);
    auto* text = new QLabel(description + QStringLiteral("<p><b>") +
                                tr("This page is coming: its solver is not part of this build yet.") +
                                QStringLiteral("</b></p>"),
                            this);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    layout->addStretch();
    layout->addWidget(heading, 0, Qt::AlignHCenter);
    layout->addWidget(text, 0, Qt::AlignHCenter);
    layout->addStretch();
    text->setMaximumWidth(560);
}

bool ComingSoonPage::loadJudgeText(const QString&, QString* error) {
    if (error)
        *error = tr("The %1 page is not available yet.").arg(title_);
    return false;
}
