# Cross-build the native core for aarch64 Linux (glibc) with Debian's g++-aarch64-linux-gnu, and run
# its tests through qemu-user. This is the nearest the machines here get to an arm64-v8a NDK build
# (no registry ships the NDK, bionic or Android's libc++: ../shared/design/BRIDGE.md), so it is built
# as the NDK builds: shared libraries aligned to 16 KB pages, symbols hidden, only the C ABI and the
# JNI methods exported. The C++ runtime is Debian's libstdc++.so.6 (the NDK links libc++ statically),
# so the static checks see what the core itself needs from libc apart from what the C++ runtime needs.
# The libraries are test artifacts: glibc, not bionic. What they catch: unsigned char, alignment,
# onnxruntime's ARM kernels.
#
#   cmake -S android_bridge/native -B build-arm64 \
#         -DCMAKE_TOOLCHAIN_FILE=android_bridge/native/cmake/aarch64-linux-gnu.cmake
#   cmake --build build-arm64 -j2 && ctest --test-dir build-arm64     # ctest runs tests under qemu
#
# Set-up (Debian, root): .ci/install-aarch64. The emulator wrapper (qemu-aarch64.sh beside this file)
# takes the cpu model from OMNIDRAFT_QEMU_CPU (default cortex-a76).
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(OMNIDRAFT_AARCH64_TRIPLE aarch64-linux-gnu)
set(CMAKE_C_COMPILER ${OMNIDRAFT_AARCH64_TRIPLE}-gcc)
set(CMAKE_CXX_COMPILER ${OMNIDRAFT_AARCH64_TRIPLE}-g++)
set(CMAKE_FIND_ROOT_PATH /usr/${OMNIDRAFT_AARCH64_TRIPLE})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)   # host tools (python, npm) run on the host
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)    # jni.h is passed in: -DJNI_H_DIR= -DJNI_MD_H_DIR=
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_CURRENT_LIST_DIR}/qemu-aarch64.sh")
# As the arm64-v8a NDK build (CMakeLists.txt reads it): 16 KB pages, exports limited by version scripts.
set(OMNIDRAFT_NDK_LIKE ON CACHE BOOL "link shared libraries as the NDK's arm64-v8a build does")
