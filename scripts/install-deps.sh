#!/usr/bin/env bash
# Installs what building, running and testing Puzzle Workbench needs on Debian 12 (idempotent).
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

packages=(
  cmake ninja-build g++ lld pkg-config clang-format
  qt6-base-dev libqt6opengl6-dev qt6-svg-dev qt6-charts-dev qt6-tools-dev qt6-l10n-tools
  qt6-qpa-plugins libqt6svg6 qt6-translations-l10n
  libgmp-dev nlohmann-json3-dev libcli11-dev
  xvfb xauth x11-utils fonts-dejavu-core fonts-wqy-microhei
  shared-mime-info librsvg2-bin
  poppler-utils locales
  bubblewrap
  dbus-daemon at-spi2-core python3-pyatspi
)

missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if ((${#missing[@]})); then
  echo "Installing: ${missing[*]}"
  sudo=""
  [[ $(id -u) -eq 0 ]] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
