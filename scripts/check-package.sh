#!/usr/bin/env bash
# Builds the Debian package and checks it: the desktop entry validates, the AppStream metainfo
# passes both validators (appstreamcli --pedantic, appstream-util), lintian finds no error, and
# (unless --no-chroot) the package installs into a fresh Debian 12 chroot made with
# debootstrap, where the CLI answers a contest sample and the app saves a screenshot.
# A separate check, not part of scripts/test.sh: it downloads a base system (a few minutes).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
cd "$(dirname "$0")/.."
chroot_check=1
[[ ${1:-} == --no-chroot ]] && chroot_check=0
fail() {
  echo "check-package: $*" >&2
  exit 1
}

scripts/install-deps.sh
need=(desktop-file-utils appstream appstream-util lintian dpkg-dev)
((chroot_check)) && need+=(debootstrap)
missing=()
for package in "${need[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if ((${#missing[@]})); then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

app_id=packaging/io.github.puzzleworkbench.PuzzleWorkbench
echo "== desktop-file-validate"
desktop-file-validate "$app_id.desktop"
echo "== appstreamcli validate --pedantic --no-net"
appstreamcli validate --pedantic --no-net "$app_id.metainfo.xml"
echo "== appstream-util validate --nonet"
appstream-util validate --nonet "$app_id.metainfo.xml"

# The package installs under /usr, and the man pages name its documentation folder there.
scripts/build.sh -DCMAKE_INSTALL_PREFIX=/usr
rm -f build/puzzle-workbench_*.deb
(cd build && cpack -G DEB)
deb=$(ls build/puzzle-workbench_*.deb)
echo "== $deb"
dpkg-deb --field "$deb" Package Version Section Homepage Depends Recommends
# CPack joins the hand-written Depends and dpkg-shlibdeps' list without merging them.
svg_depends=$(dpkg-deb --field "$deb" Depends | tr ',' '\n' | grep -c '^ *libqt6svg6\b' || true)
((svg_depends == 1)) || fail "libqt6svg6 is named $svg_depends times in Depends, not once"
contents=$(dpkg-deb --contents "$deb" | awk '{print $6}')
for size in 16 24 32 48 64 128 256; do
  icon=./usr/share/icons/hicolor/${size}x${size}/apps/${app_id##*/}.png
  grep -qxF "$icon" <<<"$contents" || fail "the package has no $icon"
done
# lintian exits 2 on an error; the warnings left are explained in README.md's packaging notes.
echo "== lintian"
lintian --fail-on error "$deb"
echo "== lintian: no errors"

((chroot_check)) || exit 0
root=$(mktemp -d /tmp/pw-debian12.XXXXXX)
trap 'umount "$root/proc" 2>/dev/null || true; rm -rf "$root"' EXIT
debootstrap --variant=minbase bookworm "$root" http://deb.debian.org/debian >/dev/null
cp "$deb" "$root/tmp/"
mount -t proc proc "$root/proc"
sample=$'4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n'
chroot "$root" /bin/sh -c "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq /tmp/$(basename "$deb") xvfb xauth shared-mime-info >/dev/null"
echo "== installed; the CLI on the contest's stones sample:"
printf '%s' "$sample" | chroot "$root" puzzle-workbench-cli solve stones
echo "== the application's --version without a display:"
chroot "$root" env -u DISPLAY puzzle-workbench --version
echo "== the .pwb type in the installed MIME database:"
grep -F 'application/x-puzzle-workbench' "$root/usr/share/mime/globs2"
chroot "$root" /bin/sh -c "HOME=/tmp xvfb-run -a puzzle-workbench --puzzle stones --screenshot /tmp/shot.png"
test -s "$root/tmp/shot.png"
echo "== the installed application started and saved a screenshot: package OK"
