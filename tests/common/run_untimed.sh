#!/bin/sh
# Runs a Qt Test executable's functions but those named after it (its TIMING functions, which the
# `timing` label runs alone, with their wall-clock bounds), so that the main run does not do their
# work a second time. The list of functions comes from the executable itself (-functions). Exits
# 77 (CTest's skip) when every function is a timing one.
# Usage: run_untimed.sh TEST FUNCTION ...
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu
test=$1
shift
listed=$("$test" -functions | sed -n 's/^\([A-Za-z_][A-Za-z0-9_]*\)()$/\1/p')
[ -n "$listed" ] || { echo "run_untimed.sh: $test lists no test function" >&2; exit 1; }
for timed in "$@"; do # a TIMING name the executable lacks would never run anywhere
  printf '%s\n' "$listed" | grep -qx "$timed" ||
    { echo "run_untimed.sh: $test has no test function $timed" >&2; exit 1; }
done
kept=""
for function in $listed; do
  case " $* " in
    *" $function "*) ;;
    *) kept="$kept $function" ;;
  esac
done
if [ -z "$kept" ]; then
  echo "run_untimed.sh: every function of $test is timed: the timing label runs them"
  exit 77
fi
# shellcheck disable=SC2086 # test function names are single words
exec "$test" $kept
