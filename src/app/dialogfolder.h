// The folder every file dialog of the application starts in: the last one a file was opened from
// or saved to, else the user's documents (never the working folder the program was started in).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace dialogfolder {

QString start();
// A file name in the start folder: "/home/me/Documents/jenga.txt".
QString in(const QString& fileName);
// Remembers the folder of `path` (a file chosen in a dialog) for the next dialog.
void remember(const QString& path);

} // namespace dialogfolder
