#!/usr/bin/env bash
# Installs every Debian package Attention Explorer needs to build, test and
# run (Debian 12 / Ubuntu 22.04+). The single source of truth for the
# dependency list: README's commands and .ci/run both call it.
set -euo pipefail

packages=(
  # toolchain
  build-essential cmake ninja-build pkg-config clang-format
  # libFuzzer targets (scripts/fuzz.sh): clang and its fuzzer + sanitizer runtimes
  clang libclang-rt-14-dev
  # libraries
  qt6-base-dev qt6-base-dev-tools qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
  qt6-l10n-tools qt6-translations-l10n libqt6svg6 libgl-dev
  libeigen3-dev libqcustomplot-dev libopenblas-dev
  # the class session: its server (HTTP + WebSocket) and the join URL's QR code
  qt6-httpserver-dev qt6-websockets-dev libqrencode-dev
  # running and testing without a screen; Chinese glyphs
  xvfb xauth imagemagick poppler-utils fonts-noto-cjk fonts-dejavu-core
  qt6-qpa-plugins
  # the class page's real-browser test (headless, over the DevTools protocol)
  chromium
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

SUDO=""
[ "$(id -u)" -ne 0 ] && SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
