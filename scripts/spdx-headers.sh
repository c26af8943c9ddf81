#!/usr/bin/env bash
# Adds an SPDX-License-Identifier line to every source, build, script, form and packaging file
# that lacks one (re-run after merges); --check only lists the files without one and fails.
set -euo pipefail
cd "$(dirname "$0")/.."
check=0
[[ ${1:-} == --check ]] && check=1

# The line goes after a file's opening lines: a shebang or XML declaration, then the comment
# saying what the file is for (however many lines it takes).
insert_after() { # file, comment-start pattern
  local file=$1 comment=$2 n=0 first
  first=$(sed -n 1p "$file")
  if [[ $first == '#!'* || $first == '<?xml'* ]]; then n=1; fi
  while sed -n "$((n + 1))p" "$file" | grep -qE "^($comment)"; do n=$((n + 1)); done
  echo "$n"
}

missing=0
while IFS= read -r file; do
  grep -q 'SPDX-License-Identifier:' "$file" && continue
  missing=1
  if ((check)); then echo "no SPDX line: $file"; continue; fi
  license=GPL-3.0-or-later
  [[ $file == *.metainfo.xml ]] && license=CC0-1.0 # AppStream metadata must be freely reusable
  case $file in
    *.cpp | *.h) line="// SPDX-License-Identifier: $license" n=$(insert_after "$file" '//') ;;
    *.ui | *.xml | *.svg) line="<!-- SPDX-License-Identifier: $license -->" n=$(insert_after "$file" '<!--') ;;
    *) line="# SPDX-License-Identifier: $license" n=$(insert_after "$file" '#') ;;
  esac
  if ((n == 0)); then sed -i "1i\\$line" "$file"; else sed -i "${n}a\\$line" "$file"; fi
  echo "added: $file"
done < <(git ls-files -- 'src/*' 'tests/*' 'scripts/*' 'ui/*.ui' 'packaging/*' '.ci/*' 'CMakeLists.txt' |
         grep -E '(\.(cpp|h|cmake|sh|supp|ui|xml|svg|desktop)|CMakeLists\.txt|^\.ci/run)$' |
         grep -vE '^tests/[^/]+/data/')
((check && missing)) && exit 1
exit 0
