#!/usr/bin/env bash
# Build the Linux installers of Tabletop from a checkout:
#   dist/Tabletop/                                 one-dir PyInstaller bundle (dist/Tabletop/Tabletop)
#   dist/Tabletop-<version>-linux-<arch>.tar.gz    that bundle in Tabletop-<version>/ + INSTALL.txt
#   dist/tabletop_<version>_<debarch>.deb          /opt/tabletop + /usr/bin/tabletop + menu entry + icons
#
# Usage (from anywhere):  packaging/build.sh
# Needs a Python with the project and PyInstaller:  pip install -e ".[build]"  (an active venv,
# or PYTHON=/path/to/python). Needs dpkg-deb for the .deb (SKIP_DEB=1 skips it).
# Environment: PYTHON (default: python, else python3), SKIP_DEB=1, DEB_COMPRESS (xz|gzip|zstd|none,
# default xz), DEB_MAINTAINER.
set -euo pipefail

START=$SECONDS
cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ -z "${PYTHON:-}" ]]; then
  if command -v python >/dev/null 2>&1; then PYTHON=python; else PYTHON=python3; fi
fi
if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
  echo "build.sh: PyInstaller is not installed for $PYTHON; run: $PYTHON -m pip install -e '.[build]'" >&2
  exit 1
fi

VERSION=$("$PYTHON" packaging/appversion.py)
case "$(uname -m)" in
  x86_64) ARCH=x86_64; DEB_ARCH=amd64 ;;
  aarch64 | arm64) ARCH=aarch64; DEB_ARCH=arm64 ;;
  *) ARCH=$(uname -m); DEB_ARCH=$(dpkg --print-architecture 2>/dev/null || uname -m) ;;
esac
DEB_VERSION=$("$PYTHON" packaging/appversion.py --deb) # 1.0rc1 -> 1.0~rc1 (sorts before 1.0)
NAME="Tabletop-$VERSION"
TARBALL="dist/$NAME-linux-$ARCH.tar.gz"
DEB="dist/tabletop_${DEB_VERSION}_${DEB_ARCH}.deb"
ICONS=packaging/build/icons
STAGE=build/stage

echo "== Tabletop $VERSION: bundle ($PYTHON, $("$PYTHON" -m PyInstaller --version 2>/dev/null | tail -1))"
"$PYTHON" packaging/make_icons.py --out "$ICONS"
rm -rf dist/Tabletop build/pyinstaller "$STAGE" "$TARBALL" "$DEB"
mkdir -p build
T0=$SECONDS
if ! "$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/tabletop.spec >build/pyinstaller.log 2>&1; then
  tail -n 60 build/pyinstaller.log >&2
  echo "build.sh: PyInstaller failed; full log in build/pyinstaller.log" >&2
  exit 1
fi
T_PYI=$((SECONDS - T0))
grep -E "WARNING|ERROR" build/pyinstaller.log | grep -vE "Library (ole32|shell32|user32|kernel32|advapi32|gdi32)\b|platformthemes/libqgtk3" || true
test -x dist/Tabletop/Tabletop || { echo "build.sh: dist/Tabletop/Tabletop missing" >&2; exit 1; }
test -d dist/Tabletop/_internal/resources/games || { echo "build.sh: resources/ not in the bundle" >&2; exit 1; }
BUNDLE_VERSION=$(dist/Tabletop/Tabletop --version)
[[ "$BUNDLE_VERSION" == "Tabletop $VERSION" ]] || {
  echo "build.sh: bundle says '$BUNDLE_VERSION', expected 'Tabletop $VERSION'" >&2
  exit 1
}

desktop_entry() { # $1 = Exec line
  cat <<EOF
[Desktop Entry]
Type=Application
Version=1.0
Name=Tabletop
GenericName=Board Games
Comment=Five Euro board games, hot-seat at one computer, with the rules enforced
Exec=$1
Icon=tabletop
Terminal=false
Categories=Game;BoardGame;
MimeType=application/x-tabletop-save;
Keywords=board;game;hot-seat;euro;
StartupNotify=true
StartupWMClass=Tabletop
EOF
}

echo "== tarball $TARBALL"
T0=$SECONDS
TOP="$STAGE/tar/$NAME"
mkdir -p "$TOP"
cp -a dist/Tabletop/. "$TOP/"
cp "$ICONS/tabletop-256.png" "$TOP/tabletop.png"
desktop_entry "$NAME/Tabletop" | sed "s|^Exec=.*|Exec=/path/to/$NAME/Tabletop %f|; s|^Icon=.*|Icon=/path/to/$NAME/tabletop.png|" >"$TOP/tabletop.desktop"
cat >"$TOP/INSTALL.txt" <<EOF
Tabletop $VERSION for Linux ($ARCH)
=================================

Five Euro board games, hot-seat at one computer, with the rules enforced.

Run it
  Unpack anywhere and start ./Tabletop (keep the _internal/ folder next to it):
      tar -xzf $NAME-linux-$ARCH.tar.gz
      ./$NAME/Tabletop
  Nothing is installed system-wide. Command line: ./Tabletop --help
  (--self-test checks every game headless; play/--screenshot/bench as in the project README).

System libraries
  The bundle carries Python, Qt and everything Python-side. Qt still needs the desktop's own
  OpenGL/EGL, fontconfig, xkbcommon, GLib, D-Bus and XCB libraries. On Debian/Ubuntu:
      sudo apt-get install libgl1 libegl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 \\
        libglib2.0-0 libdbus-1-3 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 \\
        libxcb-render-util0 libxcb-shape0 libxcb-xkb1 fonts-dejavu-core libbrotli1 libgssapi-krb5-2
  (Japanese letters come with the bundle's own Noto Sans CJK font.)
  (on Ubuntu 24.04 and Debian 13 the GLib package is called libglib2.0-0t64.)
  The .deb package (tabletop_${DEB_VERSION}_${DEB_ARCH}.deb) pulls these in by itself.

Menu entry (optional)
  Edit the two /path/to/ lines in tabletop.desktop, then
      cp tabletop.desktop ~/.local/share/applications/

Your data
  Saves, autosaves and data packs live in ~/.local/share/Tabletop (set TABLETOP_DATA_DIR to use
  another folder, e.g. for a portable install). Removing the unpacked folder removes the program,
  not your saves.
EOF
tar --sort=name --owner=0 --group=0 --numeric-owner -C "$STAGE/tar" -czf "$TARBALL" "$NAME"
T_TAR=$((SECONDS - T0))

T_DEB=0
if [[ "${SKIP_DEB:-0}" == 1 ]]; then
  echo "== .deb skipped (SKIP_DEB=1)"
elif ! command -v dpkg-deb >/dev/null 2>&1; then
  echo "== .deb skipped: dpkg-deb not found"
  DEB=""
else
  echo "== Debian package $DEB"
  T0=$SECONDS
  ROOT="$STAGE/deb"
  mkdir -p "$ROOT/DEBIAN" "$ROOT/opt" "$ROOT/usr/games" "$ROOT/usr/share/applications" \
    "$ROOT/usr/share/doc/tabletop" "$ROOT/usr/share/man/man6" "$ROOT/usr/share/metainfo"
  cp -a dist/Tabletop "$ROOT/opt/tabletop"
  # the system's fonts-noto-cjk (a Depends) gives the Japanese letters: no second copy
  rm -rf "$ROOT/opt/tabletop/_internal/resources/fonts" "$ROOT/opt/tabletop/_internal/licenses/fonts-noto-cjk"
  # A wrapper, not a symlink: the bundle finds _internal/ next to the real executable either
  # way, but a script keeps argv[0] and /proc/self/exe unsurprising for Qt and for users.
  # /usr/games: Debian's place for a game's command (section games); on PATH by default.
  cat >"$ROOT/usr/games/tabletop" <<'EOF'
#!/bin/sh
exec /opt/tabletop/Tabletop "$@"
EOF
  chmod 0755 "$ROOT/usr/games/tabletop"
  gzip -9n <packaging/tabletop.6 >"$ROOT/usr/share/man/man6/tabletop.6.gz"
  # A native package's changelog.gz is in Debian's format: packaging/CHANGELOG.md's entry for this
  # version, its "- " items as "  * " lines (lintian reads it)
  "$PYTHON" - "$VERSION" "$DEB_VERSION" "${DEB_MAINTAINER:-Tabletop developers <maintainers@tabletop.example.org>}" <<'PY' | gzip -9n >"$ROOT/usr/share/doc/tabletop/changelog.gz"
import email.utils, re, sys, textwrap
version, deb_version, maintainer = sys.argv[1:4]
text = open("packaging/CHANGELOG.md", encoding="utf-8").read()
part = re.search(r"^## " + re.escape(version) + r"\b.*?\n(.*?)(?=^## |\Z)", text, re.S | re.M)
items = re.split(r"\n- ", "\n" + (part.group(1).strip() if part else "- Release " + version))
print(f"tabletop ({deb_version}) unstable; urgency=medium\n")
for item in filter(None, (i.strip().lstrip("- ") for i in items)):
    print(textwrap.fill(" ".join(item.split()), 76, initial_indent="  * ", subsequent_indent="    ", break_on_hyphens=False))
print(f"\n -- {maintainer}  {email.utils.formatdate(usegmt=False)}")
PY
  cp packaging/tabletop.metainfo.xml "$ROOT/usr/share/metainfo/org.tabletop_games.Tabletop.metainfo.xml"
  desktop_entry "tabletop %f" >"$ROOT/usr/share/applications/tabletop.desktop"
  mkdir -p "$ROOT/usr/share/mime/packages" # the saves' type; dpkg's trigger updates the database
  cp packaging/tabletop-mime.xml "$ROOT/usr/share/mime/packages/tabletop.xml"
  for size in 16 24 32 48 64 128 256 512; do
    dir="$ROOT/usr/share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    cp "$ICONS/tabletop-$size.png" "$dir/tabletop.png"
  done
  mkdir -p "$ROOT/usr/share/icons/hicolor/scalable/apps"
  cp packaging/icons/tabletop.svg "$ROOT/usr/share/icons/hicolor/scalable/apps/tabletop.svg"
  # Machine-readable (DEP 5). The bundled components' licence texts are in the bundle's
  # licenses/ folder (tabletop.spec collects them); LGPL 3 and GPL 3 also in common-licenses.
  QT_VERSION=$("$PYTHON" -c 'import PySide6; print(PySide6.__version__)')
  cat >"$ROOT/usr/share/doc/tabletop/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Tabletop
Comment: Tabletop $VERSION, a self-contained build: Python, Qt and the Python packages below
 are bundled in /opt/tabletop/_internal, unchanged. Their licence texts are in
 /opt/tabletop/_internal/licenses/.

Files: *
Copyright: 2026 the Tabletop authors
License: proprietary
 All rights reserved. The program, its table art and its icons are made for this project.

Files: opt/tabletop/_internal/libpython3* opt/tabletop/_internal/python3*
 opt/tabletop/_internal/base_library.zip
Copyright: 2001-2026 Python Software Foundation
License: PSF-2.0
 See /opt/tabletop/_internal/licenses/Python-PSF-LICENSE.txt.

Files: opt/tabletop/_internal/libQt6* opt/tabletop/_internal/libicu*
 opt/tabletop/_internal/PySide6/* opt/tabletop/_internal/shiboken6/*
 opt/tabletop/_internal/libpyside6* opt/tabletop/_internal/libshiboken6*
Copyright: The Qt Company Ltd. and other contributors (see each library)
License: LGPL-3
 Qt 6 and PySide6 $QT_VERSION are used under the GNU Lesser General Public License
 version 3, unmodified; the text is in /usr/share/common-licenses/LGPL-3 (it builds on
 GPL-3, beside it) and in /opt/tabletop/_internal/licenses/. The Qt libraries may be
 replaced by other builds of the same version.

Files: opt/tabletop/_internal/pydantic/* opt/tabletop/_internal/pydantic-*
Copyright: 2017 to present Pydantic Services Inc. and individual contributors
License: MIT
 See /opt/tabletop/_internal/licenses/pydantic-LICENSE.txt.

Files: opt/tabletop/_internal/pydantic_core/*
Copyright: 2022 Samuel Colvin
License: MIT
 See /opt/tabletop/_internal/licenses/pydantic_core-LICENSE.txt.

Files: opt/tabletop/_internal/platformdirs/*
Copyright: 2010-202x The platformdirs developers
License: MIT
 See /opt/tabletop/_internal/licenses/platformdirs-LICENSE.txt.
EOF
  # The system libraries the bundle leaves to the system (see the spec: Qt's platform plugins
  # for X11/XCB and Wayland, fonts, GLib, D-Bus, the C++ runtime). Alternatives cover the t64
  # rename in Debian 13 / Ubuntu 24.04. libbrotli1 and libgssapi-krb5-2: QtNetwork links them
  # (the app uses only its local socket, qt/single_instance.py). packaging/smoke.sh fails when a library the bundle
  # links to comes from a package that is not named here. libc6: the newest glibc symbol
  # version any bundled ELF file references, so dpkg refuses a system too old to start it.
  GLIBC=$(find dist/Tabletop -type f \( -name '*.so*' -o -name Tabletop \) -exec grep -aoh 'GLIBC_2\.[0-9]*' {} + 2>/dev/null |
    sed 's/GLIBC_//' | sort -uV | tail -n 1)
  DEPENDS="libc6 (>= ${GLIBC:-2.28}), libstdc++6, libgcc-s1, libzstd1,
 zlib1g, libgl1, libegl1, libfontconfig1, libfreetype6, libexpat1, fonts-dejavu-core, fonts-noto-cjk,
 libglib2.0-0t64 | libglib2.0-0, libdbus-1-3, libxkbcommon0, libxkbcommon-x11-0,
 libx11-6, libx11-xcb1, libxcb1, libxcb-cursor0, libxcb-glx0, libxcb-icccm4, libxcb-image0,
 libxcb-keysyms1, libxcb-randr0, libxcb-render0, libxcb-render-util0, libxcb-shape0,
 libxcb-shm0, libxcb-sync1, libxcb-util1, libxcb-xfixes0, libxcb-xkb1,
 libwayland-client0, libwayland-cursor0, libwayland-egl1, libbrotli1, libgssapi-krb5-2"
  INSTALLED_KB=$(du -sk --exclude=DEBIAN "$ROOT" | cut -f1)
  cat >"$ROOT/DEBIAN/control" <<EOF
Package: tabletop
Version: $DEB_VERSION
Architecture: $DEB_ARCH
Maintainer: ${DEB_MAINTAINER:-Tabletop developers <maintainers@tabletop.example.org>}
Installed-Size: $INSTALLED_KB
Section: games
Priority: optional
Depends: $(tr -s ' \n' ' ' <<<"$DEPENDS")
Description: five Euro board games, hot-seat, with the rules enforced
 Tabletop lets several people play Euro board games at one computer, taking
 turns (hot-seat), with every rule enforced and bots for empty seats.
 .
 This package installs a self-contained build (Python and Qt included) in
 /opt/tabletop. The tabletop command (in /usr/games) and the menu entry start
 it, and .tabletop saves open with it from the file manager.
EOF
  # Normalise modes whatever the umask was: dirs and executables 755, the rest 644; shared
  # libraries and plugins are loaded, never run: 644 too (lintian: shared-library-is-executable)
  chmod -R u=rwX,go=rX "$ROOT"
  find "$ROOT/opt" -type f -name '*.so*' -exec chmod 0644 {} +
  dpkg-deb --root-owner-group -Z"${DEB_COMPRESS:-xz}" --build "$ROOT" "$DEB" >/dev/null
  T_DEB=$((SECONDS - T0))
fi

TOTAL=$((SECONDS - START))
BUNDLE_MB=$(du -sm dist/Tabletop | cut -f1)
echo "== built Tabletop $VERSION in ${TOTAL}s (PyInstaller ${T_PYI}s, tarball ${T_TAR}s, deb ${T_DEB}s)"
echo "   bundle   dist/Tabletop        ${BUNDLE_MB} MB ($(find dist/Tabletop -type f | wc -l) files)"
echo "   tarball  $TARBALL  $(du -m "$TARBALL" | cut -f1) MB"
[[ -n "$DEB" && -f "$DEB" ]] && echo "   deb      $DEB  $(du -m "$DEB" | cut -f1) MB"
exit 0
