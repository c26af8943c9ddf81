// The engine contract (common/puzzle_concept.h), checked for each of the four puzzles.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/puzzle_concept.h"
#include "engine/hackenbush/answer.h"
#include "engine/hackenbush/checker.h"
#include "engine/hackenbush/judge.h"
#include "engine/hackenbush/solver.h"
#include "engine/jenga/answer.h"
#include "engine/jenga/checker.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/solver.h"
#include "engine/nullpuzzle/answer.h"
#include "engine/nullpuzzle/checker.h"
#include "engine/nullpuzzle/judge.h"
#include "engine/nullpuzzle/solver.h"
#include "engine/patience/answer.h"
#include "engine/patience/checker.h"
#include "engine/patience/judge.h"
#include "engine/patience/solver.h"
#include "engine/stones/answer.h"
#include "engine/stones/checker.h"
#include "engine/stones/judge.h"
#include "engine/stones/solver.h"

static_assert(pw::PuzzleEngine<pw::jenga::Tower, pw::jenga::Move, pw::jenga::Result,
                               &pw::jenga::parseJudge, &pw::jenga::parseTextId>);
static_assert(pw::PuzzleEngine<pw::patience::Position, pw::patience::Move, pw::patience::Result,
                               &pw::patience::parseJudge, &pw::patience::parseTextId>);
static_assert(
    pw::PuzzleEngine<pw::hackenbush::Position, pw::hackenbush::Move, pw::hackenbush::Result,
                     &pw::hackenbush::parseJudge, &pw::hackenbush::parseTextId>);
static_assert(pw::PuzzleEngine<pw::stones::Position, pw::stones::Move, pw::stones::Result,
                               &pw::stones::parseJudge, &pw::stones::parseTextId>);

// The empty puzzle (nullpuzzle/): the template a new puzzle copies fulfils the same contract.
static_assert(
    pw::PuzzleEngine<pw::nullpuzzle::Position, pw::nullpuzzle::Move, pw::nullpuzzle::Result,
                     &pw::nullpuzzle::parseJudge, &pw::nullpuzzle::parseTextId>);

#define PW_CHECK_ENTRY(ns)                                                                         \
    static_assert(pw::RegistryEntry<&pw::ns::answerJudge, &pw::ns::checkTextId,                    \
                                    &pw::ns::answerTextId, &pw::ns::resembles, &pw::ns::checker>)
PW_CHECK_ENTRY(jenga);
PW_CHECK_ENTRY(patience);
PW_CHECK_ENTRY(hackenbush);
PW_CHECK_ENTRY(stones);
PW_CHECK_ENTRY(nullpuzzle);
#undef PW_CHECK_ENTRY

// The concept can fail: a puzzle whose "checker" is not one (a recogniser given in its place)
// is no registry entry; tests/engine/registry_without_checker.cpp shows a registry that names
// no checker does not compile.
static_assert(
    !pw::RegistryEntry<&pw::stones::answerJudge, &pw::stones::checkTextId,
                       &pw::stones::answerTextId, &pw::stones::resembles, &pw::stones::resembles>);

// The concept can fail: a position paired with another puzzle's moves does not fulfil it.
static_assert(!pw::PuzzleEngine<pw::stones::Position, pw::jenga::Move, pw::stones::Result,
                                &pw::stones::parseJudge, &pw::stones::parseTextId>);
