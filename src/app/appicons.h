// The toolbar's icons: the desktop theme's (QIcon::fromTheme) where it has them, else simple ones
// painted here in the palette's text colour, so that they read under a light and a dark theme.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QIcon>
#include <QPalette>
#include <QString>

namespace appicons {

// `name` is a freedesktop icon name: document-open, document-save, edit-undo, edit-redo,
// edit-copy, edit-paste, document-print, help-contents, media-playback-start.
QIcon icon(const QString& name, const QPalette& palette);
// The painted one, whatever the theme has (tests draw it).
QIcon painted(const QString& name, const QPalette& palette);

} // namespace appicons
