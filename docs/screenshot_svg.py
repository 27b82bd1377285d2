"""What both screenshot scripts share: where the pictures go and how one screen becomes an SVG file."""

from __future__ import annotations

import io
from pathlib import Path

from rich.console import Console, RenderableType

IMAGES = Path(__file__).with_name("img")
WIDTH = 80  # terminal columns of every picture


def save(name: str, renderable: RenderableType, title: str) -> None:
    """Write ``renderable`` as ``docs/img/<name>`` (SVG, ``WIDTH`` columns, window title ``title``)."""
    console = Console(record=True, width=WIDTH, file=io.StringIO(), force_terminal=True, color_system="truecolor")
    console.print(renderable)
    console.save_svg(str(IMAGES / name), title=title)
    print(IMAGES / name)
