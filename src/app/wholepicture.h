// A view that shows part of its picture (rows that scroll): File › Export draws the copy it
// gives instead, which shows everything at the same width.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

class WholePicture {
public:
    virtual ~WholePicture() = default;
    // An unshown copy sized to hold the whole picture; nullptr when the view shows it all.
    virtual std::unique_ptr<QWidget> wholeCopy() const = 0;
};
