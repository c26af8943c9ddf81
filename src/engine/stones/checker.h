// The Stones checker: the contest's limits, tests, exact answers, judge and shrinking
// steps that the solution checker (src/check) uses; the registry names it
// (engine/common/checker.h). SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/checker.h"

namespace pw::stones {

const check::PuzzleChecker& checker();

} // namespace pw::stones
