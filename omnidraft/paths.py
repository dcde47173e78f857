"""Where OmniDraft keeps downloads, converted checkpoints and bundles."""

import os
from pathlib import Path


def home() -> Path:
    """The cache root: ``$OMNIDRAFT_HOME`` or ``~/.cache/omnidraft``."""
    return Path(os.environ.get("OMNIDRAFT_HOME") or Path.home() / ".cache" / "omnidraft").expanduser()


def downloads_dir() -> Path:
    return home() / "downloads"


def models_dir() -> Path:
    return home() / "models"


def bundles_dir() -> Path:
    return home() / "bundles"
