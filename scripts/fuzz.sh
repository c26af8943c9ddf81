#!/usr/bin/env bash
# Builds the libFuzzer targets with clang-16 and runs each for SECONDS (default 600), seeded
# from the golden test files. Usage: scripts/fuzz.sh [SECONDS] [TARGET...]
# Crashes, leaks and undefined behaviour stop a run; reproducers land in build-fuzz/findings/.
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(jenga patience hackenbush stones document cli)

packages=(clang-16 libclang-rt-16-dev cmake ninja-build pkg-config libgmp-dev nlohmann-json3-dev libcli11-dev)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

cmake -S . -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER=clang++-16 -DPW_BUILD_FUZZERS=ON -DPW_BUILD_APP=OFF -DPW_BUILD_TESTS=OFF >/dev/null
cmake --build build-fuzz --target "${targets[@]/#/fuzz_}"

mkdir -p build-fuzz/findings
for target in "${targets[@]}"; do
  corpus=build-fuzz/corpus/$target
  mkdir -p "$corpus"
  case $target in
    document) seeds=(tests/engine/document) ;;
    cli) seeds=(tests/fuzz/cli_seeds) ;;
    *) seeds=(tests/cli/data/$target) ;;
  esac
  for seed in "${seeds[@]}"; do
    [[ -d $seed ]] && find "$seed" -type f -exec cp {} "$corpus/" \;
  done
  echo "== fuzz_$target for ${seconds}s"
  build-fuzz/bin/fuzz_$target "$corpus" -max_total_time="$seconds" -max_len=65536 \
    -artifact_prefix=build-fuzz/findings/"$target"- -print_final_stats=1 -close_fd_mask=1 2>&1 |
    grep -E "^stat::number_of_executed_units|^stat::peak_rss|ERROR|SUMMARY|Done|BINGO" || true
done
