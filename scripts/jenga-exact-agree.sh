#!/usr/bin/env bash
# Solves the bench tower of N levels exactly twice, differently, and checks that both give the same
# value to the last bit (17 digits) and the same number of states: issue 27's check for 13 and 14
# levels, too long for the test suite (docs/performance.md has its output). Each run is a whole
# process under /usr/bin/time -v, so its wall and user time, peak memory and layer file are shown.
#   scripts/jenga-exact-agree.sh LEVELS [FIRST-OPTIONS] [-- SECOND-OPTIONS]
# Default: the first run with two workers and the layers as the solver chooses, the second with
# one worker and every layer it can on disk. CLI: the puzzle-workbench-cli to run (default
# build/bin/puzzle-workbench-cli).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
levels=${1:?usage: scripts/jenga-exact-agree.sh LEVELS [FIRST-OPTIONS] [-- SECOND-OPTIONS]}
shift
first=()
second=()
while (($#)) && [[ $1 != -- ]]; do first+=("$1"); shift; done
if (($#)); then shift; second=("$@"); fi
((${#first[@]})) || first=(--threads 2 --layers auto)
((${#second[@]})) || second=(--threads 1 --layers disk)
cli=${CLI:-build/bin/puzzle-workbench-cli}
log=$(mktemp)
trap 'rm -f "$log"' EXIT

# Runs one solve; its states and value (17 digits) go to the file $2.
run() {
  local out=$1
  shift
  echo "== bench jenga --levels $levels $*  (load before: $(cut -d' ' -f1-3 /proc/loadavg))"
  /usr/bin/time -v "$cli" bench jenga --levels "$levels" "$@" >"$log" 2>&1 || { cat "$log"; exit 1; }
  sed -n 1,2p "$log"
  echo "   load after: $(cut -d" " -f1-3 /proc/loadavg)"
  grep -E 'Elapsed|User time|System time|Maximum resident' "$log" | sed 's/^\s*/   /'
  sed -n 2p "$log" | awk '{print $3, $4}' >"$out"
}

run "$log.a" "${first[@]}"
run "$log.b" "${second[@]}"
a=$(cat "$log.a")
b=$(cat "$log.b")
rm -f "$log.a" "$log.b"
if [[ $a == "$b" ]]; then
  echo "agree: states and value $a"
else
  echo "DISAGREE: $a against $b"
  exit 1
fi
