// Where the application keeps its data and settings, under its file-system name
// "puzzle-workbench": the session in ~/.local/share/puzzle-workbench, the settings in
// ~/.config/puzzle-workbench, and the move of both from the folders of earlier versions.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

namespace appdata {

// The names the application runs under (settings, data folder, desktop file).
void setApplicationNames();
// The data folder: the generic data location and the application name (tests set their own).
QString folder();
// The session file in it.
QString sessionPath();
// Moves the session and settings of earlier versions ("Puzzle Workbench/Puzzle Workbench") to
// the present places when these have none yet; returns a line for each problem (nothing is
// deleted when a move fails).
QStringList moveOldData();

} // namespace appdata
