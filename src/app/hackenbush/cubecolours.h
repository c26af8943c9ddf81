// The colours of Hackenbush cubes, the same on the board, in the game tree and in printouts
// (under a light or a dark palette: the cubes keep their own colours).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>

namespace cubecolours {

inline const QColor kEdge(0x25, 0x25, 0x28);
inline const QColor kWhite(0xff, 0xff, 0xfd);
inline const QColor kBlack(0x1c, 0x1c, 0x20);
// Green cubes (either player's; not in the contest): a mid green that reads against the white
// and black cubes and on light and dark boards alike.
inline const QColor kGreen(0x3c, 0xa8, 0x4c);

} // namespace cubecolours
