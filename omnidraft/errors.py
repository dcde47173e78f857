"""One exception type for every failure a user can fix, so the CLI can print it plainly."""


class OmniDraftError(Exception):
    """A failure with a message that says what went wrong and what to do about it."""
