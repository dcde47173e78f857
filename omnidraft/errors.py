"""One exception type for every failure a user can fix, so the CLI can print it plainly."""


class OmniDraftError(Exception):
    """A failure with a message that says what went wrong and what to do about it."""


class ParityRefused(OmniDraftError):
    """An export that disagrees with its torch model beyond the parity gate. Online adaptation skips
    such an update and keeps serving; a one-off export stops."""
