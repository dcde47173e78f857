"""OmniDraft: one small drafter that speeds up any target LLM on device.

The package maps the repository's top-level folders: ``omnidraft.export`` (export/),
``omnidraft.runtime`` (runtime/), ``omnidraft.cache_store`` (cache_store/) and
``omnidraft.tools`` (tools/).
"""

__version__ = "0.1.0"
