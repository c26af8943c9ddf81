// The one way in for outside text (open, recent files, paste, drop, --open, file arguments):
// recognises the puzzle (workbench document, judge text or text id), checks the text whole,
// and applies it as one undoable step per page it changes, or changes nothing.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/pagemodel.h"

#include <QList>
#include <QString>
#include <QStringList>

class Intake {
public:
    explicit Intake(QList<PageModel*> models) : models_(std::move(models)) {}

    struct Outcome {
        bool loaded = false;
        QString puzzle;        // the page to show: the one the text was for
        bool document = false; // a workbench document (every page it names was loaded)
        QString currentPuzzle; // for a document: the page it was saved on
        QStringList pages;     // the pages it was loaded into (a document: every page it names)
        QString error;         // one line, when nothing was changed
    };
    // `preferred` is the page shown: when the text fits several puzzles it goes there. A text
    // that looks like a document (or comes from a .pwb file: `document`) is read as one.
    Outcome take(const QString& text, const QString& source, const QString& preferred,
                 bool document = false) const;

    // A workbench document of every page, `current` being the page shown.
    QByteArray document(const QString& current) const;

    static bool looksLikeDocument(const QString& text);

private:
    Outcome takeDocument(const QString& text, const QString& source) const;
    PageModel* model(const QString& puzzle) const;

    QList<PageModel*> models_;
};
