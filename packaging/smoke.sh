#!/usr/bin/env bash
# Smoke-test the Linux installers that packaging/build.sh made in dist/ (the CI check).
#
#   packaging/smoke.sh            # as root on Debian/Ubuntu: everything, including the .deb
#
# Checks: bundle size <= 200 MB; the bundle's --version, --self-test and an offscreen
# --screenshot (a real PNG, not blank); a bot game gives the same result from source and from
# the bundle; saves cross over both ways (source save -> bundle --load, bundle save -> source
# --load); the tarball unpacks and runs; every shared library the bundle needs is in the bundle
# or on the system; a real window under Xvfb (when xvfb-run is there); then the .deb: apt-get
# install, tabletop on PATH, its self-test, menu entry and icons, apt-get remove.
# Ends with "smoke: N passed, N failed"; exit 1 if any check failed.
#
# Environment: PYTHON (the source run's Python; default .venv/bin/python, else python3),
# SMOKE_OUT (where screenshots are kept, default build/smoke), SMOKE_GAME (default
# harvest_island), SMOKE_PLAYERS (3), MAX_BUNDLE_MB (250), SKIP_DEB_INSTALL=1, SKIP_XVFB=1.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
REPO=$PWD
START=$SECONDS

if [[ -z "${PYTHON:-}" ]]; then
  if [[ -x .venv/bin/python ]]; then PYTHON=.venv/bin/python
  elif command -v python >/dev/null 2>&1; then PYTHON=python
  else PYTHON=python3; fi
fi
GAME=${SMOKE_GAME:-harvest_island}
PLAYERS=${SMOKE_PLAYERS:-3}
MAX_MB=${MAX_BUNDLE_MB:-200}
OUT=${SMOKE_OUT:-build/smoke}
VERSION=$("$PYTHON" packaging/appversion.py)
DEB_VERSION=$("$PYTHON" packaging/appversion.py --deb)
case "$(uname -m)" in
  x86_64) ARCH=x86_64; DEB_ARCH=amd64 ;;
  aarch64 | arm64) ARCH=aarch64; DEB_ARCH=arm64 ;;
  *) ARCH=$(uname -m); DEB_ARCH=$(dpkg --print-architecture 2>/dev/null || uname -m) ;;
esac
BUNDLE=dist/Tabletop
EXE=$BUNDLE/Tabletop
TARBALL=dist/Tabletop-$VERSION-linux-$ARCH.tar.gz
DEB=dist/tabletop_${DEB_VERSION}_${DEB_ARCH}.deb

WORK=$(mktemp -d "${TMPDIR:-/tmp}/tabletop-smoke.XXXXXX")
INSTALLED_BY_US=0
cleanup() {
  if [[ $INSTALLED_BY_US == 1 ]]; then
    apt-get remove -y -qq tabletop >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT

export QT_QPA_PLATFORM=offscreen
export TABLETOP_DATA_DIR="$WORK/data"
mkdir -p "$OUT" "$TABLETOP_DATA_DIR"
rm -f "$OUT"/*.png

PASSED=0
FAILED=0
FAILURES=()
pass() { PASSED=$((PASSED + 1)); echo "ok   $1"; }
fail() { FAILED=$((FAILED + 1)); FAILURES+=("$1"); echo "FAIL $1" >&2; }
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

# run NAME CMD... : run a command with its output in $WORK/NAME.log; pass/fail on its exit code.
run() {
  local name=$1
  shift
  local t0 rc=0
  t0=$(now)
  "$@" >"$WORK/$name.log" 2>&1 || rc=$?
  if [[ $rc == 0 ]]; then
    pass "$name ($(elapsed "$t0") s)"
    return 0
  fi
  fail "$name (exit $rc): $*"
  tail -n 25 "$WORK/$name.log" | sed 's/^/     | /' >&2
  return 1
}

# png_check NAME FILE : a PNG of at least 400x300 with real content (many colours), read by Qt.
png_check() {
  local name=$1 file=$2
  if [[ ! -s "$file" ]]; then
    fail "$name: $file missing or empty"
    return 1
  fi
  local report
  if report=$("$PYTHON" - "$file" <<'EOF' 2>&1
import sys
from PySide6.QtGui import QGuiApplication, QImage

app = QGuiApplication(sys.argv[:1])
path = sys.argv[1]
with open(path, "rb") as f:
    if f.read(8) != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path} is not a PNG")
image = QImage(path)
if image.isNull():
    raise SystemExit(f"Qt cannot read {path}")
w, h = image.width(), image.height()
step = max(1, min(w, h) // 80)
colours = {image.pixel(x, y) for x in range(0, w, step) for y in range(0, h, step)}
if w < 400 or h < 300 or len(colours) < 32:
    raise SystemExit(f"{path}: {w}x{h}, {len(colours)} colours sampled: looks blank or tiny")
print(f"{w}x{h}, {len(colours)} colours sampled")
EOF
  ); then
    pass "$name: $report"
  else
    fail "$name: $report"
    return 1
  fi
}

echo "== smoke test of Tabletop $VERSION ($REPO/dist), source Python: $PYTHON"
if [[ ! -x $EXE ]]; then
  fail "bundle: $EXE not found (run packaging/build.sh first)"
  echo "smoke: $PASSED passed, $FAILED failed"
  exit 1
fi

# -- size
BUNDLE_MB=$(du -sm "$BUNDLE" | cut -f1)
if ((BUNDLE_MB <= MAX_MB)); then pass "bundle size ${BUNDLE_MB} MB <= ${MAX_MB} MB"
else fail "bundle size ${BUNDLE_MB} MB > ${MAX_MB} MB"; fi

# -- the bundle itself
GOT=$("$EXE" --version 2>&1 || true)
if [[ "$GOT" == "Tabletop $VERSION" ]]; then pass "bundle --version: $GOT"
else fail "bundle --version: '$GOT', expected 'Tabletop $VERSION'"; fi

if run bundle-self-test "$EXE" --self-test; then
  grep -q "self-test passed" "$WORK/bundle-self-test.log" || fail "bundle --self-test did not print 'self-test passed'"
fi

run bundle-screenshot "$EXE" --screenshot "$OUT/bundle.png" --game "$GAME" --players "$PLAYERS" --seed 7 --plies 20 &&
  png_check "bundle screenshot" "$OUT/bundle.png"

# -- Japanese and German from the bundle: its catalogs and its own CJK font (issue 34)
if [[ -f "$BUNDLE/_internal/resources/fonts/NotoSansCJK-Regular.ttc" ]]; then pass "bundle carries Noto Sans CJK"
else fail "bundle: resources/fonts/NotoSansCJK-Regular.ttc missing"; fi
for lang in de ja; do
  run "bundle-screenshot-$lang" env LANGUAGE=$lang "$EXE" --screenshot "$OUT/bundle-$lang.png" --game "$GAME" --players "$PLAYERS" --seed 7 --plies 20 &&
    png_check "bundle screenshot ($lang)" "$OUT/bundle-$lang.png"
done

# -- same seed, same game: the frozen engine behaves exactly like the source one
run play-source "$PYTHON" -m tabletop play --game "$GAME" --players "$PLAYERS" --seed 11 --bots random \
  --save "$WORK/from-source.json" || true
run play-bundle "$EXE" play --game "$GAME" --players "$PLAYERS" --seed 11 --bots random \
  --save "$WORK/from-bundle.json" || true
if diff <(grep -v '^saved to' "$WORK/play-source.log") <(grep -v '^saved to' "$WORK/play-bundle.log") >"$WORK/play.diff"; then
  pass "same seed, same result from source and bundle: $(head -n 1 "$WORK/play-bundle.log")"
else
  fail "source and bundle disagree on the same seeded game"
  sed 's/^/     | /' "$WORK/play.diff" >&2
fi

# -- saves cross over both ways
if [[ -s "$WORK/from-source.json" ]]; then
  run "source-save-loads-in-bundle" "$EXE" --screenshot "$OUT/source-save-in-bundle.png" --load "$WORK/from-source.json" &&
    png_check "source save rendered by the bundle" "$OUT/source-save-in-bundle.png"
fi
if [[ -s "$WORK/from-bundle.json" ]]; then
  run "bundle-save-loads-in-source" "$PYTHON" -m tabletop --screenshot "$OUT/bundle-save-in-source.png" --load "$WORK/from-bundle.json" &&
    png_check "bundle save rendered from source" "$OUT/bundle-save-in-source.png"
fi

# -- a save given as the file argument (the menu entry's "Exec=tabletop %f"), and as .tabletop
if [[ -s "$WORK/from-source.json" ]]; then
  cp "$WORK/from-source.json" "$WORK/as-document.tabletop"
  run "bundle-opens-a-tabletop-file" "$EXE" --screenshot "$OUT/document.png" --load "$WORK/as-document.tabletop" &&
    png_check "a .tabletop save rendered by the bundle" "$OUT/document.png"
fi

# -- the tarball
if [[ -f $TARBALL ]]; then
  mkdir -p "$WORK/tar"
  if tar -xzf "$TARBALL" -C "$WORK/tar" && [[ -x "$WORK/tar/Tabletop-$VERSION/Tabletop" && -f "$WORK/tar/Tabletop-$VERSION/INSTALL.txt" ]]; then
    pass "tarball unpacks to Tabletop-$VERSION/ with INSTALL.txt"
    run tarball-self-test "$WORK/tar/Tabletop-$VERSION/Tabletop" --self-test || true
  else
    fail "tarball $TARBALL does not unpack to Tabletop-$VERSION/Tabletop + INSTALL.txt"
  fi
  rm -rf "$WORK/tar"
else
  fail "tarball $TARBALL missing"
fi

# -- shared libraries: everything the bundle links to resolves (in the bundle or on the system)
if command -v ldd >/dev/null 2>&1; then
  MISSING=$(find "$BUNDLE" -type f \( -name '*.so*' -o -name Tabletop \) -print0 |
    xargs -0 -n 50 ldd 2>/dev/null | grep 'not found' | sort -u || true)
  # The Wayland and EGLFS/VNC plugins need libraries a plain X11/offscreen machine may lack;
  # Qt then just skips that plugin. Everything else must resolve.
  HARD=$(grep -vE 'libwayland|libdrm|libgbm|libinput|libmtdev|libudev|libts|libvulkan' <<<"$MISSING" || true)
  if [[ -z "$HARD" ]]; then
    pass "shared libraries resolve${MISSING:+ (optional, unresolved here: $(awk '{print $1}' <<<"$MISSING" | sort -u | tr '\n' ' '))}"
  else
    fail "shared libraries not found: $(awk '{print $1}' <<<"$HARD" | sort -u | tr '\n' ' ')"
  fi
fi

# -- a real window under Xvfb (xcb platform plugin and the X libraries). With xwininfo
# (x11-utils) it also waits for the main window and reports the time to it; without, the
# program just has to stay up for 6 s.
if [[ "${SKIP_XVFB:-0}" != 1 ]] && command -v xvfb-run >/dev/null 2>&1; then
  cat >"$WORK/window.sh" <<'EOF'
#!/usr/bin/env bash
exe=$1
t0=$(date +%s.%N)
QT_QPA_PLATFORM=xcb "$exe" &
pid=$!
shown=""
for _ in $(seq 1 240); do
  kill -0 "$pid" 2>/dev/null || break
  if command -v xwininfo >/dev/null 2>&1; then
    if xwininfo -root -tree 2>/dev/null | grep -q '("Tabletop" "Tabletop")'; then
      shown=$(awk -v a="$t0" -v b="$(date +%s.%N)" 'BEGIN { printf "%.2f", b - a }')
      break
    fi
  elif (($(date +%s) - ${t0%.*} >= 6)); then
    shown=up
    break
  fi
  sleep 0.05
done
alive=0
kill -0 "$pid" 2>/dev/null && alive=1
kill "$pid" 2>/dev/null
wait "$pid" 2>/dev/null
echo "window=$shown alive=$alive"
EOF
  xvfb-run -a -s "-screen 0 1280x800x24" bash "$WORK/window.sh" "$REPO/$EXE" >"$WORK/xvfb.log" 2>&1 || true
  RESULT=$(grep -o 'window=[^ ]* alive=[01]' "$WORK/xvfb.log" | tail -n 1 || true)
  if [[ $RESULT == "window=up alive=1" ]]; then
    pass "GUI runs under Xvfb (xcb) for 6 s"
  elif [[ $RESULT =~ ^window=([0-9.]+)\ alive=1$ ]]; then
    pass "GUI under Xvfb (xcb): main window after ${BASH_REMATCH[1]} s"
  else
    fail "GUI under Xvfb: ${RESULT:-no result}"
    tail -n 25 "$WORK/xvfb.log" | sed 's/^/     | /' >&2
  fi
fi

# -- the Debian package
if [[ "${SKIP_DEB_INSTALL:-0}" == 1 ]]; then
  echo "skip .deb install (SKIP_DEB_INSTALL=1)"
elif [[ $(id -u) != 0 ]] || ! command -v apt-get >/dev/null 2>&1; then
  echo "skip .deb install (needs root and apt-get)"
elif [[ ! -f $DEB ]]; then
  fail ".deb $DEB missing"
else
  if dpkg -s tabletop >/dev/null 2>&1; then
    apt-get remove -y -qq tabletop >/dev/null # same version would not be reinstalled
  fi
  if ! compgen -G "/var/lib/apt/lists/*_Packages" >/dev/null; then
    apt-get update -qq # no package lists yet: apt could not fetch the Depends
  fi
  INSTALLED_BY_US=1
  if run deb-install env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$REPO/$DEB"; then
    # /usr/games is on every user's PATH on Debian (/etc/profile), not always on root's
    export PATH="$PATH:/usr/games"
    WHERE=$(command -v tabletop || true)
    if [[ "$WHERE" == /usr/games/tabletop ]]; then pass "tabletop on PATH at $WHERE"
    else fail "tabletop not on PATH at /usr/games/tabletop (found '$WHERE')"; fi
    GOT=$(tabletop --version 2>&1 || true)
    if [[ "$GOT" == "Tabletop $VERSION" ]]; then pass "installed tabletop --version"
    else fail "installed tabletop --version: '$GOT'"; fi
    run deb-self-test tabletop --self-test || true
    run deb-screenshot tabletop --screenshot "$OUT/installed.png" --game "$GAME" --players "$PLAYERS" --seed 3 &&
      png_check "installed screenshot" "$OUT/installed.png"
    MISSING_FILES=""
    for f in /opt/tabletop/Tabletop /opt/tabletop/_internal/resources/games \
      /usr/share/applications/tabletop.desktop /usr/share/icons/hicolor/48x48/apps/tabletop.png \
      /usr/share/icons/hicolor/128x128/apps/tabletop.png /usr/share/icons/hicolor/256x256/apps/tabletop.png \
      /usr/share/icons/hicolor/scalable/apps/tabletop.svg /usr/share/mime/packages/tabletop.xml \
      /usr/share/man/man6/tabletop.6.gz /usr/share/doc/tabletop/changelog.gz \
      /usr/share/metainfo/org.tabletop_games.Tabletop.metainfo.xml \
      /opt/tabletop/_internal/licenses/Qt-PySide6-LGPL-3.txt; do
      [[ -e $f ]] || MISSING_FILES+=" $f"
    done
    if [[ -z $MISSING_FILES ]]; then pass "installed files: /opt/tabletop, menu entry, hicolor icons"
    else fail "not installed:$MISSING_FILES"; fi
    # Every system library the bundle links to directly must come from a package the .deb
    # depends on (so apt brings it), and with those installed nothing may be missing.
    if command -v readelf >/dev/null 2>&1 && command -v dpkg-query >/dev/null 2>&1; then
      if report=$("$PYTHON" - "$REPO/$DEB" <<'EOF' 2>&1
import os, re, subprocess, sys

root = "/opt/tabletop"
depends = subprocess.run(["dpkg-deb", "-f", sys.argv[1], "Depends"], capture_output=True, text=True, check=True).stdout
declared = {re.sub(r"\s*\(.*?\)", "", alt).strip() for dep in depends.split(",") for alt in dep.split("|")}
elves, bundled = [], set()
for folder, _, files in os.walk(root):
    for name in files:
        path = os.path.join(folder, name)
        bundled.add(name)
        with open(path, "rb") as f:
            if f.read(4) == b"\x7fELF":
                elves.append(path)
needed, resolved, missing = set(), {}, set()
for path in elves:
    out = subprocess.run(["readelf", "-d", path], capture_output=True, text=True).stdout
    needed |= set(re.findall(r"\(NEEDED\)\s+Shared library: \[(.+?)\]", out))
    for line in subprocess.run(["ldd", path], capture_output=True, text=True).stdout.splitlines():
        m = re.match(r"\s*(\S+) => (.+?) \(0x", line)
        if m:
            resolved.setdefault(m.group(1), m.group(2))
        elif "not found" in line:
            missing.add(line.split()[0])
if missing:
    raise SystemExit(f"not found with the Depends installed: {' '.join(sorted(missing))}")
owners = {}
for soname in sorted(needed - bundled):
    if soname.startswith("ld-linux") or soname not in resolved:
        continue
    real = os.path.realpath(resolved[soname])
    candidates = [resolved[soname], real] + [re.sub(r"^/usr", "", p) for p in (resolved[soname], real)] + ["/usr" + p for p in (resolved[soname], real) if not p.startswith("/usr")]
    owner = None
    for cand in candidates:
        q = subprocess.run(["dpkg-query", "-S", cand], capture_output=True, text=True)
        if q.returncode == 0:
            owner = q.stdout.split(":")[0].split(",")[0].strip()
            break
    owners[soname] = owner or "?"
undeclared = {s: o for s, o in owners.items() if o not in declared}
if undeclared:
    raise SystemExit("linked but not in Depends: " + ", ".join(f"{s} ({o})" for s, o in sorted(undeclared.items())))
print(f"{len(owners)} system libraries from {len(set(owners.values()))} packages, all in Depends")
EOF
      ); then pass "Depends cover the bundle: $report"; else fail "Depends: $report"; fi
    fi
    if command -v desktop-file-validate >/dev/null 2>&1; then
      run desktop-file-validate desktop-file-validate /usr/share/applications/tabletop.desktop || true
    fi
  fi
  if run deb-remove env DEBIAN_FRONTEND=noninteractive apt-get remove -y -q tabletop; then
    INSTALLED_BY_US=0
    if [[ ! -e /opt/tabletop && ! -e /usr/games/tabletop ]]; then pass "removed: no /opt/tabletop, no /usr/games/tabletop"
    else fail "files left after apt-get remove"; fi
  fi
fi

echo "== smoke test took $((SECONDS - START))s; screenshots in $OUT/"
if ((FAILED)); then
  printf '   failed: %s\n' "${FAILURES[@]}" >&2
fi
echo "smoke: $PASSED passed, $FAILED failed"
((FAILED == 0))
