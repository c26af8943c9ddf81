// A word-wrapped label whose height never changes with what it shows: it keeps the room its
// longest text needs at its width, so that the widgets around it never move when a hover text
// comes, changes or goes (under the pointer, a moving board would change what is hovered).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/spokenlabel.h"

#include <algorithm>

class SteadyLabel : public SpokenLabel {
public:
    explicit SteadyLabel(QWidget* parent = nullptr) : SpokenLabel(parent) {
        setWordWrap(true);
        setTextFormat(Qt::RichText);
        setAlignment(Qt::AlignLeft | Qt::AlignTop);
        probe_.setWordWrap(true);
        probe_.setTextFormat(Qt::RichText);
        // Named, a label does not tell screen readers of each text it is given to measure.
        probe_.setAccessibleName(QStringLiteral("probe"));
    }
    // The longest texts the label will be given (samples in the present language).
    void setLongestTexts(const QStringList& texts) {
        if (texts == longest_)
            return;
        longest_ = texts;
        cachedWidth_ = -1;
        updateGeometry();
    }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override {
        if (width != cachedWidth_ || font() != probe_.font()) {
            probe_.setFont(font());
            probe_.setContentsMargins(contentsMargins());
            cachedHeight_ = 0;
            for (const QString& text : longest_) {
                probe_.setText(text);
                cachedHeight_ = std::max(cachedHeight_, probe_.heightForWidth(width));
            }
            cachedWidth_ = width;
        }
        return std::max(QLabel::heightForWidth(width), cachedHeight_);
    }

private:
    QStringList longest_;
    mutable QLabel probe_; // never shown: measures the longest texts
    mutable int cachedWidth_ = -1;
    mutable int cachedHeight_ = 0;
};
