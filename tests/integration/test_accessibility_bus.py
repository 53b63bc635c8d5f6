"""Issue 32 item 2 through the real accessibility bus: the app on Xvfb with AT-SPI, read and
played by a pyatspi script (tests/integration/a11y_check.sh), as a screen reader would. Skipped where the
bus's packages are missing (CI installs xvfb, dbus, at-spi2-core and python3-pyatspi)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")


def bus_available() -> bool:
    if not (shutil.which("Xvfb") and shutil.which("dbus-run-session")):
        return False
    if not any(Path(p).exists() for p in LAUNCHERS) or not Path("/usr/bin/python3").exists():
        return False
    probe = subprocess.run(["/usr/bin/python3", "-c", "import pyatspi"], capture_output=True)
    return probe.returncode == 0


@pytest.mark.skipif(not bus_available(), reason="no Xvfb, D-Bus, AT-SPI or python3-pyatspi")
def test_a_screen_reader_reads_the_table_and_makes_a_move() -> None:
    env = dict(os.environ, A11Y_DISPLAY=f":{150 + os.getpid() % 100}")
    env.pop("QT_QPA_PLATFORM", None)
    run = subprocess.run(
        ["sh", str(ROOT / "tests" / "integration" / "a11y_check.sh"), sys.executable],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=180,
    )
    out = run.stdout
    assert run.returncode == 0 and "OK: the move was made" in out, out + run.stderr
    assert "'Choices now' lists" in out and "the outline has" in out
