// The empty puzzle's checker (engine/common/checker.h): the sixth file of the engine's folder
// shape in its smallest form. A new puzzle copies it: without a checker the registry does not
// compile.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/checker.h"

namespace pw::nullpuzzle {

const check::PuzzleChecker& checker();

} // namespace pw::nullpuzzle
