#!/bin/sh
# The accessibility check (issue 32): the app on Xvfb with the AT-SPI bus, probed with pyatspi.
# Needs (Debian/Ubuntu): xvfb at-spi2-core dbus python3-pyatspi (for /usr/bin/python3).
# Usage, from the repository: tests/integration/a11y_check.sh [PYTHON]   (PYTHON: the app's; default .venv)
set -u
PY=${1:-.venv/bin/python}
DISPLAY_NUM=${A11Y_DISPLAY:-:87}
A11Y_LOG=$(mktemp)
export A11Y_LOG
Xvfb "$DISPLAY_NUM" -screen 0 1600x1000x24 >/dev/null 2>&1 &
XVFB=$!
sleep 1
export DISPLAY="$DISPLAY_NUM"
dbus-run-session -- sh -c '
  launcher=$(ls /usr/libexec/at-spi-bus-launcher /usr/lib/at-spi2-core/at-spi-bus-launcher 2>/dev/null | head -1)
  "$launcher" --launch-immediately >/dev/null 2>&1 &
  BUS=$!
  sleep 1
  QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1 QT_ACCESSIBILITY=1 QT_QPA_PLATFORM=xcb PYTHONPATH=. "$0" tests/integration/a11y_check.py app ${A11Y_TRACE:-} > "$A11Y_LOG" 2>&1 &
  APP=$!
  sleep 2
  /usr/bin/python3 tests/integration/a11y_check.py probe
  rc=$?
  sleep 1
  tail -1 "$A11Y_LOG"
  kill $APP $BUS 2>/dev/null
  exit $rc
' "$PY"
rc=$?
kill $XVFB 2>/dev/null
rm -f "$A11Y_LOG"
exit $rc
