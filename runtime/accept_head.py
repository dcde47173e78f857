"""The learned acceptance head (SpecDec++, OMNIDRAFT.md section 4): P(accept) from the drafter's hidden state.

A logistic regression on the final-norm hidden state that produced a drafted token, trained online
on labels min(1, p/q') computed through the cross-vocabulary mapping. Drafting stops once
1 - prod P(accept_i) > gamma. It ships inside the drafter bundle as ``accept_head.npz`` (the bundle
must export hidden states); numpy runs it, so a native port needs one dot product.
"""

import io
from pathlib import Path

import numpy as np

from omnidraft.errors import OmniDraftError

HEAD_FILE = "accept_head.npz"


class AcceptHead:
    def __init__(self, weight: np.ndarray, bias: float, gamma: float = 0.7):
        self.weight = np.asarray(weight, dtype=np.float32)
        self.bias = float(bias)
        self.gamma = gamma

    def prob(self, hidden: np.ndarray) -> float:
        return float(1.0 / (1.0 + np.exp(-(float(hidden @ self.weight) + self.bias))))

    def to_bytes(self) -> bytes:
        buf = io.BytesIO()
        np.savez(buf, weight=self.weight, bias=np.float32(self.bias))
        return buf.getvalue()

    @classmethod
    def load(cls, bundle_path: str | Path, gamma: float = 0.7) -> "AcceptHead":
        path = Path(bundle_path) / HEAD_FILE
        if not path.exists():
            raise OmniDraftError(f"{bundle_path} has no learned acceptance head ({HEAD_FILE}); train one with "
                                 "omnidraft adapt --head, or draft without it")
        try:
            with np.load(path, allow_pickle=False) as z:
                return cls(z["weight"], float(z["bias"]), gamma)
        except (ValueError, KeyError, OSError) as e:
            raise OmniDraftError(f"{path} is unreadable ({e}); re-run omnidraft adapt --head") from e
