#!/usr/bin/env bash
# Runs test_atspi.py on the real accessibility stack: an X server (Xvfb), a private D-Bus session
# with the AT-SPI bus, the application with Qt's accessibility bridge on, and pyatspi (Debian's
# python3-pyatspi, for the system's /usr/bin/python3: another python3 may come first on PATH).
# Arguments: the application, the command-line tool, the test script, the examples folder.
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail
app=$1 cli=$2 script=$3 examples=$4

missing=()
for tool in Xvfb dbus-run-session /usr/libexec/at-spi-bus-launcher /usr/bin/python3; do
  command -v "$tool" >/dev/null || missing+=("$tool")
done
/usr/bin/python3 -c 'import pyatspi' 2>/dev/null || missing+=("python3-pyatspi")
if ((${#missing[@]})); then
  echo "missing: ${missing[*]} (scripts/install-deps.sh installs them)" >&2
  exit 1
fi

home=$(mktemp -d)
xvfb=""
cleanup() {
  [[ -n $xvfb ]] && kill "$xvfb" 2>/dev/null
  rm -rf "$home"
}
trap cleanup EXIT
# A home and runtime folder of its own: no session, settings or running copy of another test.
export HOME=$home
export XDG_CONFIG_HOME=$home/.config XDG_DATA_HOME=$home/.local/share XDG_CACHE_HOME=$home/.cache
export XDG_RUNTIME_DIR=$home/run
mkdir -m 700 "$XDG_RUNTIME_DIR"

# A free display: Xvfb writes the number it took.
exec 3>"$home/display"
Xvfb -displayfd 3 -screen 0 1400x900x24 -nolisten tcp >"$home/xvfb.log" 2>&1 &
xvfb=$!
# (Up to the tests' hang guard, 5 minutes: under a sanitizer run's load it once took longer than
# the 10 s this waited, and the application then tried display :0.)
for _ in $(seq 3000); do
  [[ -s $home/display ]] && break
  kill -0 "$xvfb" 2>/dev/null || break
  sleep 0.1
done
exec 3>&-
display=$(head -n1 "$home/display")
if [[ ! $display =~ ^[0-9]+$ ]]; then
  echo "Xvfb gave no display:" >&2
  cat "$home/xvfb.log" >&2
  exit 1
fi
export DISPLAY=":$display"

dbus-run-session -- /usr/bin/python3 - "$app" "$cli" "$script" "$examples" <<'PY'
import os, subprocess, sys, time
app, cli, script, examples = sys.argv[1:5]
bus = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"])
time.sleep(0.5)
env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_QPA_PLATFORM="xcb",
           QT_ACCESSIBILITY="1")
log = open(os.path.join(os.environ["HOME"], "app.log"), "w")
application = subprocess.Popen([app, "--examples"], env=env, stdout=log, stderr=log)
try:
    result = subprocess.run(["/usr/bin/python3", script, app, cli, examples], timeout=170)
    code = result.returncode
finally:
    application.terminate()
    try:
        application.wait(10)
    except subprocess.TimeoutExpired:
        application.kill()
    bus.terminate()
    bus.wait(10)
if code != 0:
    sys.stdout.write(open(os.path.join(os.environ["HOME"], "app.log")).read())
sys.exit(code)
PY
