"""onnxruntime's QNN execution provider (Hexagon HTP): registration, sessions that cannot fall back
to the CPU in silence, and what ran where.

The provider ships as a plugin library in the ``onnxruntime-qnn`` wheel; on x86 its libQnnHtp.so is
the HTP simulator (../shared/design/NPU.md). Kept free of torch so it runs on a device.
"""

import onnxruntime as ort

from omnidraft.errors import OmniDraftError

PROVIDER = "QNNExecutionProvider"
# Snapdragon chips by name: QNN's soc_model id and the HTP architecture (v73..v81) it carries.
SOCS = {
    "SM8550": {"soc_model": 43, "htp_arch": 73},  # Snapdragon 8 Gen 2
    "SM8650": {"soc_model": 57, "htp_arch": 75},  # Snapdragon 8 Gen 3
    "SM8750": {"soc_model": 69, "htp_arch": 79},  # Snapdragon 8 Elite
    "SM8850": {"soc_model": 87, "htp_arch": 81},  # Snapdragon 8 Elite Gen 5
}
_registered = False


def missing_reason() -> str | None:
    """Why the QNN provider cannot be used here, or None when it can."""
    try:
        import onnxruntime_qnn  # noqa: F401
    except ImportError:
        return "the onnxruntime-qnn wheel is not installed (pip install onnxruntime-qnn==2.7.0)"
    return None


def requested(providers: list[str] | None) -> bool:
    """Whether an execution-provider list asks for the HTP ("qnn" or the provider's full name)."""
    return any(p.lower() in ("qnn", PROVIDER.lower()) for p in providers or [])


# What to do when the HTP cannot hold a bundle's binaries (measured on the simulator: the Qwen2.5-1.5B's
# three a16w8 graphs, 1.55 GB each, failed at the third; the 0.5B's three of 0.5 GB load).
OUT_OF_HTP_MEMORY = ("re-export with --weights int4 (half the bytes) or --weight-sharing (the weights once "
                     "for the three graphs)")


def simulated() -> bool:
    """Whether the HTP here is the x86 simulator of the onnxruntime-qnn wheel rather than a device."""
    import platform

    return platform.machine().lower() in ("x86_64", "amd64")


def check_soc(soc: str) -> dict:
    if soc not in SOCS:
        raise OmniDraftError(f"unknown SoC {soc!r}; known: {', '.join(SOCS)}")
    return SOCS[soc]


def _register():
    global _registered
    reason = missing_reason()
    if reason:
        raise OmniDraftError(f"the QNN execution provider is unavailable: {reason}")
    import onnxruntime_qnn

    if not _registered:
        try:
            ort.register_execution_provider_library(PROVIDER, onnxruntime_qnn.get_library_path())
        except Exception as e:  # already registered by another module of the process
            if "already" not in str(e).lower():
                raise
        _registered = True
    return onnxruntime_qnn


def session_options(soc: str, context_out: str | None = None, extra: dict | None = None,
                    config: dict | None = None) -> ort.SessionOptions:
    """Options for a session on the HTP of ``soc``; ``context_out``: compile and write an EPContext model there.
    ``extra``: more QNN provider options; ``config``: more session config entries."""
    qnn = _register()
    so = ort.SessionOptions()
    so.log_severity_level = 3
    # Without this, an op the HTP refuses, or an option it cannot honour, runs on the CPU in silence.
    so.add_session_config_entry("session.disable_cpu_ep_fallback", "1")
    so.add_session_config_entry("session.record_ep_graph_assignment_info", "1")
    if context_out:
        so.add_session_config_entry("ep.context_enable", "1")
        so.add_session_config_entry("ep.context_embed_mode", "0")  # the binary beside the model, not inside it
        so.add_session_config_entry("ep.context_file_path", context_out)
    for key, value in (config or {}).items():
        so.add_session_config_entry(key, value)
    options = {"backend_path": qnn.get_qnn_htp_path(), "soc_model": str(check_soc(soc)["soc_model"]),
               "htp_arch": str(SOCS[soc]["htp_arch"]), "htp_performance_mode": "burst",
               "offload_graph_io_quantization": "0", **(extra or {})}
    devices = [d for d in ort.get_ep_devices() if d.ep_name == PROVIDER]
    so.add_provider_for_devices(devices, options)
    return so


def session(path: str, soc: str, context_out: str | None = None, extra: dict | None = None,
            config: dict | None = None) -> ort.InferenceSession:
    try:
        return ort.InferenceSession(str(path), session_options(soc, context_out, extra, config))
    except Exception as e:  # onnxruntime raises its own Fail/RuntimeException types
        if "MEM_ALLOC" in str(e):  # the HTP maps every loaded context binary into one 32-bit space
            raise OmniDraftError(f"{path}: the QNN HTP backend ({soc}) could not allocate this graph's context "
                                 f"binary ({str(e)[:200]}). A process's loaded binaries must fit the HTP's 32-bit "
                                 f"address space, under 4 GB: {OUT_OF_HTP_MEMORY}") from e
        raise OmniDraftError(f"{path}: the QNN HTP backend ({soc}) refused the graph: {str(e)[:400]}. With CPU "
                             "fallback off, every node must run on the HTP") from e


def nodes_by_provider(sess: ort.InferenceSession) -> dict[str, int]:
    """How many graph nodes each provider was assigned (session.record_ep_graph_assignment_info)."""
    counts: dict[str, int] = {}
    for info in sess.get_provider_graph_assignment_info():
        counts[info.ep_name] = counts.get(info.ep_name, 0) + len(info.get_nodes())
    return counts
