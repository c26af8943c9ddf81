// A label for messages and status lines whose height never changes: it always keeps the room of
// `lines` lines (3 by default), whatever it shows or when it shows nothing, so that the controls
// below it never move. A text longer than that is cut at the last word that fits and ended with
// "…"; the whole text is then its tooltip.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/spokenlabel.h"

class MessageLabel : public SpokenLabel {
    Q_OBJECT
public:
    explicit MessageLabel(QWidget* parent = nullptr);
    // Hides QLabel::setText: the text (rich text; escape plain text) is fitted into its lines.
    void setText(const QString& text);
    QString text() const { return full_; }
    QString spokenText() const override;
    // What the label shows now (the text, or its cut when it is too long).
    QString shownText() const { return QLabel::text(); }
    bool isCut() const { return cut_; }
    void setLines(int lines);
    int lines() const { return lines_; }

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void updateHeight();
    void fit();
    int neededHeight(const QString& text, int width) const;

    QString full_;
    int lines_ = 3;
    bool cut_ = false;
    mutable QLabel probe_; // never shown: measures texts at the label's width and font
};
