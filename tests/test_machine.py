"""Reports name the CPU they were measured on, read from /proc/cpuinfo and sysfs."""

from omnidraft.tools.machine import describe

X86 = """processor\t: 0
vendor_id\t: AuthenticAMD
model name\t: AMD EPYC 7B13
flags\t\t: fpu sse sse2 avx fma avx2 bmi2
processor\t: 1
model name\t: AMD EPYC 7B13
"""
ANDROID = """processor\t: 0
BogoMIPS\t: 38.40
Features\t: fp asimd evtstrm aes crc32 atomics asimddp i8mm bf16
CPU part\t: 0xd46
Hardware\t: Qualcomm Technologies, Inc SM8550
"""


def _cache(tmp_path, levels: dict):
    for i, (level, size) in enumerate(levels.items()):
        (tmp_path / f"index{i}").mkdir()
        (tmp_path / f"index{i}" / "level").write_text(f"{level}\n")
        (tmp_path / f"index{i}" / "size").write_text(f"{size}\n")
    return tmp_path


def test_an_x86_cpu_is_named_with_its_matrix_extensions_and_l2(tmp_path):
    machine = describe(X86, _cache(tmp_path, {1: "32K", 2: "512K", 3: "32768K"}))
    assert machine["cpu"] == "AMD EPYC 7B13" and machine["isa"] == ["avx2", "fma"]
    assert machine["l2_per_core"] == "512K" and machine["cores"] >= 1


def test_an_arm_phone_is_named_by_its_hardware_line(tmp_path):
    machine = describe(ANDROID, tmp_path / "no-such-dir")
    assert machine["cpu"] == "Qualcomm Technologies, Inc SM8550"
    assert machine["isa"] == ["asimd", "asimddp", "i8mm"] and machine["l2_per_core"] is None
