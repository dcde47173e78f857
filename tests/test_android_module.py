"""The Android library module (android_bridge/android), checked as far as a host without the SDK,
NDK or Gradle can: its native build configured as the Gradle file configures it builds the JNI
library, which exports only JNI_OnLoad, the JNI methods and the C ABI; every path the Gradle files name exists;
every class and member the keep rules name exists in the Java sources."""

import re
import shutil
import subprocess
from pathlib import Path

from omnidraft.paths import home
from tests import native

ROOT = Path(__file__).resolve().parent.parent
ANDROID = ROOT / "android_bridge" / "android"
JAVA_SOURCES = ROOT / "android_bridge" / "java" / "src" / "main" / "java"


def test_the_modules_cmake_builds_the_jni_library_alone_for_the_host(tmp_path):
    """Gradle's arguments (OMNIDRAFT_BUILD_TOOLS=OFF, the onnxruntime headers passed in) on the host
    compiler: configured with no network (a network namespace of its own), no Python or npm on the
    PATH and an empty cache folder, only the libraries are built, and the JNI library hides the C++
    inside it. The build type is AGP's variant's (Gradle forces none); Debug here, as the debug variant
    builds it: the optimizer changes nothing checked here, and Release took most of the test's time."""
    gradle = (ANDROID / "omnidraft" / "build.gradle.kts").read_text()
    assert '"-DOMNIDRAFT_BUILD_TOOLS=OFF"' in gradle and "-DOMNIDRAFT_ORT_INCLUDE_DIR=" in gradle
    assert "CMAKE_BUILD_TYPE" not in gradle
    native.build()  # fetches the onnxruntime headers, which stand in here for the AAR's headers/
    ort_headers = next((home() / "native-downloads").glob("com.github.asus4.onnxruntime-*/headers"))
    out = native.build_dir().with_name(native.build_dir().name + "-android-args")
    tools = tmp_path / "bin"  # the build tools alone: no python, pip or npm to reach for
    tools.mkdir()
    for tool in ("cmake", "make", "cc", "c++", "gcc", "g++", "ld", "ar", "ranlib", "as"):
        if which := shutil.which(tool):
            (tools / tool).symlink_to(which)
    env = {"PATH": str(tools), "HOME": str(tmp_path), "OMNIDRAFT_HOME": str(tmp_path / "empty"),
           "JAVA_HOME": str(native.java_home())}
    (out / "CMakeCache.txt").unlink(missing_ok=True)  # a clean configure each time; the objects stay
    configure = [shutil.which("unshare"), "-rn", "cmake", "-S", str(native.SOURCE), "-B", str(out), "-DOMNIDRAFT_BUILD_TOOLS=OFF",
                 f"-DOMNIDRAFT_ORT_INCLUDE_DIR={ort_headers}", "-DCMAKE_BUILD_TYPE=Debug"]
    for cmd in (configure, ["cmake", "--build", str(out), "--target", "omnidraft_jni", "-j2"]):
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env)
        assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert not (tmp_path / "empty").exists()  # nothing was fetched or cached
    assert "Python" not in (out / "CMakeCache.txt").read_text()
    assert not (out / "omnidraft-native").exists() and not (out / "test_core").exists()
    symbols = subprocess.run(["nm", "-D", "--defined-only", str(out / "libomnidraft_jni.so")], capture_output=True,
                             text=True, check=True).stdout.split("\n")
    exported = [line.split()[-1] for line in symbols if line.strip()]
    assert any(s.startswith("Java_ai_omnidraft_NativeApi_generate") for s in exported)
    assert "JNI_OnLoad" in exported  # it caches the classes and method ids; unexported, the JVM never calls it
    assert all(s.startswith(("Java_ai_omnidraft_", "Od")) or s == "JNI_OnLoad" for s in exported), \
        [s for s in exported if not s.startswith(("Java_ai_omnidraft_", "Od"))][:10]


def test_every_path_the_gradle_files_name_exists():
    module = (ANDROID / "omnidraft" / "build.gradle.kts").read_text()
    for relative in re.findall(r'(?:path = file|srcDirs)\("([^"]+)"\)', module):
        assert (ANDROID / "omnidraft" / relative).exists(), relative
    assert 'abiFilters += listOf("arm64-v8a")' in module
    assert re.search(r'"com\.microsoft\.onnxruntime:\$ortArtifact:\$ortVersion"', module)
    assert "include(\":omnidraft\", \":sample\")" in (ANDROID / "settings.gradle.kts").read_text()
    sample = ANDROID / "sample" / "src" / "main"
    assert ".MainActivity" in (sample / "AndroidManifest.xml").read_text()
    activity = (sample / "java" / "ai" / "omnidraft" / "sample" / "MainActivity.java").read_text()
    layout = (sample / "res" / "layout" / "activity_main.xml").read_text()
    for view in re.findall(r"R\.id\.(\w+)", activity):
        assert f'@+id/{view}"' in layout, view


def test_the_keep_rules_name_what_native_code_calls():
    """R8 would rename what JNI finds by name; the rules must match the sources and the C file."""
    rules = (ANDROID / "omnidraft" / "consumer-rules.pro").read_text()
    jni = (ROOT / "android_bridge" / "java" / "src" / "main" / "jni" / "omnidraft_jni.c").read_text()
    for cls, body in re.findall(r"-keep(?:classmembers)? class ([\w.$]+) \{ ([^}]*) \}", rules):
        outer, _, inner = cls.partition("$")
        source = (JAVA_SOURCES / (outer.replace(".", "/") + ".java")).read_text()
        if inner:
            assert f"class {inner}" in source, cls
        member = re.search(r"(\w+)\(", body)
        name = member.group(1) if member and member.group(1) != "<init>" else None
        if body.strip().startswith("native"):
            assert "static native" in source
        elif name:
            assert re.search(rf"\b{name}\(", source), (cls, name)
            assert f'"{name}"' in jni, f"the JNI layer does not call {name}"
    for called in re.findall(r'Get(?:Static)?MethodID\(env, \w+, "(\w+)"', jni):
        assert called in rules or called == "<init>", f"{called} is called from JNI but not kept"
    for found in re.findall(r'global_class\(env, "ai/omnidraft/([\w$]+)"\)', jni):  # found by name
        assert re.search(rf"-keep class ai\.omnidraft\.{re.escape(found)} ", rules), f"{found}'s name is not kept"
