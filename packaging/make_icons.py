"""Render packaging/icons/tabletop.svg to the icon files the installers need.

    python packaging/make_icons.py [--out DIR] [--force]

Writes into DIR (default: packaging/build/icons, which git ignores):

* ``tabletop-<N>.png`` for N in 16 24 32 48 64 128 256 512 1024 (Linux hicolor theme, tarball);
* ``tabletop.ico`` for Windows: the ICO container written by hand, 16-64 px as 32-bit
  BMP images (what every Windows tool reads) and 128/256 px as embedded PNG (Vista and later);
* ``tabletop.icns`` for macOS: the ICNS container with PNG entries (ic07-ic14, icp4-icp6).

Rendering uses QtSvg from PySide6 on the offscreen platform, so no display is needed.
Files are only rewritten when the SVG or this script is newer than them (or with --force).
The script reads every file back with Qt (PNG, ICO) or checks its structure (ICNS) and exits 1
if anything is off.
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SVG = HERE / "icons" / "tabletop.svg"
DEFAULT_OUT = HERE / "build" / "icons"

PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512, 1024)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_PNG_FROM = 128  # sizes >= this are stored as PNG inside the .ico, smaller ones as BMP
# ICNS OSType -> pixel size (PNG payloads; the @2x types share pixel sizes with the 1x ones)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic13", 256),
    (b"ic14", 512),
)


def outputs(out: Path) -> list[Path]:
    return [out / f"tabletop-{n}.png" for n in PNG_SIZES] + [
        out / "tabletop.ico",
        out / "tabletop.icns",
    ]


def up_to_date(out: Path) -> bool:
    newest_source = max(SVG.stat().st_mtime, Path(__file__).stat().st_mtime)
    files = outputs(out)
    return all(f.exists() and f.stat().st_mtime >= newest_source for f in files)


def _qt():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    return app, QBuffer, QByteArray, QIODevice, QRectF, Qt, QImage, QPainter, QSvgRenderer


def render_all():
    """Every size rendered: (PNG bytes by size, QImage by size for the BMP entries)."""
    app, QBuffer, QByteArray, QIODevice, QRectF, Qt, QImage, QPainter, QSvgRenderer = _qt()  # noqa: N806
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: QtSvg cannot read {SVG}")
    images = {}
    pngs = {}
    for size in sorted(set(PNG_SIZES) | set(ICO_SIZES)):
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, size, size))
        painter.end()
        images[size] = image
        data = QByteArray()
        buffer = QBuffer(data)
        buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        if not image.save(buffer, "PNG"):
            raise SystemExit(f"make_icons: could not encode {size}px PNG")
        buffer.close()
        pngs[size] = bytes(data.data())
    del app
    return pngs, images


def bmp_dib(image, size: int) -> bytes:
    """A 32-bit BI_RGB DIB as ICO stores it: header with double height, bottom-up BGRA rows,
    then an all-zero 1-bit AND mask (the alpha channel does the masking)."""
    from PySide6.QtGui import QImage

    argb = image.convertToFormat(QImage.Format.Format_ARGB32)  # little endian memory: B G R A
    stride = argb.bytesPerLine()
    raw = bytes(argb.constBits())[: stride * size]
    rows = [raw[y * stride : y * stride + size * 4] for y in range(size)]
    xor = b"".join(reversed(rows))
    mask_stride = ((size + 31) // 32) * 4
    and_mask = bytes(mask_stride * size)
    header = struct.pack(
        "<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, len(xor) + len(and_mask), 0, 0, 0, 0
    )
    return header + xor + and_mask


def build_ico(pngs: dict[int, bytes], images: dict) -> bytes:
    payloads = []
    for size in ICO_SIZES:
        payloads.append((size, pngs[size] if size >= ICO_PNG_FROM else bmp_dib(images[size], size)))
    head = struct.pack("<HHH", 0, 1, len(payloads))
    offset = len(head) + 16 * len(payloads)
    entries = b""
    for size, data in payloads:
        dim = 0 if size >= 256 else size  # 0 means 256 in an ICONDIRENTRY
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return head + entries + b"".join(data for _, data in payloads)


def build_icns(pngs: dict[int, bytes]) -> bytes:
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def check(out: Path) -> list[str]:
    """Read everything back; returns a list of problems."""
    _qt()
    from PySide6.QtGui import QImage, QImageReader

    problems = []
    for size in PNG_SIZES:
        image = QImage(str(out / f"tabletop-{size}.png"))
        if image.isNull() or image.width() != size or image.height() != size:
            problems.append(f"tabletop-{size}.png does not read back as {size}x{size}")
    ico = (out / "tabletop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    if (reserved, kind, count) != (0, 1, len(ICO_SIZES)):
        problems.append("tabletop.ico header is wrong")
    if "ico" in [bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()]:
        reader = QImageReader(str(out / "tabletop.ico"))
        seen = []
        for _ in range(reader.imageCount()):
            image = reader.read()
            if image.isNull():
                problems.append(f"tabletop.ico: Qt cannot read an image: {reader.errorString()}")
                break
            seen.append(image.width())
            reader.jumpToNextImage()
        if sorted(seen) != sorted(ICO_SIZES):
            problems.append(f"tabletop.ico: Qt reads sizes {seen}, expected {list(ICO_SIZES)}")
    icns = (out / "tabletop.icns").read_bytes()
    if icns[:4] != b"icns" or struct.unpack(">I", icns[4:8])[0] != len(icns):
        problems.append("tabletop.icns header is wrong")
    pos, kinds = 8, []
    while pos < len(icns):
        kind, length = icns[pos : pos + 4], struct.unpack(">I", icns[pos + 4 : pos + 8])[0]
        if icns[pos + 8 : pos + 16] != b"\x89PNG\r\n\x1a\n":
            problems.append(f"tabletop.icns: {kind!r} is not a PNG")
        kinds.append(kind)
        pos += length
    if pos != len(icns) or kinds != [k for k, _ in ICNS_TYPES]:
        problems.append("tabletop.icns entries are wrong")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--force", action="store_true", help="rewrite even when up to date")
    args = parser.parse_args(argv)
    out: Path = args.out
    if not args.force and up_to_date(out):
        print(f"make_icons: {out} is up to date")
        return 0
    out.mkdir(parents=True, exist_ok=True)
    pngs, images = render_all()
    for size in PNG_SIZES:
        (out / f"tabletop-{size}.png").write_bytes(pngs[size])
    (out / "tabletop.ico").write_bytes(build_ico(pngs, images))
    (out / "tabletop.icns").write_bytes(build_icns(pngs))
    problems = check(out)
    for problem in problems:
        print(f"make_icons: {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"make_icons: wrote {len(outputs(out))} files to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
