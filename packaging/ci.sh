#!/usr/bin/env bash
# CI step for the installers: build them (packaging/build.sh), then smoke-test them
# (packaging/smoke.sh), and print how long each part took. Meant to be called from .ci/run
# after the tests, with the CI venv .venv in place (.ci/run makes it with -e ".[test]");
# installs PyInstaller into it (-e ".[build]") when it is missing. Runs as root on Debian for
# the .deb install check (smoke.sh skips that part otherwise).
#
#   bash packaging/ci.sh
#
# Environment: PYTHON (default .venv/bin/python; made with python3 -m venv when missing),
# CI_BUDGET_S (default 300): over it, a warning (not a failure: a slow shared machine is no bug).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export DEBIAN_FRONTEND=noninteractive PIP_DISABLE_PIP_VERSION_CHECK=1
START=$SECONDS

PYTHON=${PYTHON:-.venv/bin/python}
if [[ ! -x $PYTHON ]]; then
  echo "== no $PYTHON: making .venv"
  python3 -m venv .venv
  PYTHON=.venv/bin/python
fi
T0=$SECONDS
if ! "$PYTHON" -c "import PyInstaller, PySide6, tabletop" 2>/dev/null; then
  echo "== pip install -e .[build] into $("$PYTHON" -c 'import sys; print(sys.prefix)')"
  "$PYTHON" -m pip install -q -e ".[build]"
fi
T_PIP=$((SECONDS - T0))
export PYTHON

T0=$SECONDS
bash packaging/build.sh
T_BUILD=$((SECONDS - T0))

status=0
# The software centres' listing: appstreamcli (Debian's appstream package, which .ci/run installs)
# must accept the metainfo the .deb installs. Offline: its screenshot addresses are not fetched.
echo "== appstreamcli validate packaging/tabletop.metainfo.xml"
if ! command -v appstreamcli >/dev/null 2>&1; then
  echo "appstreamcli not found (apt-get install appstream)" >&2
  status=1
elif ! appstreamcli validate --no-net --explain packaging/tabletop.metainfo.xml; then
  status=1
fi

T0=$SECONDS
mkdir -p build
bash packaging/smoke.sh 2>&1 | tee build/smoke.log || status=1
T_SMOKE=$((SECONDS - T0))

TOTAL=$((SECONDS - START))
echo "== packaging CI: ${TOTAL}s (pip ${T_PIP}s, build ${T_BUILD}s, smoke ${T_SMOKE}s)"
if ((TOTAL > ${CI_BUDGET_S:-300})); then
  echo "warning: packaging CI took ${TOTAL}s, over its ${CI_BUDGET_S:-300}s budget" >&2
fi
# The checks' closing line last, so a reader of the CI log (or its test counter) sees it.
grep -E '^smoke: [0-9]+ passed, [0-9]+ failed$' build/smoke.log | tail -n 1 || echo "smoke: 0 passed, 1 failed"
exit "$status"
